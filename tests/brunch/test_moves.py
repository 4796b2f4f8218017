"""Peaceful moves: straight lines, what stops them, and eating the grass (BR-6)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import GAME, Move
from dinorules.kernel import Multiset

from .helpers import is_chance, pile, play, setup, square, start

EAT_NORTH = (Move((1, 1), "N"), "Fruit")
"""Blue's first Action: the Triceratops on (1, 1) eats the token on (1, 0), a Fruit."""
ORANGE_IDLES = (Move((4, 4), "E"), "Fruit", Move((5, 4), "N"), "Fruit")
"""Orange eats on the far side of the meadow, out of the way."""


@pytest.mark.rules("BR-6.1", "BR-6.2", "BR-15.8")
def test_a_move_onto_grass_eats_it_and_takes_its_square() -> None:
    state = play(start(), Move((1, 1), "N"))
    assert is_chance(state)  # the token is drawn as it is revealed
    state = play(state, "Fruit")
    assert square(state, (1, 0)) == "blue triceratops"
    assert square(state, (1, 1)) == ""


@pytest.mark.rules("BR-6.2", "BR-R13")
def test_the_eaten_token_is_revealed_to_everyone() -> None:
    state = play(start(), *EAT_NORTH)
    for observer in (0, 1):
        assert pile(state, "blue triceratops", observer).tokens == Multiset.of(["Fruit"])


@pytest.mark.rules("BR-6.2b", "BR-11.25")
def test_then_the_token_is_kept_face_down_without_effect() -> None:
    state = play(start(), *EAT_NORTH)
    mine = pile(state, "blue triceratops")
    assert mine.usable == Multiset.of(["Fruit"])
    assert mine.face_up == Multiset()
    assert GAME.current_player(state) == 1  # no follow-up: the single Action is over


@pytest.mark.rules("BR-6.2a")
def test_the_effect_is_resolved_at_once() -> None:
    state = play(start(), *EAT_NORTH, Move((4, 4), "E"), "Indigestible")
    assert GAME.current_player(state) == 1  # orange's turn goes on
    assert square(state, (5, 4)) == "orange triceratops (fell asleep this turn)"


@pytest.mark.rules("BR-6.1a", "BR-15.8")
def test_another_triceratops_stops_a_move_on_the_square_before_it() -> None:
    state = play(start(), *EAT_NORTH, Move((1, 2), "N"))
    assert square(state, (1, 1)) == "orange triceratops"
    assert square(state, (1, 0)) == "blue triceratops"


@pytest.mark.rules("BR-6.1b")
def test_the_raptor_stops_a_move_on_the_square_before_it() -> None:
    state = setup().place("RA", (1, 0)).empty((1, 1)).turn("oT").build()
    state = play(state, Move((1, 2), "N"))
    assert square(state, (1, 1)) == "orange triceratops"


@pytest.mark.rules("BR-6.1c", "BR-6.4")
def test_the_edge_stops_a_move_and_one_triceratops_may_move_twice() -> None:
    state = setup().place("bT", (1, 0)).empty((1, 1)).turn("bT").build()
    state = play(state, Move((1, 0), "S"))  # back down, stopped by orange on (1, 2)
    assert square(state, (1, 1)) == "blue triceratops"
    state = play(state, Move((1, 1), "N"))  # up again over the empty square, to the edge
    assert square(state, (1, 0)) == "blue triceratops"
    assert GAME.current_player(state) == 1


@pytest.mark.rules("BR-6.4")
def test_two_different_triceratops_may_move_in_one_turn() -> None:
    state = play(start(), *EAT_NORTH, Move((4, 4), "E"), "Fruit", Move((1, 2), "E"), "Fruit")
    assert square(state, (5, 4)) == "orange triceratops"
    assert square(state, (2, 2)) == "orange triceratops"
    assert GAME.current_player(state) == 0


@pytest.mark.rules("BR-R3")
def test_a_move_blocked_at_once_is_not_an_action() -> None:
    state = start()
    assert Move((4, 5), "N") not in GAME.legal_actions(state)  # orange on (4, 4)
    with pytest.raises(IllegalActionError, match="BR-R3"):
        GAME.apply(state, Move((4, 5), "N"))
    state = play(state, *EAT_NORTH, *ORANGE_IDLES)
    assert Move((1, 0), "N") not in GAME.legal_actions(state)  # the edge at once


@pytest.mark.rules("BR-6.1")
def test_moves_are_orthogonal_only() -> None:
    moves = [a for a in GAME.legal_actions(start()) if isinstance(a, Move)]
    assert {a.direction for a in moves} <= {"N", "E", "S", "W"}
    assert Move((1, 1), "W") in moves and Move((1, 1), "E") in moves
