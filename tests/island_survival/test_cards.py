"""Draw Card spaces and the cards: draw, follow, discard; Safe Space; behind you (IS-16, IS-19)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival import Pull
from dinorules.island_survival.cards import load_cards
from dinorules.kernel import Multiset
from tests.island_survival.helpers import (
    Draw,
    MoveTo,
    Pick,
    Roll,
    arrange,
    chips,
    destinations,
    phase,
    play,
    start,
    where,
)

JAW = (
    "Crash landing",
    "Eric appears",
    "First-aid kit",
    "Quiet jungle",
    "The T-Rex roars",
    "Wait for me!",
)


def lands_on_j3(
    *,
    pawns: dict[str, str] | None = None,
    dinosaurs: dict[str, str | None] | None = None,
    chip_counts: dict[str, int] | None = None,
    discarded: dict[str, tuple[str, ...]] | None = None,
) -> isl.IslandState:
    """Alan (seat 1) moves J2 -> J3, a Jaw to Jaw Draw Card space; the draw is next."""
    state = arrange(
        start(),
        pawns={"Alan": "J2", **(pawns or {})},
        dinosaurs=dinosaurs,
        chips=chip_counts,
        discarded=discarded,
    )
    return play(state, Roll("1"), Pick("Alan"), MoveTo("J3"))


@pytest.mark.rules("IS-R5")
def test_the_card_lists_of_the_five_piles() -> None:
    by_section: dict[str, dict[str, int]] = {}
    for card in load_cards("standard").cards:
        by_section.setdefault(card.section, {})[card.name] = card.count
    assert by_section == {
        "Jaw to Jaw": dict.fromkeys(JAW, 1),
        "Raptor Rumble": dict.fromkeys(
            [
                "Raptors Attack Spino",
                "Eric appears",
                "Raptor call",
                "Wait for me!",
                "Raptor claw",
                "Quiet jungle",
            ],
            1,
        ),
        "Pteranodon Terror": {
            "Eric appears": 1,
            "Shadow overhead": 2,
            "Wait for me!": 1,
            "Rickety bridge": 1,
            "First-aid kit": 1,
        },
        "Spino's Revenge": dict.fromkeys(
            [
                "Raptors Attack Spino",
                "River current",
                "Wait for me!",
                "Satellite phone rings",
                "First-aid kit",
                "Quiet river",
            ],
            1,
        ),
        "Race to the Rescue": {"WIN": 2, "Raptors on the beach": 1, "Not yet!": 2, "Exhausted": 1},
    }


@pytest.mark.rules("IS-16.1")
def test_landing_on_a_draw_card_space_draws_from_its_sections_pile() -> None:
    state = lands_on_j3()
    assert phase(state) == "draw"
    assert dict(isl.chance_outcomes(state)) == {Draw(name): Fraction(1, 6) for name in JAW}


@pytest.mark.rules("IS-16.1")
def test_passing_over_a_draw_card_space_draws_nothing() -> None:
    state = play(arrange(start(), pawns={"Alan": "J2"}), Roll("2"), Pick("Alan"), MoveTo("J4"))
    assert phase(state) == "spend"


@pytest.mark.rules("IS-16.2")
def test_the_card_is_followed_then_discarded_face_up() -> None:
    state = play(lands_on_j3(), Draw("Quiet jungle"))
    jaw = isl.observe(state, 0).piles[0]
    assert jaw.discard == Multiset.of(["Quiet jungle"])
    assert len(jaw.pile) == 5 and "Quiet jungle" not in jaw.pile
    assert phase(state) == "spend"


@pytest.mark.rules("IS-R15")
def test_an_empty_pile_is_made_again_from_its_discards() -> None:
    state = lands_on_j3(discarded={"Jaw to Jaw": JAW})
    jaw = isl.observe(state, 0).piles[0]
    assert (len(jaw.pile), len(jaw.discard)) == (6, 0)
    assert dict(isl.chance_outcomes(state)) == {Draw(name): Fraction(1, 6) for name in JAW}


@pytest.mark.rules("IS-R16", "IS-16.3")
def test_move_any_player_behind_you_here_and_they_draw_nothing() -> None:
    pawns = {"Billy": "J4", "Paul": "START", "Amanda": "J10", "Udesky": "J1", "Nash": "J3"}
    state = play(lands_on_j3(pawns=pawns), Draw("Wait for me!"))
    # Behind Alan (farther from the beach): Paul on START and Udesky on J1; Nash is level.
    assert isl.legal_actions(state) == (Pull("Paul"), Pull("Udesky"))
    state = play(state, Pull("Udesky"))
    assert where(state, "Udesky") == "J3"
    assert phase(state) == "spend"  # Udesky landed on a Draw Card space but draws nothing


@pytest.mark.rules("IS-R16")
def test_with_nobody_behind_the_card_does_nothing() -> None:
    pawns = {name: "J4" for name in ("Billy", "Paul", "Amanda", "Udesky", "Nash")}
    state = play(lands_on_j3(pawns=pawns), Draw("Wait for me!"))
    assert phase(state) == "spend"


@pytest.mark.rules("IS-19.1", "IS-R17")
def test_safe_space_moves_to_the_nearest_space_without_a_dinosaur() -> None:
    state = play(lands_on_j3(dinosaurs={"T-Rex": "J3"}), Draw("The T-Rex roars"))
    assert destinations(state) == ["J2", "J4"]  # a tie: the drawer chooses
    state = play(state, MoveTo("J4"))
    assert (where(state, "Alan"), phase(state)) == ("J4", "spend")


@pytest.mark.rules("IS-19.1", "IS-R17")
def test_safe_space_moves_you_even_from_a_space_without_a_dinosaur() -> None:
    state = play(lands_on_j3(), Draw("The T-Rex roars"))  # no dinosaur on J3
    assert destinations(state) == ["J2", "J4"]  # the nearest other spaces with none
    state = play(state, MoveTo("J4"))
    assert (where(state, "Alan"), phase(state)) == ("J4", "spend")


@pytest.mark.rules("IS-R15", "IS-19.1")
def test_your_own_card_moving_you_onto_a_draw_card_space_draws_again() -> None:
    dinosaurs = {"T-Rex": "J3", "Spino A": "J2", "Spino B": "J4"}
    state = arrange(start(), pawns={"Alan": "J1"}, dinosaurs=dinosaurs)
    state = play(state, Roll("2"), Pick("Alan"), MoveTo("J3"), Draw("The T-Rex roars"))
    assert destinations(state) == ["J1", "J5", "J8"]  # two spaces away, past the dinosaurs
    state = play(state, MoveTo("J8"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.drawer, where(state, "Alan")) == ("draw", "Alan", "J8")
    assert seen.piles[0].discard == Multiset.of(["The T-Rex roars"])


@pytest.mark.rules("IS-16.2")
def test_a_card_may_cost_life_chips() -> None:
    state = play(lands_on_j3(), Draw("Crash landing"))
    assert chips(state, "Alan") == 4


@pytest.mark.rules("IS-R22")
def test_a_first_aid_kit_gives_back_chips_up_to_the_starting_count() -> None:
    state = play(lands_on_j3(chip_counts={"Alan": 3}), Draw("First-aid kit"))
    assert chips(state, "Alan") == 4
    full = play(lands_on_j3(), Draw("First-aid kit"))
    assert chips(full, "Alan") == 5


@pytest.mark.rules("IS-R15", "IS-R17")
def test_a_move_draws_at_most_once_on_each_draw_card_space() -> None:
    pteranodons = {"Ptera 1": "P2", "Ptera 2": "P4", "Ptera 3": "NEST", "Ptera 4": "P7"}
    dinosaurs = {**pteranodons, "Ptera 5": "P9", "Ptera 6": "P10"}
    state = arrange(start(), pawns={"Alan": "P1"}, dinosaurs=dinosaurs)
    state = play(state, Roll("2"), Pick("Alan"), MoveTo("P3"), Draw("Shadow overhead"))
    assert destinations(state) == ["P1", "P5", "P8"]
    state = play(state, MoveTo("P8"), Draw("Shadow overhead"))  # a new space: it draws
    assert destinations(state) == ["P3", "P5", "P6"]
    state = play(state, MoveTo("P3"))  # drawn on already in this move: no third card
    assert (where(state, "Alan"), phase(state)) == ("P3", "spend")
    assert isl.observe(state, 0).piles[2].discard == Multiset.of(["Shadow overhead"] * 2)
