"""Why an action is illegal, naming the rule it breaks (for `IllegalActionError`).

Called only when an action is not among the legal ones; the reasons follow the
phase the game is in, then the action's kind.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap

from .actions import Discard, EndTurn, KeepHand, MovePawn, MoveSpinosaurus, Pass, Play, StepBack
from .board import STEPS
from .components import NO_CARD
from .state import Phase, SpinoState

__all__ = ["explain"]

_EXPECTED: Final = FrozenMap(
    {
        Phase.PLAY: "a card to play, or a pass if no card can be played (SC-3.2..3.7)",
        Phase.SECOND_CARD: (
            "a Dinosaur to follow the Escape just played, or the end of the turn "
            "(SC-3.5, SC-3.6, SC-R6)"
        ),
        Phase.MOVE_PAWN: "a step of the round winner's pawn (SC-5.8)",
        Phase.MOVE_SPINOSAURUS: "a step of the Spinosaurus (SC-5.9)",
        Phase.STEP_BACK: "the caught pawn's step back (SC-6.1)",
        Phase.DISCARD: "a card to discard, or keeping the hand (SC-7.1)",
    }
)
_ACTIONS: Final = FrozenMap(
    {
        Phase.PLAY: (Play, Pass),
        Phase.SECOND_CARD: (Play, EndTurn),
        Phase.MOVE_PAWN: (MovePawn,),
        Phase.MOVE_SPINOSAURUS: (MoveSpinosaurus,),
        Phase.STEP_BACK: (StepBack,),
        Phase.DISCARD: (Discard, KeepHand),
    }
)


def explain(state: SpinoState, action: object) -> str:
    """The rule ``action`` breaks in ``state``."""
    phase = state.phase
    if phase not in _ACTIONS:
        return "SC-R16: no player decides now"
    if not isinstance(action, _ACTIONS[phase]):
        return f"SC-R16: player {state.actor} must choose {_EXPECTED[phase]}"
    return _explain_choice(state, action)


def _explain_choice(state: SpinoState, action: object) -> str:
    """Why a decision of the right kind is not legal here."""
    if isinstance(action, Play | Discard):
        return _explain_card(state, action)
    if isinstance(action, Pass):
        rule = "SC-3.7, SC-R7" if len(state.hands) == 2 else "SC-3.7, SC-9.5"
        return f"{rule}: a player may not pass while holding a playable card"
    if isinstance(action, MoveSpinosaurus):
        return f"SC-5.9, SC-R9: the Spinosaurus cannot step {action.direction} off the board"
    if isinstance(action, MovePawn | StepBack):
        return _explain_step(state, action)
    return "SC-R16: not a legal decision here"


def _explain_card(state: SpinoState, action: Play | Discard) -> str:
    tables = state.tables
    card = tables.index.get(action.card)
    if card is None:
        return f"SC-R3: the deck has no card called {action.card!r}"
    if not state.hands[state.actor][card]:
        return f"SC-R16: player {state.actor} holds no {action.card}"
    if state.phase is Phase.SECOND_CARD:
        return "SC-3.6: the second card after an Escape must be a Dinosaur"
    top = state.table[-1] if state.table else NO_CARD
    if tables.is_escape[card]:
        return "SC-3.4: an Escape card cannot be played on another Escape card"
    return (
        f"SC-3.3: a Dinosaur goes on another Dinosaur only of lower value "
        f"({action.card} on {tables.names[top]})"
    )


def _explain_step(state: SpinoState, action: MovePawn | StepBack) -> str:
    tables = state.tables
    rule = "SC-5.8, SC-5.10, SC-R8" if isinstance(action, MovePawn) else "SC-6.1, SC-6.2, SC-R10"
    if action.direction not in STEPS:
        return f"{rule}: {action.direction!r} is not a direction"
    lane, row = tables.coords[state.pieces.pawns[state.actor]]
    d_lane, d_row = STEPS[action.direction]
    if not 0 <= lane + d_lane < tables.board.lanes or row + d_row < 0:
        return f"{rule}: the pawn cannot step {action.direction} off the board's edge (SC-R2)"
    return (
        f"{rule}: stepping {action.direction}, the pawn finds no open space before "
        "the Spinosaurus or the board's edge"
    )
