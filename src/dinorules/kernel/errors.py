"""The error hierarchy: every error from user input is a `RulesError`.

All are `ValueError` subclasses, like python-chess's ``IllegalMoveError``, so code
that already catches bad values catches these.
"""

from __future__ import annotations

import reprlib

__all__ = [
    "SHOWN_CHARS",
    "DataError",
    "IllegalActionError",
    "InvalidOptionError",
    "ReplayError",
    "RulesError",
    "UnknownGameError",
    "short_repr",
    "short_text",
]

SHOWN_CHARS = 80
"""The most characters of a value from a file or a caller that a message repeats."""


def _repr_with_limits() -> reprlib.Repr:
    """A `reprlib.Repr` that shows a few items of each container (made per message)."""
    shorter = reprlib.Repr()
    shorter.maxlevel, shorter.maxstring = 3, 60
    shorter.maxtuple = shorter.maxlist = shorter.maxset = shorter.maxfrozenset = 6
    shorter.maxdict = 4
    shorter.maxother = shorter.maxlong = SHOWN_CHARS
    return shorter


def short_repr(value: object, limit: int = SHOWN_CHARS) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters, never built whole.

    A long string or list is cut with an ellipsis and its length, so a 60 MB string
    in a replay gives a short error line (and no 60 MB copy of it):

    >>> short_repr("x" * 1000, limit=20)
    "'xxxxxxxxxxxxx'... (1000 chars)"
    >>> short_repr([1, 2]), short_repr(True)
    ('[1, 2]', 'True')
    """
    if isinstance(value, str | bytes) and len(value) > limit:
        unit = "chars" if isinstance(value, str) else "bytes"
        return f"{value[: limit - 7]!r}... ({len(value)} {unit})"
    try:
        text = _repr_with_limits().repr(value)
    except Exception:  # noqa: BLE001 - a hostile value still gets a message
        return f"<a {type(value).__qualname__}>"
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


class RulesError(ValueError):
    """Base of every error `dinorules` raises for bad input."""


class IllegalActionError(RulesError):
    """An action that is not legal in the given state; the message names the rule."""


class InvalidOptionError(RulesError):
    """An unknown option, or a value outside what the option allows."""


class ReplayError(RulesError):
    """A malformed replay: bad JSON, unknown game, wrong types, or an illegal step."""


class DataError(RulesError):
    """A malformed component data file (deck, board, scenario); names the field."""


class UnknownGameError(InvalidOptionError, KeyError):
    """``GAMES[name]`` for a name no game has; the message lists the games that exist.

    A `KeyError`, as a mapping must raise (so ``in`` and ``.get`` work), and an
    `InvalidOptionError`, so code that catches `RulesError` catches it too.
    """

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""  # not KeyError's quoted repr


# They are public as ``dinorules.RulesError`` etc.; say so in tracebacks.
for _error in (RulesError, IllegalActionError, InvalidOptionError, ReplayError, DataError):
    _error.__module__ = "dinorules"


def short_text(text: str, limit: int = 2 * SHOWN_CHARS) -> str:
    """``text`` (e.g. another error's message) cut to ``limit`` characters with its length.

    >>> short_text("abcdef", limit=4)
    'a... (6 chars)'
    """
    return text if len(text) <= limit else f"{text[: limit - 3]}... ({len(text)} chars)"
