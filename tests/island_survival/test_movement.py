"""Human movement: one pawn, up to the roll, never across barriers (IS-7, IS-8.1, 8.2, 8.5)."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from tests.island_survival.helpers import (
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    assert_illegal,
    destinations,
    phase,
    play,
    start,
    where,
)


@pytest.mark.rules("IS-7.1", "IS-R6")
def test_a_pawn_may_stop_on_any_space_up_to_the_roll_away() -> None:
    state = play(start(), Roll("4"), Pick("Alan"))
    # START - J1 - (J2 - J3 - J4 | J6 - J7 - J8): 1, 2, 3 or 4 spaces, in board order.
    assert destinations(state) == ["J1", "J2", "J3", "J4", "J6", "J7", "J8"]


@pytest.mark.rules("IS-7.2")
def test_a_barrier_blocks_the_facing_space() -> None:
    state = play(arrange(start(), pawns={"Alan": "J2"}), Roll("1"), Pick("Alan"))
    assert destinations(state) == ["J1", "J3"]  # J6 faces J2 across the trees
    assert_illegal(state, MoveTo("J6"), "IS-7.1")


@pytest.mark.rules("IS-R25")
def test_a_pawn_must_move_it_cannot_stay_on_its_space() -> None:
    state = play(arrange(start(), pawns={"Alan": "J3"}), Roll("2"), Pick("Alan"))
    assert "J3" not in destinations(state)
    assert_illegal(state, MoveTo("J3"), "IS-7.1")


@pytest.mark.rules("IS-8.1", "IS-8.2")
def test_only_one_of_your_own_pawns_moves() -> None:
    state = play(start(), Roll("3"))
    assert isl.legal_actions(state) == (Pick("Alan"), Pick("Billy"))
    assert_illegal(state, Pick("Paul"), "IS-8.1")
    state = play(state, Pick("Billy"), MoveTo("J3"))
    assert where(state, "Billy") == "J3"
    assert [where(state, name) for name in ("Alan", "Paul", "Udesky")] == ["START"] * 3


@pytest.mark.rules("IS-R6")
def test_pawns_pass_through_and_share_spaces_with_dinosaurs_and_pawns() -> None:
    state = arrange(start(), pawns={"Alan": "J6", "Paul": "J7"})  # Spino A is on J7
    state = play(state, Roll("2"), Pick("Alan"))
    assert destinations(state) == ["START", "J1", "J2", "J7", "J8"]  # J8 through J7
    state = play(state, MoveTo("J8"))
    assert where(state, "Alan") == "J8"


@pytest.mark.rules("IS-8.5", "IS-8.6")
def test_moving_onto_a_dinosaur_is_safe_until_the_dinosaur_turn() -> None:
    state = arrange(start(), pawns={"Alan": "J3"})
    state = play(state, Roll("2"), Pick("Alan"), MoveTo("J5"))  # the T-Rex's space
    assert phase(state) == "spend"  # no battle in the human turn
    state = play(state, EndTurn(), Roll("1"), Stay())
    assert isl.legal_actions(state) == (isl.Attack("Alan", "T-Rex"), isl.NoAttack())
