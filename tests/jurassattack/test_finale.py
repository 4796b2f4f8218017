"""Finale!: score piles, discard piles, the Eggs exception, draws; double knockouts (JA-6, JA-7)."""

from __future__ import annotations

import pytest

import dinorules.jurassattack as ja
from dinorules import CHANCE
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    REX_M,
    SARCO,
    SPINO,
    cards,
    deal,
    draw,
    fight,
    seat_view,
)


def _won_by_footprint() -> ja.JurassAttackState:
    state = deal([SARCO, SARCO, EGG, EGG, COMPY], [DILO, EGG, COMPY, PTERA, PTERA])
    # Sarcosuchus 3 + 3 + Egg 0 = 6 beats Pteranodon 2 + Egg 0 + Dilophosaurus 3 = 5.
    return fight(state, [SARCO, SARCO, EGG], [DILO, EGG, PTERA])


@pytest.mark.rules("JA-6.1")
def test_the_winner_scores_every_card_the_rival_played() -> None:
    state = _won_by_footprint()
    winner, loser = seat_view(state, FOOTPRINT, FOSSIL), seat_view(state, FOSSIL, FOOTPRINT)
    assert winner.captured == cards(DILO, EGG, PTERA)  # the rival's Egg too
    assert loser.captured == cards() and loser.saved == cards() and loser.discard == cards()


@pytest.mark.rules("JA-6.2", "JA-6.3")
def test_the_winner_discards_their_own_cards_but_scores_their_own_eggs() -> None:
    state = _won_by_footprint()
    winner = seat_view(state, FOOTPRINT, FOSSIL)
    assert winner.discard == cards(SARCO, SARCO)
    assert winner.saved == cards(EGG)
    # Score values (JA-R3): Dilophosaurus 2 + Egg 1 + Pteranodon 1, and the own Egg 1.
    assert winner.points == 5


@pytest.mark.rules("JA-6.4", "JA-R16")
def test_the_loser_draws_back_up_to_five_the_winner_with_cards_draws_none() -> None:
    state = _won_by_footprint()
    view = ja.observe(state, FOOTPRINT)
    assert view.seats[FOSSIL].hand_size == 2
    assert view.draws == (FOSSIL, FOSSIL, FOSSIL)
    state = draw(state, SARCO, SARCO, DILO)
    assert seat_view(state, FOSSIL).hand_size == 5
    assert seat_view(state, FOOTPRINT).hand_size == 2  # the winner's hand is not refilled
    assert ja.current_player(state) == FOOTPRINT


@pytest.mark.rules("JA-6.5", "JA-R16")
def test_a_winner_left_with_no_card_draws_one_after_the_loser() -> None:
    state = deal([SARCO] * 4 + [PTERA], [COMPY, EGG, EGG, DILO, DILO])
    state = fight(state, [SARCO] * 4 + [PTERA], [COMPY])  # 3 x 4 + 2 = 14 against 1
    assert ja.observe(state, FOSSIL).draws == (FOSSIL, FOOTPRINT)
    state = draw(state, EGG, COMPY)
    assert seat_view(state, FOSSIL).hand_size == 5
    assert ja.observe(state, FOOTPRINT).hand == cards(COMPY)


@pytest.mark.rules("JA-7.1")
def test_after_a_double_knockout_each_discards_their_own_and_scores_their_own_eggs() -> None:
    state = deal([SARCO, EGG, COMPY, COMPY, PTERA], [DILO, EGG, EGG, COMPY, PTERA])
    state = fight(state, [SARCO, EGG], [DILO, EGG])  # 3 against 3
    for seat, own in ((FOOTPRINT, SARCO), (FOSSIL, DILO)):
        view = seat_view(state, seat)
        assert view.discard == cards(own)
        assert view.saved == cards(EGG) and view.points == 1
        assert view.captured == cards()


@pytest.mark.rules("JA-7.2")
def test_after_a_double_knockout_nobody_draws_who_still_holds_cards() -> None:
    state = deal([SARCO, EGG, COMPY, COMPY, PTERA], [DILO, EGG, EGG, COMPY, PTERA])
    state = fight(state, [SARCO, EGG], [DILO, EGG])
    assert ja.current_player(state) == FOOTPRINT  # no chance node: straight to round 2
    assert [seat_view(state, s).hand_size for s in (0, 1)] == [3, 3]


@pytest.mark.rules("JA-7.2")
def test_after_a_double_knockout_an_empty_handed_player_draws_one() -> None:
    state = deal([EGG] * 5, [EGG, COMPY, COMPY, DILO, DILO])
    state = fight(state, [EGG] * 5, [EGG])  # 0 against 0
    assert ja.current_player(state) is CHANCE
    assert ja.observe(state, FOSSIL).draws == (FOOTPRINT,)
    state = draw(state, SARCO)
    assert ja.observe(state, FOOTPRINT).hand == cards(SARCO)
    assert seat_view(state, FOSSIL).hand_size == 4


@pytest.mark.rules("JA-R14")
def test_a_player_draws_what_is_left_and_discards_are_never_reshuffled() -> None:
    state = (
        ja.GAME.position_builder(chance="explicit", forced="explicit")
        .hand(FOOTPRINT, EGG)
        .deck(FOOTPRINT, EGG, REX_M)
        .hand(FOSSIL, SPINO, EGG)
        .deck(FOSSIL)
        .round(10)
        .turn(FOSSIL)
        .build()
    )
    state = fight(state, [EGG], [SPINO])
    # The loser holds no card and would draw 5, but only 2 are left in the deck.
    assert ja.observe(state, FOOTPRINT).draws == (FOOTPRINT, FOOTPRINT)
    state = draw(state, EGG, REX_M)
    assert seat_view(state, FOOTPRINT).deck_size == 0
    state = fight(state, [REX_M, EGG], [EGG])  # Footprint wins with its last cards
    # Footprint has no card in hand or deck; its discard pile holds cards, but a
    # discard pile is never shuffled back into the deck, so the game ends (JA-8.1).
    view = seat_view(state, FOOTPRINT, FOSSIL)
    assert (view.hand_size, view.deck_size) == (0, 0) and len(view.discard) > 0
    assert ja.is_terminal(state)


@pytest.mark.rules("JA-7.2", "JA-R16")
def test_after_a_double_knockout_both_empty_handed_players_draw_seat_0_first() -> None:
    state = deal([EGG] * 5, [EGG] * 5)
    state = fight(state, [EGG] * 5, [EGG] * 5)
    assert ja.observe(state, FOOTPRINT).draws == (FOOTPRINT, FOSSIL)
    state = draw(state, SARCO, DILO)
    assert ja.observe(state, FOOTPRINT).hand == cards(SARCO)
    assert ja.observe(state, FOSSIL).hand == cards(DILO)
