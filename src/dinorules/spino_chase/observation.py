"""What a player sees, and redrawing what they cannot see (SC-2.8, SC-2.9, SC-R15).

Hidden from a player: the other hands (their sizes are public) and the cards of the
dealer's pile (its size is public; it has no stored order at all). Public: the
board, the round's face-up pile in the order played, the played pile, the face-up
discards, and everything about the turn. `sample_hidden` deals the cards the player
cannot place (the pile's and the other hands') at random into those places, each
keeping its size.
"""

from __future__ import annotations

from dinorules.kernel import Multiset, Rng, Value, value
from dinorules.kernel.render import Pictured

from .board import Space
from .components import FINAL_ESCAPE, Tables
from .ending import cut_short
from .hands import pack
from .state import Counts, Phase, SpinoState

__all__ = ["SpinoObservation", "card_names", "observe", "sample_hidden"]


@value
class SpinoObservation(Value, Pictured):
    """One player's view of the game.

    ``actor`` is the seat to decide (in the ``DEAL`` phase: the seat the next card is
    dealt to; ``None`` once the game is over). A pawn at the Final Escape is ``None``
    in ``pawns``; spaces are ``(lane, row)``. ``truncated`` says that the round limit
    ended the game with no winner (SC-R13).
    """

    player: int
    phase: Phase
    actor: int | None
    round: int
    max_rounds: int
    starter: int
    round_winner: int | None
    hand: Multiset[str]
    hand_sizes: tuple[int, ...]
    pile_size: int
    table: tuple[str, ...]
    played: Multiset[str]
    discards: Multiset[str]
    last_player: int | None
    passes: int
    pawns: tuple[Space | None, ...]
    spinosaurus: Space
    pawn_steps: int
    spinosaurus_steps: int
    reshuffles: int
    truncated: bool


def observe(state: SpinoState, player: int) -> SpinoObservation:
    """``player``'s view: their own hand, the others' hand sizes, all public piles."""
    tables = state.tables
    coords = tables.coords
    return SpinoObservation(
        player=player,
        phase=state.phase,
        actor=None if state.phase is Phase.OVER else state.actor,
        round=state.rounds.round,
        max_rounds=state.rounds.max_rounds,
        starter=state.rounds.starter,
        round_winner=_seat(state.rounds.winner),
        hand=card_names(tables, state.hands[player]),
        hand_sizes=tuple(sum(hand) for hand in state.hands),
        pile_size=sum(state.pile),
        table=tuple(tables.names[card] for card in state.table),
        played=card_names(tables, state.played),
        discards=card_names(tables, state.discards),
        last_player=_seat(state.last_player),
        passes=state.passes,
        pawns=tuple(None if p == FINAL_ESCAPE else coords[p] for p in state.pieces.pawns),
        spinosaurus=coords[state.pieces.spinosaurus],
        pawn_steps=state.pieces.pawn_steps,
        spinosaurus_steps=state.pieces.spinosaurus_steps,
        reshuffles=state.rounds.reshuffles,
        truncated=cut_short(state),  # SC-R13
    )


def sample_hidden(state: SpinoState, player: int, rng: Rng) -> SpinoState:
    """Redeal the other hands and the dealer's pile from the cards ``player`` cannot see."""
    others = [seat for seat in range(len(state.hands)) if seat != player]
    unseen = list(state.pile)
    for seat in others:
        unseen = [a + b for a, b in zip(unseen, state.hands[seat], strict=True)]
    cards = [card for card, count in enumerate(unseen) for _ in range(count)]
    order, _ = rng.shuffle(cards)
    hands = list(state.hands)
    start = 0
    for seat in others:
        size = sum(state.hands[seat])
        hands[seat] = _counts(order[start : start + size], len(unseen))
        start += size
    return state.replace(held=pack(hands), pile=_counts(order[start:], len(unseen)))


def _seat(seat: int) -> int | None:
    return None if seat < 0 else seat


def card_names(tables: Tables, counts: Counts) -> Multiset[str]:
    """The named cards of ``counts`` (a multiset of strings is kept in name order)."""
    names = tables.names
    return Multiset(tuple((names[i], counts[i]) for i in tables.name_order if counts[i]))


def _counts(cards: tuple[int, ...], kinds: int) -> Counts:
    counts = [0] * kinds
    for card in cards:
        counts[card] += 1
    return tuple(counts)
