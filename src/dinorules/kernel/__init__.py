"""The shared kernel: values, data, randomness, chance, decisions, games, replays.

What `import dinorules` needs (games, chance, options) is imported here; the hex board,
multisets, playouts and replays load on first use (`__getattr__`), so that importing
the library does not pay for what a game or a tool may never use (docs/performance.md).
"""

import importlib
from typing import TYPE_CHECKING, Any

from .chance import CHANCE, ChanceNode, ChancePlayer, Player
from .codec import JSON_FIELDS, ActionCodec, to_json_value
from .compiled import Compiled, compiled, derived
from .decisions import FORCED_MODES, Decisions, KeyEnum, PhaseEnum
from .errors import (
    DataError,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    RulesError,
    UnknownGameError,
)
from .frozen import FrozenMap, put
from .game import AnyGame, Contract, Game, GameSpec, Rules
from .options import Option, Options
from .rng import MAX_SEED, Rng, deal
from .state import KERNEL_FIELDS, GameState
from .values import Value, value

if TYPE_CHECKING:
    from .hexfire import ArmorZone
    from .hexgrid import Facing, Footprint, Hex, HexBoard
    from .multiset import Multiset
    from .playout import Playout, play_out, random_playout
    from .replay import Replay

_LAZY: FrozenMap[str, str] = FrozenMap(
    {
        "ArmorZone": "hexfire",
        "Facing": "hexgrid",
        "Footprint": "hexgrid",
        "Hex": "hexgrid",
        "HexBoard": "hexgrid",
        "Multiset": "multiset",
        "Playout": "playout",
        "play_out": "playout",
        "random_playout": "playout",
        "Replay": "replay",
    }
)
"""The names loaded on first use, and the module of each."""


def __getattr__(name: str) -> Any:
    """A name of `_LAZY`, from its module (imported the first time)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = [
    "CHANCE",
    "FORCED_MODES",
    "JSON_FIELDS",
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
    "KeyEnum",
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
    "deal",
    "derived",
    "play_out",
    "put",
    "random_playout",
    "to_json_value",
    "value",
]
