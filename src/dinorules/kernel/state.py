"""The fields every game state shares: its random generator and chance mode."""

from __future__ import annotations

from .rng import Rng
from .values import Value, value

__all__ = ["GameState"]


@value
class GameState(Value):
    """Base of every game's state: a frozen value holding its own `Rng`.

    ``explicit_chance`` says whether chance nodes are shown to the caller
    (``chance="explicit"``) or resolved from ``rng`` as they arise. Neither field
    is ever part of an observation.
    """

    rng: Rng
    explicit_chance: bool
