"""What a picture of the island shows: the observation to draw, its board, its status.

Nothing in Island Survival is hidden (IS-R23): a seat's view and the omniscient view
differ only in their title. An observation does not carry the board, so it is drawn
on the ``board`` given (the standard board by default). `text` and `svg` draw what
this module gives them.
"""

from __future__ import annotations

from dinorules.kernel.render import observation_to_draw, winners_text

from .board import Board, load_board
from .observation import Observation, observe
from .state import IslandState

__all__ = ["board_of", "status_line", "view_of"]


def view_of(x: IslandState | Observation, player: int | None = None) -> Observation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    return observation_to_draw(
        x, player, state=IslandState, observation=Observation, observe=observe
    )


def board_of(x: IslandState | Observation, board: Board | None) -> Board:
    """The board to draw on: the one given, the state's own, or the standard board."""
    if board is not None:
        return board
    return x.components.board if isinstance(x, IslandState) else load_board("standard")


def status_line(obs: Observation) -> str:
    """Round, turn, whose turn and what is being decided, or the result."""
    if obs.winners:
        return f"game over: {winners_text(obs.winners)}"
    if obs.cut_short:
        return "game over: cut short by the turn limit, no winner"
    return f"round {obs.round}, turn {obs.turn}: seat {obs.human}'s turn, phase {obs.phase}"
