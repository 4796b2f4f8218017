"""Pteranodon Terror: carried to the nest with one or several characters (IS-13, IS-R12).

Only Ptera 3 (and, where said, Ptera 4) stays on the board, so every attack is
by the Pteranodon under test.
"""

from __future__ import annotations

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
    assert_illegal,
    chips,
    dinosaur_at,
    play,
    start,
    status,
    where,
)

OTHERS_GONE = {f"Ptera {n}": None for n in (1, 2, 4, 5, 6)}


def pteranodon_attacks(
    pawns: dict[str, str],
    chip_counts: dict[str, int] | None = None,
    extra: dict[str, str] | None = None,
) -> isl.IslandState:
    """Ptera 3 on P2 with these pawns; seat 1 moves Billy; the dinosaur player stays put."""
    dinosaurs: dict[str, str | None] = {**OTHERS_GONE, "Ptera 3": "P2", **(extra or {})}
    state = arrange(start(), pawns=pawns, dinosaurs=dinosaurs, chips=chip_counts)
    return play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())


@pytest.mark.rules("IS-13.1")
def test_a_lone_defeated_character_is_carried_to_the_nest_with_the_pteranodon() -> None:
    state = play(
        pteranodon_attacks({"Alan": "P2"}), Attack("Alan", "Ptera 3"), Roll("2"), Roll("Hit")
    )
    assert (chips(state, "Alan"), where(state, "Alan")) == (3, "NEST")
    assert dinosaur_at(state, "Ptera 3") == "NEST"


@pytest.mark.rules("IS-13.2")
def test_a_lone_character_losing_its_last_life_is_removed_and_the_pteranodon_stays() -> None:
    state = pteranodon_attacks({"Alan": "P2"}, {"Alan": 1})
    state = play(state, Attack("Alan", "Ptera 3"), Roll("2"), Roll("Hit"))
    assert status(state, "Alan") == "removed"
    assert dinosaur_at(state, "Ptera 3") == "P2"


@pytest.mark.rules("IS-13.1")
def test_a_lone_character_that_escapes_leaves_the_pteranodon_where_it_was() -> None:
    state = play(
        pteranodon_attacks({"Alan": "P2"}), Attack("Alan", "Ptera 3"), Roll("2"), Roll("Escape 2")
    )
    state = play(state, MoveTo("P1"))
    assert (where(state, "Alan"), dinosaur_at(state, "Ptera 3")) == ("P1", "P2")


@pytest.mark.rules("IS-13.3")
def test_the_pteranodon_attacks_again_in_the_nest_until_the_character_leaves() -> None:
    state = play(
        pteranodon_attacks({"Alan": "P2"}), Attack("Alan", "Ptera 3"), Roll("2"), Roll("Hit")
    )
    state = play(state, Roll("2"), Pick("Paul"), MoveTo("J1"), EndTurn(), Roll("1"), Stay())
    assert where(state, "Alan") == "NEST"
    assert isl.legal_actions(state) == (Attack("Alan", "Ptera 3"), isl.NoAttack())


@pytest.mark.rules("IS-13.4", "IS-13.5", "IS-R12")
def test_several_characters_go_to_the_nest_as_defeated_then_the_pteranodon() -> None:
    state = pteranodon_attacks({"Alan": "P2", "Paul": "P2", "Udesky": "P2"})
    assert isl.legal_actions(state) == (
        Attack("Alan", "Ptera 3"),
        Attack("Paul", "Ptera 3"),
        Attack("Udesky", "Ptera 3"),
        isl.NoAttack(),
    )
    state = play(state, Attack("Paul", "Ptera 3"), Roll("1"), Roll("Hit"))
    assert (where(state, "Paul"), dinosaur_at(state, "Ptera 3")) == ("NEST", "P2")
    assert isl.legal_actions(state) == (
        Attack("Alan", "Ptera 3"),
        Attack("Udesky", "Ptera 3"),
        isl.NoAttack(),
    )
    state = play(state, Attack("Udesky", "Ptera 3"), Roll("1"), Roll("Escape 2"), MoveTo("P1"))
    assert dinosaur_at(state, "Ptera 3") == "P2"  # Alan may still be battled
    state = play(state, Attack("Alan", "Ptera 3"), Roll("1"), Roll("Hit"))
    assert [where(state, n) for n in ("Paul", "Udesky", "Alan")] == ["NEST", "P1", "NEST"]
    assert dinosaur_at(state, "Ptera 3") == "NEST"


@pytest.mark.rules("IS-13.5")
def test_after_several_battles_the_pteranodon_returns_to_the_nest_even_if_all_escape() -> None:
    state = pteranodon_attacks({"Alan": "P2", "Paul": "P2"})
    state = play(state, Attack("Alan", "Ptera 3"), Roll("1"), Roll("Escape 2"), MoveTo("P1"))
    state = play(state, Attack("Paul", "Ptera 3"), Roll("1"), Roll("Escape 2"), MoveTo("P4"))
    assert [where(state, n) for n in ("Alan", "Paul")] == ["P1", "P4"]
    assert dinosaur_at(state, "Ptera 3") == "NEST"


@pytest.mark.rules("IS-R12")
def test_a_pteranodon_finishes_its_roster_before_any_other_attack() -> None:
    state = pteranodon_attacks(
        {"Alan": "P2", "Paul": "P2", "Udesky": "P5"}, extra={"Ptera 4": "P5"}
    )
    assert Attack("Udesky", "Ptera 4") in isl.legal_actions(state)
    state = play(state, Attack("Alan", "Ptera 3"), Roll("1"), Roll("Hit"))
    seen = isl.observe(state, 0)  # Paul, the rest of its space, comes before Udesky
    assert (seen.phase, seen.dinosaur, seen.roster) == ("attack", "Ptera 3", ("Paul",))
    assert isl.legal_actions(state) == (Attack("Paul", "Ptera 3"), isl.NoAttack())
    assert_illegal(state, Attack("Udesky", "Ptera 4"), "IS-R12")
    state = play(state, isl.NoAttack())  # its battle ends: now Ptera 4 may attack
    assert isl.legal_actions(state) == (Attack("Udesky", "Ptera 4"), isl.NoAttack())


@pytest.mark.rules("IS-11.3", "IS-13.1", "IS-R12")
def test_a_pteranodon_may_stop_after_one_character_and_is_then_in_a_lone_battle() -> None:
    state = pteranodon_attacks({"Alan": "P2", "Paul": "P2"})
    state = play(state, Attack("Alan", "Ptera 3"), Roll("1"), Roll("Hit"))
    assert (where(state, "Alan"), dinosaur_at(state, "Ptera 3")) == ("NEST", "P2")
    assert isl.legal_actions(state) == (Attack("Paul", "Ptera 3"), isl.NoAttack())
    state = play(state, isl.NoAttack())
    assert dinosaur_at(state, "Ptera 3") == "NEST"  # carried Alan: a lone battle
    assert (where(state, "Paul"), chips(state, "Paul")) == ("P2", 5)
    assert isl.observe(state, 0).phase == "human_roll"


@pytest.mark.rules("IS-13.1", "IS-R12")
def test_a_pteranodon_that_stops_after_a_lone_escape_stays_where_it_was() -> None:
    state = pteranodon_attacks({"Alan": "P2", "Paul": "P2"})
    state = play(state, Attack("Alan", "Ptera 3"), Roll("1"), Roll("Escape 2"), MoveTo("NEST"))
    state = play(state, isl.NoAttack())
    assert (where(state, "Alan"), dinosaur_at(state, "Ptera 3")) == ("NEST", "P2")
