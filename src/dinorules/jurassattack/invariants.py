"""The game's conservation laws: each deck's cards are all somewhere, piles are sound.

Each player's 27 cards (or their deck's size) are always in exactly one of: their
hand, their deck, their discard pile, the table, their own score pile (their Eggs),
or the rival's score pile (JA-1.1, JA-2.1). The shapes are checked first (seats,
counts, card names), so a position read from text that breaks one is refused before
any other law looks at it (JA-R18). Each law is written ``field: message (RULE)``.
"""

from __future__ import annotations

from collections.abc import Iterator

from dinorules.kernel import Multiset
from dinorules.kernel.position import law

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
    shapes = tuple(_shapes(state))
    if shapes:
        yield from shapes
        return
    yield from _conservation(state)
    yield from _piles(state)
    yield from _phase_shape(state)


def _shapes(state: JurassAttackState) -> Iterator[str]:
    """The laws every other law relies on: seats, counts and card names in range."""
    seats = (0, 1)
    if state.round < 1:
        yield law("JA-3.1", "round", f"rounds are counted from 1, not {state.round}")
    if state.first not in seats:
        yield law("JA-4.2", "first", f"the first player is seat 0 or 1, not {state.first}")
    if state.returns_owed < 0:
        yield law("JA-9.2", "returns_owed", f"{state.returns_owed} returns owed")
    if any(seat not in seats for seat in state.draws):
        yield law("JA-6.4", "draws", f"draws are queued for seats 0 and 1, not {state.draws}")
    if any(seat not in seats for seat in state.blinded):
        yield law("JA-9.1", "blinded", f"only seats 0 and 1 are blinded, not {state.blinded}")
    known = state.components.index
    for seat, pack in enumerate(state.table):
        if any(card not in known for card in pack):
            yield law("JA-2.1", f"table[{seat}]", f"a card not in the deck list: {pack}")
    fight = state.last_fight
    if not 0 <= fight.round <= state.round:
        yield law("JA-5.1", "last_fight", f"the last Fight! of round {fight.round}")
    if any(card not in known for pack in fight.packs for card in pack):
        yield law("JA-2.1", "last_fight", f"a card not in the deck list: {fight.packs}")
    if not set(fight.winners) <= set(seats) or min(fight.ferocity) < 0:
        yield law("JA-5.5", "last_fight", f"winners {fight.winners}, Ferocity {fight.ferocity}")


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
            yield law("JA-2.1", "decks", f"the {DECK_NAMES[owner]} deck {_difference(found, full)}")


def _difference(found: Multiset[str], full: Multiset[str]) -> str:
    """What ``found`` has beyond the deck list ``full``, and what it lacks, in words."""
    cards = sorted(set(found.distinct()) | set(full.distinct()))
    extra = ", ".join(
        f"{found.count(c) - full.count(c)} {c}" for c in cards if found.count(c) > full.count(c)
    )
    lacking = ", ".join(
        f"{full.count(c) - found.count(c)} {c}" for c in cards if found.count(c) < full.count(c)
    )
    said = [f"has {extra} more than its deck list" if extra else ""]
    said.append(f"lacks {lacking}" if lacking else "")
    return " and ".join(filter(None, said))


def _piles(state: JurassAttackState) -> Iterator[str]:
    components = state.components
    types = len(components.names)
    for field in _PILES:
        for seat, pile in enumerate(getattr(state, field)):
            if not 0 <= pile < 1 << (BITS * types):
                yield law(
                    "JA-2.1", f"{field}[{seat}]", f"{pile} is not a pile of {types} card types"
                )
    for seat in (0, 1):
        if len(state.hands[seat]) > HAND_SIZE:
            yield law("JA-2.4", f"hands[{seat}]", f"{len(state.hands[seat])} cards in hand")
        if any(name not in components.eggs for name in state.saved[seat].distinct()):
            yield law(
                "JA-6.3", f"saved[{seat}]", f"a card that is not an Egg: {state.saved[seat].counts}"
            )
        pack = state.table[seat]
        if pack:
            legal = packs_from(Multiset.of(pack).counts, components.index, components.masks)
            if pack not in legal or len(pack) > MAX_PACK:
                yield law(
                    "JA-4.5",
                    f"table[{seat}]",
                    f"the face-down pack {pack} is not a compatible pack",
                )


def _phase_shape(state: JurassAttackState) -> Iterator[str]:
    phase = state.phase
    second = 1 - state.first
    if (phase in (Phase.DEAL, Phase.DRAW)) != bool(state.draws):
        yield law("JA-6.4", "draws", f"phase {phase.name} with draws queued {state.draws}")
    if (phase is Phase.RETURN) != (state.returns_owed > 0):
        yield law("JA-9.2", "returns_owed", f"phase {phase.name} with {state.returns_owed} owed")
    if state.returns_owed > len(state.hands[state.first]):
        yield law(
            "JA-9.2",
            "returns_owed",
            f"{state.returns_owed} owed from a hand of {len(state.hands[state.first])}",
        )
    if state.table[second] or (phase is not Phase.FACE_OFF and state.table[state.first]):
        yield law(
            "JA-4.1", "table", f"cards face down outside the first player's play: {state.table}"
        )
    if phase is Phase.FACE_OFF:
        seat = to_play(state)
        if not len(state.hands[seat]):
            yield law("JA-4.1", f"hands[{seat}]", "the seat to play has no card in hand")
    over = game_over(state)
    if phase is Phase.FACE_OFF and not state.table[state.first] and over:
        yield law("JA-8.2", "phase", "a Face Off! begins although a player has no card left")
    if phase is Phase.OVER and not over:
        yield law("JA-8.1", "phase", "the game is over although both players hold cards")
    if not set(state.blinded) <= {0, 1} or list(state.blinded) != sorted(set(state.blinded)):
        yield law("JA-9.1", "blinded", f"blinded seats {state.blinded} are not a sorted set")
