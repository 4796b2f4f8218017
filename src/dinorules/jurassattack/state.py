"""The game state: each player's hand, deck and piles, the table, and the round's phase.

Seat 0 holds the Footprint deck and seat 1 the Fossil deck (JA-2.1, JA-R1). Every
pile is kept as its counts per card type, packed in an integer (`piles`), one per
seat; a deck is the multiset of the cards left in it, so no hidden order is stored
and each draw is a chance node (JA-2.2). A score pile is kept as two piles, the
rival's cards won (``captured``) and the player's own Eggs (``saved``), so that every
card stays traceable to its deck (its back). Read by name, each pile is a `Multiset`
of card names (``state.hands``, ``state.decks`` and so on), and so is the state's
JSON (`JurassAttackState.__json_fields__`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel import GameState, Multiset, PhaseEnum, value

from .components import HAND_SIZE, Components
from .fight import NO_FIGHT, FightRecord
from .piles import PilePair, as_multiset

__all__ = [
    "DECK_NAMES",
    "FOOTPRINT",
    "FOSSIL",
    "HAND_SIZE",
    "NO_FIGHT",
    "FightRecord",
    "JurassAttackState",
    "Pair",
    "Phase",
]

FOOTPRINT: Final = 0
"""The seat holding the Footprint deck: it plays first in round 1 (JA-2.1, JA-4.4, JA-R1)."""
FOSSIL: Final = 1
"""The seat holding the Fossil deck (JA-2.1, JA-R1)."""
DECK_NAMES: Final = ("Footprint", "Fossil")
"""The deck (card back) of each seat (JA-R1)."""

Pair = tuple[Multiset[str], Multiset[str]]
"""One multiset of card names per seat."""


class Phase(PhaseEnum):
    """Where the game stands in the round's Face Off!, Fight!, Finale! (JA-3.2).

    The Fight! takes no decision: it is settled the moment the second pack is
    played, so no state ever stands in it.
    """

    DEAL = "deal"
    """Set-up: the opening hands are being drawn (chance, JA-2.4)."""
    FACE_OFF = "face_off"
    """Players play their packs, first player first (decisions, JA-4.1, JA-4.2)."""
    RETURN = "return"
    """Finale!: the round's winner returns cards for scored Velociraptors (decisions, JA-9.2)."""
    DRAW = "draw"
    """Finale!: the queued draws are resolved (chance, JA-6.4, JA-6.5, JA-7.2)."""
    OVER = "over"
    """The game has ended (JA-8.2)."""


@value
class JurassAttackState(GameState):
    """A whole game of JurassAttack!, hidden parts included.

    ``first`` is the seat that plays first this round; it is also the round's winner
    while ``returns_owed`` Velociraptor returns are pending. ``table`` holds the
    face-down pack of each seat (the second pack is never stored face down: the
    Fight! follows at once). ``draws`` queues one seat per card still to be drawn.
    ``blinded`` lists the seats blinded in the current Face Off! (after a Fight!,
    in the coming one). The ``*_piles`` fields are the piles as counts per card
    type (`piles`); the properties ``hands``, ``decks``, ``discards``, ``captured``
    and ``saved`` read them as multisets of card names.
    """

    components: Components
    phase: Phase
    round: int
    first: int
    hand_piles: PilePair
    deck_piles: PilePair
    discard_piles: PilePair
    captured_piles: PilePair
    saved_piles: PilePair
    table: tuple[tuple[str, ...], tuple[str, ...]]
    blinded: tuple[int, ...]
    returns_owed: int
    draws: tuple[int, ...]
    last_fight: FightRecord

    def _named(self, piles: PilePair) -> Pair:
        names = self.components.names
        return (as_multiset(names, piles[0]), as_multiset(names, piles[1]))

    @property
    def hands(self) -> Pair:
        """Each seat's hand, by card name."""
        return self._named(self.hand_piles)

    @property
    def decks(self) -> Pair:
        """The cards left in each seat's deck, by card name."""
        return self._named(self.deck_piles)

    @property
    def discards(self) -> Pair:
        """Each seat's discard pile, by card name."""
        return self._named(self.discard_piles)

    @property
    def captured(self) -> Pair:
        """The rival's cards in each seat's score pile, by card name."""
        return self._named(self.captured_piles)

    @property
    def saved(self) -> Pair:
        """Each seat's own Eggs in its score pile, by card name."""
        return self._named(self.saved_piles)

    def __json_fields__(self) -> Iterator[tuple[str, object]]:
        """The logical fields, piles as multisets of names: the JSON of any layout before."""
        yield "rng", self.rng
        yield "explicit_chance", self.explicit_chance
        yield "explicit_forced", self.explicit_forced
        yield "components", self.components
        yield "phase", self.phase
        yield "round", self.round
        yield "first", self.first
        yield "hands", self.hands
        yield "decks", self.decks
        yield "discards", self.discards
        yield "captured", self.captured
        yield "saved", self.saved
        yield "table", self.table
        yield "blinded", self.blinded
        yield "returns_owed", self.returns_owed
        yield "draws", self.draws
        yield "last_fight", self.last_fight

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={item!r}" for name, item in self.__json_fields__())
        return f"JurassAttackState({shown})"
