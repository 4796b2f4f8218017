"""Compiled component data: validated data turned once into typed lookup tables.

Rules look things up on every move (a card's score by name, the spaces a roll can
reach, every possible action value), so each game compiles its validated component
data into one table object when a game starts. `compiled` makes such a class from
two kinds of fields:

- *source* fields, the validated data it is built from: they alone decide
  equality, hashing, ``repr`` and pickling;
- *derived* fields, declared with `derived`, computed by the class's ``compile``
  classmethod from the sources.

``Table.build(*sources)`` calls ``compile`` once per distinct sources (a bounded
memo, invisible to callers: compiling is a pure function of the sources). A pickle
holds the sources only and is rebuilt through ``build``; ``copy`` and ``deepcopy``
return the object itself, since nothing in it can change.

>>> @compiled
... class Squares(Compiled):
...     numbers: tuple[int, ...]
...     square_of: FrozenMap[int, int] = derived()
...
...     @classmethod
...     def compile(cls, numbers: tuple[int, ...]) -> Squares:
...         return cls(numbers=numbers, square_of=FrozenMap((n, n * n) for n in numbers))
>>> table = Squares.build((2, 3))
>>> table.square_of[3], table
(9, Squares(numbers=(2, 3)))
>>> Squares.build((2, 3)) is table
True
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from typing import Any, ClassVar, TypeVar, cast, dataclass_transform

import attrs

from .frozen import FrozenMap

__all__ = ["Compiled", "FrozenMap", "compiled", "derived"]

_C = TypeVar("_C", bound="Compiled")

MEMO_SIZE = 128
"""How many compiled tables `Compiled.build` keeps (per process, across classes)."""


def derived() -> Any:
    """Declare a derived field: set by ``compile``, left out of equality, hash and repr."""
    return attrs.field(eq=False, repr=False, kw_only=True)


class Compiled:
    """Base of `compiled` classes: ``build``, pickling by sources, copies as itself."""

    __slots__ = ()
    _sources: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def compile(cls: type[_C], *sources: Any) -> _C:
        """Compute every derived field from the sources (each class defines it)."""
        raise NotImplementedError(f"{cls.__name__}.compile")

    @classmethod
    def build(cls: type[_C], *sources: Any) -> _C:
        """``compile(*sources)``, computed once for equal sources."""
        built: _C = _build(cast(Hashable, cls), sources)
        return built

    def __reduce__(self) -> tuple[Any, ...]:
        return (_build, (type(self), tuple(getattr(self, name) for name in self._sources)))

    def __copy__(self: _C) -> _C:
        return self

    def __deepcopy__(self: _C, memo: object) -> _C:
        return self


@functools.lru_cache(maxsize=MEMO_SIZE)
def _build(cls: Any, sources: tuple[Any, ...]) -> Any:
    return cls.compile(*sources)


@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field, derived))
def compiled(cls: type[_C]) -> type[_C]:
    """Make ``cls`` a frozen, slotted attrs class compared and pickled by its sources."""
    frozen: Any = attrs.frozen(cls, cache_hash=True)
    frozen._sources = tuple(field.name for field in attrs.fields(frozen) if field.eq)
    made: type[_C] = frozen
    return made
