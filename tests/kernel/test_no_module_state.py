"""No module of the kernel or of a game holds a mutable container (the pure-core rule).

Constant tables are `FrozenMap`s, tuples and frozensets; a list, dict, set or bytearray
at module level could be changed by any caller and would be shared by every game.
"""

from __future__ import annotations

import importlib
import pkgutil

import dinorules
from dinorules.kernel import FrozenMap

OUTSIDE_THE_CORE = ("adapters", "cli", "demo", "sim", "testing", "viewer")
"""Packages that are not the pure core (their own objects are their API)."""


def _core_modules() -> list[str]:
    names = []
    for found in pkgutil.walk_packages(dinorules.__path__, "dinorules."):
        part = found.name.split(".")[1]
        if part not in OUTSIDE_THE_CORE and not found.name.endswith("__main__"):
            names.append(found.name)
    return names


def test_no_core_module_holds_a_mutable_container() -> None:
    mutable = []
    for name in _core_modules():
        module = importlib.import_module(name)
        for attribute, value in vars(module).items():
            if attribute.startswith("__"):  # __all__ and friends
                continue
            if isinstance(value, list | dict | set | bytearray) and not isinstance(
                value, FrozenMap
            ):
                mutable.append(f"{name}.{attribute}: {type(value).__name__}")
    assert mutable == []


def test_the_check_sees_the_kernel_and_every_game() -> None:
    names = _core_modules()
    assert "dinorules.kernel.game" in names
    assert all(f"dinorules.{game}.rules" in names for game in dinorules.GAMES)
