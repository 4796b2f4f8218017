"""The Spinosaurus Chase's fixed action space: two actions per card type and 17 others."""

from __future__ import annotations

import pytest

import dinorules.spino_chase as sc

GAME = sc.GAME


@pytest.mark.rules("SC-R16")
def test_two_actions_per_card_type_and_17_others() -> None:
    card_types = 8  # the standard deck's distinct cards (docs/rules/spino_chase.md)
    assert GAME.num_distinct_actions() == 2 * card_types + 17
    for players in (2, 3, 4):
        assert GAME.num_distinct_actions(players=players) == 2 * card_types + 17


@pytest.mark.rules("SC-5.9", "SC-R9", "SC-6.1", "SC-R10")
def test_every_direction_has_its_index() -> None:
    state = GAME.initial_state(seed=1)
    indices = {
        GAME.action_index(state, action)
        for action in (
            *(sc.MoveSpinosaurus(d) for d in ("forward-left", "forward", "forward-right", "left")),
            *(sc.MoveSpinosaurus(d) for d in ("right", "back-left", "back", "back-right")),
            *(sc.StepBack(d) for d in ("back-left", "back", "back-right")),
            *(sc.MovePawn(d) for d in ("forward-left", "forward", "forward-right")),
        )
    }
    assert len(indices) == 14


@pytest.mark.rules("SC-2.7")
def test_a_deal_outcome_per_card_type() -> None:
    assert GAME.max_chance_outcomes() == 8
