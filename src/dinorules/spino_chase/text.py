"""The lane board and the cards as text (`render`): the board, the hands, the turn.

It takes a state or an observation and shows what `view` gives it.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.printable import safe_picture
from dinorules.kernel.render import shows_everything, tally, text_grid, titled, winners_text

from .board import Board, Space
from .observation import SpinoObservation
from .state import Phase, SpinoState
from .view import board_of, hands_of, lane_name, view_of

__all__ = ["render"]

SPINOSAURUS: Final = "S"
"""The Spinosaurus's mark on the board; pawns are marked by their seat number."""
_DECISIONS: Final = FrozenMap(
    {
        Phase.DEAL: "is dealt a card",
        Phase.PLAY: "plays a card (a player passes only when no card can be played)",
        Phase.SECOND_CARD: "plays a Dinosaur on the Escape",
        Phase.MOVE_PAWN: "steps their pawn",
        Phase.MOVE_SPINOSAURUS: "steps the Spinosaurus",
        Phase.STEP_BACK: "steps their caught pawn back",
        Phase.DISCARD: "discards or keeps their hand",
    }
)


LEGEND: Final = (
    "digits: pawns by seat number; S the Spinosaurus; . an empty space; lanes by letter, rows"
    " by number from the start (0); ~ Final Escape ~ the goal, with the seats that reached it"
)
"""What the board's marks mean."""


def marks(obs: SpinoObservation) -> dict[Space, str]:
    """Each occupied space's mark: seat numbers of the pawns there, then ``S``."""
    cells: dict[Space, str] = {}
    for seat, space in enumerate(obs.pawns):
        if space is not None:
            cells[space] = cells.get(space, "") + str(seat)
    spino = obs.spinosaurus
    cells[spino] = cells.get(spino, "") + SPINOSAURUS
    return cells


@safe_picture
def render(
    x: SpinoState | SpinoObservation, *, player: int | None = None, board: Board | None = None
) -> str:
    """The board (Final Escape at the top, the Start row at the bottom), then the cards.

    >>> from dinorules.spino_chase import GAME
    >>> lines = render(GAME.initial_state(seed=1), player=0).splitlines()
    >>> print(lines[3]); print(lines[16])
         a  b  c  d  e
       0 .  0  S  1  .
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    cells = marks(obs)
    grid = text_grid(
        {(lane, drawn.rows - 1 - row): mark for (lane, row), mark in cells.items()},
        [lane_name(lane) for lane in range(drawn.lanes)],
        [str(row) for row in range(drawn.rows - 1, -1, -1)],
        width=2,
    )
    escaped = [str(seat) for seat, space in enumerate(obs.pawns) if space is None]
    top = "~ Final Escape ~" + (f": {', '.join(escaped)}" if escaped else "")
    who = "everything" if shows_everything(x, player, SpinoState) else f"seat {obs.player}"
    lines = [
        f"The Spinosaurus Chase: as {who}, round {obs.round}",
        *titled("board", [top, *grid, LEGEND]),
    ]
    hands = hands_of(x, player)
    lines += titled(
        "hands",
        [
            f"seat {seat}: {size} cards"
            + (f": {tally(hands[seat].counts)}" if seat in hands else "")
            for seat, size in enumerate(obs.hand_sizes)
        ],
    )
    lines += titled(
        "cards",
        [
            f"in play (in order): {', '.join(obs.table) or '-'}",
            f"played this round: {tally(obs.played.counts)}",
            f"discards: {tally(obs.discards.counts)}",
            f"dealer's pile: {obs.pile_size} cards",
        ],
    )
    lines += titled("turn", [_turn_line(obs)])
    return "\n".join(lines)


def _turn_line(obs: SpinoObservation) -> str:
    if obs.phase is Phase.OVER:
        if obs.truncated:
            return "game over: cut short by the round limit, no winner"
        escaped = [seat for seat, space in enumerate(obs.pawns) if space is None]
        return f"game over: {winners_text(escaped)}, at the Final Escape"
    steps = f"; steps left: pawn {obs.pawn_steps}, Spinosaurus {obs.spinosaurus_steps}"
    busy = obs.phase in (Phase.MOVE_PAWN, Phase.MOVE_SPINOSAURUS, Phase.STEP_BACK)
    return f"seat {obs.actor} {_DECISIONS[obs.phase]}" + (steps if busy else "")
