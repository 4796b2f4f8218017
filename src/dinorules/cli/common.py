"""What every command shares: user errors, game look-up, ``--option`` parsing."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from dinorules.kernel import AnyGame, InvalidOptionError

__all__ = ["UsageError", "check_options", "load_game", "parse_options", "read_text"]


class UsageError(Exception):
    """Bad input from the user: one line on stderr, exit status 2."""


def load_game(name: str) -> AnyGame:
    """The registered game ``name``; `UsageError` listing the games if unknown."""
    from dinorules import GAMES  # noqa: PLC0415 - keeps `dinorules --help` fast

    if name not in GAMES:
        raise UsageError(f"unknown game {name!r}; games: {', '.join(GAMES) or 'none'}")
    try:
        return GAMES[name]
    except Exception as error:  # noqa: BLE001 - a half-written game must not crash the CLI
        raise UsageError(f"game {name!r} failed to load: {type(error).__name__}: {error}") from None


def parse_options(pairs: Sequence[str] | None) -> dict[str, object]:
    """``["players=3", "deck=standard"]`` as options; values are JSON when they parse.

    >>> parse_options(["players=3", "deck=big", "layout=[[0, 1]]"])
    {'players': 3, 'deck': 'big', 'layout': [[0, 1]]}
    """
    options: dict[str, object] = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--option {pair!r}: expected key=value")
        try:
            options[key.strip()] = json.loads(text)
        except json.JSONDecodeError:
            options[key.strip()] = text
    return options


def check_options(game: AnyGame, options: dict[str, object]) -> None:
    """`UsageError` if ``game`` rejects these options."""
    try:
        game.resolve_options(**options)
    except InvalidOptionError as error:
        raise UsageError(str(error)) from None


def read_text(path: str) -> str:
    """A file's text; `UsageError` if it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise UsageError(f"cannot read {path}: {reason}") from None
