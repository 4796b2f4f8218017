"""Packs: which cards may share a pack, and every pack a set of cards allows (JA-4.5).

Two cards may share a pack when neither card's packing text refuses the other and
they are of one species, or one of them is an Egg, or one of them "may pack with
any dinosaur" and the other is a dinosaur (JA-R5). A pack is compatible when every
two of its cards are, and holds 1 to ``MAX_PACK`` cards (JA-4.1, JA-R4).
Compatibility is precomputed as one bit mask per card type (bit ``j`` of mask ``i``
set when types ``i`` and ``j`` may share a pack; bit ``i`` when two copies may).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from .cards import Card, Deck

__all__ = ["MAX_PACK", "may_pack", "pack_masks", "packs_from", "refusal"]

MAX_PACK: Final = 5
"""The most cards one pack may hold (JA-R4)."""


def _refuses(card: Card, other: Card) -> bool:
    """Whether ``card``'s packing text forbids packing with ``other``."""
    if other.species in card.never_packs_with:
        return True
    return bool(card.only_packs_with) and other.species not in card.only_packs_with


def may_pack(a: Card, b: Card) -> bool:
    """Whether a copy of ``a`` and a copy of ``b`` may share a pack (JA-R5).

    Usually only dinosaurs of one species (JA-4.6); packing texts and Eggs make the
    exceptions (JA-4.7).

    >>> from dinorules.jurassattack.cards import load_deck
    >>> deck = load_deck("standard")
    >>> may_pack(deck.card("Pteranodon"), deck.card("Sarcosuchus"))
    True
    >>> may_pack(deck.card("T-Rex male"), deck.card("T-Rex female"))
    False
    """
    if _refuses(a, b) or _refuses(b, a):
        return False
    if a.species == b.species or a.is_egg or b.is_egg:
        return True
    return (a.packs_with_any_dinosaur and not b.is_egg) or (
        b.packs_with_any_dinosaur and not a.is_egg
    )


def refusal(a: Card, b: Card) -> str:
    """Why ``a`` and ``b`` may not share a pack, in words (for error messages)."""
    for card, other in ((a, b), (b, a)):
        if _refuses(card, other):
            if card.only_packs_with:
                return f"{card.name} may only pack with {' or '.join(card.only_packs_with)}"
            return f"{card.name} will not pack with {other.species}"
    return f"{a.name} and {b.name} are not of one species and neither card lets them pack"


def pack_masks(deck: Deck) -> tuple[int, ...]:
    """One compatibility bit mask per card type of ``deck``, in the deck's order."""
    return tuple(
        sum(1 << j for j, other in enumerate(deck.cards) if may_pack(card, other))
        for card in deck.cards
    )


def packs_from(
    counts: Sequence[tuple[str, int]],
    index: Mapping[str, int],
    masks: Sequence[int],
    max_size: int = MAX_PACK,
) -> list[tuple[str, ...]]:
    """Every distinct compatible pack drawn from ``counts`` (sorted ``(name, count)`` pairs).

    Packs are sorted tuples of card names, listed in lexicographic order: a
    depth-first walk that only ever appends a name not smaller than the last.
    """
    names = [name for name, _ in counts]
    have = [count for _, count in counts]
    bits = [1 << index[name] for name in names]
    mask = [masks[index[name]] for name in names]
    found: list[tuple[str, ...]] = []
    last = len(names)

    def grow(pack: tuple[str, ...], k: int, used: int, allowed: int, room: int) -> None:
        found.append(pack)
        if not room:
            return
        if used < have[k] and allowed & bits[k]:
            grow((*pack, names[k]), k, used + 1, allowed, room - 1)
        for j in range(k + 1, last):
            if allowed & bits[j]:
                grow((*pack, names[j]), j, 1, allowed & mask[j], room - 1)

    for j in range(last):
        grow((names[j],), j, 1, mask[j], max_size - 1)
    return found
