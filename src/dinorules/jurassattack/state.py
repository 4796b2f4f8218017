"""The game state: each player's hand, deck and piles, the table, and the round's phase.

Seat 0 holds the Footprint deck and seat 1 the Fossil deck (JA-2.1, JA-R1). Every
pile is a `Multiset` of card names; a deck is the multiset of the cards left in it,
so no hidden order is stored and each draw is a chance node (JA-2.2). A score pile
is kept as two multisets, the rival's cards won (``captured``) and the player's own
Eggs (``saved``), so that every card stays traceable to its deck (its back).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import GameState, Multiset, PhaseEnum, value
from dinorules.kernel.multiset import trusted_multiset

from .components import HAND_SIZE, Components
from .fight import NO_FIGHT, FightRecord

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
    "put",
    "put_all",
    "take",
    "take_all",
]

FOOTPRINT: Final = 0
"""The seat holding the Footprint deck: it plays first in round 1 (JA-2.1, JA-4.4, JA-R1)."""
FOSSIL: Final = 1
"""The seat holding the Fossil deck (JA-2.1, JA-R1)."""
DECK_NAMES: Final = ("Footprint", "Fossil")
"""The deck (card back) of each seat (JA-R1)."""

Pair = tuple[Multiset[str], Multiset[str]]
"""One multiset per seat."""


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
    in the coming one).
    """

    components: Components
    phase: Phase
    round: int
    first: int
    hands: Pair
    decks: Pair
    discards: Pair
    captured: Pair
    saved: Pair
    table: tuple[tuple[str, ...], tuple[str, ...]]
    blinded: tuple[int, ...]
    returns_owed: int
    draws: tuple[int, ...]
    last_fight: FightRecord


# --- Fast pile updates (cards are names, so a multiset's canonical order is by name) --
# Each builds the new sorted pairs itself and skips `Multiset`'s checks
# (`trusted_multiset`): these run several times per decision (docs/performance.md).


def put(pile: Multiset[str], name: str) -> Multiset[str]:
    """``pile`` with one more ``name``."""
    counts = pile.counts
    for i, (have, count) in enumerate(counts):
        if have == name:
            return trusted_multiset((*counts[:i], (name, count + 1), *counts[i + 1 :]))
        if have > name:
            return trusted_multiset((*counts[:i], (name, 1), *counts[i:]))
    return trusted_multiset((*counts, (name, 1)))


def take(pile: Multiset[str], name: str) -> Multiset[str]:
    """``pile`` with one ``name`` fewer; `ValueError` if it has none."""
    counts = pile.counts
    for i, (have, count) in enumerate(counts):
        if have == name:
            if count == 1:
                return trusted_multiset((*counts[:i], *counts[i + 1 :]))
            return trusted_multiset((*counts[:i], (name, count - 1), *counts[i + 1 :]))
    raise ValueError(f"no {name!r} to take from {counts}")


def put_all(pile: Multiset[str], names: tuple[str, ...]) -> Multiset[str]:
    """``pile`` with all of ``names`` added."""
    if not names:
        return pile
    tally = dict(pile.counts)
    for name in names:
        tally[name] = tally.get(name, 0) + 1
    return trusted_multiset(tuple(sorted(tally.items())))


def take_all(pile: Multiset[str], names: tuple[str, ...]) -> Multiset[str]:
    """``pile`` with all of ``names`` removed; `ValueError` if some are missing."""
    tally = dict(pile.counts)
    for name in names:
        left = tally.get(name, 0) - 1
        if left < 0:
            raise ValueError(f"no {name!r} to take from {pile.counts}")
        tally[name] = left
    # A dict keeps the pile's sorted order: no sort needed.
    return trusted_multiset(tuple((name, n) for name, n in tally.items() if n))
