"""Eric appears: joins on the drawer's space for the drawer's player, once (IS-5.5..5.8)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.island_survival as isl
from dinorules.kernel import Multiset
from tests.island_survival.helpers import (
    Draw,
    MoveTo,
    Pick,
    Roll,
    arrange,
    phase,
    play,
    setup,
    start,
    status,
    where,
)

RAPTOR_RUMBLE_BUT_ERIC = (
    "Quiet jungle",
    "Raptor call",
    "Raptor claw",
    "Raptors Attack Spino",
    "Wait for me!",
)


@pytest.mark.rules("IS-5.5", "IS-5.7", "IS-5.8")
def test_eric_joins_where_the_card_was_drawn_for_the_player_who_drew_it() -> None:
    state = setup().place("Paul", "J3").drawing("Paul").build()  # seat 2 has landed on J3
    state = play(state, Draw("Eric appears"))
    eric = isl.observe(state, 0).characters[6]
    assert (eric.name, eric.status, eric.space, eric.owner, eric.chips) == (
        "Eric",
        "in_play",
        "J3",
        2,
        3,
    )
    assert isl.observe(state, 0).piles[0].discard == Multiset.of(["Eric appears"])


@pytest.mark.rules("IS-5.6")
def test_a_second_eric_appears_is_discarded_and_another_card_drawn() -> None:
    builder = setup(players=2).join("Eric", 1, "J3").discard("Jaw to Jaw", "Eric appears")
    state = builder.place("Billy", "R4").drawing("Billy").build()
    state = play(state, Draw("Eric appears"))
    assert phase(state) == "draw"  # draw again, from what is left
    assert dict(isl.chance_outcomes(state)) == {
        Draw(name): Fraction(1, 5) for name in RAPTOR_RUMBLE_BUT_ERIC
    }
    assert isl.observe(state, 0).piles[1].discard == Multiset.of(["Eric appears"])
    state = play(state, Draw("Quiet jungle"))
    assert where(state, "Eric") == "J3"


@pytest.mark.rules("IS-5.6")
def test_eric_appears_after_eric_was_removed_is_discarded_and_another_drawn() -> None:
    state = arrange(start(), pawns={"Alan": "R3"}, removed=("Eric",))
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("R4"), Draw("Eric appears"))
    assert (phase(state), status(state, "Eric")) == ("draw", "removed")
    assert len(isl.chance_outcomes(state)) == 5
