"""The Jurassic World Miniature Game, parts 1-3 of 4: data, board, deployment, round, combat.

Two to four players deploy armies of dinosaurs and humans on a hex board, then play
rounds: initiative phases placing action cards, action phases revealing them in
Initiative order, moving, choosing actions, reacting and building combos, until a
victory condition is met or every hero deck is empty (MI-R7), attacking, pushing,
knocking and grabbing (part 3); part 4 adds conditions, resources and hero cards. Rules and rulings:
``docs/rules/miniature.md``; the component data: ``docs/miniature_data.md``.

>>> from dinorules.miniature import GAME, legal_actions, initial_state
>>> state = initial_state(seed=3)
>>> GAME.current_player(state), GAME.observe(state, 0).phase.name
(1, 'MULLIGAN')
>>> legal_actions(state)[-1]
KeepHand()
"""

from __future__ import annotations

from dinorules.kernel import Game

from .actions import (
    Act,
    Attack,
    Backward,
    BreakFree,
    Buy,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawCondition,
    DrawHero,
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
    MiniatureAction,
    MiniatureOutcome,
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
    PlayHero,
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
    UseIcons,
    Wound,
    Zone,
)
from .observation import MiniatureObservation, UnitView
from .spec import SPEC
from .state import Phase, Played, Status
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "Act",
    "Attack",
    "Backward",
    "BreakFree",
    "Buy",
    "Choose",
    "ChooseDeployer",
    "CoinToss",
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
    "MiniatureObservation",
    "MiniatureOutcome",
    "MoveNextTo",
    "Mulligan",
    "NoAction",
    "NoIdle",
    "NoReinforce",
    "NoTest",
    "Pass",
    "Phase",
    "Pick",
    "PlaceActive",
    "PlaceAt",
    "PlaceIdle",
    "PlaceNext",
    "PlaceUnit",
    "PlayHero",
    "Played",
    "Push",
    "React",
    "Reinforce",
    "Reveal",
    "Rotate",
    "SkipTurn",
    "Stack",
    "StandUp",
    "Status",
    "Stop",
    "Target",
    "TrimStack",
    "UnitView",
    "UseBaseSkills",
    "UseCard",
    "UseIcons",
    "Wound",
    "Zone",
    "apply",
    "chance_outcomes",
    "current_player",
    "initial_state",
    "is_terminal",
    "legal_actions",
    "observe",
    "render",
    "render_svg",
    "sample_hidden",
    "winners",
]

GAME = Game(SPEC)
"""The Miniature Game's public API."""

(
    initial_state,
    legal_actions,
    apply,
    current_player,
    is_terminal,
    winners,
    observe,
    chance_outcomes,
    sample_hidden,
) = GAME.contract()
