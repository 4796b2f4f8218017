"""Jurassic Brunch's fixed action space, from the meadow's squares and the token kinds."""

from __future__ import annotations

import pytest

import dinorules.brunch as br

GAME = br.GAME


@pytest.mark.rules("BR-R21")
def test_the_space_counts_each_action_per_square_direction_and_token() -> None:
    squares, kinds, boards = 36, 7, 4  # Brunch: four 3x3 boards, seven token kinds
    # Move, Charge, Wake, MoveCarnivore, Place, Look, Erupt, Pick
    per_square = 4 + 4 + 1 + 8 + 1 + 1 + 1 + 1
    others = 4 + 2 + 4  # Pass/StopHiding/SpendSuperYum/EndTurn, ChooseBirth, GiveFlower
    assert GAME.num_distinct_actions() == per_square * squares + kinds + boards + others
    assert GAME.max_chance_outcomes() == 2 * kinds  # Reveal and Stolen


@pytest.mark.rules("BR-6.1", "BR-9.2")
def test_the_same_index_is_the_same_action_in_every_state() -> None:
    first = GAME.initial_state(seed=1)
    later = GAME.apply(first, GAME.legal_actions(first)[0])
    move = br.Move((1, 2), "N")
    assert GAME.action_index(first, move) == GAME.action_index(later, move)
    assert GAME.index_action(later, GAME.action_index(first, move)) == move
    assert GAME.action_index(first, br.MoveCarnivore((1, 2), "NE")) != GAME.action_index(
        first, br.MoveCarnivore((1, 2), "NW")
    )
