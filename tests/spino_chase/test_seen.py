"""What a seat reads of a move: cards are played face up, a dealt card is private (SC-2.7)."""

from __future__ import annotations

import pytest

from dinorules import CHANCE, GAMES
from tests.seen import leaks

GAME = GAMES["spino_chase"]


@pytest.mark.rules("SC-3.2", "SC-7.2", "SC-2.7")
def test_cards_played_are_read_by_all_and_a_dealt_card_by_its_receiver() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    while GAME.current_player(state) is CHANCE:
        receiver = GAME.observe(state, 0).actor
        deal = GAME.legal_actions(state)[0]
        assert GAME.action_seen(state, deal, receiver) == str(deal)
        assert GAME.action_seen(state, deal, 1 - receiver) == f"deal a card to seat {receiver}"
        state = GAME.apply(state, deal)
    play = GAME.legal_actions(state)[0]
    assert GAME.action_seen(state, play, 0) == GAME.action_seen(state, play, 1) == str(play)


@pytest.mark.rules("SC-R11", "SC-7.1", "SC-7.3", "SC-2.7")
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_a_rival_reads_only_what_its_observations_show(chance: str) -> None:
    assert leaks(GAME, seeds=range(4), chance=chance) == []
