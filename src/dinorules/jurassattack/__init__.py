"""JurassAttack! (Green Couch Games, 2015): two decks of dinosaurs fight in packs.

Rules: ``docs/rules/jurassattack.md`` (rule IDs ``JA-...``). Seat 0 holds the
Footprint deck and plays first in round 1; seat 1 holds the Fossil deck.

>>> import dinorules.jurassattack as ja
>>> state = ja.initial_state(seed=7)
>>> ja.current_player(state), ja.observe(state, 1).seats[0].hand_size
(0, 5)
>>> state = ja.apply(state, ja.legal_actions(state)[0])
>>> ja.observe(state, 1).seats[0].face_down
1
>>> ja.GAME.max_game_length()
60
"""

from __future__ import annotations

from dinorules.kernel import Game

from .actions import Action, Draw, PlayPack, ReturnCard
from .cards import Card, Deck, load_deck
from .observation import UNSEEN, Observation, SeatView
from .spec import SPEC
from .state import FightRecord, JurassAttackState, Phase
from .svg import render_svg
from .text import render

__all__ = [
    "GAME",
    "SPEC",
    "UNSEEN",
    "Action",
    "Card",
    "Deck",
    "Draw",
    "FightRecord",
    "JurassAttackState",
    "Observation",
    "Phase",
    "PlayPack",
    "ReturnCard",
    "SeatView",
    "apply",
    "chance_outcomes",
    "current_player",
    "initial_state",
    "is_terminal",
    "legal_actions",
    "load_deck",
    "observe",
    "render",
    "render_svg",
    "sample_hidden",
    "winners",
]

GAME: Game[JurassAttackState, Action, Observation] = Game(SPEC)
"""JurassAttack! as a `dinorules.Game`."""

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
