"""Testing tools shipped to users (the ``testing`` extra: ``pip install 'dinorules[testing]'``).

- `check_game`: the conformance harness (the eleven properties of ``docs/contract.md``);
  `mutable_parts`: the paths of anything mutable reachable from a value (property 10).
- Hypothesis strategies: `seeds`, `games`, `action_sequences`, `reachable_states`,
  `illegal_actions`, and `typical_length` (the mean length of a few random games).
- `game_machine`: a `RuleBasedStateMachine` factory per game.
- `check_positions` and `fuzz_positions`: exact round trips of the position
  notation over random states, and hostile position texts refused cleanly.
- `load_profile`: the ``fast`` / ``ci`` / ``thorough`` settings profiles.
- The pytest plugin (`pytest_plugin`, registered as a ``pytest11`` entry point):
  the ``rules`` marker and ``--check-rules``.

Names are imported when first used, so the plugin and the harness load without
Hypothesis; a tool that needs it says which extra to install.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .fuzz import FuzzReport, fuzz_game
    from .harness import PROPERTIES, CheckReport, ConformanceError, check_game
    from .hostile import InputReport, fuzz_inputs
    from .mutability import mutable_parts
    from .positions import PositionReport, check_positions, fuzz_positions
    from .profiles import PROFILES, load_profile
    from .stateful import game_machine
    from .strategies import (
        action_sequences,
        games,
        illegal_actions,
        reachable_states,
        seeds,
        typical_length,
    )

__all__ = [
    "PROFILES",
    "PROPERTIES",
    "CheckReport",
    "ConformanceError",
    "FuzzReport",
    "InputReport",
    "PositionReport",
    "action_sequences",
    "check_game",
    "check_positions",
    "fuzz_game",
    "fuzz_inputs",
    "fuzz_positions",
    "game_machine",
    "games",
    "illegal_actions",
    "load_profile",
    "mutable_parts",
    "reachable_states",
    "seeds",
    "typical_length",
]

_MODULES = {
    "PROFILES": "profiles",
    "PROPERTIES": "harness",
    "CheckReport": "harness",
    "ConformanceError": "harness",
    "FuzzReport": "fuzz",
    "InputReport": "hostile",
    "PositionReport": "positions",
    "check_positions": "positions",
    "fuzz_positions": "positions",
    "action_sequences": "strategies",
    "check_game": "harness",
    "fuzz_game": "fuzz",
    "fuzz_inputs": "hostile",
    "game_machine": "stateful",
    "games": "strategies",
    "illegal_actions": "strategies",
    "load_profile": "profiles",
    "mutable_parts": "mutability",
    "reachable_states": "strategies",
    "seeds": "strategies",
    "typical_length": "strategies",
}
"""The submodule that defines each public name."""
_EXTRA = ("hypothesis", "pytest")
"""The distributions the ``testing`` extra installs."""


def __getattr__(name: str) -> Any:
    """Import a public name from its submodule; name the extra if a dependency is missing."""
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        module = importlib.import_module(f"{__name__}.{_MODULES[name]}")
    except ModuleNotFoundError as error:
        if error.name not in _EXTRA:
            raise
        raise ModuleNotFoundError(
            f"dinorules.testing.{name} needs {error.name}, from the 'testing' extra: "
            "pip install 'dinorules[testing]'",
            name=error.name,
        ) from None
    return getattr(module, name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
