"""Playing the cards, and how a two-player round ends (SC-3, SC-4, SC-R6, SC-R7)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError
from dinorules.spino_chase import GAME, EndTurn, Pass, Phase, Play
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

EVERY_KIND = [COMPY, RAPTOR, PTERA, TREX, SPINO, PHONE, BOAT]


@pytest.mark.rules("SC-3.2", "SC-R16")
def test_a_round_may_open_with_a_dinosaur_or_an_escape(plenty: str) -> None:
    state = start([[BOAT, TREX, PARASAIL, COMPY, TREX, COMPY, PHONE], EVERY_KIND], deck=plenty)
    # Every distinct card, Dinosaurs by value then Escapes by bonus, no Pass.
    assert GAME.legal_actions(state) == (
        Play(COMPY),
        Play(TREX),
        Play(PHONE),
        Play(PARASAIL),
        Play(BOAT),
    )


@pytest.mark.rules("SC-3.3")
def test_a_dinosaur_goes_only_on_a_lower_dinosaur(plenty: str) -> None:
    state = start([[PTERA] * 7, EVERY_KIND], deck=plenty)
    state = GAME.apply(state, Play(PTERA))
    assert GAME.legal_actions(state) == (Play(TREX), Play(SPINO), Play(PHONE), Play(BOAT))
    for card in (COMPY, RAPTOR, PTERA):  # lower, lower, equal
        with pytest.raises(IllegalActionError, match=r"SC-3\.3"):
            GAME.apply(state, Play(card))


@pytest.mark.rules("SC-3.3", "SC-3.4")
def test_any_dinosaur_goes_on_an_escape_but_no_escape_does(plenty: str) -> None:
    # Seat 0 holds no Dinosaur, so its Escape ends the turn (SC-R6).
    state = start([[BOAT] * 7, EVERY_KIND], deck=plenty)
    state = GAME.apply(state, Play(BOAT))
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == tuple(
        Play(card) for card in (COMPY, RAPTOR, PTERA, TREX, SPINO)
    )
    with pytest.raises(IllegalActionError, match=r"SC-3\.4"):
        GAME.apply(state, Play(PHONE))


@pytest.mark.rules("SC-3.4")
def test_an_escape_goes_on_any_dinosaur_even_the_highest(plenty: str) -> None:
    state = start([[SPINO] * 7, [COMPY, PHONE, PARASAIL, BOAT, COMPY, RAPTOR, TREX]], deck=plenty)
    state = GAME.apply(state, Play(SPINO))
    assert GAME.legal_actions(state) == (Play(PHONE), Play(PARASAIL), Play(BOAT))


@pytest.mark.rules("SC-3.5", "SC-3.6", "SC-R6")
def test_after_an_escape_the_same_player_may_play_a_dinosaur(plenty: str) -> None:
    state = start([[PARASAIL, PHONE, COMPY, SPINO, PTERA, PTERA, BOAT], EVERY_KIND], deck=plenty)
    state = GAME.apply(state, Play(PARASAIL))
    assert GAME.current_player(state) == 0
    assert view(state).phase is Phase.SECOND_CARD
    # Any Dinosaur, whatever its value, or no second card; no Escape, no pass.
    assert GAME.legal_actions(state) == (Play(COMPY), Play(PTERA), Play(SPINO), EndTurn())
    with pytest.raises(IllegalActionError, match=r"SC-3\.6"):
        GAME.apply(state, Play(PHONE))
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Pass())
    state = GAME.apply(state, Play(COMPY))
    assert view(state).table == (PARASAIL, COMPY)
    assert GAME.current_player(state) == 1


@pytest.mark.rules("SC-3.5", "SC-R6")
def test_the_second_card_after_an_escape_is_optional(plenty: str) -> None:
    state = start([[PARASAIL, PHONE, COMPY, SPINO, PTERA, PTERA, BOAT], EVERY_KIND], deck=plenty)
    state = play(state, Play(PARASAIL), EndTurn())
    seen = view(state)
    assert seen.table == (PARASAIL,)
    assert seen.last_player == 0
    assert seen.hand_sizes == (6, 7)
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == tuple(
        Play(card) for card in (COMPY, RAPTOR, PTERA, TREX, SPINO)
    )


@pytest.mark.rules("SC-3.5", "SC-5.5", "SC-R6")
def test_an_escape_left_on_top_wins_the_round_if_the_opponent_cannot_play(plenty: str) -> None:
    # Seat 0 keeps its Dinosaurs; seat 1 holds only Escapes, which cannot go on an Escape.
    state = start([[PARASAIL, TREX, TREX, SPINO, SPINO, SPINO, SPINO], [PHONE] * 7], deck=plenty)
    state = play(state, Play(PARASAIL), EndTurn(), Pass())
    seen = view(state)
    assert seen.round_winner == 0
    assert seen.phase is Phase.MOVE_PAWN
    assert seen.pawn_steps == 3  # the Parasail (+2) is the last card played
    assert seen.hand_sizes == (6, 7)


@pytest.mark.rules("SC-3.7", "SC-R7")
def test_a_player_who_cannot_play_must_pass(plenty: str) -> None:
    state = start([[SPINO] * 7, [COMPY, RAPTOR, PTERA, TREX, SPINO, COMPY, TREX]], deck=plenty)
    state = GAME.apply(state, Play(SPINO))
    assert GAME.legal_actions(state) == (Pass(),)
    with pytest.raises(IllegalActionError, match=r"SC-3\.3"):
        GAME.apply(state, Play(SPINO))


@pytest.mark.rules("SC-4.3")
def test_play_alternates_between_the_two_players(plenty: str) -> None:
    state = start([[COMPY, PTERA, SPINO] + [BOAT] * 4, [RAPTOR, TREX] + [BOAT] * 5], deck=plenty)
    turns = []
    for card in (COMPY, RAPTOR, PTERA, TREX, SPINO):
        turns.append(GAME.current_player(state))
        state = GAME.apply(state, Play(card))
    assert turns == [0, 1, 0, 1, 0]
    assert view(state).table == (COMPY, RAPTOR, PTERA, TREX, SPINO)


@pytest.mark.rules("SC-4.4", "SC-4.5", "SC-4.6", "SC-R7")
def test_a_card_that_forces_the_opponent_to_pass_wins_the_round(plenty: str) -> None:
    state = start([[RAPTOR, TREX] + [PTERA] * 5, [PTERA, COMPY] + [RAPTOR] * 5], deck=plenty)
    state = play(state, Play(RAPTOR), Play(PTERA), Play(TREX))
    assert view(state).phase is Phase.PLAY  # nobody has passed yet
    state = GAME.apply(state, Pass())
    # One pass ends a two-player round; seat 0 played last, so seat 0 moves.
    seen = view(state)
    assert seen.phase is Phase.MOVE_PAWN
    assert seen.round_winner == 0
    assert GAME.current_player(state) == 0
    assert seen.table == (RAPTOR, PTERA, TREX)


@pytest.mark.rules("SC-4.4", "SC-4.5", "SC-4.6")
def test_playing_the_last_card_of_ones_hand_wins_the_round(plenty: str) -> None:
    seat0 = [PHONE, COMPY, PHONE, COMPY, PHONE, COMPY, PHONE]
    seat1 = [RAPTOR] * 3 + [BOAT] * 4
    state = start([seat0, seat1], deck=plenty)
    for _ in range(3):
        state = play(state, Play(PHONE), Play(COMPY), Play(RAPTOR))
    assert view(state).hand_sizes == (1, 4)
    state = GAME.apply(state, Play(PHONE))
    seen = view(state)
    assert seen.hand_sizes == (0, 4)
    assert seen.round_winner == 0
    assert seen.passes == 0  # nobody was forced to pass
    # The Satellite Phone (+1) is the last card: two steps of the pawn (SC-5.5).
    assert seen.phase is Phase.MOVE_PAWN
    assert seen.pawn_steps == 2


@pytest.mark.rules("SC-3.7", "SC-4.4", "SC-R7")
def test_with_two_players_no_pass_while_holding_a_playable_card(plenty: str) -> None:
    # SC-9.5 stands among the 3-4 player exceptions, but two players cannot pass either.
    state = start([[PTERA] * 7, [COMPY] * 6 + [TREX]], deck=plenty)
    state = GAME.apply(state, Play(PTERA))
    assert GAME.legal_actions(state) == (Play(TREX),)
    with pytest.raises(IllegalActionError, match=r"SC-3\.7.*SC-R7"):
        GAME.apply(state, Pass())


@pytest.mark.rules("SC-R7")
def test_the_opener_never_passes(plenty: str) -> None:
    state = start([[BOAT] * 7, [SPINO] * 7], deck=plenty)
    assert Pass() not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match=r"SC-3\.7"):
        GAME.apply(state, Pass())
