"""Caught by the Spinosaurus: the pawn steps back, jumping pawns (SC-6, SC-R10)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.spino_chase import GAME, MovePawn, MoveSpinosaurus, Pass, Phase, Play, StepBack
from tests.spino_chase.helpers import COMPY, TREX, board_file, pawn, play, spinosaurus, start, view


def seat_0_moves(
    deck: str, board: str, pawn_step: str, spinosaurus_step: str, players: int = 2
) -> Any:
    """Seat 0 wins a round with a T-Rex, steps its pawn, then steps the Spinosaurus."""
    state = start([[TREX] * 7] + [[COMPY] * 7] * (players - 1), deck=deck, board=board)
    state = play(state, Play(TREX), *[Pass()] * (players - 1))
    return play(state, MovePawn(pawn_step), MoveSpinosaurus(spinosaurus_step))


@pytest.mark.rules("SC-6.1", "SC-R10")
def test_a_caught_pawn_steps_back_one_space_chosen_by_its_owner() -> None:
    builder = GAME.position_builder().won_round(0, TREX).pawn(0, "a0").pawn(1, "c3")
    state = builder.spinosaurus("c4").build()
    state = play(state, MovePawn("forward"), MoveSpinosaurus("back"))
    assert spinosaurus(state) == pawn(state, 1) == (2, 3)
    assert view(state).phase is Phase.STEP_BACK
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (
        StepBack("back-left"),
        StepBack("back"),
        StepBack("back-right"),
    )
    state = GAME.apply(state, StepBack("back-left"))
    assert pawn(state, 1) == (1, 2)  # one row further from the Final Escape
    assert spinosaurus(state) == (2, 3)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-6.2")
def test_a_caught_pawn_jumps_back_over_a_pawn_behind_it(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(0, 0), (2, 3), (2, 2)], spinosaurus=(2, 4))
    state = seat_0_moves(plenty, board, "forward", "back", players=3)
    assert GAME.current_player(state) == 1
    state = GAME.apply(state, StepBack("back"))
    assert pawn(state, 1) == (2, 1)
    assert pawn(state, 2) == (2, 2)


@pytest.mark.rules("SC-6.1", "SC-6.2", "SC-R2")
def test_caught_on_the_boards_edge_next_to_another_pawn(plenty: str, tmp_path: Path) -> None:
    board = board_file(tmp_path, starts=[(4, 0), (0, 3), (0, 2)], spinosaurus=(1, 4))
    state = seat_0_moves(plenty, board, "forward", "back-left", players=3)
    assert spinosaurus(state) == pawn(state, 1) == (0, 3)
    # Back-left is off the board; straight back jumps seat 2's pawn.
    assert GAME.legal_actions(state) == (StepBack("back"), StepBack("back-right"))
    before = state
    with pytest.raises(IllegalActionError, match=r"SC-6\.1.*edge"):
        GAME.apply(state, StepBack("back-left"))
    assert state == before
    state = GAME.apply(state, StepBack("back"))
    assert pawn(state, 1) == (0, 1)


@pytest.mark.rules("SC-6.2", "SC-R10")
def test_a_caught_pawn_with_one_way_back_takes_it_at_once(plenty: str, tmp_path: Path) -> None:
    # Seat 1 at (0, 1): back-left is off the board, back-right would jump seat 2's pawn
    # at (1, 0) off the back edge, so only straight back is open.
    board = board_file(tmp_path, starts=[(4, 3), (0, 1), (1, 0)], spinosaurus=(0, 2))
    shown = seat_0_moves(plenty, board, "forward", "back", players=3)
    # forced="explicit": the single step back is seat 1's decision, shown.
    assert (view(shown).phase, GAME.current_player(shown)) == (Phase.STEP_BACK, 1)
    assert GAME.legal_actions(shown) == (StepBack("back"),)
    # forced="auto": seat 0's lone card, both passes and the step back are taken at once.
    hands = [[TREX] * 7] + [[COMPY] * 7] * 2
    state = start(hands, deck=plenty, board=board, forced="auto")
    state = play(state, MovePawn("forward"), MoveSpinosaurus("back"))
    assert view(state) == view(GAME.apply(shown, StepBack("back")))
    assert pawn(state, 1) == (0, 0)
    assert spinosaurus(state) == (0, 1)
    assert view(state).phase is Phase.DISCARD


@pytest.mark.rules("SC-R10", "SC-R2")
def test_a_pawn_caught_on_the_start_row_stays_put(plenty: str) -> None:
    state = seat_0_moves(plenty, "standard", "forward", "right")
    # The Spinosaurus stepped from (2, 0) onto seat 1's pawn on the Start row.
    assert spinosaurus(state) == pawn(state, 1) == (3, 0)
    assert view(state).phase is Phase.DISCARD
    assert GAME.invariants(state) == ()
