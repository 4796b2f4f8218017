"""Between rounds: discards, the deal, the reshuffle, who starts; the round limit (SC-7)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from dinorules import CHANCE, IllegalActionError
from dinorules.spino_chase import (
    GAME,
    DealCard,
    Discard,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    Phase,
    Play,
)
from tests.spino_chase.helpers import (
    COMPY,
    PHONE,
    PTERA,
    RAPTOR,
    SPINO,
    TREX,
    board_file,
    deal,
    deck_file,
    hand,
    play,
    start,
    view,
)

SEAT_1 = [COMPY, COMPY, RAPTOR, RAPTOR, PTERA, PTERA, TREX]


def after_round_one(deck: str, **options: Any) -> Any:
    """Seat 0 wins round 1 with a T-Rex (seat 1 cannot beat it) and has moved."""
    state = start([[TREX, SPINO, PHONE, PHONE, SPINO, SPINO, SPINO], SEAT_1], deck=deck, **options)
    return play(state, Play(TREX), Pass(), MovePawn("forward"), MoveSpinosaurus("forward"))


def receivers(state: Any) -> list[int | None]:
    """The seats the pending deal goes to, dealing Compsognathus cards."""
    seats = []
    while GAME.current_player(state) is CHANCE:
        seats.append(view(state).actor)
        state = GAME.apply(state, DealCard(COMPY))
    return seats


@pytest.mark.rules("SC-7.1", "SC-R11", "SC-R16")
def test_players_discard_one_card_at_a_time_left_of_the_winner_first(plenty: str) -> None:
    state = after_round_one(plenty)
    assert view(state).phase is Phase.DISCARD
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (
        Discard(COMPY),
        Discard(RAPTOR),
        Discard(PTERA),
        Discard(TREX),
        KeepHand(),
    )
    state = play(state, Discard(COMPY), Discard(TREX))
    assert GAME.current_player(state) == 1  # until they keep the rest
    state = GAME.apply(state, KeepHand())
    assert GAME.current_player(state) == 0  # the winner discards last
    state = play(state, Discard(PHONE), KeepHand())
    assert GAME.current_player(state) is CHANCE
    # Discards are face up: both players see them; the round's card is on the played pile.
    for player in (0, 1):
        assert dict(view(state, player).discards.counts) == {COMPY: 1, PHONE: 1, TREX: 1}
        assert dict(view(state, player).played.counts) == {TREX: 1}
    assert view(state).table == ()
    assert view(state).hand_sizes == (5, 5)


@pytest.mark.rules("SC-7.1", "SC-R11")
def test_a_player_may_discard_their_whole_hand(plenty: str) -> None:
    state = after_round_one(plenty)
    state = play(state, *[Discard(card) for card in SEAT_1])
    # The hand is empty: the turn to discard passes on without a KeepHand.
    assert view(state).hand_sizes == (6, 0)
    assert GAME.current_player(state) == 0
    with pytest.raises(IllegalActionError, match="SC-R16"):
        GAME.apply(state, Play(SPINO))


@pytest.mark.rules("SC-7.2", "SC-R12", "SC-7.4")
def test_the_winner_deals_every_hand_back_to_seven_left_of_them_first(plenty: str) -> None:
    state = after_round_one(plenty)
    state = play(state, Discard(COMPY), Discard(RAPTOR), KeepHand(), KeepHand())
    assert view(state).hand_sizes == (6, 5)
    assert receivers(state) == [1, 1, 0]
    state = deal(state, {1: [SPINO, PHONE], 0: [RAPTOR]})
    assert view(state).hand_sizes == (7, 7)
    assert hand(state, 1) == {COMPY: 1, RAPTOR: 1, PTERA: 2, TREX: 1, SPINO: 1, PHONE: 1}
    # The opponent of the round's winner starts round 2.
    assert view(state).round == 2
    assert view(state).phase is Phase.PLAY
    assert GAME.current_player(state) == 1


@pytest.mark.rules("SC-7.3", "SC-R11", "SC-R12")
def test_the_played_cards_and_discards_are_reshuffled_when_the_pile_runs_out(
    tmp_path: Path,
) -> None:
    small = deck_file(tmp_path, [(COMPY, "dinosaur", 1, 8), (TREX, "dinosaur", 4, 8)])
    state = start([[TREX] * 7, [COMPY] * 7], deck=small)
    assert view(state).pile_size == 2
    state = play(state, Play(TREX), Pass(), MovePawn("forward"), MoveSpinosaurus("forward"))
    state = play(state, Discard(COMPY), Discard(COMPY), Discard(COMPY), KeepHand())
    state = play(state, Discard(TREX), Discard(TREX), KeepHand())
    # Six cards are missing from the hands and the pile holds two.
    state = GAME.apply(state, DealCard(TREX))  # the old pile's two cards go to seat 1
    assert (view(state).reshuffles, view(state).pile_size) == (0, 1)
    state = GAME.apply(state, DealCard(COMPY))
    assert view(state).reshuffles == 1
    assert GAME.current_player(state) is CHANCE
    seen = view(state)
    assert (seen.pile_size, seen.played.counts, seen.discards.counts) == (6, (), ())
    # The new pile: the played T-Rex and the discards, three Compys and two T-Rexes.
    assert dict(GAME.chance_outcomes(state)) == {
        DealCard(COMPY): Fraction(1, 2),
        DealCard(TREX): Fraction(1, 2),
    }
    state = deal(state, {1: [COMPY], 0: [TREX, TREX, COMPY]})
    assert view(state).hand_sizes == (7, 7)
    assert view(state).pile_size == 2
    assert GAME.invariants(state) == ()


@pytest.mark.rules("SC-9.2", "SC-R5", "SC-R11", "SC-R12")
def test_with_three_players_the_player_left_of_the_winner_starts(plenty: str) -> None:
    state = start([[TREX] * 7, [SPINO] * 7, [COMPY] * 7], deck=plenty, players=3)
    state = play(state, Play(TREX), Play(SPINO), Pass(), Pass())
    assert view(state).round_winner == 1
    state = play(state, MovePawn("forward"), MoveSpinosaurus("forward"))
    state = GAME.apply(state, MoveSpinosaurus("forward"))
    discarders = []
    while view(state).phase is Phase.DISCARD:
        discarders.append(GAME.current_player(state))
        state = GAME.apply(state, KeepHand())
    assert discarders == [2, 0, 1]
    assert receivers(state) == [0, 1]  # seat 2's hand is full
    state = deal(state, {0: [TREX], 1: [SPINO]})
    assert GAME.current_player(state) == 2
    assert view(state).starter == 2


@pytest.mark.rules("SC-4.1", "SC-R13")
def test_the_round_limit_cuts_the_game_short_with_no_winner(plenty: str) -> None:
    state = after_round_one(plenty, max_rounds=1)
    assert view(state).pawns == ((1, 1), (3, 0))  # seat 0 is a row ahead
    assert GAME.is_terminal(state)
    assert view(state).phase is Phase.OVER
    assert GAME.winners(state) == frozenset()  # a length bound is never a victory
    assert GAME.truncated(state)
    assert view(state, 0).truncated
    assert view(state, 1).truncated


@pytest.mark.rules("SC-8.1", "SC-R13", "SC-R14")
def test_reaching_the_final_escape_in_the_last_round_wins(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, lanes=3, rows=4, starts=[(0, 3), (2, 0)], spinosaurus=(1, 0))
    state = start([[TREX] * 7, [COMPY] * 7], deck=plenty, board=board, max_rounds=1)
    assert not view(state).truncated
    state = play(state, Play(TREX), Pass(), MovePawn("forward"))
    assert GAME.is_terminal(state)
    assert GAME.winners(state) == frozenset({0})
    assert not GAME.truncated(state)
    assert not view(state).truncated


@pytest.mark.rules("SC-R13")
def test_a_game_not_over_is_not_cut_short(plenty: str) -> None:
    state = after_round_one(plenty, max_rounds=2)
    assert not GAME.is_terminal(state)
    assert not GAME.truncated(state)
    assert not view(state).truncated
    assert view(state).max_rounds == 2


@pytest.mark.rules("SC-R13")
def test_the_default_round_limit_lies_beyond_played_games() -> None:
    # 100 rounds: twice the longest of 36,000 random and greedy games (48 rounds).
    assert view(GAME.initial_state(seed=0)).max_rounds == 100


@pytest.mark.rules("SC-4.1", "SC-R13")
def test_random_games_end_within_the_round_limit() -> None:
    for seed in range(5):
        state = GAME.initial_state(seed=seed, players=3, max_rounds=3)
        steps = 0
        while not GAME.is_terminal(state):
            state = GAME.apply(state, GAME.legal_actions(state)[-1])
            steps += 1
        assert view(state).round <= 3
        assert steps <= GAME.max_game_length(players=3, max_rounds=3)
        # Either a pawn escaped, or the limit cut the game short with no winner.
        assert bool(GAME.winners(state)) != GAME.truncated(state)
