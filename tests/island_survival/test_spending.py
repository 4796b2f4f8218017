"""Spending a life chip for a second roll (IS-15, IS-R9)."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules import CHANCE
from dinorules.island_survival import GroupAt, Join, SpendChip
from tests.island_survival.helpers import (
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    assert_illegal,
    chips,
    phase,
    play,
    start,
    where,
)


def moved(**chip_counts: int) -> isl.IslandState:
    """Seat 1 has moved Alan from J1 to J2 (no card) and may spend a chip."""
    state = arrange(start(), pawns={"Alan": "J1"}, chips=chip_counts)
    return play(state, Roll("2"), Pick("Alan"), MoveTo("J2"))


@pytest.mark.rules("IS-15.1")
def test_spending_a_chip_gives_a_second_roll() -> None:
    state = moved()
    assert isl.legal_actions(state) == (EndTurn(), SpendChip("Alan"), SpendChip("Billy"))
    out = isl.observe(state, 0).lost_chips
    state = play(state, SpendChip("Alan"))
    assert chips(state, "Alan") == 4
    assert isl.observe(state, 0).lost_chips == out + 1
    assert isl.current_player(state) is CHANCE
    assert isl.legal_actions(state)[0] == Roll("1")  # the character-movement die again


@pytest.mark.rules("IS-15.2")
def test_only_one_chip_per_turn_the_second_move_ends_the_turn() -> None:
    state = play(moved(), SpendChip("Billy"), Roll("2"), MoveTo("J1"))
    assert where(state, "Billy") == "J1"
    assert phase(state) == "dino_roll"  # no second offer, though both still hold chips
    assert chips(state, "Alan") == 5 and chips(state, "Billy") == 4


@pytest.mark.rules("IS-15.3")
def test_the_second_roll_moves_the_character_whose_chip_was_spent() -> None:
    state = play(moved(), SpendChip("Billy"), Roll("3"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.group) == ("human_move", ("Billy",))  # no pawn to pick
    assert_illegal(state, Pick("Alan"), "IS-6.3")


@pytest.mark.rules("IS-15.3")
def test_a_group_3_second_roll_must_take_the_spent_character() -> None:
    state = arrange(start(), pawns={"Alan": "J1", "Billy": "J1", "Paul": "J1"})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), SpendChip("Alan"), Roll("Group 3"))
    # Alan's space is the group's (chosen at once) and Alan must join; Paul may.
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.group, seen.asking) == ("group_join", ("Alan",), ("Paul",))
    assert_illegal(state, GroupAt("J2"), "IS-6.3")
    state = play(state, Join("Paul", joins=False), MoveTo("J4"))
    assert where(state, "Alan") == "J4"


@pytest.mark.rules("IS-15.4")
def test_no_chip_can_be_spent_during_a_battle() -> None:
    state = arrange(start(), pawns={"Alan": "J5", "Billy": "J1"})  # Alan with the T-Rex
    state = play(state, Roll("1"), Pick("Billy"), MoveTo("J2"), EndTurn())
    state = play(state, Roll("1"), Stay(), isl.Attack("Alan", "T-Rex"), Roll("2"))
    state = play(state, Roll("Escape 2"))
    assert (phase(state), isl.current_player(state)) == ("escape", 1)
    assert_illegal(state, SpendChip("Alan"), "IS-15.4")


@pytest.mark.rules("IS-R9")
def test_the_last_chip_may_be_spent_but_not_a_chip_you_do_not_have() -> None:
    state = moved(Alan=1, Billy=0)
    assert isl.legal_actions(state) == (EndTurn(), SpendChip("Alan"))
    assert_illegal(state, SpendChip("Billy"), "IS-15.1")
    state = play(state, SpendChip("Alan"))
    assert chips(state, "Alan") == 0
    assert isl.observe(state, 0).characters[0].status == "in_play"


@pytest.mark.rules("IS-R9")
def test_with_no_chip_to_spend_the_turn_ends_after_the_move() -> None:
    state = moved(Alan=0, Billy=0)
    assert phase(state) == "dino_roll"
