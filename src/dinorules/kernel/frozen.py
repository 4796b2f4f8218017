"""`FrozenMap`, an immutable mapping for compiled tables, and `put` for tuples in a state.

Rules look up component tables on every move, so reads must be cheap, and compiled
tables are shared by every game of a process, so nothing may change them.
`types.MappingProxyType` cannot be pickled or hashed, `pyrsistent.pmap` is several
times slower to read, and a ``dict`` subclass can be changed through ``dict``'s own
methods (``dict.__setitem__(table, key, value)``). `FrozenMap` is a compiled type
(`_speedups.c`) holding a ``dict`` that no method, dunder or attribute hands out:
a read costs what a ``dict`` subclass's did. Without the compiled part it is
`_FrozenMap`, the same mapping in Python (its storage a ``MappingProxyType``).
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from .speedups import SPEEDUPS

__all__ = ["FrozenMap", "put"]

_K = TypeVar("_K")
_V = TypeVar("_V")
_T = TypeVar("_T")


class _FrozenMap(Mapping[_K, _V]):
    """A read-only mapping: equal to a ``dict`` with the same items, hashable.

    >>> table = FrozenMap({"Compy": 1, "T-Rex": 9})
    >>> table["T-Rex"], hash(table) == hash(FrozenMap({"T-Rex": 9, "Compy": 1}))
    (9, True)
    >>> table["Compy"] = 2  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    TypeError: 'FrozenMap' object does not support item assignment
    >>> isinstance(table, dict)
    False
    """

    __slots__ = ("_hash", "_items")

    _items: MappingProxyType[_K, _V]
    _hash: int | None

    def __new__(
        cls, items: Mapping[_K, _V] | Iterable[tuple[_K, _V]] = (), /, **kwargs: _V
    ) -> _FrozenMap[_K, _V]:
        if type(items) is cls and not kwargs:
            return items
        made = object.__new__(cls)
        object.__setattr__(made, "_items", MappingProxyType(dict(items, **kwargs)))
        object.__setattr__(made, "_hash", None)
        return made

    def __getitem__(self, key: _K) -> _V:
        return self._items[key]

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[_K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def keys(self) -> KeysView[_K]:
        return self._items.keys()

    def values(self) -> ValuesView[_V]:
        return self._items.values()

    def items(self) -> ItemsView[_K, _V]:
        return self._items.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _FrozenMap):
            return self._items == other._items
        if isinstance(other, dict):
            return dict(self._items) == other
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            object.__setattr__(self, "_hash", hash(frozenset(self._items.items())))
        assert self._hash is not None
        return self._hash

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"FrozenMap is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"FrozenMap is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (dict(self._items),))

    def __copy__(self) -> _FrozenMap[_K, _V]:
        return self

    def __deepcopy__(self, memo: object) -> _FrozenMap[_K, _V]:
        return self

    def __repr__(self) -> str:
        return f"FrozenMap({dict(self._items)!r})"


_FrozenMap.__name__ = _FrozenMap.__qualname__ = "FrozenMap"

if TYPE_CHECKING:
    FrozenMap = _FrozenMap
elif getattr(SPEEDUPS, "FrozenMap", None) is not None:  # an older build has none
    FrozenMap = SPEEDUPS.FrozenMap
    Mapping.register(FrozenMap)
else:
    FrozenMap = _FrozenMap


def put(items: tuple[_T, ...], index: int, item: _T) -> tuple[_T, ...]:
    """``items`` with ``items[index]`` replaced by ``item``: a new tuple, ``items`` untouched.

    >>> put(("Compy", "Raptor", "T-Rex"), 1, "Spinosaurus")
    ('Compy', 'Spinosaurus', 'T-Rex')
    """
    return items[:index] + (item,) + items[index + 1 :]  # noqa: RUF005 - faster than unpacking
