"""The shared kernel: values, data, randomness, chance, decisions, games, replays."""

from .chance import CHANCE, ChanceNode, ChancePlayer, Player
from .codec import ActionCodec, to_json_value
from .compiled import Compiled, compiled, derived
from .decisions import FORCED_MODES, Decisions
from .errors import (
    DataError,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    RulesError,
)
from .frozen import FrozenMap
from .game import AnyGame, Contract, Game, GameSpec, Rules
from .multiset import Multiset
from .options import Option, Options
from .playout import Playout, random_playout
from .replay import Replay
from .rng import MAX_SEED, Rng
from .state import KERNEL_FIELDS, GameState
from .values import Value, value

__all__ = [
    "CHANCE",
    "FORCED_MODES",
    "KERNEL_FIELDS",
    "MAX_SEED",
    "ActionCodec",
    "AnyGame",
    "ChanceNode",
    "ChancePlayer",
    "Compiled",
    "Contract",
    "DataError",
    "Decisions",
    "FrozenMap",
    "Game",
    "GameSpec",
    "GameState",
    "IllegalActionError",
    "InvalidOptionError",
    "Multiset",
    "Option",
    "Options",
    "Player",
    "Playout",
    "Replay",
    "ReplayError",
    "Rng",
    "Rules",
    "RulesError",
    "Value",
    "compiled",
    "derived",
    "random_playout",
    "to_json_value",
    "value",
]
