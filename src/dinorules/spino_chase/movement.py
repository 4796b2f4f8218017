"""Moving the pawns and the Spinosaurus after a round, and being caught (SC-5, SC-6).

The round's winner moves by the last card played (SC-5.1..5.7): their pawn first,
step by step, forward or diagonally forward (SC-5.8), then the Spinosaurus step by
step in any direction (SC-5.9, SC-R9). A step onto a pawn jumps in a straight line
to the first open space beyond (SC-5.10, SC-R8); a pawn never enters or jumps the
Spinosaurus's space. A step off the far edge reaches the Final Escape and wins
(SC-8.1, SC-8.2, SC-R14). If the Spinosaurus lands on a pawn, that pawn steps back,
jumping in the same way (SC-6.1, SC-6.2, SC-R10).

Every step is one decision (a step with a single open direction is forced, and the
kernel's forced-decision policy takes it); steps with no open direction are lost
(SC-R8), and a caught pawn with no step back open stays (SC-R10).
"""

from __future__ import annotations

from typing import TypeVar

from .actions import MovePawn, MoveSpinosaurus, StepBack
from .components import FINAL_ESCAPE, Ray
from .new_round import end_round
from .state import Phase, SpinoState

__all__ = [
    "back_options",
    "back_steps",
    "move_pawn",
    "move_spinosaurus",
    "pawn_options",
    "pawn_steps",
    "spinosaurus_steps",
    "step_back",
    "win_round",
]

_A = TypeVar("_A")
Steps = tuple[tuple[_A, int], ...]
"""Open steps: each step's action and the space (or `FINAL_ESCAPE`) it lands on."""


def win_round(state: SpinoState, winner: int) -> SpinoState:
    """``winner`` takes the round and moves closer to the Final Escape (SC-5.1, SC-5.2).

    How far the pawn and the Spinosaurus go depends on the last card played only
    (SC-5.2..5.7): see `components.Tables.pawn_steps` and ``spinosaurus_steps``.
    """
    tables = state.tables
    top = state.table[-1]
    state = state.replace(
        phase=Phase.MOVE_PAWN,
        actor=winner,
        pieces=state.pieces.replace(
            pawn_steps=tables.pawn_steps[top], spinosaurus_steps=tables.spinosaurus_steps[top]
        ),
        rounds=state.rounds.replace(winner=winner),
    )
    return _continue_pawn(state)


def pawn_options(state: SpinoState) -> Steps[MovePawn]:
    """The open steps of the moving pawn, forward-left, forward, forward-right (SC-5.8)."""
    pieces = state.pieces
    rays = state.tables.pawn_rays[pieces.pawns[state.actor]]
    return _open_steps(rays, pieces.pawns, pieces.spinosaurus)


def back_options(state: SpinoState, seat: int) -> Steps[StepBack]:
    """The open steps back of ``seat``'s pawn, back-left, back, back-right (SC-6.1)."""
    pieces = state.pieces
    rays = state.tables.back_rays[pieces.pawns[seat]]
    return _open_steps(rays, pieces.pawns, pieces.spinosaurus)


def pawn_steps(state: SpinoState) -> tuple[MovePawn, ...]:
    """The winner's pawn's decisions: one open step forward or diagonally (SC-5.8, SC-R8)."""
    return tuple(step for step, _ in pawn_options(state))


def spinosaurus_steps(state: SpinoState) -> tuple[MoveSpinosaurus, ...]:
    """The Spinosaurus's steps: any direction that stays on the board (SC-5.9, SC-R9)."""
    return state.tables.spinosaurus_actions[state.pieces.spinosaurus]


def back_steps(state: SpinoState) -> tuple[StepBack, ...]:
    """The caught pawn's decisions: one open step back, chosen by its owner (SC-R10)."""
    return tuple(step for step, _ in back_options(state, state.actor))


def move_pawn(state: SpinoState, action: MovePawn) -> SpinoState:
    """Take the chosen step of the winner's pawn, then go on moving (SC-5.8, SC-5.10)."""
    state = _pawn_to(state, _target(pawn_options(state), action))
    if state.phase is Phase.OVER:
        return state
    return _continue_pawn(state)


