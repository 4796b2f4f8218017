"""What each player sees (`observe`) and a state they cannot tell apart (`sample_hidden`).

Public (JA-R13): every discard and score pile (face up), the size of every hand and
deck, how many cards lie face down on the table, the last Fight!, who is blinded.
Private: a player's own hand and own face-down pack. Hidden: the rival's hand,
the contents of the rival's face-down pack, and what lies in each deck (a deck has
no stored order; what is in your own deck follows from what you can see). A blinded
player does not see how many cards the rival plays face down in that Face Off!, nor
therefore the rival's hand size; only their sum, ``held`` (JA-R8).
"""

from __future__ import annotations

import math
from typing import Final

from dinorules.kernel import Multiset, Rng, Value, value
from dinorules.kernel.render import Pictured

from .ending import points
from .packs import MAX_PACK, packs_from
from .piles import as_multiset, from_multiset, pile_of, put_seat, size
from .state import DECK_NAMES, FightRecord, JurassAttackState

__all__ = ["UNSEEN", "Observation", "SeatView", "observe", "sample_hidden"]

UNSEEN: Final = -1
"""A count the observer cannot see (the rival's hand and face-down pack while blinded)."""


@value
class SeatView(Value):
    """What everyone sees of one seat's cards."""

    seat: int
    deck_back: str
    deck_size: int
    hand_size: int
    """Cards in hand, or `UNSEEN`."""
    face_down: int
    """Cards played face down this round, or `UNSEEN`."""
    held: int
    """Cards in hand plus cards face down: always seen."""
    discard: Multiset[str]
    captured: Multiset[str]
    """The rival's cards in this seat's score pile."""
    saved: Multiset[str]
    """This seat's own Eggs in its score pile."""
    points: int


@value
class Observation(Value, Pictured):
    """One player's view of the game: no rival hand, no deck contents, no generator."""

    player: int
    round: int
    phase: str
    first: int
    hand: Multiset[str]
    pack: tuple[str, ...]
    """The player's own face-down pack this round (empty if none)."""
    seats: tuple[SeatView, SeatView]
    blinded: tuple[int, ...]
    returns_owed: int
    draws: tuple[int, ...]
    last_fight: FightRecord


def _seat_view(state: JurassAttackState, seat: int, *, counts_hidden: bool) -> SeatView:
    names = state.components.names
    hand_size = size(state.hand_piles[seat])
    face_down = len(state.table[seat])
    return SeatView(
        seat=seat,
        deck_back=DECK_NAMES[seat],
        deck_size=size(state.deck_piles[seat]),
        hand_size=UNSEEN if counts_hidden else hand_size,
        face_down=UNSEEN if counts_hidden else face_down,
        held=hand_size + face_down,
        discard=as_multiset(names, state.discard_piles[seat]),
        captured=as_multiset(names, state.captured_piles[seat]),
        saved=as_multiset(names, state.saved_piles[seat]),
        points=points(state, seat),
    )


def _blind_to_rival(state: JurassAttackState, player: int) -> bool:
    """Whether ``player`` is blinded while the rival's pack lies face down (JA-R8)."""
    return player in state.blinded and bool(state.table[1 - player])


def observe(state: JurassAttackState, player: int) -> Observation:
    """The view of ``player`` (a seat, already checked by the kernel)."""
    hidden = _blind_to_rival(state, player)
    seats = (
        _seat_view(state, 0, counts_hidden=hidden and player == 1),
        _seat_view(state, 1, counts_hidden=hidden and player == 0),
    )
    return Observation(
        player=player,
        round=state.round,
        phase=state.phase.value,
        first=state.first,
        hand=as_multiset(state.components.names, state.hand_piles[player]),
        pack=state.table[player],
        seats=seats,
        blinded=state.blinded,
        returns_owed=state.returns_owed,
        draws=state.draws,
        last_fight=state.last_fight,
    )


def sample_hidden(state: JurassAttackState, player: int, rng: Rng) -> JurassAttackState:
    """Redraw the rival's hand, face-down pack and deck from the cards ``player`` can't see.

    Every physical arrangement consistent with the observation is equally likely:
    a face-down pack is a compatible pack of the seen size (any size, if blinded),
    weighted by the ways to pick its cards and then the rival's hand.
    """
    rival = 1 - player
    names, index = state.components.names, state.components.index
    hands, decks, pack = state.hand_piles, state.deck_piles, state.table[rival]
    pile = hands[rival] + decks[rival] + pile_of(pack, index)  # every card the player can't see
    unknown = as_multiset(names, pile)
    held = size(hands[rival]) + len(pack)
    if pack:
        sizes = range(1, min(MAX_PACK, held) + 1) if _blind_to_rival(state, player) else None
        pack, rng = _sample_pack(state, unknown, sizes or (len(pack),), held, rng)
        pile -= pile_of(pack, index)
        unknown = as_multiset(names, pile)
    (new_hand,), rng = unknown.deal([held - len(pack)], rng)
    new_hand_pile = from_multiset(index, new_hand)
    return state.replace(
        hand_piles=put_seat(hands, rival, new_hand_pile),
        deck_piles=put_seat(decks, rival, pile - new_hand_pile),
        table=put_seat(state.table, rival, pack),
    )


def _sample_pack(
    state: JurassAttackState,
    unknown: Multiset[str],
    sizes: range | tuple[int, ...],
    held: int,
    rng: Rng,
) -> tuple[tuple[str, ...], Rng]:
    """A compatible pack from ``unknown``, weighted by the arrangements it leaves."""
    components = state.components
    total = len(unknown)
    candidates = [
        cards
        for cards in packs_from(unknown.counts, components.index, components.masks, max(sizes))
        if len(cards) in sizes
    ]
    weights = []
    for cards in candidates:
        ways = math.comb(total - len(cards), held - len(cards))
        for name, count in Multiset.of(cards).counts:
            ways *= math.comb(unknown.count(name), count)
        weights.append(ways)
    index, rng = rng.weighted_index(weights)
    return candidates[index], rng
