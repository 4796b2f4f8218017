"""`Rules`: what a game implements, as pure methods over its own states.

A game package writes its rules as a `Rules` subclass of pure methods over its own
`GameState` subclass; `dinorules.kernel.game.Game` turns them into the public contract.
"""

from __future__ import annotations

import abc
from collections.abc import Iterable
from typing import Any, Generic, TypeVar, final

from .chance import CHANCE, ChanceNode, Player
from .decisions import Decisions
from .options import Options
from .rng import Rng
from .state import GameState

__all__ = ["TABLE_DRIVEN", "A", "O", "Rules", "S"]

S = TypeVar("S", bound=GameState)
"""A game's state type."""
A = TypeVar("A")
"""A game's action type (a union of its decision classes)."""
O = TypeVar("O")  # noqa: E741 - the contract's three type parameters are S, A, O
"""A game's observation type."""


class Rules(abc.ABC, Generic[S, A, O]):
    """The rules of one game: pure methods over states, actions and observations.

    ``S``, ``A`` and ``O`` are the game's state, action and observation types.
    No method may change its arguments. Every game declares its `Decisions` table
    (``decisions``), which answers ``current_player``, ``legal_actions``,
    ``apply_action``, ``chance_node`` and ``apply_outcome`` (`TABLE_DRIVEN`: a game
    changes its table, never these methods); it writes ``setup``, ``num_players``,
    ``winners`` and ``observe``.
    """

    @property
    @abc.abstractmethod
    def decisions(self) -> Decisions[S, Any]:
        """The game's decision table: a class attribute ``decisions = Decisions(...)``."""

    @abc.abstractmethod
    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> S:
        """The state before the first decision (set-up chance nodes may follow)."""

    @abc.abstractmethod
    def num_players(self, state: S) -> int:
        """How many seats this game has."""

    @final
    def current_player(self, state: S) -> Player:
        """The seat to decide, `CHANCE` at a random event, ``None`` when over."""
        table = self.decisions
        phase = table.phase(state)
        if phase in table.options:
            return table.seat(state)
        if phase is table.over:
            return None
        return CHANCE

    @final
    def legal_actions(self, state: S) -> tuple[A, ...]:
        """The decisions open to the current player, in canonical order."""
        table = self.decisions
        return table.options[table.phase(state)](state)

    @final
    def apply_action(self, state: S, action: A) -> S:
        """The state after a legal decision."""
        return self.decisions.effect(action)(state, action)

    @final
    def chance_node(self, state: S) -> ChanceNode:
        """The random event pending in a state whose current player is `CHANCE`."""
        table = self.decisions
        return table.chance[table.phase(state)](state)

    @final
    def apply_outcome(self, state: S, outcome: Any) -> S:
        """The state after one outcome of the pending chance node."""
        return self.decisions.effect(outcome)(state, outcome)

    def sample_outcome(self, state: S, rng: Rng) -> tuple[Any, Rng]:
        """Draw the pending chance node's outcome from ``rng`` (automatic chance).

        Override only to go faster (e.g. draw from a deck's counts without building
        the node); the result must equal ``self.chance_node(state).sample(rng)``
        for every state and generator, which `check_game` verifies.
        """
        return self.chance_node(state).sample(rng)

    def apply_drawn(self, state: S, outcome: Any, rng: Rng) -> S:
        """Apply an outcome drawn by automatic chance; ``rng`` is the generator after it.

        Override only to save a copy of the state (set ``rng`` in the same update);
        the result must equal ``apply_outcome(state.replace(rng=rng), outcome)``,
        which `check_game` verifies.
        """
        return self.apply_outcome(state.replace(rng=rng), outcome)

    def resolve_chance(self, state: S) -> S:
        """Resolve the pending chance node from the state's own generator (automatic chance).

        Override only to go faster, by resolving a run of consecutive draws (e.g. a
        whole hand dealt) in one update; resolving chance nodes with this until a
        decision must give the state that resolving them one at a time with
        `sample_outcome` and `apply_drawn` gives, generator included.
        """
        outcome, rng = self.sample_outcome(state, state.rng)
        return self.apply_drawn(state, outcome, rng)

    @abc.abstractmethod
    def winners(self, state: S) -> frozenset[int]:
        """The winning seats of a finished game (several on a shared victory)."""

    @abc.abstractmethod
    def observe(self, state: S, player: int) -> O:
        """What ``player`` may see: a frozen, JSON-encodable value."""

    def sample_hidden(self, state: S, player: int, rng: Rng) -> S:
        """A state ``player`` cannot tell from ``state``, hidden parts redrawn."""
        return state

    def truncated(self, state: S) -> bool:
        """Whether a finished game was cut short by a length bound (it then has no winner)."""
        return False

    def invariants(self, state: S) -> Iterable[str]:
        """Descriptions of broken conservation laws; empty when all hold."""
        return ()

    def explain_illegal(self, state: S, action: object) -> str:
        """Why ``action`` is not legal here, naming the rule (called on failure only)."""
        return "it is not among the legal actions"


TABLE_DRIVEN = frozenset(
    {"current_player", "legal_actions", "apply_action", "chance_node", "apply_outcome"}
)
"""The methods of `Rules` the decision table answers, which no game overrides."""
