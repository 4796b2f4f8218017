"""The error hierarchy: every error from user input is a `RulesError`.

All are `ValueError` subclasses, like python-chess's ``IllegalMoveError``, so code
that already catches bad values catches these.
"""

from __future__ import annotations

__all__ = [
    "DataError",
    "IllegalActionError",
    "InvalidOptionError",
    "ReplayError",
    "RulesError",
    "UnknownGameError",
]


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
