"""The game state: hands and piles as counts, pawns as space numbers, and the phase.

Cards are numbered in the deck's canonical order (`components.Tables.names`), so a
pile is a tuple of counts per card type; the hands are all packed in one integer
(`hands`), read as a tuple of counts per seat by ``state.hands``, which is also what
the state's JSON shows (`SpinoState.__json_fields__`). The dealer's pile is the multiset
of the cards left in it: no hidden order is stored and every card dealt is a chance
node (SC-2.7). Pawns and the Spinosaurus are space numbers (`Tables.coords`), a pawn
at the Final Escape is `FINAL_ESCAPE`. Nothing reachable from a state is mutable.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel import GameState, PhaseEnum, Value, value

from . import hands
from .components import Tables

__all__ = [
    "HAND_SIZE",
    "NOBODY",
    "Counts",
    "Phase",
    "Pieces",
    "RoundInfo",
    "SpinoState",
    "add",
    "take",
]

HAND_SIZE: Final = 7
"""Cards in a full hand (SC-2.7, SC-7.2)."""
NOBODY: Final = -1
"""No seat: no card played yet this round, no pawn caught."""

Counts = tuple[int, ...]
"""How many of each card type (in the deck's canonical order)."""


class Phase(PhaseEnum):
    """What the game is waiting for; ``actor`` says whose decision it is."""

    DEAL = "deal"
    """Cards are being dealt (chance); ``actor`` is the seat receiving the next card."""
    PLAY = "play"
    """``actor`` plays a card, or passes when none can be played (SC-3, SC-R7)."""
    SECOND_CARD = "second_card"
    """``actor`` played an Escape and must now play a Dinosaur (SC-3.5, SC-3.6)."""
    MOVE_PAWN = "move_pawn"
    """The round's winner ``actor`` steps their pawn (SC-5)."""
    MOVE_SPINOSAURUS = "move_spinosaurus"
    """The round's winner ``actor`` steps the Spinosaurus (SC-5.9)."""
    STEP_BACK = "step_back"
    """``actor``'s pawn was caught and steps back (SC-6.1)."""
    DISCARD = "discard"
    """``actor`` discards cards one at a time, or keeps their hand (SC-7.1)."""
    OVER = "over"
    """Someone reached the Final Escape (SC-8.1), or the round limit cut the game short (SC-R13)."""


@value
class Pieces(Value):
    """Where the pawns and the Spinosaurus stand, and the steps still to take this round.

    ``pawns[seat]`` is a space number, or `FINAL_ESCAPE`.
    """

    pawns: tuple[int, ...]
    spinosaurus: int
    pawn_steps: int
    spinosaurus_steps: int


@value
class RoundInfo(Value):
    """The round count and its limit (SC-R13), who starts, who won last, reshuffles so far.

    ``starter`` starts the current round (during the discards and the deal: the next
    one); ``winner`` is the last round's winner, `NOBODY` before the first.
    """

    round: int
    max_rounds: int
    starter: int
    winner: int
    reshuffles: int


@value
class SpinoState(GameState):
    """A whole game of the Spinosaurus Chase, hidden parts included.

    ``actor`` is the seat to decide (while dealing: the seat receiving the next card);
    ``held`` packs every seat's hand (`hands`), ``hands`` reads them as counts;
    ``table`` is the round's face-up pile in the order played, ``last_player`` the last
    seat to play a card this round and ``passes`` the passes since that card. Fields
    that change at most a few times a round are grouped in ``pieces`` and ``rounds``,
    which keeps `Value.replace` on the hot paths short.
    """

    tables: Tables
    phase: Phase
    actor: int
    players: int
    held: hands.Hands
    pile: Counts
    played: Counts
    discards: Counts
    table: tuple[int, ...]
    last_player: int
    passes: int
    pieces: Pieces
    rounds: RoundInfo

    @property
    def hands(self) -> tuple[Counts, ...]:
        """Each seat's hand as counts per card type."""
        return hands.unpack(self.held, self.tables.types, self.players)

    def __json_fields__(self) -> Iterator[tuple[str, object]]:
        """The logical fields, the hands as counts per seat: the JSON of any layout before."""
        yield "rng", self.rng
        yield "explicit_chance", self.explicit_chance
        yield "explicit_forced", self.explicit_forced
        yield "tables", self.tables
        yield "phase", self.phase
        yield "actor", self.actor
        yield "hands", self.hands
        yield "pile", self.pile
        yield "played", self.played
        yield "discards", self.discards
        yield "table", self.table
        yield "last_player", self.last_player
        yield "passes", self.passes
        yield "pieces", self.pieces
        yield "rounds", self.rounds

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={item!r}" for name, item in self.__json_fields__())
        return f"SpinoState({shown})"


def take(counts: Counts, card: int) -> Counts:
    """``counts`` with one ``card`` fewer."""
    changed = list(counts)  # a list round trip is the fastest copy-with-change of a tuple
    changed[card] -= 1
    return tuple(changed)


def add(counts: Counts, card: int) -> Counts:
    """``counts`` with one ``card`` more."""
    changed = list(counts)
    changed[card] += 1
    return tuple(changed)
