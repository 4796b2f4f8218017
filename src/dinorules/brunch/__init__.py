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
    BrunchAction,
    BrunchOutcome,
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
from .box import load_components
from .observation import BrunchObservation, PileView
from .spec import SPEC
from .state import BrunchState
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "BrunchAction",
    "BrunchObservation",
    "BrunchOutcome",
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
    "render",
    "render_svg",
    "sample_hidden",
    "winners",
]

GAME: Game[BrunchState, BrunchAction, BrunchObservation] = Game(SPEC)
"""Jurassic Brunch, Jurassic Snack and the team rules (the ``variant`` option)."""
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
