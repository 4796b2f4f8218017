"""dinorules: pure-functional rules engines for five dinosaur games.

>>> import dinorules
>>> sorted(dinorules.GAMES) == sorted(set(dinorules.GAMES))
True
"""

from .kernel import (
    CHANCE,
    ChanceNode,
    DataError,
    Game,
    GameSpec,
    IllegalActionError,
    InvalidOptionError,
    Replay,
    ReplayError,
    Rng,
    RulesError,
    UnknownGameError,
)
from .registry import GAMES

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
