"""What every command shares: user errors, game look-up, ``--option`` parsing.

Also bounded reading, plain numbers typed by the user, and printable text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from dinorules.kernel import AnyGame, DataError, InvalidOptionError
from dinorules.kernel.data import read_text_file
from dinorules.kernel.printable import shown_safely

__all__ = [
    "UsageError",
    "check_options",
    "load_game",
    "parse_options",
    "plain_number",
    "printable",
    "read_text",
    "terminal_safe",
]


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


def read_text(path: str, *, limit: int) -> str:
    """A file's text, reading at most ``limit`` + 1 bytes; `UsageError` if it cannot be read."""
    try:
        return read_text_file(path, limit=limit)
    except DataError as error:
        raise UsageError(f"cannot read {path}: {error}") from None


def plain_number(text: str) -> int | None:
    """``text`` as a count if it is plain ASCII digits, else ``None`` (never an error).

    Unicode digits such as ``²`` are not numbers here; a number too long to convert
    counts as very large.

    >>> plain_number("12"), plain_number("-1"), plain_number("9" * 5000) > 10**9
    (12, None, True)
    """
    if not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= 18 else 10**18


def terminal_safe(text: str, *, keep: str = "") -> str:
    r"""``text`` with every character a terminal could act on shown as its escape.

    ESC sequences, NUL, bidi controls and the like in a card name or a replay come
    out as ``\x1b``, ``\x00``, ``\u202e``; the characters in ``keep`` (e.g. the
    newlines of a rendered board) are left alone.

    >>> terminal_safe("Rex\x1b[2J\u202e\n", keep="\n")
    'Rex\\x1b[2J\\u202e\n'
    """
    return shown_safely(text, keep=keep)


def printable(text: str, stream: TextIO, *, keep: str = "") -> str:
    """``text`` safe for a terminal (`terminal_safe`) and as ``stream`` can encode it."""
    text = terminal_safe(text, keep=keep)
    encoding = getattr(stream, "encoding", None) or "utf-8"
    errors = getattr(stream, "errors", None) or "strict"
    try:
        text.encode(encoding, errors)
    except UnicodeEncodeError:
        return text.encode(encoding, "backslashreplace").decode(encoding)
    return text
