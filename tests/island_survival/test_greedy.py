"""The greedy policy's attacks: made when they help the dinosaurs, declined near the beach."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival.greedy import score_action
from tests.island_survival.helpers import (
    Attack,
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
    arrange,
    play,
    start,
)


def scores(state: isl.IslandState) -> dict[object, float]:
    """Each legal action's greedy score for the seat to act."""
    player = isl.current_player(state)
    assert isinstance(player, int)
    seen = isl.observe(state, player)
    return {a: score_action(isl.GAME, seen, player, a) for a in isl.legal_actions(state)}


def attack_offered(pawn: str, space: str, dinosaur: str) -> isl.IslandState:
    """``pawn`` on ``dinosaur``'s ``space``; seat 1 moves Billy; the dinosaur player stays put."""
    state = arrange(start(players=2), pawns={pawn: space}, dinosaurs={dinosaur: space})
    return play(state, Roll("2"), Pick("Billy"), MoveTo("J2"), EndTurn(), Roll("1"), Stay())


@pytest.mark.rules("IS-R11")
def test_greedy_dinosaurs_attack_in_the_jungle() -> None:
    table = scores(attack_offered("Alan", "J5", "T-Rex"))
    assert table[Attack("Alan", "T-Rex")] > table[isl.NoAttack()]


@pytest.mark.rules("IS-R11", "IS-R13")
def test_greedy_dinosaurs_spare_a_character_an_escape_would_take_to_the_win_card() -> None:
    table = scores(attack_offered("Alan", "B6", "Raptor 3"))  # one space from the beach
    assert table[isl.NoAttack()] > table[Attack("Alan", "Raptor 3")]
