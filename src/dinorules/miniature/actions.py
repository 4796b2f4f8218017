"""The decisions and chance outcomes of the Miniature Game, parts 1-2 (MI-R13).

Every choice is one small action of a field or two with few values: a hero card to
mulligan or keeping the hand (MI-3.3, MI-R5), the seat that places the first unit,
then each placement as a chain (which unit, which anchor hex, which facing: MI-3.5,
MI-R6), and each movement step of an activation (MI-4.5..MI-4.8, MI-R8, MI-R9). The
random events are a coin toss for the first player (MI-R3) and single cards drawn from
a deck that stores no order (MI-3.2, MI-3.3, MI-R4). Directions are absolute facings by
name (N, NE, SE, S, SW, NW, clockwise from up the board), hexes axial ``(q, r)``.
"""

from __future__ import annotations

from typing import TypeAlias

from dinorules.kernel import Value, value

from .combat.actions import (
    DIRECTIONS,
    Attack,
    BreakFree,
    Direction,
    Flee,
    Follow,
    Grab,
    Knock,
    LetGo,
    MoveNextTo,
    NoTest,
    Push,
    StandUp,
    Target,
    Wound,
    Zone,
)
from .heroes.actions import Buy, DrawCondition, PlayHero, UseIcons
from .round.actions import (
    Act,
    Choose,
    DiscardHero,
    Hold,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Lead,
    NoAction,
    NoIdle,
    NoReinforce,
    Pass,
    Pick,
    PlaceActive,
    PlaceIdle,
    PlaceNext,
    React,
    Reinforce,
    Reveal,
    SkipTurn,
    Stack,
    TrimStack,
    UseBaseSkills,
    UseCard,
)

__all__ = [
    "DECISION_TYPES",
    "DIRECTIONS",
    "OUTCOME_TYPES",
    "Act",
    "Attack",
    "Backward",
    "BreakFree",
    "Buy",
    "Choose",
    "ChooseDeployer",
    "CoinToss",
    "Direction",
    "DiscardHero",
    "DrawAction",
    "DrawCondition",
    "DrawHero",
    "Face",
    "Flee",
    "Follow",
    "Forward",
    "Grab",
    "Hold",
    "Jump",
    "KeepHand",
    "KeepIdle",
    "KeepSkipped",
    "KeepStack",
    "Knock",
    "Lead",
    "LetGo",
    "MiniatureAction",
    "MiniatureOutcome",
    "MoveNextTo",
    "Mulligan",
    "NoAction",
    "NoIdle",
    "NoReinforce",
    "NoTest",
    "Pass",
    "Pick",
    "PlaceActive",
    "PlaceAt",
    "PlaceIdle",
    "PlaceNext",
    "PlaceUnit",
    "PlayHero",
    "Push",
    "React",
    "Reinforce",
    "Reveal",
    "Rotate",
    "SkipTurn",
    "Stack",
    "StandUp",
    "Stop",
    "Target",
    "TrimStack",
    "UseBaseSkills",
    "UseCard",
    "UseIcons",
    "Wound",
    "Zone",
]


@value
class Mulligan(Value):
    """Discard this hero card from the opening hand, to be replaced (MI-3.3, MI-R5).

    >>> str(Mulligan("Training"))
    'mulligan Training'
    """

    card: str

    def __str__(self) -> str:
        return f"mulligan {self.card}"


@value
class KeepHand(Value):
    """Keep the rest of the hero hand: the discarded cards are then redrawn (MI-R5).

    >>> str(KeepHand())
    'keep hand'
    """

    def __str__(self) -> str:
        return "keep hand"


@value
class ChooseDeployer(Value):
    """The first player's choice of the seat that places the first unit (MI-3.5).

    >>> str(ChooseDeployer(1))
    'seat 1 deploys first'
    """

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} deploys first"


@value
class PlaceUnit(Value):
    """Place this unit of one's army next (its index in the army list; MI-3.5, MI-R6).

    >>> str(PlaceUnit(0))
    'place unit 0'
    """

    unit: int

    def __str__(self) -> str:
        return f"place unit {self.unit}"


@value
class PlaceAt(Value):
    """Put the unit being placed with its anchor on hex ``(q, r)`` of one's zone (MI-R6).

    >>> str(PlaceAt(0, 3))
    'at (0, 3)'
    """

    q: int
    r: int

    def __str__(self) -> str:
        return f"at ({self.q}, {self.r})"


@value
class Face(Value):
    """Turn the unit being placed to this facing; the placement is then done (MI-R6).

    >>> str(Face("SE"))
    'face SE'
    """

    facing: Direction

    def __str__(self) -> str:
        return f"face {self.facing}"


