"""Why an action is illegal, naming the rule it breaks (called only on failure)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from dinorules.kernel import FrozenMap

from .actions import (
    Charge,
    EndTurn,
    Hide,
    Move,
    MoveCarnivore,
    Pass,
    SpendSuperYum,
    StopHiding,
    Wake,
)
from .movement import DIRECTION_INDEX, carnivore_of, charge_target, hunt_destination
from .observation import piece_name
from .pieces import (
    ASLEEP,
    DROWSY,
    ORTHOGONAL_DIRECTIONS,
    RAPTOR,
    TREX,
    is_triceratops_role,
    role_herbivore,
)
from .state import BrunchState, Phase

__all__ = ["explain_illegal"]

_MAIN_ONLY = (Move, Charge, Wake, MoveCarnivore, Pass)


def explain_illegal(state: BrunchState, action: object) -> str:
    """The rule that forbids ``action`` in ``state``."""
    phase = state.phase.kind
    checks = (
        (phase is Phase.OVER, "BR-10.1: the game is over"),
        (
            isinstance(action, _MAIN_ONLY) and phase is not Phase.MAIN,
            "BR-R21: a follow-up decision of the current Action must be made first",
        ),
        (
            isinstance(action, SpendSuperYum | EndTurn) and phase is not Phase.END_TURN,
            "BR-R9: a Super Yum is spent, or the turn ended, once the Actions are used up",
        ),
        (
            isinstance(action, StopHiding) and phase is not Phase.HIDE,
            "BR-R10: 'stop hiding' answers the hiding right after finding a Hideout",
        ),
        (
            isinstance(action, Hide),
            "BR-11.5: that token cannot go under a Hideout now (no room, or none held)",
        ),
    )
    for failed, reason in checks:
        if failed:
            return reason
    explain = _EXPLAIN.get(type(action))
    if explain is not None:
        explained: str = explain(state, action)
        return explained
    return "BR-R21: not one of the options of the decision in progress"


def _own(state: BrunchState, at: Any) -> tuple[int, str] | None:
    square = state.variant.meadow.index.get(at)
    if square is None:
        return None
    code = state.board[square]
    return square, piece_name(state, code) if code > 0 else "grass" if code < 0 else ""


def _herbivore_problem(state: BrunchState, at: Any) -> tuple[int, str]:
    found = _own(state, at)
    if found is None:
        return -1, f"BR-4.1: {at!r} is not a square of the meadow"
    square, name = found
    code = state.board[square]
    own = role_herbivore(state.role)
    if code in (own + ASLEEP, own + DROWSY):
        return square, f"BR-11.16: the {name} is asleep; wake it with an Action first"
    if code != own:
        what = name or "empty square"
        return square, f"BR-6.1: you may move only your own {_species(state)} ({at} holds {what})"
    return square, ""


def _species(state: BrunchState) -> str:
    return "triceratops" if is_triceratops_role(state.role) else "diplos"


def _move(state: BrunchState, action: Move) -> str:
    _, problem = _herbivore_problem(state, action.at)
    return problem or "BR-R3: a move must cover at least one square (blocked at once)"


def _charge(state: BrunchState, action: Charge) -> str:
    if not is_triceratops_role(state.role):
        return "BR-19.4: only a Triceratops charges; a Diplo moves peacefully"
    square, problem = _herbivore_problem(state, action.at)
    if problem:
        return problem
    ray = state.variant.meadow.rays[square][DIRECTION_INDEX[action.direction]]
    if charge_target(state.board, ray) < 0:
        return "BR-R4: a charge needs a dinosaur at the end of a clear line (grass or edge first)"
    return "BR-7.2: not a legal charge"


def _wake(state: BrunchState, action: Wake) -> str:
    found = _own(state, action.at)
    if found is None:
        return f"BR-4.1: {action.at!r} is not a square of the meadow"
    square, _ = found
    code = state.board[square]
    if code == role_herbivore(state.role) + DROWSY:
        return "BR-R15: a dinosaur that fell asleep this turn may be woken from your next turn"
    return "BR-8.1: only one of your own sleeping dinosaurs can be woken"


def _hunt(state: BrunchState, action: MoveCarnivore) -> str:
    carnivore = carnivore_of(state.role)
    if carnivore == RAPTOR and state.raptor_moved:
        return "BR-9.3: the Raptor may be moved only once per turn"
    found = _own(state, action.at)
    if found is None or state.board[found[0]] != carnivore:
        which = "a T-Rex" if carnivore == TREX else "the Raptor"
        return f"BR-15.6: on this turn you may move {which} only, and none stands on {action.at}"
    index = DIRECTION_INDEX[action.direction]
    if carnivore == TREX and index >= ORTHOGONAL_DIRECTIONS:
        return "BR-R7: a T-Rex moves in a straight line, not diagonally"
    if hunt_destination(state.board, state.variant.meadow.rays[found[0]][index]) < 0:
        return "BR-R3: the carnivore is blocked at once (grass, carnivore or edge)"
    return "BR-9.2: not a legal carnivore move"


def _pass(state: BrunchState, action: Pass) -> str:
    return "BR-R21: you may pass only when no Action is possible"


_Explain = Callable[[BrunchState, Any], str]
_EXPLAIN: Final[FrozenMap[type, _Explain]] = FrozenMap(
    [(Move, _move), (Charge, _charge), (Wake, _wake), (MoveCarnivore, _hunt), (Pass, _pass)]
)
