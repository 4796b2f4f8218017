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
    """A JurassAttack! position in the game's words, starting from a fresh deal.

    Cards move between a seat's piles and never appear from nowhere, so the deck
    list is kept (JA-2.1). A card named for a pile is taken from that seat's deck,
    then its discard pile, then its hand; a card the builder is not told about stays
    where the fresh deal left it:

    - ``hand(seat, *cards)``: the seat holds exactly these; its former hand goes
      back to its deck;
    - ``deck(seat, *cards)``: the seat's deck is exactly these; the rest of the
      deck goes to the discard pile;
    - ``captured(seat, *cards)``: the rival's cards in the seat's score pile;
    - ``saved(seat, *eggs)``: the seat's own Eggs in its score pile;
    - ``turn(seat)`` and ``round(n)``: a fresh Face Off! of round ``n`` with
      ``seat`` playing first (JA-4.2).

    Decks have no order: each draw is a chance event over their counts (JA-R16), so
    a test picks the cards drawn with ``chance="explicit"`` and `Draw`.
    """

    def hand(self, seat: int, *cards: str) -> JurassAttackBuilder:
        """Seat ``seat`` holds exactly ``cards``; its former hand goes back to its deck."""
        self._move(seat, "hands", "decks", self.current("hands")[seat])
        self._give(seat, "hands", Multiset.of(cards))
        return self

    def deck(self, seat: int, *cards: str) -> JurassAttackBuilder:
        """Seat ``seat``'s deck is exactly ``cards``; the rest of the deck is discarded."""
        self._move(seat, "decks", "discards", self.current("decks")[seat])
        self._give(seat, "decks", Multiset.of(cards))
        return self

    def captured(self, seat: int, *cards: str) -> JurassAttackBuilder:
        """The rival's ``cards`` in seat ``seat``'s score pile (JA-6.1)."""
        rival = 1 - seat
        self._give(rival, "captured", Multiset.of(cards), into=seat)
        return self

    def saved(self, seat: int, *eggs: str) -> JurassAttackBuilder:
        """Seat ``seat``'s own ``eggs`` in its score pile (JA-6.3)."""
        self._give(seat, "saved", Multiset.of(eggs))
        return self

    def turn(self, seat: int) -> JurassAttackBuilder:
        """A fresh Face Off! with ``seat`` playing first (JA-4.2)."""
        self.set("phase", Phase.FACE_OFF).set("first", seat)
        self.set("table", ((), ())).set("draws", ())
        return self

    def round(self, number: int) -> JurassAttackBuilder:
        """The round's number (the first is 1, JA-3.1)."""
        self.set("round", number)
        return self

    def _give(self, seat: int, pile: str, cards: Multiset[str], *, into: int | None = None) -> None:
        """Move ``cards`` of seat ``seat`` from its deck, discard or hand into ``pile``."""
        left = cards
        for source in ("decks", "discards", "hands"):
            if source == pile:
                continue
            held: Multiset[str] = self.current(source)[seat]
            taken = Multiset.from_counts(
                (card, min(count, held.count(card)))
                for card, count in left.counts
                if held.count(card)
            )
            if len(taken):
                self._move(seat, source, pile, taken, into=into)
                left = left.difference(taken)
        if len(left):
            raise PositionError(
                f"seat {seat} has no {', '.join(left.distinct())} left to move there",
                field=f"{pile}[{seat if into is None else into}]",
                rule="JA-2.1",
            )

    def _move(
        self, seat: int, source: str, target: str, cards: Multiset[str], *, into: int | None = None
    ) -> None:
        old: list[Multiset[str]] = list(self.current(source))
        old[seat] = old[seat].difference(cards)
        self.set(source, tuple(old))
        new: list[Multiset[str]] = list(self.current(target))
        where = seat if into is None else into
        new[where] = new[where].union(cards)
        self.set(target, tuple(new))


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
