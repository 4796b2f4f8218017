"""Turns: Actions per turn, Super Yum, the end of a turn and the turn order.

Blue starts with ONE Action, then every turn has TWO (BR-5.2, BR-5.3, BR-5.4,
BR-15.3). The team rules play the roles in the order blue Diplos, yellow Diplos,
blue Triceratops, yellow Triceratops (BR-15.1); a role with no figure of its
species on the meadow passes its turn (BR-17.2). A player whose Actions are used up
and who holds a usable Super Yum decides to spend it or end the turn (BR-11.22,
BR-R9).
"""

from __future__ import annotations

from typing import Any, Final

from .ending import check_end, over_by_score
from .pieces import ASLEEP, DROWSY
from .state import PENDING_END_TURN, PENDING_MAIN, STACK, BrunchState, bump

__all__ = [
    "FIRST_TURN_ACTIONS",
    "TURN_ACTIONS",
    "end_turn",
    "finish_action",
    "has_super_yum",
    "spend_super_yum",
]

FIRST_TURN_ACTIONS: Final = 1
"""The very first turn of the game has one Action (BR-5.3, BR-15.3, BR-19.3, BR-R28)."""
TURN_ACTIONS: Final = 2
"""Every later turn has two (BR-5.4, BR-15.3, BR-19.3)."""


def finish_action(state: BrunchState, *, check: bool = True, **changes: Any) -> BrunchState:
    """An Action is fully resolved: check the end, then go on or close the turn.

    ``changes`` are the Action's last changes to the state, applied in the same copy.
    ``check=False`` skips the end conditions, for Actions that eat nothing and send
    nobody off the meadow (they cannot end the game).
    """
    if changes or state.phase is not PENDING_MAIN:
        # The next Action's phase in the same copy (a follow-up's last decision needs
        # it); every other way on below sets its own phase.
        state = state.replace(phase=PENDING_MAIN, **changes)
    if check:
        ended = check_end(state)
        if ended is not None:
            return ended
    if state.actions_left > 0:
        return state
    if has_super_yum(state):
        return state.replace(phase=PENDING_END_TURN)
    return end_turn(state)


def has_super_yum(state: BrunchState) -> bool:
    """Whether the role on turn holds a usable (not hidden) Super Yum."""
    piles = state.tokens.piles
    for slot in state.variant.super_yum_slots[state.role]:  # noqa: SIM110 - no generator: faster
        if piles[slot]:
            return True
    return False


def spend_super_yum(state: BrunchState) -> BrunchState:
    """Discard a Super Yum for one more Action this turn (BR-11.22)."""
    tokens = state.tokens
    stack = tokens.part(state.role, STACK)
    kind = next(k for k in state.variant.tokens.extra_action if stack[k])
    tokens = tokens.moved((state.role, STACK, kind, -1), discard=bump(tokens.discard, kind, 1))
    return state.replace(tokens=tokens, actions_left=state.actions_left + 1, phase=PENDING_MAIN)


def end_turn(state: BrunchState) -> BrunchState:
    """Close the turn: count idle turns (BR-R8), then hand over to the next role."""
    variant = state.variant
    idle = 0 if state.progress else state.idle_turns + 1
    board = state.board
    if state.drowsy:
        # Who fell asleep this turn may be woken from the next (BR-R15).
        board = tuple(code - DROWSY + ASLEEP if code > DROWSY else code for code in board)
    role = variant.next_role[state.role]
    totals = variant.piece_totals
    reserve = state.reserve
    while idle < variant.stall_turns and reserve[role] == totals[role]:
        # The team has no figure of this species on the meadow: it passes (BR-17.2).
        idle += 1
        role = variant.next_role[role]
    if idle >= variant.stall_turns:
        return over_by_score(state, board=board, drowsy=False, progress=False, idle_turns=idle)
    return state.replace(
        board=board,
        drowsy=False,
        progress=False,
        idle_turns=idle,
        role=role,
        seat=variant.seat_of_role[role],
        actions_left=TURN_ACTIONS,
        raptor_moved=False,
        phase=PENDING_MAIN,
    )
