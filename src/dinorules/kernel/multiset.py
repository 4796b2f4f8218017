"""An immutable multiset: decks, token pools and hands whose order is unknown.

A face-down deck is a multiset of the cards left in it; a draw is a chance node
over its distinct cards weighted by their counts, so no hidden order is ever
stored. Items are kept sorted, so equal multisets are equal values.
"""

from __future__ import annotations

import bisect
import enum
import operator
from collections.abc import Hashable, Iterable, Iterator
from typing import Any, Generic, TypeVar

import attrs

from .chance import ChanceNode
from .rng import Rng, deal

__all__ = ["Multiset", "trusted_multiset"]

_T = TypeVar("_T", bound=Hashable)


def _sort_key(item: Any) -> Any:
    """A total order on hashable items that is the same in every process.

    Numbers and strings sort by value, enums by name, tuples and attrs values by
    their parts; the type name comes first so mixed types never get compared.
    """
    if type(item) is str:  # the usual item (card names): the key the last line gives it
        return ("str", item)
    if isinstance(item, enum.Enum):
        return (type(item).__name__, item.name)
    if isinstance(item, tuple):
        return ("tuple", tuple(_sort_key(part) for part in item))
    cls: Any = type(item)
    if attrs.has(cls):
        return (cls.__name__, tuple(_sort_key(getattr(item, f.name)) for f in attrs.fields(cls)))
    if isinstance(item, bool | int | float):
        return ("number", item)
    return (cls.__name__, item)


_second = operator.itemgetter(1)


def _pair_key(pair: tuple[Any, int]) -> Any:
    return _sort_key(pair[0])


_STR: frozenset[type] = frozenset({str})


def _sorted_pairs(tally: dict[Any, int]) -> tuple[tuple[Any, int], ...]:
    """The ``(item, count)`` pairs of ``tally`` in canonical order (`_sort_key`).

    Items all of type `str` (card names, the usual case) sort as themselves, which is
    the order their keys give, without a Python key call per item.
    """
    if set(map(type, tally)) == _STR:
        return tuple(sorted(tally.items()))
    return tuple(sorted(tally.items(), key=_pair_key))


