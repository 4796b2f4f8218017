"""Why an action is illegal, naming the rule it breaks (for `IllegalActionError`).

Called only when an action is not among the legal ones: the checks follow the phase,
then the action's kind; each reason starts with the rule's ID.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Facing, FrozenMap

from .actions import Backward, Forward, Jump, Rotate, SkipTurn, Stop
from .data.units import Keyword, Unit
from .movement.steps import BACKWARD_COST, FORWARD_COST, in_back, in_front
from .state import Choice, MiniatureState, Phase

__all__ = ["explain"]

_EXPECTED: Final = FrozenMap(
    {
        Phase.MULLIGAN: "a hero card to mulligan, or keeping the hand (MI-3.3, MI-R5)",
        Phase.CHOOSE_DEPLOYER: "the seat that places the first unit (MI-3.5)",
        Phase.PLACE_UNIT: "which unit to place (MI-3.5, MI-R6)",
        Phase.PLACE_AT: "the anchor hex of the unit being placed (MI-R6)",
        Phase.FACE: "the facing of the unit being placed (MI-R6)",
        Phase.MOVE: "a movement step or stop (MI-4.1, MI-8.9)",
        Phase.LEAD: "the seat that goes first in the tie (MI-2.1, MI-R17)",
        Phase.PICK: "which of its tied units goes next (MI-R17)",
        Phase.PLACE_ACTIVE: "a card of the unit's hand for its Active slot (MI-7.1)",
        Phase.PLACE_NEXT: "a card of the unit's hand for its Next slot (MI-7.3)",
        Phase.PLACE_IDLE: "an Idle card or none (MI-7.5, MI-10.8)",
        Phase.REVEAL: "to reveal the Active card or skip the turn (MI-8.2, MI-11.1)",
        Phase.INTERACTION: "to pass the Interaction window (MI-R21)",
        Phase.ACTIVATE: (
            "the card, the base skills or holding a Reaction (MI-8.9, MI-8.11, MI-12.2)"
        ),
        Phase.REACT: "a held Reaction unit, or passing (MI-12.4, MI-R26)",
        Phase.ACT: "to act or not (MI-2.5, MI-R19)",
        Phase.CHOOSE: "an alternative of the card's line (MI-R19)",
        Phase.REINFORCE: "a reinforced alternative, or none (MI-R19)",
        Phase.STRIKE: (
            "an attack with a weapon that has a target, a grab, breaking free or no action "
            "(MI-13.2, MI-15.6, MI-15.10)"
        ),
        Phase.TARGET: "a hex in range and sight (MI-13.1 .. MI-13.6, MI-15.1)",
        Phase.ZONE: "one of the affected zones (MI-14.1)",
        Phase.WOUND: "an allocation eliminating the most models (MI-14.6, MI-R33)",
        Phase.SHOVE: "push, knock or no Stability test (MI-5.7a, MI-15.3)",
        Phase.FOLLOW: "to follow the pushed unit or stay (MI-5.7c)",
        Phase.FLEE: "a hex farther from the nearest enemy unit (MI-R52)",
        Phase.CLENCH: "a hex next to the grabbed unit, or staying (MI-R53)",
        Phase.KEEP_SKIPPED: "to keep or discard the skipped card (MI-11.2)",
        Phase.STACK: "to stack or discard the played card (MI-10.1)",
        Phase.TRIM: "to discard the bottom card or keep the stack (MI-10.3)",
        Phase.KEEP_IDLE: "to keep or discard the Idle card (MI-10.5)",
        Phase.DISCARD_HERO: "a hero card to discard (MI-3.4, MI-R24)",
    }
)
"""What each decision asks for; the kinds that answer it say so themselves (`Choice.phases`)."""

_MOVING: Final = (Forward, Backward, Rotate, Jump)


def explain(state: MiniatureState, action: object) -> str:
    """The rule ``action`` breaks in ``state``.

    The action's kind must answer the decision (`Choice.phases`); then its kind's own
    refusal (`Choice.refusal`), or, for a movement step, why that step is not open.
    """
    what = _EXPECTED.get(state.phase)
    if what is None:
        return "MI-R13: no player decides now (a chance event or the end, MI-10.15)"
    if not (isinstance(action, Choice) and state.phase in type(action).phases):
        return f"MI-R13: player {state.actor} must choose {what}"
    reason = _kind_reason(state, action)
    if reason:
        return reason
    if not isinstance(action, (*_MOVING, Stop)):
        return f"MI-R13: {action} is not among the choices here ({what})"
    return _explain_movement(state, action)


def _kind_reason(state: MiniatureState, action: Choice) -> str:
    """The rule that refuses this kind of action here ("" for the movement's checks)."""
    if isinstance(action, SkipTurn):
        if state.units[state.round.unit].skipped_before:
            return "MI-11.3: skip turn cannot be used twice in a row"
        return "MI-2.6: a Forced card is played at its Initiative: no skip"
    if isinstance(action, _MOVING) and state.units[state.activation.mover].knocked:
        return "MI-15.4: a Knocked unit stands up before it moves (MI-R36)"
    return type(action).refusal.format(action=action, actor=state.actor)


def _explain_movement(state: MiniatureState, action: object) -> str:
    direction = getattr(action, "direction", "N")
    if direction not in Facing.__members__:
        return f"MI-R13: {direction!r} is not a direction (N, NE, SE, S, SW, NW)"
    activation = state.activation
    unit = state.units[activation.mover]
    if isinstance(action, Forward | Backward):
        return _explain_step(unit.facing, activation.budget, action)
    if isinstance(action, Rotate):
        return _explain_rotation(state.components.unit[unit.name])
    if isinstance(action, Jump):
        return _explain_jump(state.components.unit[unit.name], action)
    return "MI-R13: not a legal decision here"


def _explain_step(facing: Facing, budget: int, action: Forward | Backward) -> str:
    direction = Facing[action.direction]
    if isinstance(action, Forward):
        rule, arc, cost, fits = "MI-4.5", "front", FORWARD_COST, in_front(facing, direction)
    else:
        rule, arc, cost, fits = "MI-4.6", "back", BACKWARD_COST, in_back(facing, direction)
    if not fits:
        return f"{rule}: {action.direction} is not a {arc} hex when facing {facing.name}"
    if budget < cost:
        return f"{rule}: a step into a {arc} hex costs {cost} movement, {budget} left"
    return f"MI-5.3, MI-5.5: the way {action.direction} is off the board, impassable or blocked"


def _explain_rotation(board: Unit) -> str:
    if board.has(Keyword.NO_ORIENTATION):
        return "MI-R10: free rotations between two steps go one way, at most 3 times"
    return "MI-4.7: a rotation costs 1 movement and the turned footprint must be free (MI-R8)"


def _explain_jump(board: Unit, action: Jump) -> str:
    if not (board.has(Keyword.JUMP) or board.has(Keyword.FLY)):
        return f"MI-4.8: the {board.name} has neither Jump nor Fly"
    return (
        f"MI-R9: no jump toward {action.direction}: it must be a front direction, "
        "start over a hex it cannot stop on and land on a free one within its movement"
    )
