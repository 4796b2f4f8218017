"""Jurassic Park III: Island Survival (Milton Bradley, 2001), 2 to 4 players.

One player runs the dinosaurs (seat 0); the others race their character pawns
across five sections of the island to the beach, where the WIN card waits in the
Race to the Rescue pile. Rules: ``docs/rules/island_survival.md`` (IDs ``IS-``).

>>> import dinorules.island_survival as isl
>>> state = isl.initial_state(seed=1, players=3)
>>> isl.current_player(state)
1
>>> isl.is_terminal(state)
False
"""

from __future__ import annotations

from dinorules.kernel import Game

from .actions import (
    Attack,
    Draw,
    EndTurn,
    GroupAt,
    IslandAction,
    Join,
    MoveTo,
    NoAttack,
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
    Stay,
)
from .observation import Observation
from .spec import SPEC
from .state import IslandState, Phase, Status
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "Attack",
    "Draw",
    "EndTurn",
    "GroupAt",
    "IslandAction",
    "IslandState",
    "Join",
    "MoveTo",
    "NoAttack",
    "Observation",
    "Phase",
    "Pick",
    "PickDinosaur",
    "Pull",
    "Roll",
    "SendRaptor",
    "SpendChip",
    "Status",
    "Stay",
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

GAME: Game[IslandState, IslandAction, Observation] = Game(SPEC)
"""The game, as registered in `dinorules.GAMES` under ``"island_survival"``."""

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
