"""Why an action is illegal, naming the rule it breaks (for `IllegalActionError`).

Called only when an action is not among the legal ones: the checks follow the phase,
then the action's kind; each reason starts with the rule's ID.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Facing, FrozenMap

from .actions import (
    Act,
    Attack,
    Backward,
    BreakFree,
    Choose,
    ChooseDeployer,
    DiscardHero,
    Face,
    Flee,
    Follow,
    Forward,
    Grab,
    Hold,
    Jump,
    KeepHand,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Knock,
    Lead,
    LetGo,
    MoveNextTo,
    Mulligan,
    NoAction,
    NoIdle,
    NoReinforce,
    NoTest,
    Pass,
    Pick,
    PlaceActive,
    PlaceAt,
    PlaceIdle,
    PlaceNext,
    PlaceUnit,
    Push,
    React,
    Reinforce,
    Reveal,
    Rotate,
    SkipTurn,
    Stack,
    StandUp,
    Stop,
    Target,
    TrimStack,
    UseBaseSkills,
    UseCard,
    Wound,
    Zone,
)
from .data.units import Keyword, Unit
from .movement.steps import BACKWARD_COST, FORWARD_COST, in_back, in_front
from .state import MiniatureState, Phase

__all__ = ["explain"]

_EXPECTED: Final = FrozenMap(
    {
        Phase.MULLIGAN: (
            "a hero card to mulligan, or keeping the hand (MI-3.3, MI-R5)",
            (Mulligan, KeepHand),
        ),
        Phase.CHOOSE_DEPLOYER: ("the seat that places the first unit (MI-3.5)", (ChooseDeployer,)),
        Phase.PLACE_UNIT: ("which unit to place (MI-3.5, MI-R6)", (PlaceUnit,)),
        Phase.PLACE_AT: ("the anchor hex of the unit being placed (MI-R6)", (PlaceAt,)),
        Phase.FACE: ("the facing of the unit being placed (MI-R6)", (Face,)),
        Phase.MOVE: (
            "a movement step or stop (MI-4.1, MI-8.9)",
            (Forward, Backward, Rotate, Jump, StandUp, LetGo, Stop),
        ),
        Phase.LEAD: ("the seat that goes first in the tie (MI-2.1, MI-R17)", (Lead,)),
        Phase.PICK: ("which of its tied units goes next (MI-R17)", (Pick,)),
        Phase.PLACE_ACTIVE: (
            "a card of the unit's hand for its Active slot (MI-7.1)",
            (PlaceActive,),
        ),
        Phase.PLACE_NEXT: ("a card of the unit's hand for its Next slot (MI-7.3)", (PlaceNext,)),
        Phase.PLACE_IDLE: ("an Idle card or none (MI-7.5, MI-10.8)", (PlaceIdle, NoIdle)),
        Phase.REVEAL: (
            "to reveal the Active card or skip the turn (MI-8.2, MI-11.1)",
            (Reveal, SkipTurn),
        ),
        Phase.INTERACTION: ("to pass the Interaction window (MI-R21)", (Pass,)),
        Phase.ACTIVATE: (
            "the card, the base skills or holding a Reaction (MI-8.9, MI-8.11, MI-12.2)",
            (UseCard, UseBaseSkills, Hold),
        ),
        Phase.REACT: ("a held Reaction unit, or passing (MI-12.4, MI-R26)", (React, Pass)),
        Phase.ACT: ("to act or not (MI-2.5, MI-R19)", (Act, NoAction)),
        Phase.CHOOSE: ("an alternative of the card's line (MI-R19)", (Choose,)),
        Phase.REINFORCE: ("a reinforced alternative, or none (MI-R19)", (Reinforce, NoReinforce)),
        Phase.STRIKE: (
            "an attack with a weapon that has a target, a grab, breaking free or no action "
            "(MI-13.2, MI-15.6, MI-15.10)",
            (Attack, Grab, BreakFree, NoAction),
        ),
        Phase.TARGET: ("a hex in range and sight (MI-13.1 .. MI-13.6, MI-15.1)", (Target,)),
        Phase.ZONE: ("one of the affected zones (MI-14.1)", (Zone,)),
        Phase.WOUND: ("an allocation eliminating the most models (MI-14.6, MI-R33)", (Wound,)),
        Phase.SHOVE: ("push, knock or no Stability test (MI-5.7a, MI-15.3)", (Push, Knock, NoTest)),
        Phase.FOLLOW: ("to follow the pushed unit or stay (MI-5.7c)", (Follow,)),
        Phase.FLEE: ("a hex farther from the nearest enemy unit (MI-R52)", (Flee,)),
        Phase.CLENCH: (
            "a hex next to the grabbed unit, or staying (MI-R53)",
            (MoveNextTo, NoAction),
        ),
        Phase.KEEP_SKIPPED: ("to keep or discard the skipped card (MI-11.2)", (KeepSkipped,)),
        Phase.STACK: ("to stack or discard the played card (MI-10.1)", (Stack,)),
        Phase.TRIM: (
            "to discard the bottom card or keep the stack (MI-10.3)",
            (TrimStack, KeepStack),
        ),
        Phase.KEEP_IDLE: ("to keep or discard the Idle card (MI-10.5)", (KeepIdle,)),
        Phase.DISCARD_HERO: ("a hero card to discard (MI-3.4, MI-R24)", (DiscardHero,)),
    }
)


def explain(state: MiniatureState, action: object) -> str:
    """The rule ``action`` breaks in ``state``."""
    expected = _EXPECTED.get(state.phase)
    if expected is None:
        return "MI-R13: no player decides now (a chance event or the end, MI-10.15)"
    what, kinds = expected
    if not isinstance(action, kinds):
        return f"MI-R13: player {state.actor} must choose {what}"
    round_reason = _round_reason(state, action)
    if round_reason is not None:
        return round_reason
    reason = _START_REASONS.get(type(action))
    if reason is not None:
        return reason.format(action=action, actor=state.actor)
    direction = getattr(action, "direction", "N")
    if direction not in Facing.__members__:
        return f"MI-R13: {direction!r} is not a direction (N, NE, SE, S, SW, NW)"
    return _explain_movement(state, action)


_ROUND_REASONS: Final = FrozenMap(
    {
        UseBaseSkills: "MI-8.11: the base skills replace the card unless it is Forced",
        UseCard: "MI-R28: the unit has no Active card; it uses its base skills",
        Hold: "MI-12.2: only a unit revealed with a Reaction card may hold its activation",
        Reinforce: "MI-R19: no such reinforced alternative, or too little adrenaline",
        Attack: (
            "MI-13.2: no such weapon, or no target in its range and sight "
            "(MI-13.1, MI-13.4 .. MI-13.6); a Blocked unit may only break free (MI-6.12)"
        ),
        Grab: "MI-15.1: a grab needs a model in contact ahead (MI-R37); not while Blocked",
        BreakFree: "MI-15.10: only a Blocked unit tests Stability to break free",
        Target: (
            "MI-13.1: the hex is not ahead, out of range (MI-13.4, MI-13.5), behind "
            "impassable terrain (MI-13.6) or holds no target (MI-13.3)"
        ),
        Zone: "MI-14.1: the attack does not cross that zone's edge",
        Wound: "MI-14.6: no such allocation",
        Follow: "MI-5.7c: only after a push",
        Flee: "MI-R52: a fleeing unit steps into a free hex farther from the nearest enemy unit",
        MoveNextTo: (
            "MI-R53: a hex next to the grabbed unit where the unit fits, facing it, "
            "after an action with a card that says so"
        ),
        StandUp: "MI-15.4: only a Knocked unit with movement enough for its board's cost stands up",
        LetGo: "MI-15.9: only a grabbing unit lets go",
    }
)


def _round_reason(state: MiniatureState, action: object) -> str | None:
    """The rule a decision of the game round breaks, or None for the movement's checks."""
    if isinstance(action, SkipTurn):
        if state.units[state.round.unit].skipped_before:
            return "MI-11.3: skip turn cannot be used twice in a row"
        return "MI-2.6: a Forced card is played at its Initiative: no skip"
    reason = _ROUND_REASONS.get(type(action))
    if reason is not None:
        return reason
    moving = isinstance(action, Forward | Backward | Rotate | Jump)
    if moving and state.units[state.activation.mover].knocked:
        return "MI-15.4: a Knocked unit stands up before it moves (MI-R36)"
    if (
        isinstance(action, Forward | Backward | Rotate | Jump | Stop)
        or type(action) in _START_REASONS
    ):
        return None
    return f"MI-R13: {action} is not among the choices here ({_EXPECTED[state.phase][0]})"


def _explain_movement(state: MiniatureState, action: object) -> str:
    activation = state.activation
    unit = state.units[activation.mover]
    if isinstance(action, Forward | Backward):
        return _explain_step(unit.facing, activation.budget, action)
    if isinstance(action, Rotate):
        return _explain_rotation(state.components.unit[unit.name])
    if isinstance(action, Jump):
        return _explain_jump(state.components.unit[unit.name], action)
    return "MI-R13: not a legal decision here"


_START_REASONS: Final = FrozenMap(
    {
        Mulligan: "MI-R5: player {actor} holds no hero card {action.card!r}",
        ChooseDeployer: "MI-3.5: seat {action.seat} is not a player with a unit to place",
        PlaceUnit: "MI-R6: unit {action.unit} is not an unplaced unit of this army that fits",
        PlaceAt: (
            "MI-3.5: a unit is placed wholly in its own deployment zone, on free hexes, "
            "leaving room for the rest of the army (MI-R6)"
        ),
        Face: (
            "MI-3.5: a unit is placed wholly in its own deployment zone, on free hexes, "
            "leaving room for the rest of the army (MI-R6)"
        ),
    }
)


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
