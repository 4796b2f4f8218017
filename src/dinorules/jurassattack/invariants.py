"""The game's conservation laws: each deck's cards are all somewhere, piles are sound.

Each player's 27 cards (or their deck's size) are always in exactly one of: their
hand, their deck, their discard pile, the table, their own score pile (their Eggs),
or the rival's score pile (JA-1.1, JA-2.1).
"""

from __future__ import annotations

from collections.abc import Iterator

from dinorules.kernel import Multiset

from .ending import game_over
from .face_off import to_play
from .packs import MAX_PACK, packs_from
from .piles import BITS
from .state import DECK_NAMES, HAND_SIZE, JurassAttackState, Phase

__all__ = ["broken_laws"]

_PILES = ("hand_piles", "deck_piles", "discard_piles", "captured_piles", "saved_piles")
"""The state's piles, each counts per card type packed in an integer, per seat (`piles`)."""


def broken_laws(state: JurassAttackState) -> Iterator[str]:
    """Describe every broken law of ``state`` (nothing when it is sound)."""
    yield from _conservation(state)
    yield from _piles(state)
    yield from _phase_shape(state)


def _conservation(state: JurassAttackState) -> Iterator[str]:
    full = state.components.full
    for owner in (0, 1):
        found = (
            state.hands[owner]
            .union(state.decks[owner])
            .union(state.discards[owner])
            .union(Multiset.of(state.table[owner]))
            .union(state.saved[owner])
            .union(state.captured[1 - owner])
        )
        if found != full:
            yield f"the {DECK_NAMES[owner]} deck's cards are {found.counts}, not {full.counts}"


def _piles(state: JurassAttackState) -> Iterator[str]:
    components = state.components
    types = len(components.names)
    for field in _PILES:
        for seat, pile in enumerate(getattr(state, field)):
            if not 0 <= pile < 1 << (BITS * types):
                yield f"{field}[{seat}] = {pile} is not a pile of {types} card types"
    for seat in (0, 1):
        if len(state.hands[seat]) > HAND_SIZE:
            yield f"player {seat} holds {len(state.hands[seat])} cards"
        if any(name not in components.eggs for name in state.saved[seat].distinct()):
            yield f"player {seat} kept a card that is not an Egg: {state.saved[seat].counts}"
        pack = state.table[seat]
        if pack:
            legal = packs_from(Multiset.of(pack).counts, components.index, components.masks)
            if pack not in legal or len(pack) > MAX_PACK:
                yield f"player {seat}'s face-down pack {pack} is not a compatible pack"


def _phase_shape(state: JurassAttackState) -> Iterator[str]:
    phase = state.phase
    second = 1 - state.first
    if (phase in (Phase.DEAL, Phase.DRAW)) != bool(state.draws):
        yield f"phase {phase.name} with draws queued {state.draws}"
    if (phase is Phase.RETURN) != (state.returns_owed > 0):
        yield f"phase {phase.name} with {state.returns_owed} returns owed"
    if state.returns_owed > len(state.hands[state.first]):
        yield f"{state.returns_owed} returns owed from a hand of {len(state.hands[state.first])}"
    if state.table[second] or (phase is not Phase.FACE_OFF and state.table[state.first]):
        yield f"cards face down outside the first player's Face Off! play: {state.table}"
    if phase is Phase.FACE_OFF:
        seat = to_play(state)
        if not len(state.hands[seat]):
            yield f"player {seat} must play but has no card in hand"
    over = game_over(state)
    if phase is Phase.FACE_OFF and not state.table[state.first] and over:
        yield "a Face Off! begins although a player has no card in hand or deck"
    if phase is Phase.OVER and not over:
        yield "the game is over although both players hold cards in hand or deck"
    if not set(state.blinded) <= {0, 1} or list(state.blinded) != sorted(set(state.blinded)):
        yield f"blinded seats {state.blinded} are not a sorted set of seats"
