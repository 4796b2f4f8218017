"""`GAMES`: every game package found in `dinorules`, registered from its declared spec.

A game package is a subpackage of `dinorules` with a ``spec`` module that declares
``SPEC``; its ``__init__`` exposes ``GAME``, the `Game` of that spec. Discovery looks
at the files only; a game's package is imported the first time it is asked for (and
then cached by Python's import system, not by us). Registering a game checks that it
is the `Game` of that name and that its spec declares every hook a registered game
offers (`REGISTERED_HOOKS`, its pictures); the spec checked the form of each hook
it declares when it was made (`kernel.gamespec`). The values a game package
defines (its states and observations) belong to its game (`game_of`).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final, cast

from .errors import UnknownGameError

if TYPE_CHECKING:
    from .game import AnyGame

__all__ = ["GAMES", "REGISTERED_HOOKS", "GameRegistry", "game_of"]

_PACKAGE_DIR: Final = Path(__file__).parent.parent
REGISTERED_HOOKS: Final = ("text", "svg")
"""The hooks every registered game declares: the command line, the replay viewer and
the documentation draw every game."""


def _game_package_names() -> tuple[str, ...]:
    names = []
    for module in pkgutil.iter_modules([str(_PACKAGE_DIR)]):
        if module.ispkg and (_PACKAGE_DIR / module.name / "spec.py").is_file():
            names.append(module.name)
    return tuple(sorted(names))


def _registered(name: str, game: object) -> AnyGame:
    """``game`` as registered under ``name``; `TypeError` saying what its package lacks."""
    spec = getattr(game, "spec", None)
    if getattr(spec, "name", None) != name or getattr(game, "name", None) != name:
        raise TypeError(f"dinorules.{name}.GAME is not the Game named {name!r}")
    for hook in REGISTERED_HOOKS:
        if getattr(spec, hook, None) is None:
            raise TypeError(
                f"dinorules.{name}: its GameSpec declares no {hook!r} hook; every registered "
                f"game declares {', '.join(REGISTERED_HOOKS)} (docs/kernel.md, Hooks)"
            )
    return cast("AnyGame", game)


class GameRegistry(Mapping[str, "AnyGame"]):
    """A read-only mapping from game name to `Game`, loaded on first use."""

    __slots__ = ("_names",)

    def __init__(self, names: tuple[str, ...]) -> None:
        self._names = names

    @classmethod
    def installed(cls) -> GameRegistry:
        """The games installed with dinorules: each sub-package with a ``spec.py``."""
        return cls(_game_package_names())

    def __getitem__(self, name: str) -> AnyGame:
        """The game ``name``; `UnknownGameError` (a `KeyError`) naming the games if none."""
        if name not in self._names:
            known = ", ".join(self._names) or "none"
            raise UnknownGameError(f"unknown game {name!r}; games: {known}")
        return _registered(name, importlib.import_module(f"dinorules.{name}").GAME)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"GameRegistry({list(self._names)})"


GAMES: Mapping[str, AnyGame] = GameRegistry.installed()
"""Every game of the library by name: ``GAMES["brunch"].initial_state(seed=1)``."""


def game_of(value: object) -> AnyGame | None:
    """The registered game whose package defines ``value``'s class, else ``None``.

    >>> import dinorules.brunch
    >>> game_of(dinorules.brunch.initial_state(seed=1)).name
    'brunch'
    >>> game_of(3) is None
    True
    """
    module = type(value).__module__
    for name in GAMES:
        if module.startswith(f"dinorules.{name}."):
            return GAMES[name]
    return None
