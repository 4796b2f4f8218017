"""`Components`: a deck list compiled once for the rules' hot paths.

Built through `Components.build` when a game starts, it holds what the rules look up
on every move: each card by name and each card type's score, the whole deck as a
pile (`piles`), the compatibility masks of `packs`, every possible pack as a
ready-made `PlayPack` (in canonical order: the game's fixed action space) with its
`PackFacts` (Ferocity, Eggs, Velociraptors, blinding), the legal packs of every
possible hand (keyed by the hand's pile), and the `Draw` and `ReturnCard` values, by
name and by card type. Only the deck list is its source: two are equal when built
from equal decks, and a pickle (or a JSON snapshot of a state) holds the deck alone.

The ``deck`` option (`options`) names a bundled deck or the path of a deck TOML file
(JA-R2). The standard deck is read and compiled once, when this module is imported,
into the constant `STANDARD`; any other deck is read when a game starts (and checked
when the option is given, so a bad file fails early with a `DataError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import Compiled, FrozenMap, Multiset, compiled, derived
from dinorules.kernel.data import as_source

from .actions import Draw, PlayPack, ReturnCard
from .cards import Card, Deck, load_deck
from .fight import PackFacts, pack_facts
from .packs import MAX_PACK, pack_masks, packs_from
from .piles import FIELD, NameCounts, Pile, name_counts, pile_of, unit

__all__ = [
    "HAND_SIZE",
    "HAND_TABLE_LIMIT",
    "STANDARD",
    "Components",
    "components_for",
]

HAND_SIZE: Final = 5
"""Cards in a full hand (JA-2.4, JA-6.4): no hand ever holds more."""
HAND_TABLE_LIMIT: Final = 20_000
"""Decks with more possible hands than this list each hand's packs on demand."""


def _hands(counts: NameCounts, most: int, limit: int) -> list[NameCounts]:
    """Every non-empty hand of at most ``most`` cards from ``counts`` (none past ``limit``)."""
    hands: list[NameCounts] = [()]
    for name, have in counts:
        hands = [
            (*hand, (name, k)) if k else hand
            for hand in hands
            for k in range(min(have, most - sum(n for _, n in hand)) + 1)
        ]
        if len(hands) > limit:
            return []
    return hands[1:]  # all but the empty hand


@compiled
class Components(Compiled):
    """One deck list (used by both players) with everything the rules precompute.

    A card's *type* is its place in the deck list (``names``, in name order): the
    place of its count in every pile of the state (`piles`).
    """

    deck: Deck
    names: tuple[str, ...] = derived()
    index: FrozenMap[str, int] = derived()
    cards: FrozenMap[str, Card] = derived()
    masks: tuple[int, ...] = derived()
    scores: tuple[int, ...] = derived()
    """Each card type's score value (JA-8.3), in pile order."""
    eggs: frozenset[str] = derived()
    full: Multiset[str] = derived()
    full_pile: Pile = derived()
    """A whole deck as a pile (JA-2.1)."""
    packs: tuple[PlayPack, ...] = derived()
    pack_actions: FrozenMap[tuple[str, ...], PlayPack] = derived()
    facts: FrozenMap[tuple[str, ...], PackFacts] = derived()
    hand_packs: FrozenMap[Pile, tuple[PlayPack, ...]] = derived()
    """The legal packs of every possible hand, keyed by the hand as a pile."""
    draws: FrozenMap[str, Draw] = derived()
    draw_of: tuple[Draw, ...] = derived()
    """The `Draw` of each card type, in pile order."""
    returns: FrozenMap[str, ReturnCard] = derived()
    return_of: tuple[ReturnCard, ...] = derived()
    """The `ReturnCard` of each card type, in pile order."""

    @classmethod
    def compile(cls, deck: Deck) -> Components:
        """Every table the rules read, worked out from the deck list."""
        names = tuple(card.name for card in deck.cards)
        if list(names) != sorted(names):  # piles list card types in name order (`piles`)
            raise ValueError(f"deck {deck.name!r}: card types are not sorted by name")
        if sum(card.count for card in deck.cards) >= FIELD:  # a pile's counts fit (`piles`)
            raise ValueError(f"deck {deck.name!r}: {FIELD} cards or more")
        cards = FrozenMap((card.name, card) for card in deck.cards)
        index = FrozenMap((name, i) for i, name in enumerate(names))
        masks = pack_masks(deck)
        full = Multiset(tuple((card.name, card.count) for card in deck.cards))
        packs = tuple(PlayPack(pack) for pack in packs_from(full.counts, index, masks))
        pack_actions = FrozenMap((pack.cards, pack) for pack in packs)
        hand_packs = FrozenMap(
            (
                pile_of((name for name, n in counts for _ in range(n)), index),
                tuple(pack_actions[pack] for pack in packs_from(counts, index, masks)),
            )
            for counts in _hands(full.counts, HAND_SIZE, HAND_TABLE_LIMIT)
        )
        draws = tuple(Draw(name) for name in names)
        returned = tuple(ReturnCard(name) for name in names)
        return cls(
            deck=deck,
            names=names,
            index=index,
            cards=cards,
            masks=masks,
            scores=tuple(card.score for card in deck.cards),
            eggs=frozenset(card.name for card in deck.cards if card.is_egg),
            full=full,
            full_pile=sum(card.count * unit(i) for i, card in enumerate(deck.cards)),
            packs=packs,
            pack_actions=pack_actions,
            facts=FrozenMap((pack.cards, pack_facts(cards, index, pack.cards)) for pack in packs),
            hand_packs=hand_packs,
            draws=FrozenMap(zip(names, draws, strict=True)),
            draw_of=draws,
            returns=FrozenMap(zip(names, returned, strict=True)),
            return_of=returned,
        )

    def __repr__(self) -> str:
        return f"Components(deck={self.deck.name!r}, size={self.deck.size})"

    def legal_packs(self, hand: Pile) -> tuple[PlayPack, ...]:
        """Every distinct compatible pack of ``hand``, in canonical order (JA-4.1, JA-R17)."""
        listed = self.hand_packs.get(hand)
        if listed is not None:
            return listed
        actions = self.pack_actions
        counts = name_counts(self.names, hand)
        return tuple(
            actions[cards] for cards in packs_from(counts, self.index, self.masks, MAX_PACK)
        )


STANDARD: Final = Components.build(load_deck("standard"))
"""The bundled standard deck, compiled (JA-R2)."""


def components_for(options: Mapping[str, object]) -> Components:
    """The compiled deck the ``deck`` option names (JA-R2)."""
    source = as_source(options["deck"])
    if source == "standard":
        return STANDARD
    return Components.build(load_deck(source))
