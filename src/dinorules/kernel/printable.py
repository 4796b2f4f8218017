r"""Characters a terminal or a page could act on, found in a text and shown as escapes.

Controls (ESC, NUL, DEL, the C1 range), format characters (bidi overrides, zero-width
marks, the byte-order mark), lone surrogates and line or paragraph separators can
rewrite a terminal or reorder what a reader sees. Data loaders refuse them in a
user's file (`unsafe_character`), and every picture a game draws shows any that
reached it another way (a state built in code) as its escape (`shown_safely`).

>>> shown_safely("Rex\x1b[2J\u202e\n", keep="\n")
'Rex\\x1b[2J\\u202e\n'
>>> describe("\u202e")
'format character U+202E (RIGHT-TO-LEFT OVERRIDE)'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import wraps
from typing import Final, TypeVar

from .frozen import FrozenMap

__all__ = ["UNSAFE_CATEGORIES", "describe", "safe_picture", "shown_safely", "unsafe_character"]

UNSAFE_CATEGORIES: Final = frozenset(("Cc", "Cf", "Cs", "Zl", "Zp"))
"""Unicode categories a terminal may act on: controls, format characters, surrogates,
line and paragraph separators."""
_KINDS: Final = FrozenMap(
    {
        "Cc": "control character",
        "Cf": "format character",
        "Cs": "surrogate",
        "Zl": "line separator",
        "Zp": "paragraph separator",
    }
)

_F = TypeVar("_F", bound=Callable[..., str])


def unsafe_character(text: str, *, allowed: str = "\n\t") -> str | None:
    r"""The first character of ``text`` in `UNSAFE_CATEGORIES` but not in ``allowed``.

    >>> unsafe_character("Compy"), unsafe_character("T-\x00Rex")
    (None, '\x00')
    """
    if text.isprintable():  # the common case, checked in C
        return None
    for char in text:
        if char not in allowed and unicodedata.category(char) in UNSAFE_CATEGORIES:
            return char
    return None


def describe(char: str) -> str:
    """A character for an error message: its kind, code point and name."""
    kind = _KINDS.get(unicodedata.category(char), "character")
    name = unicodedata.name(char, "")
    return f"{kind} U+{ord(char):04X}" + (f" ({name})" if name else "")


def shown_safely(text: str, *, keep: str = "") -> str:
    """``text`` with every unsafe character but those in ``keep`` shown as its escape."""
    if unsafe_character(text, allowed=keep) is None:
        return text
    return "".join(
        char.encode("unicode_escape", "backslashreplace").decode("ascii")
        if char not in keep and unicodedata.category(char) in UNSAFE_CATEGORIES
        else char
        for char in text
    )


def safe_picture(draw: _F) -> _F:
    """``draw`` (a text renderer) whose pictures show unsafe characters as escapes.

    Newlines stay: they are the picture's lines.
    """

    @wraps(draw)
    def drawn(*args: object, **kwargs: object) -> str:
        return shown_safely(draw(*args, **kwargs), keep="\n")

    return drawn  # type: ignore[return-value]
