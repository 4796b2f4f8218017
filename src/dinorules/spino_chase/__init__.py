"""Jurassic Park III: The Spinosaurus Chase (Hasbro / Milton Bradley), 2 to 4 players.

Players race their pawns from the Start spaces to the Final Escape. Each round is a
climbing card game; its winner moves their pawn and then the Spinosaurus, which
knocks back a pawn it lands on. Rules and rulings: ``docs/rules/spino_chase.md``.

>>> from dinorules.spino_chase import GAME, legal_actions, initial_state
>>> state = initial_state(seed=3, players=3)
>>> GAME.current_player(state), len(state.hands)
(0, 3)
>>> legal_actions(state)[0]
Play(card='Compsognathus')
"""

from __future__ import annotations

from dinorules.kernel import Game

from .actions import (
    DealCard,
    Discard,
    EndTurn,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    Play,
    SpinoAction,
    StepBack,
)
from .observation import SpinoObservation
from .spec import SPEC
from .state import Phase
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "DealCard",
    "Discard",
    "EndTurn",
    "KeepHand",
    "MovePawn",
    "MoveSpinosaurus",
    "Pass",
    "Phase",
    "Play",
    "SpinoAction",
    "SpinoObservation",
    "StepBack",
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
"""The Spinosaurus Chase's public API."""

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
