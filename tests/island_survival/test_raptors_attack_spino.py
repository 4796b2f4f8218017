"""The "Raptors Attack Spino" card: the duel, its three chances, ties, removal (IS-17, IS-R18).

The standard card targets Spino B (on S5) and sends a Raptor of the Raptor Rumble
(Raptor 1 on R5, Raptor 2 on R8). Alan draws it on R4.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival import PickDinosaur, SendRaptor
from dinorules.kernel import Multiset
from tests.island_survival.helpers import (
    Draw,
    MoveTo,
    Pick,
    Roll,
    arrange,
    destinations,
    dinosaur_at,
    phase,
    play,
    setup,
    start,
)

CARD = "Raptors Attack Spino"


def drawn(
    dinosaurs: dict[str, str | None] | None = None, pawns: dict[str, str] | None = None
) -> isl.IslandState:
    """Alan moves R3 -> R4 and draws "Raptors Attack Spino"."""
    state = arrange(start(), pawns={"Alan": "R3", **(pawns or {})}, dinosaurs=dinosaurs)
    return play(state, Roll("1"), Pick("Alan"), MoveTo("R4"), Draw(CARD))


def duel() -> isl.IslandState:
    """Raptor 1 is sent: the dinosaur player's roll is next."""
    return play(drawn(), SendRaptor("Raptor 1"))


def discarded(state: isl.IslandState) -> bool:
    return isl.observe(state, 0).piles[1].discard == Multiset.of([CARD])


@pytest.mark.rules("IS-17.2")
def test_a_raptor_of_the_raptor_rumble_is_put_on_the_spinosaurus_space() -> None:
    state = drawn()
    assert isl.legal_actions(state) == (SendRaptor("Raptor 1"), SendRaptor("Raptor 2"))
    assert isl.current_player(state) == 1
    state = play(state, SendRaptor("Raptor 1"))
    assert dinosaur_at(state, "Raptor 1") == dinosaur_at(state, "Spino B") == "S5"
    assert phase(state) == "duel_dino"
    state = play(state, Roll("2"))
    assert phase(state) == "duel_human"  # then the drawer rolls the same die
    assert dict(isl.chance_outcomes(state)) == {
        Roll("1"): Fraction(2, 6),
        Roll("2"): Fraction(2, 6),
        Roll("3"): Fraction(1, 6),
        Roll("Spino 1"): Fraction(1, 6),
    }


@pytest.mark.rules("IS-R18")
def test_a_lone_raptor_in_the_raptor_rumble_is_sent_at_once() -> None:
    state = drawn({"Raptor 2": None})
    assert (phase(state), dinosaur_at(state, "Raptor 1")) == ("duel_dino", "S5")


@pytest.mark.rules("IS-17.3")
def test_spino_1_from_the_dinosaur_player_removes_the_raptor() -> None:
    state = play(duel(), Roll("Spino 1"))
    assert (dinosaur_at(state, "Raptor 1"), dinosaur_at(state, "Spino B")) == (None, "S5")
    assert discarded(state) and phase(state) == "spend"


@pytest.mark.rules("IS-17.4")
def test_a_higher_roll_by_the_drawer_makes_the_raptor_replace_the_spinosaurus() -> None:
    state = play(duel(), Roll("1"), Roll("2"))
    assert (dinosaur_at(state, "Raptor 1"), dinosaur_at(state, "Spino B")) == ("S5", None)
    assert discarded(state) and phase(state) == "spend"


@pytest.mark.rules("IS-17.4", "IS-9.3")
def test_the_winning_raptor_now_roams_only_that_section() -> None:
    won = setup().place("Alan", "R4").place("Billy", "S4").place("Raptor 1", "S5")
    state = play(won.remove("Spino B").dinosaur_turn().build(), Roll("1"))
    assert PickDinosaur("Raptor 1") in isl.legal_actions(state)  # Billy is in its section
    state = play(state, PickDinosaur("Raptor 1"))
    assert destinations(state) == ["S4", "S10"]


@pytest.mark.rules("IS-17.5")
def test_when_the_dinosaur_player_rolls_higher_both_roll_again() -> None:
    state = play(duel(), Roll("3"), Roll("1"))
    seen = isl.observe(state, 0)
    assert (seen.phase, seen.duel_tries) == ("duel_dino", 1)
    state = play(state, Roll("1"), Roll("2"))  # the second chance succeeds
    assert dinosaur_at(state, "Spino B") is None


@pytest.mark.rules("IS-17.6", "IS-17.5")
def test_three_ties_and_the_spinosaurus_wins() -> None:
    state = play(duel(), Roll("2"), Roll("2"), Roll("1"), Roll("1"))
    assert dinosaur_at(state, "Raptor 1") == "S5"  # two ties: one chance left
    state = play(state, Roll("3"), Roll("3"))
    assert (dinosaur_at(state, "Raptor 1"), dinosaur_at(state, "Spino B")) == (None, "S5")
    assert discarded(state)


@pytest.mark.rules("IS-R18")
def test_a_spino_1_rolled_by_the_drawer_counts_as_1() -> None:
    state = play(duel(), Roll("1"), Roll("Spino 1"))
    assert isl.observe(state, 0).duel_tries == 1  # a tie, not a win
    assert dinosaur_at(state, "Spino B") == "S5"


@pytest.mark.rules("IS-17.1")
def test_with_the_spinosaurus_gone_the_card_is_discarded_and_the_turn_ends() -> None:
    state = drawn({"Spino B": None})
    assert discarded(state)
    assert phase(state) == "dino_roll"  # no chance to spend a life chip


@pytest.mark.rules("IS-R18")
def test_with_no_raptor_in_the_raptor_rumble_the_card_is_discarded_and_the_turn_ends() -> None:
    state = drawn({"Raptor 1": None, "Raptor 2": None})
    assert discarded(state)
    assert (phase(state), dinosaur_at(state, "Spino B")) == ("human_roll", "S5")
