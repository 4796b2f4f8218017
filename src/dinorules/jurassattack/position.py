"""JurassAttack! positions: the piles by card name, the table, the round (JA-R18).

A position reads like this (``docs/rules/jurassattack.md``, "Positions")::

    jurassattack; phase face_off; round 1; first 0;
    hands [{Compsognathus*2, Egg, Velociraptor*2}, {Sarcosuchus, ...}];
    decks [{...}, {...}]; discards [{}, {}]; captured [{}, {}]; saved [{}, {}];
    table [[], []]; blinded []; returns_owed 0; draws []; last_fight FightRecord(...);
    rng 0x...

The piles are multisets of card names, seat 0 (Footprint) first; decks have no
order (each draw is a chance event over the deck's counts, JA-R16). The builder
sets hands, deck tops and the round in the game's words; the cards it is not told
about stay where a fresh game dealt them, and a card named for a hand is taken from
that seat's deck (then its hand, if the deck has none left).
"""

from __future__ import annotations

from typing import Any

from dinorules.kernel import Multiset
from dinorules.kernel.position import Notation, PositionBuilder, PositionError, View

from .cards import BUNDLED_DECKS
from .fight import FightRecord
from .piles import BITS, from_multiset
from .state import JurassAttackState, Phase

__all__ = ["NOTATION", "JurassAttackBuilder"]

RULE = "JA-R18"
"""The ruling that defines the notation."""
_Pair = tuple[Multiset[str], Multiset[str]]


def _pile_view(name: str, field: str, rule: str) -> View:
    def put(state: JurassAttackState, piles: _Pair) -> JurassAttackState:
        index = state.components.index
        packed = []
        for seat, cards in enumerate(piles):
            for card, count in cards.counts:
                if card not in index:
                    known = ", ".join(state.components.names)
                    raise PositionError(
                        f"no card {card!r} in the deck list ({known})",
                        field=f"{name}[{seat}]",
                        rule="JA-2.1",
                    )
                if count >= 1 << BITS:
                    raise PositionError(
                        f"{count} {card} is more than the deck list holds",
                        field=f"{name}[{seat}]",
                        rule="JA-2.1",
                    )
            packed.append(from_multiset(index, cards))
        return state.replace(**{field: (packed[0], packed[1])})

    return View(name, _Pair, lambda state: getattr(state, name), put, (field,), rule)


def _options(state: JurassAttackState) -> dict[str, object]:
    deck = state.components.deck.name
    return {"deck": deck if deck in BUNDLED_DECKS else "file"}


class JurassAttackBuilder(PositionBuilder):
    """A JurassAttack! position in the game's words.

    ``hand(seat, *cards)`` gives a seat exactly those cards: each is taken from the
    seat's deck, and the hand's former cards go back to the deck, so the deck list
    is kept (JA-2.1). ``top_of_deck`` is the same for the next draws (decks have no
    order, so it only checks the cards are there). ``turn(seat)`` makes ``seat``
    the first player of a fresh Face Off!.
    """

    def hand(self, seat: int, *cards: str) -> JurassAttackBuilder:
        """Seat ``seat`` holds exactly ``cards``; the rest of its cards are in its deck."""
        hands: list[Multiset[str]] = list(self.current("hands"))
        decks: list[Multiset[str]] = list(self.current("decks"))
        pool = hands[seat].union(decks[seat])
        wanted = Multiset.of(cards)
        for card, count in wanted.counts:
            if pool.count(card) < count:
                raise PositionError(
                    f"seat {seat} has {pool.count(card)} {card} in hand and deck, not {count}",
                    field=f"hands[{seat}]",
                    rule="JA-2.1",
                )
        hands[seat] = wanted
        decks[seat] = pool.difference(wanted)
        return self.set("hands", tuple(hands)).set("decks", tuple(decks))  # type: ignore[return-value]

    def top_of_deck(self, seat: int, *cards: str) -> JurassAttackBuilder:
        """Check that ``cards`` are in seat ``seat``'s deck, to be drawn (JA-R16)."""
        deck: Multiset[str] = self.current("decks")[seat]
        for card, count in Multiset.of(cards).counts:
            if deck.count(card) < count:
                raise PositionError(
                    f"seat {seat}'s deck holds {deck.count(card)} {card}, not {count}",
                    field=f"decks[{seat}]",
                    rule="JA-2.1",
                )
        return self

    def turn(self, seat: int) -> JurassAttackBuilder:
        """A fresh Face Off! with ``seat`` playing first (JA-4.1)."""
        self.set("phase", Phase.FACE_OFF).set("first", seat)
        return self.set("table", ((), ())).set("draws", ())  # type: ignore[return-value]


def _build(game: Any, *, seed: int = 0, **options: object) -> JurassAttackBuilder:
    return JurassAttackBuilder(game, seed=seed, **options)


NOTATION = Notation(
    JurassAttackState,
    RULE,
    options=_options,
    views=(
        _pile_view("hands", "hand_piles", "JA-2.1"),
        _pile_view("decks", "deck_piles", "JA-2.1"),
        _pile_view("discards", "discard_piles", "JA-2.1"),
        _pile_view("captured", "captured_piles", "JA-6.1"),
        _pile_view("saved", "saved_piles", "JA-6.1"),
    ),
    names=(FightRecord, Phase),
    builder=_build,
)
