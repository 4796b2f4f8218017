"""Every decision and chance outcome of the Miniature Game, from each room of the package.

The classes live with the rules that use them: the start phase and the round
(`round.actions`), movement (`movement.actions`), an action's effect (`combat.actions`),
hero cards (`heroes.actions`), equipment and the Fear card (`effects.actions`). This
module is the one list of them: the public names, the canonical order of kinds (MI-R13)
and the types every other place derives from (the codec, the integer action space,
the explanations of illegal actions). Each class says in which phases it may be chosen,
what its fields range over and which rule refuses it when it is not listed (`Choice`).
"""

from __future__ import annotations

from typing import TypeAlias

from .combat.actions import (
    ZONES,
    Attack,
    BreakFree,
    Follow,
    Grab,
    Knock,
    NoTest,
    Push,
    Target,
    Wound,
    Zone,
    ZoneName,
)
from .effects.actions import (
    Buy,
    DrawCondition,
)
from .heroes.actions import (
    NO_UNIT,
    PlayHero,
    UseIcons,
)
from .movement.actions import (
    DIRECTIONS,
    Backward,
    Direction,
    Flee,
    Forward,
    Jump,
    LetGo,
    MoveNextTo,
    Rotate,
    StandUp,
    Stop,
)
from .round.actions import (
    Act,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawHero,
    Face,
    Hold,
    KeepHand,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Lead,
    Mulligan,
    NoAction,
    NoIdle,
    NoReinforce,
    Pass,
    Pick,
    PlaceActive,
    PlaceAt,
    PlaceIdle,
    PlaceNext,
    PlaceUnit,
    React,
    Reinforce,
    Reveal,
    SkipTurn,
    Stack,
    TrimStack,
    UseBaseSkills,
    UseCard,
)
from .state import Choice

__all__ = [
    "ACTION_TYPES",
    "DECISION_TYPES",
    "DIRECTIONS",
    "NO_UNIT",
    "OUTCOME_TYPES",
    "ZONES",
    "Act",
    "Attack",
    "Backward",
    "BreakFree",
    "Buy",
    "Choice",
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
    "ZoneName",
]

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

DECISION_TYPES: tuple[type[Choice], ...] = (
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
OUTCOME_TYPES: tuple[type[Choice], ...] = (CoinToss, DrawAction, DrawHero, DrawCondition)
"""Every chance-outcome class."""
ACTION_TYPES: tuple[type[Choice], ...] = (*DECISION_TYPES, *OUTCOME_TYPES)
"""Every decision and chance-outcome class: the one list (`interop`, `legality`, the codec)."""
