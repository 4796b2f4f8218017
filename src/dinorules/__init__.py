"""dinorules: pure-functional rules engines for five dinosaur games.

>>> import dinorules
>>> sorted(dinorules.GAMES) == sorted(set(dinorules.GAMES))
True
"""

from typing import TYPE_CHECKING, Any

from .kernel import (
    CHANCE,
    ChanceNode,
    DataError,
    Game,
    GameSpec,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    Rng,
    RulesError,
    UnknownGameError,
)
from .kernel.registry import GAMES

if TYPE_CHECKING:
    from .kernel.replay import Replay

__all__ = [
    "CHANCE",
    "GAMES",
    "ChanceNode",
    "DataError",
    "Game",
    "GameSpec",
    "IllegalActionError",
    "InvalidOptionError",
    "Replay",
    "ReplayError",
    "Rng",
    "RulesError",
    "UnknownGameError",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """`Replay`, imported on first use (it brings the JSON reader; docs/performance.md)."""
    if name == "Replay":
        from .kernel.replay import Replay  # noqa: PLC0415 - loaded on first use

        return Replay
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
