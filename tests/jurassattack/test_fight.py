"""Fight!: reveal, effects, Ferocity totals, the winner (JA-5); who plays first (JA-4)."""

from __future__ import annotations

import pytest

import dinorules.jurassattack as ja
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    REX_F,
    REX_M,
    SARCO,
    SPINO,
    deal,
    draw,
    fight,
    play,
    seat_view,
)


@pytest.mark.rules("JA-5.1", "JA-5.2", "JA-R13")
def test_the_first_pack_stays_face_down_until_the_second_is_played() -> None:
    state = deal([SARCO, SARCO, PTERA, EGG, EGG], [RAPTOR, COMPY, COMPY, EGG, DILO])
    state = play(state, EGG, PTERA, SARCO, SARCO)
    second = ja.observe(state, FOSSIL)
    # The second player sees how many cards were played, not which.
    assert second.seats[FOOTPRINT].face_down == 4
    assert second.seats[FOOTPRINT].hand_size == 1
    assert second.pack == () and second.last_fight.round == 0
    assert ja.observe(state, FOOTPRINT).pack == (EGG, PTERA, SARCO, SARCO)
    state = play(state, RAPTOR)
    # Both packs are revealed together.
    assert ja.observe(state, FOSSIL).last_fight.packs == (
        (EGG, PTERA, SARCO, SARCO),
        (RAPTOR,),
    )


@pytest.mark.rules("JA-5.4", "JA-5.5", "JA-R3")
def test_the_higher_total_ferocity_wins() -> None:
    state = deal([SARCO, PTERA, EGG, EGG, COMPY], [RAPTOR, EGG, DILO, COMPY, COMPY])
    state = fight(state, [SARCO, PTERA, EGG], [RAPTOR])
    record = ja.observe(state, FOOTPRINT).last_fight
    # Sarcosuchus 3 + Pteranodon 2 + Egg 0 = 5 against a Velociraptor's 4.
    assert record.ferocity == (5, 4)
    assert record.winners == (FOOTPRINT,)


@pytest.mark.rules("JA-5.5", "JA-R3")
def test_the_player_who_plays_second_can_win_too() -> None:
    state = deal([SPINO, EGG, EGG, EGG, COMPY], [REX_F, REX_M, EGG, DILO, DILO])
    state = fight(state, [COMPY], [DILO, DILO])
    record = ja.observe(state, FOSSIL).last_fight
    assert record.ferocity == (1, 6) and record.winners == (FOSSIL,)
    state = draw(state, EGG)
    state = fight(state, [SPINO], [REX_F])  # seat 1 first now; seat 0 answers
    record = ja.observe(state, FOSSIL).last_fight
    assert record.ferocity == (10, 9) and record.winners == (FOOTPRINT,)


@pytest.mark.rules("JA-5.6")
def test_equal_totals_are_a_double_knockout() -> None:
    state = deal([SARCO, EGG, EGG, EGG, EGG], [DILO, EGG, EGG, EGG, EGG])
    state = fight(state, [SARCO], [DILO])
    record = ja.observe(state, FOSSIL).last_fight
    assert record.ferocity == (3, 3)
    assert record.winners == (FOOTPRINT, FOSSIL)


@pytest.mark.rules("JA-5.3", "JA-5.4")
def test_effects_apply_before_the_totals_are_compared() -> None:
    state = deal([COMPY, COMPY, EGG, EGG, EGG], [RAPTOR, EGG, EGG, EGG, EGG])
    state = fight(state, [COMPY, COMPY], [RAPTOR])
    record = ja.observe(state, FOSSIL).last_fight
    # Without the Compy bonus the pack would total 2 and lose; with it, 2 x 2 = 4.
    assert record.ferocity == (4, 4)
    assert record.winners == (FOOTPRINT, FOSSIL)


@pytest.mark.rules("JA-4.2")
def test_the_winner_of_the_previous_round_plays_first() -> None:
    state = deal([COMPY, EGG, EGG, EGG, EGG], [SARCO, EGG, EGG, EGG, EGG])
    state = fight(state, [COMPY], [SARCO])  # seat 1 wins
    state = draw(state, PTERA)  # seat 0, the loser, draws back to 5
    assert ja.current_player(state) == FOSSIL
    assert ja.observe(state, FOOTPRINT).first == FOSSIL
    state = fight(state, [PTERA], [EGG])  # seat 0 wins: Pteranodon 2 beats an Egg
    state = draw(state, DILO, DILO)  # seat 1 had 4 cards, played 1: draws 2
    assert ja.current_player(state) == FOOTPRINT


@pytest.mark.rules("JA-4.3", "JA-R12")
def test_after_a_double_knockout_the_same_player_plays_first_again() -> None:
    state = deal([COMPY, EGG, EGG, EGG, SARCO], [SARCO, EGG, EGG, EGG, DILO])
    state = fight(state, [COMPY], [SARCO])  # seat 1 wins and will play first
    state = draw(state, COMPY)
    assert ja.current_player(state) == FOSSIL
    state = fight(state, [SARCO], [DILO])  # 3 against 3: double knockout
    assert ja.observe(state, FOOTPRINT).last_fight.winners == (FOOTPRINT, FOSSIL)
    # Seat 1 played first in the knocked-out round, so plays first again.
    assert ja.current_player(state) == FOSSIL
    state = fight(state, [EGG], [EGG])  # 0 against 0: another double knockout
    assert ja.current_player(state) == FOSSIL


@pytest.mark.rules("JA-4.3", "JA-R12")
def test_a_double_knockout_in_round_1_leaves_footprint_first() -> None:
    state = deal([EGG] * 5, [EGG] * 5)
    state = fight(state, [EGG], [EGG])
    assert ja.observe(state, FOSSIL).round == 2
    assert ja.current_player(state) == FOOTPRINT
    assert seat_view(state, FOOTPRINT).held == 4  # nobody drew: both hands still hold cards
