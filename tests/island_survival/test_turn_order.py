"""Turn order: seat 1 first, a dinosaur turn after every human turn, the round limit (IS-6)."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules import CHANCE
from tests.island_survival.helpers import (
    DINO,
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    play,
    start,
)

RACE_ONLY = {name: "B1" for name in ("Alan", "Billy", "Paul", "Amanda", "Udesky", "Nash")}
"""Every pawn in Race to the Rescue: with Raptor 3 gone, no dinosaur is ever active."""


def human_turn(state: isl.IslandState, pawn: str, space: str) -> isl.IslandState:
    """Roll a 2, move ``pawn`` to ``space``, and end the turn without spending."""
    return play(state, Roll("2"), Pick(pawn), MoveTo(space), EndTurn())


@pytest.mark.rules("IS-6.1", "IS-R1")
def test_the_youngest_human_player_seat_1_rolls_first() -> None:
    state = start()
    assert isl.observe(state, 0).human == 1
    state = play(state, Roll("1"))
    assert isl.current_player(state) == 1
    assert isl.legal_actions(state) == (Pick("Alan"), Pick("Billy"))


@pytest.mark.rules("IS-6.2", "IS-6.3", "IS-R1")
def test_a_dinosaur_turn_follows_each_human_turn_then_the_next_seat_clockwise() -> None:
    state = start()
    sequence = []
    for pawn in ("Alan", "Paul", "Udesky", "Billy"):
        assert isl.current_player(state) is CHANCE  # the movement die
        state = play(state, Roll("2"))
        sequence.append(isl.current_player(state))
        state = play(state, Pick(pawn), MoveTo("J1"), EndTurn())
        state = play(state, Roll("1"))  # the dinosaur-movement die: J1 is in Jaw to Jaw
        sequence.append(isl.current_player(state))
        state = play(state, Stay())
    assert sequence == [1, DINO, 2, DINO, 3, DINO, 1, DINO]
    assert isl.observe(state, 0).round == 2


@pytest.mark.rules("IS-R10")
def test_the_dinosaur_turn_is_skipped_when_no_dinosaur_is_active() -> None:
    state = arrange(start(), pawns=RACE_ONLY, dinosaurs={"Raptor 3": None})
    state = human_turn(state, "Alan", "H1")
    assert isl.current_player(state) is CHANCE
    state = play(state, Roll("2"))
    assert isl.current_player(state) == 2  # no dinosaur-movement roll in between


@pytest.mark.rules("IS-6.3", "IS-R1")
def test_a_player_with_no_character_in_play_is_skipped() -> None:
    state = arrange(
        start(), pawns=RACE_ONLY, dinosaurs={"Raptor 3": None}, removed=("Paul", "Amanda")
    )
    state = human_turn(state, "Alan", "H1")
    state = play(state, Roll("2"))
    assert isl.current_player(state) == 3


@pytest.mark.rules("IS-R20")
def test_the_length_bound_counts_human_turns_and_ends_the_game_with_no_winner() -> None:
    state = arrange(start(max_turns=3), pawns=RACE_ONLY, dinosaurs={"Raptor 3": None})
    state = human_turn(state, "Alan", "H1")
    state = human_turn(state, "Paul", "H1")
    assert not isl.is_terminal(state)
    state = human_turn(state, "Udesky", "H1")  # the third human turn: the bound
    assert isl.is_terminal(state)
    assert isl.winners(state) == frozenset()  # a length bound is never a victory
    assert isl.GAME.truncated(state)
    seen = isl.observe(state, 0)
    assert (seen.cut_short, seen.turn, seen.max_turns) == (True, 3, 3)
    assert isl.current_player(state) is None
    assert isl.legal_actions(state) == ()


@pytest.mark.rules("IS-R20")
def test_the_bound_is_the_same_number_of_human_turns_whatever_the_player_count() -> None:
    state = arrange(start(players=2, max_turns=3), pawns=RACE_ONLY, dinosaurs={"Raptor 3": None})
    for space in ("H1", "COVER"):
        state = human_turn(state, "Alan", space)
    assert not isl.is_terminal(state)  # 2 players: seat 1 takes all three turns
    state = human_turn(state, "Billy", "H1")
    assert isl.GAME.truncated(state) and isl.winners(state) == frozenset()


@pytest.mark.rules("IS-R20", "IS-21.1")
def test_a_game_won_by_its_rules_is_not_cut_short() -> None:
    state = arrange(start(max_turns=1), pawns={"Alan": "B6"})
    state = play(state, Roll("1"), Pick("Alan"), MoveTo("BEACH"), isl.Draw("WIN"))
    assert isl.winners(state) == frozenset({1})
    assert not isl.GAME.truncated(state)
    assert not isl.observe(state, 0).cut_short
