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


# They are public as ``dinorules.RulesError`` etc.; say so in tracebacks.
for _error in (RulesError, IllegalActionError, InvalidOptionError, ReplayError, DataError):
    _error.__module__ = "dinorules"
