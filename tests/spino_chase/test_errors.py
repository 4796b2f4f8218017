"""Bad input: illegal actions, wrong players, bad options; nothing is changed (SC-R16)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError, InvalidOptionError, Replay, ReplayError
from dinorules.kernel import to_json_value
from dinorules.spino_chase import (
    GAME,
    DealCard,
    Discard,
    KeepHand,
    MovePawn,
    Pass,
    Play,
    StepBack,
)
from tests.spino_chase.helpers import COMPY, PTERA, SPINO, TREX, board_file, deck_file, play, start


def rejects(state: Any, action: Any, message: str) -> None:
    """``action`` raises `IllegalActionError` matching ``message`` and ``state`` is intact."""
    before, before_hash = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError, match=message):
        GAME.apply(state, action)
    assert to_json_value(state) == before
    assert hash(state) == before_hash


@pytest.mark.rules("SC-R16")
def test_a_card_the_player_does_not_hold_is_refused(plenty: str) -> None:
    # Seat 1 holds the Spinosaurus cards; it is seat 0's turn.
    state = start([[COMPY] * 7, [SPINO] * 7], deck=plenty)
    rejects(state, Play(SPINO), r"player 0 holds no Spinosaurus")
    rejects(state, Play("Brachiosaurus"), r"SC-R3: the deck has no card called 'Brachiosaurus'")


@pytest.mark.rules("SC-R16")
def test_a_decision_of_another_phase_is_refused(plenty: str) -> None:
    state = start([[COMPY] * 7, [SPINO] * 7], deck=plenty)
    for action in (Discard(COMPY), KeepHand(), MovePawn("forward"), StepBack("back")):
        rejects(state, action, r"SC-R16: player 0 must choose a card to play")


@pytest.mark.rules("SC-R16", "SC-R2")
def test_a_step_in_no_known_direction_is_refused(plenty: str) -> None:
    state = start([[TREX] * 7, [COMPY] * 7], deck=plenty)
    state = play(state, Play(TREX), Pass())
    rejects(state, MovePawn("sideways"), r"'sideways' is not a direction")  # type: ignore[arg-type]


@pytest.mark.rules("SC-2.7")
def test_a_decision_at_a_chance_node_is_refused() -> None:
    state = GAME.initial_state(seed=0, chance="explicit")
    rejects(state, Play(COMPY), r"not an outcome")
    rejects(state, DealCard("Brachiosaurus"), r"not an outcome")


@pytest.mark.rules("SC-8.1")
def test_nothing_is_legal_once_the_game_is_over(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, rows=3, starts=[(1, 2), (3, 0)], spinosaurus=(0, 0))
    state = start([[TREX] * 7, [COMPY] * 7], deck=plenty, board=board)
    state = play(state, Play(TREX), Pass(), MovePawn("forward"))
    assert GAME.is_terminal(state)
    assert GAME.current_player(state) is None
    rejects(state, Play(TREX), r"game is over")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 5}, r"option players=5 is not allowed"),
        ({"players": 1}, r"option players=1 is not allowed"),
        ({"max_rounds": 0}, r"option max_rounds=0 is not allowed"),
        ({"max_rounds": True}, r"option max_rounds=True is not allowed"),
        ({"max_rounds": "10"}, r"option max_rounds='10' is not allowed"),
        ({"deck": "huge"}, r"option deck='huge': no bundled deck"),
        ({"deck": 3}, r"option deck=3 is not allowed"),
        ({"board": "round"}, r"option board='round': no bundled board"),
        ({"colour": "green"}, r"unknown option 'colour'"),
    ],
)
def test_bad_options_are_refused_naming_the_option(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        GAME.initial_state(seed=0, **options)


@pytest.mark.rules("SC-R3", "SC-2.7")
def test_a_deck_too_small_for_the_players_is_refused(tmp_path: Path) -> None:
    deck = deck_file(tmp_path, [(COMPY, "dinosaur", 1, 10), (PTERA, "dinosaur", 3, 10)])
    GAME.initial_state(seed=0, deck=deck, players=2)  # 20 cards deal 14
    with pytest.raises(InvalidOptionError, match=r"option deck=.* has 20 cards, too few"):
        GAME.initial_state(seed=0, deck=deck, players=3)


@pytest.mark.rules("SC-R1", "SC-2.3")
def test_a_board_with_too_few_start_spaces_is_refused(tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(0, 0), (4, 0)], spinosaurus=(2, 0))
    with pytest.raises(InvalidOptionError, match=r"option board=.* has 2 Start spaces"):
        GAME.initial_state(seed=0, board=board, players=3)


def test_observing_a_seat_that_does_not_exist_is_refused() -> None:
    state = GAME.initial_state(seed=0, players=3)
    with pytest.raises(InvalidOptionError, match=r"player must be a seat 0\.\.2"):
        GAME.observe(state, 3)


def test_a_replay_with_an_illegal_action_says_where() -> None:
    state = GAME.initial_state(seed=4)
    first = GAME.legal_actions(state)[0]
    replay = Replay(game="spino_chase", seed=4, actions=(first, Discard(COMPY)))
    text = replay.to_json()
    with pytest.raises(ReplayError, match=r"actions\[1\]"):
        Replay.from_json(text).final_state()
