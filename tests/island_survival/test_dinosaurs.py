"""The dinosaur player: active dinosaurs, moves, "1 All", staying to attack (IS-9, IS-20, IS-R10).

Each scenario ends seat 1's turn with a pawn in the section under test, then
plays the dinosaur turn.
"""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival import PickDinosaur
from tests.island_survival.helpers import (
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    chips,
    destinations,
    dinosaur_at,
    play,
    start,
)


def dinosaur_turn(state: isl.IslandState, roll: str) -> isl.IslandState:
    """Seat 1 moves Billy from START to J2 (roll 2) and ends the turn; the dinosaurs roll."""
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll(roll))
    assert isl.current_player(state) == 0
    return state


@pytest.mark.rules("IS-9.1", "IS-9.4")
def test_only_dinosaurs_in_a_section_with_characters_may_move() -> None:
    state = dinosaur_turn(start(), "1")
    assert isl.legal_actions(state) == (Stay(), PickDinosaur("T-Rex"), PickDinosaur("Spino A"))


@pytest.mark.rules("IS-9.2")
def test_raptors_wake_when_someone_enters_the_raptor_rumble() -> None:
    state = arrange(start(), pawns={"Alan": "J10"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("R1"), EndTurn(), Roll("1"))
    assert isl.legal_actions(state) == (
        Stay(),
        PickDinosaur("Raptor 1"),
        PickDinosaur("Raptor 2"),
    )


@pytest.mark.rules("IS-9.2")
def test_raptors_stop_when_every_character_has_left_the_raptor_rumble() -> None:
    state = arrange(start(), pawns={"Alan": "R10"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("P1"), EndTurn(), Roll("1"))
    picks = [a.dinosaur for a in isl.legal_actions(state) if isinstance(a, PickDinosaur)]
    assert picks == [f"Ptera {n}" for n in range(1, 7)]


@pytest.mark.rules("IS-9.3")
def test_a_dinosaur_cannot_leave_its_section() -> None:
    state = dinosaur_turn(arrange(start(), dinosaurs={"T-Rex": "J10"}), "1")
    state = play(state, PickDinosaur("T-Rex"))
    assert destinations(state) == ["J5", "J9"]  # not R1, over the section line


@pytest.mark.rules("IS-9.4", "IS-7.1", "IS-7.2")
def test_one_active_dinosaur_moves_up_to_the_roll() -> None:
    state = play(dinosaur_turn(start(), "2"), PickDinosaur("T-Rex"))
    # J5: J4, J10 | J3, J8, J9 (not J9 straight across the barrier; not R1).
    assert destinations(state) == ["J3", "J4", "J8", "J9", "J10"]
    state = play(state, MoveTo("J3"))
    assert (dinosaur_at(state, "T-Rex"), dinosaur_at(state, "Spino A")) == ("J3", "J7")


@pytest.mark.rules("IS-9.5")
def test_1_all_steps_each_active_dinosaur_one_space_or_not() -> None:
    state = dinosaur_turn(start(), "1 All")
    assert isl.legal_actions(state) == (Stay(), MoveTo("J4"), MoveTo("J10"))  # the T-Rex
    state = play(state, MoveTo("J4"))
    assert isl.legal_actions(state) == (Stay(), MoveTo("J6"), MoveTo("J8"))  # Spino A
    state = play(state, MoveTo("J6"))
    assert (dinosaur_at(state, "T-Rex"), dinosaur_at(state, "Spino A")) == ("J4", "J6")


@pytest.mark.rules("IS-9.6", "IS-11.1")
def test_a_dinosaur_may_stay_to_attack_the_character_on_its_space() -> None:
    state = dinosaur_turn(arrange(start(), pawns={"Alan": "J5"}), "3")
    state = play(state, Stay(), isl.Attack("Alan", "T-Rex"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.victim, seen.dinosaur) == ("battle_dino", "Alan", "T-Rex")
    assert dinosaur_at(state, "T-Rex") == "J5"


@pytest.mark.rules("IS-9.7")
def test_a_character_that_fails_to_escape_is_attacked_again_next_turn() -> None:
    state = dinosaur_turn(arrange(start(), pawns={"Alan": "J5"}), "3")
    state = play(state, Stay(), isl.Attack("Alan", "T-Rex"), Roll("1"), Roll("Hit"))
    assert chips(state, "Alan") == 4
    state = play(state, Roll("2"), Pick("Paul"), MoveTo("J1"), EndTurn(), Roll("1"), Stay())
    assert isl.legal_actions(state) == (isl.Attack("Alan", "T-Rex"), isl.NoAttack())


@pytest.mark.rules("IS-16.4")
def test_a_dinosaur_landing_on_a_draw_card_space_draws_nothing() -> None:
    state = play(dinosaur_turn(start(), "2"), PickDinosaur("T-Rex"), MoveTo("J3"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.human) == ("human_roll", 2)
    assert len(seen.piles[0].pile) == 6


@pytest.mark.rules("IS-20.1")
def test_dinosaurs_never_enter_the_humans_only_shortcut() -> None:
    state = arrange(start(), pawns={"Alan": "B6"}, dinosaurs={"Raptor 3": "B1"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("B5"), EndTurn(), Roll("2"))
    state = play(state, PickDinosaur("Raptor 3"))
    assert destinations(state) == ["COVER", "B2", "B3"]  # not H1, nor H2 beyond the cover


@pytest.mark.rules("IS-20.2", "IS-R19")
def test_dinosaurs_may_stop_on_the_cover_but_not_pass_through_it() -> None:
    state = arrange(start(), pawns={"Alan": "B6"}, dinosaurs={"Raptor 3": "B2"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("BEACH"))
    state = play(state, isl.Draw("Not yet!"), EndTurn(), Roll("2"), PickDinosaur("Raptor 3"))
    assert destinations(state) == ["B1", "COVER", "B3", "B4"]  # B5 only through the cover


@pytest.mark.rules("IS-20.2", "IS-R19")
def test_a_dinosaur_on_the_cover_goes_back_the_way_it_came_never_across() -> None:
    state = arrange(start(), pawns={"Alan": "B6"}, dinosaurs={"Raptor 3": "B2"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("BEACH"), isl.Draw("Not yet!"))
    state = play(state, EndTurn(), Roll("2"), PickDinosaur("Raptor 3"), MoveTo("COVER"))
    state = play(state, Roll("2"), Pick("Paul"), MoveTo("J1"), EndTurn(), Roll("3"))
    state = play(state, PickDinosaur("Raptor 3"))
    assert destinations(state) == ["B1", "B2", "B3", "B4"]  # from B2's side: not B5, B6
