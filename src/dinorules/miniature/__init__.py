"""The Jurassic World Miniature Game, parts 1-2 of 4: data, board, deployment, the game round.

Two to four players deploy armies of dinosaurs and humans on a hex board, then play
rounds: initiative phases placing action cards, action phases revealing them in
Initiative order, moving, choosing actions, reacting and building combos, until a
victory condition is met or every hero deck is empty (MI-R7); parts 3 and 4 add
combat, conditions, resources and hero cards. Rules and rulings:
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
    Backward,
    Buy,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawCondition,
    DrawHero,
    Face,
    Forward,
    Hold,
    Jump,
    KeepHand,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Lead,
    MiniatureAction,
    MiniatureOutcome,
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
    PlayHero,
    React,
    Reinforce,
    Reveal,
    Rotate,
    SkipTurn,
    Stack,
    Stop,
    TrimStack,
    UseBaseSkills,
    UseCard,
    UseIcons,
)
from .observation import MiniatureObservation, UnitView
from .spec import SPEC
from .state import Phase, Played, Status

__all__ = [
    "GAME",
    "Act",
    "Backward",
    "Buy",
    "Choose",
    "ChooseDeployer",
    "CoinToss",
    "DiscardHero",
    "DrawAction",
    "DrawCondition",
    "DrawHero",
    "Face",
    "Forward",
    "Hold",
    "Jump",
    "KeepHand",
    "KeepIdle",
    "KeepSkipped",
    "KeepStack",
    "Lead",
    "MiniatureAction",
    "MiniatureObservation",
    "MiniatureOutcome",
    "Mulligan",
    "NoAction",
    "NoIdle",
    "NoReinforce",
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
    "React",
    "Reinforce",
    "Reveal",
    "Rotate",
    "SkipTurn",
    "Stack",
    "Status",
    "Stop",
    "TrimStack",
    "UnitView",
    "UseBaseSkills",
    "UseCard",
    "UseIcons",
    "apply",
    "chance_outcomes",
    "current_player",
    "initial_state",
    "is_terminal",
    "legal_actions",
    "observe",
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
