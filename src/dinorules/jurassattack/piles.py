"""Piles as counts per card type, packed in one integer: the state's layout of every pile.

A card's *type* is its place in the deck list (`Components.names`, in card-name
order). A pile (a hand, a deck, a discard or score pile, a pack) is one ``int``
holding the count of type ``t`` in bits ``8t`` to ``8t + 7``: moving cards is one
integer addition or subtraction (``hand - pack``), where a `Multiset` of names
was rebuilt and sorted whenever a card moved, and a tuple of counts costs one
Python operation per card type (``tuple(map(sub, ...))``: 5,600 instructions for
the standard deck's 9 types, against about 500 for ``hand - pack``;
docs/performance.md, round 4).

Why it is exact: a pile never holds more than a deck's size of one card type, and
a deck holds at most `MAX_DECK` (200) cards, under 255, so a count never spills
into the next type's bits; the rules only ever take cards a pile holds, so a
subtraction never borrows from the next type. The same bound gives a pile's size
as ``pile % 255`` (`size`): 256 is 1 modulo 255, so the packed integer is the sum
of its counts modulo 255, and that sum is under 255.

Code that wants names reads a pile as a `Multiset` (`as_multiset`), whose JSON is
what the state's piles always encoded to.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

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
    "from_multiset",
    "name_counts",
    "pile_of",
    "size",
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
    """The count of each of the ``types`` card types."""
    return tuple((pile >> (BITS * card)) & FIELD for card in range(types))


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
