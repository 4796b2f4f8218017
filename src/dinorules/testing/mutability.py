"""`mutable_parts`: a walk that finds anything mutable reachable from a value (property 10)."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Any

import attrs
import pyrsistent

from dinorules.kernel import Compiled, FrozenMap

__all__ = ["mutable_parts", "walk_mutable"]

_ATOMS = (type(None), bool, int, float, complex, str, bytes, Fraction, range)
"""Immutable values with nothing mutable inside."""
_FROZEN_SETATTR = "_frozen_setattrs"
"""The name of the ``__setattr__`` that ``attrs.frozen`` classes get."""


def mutable_parts(
    value: object, path: str = "value", *, checked: Iterable[object] = ()
) -> tuple[str, ...]:
    """The paths of everything mutable reachable from ``value``; empty when it is immutable.

    Objects in ``checked`` (say, compiled tables walked once already) are not walked again.

    >>> mutable_parts((1, frozenset({"a"})))
    ()
    >>> mutable_parts((1, [2]))
    ('value[1] (a builtins.list)',)
    >>> mutable_parts((1, [2]), checked=[[2]])  # an equal list is still walked
    ('value[1] (a builtins.list)',)
    >>> class Sealed(dict):
    ...     __setitem__ = None
    >>> mutable_parts(Sealed(a=1))
    ('value (a dict subclass dinorules.testing.mutability.Sealed)',)
    """
    seen = {id(part): part for part in checked}
    return tuple(walk_mutable(value, path, seen, {}))


def walk_mutable(  # noqa: C901, PLR0912 - one case per kind of value
    value: Any, path: str, seen: dict[int, object], compiled: dict[int, object]
) -> Iterator[str]:
    """The paths of the mutable parts reachable from ``value`` (a depth-first walk).

    Known-immutable kinds are walked: atoms, enum members, tuples, frozensets,
    `FrozenMap`s, pyrsistent collections, and frozen attrs classes (every field,
    derived and cached ones included). Anything else (a list, a dict or a dict
    subclass however it guards its own methods, a set, a
    bytearray, a ``MappingProxyType``, an object of an unknown class) is reported.
    Each object is walked once per call (``seen``), and each `Compiled` table once
    per game (``compiled``): both keep the objects alive, so no id is reused.
    """
    if type(value) in _ATOMS or id(value) in seen:
        return
    seen[id(value)] = value
    cls: Any = type(value)
    if isinstance(value, enum.Enum):
        yield from walk_mutable(value.value, f"{path}.value", seen, compiled)
    elif cls is tuple or cls is frozenset:
        for i, item in enumerate(value):
            yield from walk_mutable(item, f"{path}[{i}]", seen, compiled)
    elif isinstance(value, dict) and cls is not dict:
        # However it guards its own methods, dict's change it (dict.__setitem__).
        yield f"{path} (a dict subclass {cls.__module__}.{cls.__qualname__})"
    elif cls is FrozenMap or isinstance(value, pyrsistent.PMap):
        for key, item in value.items():
            yield from walk_mutable(key, f"{path} key {key!r}", seen, compiled)
            yield from walk_mutable(item, f"{path}[{key!r}]", seen, compiled)
    elif isinstance(value, pyrsistent.PVector | pyrsistent.PSet | pyrsistent.PBag):
        for i, item in enumerate(value):
            yield from walk_mutable(item, f"{path}[{i}]", seen, compiled)
    elif attrs.has(cls) and getattr(cls.__setattr__, "__name__", "") == _FROZEN_SETATTR:
        if isinstance(value, Compiled):
            if id(value) in compiled:
                return
            compiled[id(value)] = value
        for field in attrs.fields(cls):
            yield from walk_mutable(
                getattr(value, field.name), f"{path}.{field.name}", seen, compiled
            )
    else:
        yield f"{path} (a {cls.__module__}.{cls.__qualname__})"
