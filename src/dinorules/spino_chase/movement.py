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

from typing import Any, Final, TypeVar

from dinorules.kernel import FrozenMap

from .actions import MovePawn, MoveSpinosaurus, StepBack
from .board import BACK_DIRECTIONS, PAWN_DIRECTIONS
from .components import FINAL_ESCAPE, Ray
from .ending import escape
from .new_round import end_round
from .state import Phase, SpinoState

__all__ = [
    "back_steps",
    "move_pawn",
    "move_spinosaurus",
    "pawn_steps",
    "spinosaurus_steps",
    "step_back",
    "win_round",
]

_A = TypeVar("_A")
_PAWN_STEP: Final = FrozenMap((d, i) for i, d in enumerate(PAWN_DIRECTIONS))
"""Each pawn direction's place in `Tables.pawn_rays`."""
_BACK_STEP: Final = FrozenMap((d, i) for i, d in enumerate(BACK_DIRECTIONS))
"""Each back direction's place in `Tables.back_rays`."""
_MOVE_PAWN: Final = Phase.MOVE_PAWN
_MOVE_SPINOSAURUS: Final = Phase.MOVE_SPINOSAURUS
_STEP_BACK: Final = Phase.STEP_BACK
"""The phases, bound once (reading an enum's member is a Python lookup each time)."""


def win_round(state: SpinoState, winner: int, top: int, **changes: Any) -> SpinoState:
    """``winner`` takes the round and moves closer to the Final Escape (SC-5.1, SC-5.2).

    How far the pawn and the Spinosaurus go depends on the last card played, ``top``,
    only (SC-5.2..5.7): see `components.Tables.pawn_steps` and ``spinosaurus_steps``.
    ``changes`` (the card play that ended the round) go in the same update.
    """
    tables = state.tables
    pieces = state.pieces
    pawns, spinosaurus = pieces.pawns, pieces.spinosaurus
    steps = tables.pawn_steps[top]
    phase = _MOVE_PAWN
    if not (steps and _can_step(tables.pawn_rays[pawns[winner]], pawns, spinosaurus)):
        # SC-R8: with no open direction, the steps are lost; every card moves the
        # Spinosaurus at least one step (SC-5.3..5.7), so it moves next.
        steps, phase = 0, _MOVE_SPINOSAURUS
    return state.replace(
        phase=phase,
        actor=winner,
        pieces=pieces.replace(pawn_steps=steps, spinosaurus_steps=tables.spinosaurus_steps[top]),
        rounds=state.rounds.replace(winner=winner),
        **changes,
    )


def pawn_steps(state: SpinoState) -> tuple[MovePawn, ...]:
    """The winner's pawn's decisions: one open step forward or diagonally (SC-5.8, SC-R8)."""
    pieces = state.pieces
    rays = state.tables.pawn_rays[pieces.pawns[state.actor]]
    return _open_actions(rays, pieces.pawns, pieces.spinosaurus)


def spinosaurus_steps(state: SpinoState) -> tuple[MoveSpinosaurus, ...]:
    """The Spinosaurus's steps: any direction that stays on the board (SC-5.9, SC-R9)."""
    return state.tables.spinosaurus_actions[state.pieces.spinosaurus]


def back_steps(state: SpinoState) -> tuple[StepBack, ...]:
    """The caught pawn's decisions: one open step back, chosen by its owner (SC-R10)."""
    pieces = state.pieces
    rays = state.tables.back_rays[pieces.pawns[state.actor]]
    return _open_actions(rays, pieces.pawns, pieces.spinosaurus)


def move_pawn(state: SpinoState, action: MovePawn) -> SpinoState:
    """Take the chosen step of the winner's pawn, then go on moving (SC-5.8, SC-5.10).

    Reaching the Final Escape ends the game at once (SC-8.1, SC-8.2, SC-R14: no exact
    count needed); with no step left, or none open (SC-R8: the rest are lost), the
    Spinosaurus moves next (at least one step, SC-5.3..5.7).
    """
    tables = state.tables
    pieces = state.pieces
    seat = state.actor
    pawns, spinosaurus = pieces.pawns, pieces.spinosaurus
    ray = tables.pawn_rays[pawns[seat]][_PAWN_STEP[action.direction]]
    landing = _chosen_landing(ray, pawns, spinosaurus)
    pawns = (*pawns[:seat], landing, *pawns[seat + 1 :])
    if landing == FINAL_ESCAPE:
        return escape(state, pieces.replace(pawns=pawns, pawn_steps=0, spinosaurus_steps=0))
    steps = pieces.pawn_steps - 1
    if steps and _can_step(tables.pawn_rays[landing], pawns, spinosaurus):
        return state.replace(pieces=pieces.replace(pawns=pawns, pawn_steps=steps))
    pieces = pieces.replace(pawns=pawns, pawn_steps=0)
    return state.replace(pieces=pieces, phase=_MOVE_SPINOSAURUS)


def move_spinosaurus(state: SpinoState, action: MoveSpinosaurus) -> SpinoState:
    """Take the chosen step of the Spinosaurus, then go on moving (SC-5.9, SC-R9).

    After its last step, a pawn on its landing space is caught (SC-6.1, SC-R9).
    """
    pieces = state.pieces
    target = state.tables.spinosaurus_targets[pieces.spinosaurus].get(action.direction)
    if target is None:
        raise ValueError(f"{action!r} is not an open step here")
    steps = pieces.spinosaurus_steps - 1
    pieces = pieces.replace(spinosaurus=target, spinosaurus_steps=steps)
    if steps:
        return state.replace(pieces=pieces)
    pawns = pieces.pawns
    if target in pawns:
        seat = pawns.index(target)
        if _can_step(state.tables.back_rays[pawns[seat]], pawns, target):
            return state.replace(phase=_STEP_BACK, actor=seat, pieces=pieces)
        # SC-R10: with no step back open, the pawn stays where it is.
    return end_round(state, pieces=pieces)


def step_back(state: SpinoState, action: StepBack) -> SpinoState:
    """The caught pawn takes the chosen step back; the round is over (SC-6.1, SC-6.2)."""
    seat = state.actor
    pieces = state.pieces
    pawns = pieces.pawns
    ray = state.tables.back_rays[pawns[seat]][_BACK_STEP[action.direction]]
    landing = _chosen_landing(ray, pawns, pieces.spinosaurus)
    pawns = (*pawns[:seat], landing, *pawns[seat + 1 :])
    return end_round(state, pieces=pieces.replace(pawns=pawns))


def _open_actions(
    rays: tuple[Ray[_A], ...], pawns: tuple[int, ...], spinosaurus: int
) -> tuple[_A, ...]:
    """The actions of the open steps, in the rays' order."""
    return tuple(
        [
            action
            for action, line, off_far_edge in rays
            if _landing(line, off_far_edge, pawns, spinosaurus) is not None
        ]
    )


def _can_step(rays: tuple[Ray[_A], ...], pawns: tuple[int, ...], spinosaurus: int) -> bool:
    """Whether any of the steps is open."""
    for _, line, off_far_edge in rays:
        if _landing(line, off_far_edge, pawns, spinosaurus) is not None:
            return True
    return False


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


def _chosen_landing(ray: Ray[_A], pawns: tuple[int, ...], spinosaurus: int) -> int:
    """Where the chosen step lands; it must be open."""
    action, line, off_far_edge = ray
    landing = _landing(line, off_far_edge, pawns, spinosaurus)
    if landing is None:
        raise ValueError(f"{action!r} is not an open step here")
    return landing
