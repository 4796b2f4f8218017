"""Jurassic Brunch, Jurassic Snack and their team rules (``variant`` option).

>>> from dinorules.brunch import GAME, Move
>>> state = GAME.initial_state(seed=1)
>>> GAME.current_player(state)
0
>>> Move((1, 1), "N") in GAME.legal_actions(state)
True
"""

from __future__ import annotations

from dinorules.kernel import Game

from .actions import (
    Charge,
    ChooseBirth,
    EndTurn,
    Erupt,
    GiveFlower,
    Hide,
    Look,
    Move,
    MoveCarnivore,
    Pass,
    Pick,
    Place,
    Recon,
    Reveal,
    SpendSuperYum,
    Stolen,
    StopHiding,
    Wake,
)
from .components import load_components
from .knowledge import BrunchObservation, PileView
from .spec import SPEC
from .state import BrunchState

__all__ = [
    "GAME",
    "BrunchObservation",
    "BrunchState",
    "Charge",
    "ChooseBirth",
    "EndTurn",
    "Erupt",
    "GiveFlower",
    "Hide",
    "Look",
    "Move",
    "MoveCarnivore",
    "Pass",
    "Pick",
    "PileView",
    "Place",
    "Recon",
    "Reveal",
    "SpendSuperYum",
    "Stolen",
    "StopHiding",
    "Wake",
    "apply",
    "chance_outcomes",
    "current_player",
    "initial_state",
    "is_terminal",
    "legal_actions",
    "load_components",
    "observe",
    "sample_hidden",
    "winners",
]

GAME = Game(SPEC)
initial_state = GAME.initial_state
legal_actions = GAME.legal_actions
apply = GAME.apply
current_player = GAME.current_player
is_terminal = GAME.is_terminal
winners = GAME.winners
observe = GAME.observe
chance_outcomes = GAME.chance_outcomes
sample_hidden = GAME.sample_hidden
