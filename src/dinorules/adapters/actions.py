"""What the adapters take as an action, and the errors they raise for anything else.

A framework's action is an index into the game's fixed action space (or, at a
chance node, its outcome space): a Python ``int`` or a numpy integer, never a
``bool``, a float, a string or an array, in ``0 .. size - 1``. Nothing is coerced:
``2.7``, ``"2"`` and ``True`` are refused rather than read as 2, 2 and 1.
"""

from __future__ import annotations

import numbers
from typing import Any

from dinorules.kernel import IllegalActionError, RulesError
from dinorules.kernel.errors import short_repr

__all__ = ["ActionSpaceError", "EpisodeOverError", "checked_index"]


class ActionSpaceError(IllegalActionError):
    """A value given as an action that is no index of the action space at all.

    An `IllegalActionError` (so a `RulesError` and a ``ValueError``): an index in the
    space that is not legal at this point raises the game's own `IllegalActionError`
    instead, saying which rule forbids it.
    """


class EpisodeOverError(RulesError):
    """A step asked of an environment whose game has ended (or not begun): reset first."""


def checked_index(value: Any, size: int, space: str) -> int:
    """``value`` as an ``int`` if it is an integer index in ``0 .. size - 1``.

    ``space`` names the space in the message (e.g. ``Discrete(174) of jurassattack``).
    Python and numpy integers are accepted; ``bool`` (``numpy.bool_`` too), every
    other number, strings, arrays and ``None`` raise `ActionSpaceError`.
    """
    if type(value) is int:  # the common case first: one type check, one range check
        if 0 <= value < size:
            return value
    elif isinstance(value, numbers.Integral) and not isinstance(value, bool):
        index = int(value)  # a numpy integer (``numpy.bool_`` is no ``Integral``)
        if 0 <= index < size:
            return index
    raise ActionSpaceError(
        f"{short_repr(value)} ({type(value).__name__}) is not an index of {space}: "
        f"an index is an integer in 0..{size - 1}"
    )
