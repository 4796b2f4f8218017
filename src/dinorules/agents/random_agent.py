"""`RandomAgent`: a uniformly random legal action, from the agent's own `Rng`."""

from __future__ import annotations

from typing import Any

import attrs

from dinorules.kernel import AnyGame, Rng
from dinorules.kernel.rng import below_state

from .base import Decision

__all__ = ["RandomAgent"]


@attrs.frozen
class RandomAgent:
    """Plays a uniformly random legal action.

    >>> from dinorules.kernel import Rng
    >>> agent = RandomAgent()
    >>> agent.name, agent.needs_determinizer, agent.reads_observation
    ('random', False, False)
    """

    name: str = "random"
    needs_determinizer: bool = attrs.field(default=False, init=False)
    reads_observation: bool = attrs.field(default=False, init=False)
    """It reads only the legal actions, so the runner builds no observation for it."""

    def for_game(self, game: AnyGame) -> RandomAgent:
        """The same agent: it needs nothing per game."""
        return self

    def act(self, decision: Decision, rng: Rng) -> Any:
        """A legal action drawn uniformly: ``rng.choice``, without the generator after it."""
        legal = decision.legal_actions
        index, _ = below_state(rng.state, len(legal))
        return legal[index]
