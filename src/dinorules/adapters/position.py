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

from typing import Any

from dinorules.kernel import CHANCE, AnyGame, Player
from dinorules.kernel.indexing import IndexTables

__all__ = ["Position"]

_UNSET: Any = object()


class Position:
    """A game's state with its player, legal indices and chance probabilities cached.

    ``tables`` is the game's `IndexTables` for the state's options (the same for
    every state of a game, so an adapter finds it once). The caches are filled on
    first use; they are functions of the state, so sharing a position is safe.
    """

    __slots__ = ("_chance", "_indices", "_legal", "_player", "game", "state", "tables")

    def __init__(self, game: AnyGame, tables: IndexTables, state: Any) -> None:
        self.game = game
        self.tables = tables
        self.state = state
        self._player: Player = _UNSET
        self._legal: dict[int, Any] | None = None
        self._indices: list[int] | None = None
        self._chance: list[tuple[int, float]] | None = None

    @property
    def player(self) -> Player:
        """The seat to act, `CHANCE`, or ``None`` at the end (`Game.current_player`)."""
        player = self._player
        if player is _UNSET:
            player = self._player = self.game.current_player(self.state)
        return player

    @property
    def legal(self) -> dict[int, Any]:
        """Each legal index (an outcome's at a chance node) with its action, ascending."""
        legal = self._legal
        if legal is None:
            tables = self.tables
            index = tables.outcome_index if self.player is CHANCE else tables.action_index
            found = {index[action]: action for action in self.game.legal_actions(self.state)}
            legal = self._legal = dict(sorted(found.items()))
        return legal

    @property
    def legal_indices(self) -> list[int]:
        """The legal indices, ascending (`Game.legal_indices`, as a list)."""
        indices = self._indices
        if indices is None:
            indices = self._indices = list(self.legal)
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
        node = self.game.spec.rules.chance_node(self.state)
        index = self.tables.outcome_index
        weights = node.weights
        if weights is None:
            share = 1 / len(node.outcomes)
            return [(index[outcome], share) for outcome in node.outcomes]
        total = sum(weights)
        return [
            (index[outcome], weight / total)
            for outcome, weight in zip(node.outcomes, weights, strict=True)
        ]

    def play(self, index: int) -> tuple[Any, Any]:
        """The action (or outcome) at ``index`` and the state after it.

        A legal index is played unchecked; any other goes through `Game.index_action`
        and the checked `Game.apply`, which raise `IllegalActionError` saying why.
        """
        game = self.game
        action = self.legal.get(index) if type(index) is int else None
        if action is None:
            action = game.index_action(self.state, index)
            return action, game.apply(self.state, action)
        return action, game.apply(self.state, action, check=False)
