"""The board as data: a lane board of square spaces (SC-R1, SC-R2).

A space is ``(lane, row)``: lanes are counted from 0 on the left, row 0 is the Start
row, and "forward" is towards higher rows. The Final Escape lies beyond the last row,
across the whole far edge. ``board.toml`` beside this module is the bundled
``"standard"`` board, read by `components.load_board`.

The eight step directions are named from the racing pawns' point of view; a pawn
moves forward or diagonally forward (SC-5.8), a caught pawn back or diagonally back
(SC-6.1), the Spinosaurus in any of the eight (SC-5.9, SC-R9).
"""

from __future__ import annotations

from typing import Final, get_args

from dinorules.kernel import FrozenMap, Value, value

from .actions import BackDirection, PawnDirection, SpinosaurusDirection

__all__ = [
    "BACK_DIRECTIONS",
    "PAWN_DIRECTIONS",
    "SPINOSAURUS_DIRECTIONS",
    "STEPS",
    "Board",
    "Space",
]

Space = tuple[int, int]
"""A space as ``(lane, row)``."""

STEPS: Final[FrozenMap[str, tuple[int, int]]] = FrozenMap(
    {
        "forward-left": (-1, 1),
        "forward": (0, 1),
        "forward-right": (1, 1),
        "left": (-1, 0),
        "right": (1, 0),
        "back-left": (-1, -1),
        "back": (0, -1),
        "back-right": (1, -1),
    }
)
"""Each direction's ``(lane, row)`` step, in the canonical order of step actions."""
PAWN_DIRECTIONS: Final[tuple[PawnDirection, ...]] = ("forward-left", "forward", "forward-right")
"""Where the round's winner may step their pawn (SC-5.8)."""
BACK_DIRECTIONS: Final[tuple[BackDirection, ...]] = ("back-left", "back", "back-right")
"""Where a caught pawn may step back (SC-6.1)."""
SPINOSAURUS_DIRECTIONS: Final[tuple[SpinosaurusDirection, ...]] = get_args(SpinosaurusDirection)
"""Where the Spinosaurus may step: any direction (SC-5.9, SC-R9), in the order of `STEPS`."""


@value
class Board(Value):
    """A rectangular lane board with the players' Start spaces and the Spinosaurus's."""

    name: str
    lanes: int
    rows: int
    start_spaces: tuple[Space, ...]
    spinosaurus_start: Space

    def spaces(self) -> tuple[Space, ...]:
        """Every space, row by row from the Start row, left to right."""
        return tuple((lane, row) for row in range(self.rows) for lane in range(self.lanes))

    def picture(self) -> str:
        """The board as ASCII art: Start spaces by seat number, ``S`` for the Spinosaurus.

        >>> from dinorules.spino_chase.components import load_board
        >>> print(load_board("standard").replace(rows=3).picture())
            ~ Final Escape ~
          2  .  .  .  .  .
          1  .  .  .  .  .
          0  2  0  S  1  3
             a  b  c  d  e
        """
        marks = {space: str(seat) for seat, space in enumerate(self.start_spaces)}
        marks[self.spinosaurus_start] = "S"
        width = 3 * self.lanes
        lines = [" " * 4 + "~ Final Escape ~".center(width).rstrip()]
        for row in range(self.rows - 1, -1, -1):
            cells = "".join(f"{marks.get((lane, row), '.'):>3}" for lane in range(self.lanes))
            lines.append(f"{row:>3}{cells}")
        lines.append("   " + "".join(f"{chr(ord('a') + lane):>3}" for lane in range(self.lanes)))
        return "\n".join(lines)
