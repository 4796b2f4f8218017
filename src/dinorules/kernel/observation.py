"""Helpers for observations and for redrawing what a player cannot see.

An observation is a frozen, JSON-encodable value without the random generator,
the chance mode, or anything hidden from its player. Games usually declare an
observation class of their own; `public_fields` and `Concealed` make the common
case short, and `unseen` / `Multiset.deal` make ``sample_hidden`` short.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, TypeVar

import attrs

from .multiset import Multiset
from .state import GameState
from .values import Value, value

__all__ = ["KERNEL_FIELDS", "Concealed", "public_fields", "unseen"]

_T = TypeVar("_T", bound=Hashable)

_STATE_CLASS: Any = GameState
KERNEL_FIELDS = frozenset(attrs.fields_dict(_STATE_CLASS))
"""The fields of every state that no observation may show (``rng``, ``explicit_chance``)."""


@value
class Concealed(Value):
    """Stands in for ``count`` things the observer knows exist but cannot see.

    >>> Concealed(count=5)
    Concealed(count=5)
    """

    count: int


def public_fields(state: GameState, *, omit: Iterable[str] = ()) -> tuple[tuple[str, Any], ...]:
    """Every field of ``state`` with its value, less the kernel's fields and ``omit``.

    >>> from dinorules.kernel import Rng
    >>> @value
    ... class Tiny(GameState):
    ...     score: int
    ...     secret: int
    >>> public_fields(Tiny(rng=Rng(0), explicit_chance=False, score=3, secret=9), omit=["secret"])
    (('score', 3),)
    """
    skip = KERNEL_FIELDS | frozenset(omit)
    cls: Any = type(state)
    return tuple(
        (field.name, getattr(state, field.name))
        for field in attrs.fields(cls)
        if field.name not in skip
    )


def unseen(total: Multiset[_T], *seen: Multiset[_T]) -> Multiset[_T]:
    """What is left of ``total`` once everything ``seen`` is taken out.

    This is the pool ``sample_hidden`` redistributes among the hidden places.

    >>> unseen(Multiset.of("aabbc"), Multiset.of("ab"), Multiset.of("c")).counts
    (('a', 1), ('b', 1))
    """
    rest = total
    for part in seen:
        rest = rest.difference(part)
    return rest
