"""Attacks and battles: order, once per turn, the dice, removal, Spino 1 (IS-10..12, IS-14)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from dinorules.kernel import Multiset
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
    assert isl.legal_actions(state) == (
        Attack("Alan", "T-Rex"),
        Attack("Paul", "Spino A"),
        isl.NoAttack(),
    )
    state = play(state, Attack("Paul", "Spino A"), Roll("1"), Roll("Hit"))
    assert chips(state, "Paul") == 4
    state = play(state, Attack("Alan", "T-Rex"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.victim, seen.dinosaur) == ("battle_dino", "Alan", "T-Rex")


@pytest.mark.rules("IS-11.3", "IS-11.4")
def test_a_dinosaur_may_attack_every_character_on_its_space() -> None:
    state = attacks({"Alan": "J5", "Paul": "J5"})
    assert isl.legal_actions(state) == (
        Attack("Alan", "T-Rex"),
        Attack("Paul", "T-Rex"),
        isl.NoAttack(),
    )
    state = play(state, Attack("Paul", "T-Rex"), Roll("1"), Roll("Hit"))
    state = play(state, Attack("Alan", "T-Rex"))
    assert isl.observe(state, 0).victim == "Alan"


@pytest.mark.rules("IS-8.6", "IS-R11")
def test_the_dinosaur_player_may_choose_not_to_attack() -> None:
    state = attacks({"Alan": "J5"})
    assert isl.legal_actions(state) == (Attack("Alan", "T-Rex"), isl.NoAttack())
    state = play(state, isl.NoAttack())
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.human, chips(state, "Alan")) == ("human_roll", 2, 5)


@pytest.mark.rules("IS-11.3", "IS-R11")
def test_a_dinosaur_may_attack_one_character_on_its_space_and_spare_another() -> None:
    state = attacks({"Alan": "J5", "Paul": "J5"})
    state = play(state, Attack("Paul", "T-Rex"), Roll("1"), Roll("Hit"))
    assert isl.legal_actions(state) == (Attack("Alan", "T-Rex"), isl.NoAttack())
    state = play(state, isl.NoAttack())
    assert (chips(state, "Paul"), chips(state, "Alan"), phase(state)) == (4, 5, "human_roll")


@pytest.mark.rules("IS-11.5")
def test_a_character_is_attacked_only_once_a_turn() -> None:
    state = attacks({"Alan": "J5"}, **{"Spino A": "J4"})
    state = play(state, Attack("Alan", "T-Rex"), Roll("3"), Roll("Escape 2"))
    state = play(state, MoveTo("J4"))  # onto Spino A's space: no second attack this turn
    seen = isl.observe(state, 0)
    assert (where(state, "Alan"), seen.phase, seen.human) == ("J4", "human_roll", 2)


@pytest.mark.rules("IS-11.6")
def test_only_one_dinosaur_on_a_space_attacks_a_character() -> None:
    state = attacks({"Alan": "J5"}, **{"Spino A": "J5"})
    assert isl.legal_actions(state) == (
        Attack("Alan", "T-Rex"),
        Attack("Alan", "Spino A"),
        isl.NoAttack(),
    )
    state = play(state, Attack("Alan", "Spino A"), Roll("1"), Roll("Hit"))
    assert (chips(state, "Alan"), phase(state)) == (4, "human_roll")  # no second attack


@pytest.mark.rules("IS-11.6", "IS-R11")
def test_dinosaurs_of_one_kind_on_a_space_are_offered_once() -> None:
    state = arrange(start(), pawns={"Alan": "P3"})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"))
    state = play(state, isl.PickDinosaur("Ptera 3"), MoveTo("P3"))
    assert isl.legal_actions(state) == (Attack("Alan", "Ptera 3"), isl.NoAttack())


@pytest.mark.rules("IS-12.1", "IS-12.2", "IS-R4")
def test_the_dinosaur_battle_die_then_the_human_battle_die() -> None:
    state = play(attacks({"Alan": "J5"}), Attack("Alan", "T-Rex"))
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
    state = play(attacks({"Paul": "J5"}), Attack("Paul", "T-Rex"))
    state = play(state, Roll("3"), Roll("Escape 3"))
    assert isl.current_player(state) == 2  # Paul's player
    # J5: J4, J10 | J3, J8, J9, R1 | J2, J7, R2, R6 -- up to 3, any section.
    assert destinations(state) == ["J2", "J3", "J4", "J7", "J8", "J9", "J10", "R1", "R2", "R6"]
    state = play(state, MoveTo("R1"))
    assert (where(state, "Paul"), chips(state, "Paul")) == ("R1", 5)


@pytest.mark.rules("IS-16.1", "IS-R13")
def test_an_escape_onto_a_draw_card_space_draws_a_card() -> None:
    state = play(attacks({"Paul": "J5"}), Attack("Paul", "T-Rex"), Roll("3"), Roll("Escape 2"))
    state = play(state, MoveTo("J3"))
    seen = isl.observe(state, 0)
    assert (where(state, "Paul"), seen.phase, seen.drawer) == ("J3", "draw", "Paul")
    state = play(state, isl.Draw("First-aid kit"))  # followed in the dinosaur turn
    assert isl.observe(state, 0).piles[0].discard == Multiset.of(["First-aid kit"])
    assert (phase(state), isl.observe(state, 0).human) == ("human_roll", 2)  # no chip to spend


@pytest.mark.rules("IS-16.1", "IS-21.1", "IS-R13")
def test_an_escape_onto_the_beach_may_draw_win() -> None:
    state = arrange(start(), pawns={"Alan": "B5", "Billy": "J1"}, dinosaurs={"Raptor 3": "B5"})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())
    state = play(state, Attack("Alan", "Raptor 3"), Roll("2"), Roll("Escape 2"))
    state = play(state, MoveTo("BEACH"), isl.Draw("WIN"))
    assert isl.winners(state) == frozenset({1})


@pytest.mark.rules("IS-R13", "IS-R16")
def test_a_card_drawn_after_an_escape_is_decided_by_the_escaping_characters_player() -> None:
    state = arrange(start(), pawns={"Paul": "J5", "Alan": "START"})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())
    state = play(state, Attack("Paul", "T-Rex"), Roll("3"), Roll("Escape 2"), MoveTo("J3"))
    state = play(state, isl.Draw("Wait for me!"))
    assert isl.current_player(state) == 2  # Paul's player, in the dinosaur turn
    state = play(state, isl.Pull("Alan"))
    assert where(state, "Alan") == "J3"


@pytest.mark.rules("IS-12.3")
def test_a_hit_loses_the_chips_on_the_dinosaur_battle_die() -> None:
    state = play(attacks({"Alan": "J5"}), Attack("Alan", "T-Rex"), Roll("3"), Roll("Hit"))
    assert chips(state, "Alan") == 2
    assert where(state, "Alan") == "J5"


@pytest.mark.rules("IS-10.1", "IS-R14")
def test_a_character_is_removed_on_losing_one_life_more_than_its_chips() -> None:
    state = arrange(start(), pawns={"Alan": "J5"}, chips={"Alan": 1})
    state = play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())
    out = isl.observe(state, 0).lost_chips
    state = play(state, Attack("Alan", "T-Rex"), Roll("1"), Roll("Hit"))
    assert (chips(state, "Alan"), status(state, "Alan")) == (0, "in_play")  # lost its 1st life
    state = play(state, Roll("2"), Pick("Paul"), MoveTo("J1"), EndTurn(), Roll("1"), Stay())
    state = play(state, Attack("Alan", "T-Rex"), Roll("1"), Roll("Hit"))
    assert (status(state, "Alan"), where(state, "Alan")) == ("removed", None)
    assert isl.observe(state, 0).lost_chips == out + 1


@pytest.mark.rules("IS-14.1", "IS-R14")
def test_spino_1_from_a_spinosaurus_removes_the_character_whatever_its_chips() -> None:
    state = play(attacks({"Alan": "J7"}), Attack("Alan", "Spino A"))
    out = isl.observe(state, 0).lost_chips
    state = play(state, Roll("Spino 1"), Roll("Hit"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("removed", 0)
    assert isl.observe(state, 0).lost_chips == out + 5


@pytest.mark.rules("IS-14.1")
def test_spino_1_is_escaped_like_any_roll() -> None:
    state = play(attacks({"Alan": "J7"}), Attack("Alan", "Spino A"), Roll("Spino 1"))
    state = play(state, Roll("Escape 2"), MoveTo("J6"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("in_play", 5)


@pytest.mark.rules("IS-14.2")
def test_spino_1_from_another_dinosaur_costs_one_chip() -> None:
    state = play(attacks({"Alan": "J5"}), Attack("Alan", "T-Rex"), Roll("Spino 1"), Roll("Hit"))
    assert (status(state, "Alan"), chips(state, "Alan")) == ("in_play", 4)
