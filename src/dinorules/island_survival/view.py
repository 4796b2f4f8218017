"""What a picture of the island shows: the observation to draw, its board, its status.

Nothing in Island Survival is hidden (IS-R23): a seat's view and the omniscient view
differ only in their title. An observation does not carry the board, so it is drawn
on the ``board`` given (the standard board by default). `text` and `svg` draw what
this module gives them.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.render import observation_to_draw, winners_text

from .board import Board, load_board
from .observation import Observation, observe
from .state import IslandState, Phase, Status

__all__ = ["board_of", "status_line", "status_words", "view_of"]

_PHASES: Final = FrozenMap(
    {
        Phase.HUMAN_ROLL: "the character-movement die is rolled",
        Phase.PICK_PAWN: "the human player picks a pawn to move",
        Phase.GROUP_SPACE: "the human player picks the group's space",
        Phase.GROUP_JOIN: "the human player says whether the next pawn joins the group",
        Phase.HUMAN_MOVE: "the human player picks where the pawn goes",
        Phase.DRAW: "a card is drawn",
        Phase.PULL: "the human player picks the character to pull",
        Phase.SAFE_SPACE: "the human player picks a Safe Space",
        Phase.SEND_RAPTOR: "the human player picks the Raptor to send",
        Phase.DUEL_DINO: "the dinosaur player rolls the battle die for the Raptor",
        Phase.DUEL_HUMAN: "the drawer rolls the battle die against the Raptor",
        Phase.SPEND: "the human player may spend a life chip to roll again",
        Phase.DINO_ROLL: "the dinosaur-movement die is rolled",
        Phase.PICK_DINO: "the dinosaur player picks a dinosaur to move",
        Phase.DINO_MOVE: "the dinosaur player picks where the dinosaur goes",
        Phase.ALL_STEP: "the dinosaur player picks where the next dinosaur steps",
        Phase.ATTACK: "the dinosaur player names the next attack",
        Phase.BATTLE_DINO: "the dinosaur's battle die is rolled",
        Phase.BATTLE_HUMAN: "the character's battle die is rolled",
        Phase.ESCAPE: "the attacked character's player picks where it escapes to",
        Phase.OVER: "the game is over",
    }
)
"""Each phase in words: who does what now (IS-7 to IS-19)."""
_STATUSES: Final = FrozenMap(
    {Status.ASIDE.value: "set aside", Status.IN_PLAY.value: "in play", Status.REMOVED.value: "out"}
)


def status_words(status: str) -> str:
    """A character's status in words (``in play``, ``set aside``, ``out``)."""
    return _STATUSES.get(status, status)


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
    doing = _PHASES[Phase(obs.phase)]
    return f"round {obs.round}, turn {obs.turn}: seat {obs.human}'s turn; {doing}"
