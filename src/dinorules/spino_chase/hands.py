"""Every hand packed in one integer: the state's layout of the players' hands.

Cards are numbered in the deck's canonical order (`components.Tables.names`). Seat
``s``'s count of card type ``t`` is the byte ``s * T + t`` of the integer (``T``: the
deck's number of card types), so playing, discarding or being dealt a card is one
integer subtraction or addition, where a tuple of counts per hand costs a Python
operation per card type and a rebuilt tuple of hands (docs/performance.md). Which
card types a hand holds is one addition away (`held_types`: a count of 1 to 7 plus
127 sets its byte's top bit); the decisions that depend only on that set (the cards
that may be played or discarded) are looked up in tables compiled from the deck
(`Tables.play_sets` and the others), or listed here for a deck too large to
tabulate (`options`).

Why it is exact: a hand never holds more than `HAND_SIZE` (7) cards, so a count and
the 127 added to it stay within its byte, and the rules only ever take cards a hand
holds, so a subtraction never borrows from the next byte. The same bound gives a
hand's size as the packed hand modulo 255 (256 is 1 modulo 255, `size_of`).

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
    "held_types",
    "options",
    "pack",
    "placed",
    "size_of",
    "type_bits",
    "unit",
    "unpack",
]

BITS: Final = 8
"""Bits per card type in a hand: one byte."""
MOST_TYPES: Final = 64
"""The most card types a packed hand is read for (a deck's limit is lower)."""
_FIELD: Final = (1 << BITS) - 1
_TOP: Final = 1 << (BITS - 1)
_RAISE: Final = sum((_TOP - 1) << (BITS * card) for card in range(MOST_TYPES))
"""127 in every byte: added to a hand, it sets the top bit of each type held."""
_TOPS: Final = sum(_TOP << (BITS * card) for card in range(MOST_TYPES))
"""The top bit of every byte: what `held_types` keeps."""

Hands = int
"""Every seat's hand, packed: seat ``s``'s count of card type ``t`` in byte ``s * T + t``."""

_A = TypeVar("_A")


def unit(types: int, seat: int, card: int) -> Hands:
    """One card of type ``card`` in seat ``seat``'s hand, for a deck of ``types`` card types."""
    return 1 << (BITS * (seat * types + card))


def type_bits(chosen: Iterable[bool]) -> int:
    """The set of the ``chosen`` card types, as `held_types` gives it: each byte's top bit."""
    return sum(_TOP << (BITS * card) for card, wanted in enumerate(chosen) if wanted)


def placed(counts: Sequence[int], types: int, seat: int) -> Hands:
    """One hand's counts per card type packed in seat ``seat``'s place (to add to the hands)."""
    return int.from_bytes(bytes(counts), "little") << (BITS * types * seat)


def pack(hands: Sequence[Sequence[int]]) -> Hands:
    """The packed hands of these counts per card type, one hand per seat."""
    return sum(placed(hand, len(hand), seat) for seat, hand in enumerate(hands))


def unpack(hands: Hands, types: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's hand as counts per card type."""
    return tuple(
        tuple(
            hand_of(hands, BITS * types * seat, (1 << (BITS * types)) - 1).to_bytes(types, "little")
        )
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
    return ((hands >> shift & mask) + _RAISE) & _TOPS


def size_of(hands: Hands, shift: int, mask: int) -> int:
    """How many cards one seat's hand holds (see `hand_of`)."""
    return (hands >> shift & mask) % _FIELD


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
            *(action for card, action in enumerate(actions) if held >> (BITS * card) & _TOP),
            *tail,
        )
    return found
