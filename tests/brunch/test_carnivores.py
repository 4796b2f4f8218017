"""The Raptor: how it enters (the Trap), moves, scares, and only once a turn (BR-9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import GAME, Look, Move, MoveCarnivore
from dinorules.brunch.position import BrunchBuilder

from .helpers import data_file, play, setup, square, start

TRAP = (Move((1, 1), "N"), "Trap")
"""Blue's first Action eats the Trap on (1, 0): the Raptor replaces that Triceratops."""
RAPTOR_TO_1_2 = (Move((1, 2), "E"), "Fruit", MoveCarnivore((1, 0), "S"))
"""Orange clears (1, 2), then walks the Raptor down to it, stopping before grass."""


def raptor_on_1_2() -> BrunchBuilder:
    """The Raptor on (1, 2), the squares above it empty, orange on (2, 2) (as after
    `TRAP` and `RAPTOR_TO_1_2`)."""
    return setup().place("RA", (1, 2)).place("oT", (2, 2)).empty((1, 0), (1, 1))


def hunts(state: object) -> set[MoveCarnivore]:
    return {a for a in GAME.legal_actions(state) if isinstance(a, MoveCarnivore)}


@pytest.mark.rules("BR-11.19", "BR-R6")
def test_the_trap_puts_the_raptor_in_place_of_the_eater() -> None:
    state = start()
    assert not hunts(state)  # no way in for the Raptor but its token
    state = play(state, *TRAP)
    assert square(state, (1, 0)) == "raptor"
    seen = GAME.observe(state, 1)
    assert seen.reserve.count("blue triceratops") == 2
    assert seen.reserve.count("raptor") == 0


@pytest.mark.rules("BR-9.1", "BR-9.2", "BR-9.2a")
def test_the_raptor_moves_in_a_line_and_stops_before_grass() -> None:
    state = play(start(), *TRAP, *RAPTOR_TO_1_2)
    assert square(state, (1, 2)) == "raptor"  # (1, 3) holds grass
    assert square(state, (1, 0)) == ""


@pytest.mark.rules("BR-9.2", "BR-9.2b", "BR-9.2c", "BR-9.1")
def test_the_raptor_goes_diagonally_to_the_edge_or_onto_a_triceratops() -> None:
    state = raptor_on_1_2().turn("bT").build()
    # From (1, 2): N runs to the edge; E meets orange on (2, 2); SW meets orange on
    # (0, 3) diagonally; W, S, NE, SE meet grass at once.
    assert hunts(state) == {
        MoveCarnivore((1, 2), "N"),
        MoveCarnivore((1, 2), "E"),
        MoveCarnivore((1, 2), "SW"),
    }
    to_edge = play(state, MoveCarnivore((1, 2), "N"))
    assert square(to_edge, (1, 0)) == "raptor"
    scared = play(state, MoveCarnivore((1, 2), "SW"))
    assert square(scared, (0, 3)) == "raptor"
    assert GAME.observe(scared, 0).reserve.count("orange triceratops") == 2


@pytest.mark.rules("BR-9.3")
def test_the_raptor_moves_once_per_turn_whatever_the_actions() -> None:
    position = setup().place("RA", (1, 0)).place("oT", (2, 2)).empty((1, 1), (1, 2))
    state = position.turn("bT", actions=1).set("raptor_moved", True).build()
    assert GAME.current_player(state) == 0  # blue has an Action left...
    assert not hunts(state)  # ...but not for the Raptor
    with pytest.raises(IllegalActionError, match=r"BR-9\.3"):
        GAME.apply(state, MoveCarnivore((1, 0), "S"))


@pytest.mark.rules("BR-R7")
def test_the_raptor_scares_any_triceratops_even_its_movers_own() -> None:
    state = raptor_on_1_2().place("bT", (2, 1)).empty((3, 1)).turn("bT", actions=1).build()
    assert MoveCarnivore((1, 2), "NE") in hunts(state)
    state = play(state, MoveCarnivore((1, 2), "NE"))
    assert square(state, (2, 1)) == "raptor"
    assert GAME.observe(state, 0).reserve.count("blue triceratops") == 3


@pytest.mark.rules("BR-R6", "BR-12.1")
def test_a_trap_with_no_raptor_in_reserve_cannot_apply(tmp_path: Path) -> None:
    two_traps = data_file(tmp_path, Trap=2, brunch_Fruit=11)
    state = play(start(components=two_traps), *TRAP, Move((1, 2), "W"), "Trap")
    assert square(state, (0, 2)) == "orange triceratops"  # no Raptor left to come
    assert all(isinstance(a, Look) for a in GAME.legal_actions(state))
