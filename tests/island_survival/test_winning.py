"""Winning: WIN at the beach, or every character removed (IS-4, IS-18, IS-20.3, IS-21)."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from tests.island_survival.helpers import (
    DINO,
    Draw,
    MoveTo,
    Pick,
    Roll,
    arrange,
    destinations,
    play,
    setup,
    start,
)

EVERYONE_BUT_ALAN = ("Billy", "Paul", "Amanda", "Udesky", "Nash")


@pytest.mark.rules("IS-18.1", "IS-21.1", "IS-4.1")
def test_drawing_win_on_the_beach_wins_for_the_characters_player() -> None:
    state = arrange(start(), pawns={"Alan": "B6"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("BEACH"))
    assert not isl.is_terminal(state)
    state = play(state, Draw("WIN"))
    assert isl.is_terminal(state)
    assert isl.winners(state) == frozenset({1})
    assert isl.legal_actions(state) == ()


@pytest.mark.rules("IS-21.1")
def test_the_winner_is_whoever_controls_the_character() -> None:
    state = setup(players=3).place("Amanda", "BEACH").drawing("Amanda").build()  # seat 2's
    state = play(state, Draw("WIN"))
    assert isl.winners(state) == frozenset({2})


@pytest.mark.rules("IS-18.2")
def test_without_win_the_character_must_come_back_to_draw_again() -> None:
    drawn = setup().place("Alan", "BEACH").drawing("Alan").build()
    assert not isl.is_terminal(play(drawn, Draw("Not yet!")))
    later = setup().place("Alan", "BEACH").discard("Race to the Rescue", "Not yet!")
    state = play(later.turn(1, roll="1").build(), Pick("Alan"))  # his next turn
    assert destinations(state) == ["H2", "B6"]  # off the beach; landing again draws again


@pytest.mark.rules("IS-20.3", "IS-20.1")
def test_the_humans_only_shortcut_is_the_quick_dash_to_the_beach() -> None:
    state = play(arrange(start(), pawns={"Alan": "B1"}), Roll("4"), Pick("Alan"))
    assert "BEACH" in destinations(state)  # B1 - H1 - COVER - H2 - BEACH: 4 spaces
    state = play(state, MoveTo("BEACH"))
    assert isl.observe(state, 0).phase == "draw"


@pytest.mark.rules("IS-21.2", "IS-R21")
def test_the_dinosaurs_win_when_every_character_is_removed_eric_aside_or_not() -> None:
    builder = setup().remove(*EVERYONE_BUT_ALAN).place("Alan", "J5").chips("Alan", 0)
    state = play(builder.battle("Alan", "T-Rex").build(), Roll("1"), Roll("Hit"))
    assert isl.is_terminal(state)
    assert isl.winners(state) == frozenset({DINO})
    assert isl.observe(state, 0).characters[6].status == "aside"
