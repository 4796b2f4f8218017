"""Piles as counts per card type: the state's layout of every hand, deck and pile.

A pile is a tuple of counts, one per card type of the deck list in the deck's order
(`Components.names`, which is card-name order: a deck lists its types sorted by
name). The rules move cards by adding and subtracting these tuples (in C, through
`map`), where a `Multiset` of names was rebuilt and sorted whenever a card moved:
about a quarter of a decision (docs/performance.md, round 4). Code that wants
names reads a pile as a `Multiset` (`as_multiset`), whose JSON is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import add, sub
from typing import Final

from dinorules.kernel import Multiset
from dinorules.kernel.multiset import trusted_multiset

__all__ = [
    "CountPair",
    "Counts",
    "NameCounts",
    "as_multiset",
    "bump",
    "counts_of",
    "from_multiset",
    "minus",
    "name_counts",
    "plus",
]

Counts = tuple[int, ...]
"""A pile: how many cards of each type of the deck list (in the deck's order) it holds."""
CountPair = tuple[Counts, Counts]
"""One pile per seat."""

NameCounts = tuple[tuple[str, int], ...]
"""A pile as sorted ``(card name, count)`` pairs (a `Multiset`'s ``counts``)."""

_EMPTY: Final[Multiset[str]] = Multiset()


def counts_of(names: Iterable[str], index: Mapping[str, int], types: int) -> Counts:
    """The pile holding these card names (``index``: each name's card type)."""
    tally = [0] * types
    for name in names:
        tally[index[name]] += 1
    return tuple(tally)


def plus(pile: Counts, cards: Counts) -> Counts:
    """``pile`` with ``cards`` added."""
    return tuple(map(add, pile, cards))


def minus(pile: Counts, cards: Counts) -> Counts:
    """``pile`` less ``cards``; `ValueError` if it does not hold them all."""
    left = tuple(map(sub, pile, cards))
    if min(left) < 0:
        raise ValueError(f"cannot take {cards} from the pile {pile}")
    return left


def bump(pile: Counts, card: int, by: int) -> Counts:
    """``pile`` with ``by`` more (or fewer, if negative) cards of type ``card``."""
    return (*pile[:card], pile[card] + by, *pile[card + 1 :])


def name_counts(names: tuple[str, ...], pile: Counts) -> NameCounts:
    """``pile`` as sorted ``(name, count)`` pairs, zero counts left out."""
    return tuple((name, n) for name, n in zip(names, pile, strict=True) if n)


def as_multiset(names: tuple[str, ...], pile: Counts) -> Multiset[str]:
    """``pile`` as the `Multiset` of its card names (``names``: the deck's, in name order)."""
    if not any(pile):
        return _EMPTY
    return trusted_multiset(name_counts(names, pile))


def from_multiset(index: Mapping[str, int], cards: Multiset[str]) -> Counts:
    """The pile holding the cards of ``cards`` (``index``: each name's card type)."""
    tally = [0] * len(index)
    for name, n in cards.counts:
        tally[index[name]] = n
    return tuple(tally)
