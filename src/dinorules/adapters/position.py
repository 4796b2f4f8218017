"""`Position`: one state as the adapters read it, each view of it computed once.

A framework asks the same state the same questions many times a step: OpenSpiel's
bridge asks for the current player three or four times, then the legal actions,
the chance outcomes and their probabilities; PettingZoo and Gymnasium the player,
the legal mask and the chosen index's action. A `Position` answers each from the
game once (the state is an immutable value, so the answers never change) and plays
a legal index through the unchecked `apply`: the index was checked against the
legal ones here. Anything else (an index that is not legal) goes to the checked
path, which raises the contract's own `IllegalActionError`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dinorules.kernel import CHANCE, AnyGame, Player
from dinorules.kernel.indexing import IndexTables
from dinorules.kernel.playout import seat_reader

__all__ = ["ActionSpace", "Position"]

_UNSET: Any = object()


class ActionSpace:
    """A game's action space for one option set (its `IndexTables`), and lookups in it.

    ``player_of`` is the game's `seat_reader`: the current player of its states.

    An index is found by hashing the action, which for a value class is a Python call
    a field; most actions the rules list are the same objects from one state to the
    next (their tables'), so each object's index is remembered by identity. An entry
    keeps its object alive, so its identity cannot be reused meanwhile; the memo is
    emptied when it holds `LIMIT` times the space's size, which bounds it for rules
    that make new action objects at every state.
    """

    LIMIT = 4

    __slots__ = ("_actions", "_limit", "_outcomes", "player_of", "tables")

    def __init__(self, game: AnyGame, tables: IndexTables) -> None:
        self.tables = tables
        self.player_of: Callable[[Any], Player] = seat_reader(game)
        self._actions: dict[int, tuple[Any, int]] = {}
        self._outcomes: dict[int, tuple[Any, int]] = {}
        self._limit = self.LIMIT * (len(tables.actions) + len(tables.outcomes))

    def indices(self, actions: tuple[Any, ...], chance: bool) -> list[int]:
        """The index of each action (each outcome if ``chance``), in their order."""
        seen = self._outcomes if chance else self._actions
        try:
            return [seen[id(action)][1] for action in actions]
        except KeyError:  # an object not seen yet: remember every one, then look again
            table = self.tables.outcome_index if chance else self.tables.action_index
            if len(seen) + len(actions) > self._limit:
                seen.clear()
            for action in actions:
                seen[id(action)] = (action, table[action])
            return [seen[id(action)][1] for action in actions]


class Position:
    """A game's state with its player, legal indices and chance probabilities cached.

    ``space`` is the game's `ActionSpace` for the state's options (the same for
    every state of a game, so an adapter makes it once). The caches are filled on
    first use; they are functions of the state, so sharing a position is safe.
    """

    __slots__ = (
        "_chance",
        "_indices",
        "_legal",
        "_order",
        "_player",
        "_weights",
        "game",
        "space",
        "state",
    )

    def __init__(self, game: AnyGame, space: ActionSpace, state: Any) -> None:
        self.game = game
        self.space = space
        self.state = state
        self._player: Player = _UNSET
        self._legal: tuple[Any, ...] | None = None
        self._order: list[int] | None = None
        self._indices: list[int] | None = None
        self._chance: list[tuple[int, float]] | None = None
        self._weights: tuple[int, ...] | None = None

    @property
    def tables(self) -> IndexTables:
        """The game's `IndexTables` for these options."""
        return self.space.tables

    @property
    def player(self) -> Player:
        """The seat to act, `CHANCE`, or ``None`` at the end (`Game.current_player`)."""
        player = self._player
        if player is _UNSET:
            player = self._player = self.space.player_of(self.state)
        return player

    @property
    def size(self) -> int:
        """The size of the space an index here is in: the outcomes' at a chance node."""
        tables = self.space.tables
        return len(tables.outcomes if self.player is CHANCE else tables.actions)

    def _listed(self) -> tuple[tuple[Any, ...], list[int]]:
        """The legal actions (or outcomes), and each one's index, in the game's order."""
        order = self._order
        if order is None:
            if self.player is CHANCE:  # the node once: its outcomes, then their weights
                node = self.game.spec.rules.chance_node(self.state)
                legal, self._weights = node.outcomes, node.weights
            else:
                legal = self.game.legal_actions(self.state)
            self._legal = legal
            order = self._order = self.space.indices(legal, self.player is CHANCE)
        assert self._legal is not None
        return self._legal, order

    @property
    def legal_indices(self) -> list[int]:
        """The legal indices, ascending (`Game.legal_indices`, as a list)."""
        indices = self._indices
        if indices is None:
            indices = self._indices = sorted(self._listed()[1])
        return indices

    @property
    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, each outcome's index and probability, in the node's order.

        The probability is ``weight / total``: the float nearest the exact
        probability, as ``float`` of the `Game.chance_outcomes` fraction is, without
        making the fraction. Empty anywhere else.
        """
        outcomes = self._chance
        if outcomes is None:
            outcomes = self._chance = self._chance_outcomes()
        return outcomes

    def _chance_outcomes(self) -> list[tuple[int, float]]:
        if self.player is not CHANCE:
            return []
        _, order = self._listed()  # the node's outcomes, in its order
        weights = self._weights
        if weights is None:
            share = 1 / len(order)
            return [(index, share) for index in order]
        total = sum(weights)
        return [(index, weight / total) for index, weight in zip(order, weights, strict=True)]

    def play(self, index: int) -> tuple[Any, Any]:
        """The action (or outcome) at ``index`` and the state after it.

        A legal index is played unchecked; any other goes through `Game.index_action`
        and the checked `Game.apply`, which raise `IllegalActionError` saying why.
        """
        game = self.game
        legal, order = self._listed()
        if type(index) is int:
            try:
                action = legal[order.index(index)]
            except ValueError:
                pass  # not a legal index: the checked path says why
            else:
                return action, game.apply(self.state, action, check=False)
        action = game.index_action(self.state, index)
        return action, game.apply(self.state, action)