def move_spinosaurus(state: SpinoState, action: MoveSpinosaurus) -> SpinoState:
    """Take the chosen step of the Spinosaurus, then go on moving (SC-5.9, SC-R9)."""
    pieces = state.pieces
    moves = state.tables.spinosaurus_moves[pieces.spinosaurus]
    pieces = pieces.replace(
        spinosaurus=_target(moves, action), spinosaurus_steps=pieces.spinosaurus_steps - 1
    )
    return _continue_spinosaurus(state.replace(pieces=pieces))


def step_back(state: SpinoState, action: StepBack) -> SpinoState:
    """The caught pawn takes the chosen step back; the round is over (SC-6.1, SC-6.2)."""
    seat = state.actor
    target = _target(back_options(state, seat), action)
    return end_round(_put_pawn(state, seat, target))


def _open_steps(rays: tuple[Ray[_A], ...], pawns: tuple[int, ...], spinosaurus: int) -> Steps[_A]:
    options = []
    for action, line, off_far_edge in rays:
        landing = _landing(line, off_far_edge, pawns, spinosaurus)
        if landing is not None:
            options.append((action, landing))
    return tuple(options)


def _landing(
    line: tuple[int, ...], off_far_edge: bool, pawns: tuple[int, ...], spinosaurus: int
) -> int | None:
    """Where a step along ``line`` lands: the first space without a pawn (SC-5.10, SC-6.2)."""
    for space in line:
        if space == spinosaurus:
            return None  # SC-R8: never onto or over the Spinosaurus
        if space not in pawns:
            return space
    return FINAL_ESCAPE if off_far_edge else None  # SC-R2: the far edge, or a side


def _target(options: Steps[_A], action: _A) -> int:
    for option, landing in options:
        if option == action:
            return landing
    raise ValueError(f"{action!r} is not an open step here")


def _pawn_to(state: SpinoState, landing: int) -> SpinoState:
    """The winner's pawn takes one step; reaching the Final Escape ends the game."""
    pieces = state.pieces
    seat = state.actor
    pawns = pieces.pawns
    pawns = (*pawns[:seat], landing, *pawns[seat + 1 :])
    if landing == FINAL_ESCAPE:
        # SC-8.1, SC-8.2, SC-R14: no exact count needed; the game ends at once.
        pieces = pieces.replace(pawns=pawns, pawn_steps=0, spinosaurus_steps=0)
        return state.replace(pieces=pieces, phase=Phase.OVER)
    return state.replace(pieces=pieces.replace(pawns=pawns, pawn_steps=pieces.pawn_steps - 1))


def _put_pawn(state: SpinoState, seat: int, space: int) -> SpinoState:
    pieces = state.pieces
    pawns = pieces.pawns
    return state.replace(pieces=pieces.replace(pawns=(*pawns[:seat], space, *pawns[seat + 1 :])))


def _continue_pawn(state: SpinoState) -> SpinoState:
    """The pawn's next step is due while one is open; then the Spinosaurus (SC-5.8, SC-R8)."""
    if state.pieces.pawn_steps and pawn_options(state):
        return state
    # SC-R8: with no open direction, the steps left are lost.
    pieces = state.pieces.replace(pawn_steps=0)
    return _continue_spinosaurus(state.replace(phase=Phase.MOVE_SPINOSAURUS, pieces=pieces))


def _continue_spinosaurus(state: SpinoState) -> SpinoState:
    """The Spinosaurus's next step is due while it has steps left; then look for a catch.

    A board has two spaces or more, so the Spinosaurus can always step somewhere.
    """
    if state.pieces.spinosaurus_steps:
        return state
    return _resolve_catch(state)


def _resolve_catch(state: SpinoState) -> SpinoState:
    """A pawn on the Spinosaurus's landing space is caught and steps back (SC-6.1, SC-R9)."""
    pieces = state.pieces
    if pieces.spinosaurus in pieces.pawns:
        seat = pieces.pawns.index(pieces.spinosaurus)
        if back_options(state, seat):
            return state.replace(phase=Phase.STEP_BACK, actor=seat)
        # SC-R10: with no step back open, the pawn stays where it is.
    return end_round(state)
