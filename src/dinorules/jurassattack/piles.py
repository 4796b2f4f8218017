"""Piles as counts per card type, packed in one integer: the state's layout of every pile.

A card's *type* is its place in the deck list (`Components.names`, in card-name
order). A pile (a hand, a deck, a discard or score pile, a pack) is one ``int``
holding the count of type ``t`` in bits ``8t`` to ``8t + 7``: moving cards is one
integer addition or subtraction (``hand - pack``), where a `Multiset` of names is
rebuilt and sorted whenever a card moves and a tuple of counts costs one Python
operation per card type (docs/performance.md). The state holds one pile per seat
(`PilePair`, seat 0's first): `give` and `take` move cards in or out of a seat's,
and nothing else in the rules reads or writes a pile's bits.

Why it is exact: a pile never holds more than a deck's size of one card type, and
a deck holds at most `MAX_DECK` (200) cards, under 255, so a count never spills
into the next type's bits; the rules only ever take cards a pile holds, so a
subtraction never borrows from the next type. The same bound gives a pile's size
as ``pile % 255`` (`size`): 256 is 1 modulo 255, so the packed integer is the sum
of its counts modulo 255, and that sum is under 255.

Code that wants names reads a pile as a `Multiset` (`as_multiset`), whose JSON is
what the state's piles always encoded to; code that wants counts reads them per
card type (`counts`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeVar

from dinorules.kernel import Multiset
from dinorules.kernel.multiset import trusted_multiset

from .cards import MAX_DECK

__all__ = [
    "BITS",
    "FIELD",
    "NameCounts",
    "Pile",
    "PilePair",
    "as_multiset",
    "count",
    "counts",
    "from_counts",
    "from_multiset",
    "give",
    "name_counts",
    "pile_of",
    "put_seat",
    "size",
    "take",
    "unit",
]

Pile = int
"""A pile: the count of card type ``t`` in bits ``8t`` to ``8t + 7``."""
PilePair = tuple[Pile, Pile]
"""One pile per seat."""
NameCounts = tuple[tuple[str, int], ...]
"""A pile as sorted ``(card name, count)`` pairs (a `Multiset`'s ``counts``)."""

BITS: Final = 8
"""Bits per card type."""
FIELD: Final = (1 << BITS) - 1
"""One card type's bits (255): also the modulus that gives a pile's size."""
if MAX_DECK >= FIELD:  # pragma: no cover - a guard on the two constants
    raise AssertionError("a count must fit its field and a pile's size stay under 255")

_EMPTY: Final[Multiset[str]] = Multiset()
_T = TypeVar("_T")


def unit(card: int) -> Pile:
    """The pile of one card of type ``card``."""
    return 1 << (BITS * card)


def pile_of(names: Iterable[str], index: Mapping[str, int]) -> Pile:
    """The pile holding these card names (``index``: each name's card type)."""
    return sum(1 << (BITS * index[name]) for name in names)


def count(pile: Pile, card: int) -> int:
    """How many cards of type ``card`` ``pile`` holds."""
    return (pile >> (BITS * card)) & FIELD


def size(pile: Pile) -> int:
    """How many cards ``pile`` holds (the sum of its counts: see the module docstring)."""
    return pile % FIELD


def counts(pile: Pile, types: int) -> tuple[int, ...]:
    """The count of each of the ``types`` card types (a byte each: the pile's own bits)."""
    return tuple(pile.to_bytes(types, "little"))


def from_counts(counts: Sequence[int]) -> Pile:
    """The pile holding ``counts[t]`` cards of each type ``t`` (the inverse of `counts`)."""
    return int.from_bytes(bytes(counts), "little")


def put_seat(pair: tuple[_T, _T], seat: int, item: _T) -> tuple[_T, _T]:
    """``pair`` (one entry per seat, seat 0's first) with ``seat``'s entry ``item``."""
    return (item, pair[1]) if seat == 0 else (pair[0], item)


def give(piles: PilePair, seat: int, cards: Pile) -> PilePair:
    """``piles`` with ``cards`` added to ``seat``'s pile."""
    return (piles[0] + cards, piles[1]) if seat == 0 else (piles[0], piles[1] + cards)


def take(piles: PilePair, seat: int, cards: Pile) -> PilePair:
    """``piles`` with ``cards`` taken from ``seat``'s pile, which holds them."""
    return (piles[0] - cards, piles[1]) if seat == 0 else (piles[0], piles[1] - cards)


def name_counts(names: tuple[str, ...], pile: Pile) -> NameCounts:
    """``pile`` as sorted ``(name, count)`` pairs, zero counts left out."""
    return tuple((name, n) for name, n in zip(names, counts(pile, len(names)), strict=True) if n)


def as_multiset(names: tuple[str, ...], pile: Pile) -> Multiset[str]:
    """``pile`` as the `Multiset` of its card names (``names``: the deck's, in name order)."""
    if not pile:
        return _EMPTY
    return trusted_multiset(name_counts(names, pile))


def from_multiset(index: Mapping[str, int], cards: Multiset[str]) -> Pile:
    """The pile holding the cards of ``cards`` (``index``: each name's card type)."""
    return sum(n << (BITS * index[name]) for name, n in cards.counts)
