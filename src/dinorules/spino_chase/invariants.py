"""The game's laws, checked by the harness, the state machine and every position read.

Every card is always in exactly one place: the dealer's pile, a hand, the round's
pile, the played pile or the discards. No hand holds more than 7 cards; no two pawns
share a space (SC-5.10); every pawn and the Spinosaurus stand on the board. And the
phase fits the rest: whose decision it is, the round's pile and its passes, the steps
left to move, the round count. The laws are total over any values (shapes and ranges
first, then the laws that read through them), so a state that keeps them is one the
rules play on; each is written with `law` (field, message, rule ID), which is how a
position that breaks one is refused (`kernel.position`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel.position import law

from . import hands as packed
from .components import FINAL_ESCAPE, NO_CARD
from .movement import back_steps, pawn_steps
from .state import HAND_SIZE, NOBODY, Phase, SpinoState

__all__ = ["broken_laws"]

_IN_ROUND: Final = frozenset({Phase.PLAY, Phase.SECOND_CARD})
_MOVING: Final = frozenset({Phase.MOVE_PAWN, Phase.MOVE_SPINOSAURUS, Phase.STEP_BACK})
_BETWEEN: Final = frozenset({Phase.DISCARD, Phase.DEAL})


def broken_laws(state: SpinoState) -> Iterator[str]:
    """A description of each law ``state`` breaks (`law`'s form: field, message, rule)."""
    for laws in (_seat_laws, _count_laws, _card_laws, _board_laws, _phase_laws):
        broken = list(laws(state))
        if broken:  # the next laws read through what these check
            yield from broken
            return


def _seat_laws(state: SpinoState) -> Iterator[str]:
    """Seats in range: what the other laws index with."""
    pieces, rounds = state.pieces, state.rounds
    players = state.players
    seats = range(players)
    if len(pieces.pawns) != players:
        yield law("SC-2.3", "pieces.pawns", f"{len(pieces.pawns)} pawns for {players} players")
    if state.actor not in seats:
        yield law("SC-R4", "actor", f"no seat {state.actor}; the seats are 0..{players - 1}")
    if state.last_player != NOBODY and state.last_player not in seats:
        yield law("SC-R4", "last_player", f"no seat {state.last_player}")
    if not 0 <= state.passes < players:
        yield law("SC-R7", "passes", f"{state.passes} passes with {players} players")
    if rounds.starter not in seats:
        yield law("SC-R5", "rounds.starter", f"no seat {rounds.starter}")
    if rounds.winner != NOBODY and rounds.winner not in seats:
        yield law("SC-R4", "rounds.winner", f"no seat {rounds.winner}")


def _count_laws(state: SpinoState) -> Iterator[str]:
    """Counts, cards, rounds and steps in range: what the other laws index with."""
    tables, pieces, rounds = state.tables, state.pieces, state.rounds
    types = tables.types
    for name, counts in (
        ("pile", state.pile),
        ("played", state.played),
        ("discards", state.discards),
    ):
        if len(counts) != types or min(counts, default=0) < 0:
            yield law("SC-R3", name, f"not a count of each of the {types} card types")
    table = state.table
    if table and (min(table) < 0 or max(table) >= types):
        yield law("SC-R3", "table", "a card that is not in the deck list")
    if not 0 <= rounds.round <= rounds.max_rounds:
        yield law("SC-R13", "rounds.round", f"round {rounds.round} of 0..{rounds.max_rounds}")
    if rounds.reshuffles < 0:
        yield law("SC-7.3", "rounds.reshuffles", f"{rounds.reshuffles} reshuffles")
    if not 0 <= pieces.pawn_steps <= tables.most_pawn_steps:
        yield law("SC-5.5", "pieces.pawn_steps", f"{pieces.pawn_steps} steps of a pawn")
    if not 0 <= pieces.spinosaurus_steps <= tables.most_spinosaurus_steps:
        yield law(
            "SC-5.4", "pieces.spinosaurus_steps", f"{pieces.spinosaurus_steps} Spinosaurus steps"
        )


def _card_laws(state: SpinoState) -> Iterator[str]:
    """Every card in one place (SC-R3), no hand over 7 (SC-2.7), the round's pile in order."""
    tables = state.tables
    hands = state.hands
    everywhere = list(map(sum, zip(state.pile, state.played, state.discards, *hands, strict=True)))
    for card in state.table:
        everywhere[card] += 1
    if tuple(everywhere) != tables.full:
        off = [
            f"{found} {name} (the deck list: {listed})"
            for name, found, listed in zip(tables.names, everywhere, tables.full, strict=True)
            if found != listed
        ]
        yield law("SC-R3", "cards", "the hands, piles and table hold " + ", ".join(off))
    sizes = list(map(sum, hands))  # a packed hand's counts are never negative
    if max(sizes) > HAND_SIZE:
        for seat, size in enumerate(sizes):
            if size > HAND_SIZE:
                yield law("SC-2.7", f"hands[{seat}]", f"{size} cards, more than {HAND_SIZE}")
    playable_on = tables.playable_on
    for at in range(1, len(state.table)):
        card, below = state.table[at], state.table[at - 1]
        if not playable_on[below][card]:
            rule = "SC-3.4" if tables.is_escape[card] else "SC-3.3"
            names = tables.names
            yield law(rule, f"table[{at}]", f"{names[card]} cannot go on {names[below]}")


def _board_laws(state: SpinoState) -> Iterator[str]:
    """The pieces on the board (SC-R1), one pawn a space (SC-5.10), one escape ends it."""
    pawns, spinosaurus = state.pieces.pawns, state.pieces.spinosaurus
    spaces = len(state.tables.coords)
    if (
        FINAL_ESCAPE not in pawns
        and min(pawns) >= 0
        and max(pawns) < spaces
        and 0 <= spinosaurus < spaces
        and len(set(pawns)) == len(pawns)
    ):
        return  # the common case, at a glance
    for seat, pawn in enumerate(pawns):
        if pawn != FINAL_ESCAPE and not 0 <= pawn < spaces:
            yield law("SC-R1", f"pieces.pawns[{seat}]", f"space {pawn} is off the board")
    if not 0 <= spinosaurus < spaces:
        yield law("SC-R1", "pieces.spinosaurus", f"space {spinosaurus} is off the board")
    on_board = [pawn for pawn in pawns if pawn != FINAL_ESCAPE]
    if len(set(on_board)) != len(on_board):
        yield law("SC-5.10", "pieces.pawns", "two pawns share a space")
    escaped = len(pawns) - len(on_board)
    if escaped > 1:
        yield law("SC-R14", "pieces.pawns", "two pawns reached the Final Escape")
    elif escaped and state.phase is not Phase.OVER:
        yield law("SC-R14", "phase", "a pawn reached the Final Escape but the game goes on")


def _phase_laws(state: SpinoState) -> Iterator[str]:
    """The phase fits the rest: the decision, the round's pile, the steps, the round."""
    phase, pieces, rounds, table = state.phase, state.pieces, state.rounds, state.table
    last = state.last_player
    if rounds.round == 0 and phase is not Phase.DEAL:
        yield law("SC-2.7", "rounds.round", "round 0 is the set-up deal")
    if (phase in _IN_ROUND or phase in _BETWEEN) and (
        pieces.pawn_steps or pieces.spinosaurus_steps
    ):
        yield law("SC-5.1", "pieces.pawn_steps", "steps left to move outside the movement")
    if phase in _IN_ROUND:
        yield from _round_laws(state)
    elif phase in _MOVING:
        if not table or last == NOBODY or rounds.winner != last:
            yield law("SC-4.6", "rounds.winner", "the movement of a round nobody has won")
            return
        yield from _movement_laws(state)
    elif phase in _BETWEEN:
        yield from _between_laws(state)
    elif FINAL_ESCAPE not in pieces.pawns and rounds.round != rounds.max_rounds:
        yield law("SC-R13", "phase", "the game is over with no pawn at the Final Escape")


def _between_laws(state: SpinoState) -> Iterator[str]:
    """Between rounds: the round's pile is gone, the discards and the deal go in turn."""
    phase, actor, rounds = state.phase, state.actor, state.rounds
    if state.table or state.last_player != NOBODY or state.passes:
        yield law("SC-4.5", "table", "the round's pile stays on the table after the round")
    if rounds.round >= rounds.max_rounds:
        yield law("SC-R13", "rounds.round", "a round after the last one")
    if rounds.round and rounds.starter != (rounds.winner + 1) % state.players:
        yield law("SC-9.2", "rounds.starter", "not the seat left of the round's winner")
    tables = state.tables
    hand = packed.size_of(state.held, tables.seat_shifts[actor], tables.hand_mask)
    if phase is Phase.DISCARD and not hand:
        yield law("SC-7.1", "actor", f"seat {actor} discards from an empty hand")
    if phase is Phase.DEAL:
        yield from _deal_laws(state, hand)


def _deal_laws(state: SpinoState, hand: int) -> Iterator[str]:
    """The deal fills one hand after another from the starter's (SC-7.2, SC-R12)."""
    actor, players, starter = state.actor, state.players, state.rounds.starter
    tables = state.tables
    if hand >= HAND_SIZE or not any(state.pile):
        yield law("SC-7.2", "actor", f"seat {actor} is dealt a card it cannot get")
    for k in range((actor - starter) % players):
        seat = (starter + k) % players
        if packed.size_of(state.held, tables.seat_shifts[seat], tables.hand_mask) < HAND_SIZE:
            yield law("SC-R12", f"hands[{seat}]", "a hand dealt before the actor's is short")


def _round_laws(state: SpinoState) -> Iterator[str]:
    """During the cards: every hand holds one, the turn follows the last card and passes."""
    actor, table, last = state.actor, state.table, state.last_player
    tables = state.tables
    for seat in range(state.players):
        if not packed.hand_of(state.held, tables.seat_shifts[seat], tables.hand_mask):
            yield law("SC-4.4", f"hands[{seat}]", "an empty hand has ended the round")
    if state.passes > state.players - 2:
        yield law("SC-9.6", "passes", "every other player has passed: the round is over")
    if not table:
        if last != NOBODY or state.passes or state.phase is Phase.SECOND_CARD:
            yield law("SC-4.2", "table", "no card is played yet this round")
        elif actor != state.rounds.starter:
            yield law("SC-7.4", "actor", f"the round's starter is seat {state.rounds.starter}")
        return
    if last == NOBODY:
        yield law("SC-4.6", "last_player", "the round's cards have no last player")
    elif state.phase is Phase.SECOND_CARD:
        if not tables.is_escape[table[-1]] or actor != last or state.passes:
            yield law("SC-3.5", "phase", "a second card follows its player's Escape")
    elif actor != (last + 1 + state.passes) % state.players:
        yield law("SC-4.3", "actor", "not the seat after the last card and the passes since")


def _movement_laws(state: SpinoState) -> Iterator[str]:
    """After the round: its winner moves by the last card (SC-5.2), a caught pawn steps back."""
    tables, pieces, phase, actor = state.tables, state.pieces, state.phase, state.actor
    top = state.table[-1] if state.table else NO_CARD
    if phase is Phase.STEP_BACK:
        if pieces.pawn_steps or pieces.spinosaurus_steps:
            yield law("SC-6.1", "pieces.pawn_steps", "a pawn steps back after all other steps")
        elif pieces.pawns[actor] != pieces.spinosaurus:
            yield law("SC-6.1", "actor", f"seat {actor}'s pawn is not caught")
        elif not back_steps(state):
            yield law("SC-R10", "actor", f"seat {actor}'s pawn has no step back")
        return
    if actor != state.rounds.winner:
        yield law("SC-5.1", "actor", "the round's winner moves")
    elif phase is Phase.MOVE_PAWN:
        if not 1 <= pieces.pawn_steps <= tables.pawn_steps[top]:
            yield law("SC-5.2", "pieces.pawn_steps", "not the steps the last card gives")
        elif pieces.spinosaurus_steps != tables.spinosaurus_steps[top]:
            yield law("SC-5.2", "pieces.spinosaurus_steps", "not the steps the last card gives")
        elif not pawn_steps(state):
            yield law("SC-R8", "pieces.pawn_steps", "the pawn has no open step to take")
    elif pieces.pawn_steps or not 1 <= pieces.spinosaurus_steps <= tables.spinosaurus_steps[top]:
        yield law("SC-5.2", "pieces.spinosaurus_steps", "not the steps the last card gives")
