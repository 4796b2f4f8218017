"""Dice & Steal's own rules, through the public API with explicit chance.

These cite the toy catalogue (tests/toy/rules.md) so the rule-citation check is
exercised end to end, and they pin the kernel's chance handling on readable
positions.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from dinorules import CHANCE, IllegalActionError
from tests.toy.game import GAME, Card, Face, Play, Roll, Steal


def dealt(hands: tuple[tuple[int, int], ...], **options: Any) -> Any:
    """A game in explicit-chance mode whose deal gives these hands."""
    state = GAME.initial_state(seed=0, chance="explicit", **options)
    for round_ in range(2):
        for hand in hands:
            state = GAME.apply(state, Card(hand[round_]))
    return state


@pytest.mark.rules("TY-1")
def test_deal_is_two_cards_each_round_the_table() -> None:
    state = GAME.initial_state(seed=0, chance="explicit", players=3)
    deals = 0
    while GAME.current_player(state) is CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        deals += 1
    assert deals == 6
    assert [len(hand) for hand in state.hands] == [2, 2, 2]
    assert len(state.deck) == 14 - 6


@pytest.mark.rules("TY-1")
def test_first_card_is_drawn_with_deck_frequencies() -> None:
    state = GAME.initial_state(seed=0, chance="explicit")
    assert dict(GAME.chance_outcomes(state)) == {
        Card(1): Fraction(5, 14),
        Card(2): Fraction(4, 14),
        Card(3): Fraction(3, 14),
        Card(4): Fraction(2, 14),
    }


@pytest.mark.rules("TY-2")
def test_decisions_are_roll_play_steal_in_that_order() -> None:
    state = dealt(((1, 3), (2, 2)))
    assert GAME.legal_actions(state) == (Roll(), Play(1), Play(3), Steal(1))


@pytest.mark.rules("TY-3")
def test_roll_scores_the_face() -> None:
    state = GAME.apply(dealt(((1, 3), (2, 2))), Roll())
    assert GAME.current_player(state) is CHANCE
    assert len(GAME.chance_outcomes(state)) == 6
    state = GAME.apply(state, Face(5))
    assert tuple(state.scores) == (5, 0)
    assert GAME.current_player(state) == 1


@pytest.mark.rules("TY-4")
def test_play_scores_discards_and_draws() -> None:
    state = GAME.apply(dealt(((1, 3), (2, 2))), Play(3))
    assert tuple(state.scores) == (3, 0)
    assert state.discard.counts == ((3, 1),)
    state = GAME.apply(state, Card(4))
    assert state.hands[0].counts == ((1, 1), (4, 1))


@pytest.mark.rules("TY-4")
def test_playing_a_card_not_in_hand_names_the_rule() -> None:
    state = dealt(((1, 3), (2, 2)))
    with pytest.raises(IllegalActionError, match="TY-4"):
        GAME.apply(state, Play(2))


@pytest.mark.rules("TY-5")
def test_steal_takes_a_card_drawn_from_the_victims_hand() -> None:
    state = GAME.apply(dealt(((1, 3), (2, 4))), Steal(1))
    assert dict(GAME.chance_outcomes(state)) == {Card(2): Fraction(1, 2), Card(4): Fraction(1, 2)}
    state = GAME.apply(state, Card(4))
    assert state.hands[0].counts == ((1, 1), (3, 1), (4, 1))
    assert state.hands[1].counts == ((2, 1),)


@pytest.mark.rules("TY-6")
def test_tied_top_scores_share_the_victory() -> None:
    state = dealt(((1, 3), (2, 2)), rounds=1)
    state = GAME.apply(GAME.apply(state, Roll()), Face(4))
    assert GAME.winners(state) == frozenset()
    state = GAME.apply(GAME.apply(state, Roll()), Face(4))
    assert GAME.is_terminal(state)
    assert GAME.winners(state) == frozenset({0, 1})


@pytest.mark.rules("TY-7")
def test_observation_hides_other_hands_but_not_their_sizes() -> None:
    a = dealt(((1, 3), (2, 2)))
    b = dealt(((1, 3), (4, 4)))
    assert GAME.observe(a, 0) == GAME.observe(b, 0)
    assert GAME.observe(a, 1) != GAME.observe(b, 1)
    assert GAME.observe(a, 0).hand_sizes == (2, 2)


@pytest.mark.rules("TY-8")
def test_cards_are_conserved_along_a_game() -> None:
    state = dealt(((1, 3), (2, 2)))
    for action in (Play(3), Card(1), Steal(0), Card(1), Roll(), Face(1)):
        state = GAME.apply(state, action)
        assert GAME.invariants(state) == ()
    broken = state.replace(deck=state.deck.remove(1))
    assert GAME.invariants(broken)
