"""Attacks and battles: order, once per turn, the dice, removal, Spino 1 (IS-10..12, IS-14)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from tests.island_survival.helpers import (
    Attack,
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    chips,
    destinations,
    phase,
    play,
    start,
    status,
    where,
)


def attacks(pawns: dict[str, str], **dinosaurs: str) -> isl.IslandState:
    """These pawns placed; seat 1 moves Billy START -> J2; the dinosaur player stays put."""
    state = arrange(start(), pawns=pawns, dinosaurs=dinosaurs)
    return play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())


@pytest.mark.rules("IS-11.2", "IS-11.4")
def test_several_attacks_in_a_turn_in_the_order_the_dinosaur_player_names() -> None:
    state = attacks({"Alan": "J5", "Paul": "J7"})
    assert isl.legal_actions(state) == (Attack("Alan", "T-Rex"), Attack("Paul", "Spino A"))
    state = play(state, Attack("Paul", "Spino A"), Roll("1"), Roll("Hit"))
    assert chips(state, "Paul") == 4
    seen = isl.observe(state, 0)  # Alan's battle, the only one left, follows at once
    assert (seen.phase, seen.victim, seen.dinosaur) == ("battle_dino", "Alan", "T-Rex")


@pytest.mark.rules("IS-11.3", "IS-11.4")
def test_a_dinosaur_attacks_every_character_on_its_space() -> None:
    state = attacks({"Alan": "J5", "Paul": "J5"})
    assert isl.legal_actions(state) == (Attack("Alan", "T-Rex"), Attack("Paul", "T-Rex"))
    state = play(state, Attack("Paul", "T-Rex"), Roll("1"), Roll("Hit"))
    assert isl.observe(state, 0).victim == "Alan"


@pytest.mark.rules("IS-R11")
def test_attacks_are_not_optional() -> None:
    state = attacks({"Alan": "J5", "Paul": "J5"})
    assert all(isinstance(a, Attack) for a in isl.legal_actions(state))


@pytest.mark.rules("IS-11.5")
def test_a_character_is_attacked_only_once_a_turn() -> None:
    state = attacks({"Alan": "J5"}, **{"Spino A": "J3"})
    state = play(state, Roll("3"), Roll("Escape 2"), MoveTo("J3"))  # onto Spino A's space
    seen = isl.observe(state, 0)
    assert (where(state, "Alan"), seen.phase, seen.human) == ("J3", "human_roll", 2)


@pytest.mark.rules("IS-11.6")
def test_only_one_dinosaur_on_a_space_attacks_a_character() -> None:
    state = attacks({"Alan": "J5"}, **{"Spino A": "J5"})
    assert isl.legal_actions(state) == (Attack("Alan", "T-Rex"), Attack("Alan", "Spino A"))
    state = play(state, Attack("Alan", "Spino A"), Roll("1"), Roll("Hit"))
    assert (chips(state, "Alan"), phase(state)) == (4, "human_roll")  # no second attack


@pytest.mark.rules("IS-11.6", "IS-R11")
def test_dinosaurs_of_one_kind_on_a_space_are_offered_once() -> None:
    state = arrange(start(), pawns={"Alan": "P3"})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"))
    state = play(state, isl.PickDinosaur("Ptera 3"), MoveTo("P3"))
    assert isl.observe(state, 0).dinosaur == "Ptera 3"  # the only kind on P3: no choice left
    assert phase(state) == "battle_dino"


@pytest.mark.rules("IS-12.1", "IS-12.2", "IS-R4")
def test_the_dinosaur_battle_die_then_the_human_battle_die() -> None:
    state = attacks({"Alan": "J5"})
    assert dict(isl.chance_outcomes(state)) == {
        Roll("1"): Fraction(2, 6),
        Roll("2"): Fraction(2, 6),
        Roll("3"): Fraction(1, 6),
        Roll("Spino 1"): Fraction(1, 6),
    }
    state = play(state, Roll("3"))
    assert dict(isl.chance_outcomes(state)) == {
        Roll("Escape 2"): Fraction(2, 6),
        Roll("Escape 3"): Fraction(1, 6),
        Roll("Hit"): Fraction(3, 6),
    }


@pytest.mark.rules("IS-12.2", "IS-R13")
def test_an_escape_moves_the_character_up_to_n_chosen_by_its_player() -> None:
    state = attacks({"Paul": "J5"})
    state = play(state, Roll("3"), Roll("Escape 3"))
    assert isl.current_player(state) == 2  # Paul's player
    # J5: J4, J10 | J3, J8, J9, R1 | J2, J7, R2, R6 -- up to 3, any section.
    assert destinations(state) == ["J2", "J3", "J4", "J7", "J8", "J9", "J10", "R1", "R2", "R6"]
    state = play(state, MoveTo("R1"))
    assert (where(state, "Paul"), chips(state, "Paul")) == ("R1", 5)


@pytest.mark.rules("IS-R13")
def test_an_escape_onto_a_draw_card_space_draws_no_card() -> None:
    state = play(attacks({"Paul": "J5"}), Roll("3"), Roll("Escape 2"), MoveTo("J3"))
    assert where(state, "Paul") == "J3"
    assert phase(state) == "human_roll"
    assert len(isl.observe(state, 0).piles[0].pile) == 6


@pytest.mark.rules("IS-12.3")
def test_a_hit_loses_the_chips_on_the_dinosaur_battle_die() -> None:
    state = play(attacks({"Alan": "J5"}), Roll("3"), Roll("Hit"))
    assert chips(state, "Alan") == 2
    assert where(state, "Alan") == "J5"


@pytest.mark.rules("IS-10.1", "IS-R14")
def test_a_character_is_removed_on_losing_one_life_more_than_its_chips() -> None:
    state = arrange(start(), pawns={"Alan": "J5"}, chips={"Alan": 1})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())
    out = isl.observe(state, 0).lost_chips
    state = play(state, Roll("1"), Roll("Hit"))
    assert (chips(state, "Alan"), status(state, "Alan")) == (0, "in_play")  # lost its 1st life
    state = play(state, Roll("2"), Pick("Paul"), MoveTo("J1"), EndTurn(), Roll("1"), Stay())
    state = play(state, Roll("1"), Roll("Hit"))
    assert (status(state, "Alan"), where(state, "Alan")) == ("removed", None)
    assert isl.observe(state, 0).lost_chips == out + 1


@pytest.mark.rules("IS-14.1", "IS-R14")
def test_spino_1_from_a_spinosaurus_removes_the_character_whatever_its_chips() -> None:
    state = attacks({"Alan": "J7"})
    out = isl.observe(state, 0).lost_chips
    state = play(state, Roll("Spino 1"), Roll("Hit"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("removed", 0)
    assert isl.observe(state, 0).lost_chips == out + 5


@pytest.mark.rules("IS-14.1")
def test_spino_1_is_escaped_like_any_roll() -> None:
    state = play(attacks({"Alan": "J7"}), Roll("Spino 1"), Roll("Escape 2"), MoveTo("J6"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("in_play", 5)


@pytest.mark.rules("IS-14.2")
def test_spino_1_from_another_dinosaur_costs_one_chip() -> None:
    state = play(attacks({"Alan": "J5"}), Roll("Spino 1"), Roll("Hit"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("in_play", 4)
