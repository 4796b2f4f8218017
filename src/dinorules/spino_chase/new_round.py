"""Between rounds: discards, the deal, the reshuffle and who starts (SC-7, SC-9.2).

When a round's moves are done, its cards go to the played pile. Each player in
turn, from the one left of the round's winner to the winner, discards cards one at
a time face up or keeps their hand (SC-7.1, SC-R11). The winner then deals every
hand back to 7, one card at a time from the dealer's pile (a chance node each),
starting with the player on their left (SC-7.2, SC-R12); when the pile runs out, the
played cards and the discards are reshuffled into a new pile (SC-7.3). The player
left of the winner starts the new round (SC-7.4, SC-9.2, SC-R5). The set-up deal is
the same deal, seat 0 first (SC-2.7, SC-R4). After the movement of round
``max_rounds`` the game is cut short with no winner (SC-R13).
"""

from __future__ import annotations

import operator
from itertools import compress
from typing import Any, Final

from dinorules.kernel import ChanceNode
from dinorules.kernel import deal as kernel_deal

from . import hands as packed
from .actions import DealCard, Discard, KeepHand
from .components import KEEP
from .ending import last_round
from .state import HAND_SIZE, NOBODY, Phase, SpinoState, add, take

__all__ = [
    "KEEP",
    "begin_deal",
    "deal",
    "deal_node",
    "deal_rest",
    "discard",
    "discard_options",
    "end_round",
    "keep_hand",
]

_PLAY: Final = Phase.PLAY
_DEAL: Final = Phase.DEAL
_DISCARD: Final = Phase.DISCARD
_OVER: Final = Phase.OVER
"""The phases, bound once (reading an enum's member is a Python lookup each time)."""


def end_round(state: SpinoState, **changes: Any) -> SpinoState:
    """The round is over (SC-4.5): its pile goes to the played cards, discards come next (SC-7.1).

    The player left of the round's winner starts the next round (SC-7.4, SC-9.2, SC-R5).
    ``changes`` (the last move's) go in the same update.
    """
    rounds = state.rounds
    if last_round(rounds):  # the game is cut short, no one wins (SC-R13)
        return state.replace(phase=_OVER, **changes)
    played = list(state.played)
    for card in state.table:
        played[card] += 1
    starter = (rounds.winner + 1) % state.players
    return _next_discarder(
        state,
        0,
        state.held,
        starter,
        played=tuple(played),
        table=(),
        last_player=NOBODY,
        passes=0,
        rounds=rounds.replace(starter=starter),
        **changes,
    )


def discard_options(state: SpinoState) -> tuple[Discard | KeepHand, ...]:
    """One card of the hand to discard, in card order, or keeping it (SC-7.1, SC-R11)."""
    tables = state.tables
    held = packed.held_types(state.held, tables.seat_shifts[state.actor], tables.hand_mask)
    return packed.options(tables.discard_sets, held, tables.discard_actions, (KEEP,))


def discard(state: SpinoState, action: Discard) -> SpinoState:
    """The player to act discards the card face up (SC-7.1, SC-R11).

    An emptied hand ends that player's discards.
    """
    tables = state.tables
    card = tables.index[action.card]
    seat = state.actor
    held = state.held - tables.units[seat][card]
    discards = add(state.discards, card)
    if packed.hand_of(held, tables.seat_shifts[seat], tables.hand_mask):
        return state.replace(held=held, discards=discards)
    starter = state.rounds.starter
    offset = (seat - starter) % state.players + 1
    return _next_discarder(state, offset, held, starter, held=held, discards=discards)


def keep_hand(state: SpinoState, action: KeepHand) -> SpinoState:
    """The player to act stops discarding; the next one discards, or the deal (SC-R11)."""
    starter = state.rounds.starter
    offset = (state.actor - starter) % state.players + 1
    return _next_discarder(state, offset, state.held, starter)


def deal_node(state: SpinoState) -> ChanceNode:
    """The next card dealt: each card type weighted by its count in the pile (SC-2.7, SC-R12)."""
    pile = state.pile
    return ChanceNode(
        outcomes=tuple(compress(state.tables.deal_outcomes, pile)),
        weights=tuple(filter(None, pile)),
    )


def deal(state: SpinoState, outcome: DealCard) -> SpinoState:
    """Chance: the dealt card goes from the pile into the receiving hand (SC-2.7, SC-7.2).

    A hand is filled to 7 before the next one (SC-7.2, SC-R12).
    """
    tables = state.tables
    card = tables.index[outcome.card]
    seat = state.actor
    held = state.held + tables.units[seat][card]
    pile = take(state.pile, card)
    if packed.size_of(held, tables.seat_shifts[seat], tables.hand_mask) < HAND_SIZE and any(pile):
        return state.replace(held=held, pile=pile)  # the same hand gets the next card
    offset = (seat - state.rounds.starter) % state.players
    return _continue_deal(state.replace(held=held, pile=pile), offset)


