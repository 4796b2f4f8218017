"""Group 3: any or all pawns on one of your spaces move together up to 3 (IS-8.3, 8.4, R8)."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival import GroupAt, Join
from tests.island_survival.helpers import (
    MoveTo,
    Roll,
    arrange,
    destinations,
    play,
    start,
    where,
)


def group_3_at_j3() -> isl.IslandState:
    """Seat 1's Alan shares J3 with Paul (seat 2) and Udesky (seat 3); Billy is on START."""
    state = arrange(start(), pawns={"Alan": "J3", "Paul": "J3", "Udesky": "J3"})
    state = play(state, Roll("Group 3"))
    assert isl.legal_actions(state) == (GroupAt("START"), GroupAt("J3"))
    return play(state, GroupAt("J3"))


@pytest.mark.rules("IS-8.3")
def test_group_3_moves_pawns_of_any_player_on_your_space_together_up_to_3() -> None:
    state = group_3_at_j3()
    # Alan is seat 1's only pawn on J3, so he goes; the others are asked in turn.
    assert isl.legal_actions(state) == (Join("Paul", joins=True), Join("Paul", joins=False))
    state = play(state, Join("Paul", joins=True), Join("Udesky", joins=True))
    # J3: J2, J4 | J1, J5, J8 | START, J6, J7, J9, J10 -- up to 3 spaces.
    assert destinations(state) == ["START", "J1", "J2", "J4", "J5", "J6", "J7", "J8", "J9", "J10"]
    state = play(state, MoveTo("J10"))
    assert [where(state, n) for n in ("Alan", "Paul", "Udesky", "Billy")] == [
        "J10",
        "J10",
        "J10",
        "START",
    ]


@pytest.mark.rules("IS-8.4")
def test_save_yourself_leave_the_group_behind() -> None:
    state = group_3_at_j3()
    state = play(state, Join("Paul", joins=False), Join("Udesky", joins=False), MoveTo("J2"))
    assert [where(state, n) for n in ("Alan", "Paul", "Udesky")] == ["J2", "J3", "J3"]


@pytest.mark.rules("IS-R8")
def test_a_group_holds_at_least_one_of_your_own_pawns() -> None:
    state = arrange(start(), pawns={"Alan": "J3", "Billy": "J3", "Paul": "J3"})
    state = play(state, Roll("Group 3"))
    # Only one space holds seat 1's pawns: it is chosen at once. Alan may stay...
    assert isl.legal_actions(state) == (Join("Alan", joins=True), Join("Alan", joins=False))
    state = play(state, Join("Alan", joins=False))
    # ... but then Billy, seat 1's last pawn there, must go: Paul is asked next.
    seen = isl.observe(state, 0)
    assert (seen.group, seen.asking) == (("Billy",), ("Paul",))


@pytest.mark.rules("IS-R8", "IS-16.1")
def test_a_group_landing_on_a_draw_card_space_draws_one_card_for_your_first_pawn() -> None:
    state = group_3_at_j3()
    state = play(state, Join("Paul", joins=True), Join("Udesky", joins=False), MoveTo("J8"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.drawer, seen.section) == ("draw", "Alan", "Jaw to Jaw")


@pytest.mark.rules("IS-R7", "IS-R8")
def test_explicit_forced_decisions_show_the_pawn_that_must_join_and_auto_takes_it() -> None:
    pawns = {"Alan": "J3", "Billy": "J3", "Paul": "J3"}
    shown = play(arrange(start(forced="explicit"), pawns=pawns), Roll("Group 3"))
    assert isl.legal_actions(shown) == (GroupAt("J3"),)  # seat 1's only space
    shown = play(shown, GroupAt("J3"), Join("Alan", joins=False))
    assert isl.current_player(shown) == 1
    assert isl.legal_actions(shown) == (Join("Billy", joins=True),)  # seat 1's last pawn there
    shown = play(shown, Join("Billy", joins=True))
    taken = play(arrange(start(), pawns=pawns), Roll("Group 3"), Join("Alan", joins=False))
    assert isl.legal_actions(taken) == (Join("Paul", joins=True), Join("Paul", joins=False))
    assert isl.observe(taken, 0) == isl.observe(shown, 0)
    assert taken == shown.replace(explicit_forced=False)
