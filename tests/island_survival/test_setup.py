"""Set-up: components, Figure 1, START, Eric aside, piles, seats and life chips (IS-1, 3, 5)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival.dice import load_dice
from tests.island_survival.helpers import (
    CHARACTERS,
    DINO,
    Draw,
    arrange,
    chips,
    play,
    start,
    status,
    where,
)


@pytest.mark.rules("IS-1.1")
def test_contents_seven_pawns_twelve_dinosaurs_33_chips_30_cards_4_dice() -> None:
    seen = isl.observe(start(players=4), 0)
    assert [c.name for c in seen.characters] == list(CHARACTERS)
    kinds = Counter(d.kind for d in seen.dinosaurs)
    assert kinds == {"Spinosaurus": 2, "Tyrannosaurus Rex": 1, "Velociraptor": 3, "Pteranodon": 6}
    assert sum(c.chips for c in seen.characters) == 33  # 6 x 5 + Eric's 3
    assert sum(len(p.pile) for p in seen.piles) == 30
    dice = load_dice("standard")
    four = (
        dice.character_movement,
        dice.dinosaur_movement,
        dice.human_battle,
        dice.dinosaur_battle,
    )
    assert all(sum(face.count for face in die.faces) == 6 for die in four)


@pytest.mark.rules("IS-3.2", "IS-R3")
def test_each_dinosaur_starts_on_its_figure_1_space() -> None:
    seen = isl.observe(start(), 0)
    assert {d.name: d.space for d in seen.dinosaurs} == {
        "T-Rex": "J5",
        "Spino A": "J7",
        "Raptor 1": "R5",
        "Raptor 2": "R8",
        "Ptera 1": "NEST",
        "Ptera 2": "NEST",
        "Ptera 3": "P4",
        "Ptera 4": "P5",
        "Ptera 5": "P7",
        "Ptera 6": "P9",
        "Spino B": "S5",
        "Raptor 3": "B4",
    }


@pytest.mark.rules("IS-3.3")
@pytest.mark.parametrize(("players", "eric_chips"), [(2, 1), (3, 2), (4, 3)])
def test_pawns_start_on_start_and_eric_is_set_aside_with_his_chips(
    players: int, eric_chips: int
) -> None:
    state = start(players=players)
    for name in CHARACTERS[:6]:
        assert where(state, name) == "START"
        assert status(state, name) == "in_play"
    assert where(state, "Eric") is None
    assert status(state, "Eric") == "aside"
    assert chips(state, "Eric") == eric_chips


@pytest.mark.rules("IS-3.4", "IS-3.5", "IS-R5")
def test_five_section_piles_of_six_face_down_and_no_discards() -> None:
    seen = isl.observe(start(), 0)
    assert [p.section for p in seen.piles] == [
        "Jaw to Jaw",
        "Raptor Rumble",
        "Pteranodon Terror",
        "Spino's Revenge",
        "Race to the Rescue",
    ]
    assert [len(p.pile) for p in seen.piles] == [6, 6, 6, 6, 6]
    assert all(not p.discard for p in seen.piles)
    race = seen.piles[4].pile
    assert race.count("WIN") == 2 and race.count("Not yet!") == 2


@pytest.mark.rules("IS-3.4", "IS-R5")
def test_a_pile_is_shuffled_each_draw_is_a_chance_over_what_is_left() -> None:
    state = arrange(start(), pawns={"Alan": "B6"})
    state = play(state, isl.Roll("1"), isl.Pick("Alan"), isl.MoveTo("BEACH"))
    outcomes = dict(isl.chance_outcomes(state))
    assert outcomes == {
        Draw("Exhausted"): Fraction(1, 6),
        Draw("Not yet!"): Fraction(2, 6),
        Draw("Raptors on the beach"): Fraction(1, 6),
        Draw("WIN"): Fraction(2, 6),  # about one in three (COMPONENTS.md)
    }


@pytest.mark.rules("IS-5.1", "IS-5.2", "IS-R1", "IS-R2")
def test_four_players_dinosaur_seat_0_three_humans_with_two_pawns_and_five_chips() -> None:
    seen = isl.observe(start(players=4), 0)
    owners = {c.name: c.owner for c in seen.characters}
    assert owners == {
        "Alan": 1,
        "Billy": 1,
        "Paul": 2,
        "Amanda": 2,
        "Udesky": 3,
        "Nash": 3,
        "Eric": -1,
    }
    assert DINO not in owners.values()
    assert {c.name: c.chips for c in seen.characters if c.name != "Eric"} == dict.fromkeys(
        CHARACTERS[:6], 5
    )


@pytest.mark.rules("IS-5.1", "IS-5.3", "IS-R2")
def test_three_players_two_humans_with_three_pawns_and_four_chips() -> None:
    seen = isl.observe(start(players=3), 0)
    assert {c.name: (c.owner, c.chips) for c in seen.characters} == {
        "Alan": (1, 4),
        "Billy": (1, 4),
        "Paul": (1, 4),
        "Amanda": (2, 4),
        "Udesky": (2, 4),
        "Nash": (2, 4),
        "Eric": (-1, 2),
    }


@pytest.mark.rules("IS-5.1", "IS-5.4", "IS-R2")
def test_two_players_one_human_with_every_pawn_and_three_chips() -> None:
    seen = isl.observe(start(players=2), 0)
    assert {c.name: (c.owner, c.chips) for c in seen.characters} == {
        **{name: (1, 3) for name in CHARACTERS[:6]},
        "Eric": (-1, 1),
    }
