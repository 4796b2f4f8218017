"""The Jurassic World Miniature Game, part 1 of 4: data, hex board, deployment, movement.

Two to four players deploy armies of dinosaurs and humans on a hex board and move
them. Part 1 plays the start phase (first player, deployment draws, the mulligan,
placing the units) and one movement-only round, then ends with no winner (MI-R7);
parts 2 to 4 add the game round, combat and the rest. Rules and rulings:
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
    Backward,
    ChooseDeployer,
    CoinToss,
    DrawAction,
    DrawHero,
    Face,
    Forward,
    Jump,
    KeepHand,
    MiniatureAction,
    MiniatureOutcome,
    Mulligan,
    PlaceAt,
    PlaceUnit,
    Rotate,
    Stop,
)
from .observation import MiniatureObservation, UnitView
from .spec import SPEC
from .state import Phase

__all__ = [
    "GAME",
    "Backward",
    "ChooseDeployer",
    "CoinToss",
    "DrawAction",
    "DrawHero",
    "Face",
    "Forward",
    "Jump",
    "KeepHand",
    "MiniatureAction",
    "MiniatureObservation",
    "MiniatureOutcome",
    "Mulligan",
    "Phase",
    "PlaceAt",
    "PlaceUnit",
    "Rotate",
    "Stop",
    "UnitView",
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
