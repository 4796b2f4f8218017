"""What a seat reads of a move: cards planned face down are the owner's (MI-7.1, MI-R14)."""

from __future__ import annotations

import random

import pytest

from dinorules import GAMES
from dinorules.miniature.round.actions import PlaceActive
from tests.seen import leaks

GAME = GAMES["miniature"]


@pytest.mark.rules("MI-7.1", "MI-R14")
def test_the_active_card_is_read_by_its_owner_only() -> None:
    pick = random.Random(2)
    state = GAME.initial_state(seed=2)
    while not any(isinstance(a, PlaceActive) for a in GAME.legal_actions(state)):
        state = GAME.apply(state, pick.choice(GAME.legal_actions(state)))
    mover = GAME.current_player(state)
    card = next(a for a in GAME.legal_actions(state) if isinstance(a, PlaceActive))
    assert GAME.action_seen(state, card, mover) == str(card)
    told = GAME.action_seen(state, card, 1 - mover)
    assert told == "place a card face down as the Active card"


@pytest.mark.rules("MI-R14", "MI-7.3", "MI-7.5", "MI-3.2", "MI-3.3", "MI-R5")
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_a_rival_reads_only_what_its_observations_show(chance: str) -> None:
    assert leaks(GAME, seeds=range(3), chance=chance) == []
