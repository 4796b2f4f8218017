"""Three and four players: passing, resuming, and how a round ends (SC-9, SC-R7)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError
from dinorules.spino_chase import GAME, Pass, Phase, Play
from tests.spino_chase.helpers import (
    BOAT,
    COMPY,
    PARASAIL,
    PHONE,
    PTERA,
    RAPTOR,
    SPINO,
    TREX,
    play,
    start,
    view,
)


@pytest.mark.rules("SC-9.1", "SC-9.3", "SC-9.4")
def test_a_player_who_passed_plays_again_when_their_cards_allow(plenty: str) -> None:
    hands = [[TREX] + [BOAT] * 6, [COMPY] * 7, [PHONE] * 7]
    state = start(hands, deck=plenty)
    state = play(state, Play(TREX), Pass())  # seat 1 holds only Compys: it must pass
    assert GAME.current_player(state) == 2
    state = GAME.apply(state, Play(PHONE))  # seat 2 holds no Dinosaur: its turn ends
    state = GAME.apply(state, Pass())  # seat 0: no Escape on an Escape
    # Seat 1 passed before, and may now put a Compy on the Escape.
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (Play(COMPY),)
    state = GAME.apply(state, Play(COMPY))
    assert view(state).table == (TREX, PHONE, COMPY)


@pytest.mark.rules("SC-9.5", "SC-3.7")
def test_no_pass_while_holding_a_playable_card(plenty: str) -> None:
    state = start([[PTERA] * 7, [COMPY] * 6 + [TREX], [PHONE] * 7], deck=plenty)
    state = GAME.apply(state, Play(PTERA))
    before = state
    with pytest.raises(IllegalActionError, match=r"SC-9\.5"):
        GAME.apply(state, Pass())
    assert state == before
    assert GAME.legal_actions(state) == (Play(TREX),)


@pytest.mark.rules("SC-9.6", "SC-R7")
def test_the_round_ends_when_a_card_forces_all_others_to_pass(plenty: str) -> None:
    hands = [[SPINO] * 7, [COMPY] * 7, [RAPTOR] * 7, [TREX] * 7]
    state = start(hands, deck=plenty)
    state = play(state, Play(SPINO), Pass(), Pass())
    # Two passes of three do not end a four-player round.
    assert view(state).phase is Phase.PLAY
    assert GAME.current_player(state) == 3
    assert view(state).passes == 2
    state = GAME.apply(state, Pass())
    assert view(state).round_winner == 0
    assert view(state).phase is Phase.MOVE_PAWN


@pytest.mark.rules("SC-9.6", "SC-R7")
def test_a_card_played_after_passes_starts_the_count_again(plenty: str) -> None:
    hands = [[PTERA] * 7, [COMPY] * 7, [TREX] * 7]
    state = start(hands, deck=plenty)
    state = play(state, Play(PTERA), Pass(), Play(TREX), Pass())
    # Seat 1 has passed twice, but not both others since seat 2's card: go on.
    assert GAME.current_player(state) == 1
    assert view(state).passes == 1
    state = GAME.apply(state, Pass())
    assert view(state).round_winner == 2


@pytest.mark.rules("SC-9.6")
def test_the_round_ends_when_one_player_runs_out_of_cards(plenty: str) -> None:
    seat0 = [PHONE, COMPY, PHONE, COMPY, PHONE, COMPY, PARASAIL]
    state = start([seat0, [RAPTOR] * 7, [PTERA] * 7], deck=plenty)
    for _ in range(3):
        state = play(state, Play(PHONE), Play(COMPY), Play(RAPTOR), Play(PTERA))
    state = GAME.apply(state, Play(PARASAIL))
    seen = view(state)
    assert seen.hand_sizes == (0, 4, 4)
    assert seen.round_winner == 0
    assert seen.pawn_steps == 3  # the Parasail: 1 + 2 (SC-5.6)


@pytest.mark.rules("SC-9.1", "SC-R5")
def test_turns_go_up_the_seats_and_wrap_around(plenty: str) -> None:
    hands = [[COMPY] * 7, [RAPTOR] * 7, [PTERA] * 7, [TREX] * 7]
    state = start(hands, deck=plenty)
    turns = []
    for card in (COMPY, RAPTOR, PTERA, TREX):
        turns.append(GAME.current_player(state))
        state = GAME.apply(state, Play(card))
    assert turns == [0, 1, 2, 3]
    assert GAME.current_player(state) == 0
    assert GAME.legal_actions(state) == (Pass(),)  # only Compys left: nothing beats a T-Rex


@pytest.mark.rules("SC-9.6")
def test_a_three_player_round_needs_two_passes(plenty: str) -> None:
    state = start([[BOAT] * 7, [BOAT] * 7, [SPINO] + [PHONE] * 6], deck=plenty)
    state = play(state, Play(BOAT), Pass())
    assert view(state).phase is Phase.PLAY
    state = GAME.apply(state, Play(SPINO))
    state = play(state, Play(BOAT), Pass(), Pass())
    assert view(state).round_winner == 0
    assert view(state).table == (BOAT, SPINO, BOAT)
