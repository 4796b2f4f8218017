"""`Components`: a deck list compiled once for the rules' hot paths.

Built when a game starts, it holds what the rules look up on every move: each
card and its score by name, the compatibility masks of `packs`, every possible
pack as a ready-made `PlayPack` (in canonical order: the game's fixed action
space) with its `PackFacts` (Ferocity, Eggs, Velociraptors, blinding), the legal
packs of every possible hand, and the `Draw` and `ReturnCard` values. It is
immutable; two are equal when built from equal decks, and it iterates over (and
so JSON-encodes as) its deck's card types, which keeps state snapshots small.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, Final, NoReturn

from dinorules.kernel import Multiset

from .actions import Draw, PlayPack, ReturnCard
from .cards import Card, Deck
from .fight import PackFacts, pack_facts
from .packs import MAX_PACK, pack_masks, packs_from

__all__ = ["HAND_SIZE", "HAND_TABLE_LIMIT", "Components"]

HAND_SIZE: Final = 5
"""Cards in a full hand (JA-2.4, JA-6.4): no hand ever holds more."""
HAND_TABLE_LIMIT: Final = 20_000
"""Decks with more possible hands than this list each hand's packs on demand."""


def _hands(
    counts: tuple[tuple[str, int], ...], most: int, limit: int
) -> list[tuple[tuple[str, int], ...]]:
    """Every non-empty hand of at most ``most`` cards from ``counts`` (none past ``limit``)."""
    hands: list[tuple[tuple[str, int], ...]] = [()]
    for name, have in counts:
        hands = [
            (*hand, (name, k)) if k else hand
            for hand in hands
            for k in range(min(have, most - sum(n for _, n in hand)) + 1)
        ]
        if len(hands) > limit:
            return []
    return hands[1:]  # all but the empty hand


def _frozen_map(pairs: Iterator[tuple[Any, Any]]) -> Mapping[Any, Any]:
    return MappingProxyType(dict(pairs))


class Components:
    """One deck list (used by both players) with everything the rules precompute."""

    __slots__ = (
        "_hash",
        "cards",
        "deck",
        "draws",
        "eggs",
        "facts",
        "full",
        "hand_packs",
        "index",
        "masks",
        "names",
        "pack_actions",
        "packs",
        "returns",
        "score",
    )
    deck: Deck
    names: tuple[str, ...]
    index: Mapping[str, int]
    cards: Mapping[str, Card]
    masks: tuple[int, ...]
    score: Mapping[str, int]
    eggs: frozenset[str]
    full: Multiset[str]
    packs: tuple[PlayPack, ...]
    pack_actions: Mapping[tuple[str, ...], PlayPack]
    facts: Mapping[tuple[str, ...], PackFacts]
    hand_packs: Mapping[tuple[tuple[str, int], ...], tuple[PlayPack, ...]]
    draws: Mapping[str, Draw]
    returns: Mapping[str, ReturnCard]
    _hash: int

    def __init__(self, deck: Deck) -> None:
        names = tuple(card.name for card in deck.cards)
        by_name = {card.name: card for card in deck.cards}
        index = {name: i for i, name in enumerate(names)}
        masks = pack_masks(deck)
        full = Multiset(tuple((card.name, card.count) for card in deck.cards))
        packs = tuple(PlayPack(cards) for cards in packs_from(full.counts, index, masks))
        pack_actions = {pack.cards: pack for pack in packs}
        hand_packs = {
            counts: tuple(pack_actions[cards] for cards in packs_from(counts, index, masks))
            for counts in _hands(full.counts, HAND_SIZE, HAND_TABLE_LIMIT)
        }

        values: dict[str, object] = {
            "deck": deck,
            "names": names,
            "index": MappingProxyType(index),
            "cards": MappingProxyType(by_name),
            "masks": masks,
            "score": _frozen_map((card.name, card.score) for card in deck.cards),
            "eggs": frozenset(card.name for card in deck.cards if card.is_egg),
            "full": full,
            "packs": packs,
            "pack_actions": MappingProxyType(pack_actions),
            "facts": _frozen_map((pack.cards, pack_facts(by_name, pack.cards)) for pack in packs),
            "hand_packs": MappingProxyType(hand_packs),
            "draws": _frozen_map((name, Draw(name)) for name in names),
            "returns": _frozen_map((name, ReturnCard(name)) for name in names),
            "_hash": hash(("Components", deck)),
        }
        for name, content in values.items():
            object.__setattr__(self, name, content)

    def __setattr__(self, name: str, content: object) -> NoReturn:
        raise AttributeError(f"Components is immutable; cannot set {name!r}")

    def __reduce__(self) -> tuple[type[Components], tuple[Deck]]:
        return (Components, (self.deck,))

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, Components) and self.deck == other.deck

    def __hash__(self) -> int:
        return self._hash

    def __iter__(self) -> Iterator[Card]:
        return iter(self.deck.cards)

    def __repr__(self) -> str:
        return f"Components(deck={self.deck.name!r}, size={self.deck.size})"

    def legal_packs(self, hand: Multiset[str]) -> tuple[PlayPack, ...]:
        """Every distinct compatible pack of ``hand``, in canonical order (JA-R17)."""
        listed = self.hand_packs.get(hand.counts)
        if listed is not None:
            return listed
        actions = self.pack_actions
        return tuple(
            actions[cards] for cards in packs_from(hand.counts, self.index, self.masks, MAX_PACK)
        )
