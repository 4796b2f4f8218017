"""The Jurassic World Miniature Game: armies of dinosaurs and humans on a hex board.

Two to four players deploy their units, then play rounds: initiative phases placing
action cards, action phases revealing them in Initiative order, each unit moving and
acting (attacks, grabs, pushes, Fear tests), Reactions and combos, hero cards played
for their effects and icons, resources and equipment, until a scenario's victory
condition is met or every hero deck is empty (MI-R7). Rules and rulings:
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

from . import actions as _actions
from .actions import *  # noqa: F403 - the one list of action types (`actions.__all__`)
from .observation import MiniatureObservation, UnitView
from .spec import SPEC
from .state import Phase, Played, Status
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "MiniatureObservation",
    "Phase",
    "Played",
    "Status",
    "UnitView",
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
__all__ += _actions.__all__

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
