"""The Spinosaurus Chase position builder: hands, the round's pile, pieces, whose turn (SC-R17).

>>> from dinorules.spino_chase import GAME
>>> state = (
...     GAME.position_builder()
...     .hand(0, "Tyrannosaurus", "Parasail")
...     .table("Pteranodon", by=1)
...     .pawn(0, "b5")
...     .turn(0)
...     .build()
... )
>>> GAME.legal_actions(state)
(Play(card='Tyrannosaurus'), Play(card='Parasail'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from dinorules.kernel import Multiset
from dinorules.kernel.position import PositionBuilder, PositionError

from .state import HAND_SIZE, Phase

if TYPE_CHECKING:
    from .components import Tables

__all__ = ["SpinoBuilder"]


class SpinoBuilder(PositionBuilder):
    """A Spinosaurus Chase position in the game's words, from a fresh game.

    ``hand(seat, *cards)`` gives a seat exactly those cards; ``table(*cards, by=seat)``
    lays the round's pile, in the order played, ``seat`` having played last;
    ``won_round(seat, *cards)`` is the same pile won by ``seat``, whose pawn moves next
    by its last card (SC-5.2); ``pawn(seat, square)`` and ``spinosaurus(square)`` place
    the pieces (squares as ``c0``, lane letter and row); ``turn(seat)`` makes ``seat``
    play next in the round (the seats after the last player have passed);
    ``round(n)`` numbers the round.

    Cards are never made up: every card named is taken from the dealer's pile, or, if
    the pile has too few, from the hands not named with ``hand``, and a hand given new
    cards returns its former ones to the pile (SC-R3: the deck list is kept). The
    hands not named keep the cards they had that are still left, and are made up to
    their former size from what is left in the deck's card order (Dinosaurs by rising
    value, then Escapes), seat by seat; the rest is the dealer's pile. In a game whose
    set-up deal is still pending (``chance="explicit"``), ``turn`` and ``won_round``
    start round 1, the hands not named dealt up to 7 in the same order.
    """

    def __init__(self, game: Any, *, seed: int = 0, **options: object) -> None:
        super().__init__(game, seed=seed, **options)
        self._fresh = self.game.initial_state(seed=self.seed, **self.options)
        self._tables: Tables = self._fresh.tables
        self._named: set[int] = set()

    @property
    def fresh(self) -> Any:
        """The fresh game the builder starts from (made once)."""
        return self._fresh

    def hand(self, seat: int, *cards: str) -> SpinoBuilder:
        """Seat ``seat`` holds exactly ``cards`` (at most 7, SC-2.7)."""
        hands, pile = self._cards()
        self._seat(seat, "hands")
        pile = _plus(pile, hands[seat])
        hands[seat] = [0] * len(pile)
        self._named.add(seat)
        wanted = self._wanted(cards, f"hands[{seat}]")
        pile = self._take(hands, pile, wanted, f"hands[{seat}]")
        hands[seat] = wanted
        return self._put_cards(hands, pile)

    def table(self, *cards: str, by: int) -> SpinoBuilder:
        """The round's pile is ``cards`` in the order played, seat ``by`` having played last."""
        self._seat(by, "last_player")
        hands, pile = self._cards()
        for name in self.current("table"):
            pile[self._tables.index[name]] += 1
        wanted = self._wanted(cards, "table")
        pile = self._take(hands, pile, wanted, "table")
        self._put_cards(hands, pile)
        return self.set("table", tuple(cards)).set("last_player", by)  # type: ignore[return-value]

    def won_round(self, seat: int, *cards: str) -> SpinoBuilder:
        """Seat ``seat`` won the round on ``cards``; its pawn moves next (SC-4.6, SC-5.2)."""
        if not cards:
            raise PositionError("a round is won on a card (SC-R7)", field="table", rule="SC-4.6")
        self._start_round()
        self.table(*cards, by=seat)
        tables = self._tables
        top = tables.index[cards[-1]]
        pieces = self.current("pieces")
        steps = {"pawn_steps": tables.pawn_steps[top]}
        steps["spinosaurus_steps"] = tables.spinosaurus_steps[top]
        self.set("pieces", attrs.evolve(pieces, **steps))
        self.set("rounds", attrs.evolve(self.current("rounds"), winner=seat))
        players = len(pieces.pawns)
        self.set("phase", Phase.MOVE_PAWN).set("actor", seat).set("passes", players - 1)
        return self

    def pawn(self, seat: int, square: str) -> SpinoBuilder:
        """Seat ``seat``'s pawn stands on ``square`` (``escape``: the Final Escape)."""
        pieces = self.current("pieces")
        self._seat(seat, "pieces.pawns")
        pawns = (*pieces.pawns[:seat], square, *pieces.pawns[seat + 1 :])
        return self.set("pieces", attrs.evolve(pieces, pawns=pawns))  # type: ignore[return-value]

    def spinosaurus(self, square: str) -> SpinoBuilder:
        """The Spinosaurus stands on ``square``."""
        pieces = self.current("pieces")
        return self.set("pieces", attrs.evolve(pieces, spinosaurus=square))  # type: ignore[return-value]

    def turn(self, seat: int) -> SpinoBuilder:
        """Seat ``seat`` plays next in the round (SC-4.3); an empty round it opens (SC-7.4)."""
        self._seat(seat, "actor")
        self._start_round()
        last = self.current("last_player")
        if self.current("table") and last is not None:
            passes = (seat - last - 1) % self._players
        else:
            passes = 0
            self.set("rounds", attrs.evolve(self.current("rounds"), starter=seat))
        return self.set("phase", Phase.PLAY).set("actor", seat).set("passes", passes)  # type: ignore[return-value]

    def round(self, number: int) -> SpinoBuilder:
        """The round being played is round ``number`` (1 is the first, SC-4.1)."""
        return self.set("rounds", attrs.evolve(self.current("rounds"), round=number))  # type: ignore[return-value]

    # --- Helpers -------------------------------------------------------------------

    @property
    def _players(self) -> int:
        return len(self.current("pieces").pawns)

    def _seat(self, seat: object, field: str) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._players:
            raise PositionError(
                f"no seat {seat!r}; the seats are 0..{self._players - 1}", field=field, rule="SC-R4"
            )

    def _cards(self) -> tuple[list[list[int]], list[int]]:
        """The hands and the dealer's pile as counts per card type."""
        hands = [self._counted(hand) for hand in self.current("hands")]
        return hands, self._counted(self.current("pile"))

    def _put_cards(self, hands: list[list[int]], pile: list[int]) -> SpinoBuilder:
        self.set("hands", tuple(self._named_cards(hand) for hand in hands))
        return self.set("pile", self._named_cards(pile))  # type: ignore[return-value]

    def _counted(self, cards: Multiset[str]) -> list[int]:
        counts = [0] * self._tables.types
        for name, count in cards.counts:
            counts[self._tables.index[name]] = count
        return counts

    def _named_cards(self, counts: list[int]) -> Multiset[str]:
        names = self._tables.names
        return Multiset.from_counts((names[card], count) for card, count in enumerate(counts))

    def _wanted(self, cards: tuple[str, ...], field: str) -> list[int]:
        counts = [0] * self._tables.types
        for name in cards:
            card = self._tables.index.get(name)
            if card is None:
                known = ", ".join(self._tables.names)
                raise PositionError(
                    f"no card {name!r} in the deck list ({known})", field=field, rule="SC-R3"
                )
            counts[card] += 1
        return counts

    def _take(
        self, hands: list[list[int]], pile: list[int], wanted: list[int], field: str
    ) -> list[int]:
        """The pile once ``wanted`` is taken from it and the hands not named (re-dealt)."""
        loose = [seat for seat in range(len(hands)) if seat not in self._named]
        pool = pile
        for seat in loose:
            pool = _plus(pool, hands[seat])
        for card, count in enumerate(wanted):
            if pool[card] < count:
                name = self._tables.names[card]
                raise PositionError(
                    f"{count} {name} named, and only {pool[card]} are left in the dealer's "
                    "pile and the hands not named",
                    field=field,
                    rule="SC-R3",
                )
        pool = [have - count for have, count in zip(pool, wanted, strict=True)]
        sizes = {seat: sum(hands[seat]) for seat in loose}
        for seat in loose:  # each keeps what it had, as far as it is left
            kept = [min(have, left) for have, left in zip(hands[seat], pool, strict=True)]
            pool = [left - have for left, have in zip(pool, kept, strict=True)]
            hands[seat] = kept
        for seat in loose:
            pool = self._made_up(hands[seat], pool, sizes[seat])
        return pool

    @staticmethod
    def _made_up(hand: list[int], pool: list[int], size: int) -> list[int]:
        """``hand`` made up to ``size`` from ``pool`` in card order; the pool left."""
        pool = list(pool)
        for card in range(len(pool)):
            given = min(pool[card], size - sum(hand))
            hand[card] += given
            pool[card] -= given
        return pool

    def _start_round(self) -> None:
        """Round 1 begins if the set-up deal is pending: the hands not named are dealt."""
        rounds = self.current("rounds")
        if rounds.round:
            return
        hands, pile = self._cards()
        for seat in range(len(hands)):
            if seat not in self._named:
                pile = self._made_up(hands[seat], pile, HAND_SIZE)
        self._put_cards(hands, pile)
        self.set("rounds", attrs.evolve(rounds, round=1))


def _plus(first: list[int], second: list[int]) -> list[int]:
    return [a + b for a, b in zip(first, second, strict=True)]
