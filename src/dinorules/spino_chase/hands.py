"""Every hand packed in one integer: the state's layout of the players' hands.

Cards are numbered in the deck's canonical order (`components.Tables.names`). Seat
``s``'s count of card type ``t`` is kept in the `BITS` bits from ``BITS * (s * T + t)``,
``T`` being the deck's number of card types, so playing, discarding or being dealt a
card is one integer subtraction or addition, where a tuple of counts per hand costs
a Python operation per card type and a rebuilt tuple of hands (docs/performance.md).
Which card types a hand holds is read with three shifts (`held_types`); the decisions
that depend only on that set (the cards that may be played or discarded) are looked
up in tables compiled from the deck (`Tables.play_sets` and the others), computed
here for a deck too large to tabulate (`options`).

Why it is exact: a hand never holds more than `HAND_SIZE` (7) cards, which fits its
three bits per card type, and the rules only ever take cards a hand holds, so a count
never spills into the next type's bits and a subtraction never borrows from them.

Code that wants counts reads a hand as a tuple of counts per card type (`unpack`),
which is also what the state's JSON shows; nothing else in the rules reads the bits.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeVar

__all__ = [
    "BITS",
    "MOST_TYPES",
    "Hands",
    "hand_of",
    "hand_size",
    "held_types",
    "options",
    "pack",
    "placed",
    "size_of",
    "type_bits",
    "unit",
    "unpack",
]

BITS: Final = 3
"""Bits per card type in a hand: counts up to 7, the hand size (SC-2.7)."""
_FIELD: Final = (1 << BITS) - 1

Hands = int
"""Every seat's hand, packed: seat ``s``'s count of type ``t`` from bit ``BITS * (s * T + t)``."""

_A = TypeVar("_A")
MOST_TYPES: Final = 64
"""The most card types a packed hand is read for (a deck's limit is lower)."""
_LOWEST: Final = sum(1 << (BITS * card) for card in range(MOST_TYPES))
"""Bit 0 of every card type's field: what `held_types` keeps of a folded hand."""


def unit(types: int, seat: int, card: int) -> Hands:
    """One card of type ``card`` in seat ``seat``'s hand, for a deck of ``types`` card types."""
    return 1 << (BITS * (seat * types + card))


def type_bits(chosen: Iterable[bool]) -> int:
    """The set of the ``chosen`` card types, one bit per type at the bottom of its field."""
    return sum(1 << (BITS * card) for card, wanted in enumerate(chosen) if wanted)


def pack(hands: Sequence[Sequence[int]]) -> Hands:
    """The packed hands of these counts per card type, one hand per seat."""
    packed = 0
    shift = 0
    for hand in hands:
        for count in hand:
            packed |= count << shift
            shift += BITS
    return packed


def placed(counts: Sequence[int], types: int, seat: int) -> Hands:
    """One hand's counts packed in seat ``seat``'s place (to add to the hands)."""
    return pack((counts,)) << (BITS * types * seat)


def unpack(hands: Hands, types: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's hand as counts per card type."""
    return tuple(
        tuple((hands >> (BITS * (seat * types + card))) & _FIELD for card in range(types))
        for seat in range(players)
    )


def hand_of(hands: Hands, shift: int, mask: int) -> Hands:
    """One seat's hand alone, packed from bit 0: zero exactly when it is empty.

    ``shift`` and ``mask`` are the seat's place and a hand's bits (`Tables.seat_shifts`,
    `Tables.hand_mask`).
    """
    return hands >> shift & mask


def held_types(hands: Hands, shift: int, mask: int) -> int:
    """The set of card types one seat's hand holds (see `hand_of`, `type_bits`)."""
    hand = hands >> shift & mask
    return (hand | hand >> 1 | hand >> 2) & _LOWEST


def size_of(hands: Hands, shift: int, mask: int) -> int:
    """How many cards one seat's hand holds (see `hand_of`)."""
    return hand_size(hands >> shift & mask)


def hand_size(hand: Hands) -> int:
    """How many cards ``hand`` (from `hand_of`) holds.

    A field's weight, 8, is 1 modulo 7, so the packed hand is its size modulo 7; a
    hand holds 0 to 7 cards, and only the empty one is 0 (docs/performance.md).
    """
    size = hand % _FIELD
    return size if size or not hand else _FIELD


def options(
    sets: Mapping[int, tuple[_A, ...]], held: int, actions: Sequence[_A], tail: tuple[_A, ...]
) -> tuple[_A, ...]:
    """The actions of the card types in ``held``, in card order, then ``tail``.

    ``sets`` holds the answer for every set of types when the deck is small enough
    to tabulate (`Tables`); a larger deck's sets are listed here, card by card.
    """
    found = sets.get(held)
    if found is None:
        found = (
            *(action for card, action in enumerate(actions) if held >> (BITS * card) & 1),
            *tail,
        )
    return found
