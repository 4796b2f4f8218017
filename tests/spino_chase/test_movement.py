"""Moving by the last card: the pawn, then the Spinosaurus; jumps and edges (SC-5, SC-R2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.spino_chase import GAME, MovePawn, MoveSpinosaurus, Pass, Phase, Play, StepBack
from tests.spino_chase.helpers import (
    COMPY,
    PARASAIL,
    PHONE,
    RAPTOR,
    SPINO,
    TREX,
    board_file,
    fill,
    pawn,
    play,
    spinosaurus,
    start,
    view,
)

ALL_EIGHT = (
    "forward-left",
    "forward",
    "forward-right",
    "left",
    "right",
    "back-left",
    "back",
    "back-right",
)


def won_by_seat_0(card: str, deck: str, players: int = 2, **options: Any) -> Any:
    """Seat 0 opens with ``card`` and wins the round at once: nobody else can play."""
    others = [PHONE] * 7 if card in (PARASAIL, PHONE) else [COMPY] * 7
    state = start([[card] * 7] + [others] * (players - 1), deck=deck, **options)
    return play(state, Play(card), *[Pass()] * (players - 1))


@pytest.mark.rules("SC-5.1", "SC-5.3", "SC-4.6")
def test_a_dinosaur_moves_the_pawn_one_space_then_the_spinosaurus_one(plenty: str) -> None:
    state = won_by_seat_0(TREX, plenty)
    seen = view(state)
    assert (seen.phase, seen.pawn_steps, seen.spinosaurus_steps) == (Phase.MOVE_PAWN, 1, 1)
    assert GAME.legal_actions(state) == tuple(
        MovePawn(d) for d in ("forward-left", "forward", "forward-right")
    )
    state = GAME.apply(state, MovePawn("forward"))
    assert pawn(state, 0) == (1, 1)  # one row closer to the Final Escape
    assert view(state).phase is Phase.MOVE_SPINOSAURUS
    # From (2, 0) on the Start row: nothing behind; (1, 1) and (3, 0) hold pawns.
    assert GAME.legal_actions(state) == tuple(
        MoveSpinosaurus(d) for d in ("forward-left", "forward", "forward-right", "left", "right")
    )
    state = GAME.apply(state, MoveSpinosaurus("forward"))
    assert spinosaurus(state) == (2, 1)
    assert pawn(state, 1) == (3, 0)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-5.4")
def test_the_spinosaurus_card_moves_the_spinosaurus_two_spaces(plenty: str) -> None:
    state = won_by_seat_0(SPINO, plenty)
    assert (view(state).pawn_steps, view(state).spinosaurus_steps) == (1, 2)
    state = play(state, MovePawn("forward-left"), MoveSpinosaurus("forward"))
    assert view(state).phase is Phase.MOVE_SPINOSAURUS
    assert view(state).spinosaurus_steps == 1
    state = GAME.apply(state, MoveSpinosaurus("forward"))
    assert pawn(state, 0) == (0, 1)
    assert spinosaurus(state) == (2, 2)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-5.5", "SC-5.6", "SC-5.7")
def test_the_parasail_moves_the_pawn_three_spaces_and_the_spinosaurus_one(plenty: str) -> None:
    state = won_by_seat_0(PARASAIL, plenty)
    assert view(state).table == (PARASAIL,)
    assert (view(state).pawn_steps, view(state).spinosaurus_steps) == (3, 1)
    state = play(state, MovePawn("forward"), MovePawn("forward"))
    assert view(state).pawn_steps == 1
    state = GAME.apply(state, MovePawn("forward-right"))
    assert pawn(state, 0) == (2, 3)
    state = GAME.apply(state, MoveSpinosaurus("left"))
    assert spinosaurus(state) == (1, 0)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-5.2")
def test_only_the_last_card_played_counts(plenty: str) -> None:
    state = start([[PARASAIL] + [TREX] * 6, [RAPTOR] * 7], deck=plenty)
    state = play(state, Play(PARASAIL), Play(TREX), Pass())
    assert view(state).table == (PARASAIL, TREX)
    assert (view(state).pawn_steps, view(state).spinosaurus_steps) == (1, 1)


@pytest.mark.rules("SC-5.8")
def test_the_pawn_moves_forward_before_the_spinosaurus(plenty: str) -> None:
    state = won_by_seat_0(SPINO, plenty)
    assert GAME.current_player(state) == 0
    for action in (MoveSpinosaurus("forward"), StepBack("back"), Play(SPINO)):
        with pytest.raises(IllegalActionError, match=r"SC-5\.8"):
            GAME.apply(state, action)
    assert all(isinstance(action, MovePawn) for action in GAME.legal_actions(state))


@pytest.mark.rules("SC-5.9", "SC-R9")
def test_the_spinosaurus_may_step_in_any_of_eight_directions() -> None:
    state = GAME.position_builder().won_round(0, TREX).spinosaurus("c4").build()
    state = GAME.apply(state, MovePawn("forward"))
    assert GAME.legal_actions(state) == tuple(MoveSpinosaurus(d) for d in ALL_EIGHT)
    state = GAME.apply(state, MoveSpinosaurus("back-left"))
    assert spinosaurus(state) == (1, 3)


@pytest.mark.rules("SC-5.9", "SC-R2", "SC-R9")
def test_the_spinosaurus_never_leaves_the_board() -> None:
    state = GAME.position_builder().won_round(0, TREX).spinosaurus("a12").build()
    state = GAME.apply(state, MovePawn("forward"))
    # The far left corner of the last row: three ways.
    assert GAME.legal_actions(state) == tuple(
        MoveSpinosaurus(d) for d in ("right", "back", "back-right")
    )
    with pytest.raises(IllegalActionError, match=r"SC-5\.9"):
        GAME.apply(state, MoveSpinosaurus("forward"))


@pytest.mark.rules("SC-R9", "SC-6.1")
def test_the_spinosaurus_may_catch_the_winners_own_pawn() -> None:
    state = GAME.position_builder().won_round(0, TREX).spinosaurus("c2").build()
    state = play(state, MovePawn("forward-right"), MoveSpinosaurus("back"))
    assert spinosaurus(state) == (2, 1) == pawn(state, 0)
    assert view(state).phase is Phase.STEP_BACK
    assert GAME.current_player(state) == 0
    # Back-right would jump seat 1's pawn off the board's side.
    assert GAME.legal_actions(state) == (StepBack("back-left"), StepBack("back"))


@pytest.mark.rules("SC-R9")
def test_only_the_space_where_the_spinosaurus_stops_catches(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(0, 0), (2, 3)], spinosaurus=(2, 4))
    state = won_by_seat_0(SPINO, plenty, board=board)
    state = play(state, MovePawn("forward"), MoveSpinosaurus("back"))
    assert spinosaurus(state) == pawn(state, 1) == (2, 3)  # passing over seat 1's pawn
    state = GAME.apply(state, MoveSpinosaurus("back"))
    assert spinosaurus(state) == (2, 2)
    assert pawn(state, 1) == (2, 3)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-5.10", "SC-R8")
def test_a_pawn_jumps_an_opponents_pawn_to_the_first_open_space() -> None:
    builder = GAME.position_builder().won_round(0, TREX).pawn(0, "c1").pawn(1, "c2")
    state = builder.spinosaurus("a7").build()
    assert len(GAME.legal_actions(state)) == 3
    state = GAME.apply(state, MovePawn("forward"))
    assert pawn(state, 0) == (2, 3)
    assert pawn(state, 1) == (2, 2)
    assert view(state).pawn_steps == 0  # the jump was one step


@pytest.mark.rules("SC-5.10", "SC-R8")
def test_a_pawn_jumps_a_line_of_pawns_diagonally(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(1, 1), (2, 2), (3, 3)], spinosaurus=(0, 7))
    state = won_by_seat_0(TREX, plenty, players=3, board=board)
    state = GAME.apply(state, MovePawn("forward-right"))
    assert pawn(state, 0) == (4, 4)


@pytest.mark.rules("SC-5.10", "SC-R8")
def test_no_step_onto_or_jump_over_the_spinosaurus() -> None:
    builder = GAME.position_builder().won_round(0, TREX).pawn(0, "c1").pawn(1, "c2")
    state = builder.spinosaurus("c3").build()
    assert GAME.legal_actions(state) == (MovePawn("forward-left"), MovePawn("forward-right"))
    with pytest.raises(IllegalActionError, match="Spinosaurus"):
        GAME.apply(state, MovePawn("forward"))


@pytest.mark.rules("SC-5.10", "SC-R2")
def test_no_jump_off_the_boards_side() -> None:
    builder = GAME.position_builder().won_round(0, TREX).pawn(0, "d1").pawn(1, "e2")
    state = builder.spinosaurus("a7").build()
    assert GAME.legal_actions(state) == (MovePawn("forward-left"), MovePawn("forward"))


@pytest.mark.rules("SC-R8")
def test_a_step_with_a_single_open_direction_is_taken_at_once(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, lanes=1, starts=[(0, 0), (0, 1)], spinosaurus=(0, 7))
    state = start([fill(TREX), [COMPY] * 7], deck=plenty, board=board, forced="auto")
    # Seat 1's lone Pass is forced too; it wins the round for seat 0's T-Rex.
    state = GAME.apply(state, Play(TREX))
    # One lane: the pawn can only jump forward, the Spinosaurus only step back.
    assert pawn(state, 0) == (0, 2)
    assert spinosaurus(state) == (0, 6)
    assert view(state).phase is Phase.DISCARD
    assert GAME.current_player(state) == 1


@pytest.mark.rules("SC-R8", "SC-3.7")
def test_forced_decisions_are_shown_when_explicit_and_taken_when_auto(
    plenty: str, tmp_path: Path
) -> None:
    board = board_file(tmp_path, lanes=1, starts=[(0, 0), (0, 1)], spinosaurus=(0, 7))
    hands = [fill(TREX), [COMPY] * 7]
    shown = GAME.apply(start(hands, deck=plenty, board=board), Play(TREX))
    # forced="explicit" (the helpers' default): each single-option decision is shown.
    for forced in (Pass(), MovePawn("forward"), MoveSpinosaurus("back")):
        assert GAME.legal_actions(shown) == (forced,)
        shown = GAME.apply(shown, forced)
    taken = GAME.apply(start(hands, deck=plenty, board=board, forced="auto"), Play(TREX))
    # forced="auto": the kernel took all three at once, to the same position.
    assert view(taken) == view(shown)
    assert (view(taken).phase, GAME.current_player(taken)) == (Phase.DISCARD, 1)


@pytest.mark.rules("SC-R8")
def test_steps_with_no_open_direction_are_lost(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, lanes=1, starts=[(0, 0), (0, 1)], spinosaurus=(0, 2))
    state = won_by_seat_0(PARASAIL, plenty, board=board)
    assert pawn(state, 0) == (0, 0)
    assert view(state).pawn_steps == 0
    assert view(state).phase is Phase.MOVE_SPINOSAURUS
    assert GAME.legal_actions(state) == (MoveSpinosaurus("forward"), MoveSpinosaurus("back"))


@pytest.mark.rules("SC-R2", "SC-5.8")
def test_a_pawn_on_the_left_edge_cannot_step_forward_left(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(0, 1), (4, 1)], spinosaurus=(2, 7))
    state = won_by_seat_0(TREX, plenty, board=board)
    assert GAME.legal_actions(state) == (MovePawn("forward"), MovePawn("forward-right"))
    before = state
    with pytest.raises(IllegalActionError, match="edge"):
        GAME.apply(state, MovePawn("forward-left"))
    assert state == before


@pytest.mark.rules("SC-8.1", "SC-R2", "SC-R14")
def test_a_step_off_the_far_edge_reaches_the_final_escape_and_wins(
    plenty: str, tmp_path: Path
) -> None:
    board = board_file(tmp_path, rows=4, starts=[(1, 3), (3, 0)], spinosaurus=(0, 0))
    state = won_by_seat_0(TREX, plenty, board=board)
    assert len(GAME.legal_actions(state)) == 3  # every forward step leaves the board
    state = GAME.apply(state, MovePawn("forward"))
    assert GAME.is_terminal(state)
    assert GAME.winners(state) == frozenset({0})
    assert pawn(state, 0) is None
    assert spinosaurus(state) == (0, 0)  # the game ended before the Spinosaurus moved
    assert GAME.legal_actions(state) == ()


@pytest.mark.rules("SC-8.1", "SC-R2")
def test_a_diagonal_step_from_the_last_rows_corner_escapes(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, rows=4, starts=[(0, 3), (3, 0)], spinosaurus=(4, 0))
    state = won_by_seat_0(TREX, plenty, board=board)
    state = GAME.apply(state, MovePawn("forward-left"))
    assert GAME.winners(state) == frozenset({0})


@pytest.mark.rules("SC-8.2", "SC-R14")
def test_the_final_escape_needs_no_exact_count(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, rows=4, starts=[(1, 2), (3, 0)], spinosaurus=(0, 0))
    state = won_by_seat_0(PARASAIL, plenty, board=board)  # three steps to take
    state = GAME.apply(state, MovePawn("forward"))
    assert pawn(state, 0) == (1, 3)
    state = GAME.apply(state, MovePawn("forward"))
    assert GAME.winners(state) == frozenset({0})  # with one step to spare


@pytest.mark.rules("SC-5.10", "SC-8.1")
def test_a_jump_over_a_pawn_on_the_last_row_reaches_the_final_escape(
    plenty: str, tmp_path: Path
) -> None:
    board = board_file(tmp_path, rows=4, starts=[(1, 2), (1, 3)], spinosaurus=(0, 0))
    state = GAME.apply(won_by_seat_0(TREX, plenty, board=board), MovePawn("forward"))
    assert GAME.winners(state) == frozenset({0})
