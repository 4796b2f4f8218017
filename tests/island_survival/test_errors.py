"""Bad input: illegal actions name the rule and leave the state as it was."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules import IllegalActionError, InvalidOptionError
from dinorules.island_survival import GroupAt, Join, PickDinosaur, Pull, SendRaptor
from tests.island_survival.helpers import (
    Attack,
    Draw,
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    assert_illegal,
    play,
    start,
)


def dinosaur_turn(pawns: dict[str, str]) -> isl.IslandState:
    """These pawns placed; seat 1 moves Billy to J2; the dinosaur player has rolled a 1."""
    state = arrange(start(), pawns=pawns)
    return play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"))


@pytest.mark.rules("IS-6.3")
def test_a_move_out_of_turn_names_the_turn_order() -> None:
    state = play(start(), Roll("2"))
    message = assert_illegal(state, PickDinosaur("T-Rex"), "IS-6.3")
    assert "player 1 decides" in message
    state = dinosaur_turn({})
    assert_illegal(state, Pick("Alan"), "IS-6.3")
    assert_illegal(state, EndTurn(), "IS-6.3")


@pytest.mark.rules("IS-8.1", "IS-7.1")
def test_a_human_move_out_of_reach_or_with_anothers_pawn() -> None:
    state = play(start(), Roll("2"))
    assert "not one of player 1's pawns" in assert_illegal(state, Pick("Nash"), "IS-8.1")
    assert_illegal(state, Pick("Eric"), "IS-8.1")
    state = play(state, Pick("Alan"))
    assert_illegal(state, MoveTo("J3"), "IS-7.1")
    assert_illegal(state, MoveTo("Atlantis"), "IS-7.1")


@pytest.mark.rules("IS-9.1", "IS-9.3")
def test_a_dinosaur_that_is_not_active_or_a_move_out_of_its_section() -> None:
    state = dinosaur_turn({})
    assert_illegal(state, PickDinosaur("Raptor 1"), "IS-9.1")
    state = play(state, PickDinosaur("T-Rex"))
    assert_illegal(state, MoveTo("R1"), "IS-9.3")


@pytest.mark.rules("IS-11.5", "IS-11.1")
def test_an_attack_on_a_character_already_attacked_or_out_of_reach() -> None:
    state = play(dinosaur_turn({"Alan": "J5", "Paul": "J7", "Udesky": "J7"}), Stay())
    assert_illegal(state, Attack("Billy", "T-Rex"), "IS-11.1")
    state = play(state, Attack("Alan", "T-Rex"), Roll("1"), Roll("Escape 2"), MoveTo("J4"))
    assert_illegal(state, Attack("Alan", "Spino A"), "IS-11.5")


@pytest.mark.rules("IS-8.3")
def test_a_group_from_a_space_without_your_pawn_or_answers_out_of_turn() -> None:
    state = arrange(start(), pawns={"Alan": "J3", "Billy": "J1", "Paul": "J3"})
    state = play(state, Roll("Group 3"))
    assert_illegal(state, GroupAt("J2"), "IS-8.3")
    state = play(state, GroupAt("J3"))  # Alan, seat 1's only pawn there, comes at once
    assert isl.observe(state, 0).asking == ("Paul",)
    assert "being asked is Paul" in assert_illegal(state, Join("Alan", joins=False), "IS-8.3")


@pytest.mark.rules("IS-R16", "IS-17.2", "IS-19.1")
def test_card_choices_outside_what_the_card_allows() -> None:
    state = arrange(start(), pawns={"Alan": "J2", "Billy": "J4"})
    pulled = play(state, Roll("1"), Pick("Alan"), MoveTo("J3"), Draw("Wait for me!"))
    assert_illegal(pulled, Pull("Billy"), "IS-R16")
    state = arrange(start(), pawns={"Alan": "R3"})
    duel = play(state, Roll("1"), Pick("Alan"), MoveTo("R4"), Draw("Raptors Attack Spino"))
    assert_illegal(duel, SendRaptor("Raptor 3"), "IS-17.2")
    state = arrange(start(), pawns={"Alan": "J2"}, dinosaurs={"T-Rex": "J3"})
    safe = play(state, Roll("1"), Pick("Alan"), MoveTo("J3"), Draw("The T-Rex roars"))
    assert_illegal(safe, MoveTo("J1"), "IS-19.1")


def test_a_chance_outcome_that_cannot_happen_is_rejected() -> None:
    state = start()
    with pytest.raises(IllegalActionError, match="not an outcome"):
        isl.apply(state, Roll("6"))
    with pytest.raises(IllegalActionError, match="not an outcome"):
        isl.apply(state, Pick("Alan"))


def test_nothing_is_legal_once_the_game_is_over() -> None:
    state = arrange(start(), pawns={"Alan": "B6"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("BEACH"), Draw("WIN"))
    with pytest.raises(IllegalActionError, match="over"):
        isl.apply(state, EndTurn())


@pytest.mark.parametrize("seat", [-1, 4, True, "1"])
def test_observing_a_seat_that_does_not_exist(seat: object) -> None:
    with pytest.raises(InvalidOptionError, match="player"):
        isl.observe(start(players=4), seat)  # type: ignore[arg-type]