@value
class Forward(Value):
    """Move the whole unit one hex into a front hex, toward ``direction`` (MI-4.5, cost 1).

    >>> str(Forward("NE"))
    'forward NE'
    """

    direction: Direction

    def __str__(self) -> str:
        return f"forward {self.direction}"


@value
class Backward(Value):
    """Move the whole unit one hex into a back hex, toward ``direction`` (MI-4.6, cost 2).

    >>> str(Backward("S"))
    'backward S'
    """

    direction: Direction

    def __str__(self) -> str:
        return f"backward {self.direction}"


@value
class Rotate(Value):
    """Turn the unit by one edge, 60 degrees (MI-4.7; free without orientation, MI-4.10).

    >>> str(Rotate(clockwise=True)), str(Rotate(clockwise=False))
    ('rotate clockwise', 'rotate anticlockwise')
    """

    clockwise: bool

    def __str__(self) -> str:
        return "rotate clockwise" if self.clockwise else "rotate anticlockwise"


@value
class Jump(Value):
    """Jump toward a front ``direction`` over blocked or impassable hexes (MI-4.8, MI-R9).

    >>> str(Jump("N"))
    'jump N'
    """

    direction: Direction

    def __str__(self) -> str:
        return f"jump {self.direction}"


@value
class Stop(Value):
    """End the unit's movement now, budget left or not (MI-2.5, MI-4.2).

    >>> str(Stop())
    'stop'
    """

    def __str__(self) -> str:
        return "stop"


@value
class CoinToss(Value):
    """Chance outcome: the tied seat that the coin toss makes first player (MI-R3).

    >>> str(CoinToss(1))
    'coin toss: seat 1'
    """

    seat: int

    def __str__(self) -> str:
        return f"coin toss: seat {self.seat}"


@value
class DrawAction(Value):
    """Chance outcome: the action card a unit draws from its deck (MI-3.2, MI-R4).

    >>> str(DrawAction("Pack hunt"))
    'draw Pack hunt'
    """

    card: str

    def __str__(self) -> str:
        return f"draw {self.card}"


@value
class DrawHero(Value):
    """Chance outcome: the hero card a player draws from their hero deck (MI-3.3, MI-R5).

    >>> str(DrawHero("Training"))
    'draw hero Training'
    """

    card: str

    def __str__(self) -> str:
        return f"draw hero {self.card}"


MiniatureAction: TypeAlias = (
    Mulligan
    | KeepHand
    | ChooseDeployer
    | PlaceUnit
    | PlaceAt
    | Face
    | Forward
    | Backward
    | Rotate
    | Jump
    | StandUp
    | LetGo
    | Stop
    | Lead
    | Pick
    | PlaceActive
    | PlaceNext
    | PlaceIdle
    | NoIdle
    | Reveal
    | SkipTurn
    | Pass
    | UseCard
    | UseBaseSkills
    | Hold
    | React
    | Act
    | NoAction
    | Choose
    | Reinforce
    | NoReinforce
    | Attack
    | Grab
    | BreakFree
    | Target
    | Zone
    | Wound
    | Push
    | Knock
    | NoTest
    | Follow
    | MoveNextTo
    | Flee
    | KeepSkipped
    | Stack
    | TrimStack
    | KeepStack
    | KeepIdle
    | DiscardHero
    | PlayHero
    | UseIcons
    | Buy
)
"""Any decision of the Miniature Game (MI-R13)."""

MiniatureOutcome: TypeAlias = CoinToss | DrawAction | DrawHero | DrawCondition
"""Any chance outcome of the Miniature Game."""

DECISION_TYPES: tuple[type, ...] = (
    Mulligan,
    KeepHand,
    ChooseDeployer,
    PlaceUnit,
    PlaceAt,
    Face,
    Forward,
    Backward,
    Rotate,
    Jump,
    StandUp,
    LetGo,
    Stop,
    Lead,
    Pick,
    PlaceActive,
    PlaceNext,
    PlaceIdle,
    NoIdle,
    Reveal,
    SkipTurn,
    UseCard,
    UseBaseSkills,
    Hold,
    React,
    Pass,
    Attack,
    Grab,
    BreakFree,
    Act,
    NoAction,
    Choose,
    Reinforce,
    NoReinforce,
    Target,
    Zone,
    Wound,
    Push,
    Knock,
    NoTest,
    Follow,
    MoveNextTo,
    Flee,
    KeepSkipped,
    Stack,
    TrimStack,
    KeepStack,
    KeepIdle,
    DiscardHero,
    PlayHero,
    UseIcons,
    Buy,
)
"""Every decision class, in the canonical order of kinds (MI-R13)."""
OUTCOME_TYPES: tuple[type, ...] = (CoinToss, DrawAction, DrawHero, DrawCondition)
"""Every chance-outcome class."""
