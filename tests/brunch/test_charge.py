"""Charges: into the first dinosaur of a clear line, which the charger relocates (BR-7)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import GAME, Charge, Move, Place

from .helpers import play, setup, square, start

EAT_NORTH = (Move((1, 1), "N"), "Fruit")


def empty_squares(state: object) -> set[tuple[int, int]]:
    seen = GAME.observe(state, 0)
    return {s for s, name in zip(seen.squares, seen.board, strict=True) if name == ""}


@pytest.mark.rules("BR-7.2", "BR-7.3", "BR-R21")
def test_a_charge_takes_the_square_of_the_dinosaur_it_meets() -> None:
    state = play(start(), Charge((1, 1), "S"))
    assert square(state, (1, 2)) == "blue triceratops"
    # The only empty square is the one blue left: the charged Triceratops goes there
    # at once (the kernel takes a decision with a single option).
    assert square(state, (1, 1)) == "orange triceratops"
    assert GAME.current_player(state) == 1


@pytest.mark.rules("BR-7.3", "BR-R5", "BR-R21")
def test_a_single_place_is_shown_with_forced_explicit_and_taken_with_auto() -> None:
    shown = play(start(forced="explicit"), Charge((1, 1), "S"))
    assert GAME.current_player(shown) == 0
    assert GAME.observe(shown, 0).decision == "place the charged orange triceratops"
    assert GAME.legal_actions(shown) == (Place((1, 1)),)
    placed = play(shown, Place((1, 1)))
    taken = play(start(forced="auto"), Charge((1, 1), "S"))
    assert GAME.current_player(taken) == GAME.current_player(placed) == 1
    for player in (0, 1):
        assert GAME.observe(taken, player) == GAME.observe(placed, player)


@pytest.mark.rules("BR-7.3", "BR-R5", "BR-R23")
def test_the_charged_dinosaur_may_land_on_any_empty_square() -> None:
    position = setup().place("bT", (1, 0)).place("oT", (5, 4)).empty((1, 1), (4, 4))
    state = position.turn("oT", actions=1).build()
    state = play(state, Charge((1, 2), "N"))  # over empty (1, 1) into blue on (1, 0)
    assert empty_squares(state) == {(1, 1), (1, 2), (4, 4)}
    options = GAME.legal_actions(state)
    assert options == (Place((1, 1)), Place((1, 2)), Place((4, 4)))  # row by row
    state = play(state, Place((4, 4)))
    assert square(state, (4, 4)) == "blue triceratops"
    assert square(state, (1, 0)) == "orange triceratops"


@pytest.mark.rules("BR-7.2")
def test_a_charge_meets_any_dinosaur_own_ones_and_the_raptor_included() -> None:
    state = play(start(), Move((1, 1), "N"), "Trap")  # the Raptor now on (1, 0)
    assert Charge((1, 2), "N") in GAME.legal_actions(state)
    state = play(state, Charge((1, 2), "N"), Place((1, 2)))
    assert square(state, (1, 2)) == "raptor"
    assert square(state, (1, 0)) == "orange triceratops"


@pytest.mark.rules("BR-7.2")
def test_a_triceratops_may_charge_one_of_its_own() -> None:
    state = play(start(), Move((3, 1), "N"), "Fruit", Move((4, 4), "E"), "Fruit")
    state = play(state, Move((1, 2), "E"), "Fruit")
    # Blue: (4, 5) eats (3, 5), next to blue (2, 5); then charges it.
    state = play(state, Move((4, 5), "W"), "Fruit")
    assert Charge((3, 5), "W") in GAME.legal_actions(state)
    state = play(state, Charge((3, 5), "W"), Place((4, 5)))
    assert square(state, (2, 5)) == "blue triceratops"
    assert square(state, (4, 5)) == "blue triceratops"


@pytest.mark.rules("BR-R4")
def test_grass_before_the_dinosaur_blocks_the_charge() -> None:
    state = start()
    # (3, 1) westwards: grass on (2, 1), then blue on (1, 1).
    assert Charge((3, 1), "W") not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match="BR-R4"):
        GAME.apply(state, Charge((3, 1), "W"))
    # Nor does a charge reach the edge: (1, 1) northwards meets grass.
    assert Charge((1, 1), "N") not in GAME.legal_actions(state)


@pytest.mark.rules("BR-7.4", "BR-R5")
def test_the_same_triceratops_may_charge_twice_and_a_sleeper_stays_asleep() -> None:
    state = play(start(), Move((1, 1), "N"), "Indigestible")
    assert square(state, (1, 0)) == "blue triceratops (asleep)"
    state = play(state, Charge((1, 2), "N"), Place((1, 2)))
    assert square(state, (1, 2)) == "blue triceratops (asleep)"
    state = play(state, Charge((1, 0), "S"))  # same orange Triceratops, again
    assert square(state, (1, 2)) == "orange triceratops"
    state = play(state, Place((1, 0)))
    assert square(state, (1, 0)) == "blue triceratops (asleep)"
    assert GAME.current_player(state) == 0
