"""What each player sees, and what `sample_hidden` redraws (MI-R14)."""

from __future__ import annotations

import pytest

from dinorules.miniature import GAME
from tests.miniature.helpers import settle, start


@pytest.mark.rules("MI-R14")
def test_hands_are_hidden_and_redrawn_from_what_is_unseen() -> None:
    state = settle(start())
    mine, theirs = GAME.observe(state, 0), GAME.observe(state, 1)
    assert mine.units[0].hand is not None and mine.units[2].hand is None
    assert theirs.units[2].hand is not None and mine.units[2].hand_size == 6
    assert mine.hero_hand != theirs.hero_hand or mine.hero_hand_sizes == (5, 5)
    varied = set()
    for seed in range(8):
        sampled = GAME.sample_hidden(state, 0, seed=seed)
        assert GAME.observe(sampled, 0) == mine
        assert sampled.units[0].hand == state.units[0].hand
        varied.add((sampled.units[2].hand, sampled.heroes[1].hand))
    assert len(varied) > 1
