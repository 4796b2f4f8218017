"""`GAMES`: every game package found in `dinorules`, derived from their specs.

A game package is a subpackage of `dinorules` with a ``spec`` module that
declares ``SPEC``; its ``__init__`` exposes ``GAME``. Discovery looks at the
files only; a game's module is imported the first time it is asked for (and
then cached by Python's import system, not by us).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from pathlib import Path

from .kernel import AnyGame, Game
from .kernel.errors import UnknownGameError

__all__ = ["GAMES", "GameRegistry"]

_PACKAGE_DIR = Path(__file__).parent


def _game_package_names() -> tuple[str, ...]:
    names = []
    for module in pkgutil.iter_modules([str(_PACKAGE_DIR)]):
        if module.ispkg and (_PACKAGE_DIR / module.name / "spec.py").is_file():
            names.append(module.name)
    return tuple(sorted(names))


class GameRegistry(Mapping[str, AnyGame]):
    """A read-only mapping from game name to `Game`, loaded on first use."""

    __slots__ = ("_names",)

    def __init__(self, names: tuple[str, ...]) -> None:
        self._names = names

    def __getitem__(self, name: str) -> AnyGame:
        """The game ``name``; `UnknownGameError` (a `KeyError`) naming the games if none."""
        if name not in self._names:
            known = ", ".join(self._names) or "none"
            raise UnknownGameError(f"unknown game {name!r}; games: {known}")
        game = importlib.import_module(f"dinorules.{name}").GAME
        if not isinstance(game, Game) or game.name != name:
            raise TypeError(f"dinorules.{name}.GAME is not the Game named {name!r}")
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"GameRegistry({list(self._names)})"


GAMES: Mapping[str, AnyGame] = GameRegistry(_game_package_names())
"""Every game of the library by name: ``GAMES["brunch"].initial_state(seed=1)``."""
