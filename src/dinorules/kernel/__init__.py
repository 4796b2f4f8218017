"""The shared kernel: values, data, randomness, chance, decisions, games, replays."""

from .chance import CHANCE, ChanceNode, ChancePlayer, Player
from .codec import ActionCodec, to_json_value
from .compiled import Compiled, compiled, derived
from .decisions import FORCED_MODES, Decisions, PhaseEnum
from .errors import (
    DataError,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    RulesError,
    UnknownGameError,
)
from .frozen import FrozenMap
from .game import AnyGame, Contract, Game, GameSpec, Rules
from .hexfire import ArmorZone
from .hexgrid import Facing, Footprint, Hex, HexBoard
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
    "ArmorZone",
    "ChanceNode",
    "ChancePlayer",
    "Compiled",
    "Contract",
    "DataError",
    "Decisions",
    "Facing",
    "Footprint",
    "FrozenMap",
    "Game",
    "GameSpec",
    "GameState",
    "Hex",
    "HexBoard",
    "IllegalActionError",
    "InvalidOptionError",
    "Multiset",
    "Option",
    "Options",
    "PhaseEnum",
    "Player",
    "Playout",
    "Replay",
    "ReplayError",
    "Rng",
    "Rules",
    "RulesError",
    "UnknownGameError",
    "Value",
    "compiled",
    "derived",
    "random_playout",
    "to_json_value",
    "value",
]
