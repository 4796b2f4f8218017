"""The shared kernel: values, the random generator, chance, games and replays."""

from .chance import CHANCE, ChanceNode, ChancePlayer, Player
from .codec import ActionCodec, to_json_value
from .errors import (
    DataError,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    RulesError,
)
from .game import Game, GameSpec, Rules
from .multiset import Multiset
from .observation import KERNEL_FIELDS, Concealed, public_fields, unseen
from .options import Option, Options
from .playout import Playout, random_playout
from .replay import Replay
from .rng import MAX_SEED, Rng
from .state import GameState
from .values import Value, value

__all__ = [
    "CHANCE",
    "KERNEL_FIELDS",
    "MAX_SEED",
    "ActionCodec",
    "ChanceNode",
    "ChancePlayer",
    "Concealed",
    "DataError",
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
    "public_fields",
    "random_playout",
    "to_json_value",
    "unseen",
    "value",
]