def deal_rest(state: SpinoState) -> SpinoState:
    """Chance, automatic: the whole rest of the deal in one update, then the round begins.

    Each short hand in turn from the receiving one is dealt what it lacks from the
    pile's counts, as `deal_node` deals one card at a time (the same tickets, so the
    same game), without a state per card or per hand (SC-2.7, SC-7.2, SC-R12); an
    emptied pile is remade from the played cards and the discards (SC-7.3, SC-R11),
    and when nothing is left to deal, play begins with the hands as they are (SC-R12).
    """
    tables = state.tables
    held, pile, rng, rounds = state.held, state.pile, state.rng, state.rounds
    players, starter = state.players, rounds.starter
    shifts, mask = tables.seat_shifts, tables.hand_mask
    seats = [(starter + k) % players for k in range((state.actor - starter) % players, players)]
    needs = [HAND_SIZE - packed.size_of(held, shifts[seat], mask) for seat in seats]
    played, discards = state.played, state.discards
    if sum(needs) > sum(pile):  # the pile runs out: deal it, then reshuffle (SC-7.3)
        covered = _covered(needs, sum(pile))
        dealt, pile, rng = kernel_deal(pile, covered, rng)
        held = _placed(held, tables.types, seats, dealt)
        needs = [need - given for need, given in zip(needs, covered, strict=True)]
        remade = tuple(map(operator.add, played, discards))
        if any(remade):
            played = discards = (0,) * len(remade)
            rounds = rounds.replace(reshuffles=rounds.reshuffles + 1)
            pile, needs = remade, _covered(needs, sum(remade))
        else:  # SC-R12: nothing is left to deal, play begins with the hands as they are
            needs = [0] * len(needs)
    dealt, pile, rng = kernel_deal(pile, needs, rng)
    # SC-4.1, SC-4.2, SC-7.4: the next round begins, its starter opens it (`_begin_play`).
    return state.replace(
        phase=_PLAY,
        actor=rounds.starter,
        held=_placed(held, tables.types, seats, dealt),
        pile=pile,
        played=played,
        discards=discards,
        table=(),
        last_player=NOBODY,
        passes=0,
        rounds=rounds.replace(round=rounds.round + 1),
        rng=rng,
    )


def _placed(
    held: packed.Hands, types: int, seats: list[int], dealt: tuple[tuple[int, ...], ...]
) -> packed.Hands:
    """The hands with each of ``seats`` given its ``dealt`` cards (counts per type)."""
    for seat, hand in zip(seats, dealt):  # noqa: B905 - one dealt hand per seat
        held += packed.placed(hand, types, seat)
    return held


def _covered(needs: list[int], total: int) -> list[int]:
    """How many of the cards each hand needs, in turn, a pile of ``total`` cards covers."""
    covered = []
    for need in needs:
        given = min(need, total)
        covered.append(given)
        total -= given
    return covered


def begin_deal(state: SpinoState) -> SpinoState:
    """Deal every hand up to 7, starting with the round's starter (SC-2.7, SC-7.2)."""
    return _continue_deal(state, 0)


def _next_discarder(
    state: SpinoState, offset: int, holding: packed.Hands, starter: int, **changes: Any
) -> SpinoState:
    """The next player in turn (from ``starter``) who holds a card, else the deal.

    ``holding`` (the packed hands) and ``starter`` are those of the state after ``changes``,
    which go in the same update.
    """
    players, tables = state.players, state.tables
    for k in range(offset, players):
        seat = (starter + k) % players
        if packed.hand_of(holding, tables.seat_shifts[seat], tables.hand_mask):
            return state.replace(phase=_DISCARD, actor=seat, **changes)
    return begin_deal(state.replace(**changes) if changes else state)


def _continue_deal(state: SpinoState, offset: int) -> SpinoState:
    """The next card goes to the first short hand from ``offset`` on; reshuffle if need be."""
    held, tables = state.held, state.tables
    players = state.players
    starter = state.rounds.starter
    for k in range(offset, players):
        seat = (starter + k) % players
        if packed.size_of(held, tables.seat_shifts[seat], tables.hand_mask) < HAND_SIZE:
            break
    else:
        return _begin_play(state)
    if not any(state.pile):
        # SC-7.3: reshuffle the played cards (and the discards, SC-R11) into a new pile.
        pile = tuple(a + b for a, b in zip(state.played, state.discards, strict=True))
        if not any(pile):
            return _begin_play(state)  # SC-R12: nothing left to deal
        empty = (0,) * len(pile)
        rounds = state.rounds.replace(reshuffles=state.rounds.reshuffles + 1)
        state = state.replace(pile=pile, played=empty, discards=empty, rounds=rounds)
    return state.replace(phase=_DEAL, actor=seat)


def _begin_play(state: SpinoState) -> SpinoState:
    """The next round begins (SC-4.1); its starter opens it (SC-4.2, SC-7.4, SC-9.2)."""
    rounds = state.rounds
    return state.replace(
        phase=_PLAY,
        actor=rounds.starter,
        table=(),
        last_player=NOBODY,
        passes=0,
        rounds=rounds.replace(round=rounds.round + 1),
    )