@attrs.frozen
class Multiset(Generic[_T]):
    """Items with multiplicities, as sorted ``(item, count)`` pairs with count > 0.

    >>> deck = Multiset.of(["a", "b", "a"])
    >>> deck.count("a"), len(deck)
    (2, 3)
    >>> deck.remove("a").counts
    (('a', 1), ('b', 1))
    """

    counts: tuple[tuple[_T, int], ...] = ()

    @classmethod
    def of(cls, items: Iterable[_T]) -> Multiset[_T]:
        """The multiset of these items."""
        tally: dict[_T, int] = {}
        for item in items:
            tally[item] = tally.get(item, 0) + 1
        return cls(_sorted_pairs(tally))

    @classmethod
    def from_counts(cls, counts: Iterable[tuple[_T, int]]) -> Multiset[_T]:
        """The multiset with these multiplicities (zero counts dropped)."""
        tally: dict[_T, int] = {}
        for item, count in counts:
            if count < 0:
                raise ValueError(f"negative count {count} for {item!r}")
            tally[item] = tally.get(item, 0) + count
        return cls(_sorted_pairs({item: n for item, n in tally.items() if n}))

    def __len__(self) -> int:
        return sum(map(_second, self.counts))

    def __iter__(self) -> Iterator[_T]:
        for item, count in self.counts:
            for _ in range(count):
                yield item

    def __contains__(self, item: object) -> bool:
        return any(item == have for have, _ in self.counts)

    def count(self, item: _T) -> int:
        """How many of ``item`` there are."""
        for have, count in self.counts:
            if have == item:
                return count
        return 0

    def distinct(self) -> tuple[_T, ...]:
        """The distinct items, in canonical order."""
        return tuple(item for item, _ in self.counts)

    def add(self, item: _T, count: int = 1) -> Multiset[_T]:
        """A multiset with ``count`` more of ``item``."""
        if count < 0:
            raise ValueError(f"cannot add a negative count {count} of {item!r}")
        counts = self.counts
        for index, (have, n) in enumerate(counts):
            if have == item:
                return Multiset((*counts[:index], (have, n + count), *counts[index + 1 :]))
        if not count:
            return self
        # Where a stable sort would put it (after equal keys), looking up log n keys, not n.
        index = bisect.bisect_right(counts, _sort_key(item), key=_pair_key)
        return Multiset((*counts[:index], (item, count), *counts[index:]))

    def remove(self, item: _T, count: int = 1) -> Multiset[_T]:
        """A multiset with ``count`` fewer of ``item``; `ValueError` if there are not enough."""
        if count < 0:
            raise ValueError(f"cannot remove a negative count {count} of {item!r}")
        counts = self.counts
        for index, (have, n) in enumerate(counts):
            if have == item:
                if n < count:
                    break
                rest = ((have, n - count),) if n > count else ()
                return Multiset((*counts[:index], *rest, *counts[index + 1 :]))
        raise ValueError(f"cannot remove {count} of {item!r}: only {self.count(item)}")

    def union(self, other: Multiset[_T]) -> Multiset[_T]:
        """The sum of two multisets."""
        return Multiset.from_counts((*self.counts, *other.counts))

    def difference(self, other: Multiset[_T]) -> Multiset[_T]:
        """This multiset less ``other`` (which must be contained in it)."""
        result = self
        for item, count in other.counts:
            result = result.remove(item, count)
        return result

    def draw_node(self) -> ChanceNode:
        """The chance node of drawing one item at random (the multiset is not empty)."""
        return ChanceNode.from_counts(self.counts)

    def draw(self, size: int, rng: Rng) -> tuple[Multiset[_T], Multiset[_T], Rng]:
        """``size`` items drawn one at a time as `draw_node` draws each: (drawn, left, rng).

        The same items and generator as ``size`` draws of `Rng.draw_multiset` (each a
        ticket below the items left, then the items in order), made by the kernel's
        `deal` in one pass.

        >>> deck = Multiset.of("aabbb")
        >>> drawn, left, _ = deck.draw(2, Rng.from_seed(3))
        >>> len(drawn), drawn.union(left) == deck
        (2, True)
        """
        if size > len(self):
            raise ValueError(f"cannot draw {size} from {len(self)} items")
        pairs = self.counts
        (dealt,), left, rng = deal([count for _, count in pairs], (size,), rng)
        drawn = tuple((item, n) for (item, _), n in zip(pairs, dealt, strict=True) if n)
        rest = tuple((item, n) for (item, _), n in zip(pairs, left, strict=True) if n)
        return trusted_multiset(drawn), trusted_multiset(rest), rng

    def sample(self, size: int, rng: Rng) -> tuple[Multiset[_T], Rng]:
        """``size`` items drawn without replacement, uniformly over all orderings."""
        if size > len(self):
            raise ValueError(f"cannot draw {size} from {len(self)} items")
        order, rng = rng.shuffle(tuple(self))
        return Multiset.of(order[:size]), rng

    def deal(self, sizes: Iterable[int], rng: Rng) -> tuple[tuple[Multiset[_T], ...], Rng]:
        """Split into hands of these sizes at random (the rest is left out).

        This is what ``sample_hidden`` needs: the unknown cards redistributed
        among the hidden places, each keeping its known size.
        """
        sizes = tuple(sizes)
        order, rng = rng.shuffle(tuple(self))
        if sum(sizes) > len(order):
            raise ValueError(f"cannot deal {sum(sizes)} from {len(order)} items")
        hands: list[Multiset[_T]] = []
        start = 0
        for size in sizes:
            hands.append(Multiset.of(order[start : start + size]))
            start += size
        return tuple(hands), rng


_new = object.__new__
_set_counts = Multiset.__dict__["counts"].__set__


def trusted_multiset(counts: tuple[tuple[_T, int], ...]) -> Multiset[_T]:
    """The multiset of ``counts`` already in canonical form (sorted, counts > 0), unchecked.

    For rules' hot paths that build the pairs themselves: it skips attrs' ``__init__``
    (a frozen class sets its slot through ``object.__setattr__``).

    >>> trusted_multiset((("a", 2), ("b", 1))) == Multiset.of("aab")
    True
    """
    made: Multiset[_T] = _new(Multiset)
    _set_counts(made, counts)
    return made
