"""`RandomAgent`: a uniformly random legal action, from the agent's own `Rng`."""

from __future__ import annotations

from typing import Any

import attrs

from dinorules.kernel import AnyGame, Rng

from .base import Decision

__all__ = ["RandomAgent"]


@attrs.frozen
class RandomAgent:
    """Plays a uniformly random legal action.

    >>> from dinorules.kernel import Rng
    >>> agent = RandomAgent()
    >>> agent.name, agent.needs_determinizer
    ('random', False)
    """

    name: str = "random"
    needs_determinizer: bool = attrs.field(default=False, init=False)

    def for_game(self, game: AnyGame) -> RandomAgent:
        """The same agent: it needs nothing per game."""
        return self

    def act(self, decision: Decision, rng: Rng) -> Any:
        """A legal action drawn uniformly."""
        action, _ = rng.choice(decision.legal_actions)
        return action
