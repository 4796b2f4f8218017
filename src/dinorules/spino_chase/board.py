"""The board as data: a lane board of square spaces read from TOML (SC-R1, SC-R2).

A space is ``(lane, row)``: lanes are counted from 0 on the left, row 0 is the Start
row, and "forward" is towards higher rows. The Final Escape lies beyond the last row,
across the whole far edge. ``board.toml`` beside this module is the bundled
``"standard"`` board; `load_board` takes a bundled board's name or the path of a TOML
file, and anything malformed raises `DataError` naming the file and the field.

The eight step directions are named from the racing pawns' point of view; a pawn
moves forward or diagonally forward (SC-5.8), a caught pawn back or diagonally back
(SC-6.1), the Spinosaurus in any of the eight (SC-5.9, SC-R9).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

from dinorules.kernel import DataError, Value, value

from .data import check_keys, field, read_table

__all__ = [
    "BACK_DIRECTIONS",
    "BUNDLED_BOARDS",
    "PAWN_DIRECTIONS",
    "SPINOSAURUS_DIRECTIONS",
    "STEPS",
    "Board",
    "Space",
    "load_board",
    "parse_board",
]

Space = tuple[int, int]
"""A space as ``(lane, row)``."""

BUNDLED_BOARDS: Final = {"standard": "board.toml"}
"""Board names accepted by `load_board` (and the ``board`` option), with their files."""

STEPS: Final[Mapping[str, tuple[int, int]]] = MappingProxyType(
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
PAWN_DIRECTIONS: Final = ("forward-left", "forward", "forward-right")
"""Where the round's winner may step their pawn (SC-5.8)."""
BACK_DIRECTIONS: Final = ("back-left", "back", "back-right")
"""Where a caught pawn may step back (SC-6.1)."""
SPINOSAURUS_DIRECTIONS: Final = tuple(STEPS)
"""Where the Spinosaurus may step: any direction (SC-5.9, SC-R9)."""


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


def load_board(source: str) -> Board:
    """The bundled board named ``source``, or the board in the TOML file at that path."""
    table, where = read_table(source, BUNDLED_BOARDS, "board")
    return parse_board(table, where)


def parse_board(data: Mapping[str, Any], where: str = "board") -> Board:
    """Check parsed TOML data and build the `Board`; `DataError` names the bad field."""
    check_keys(data, {"name", "lanes", "rows", "start_spaces", "spinosaurus_start"}, where)
    name = field(data, "name", str, where)
    lanes = field(data, "lanes", int, where)
    rows = field(data, "rows", int, where)
    if not 1 <= lanes <= 26:
        raise DataError(f"{where}: lanes: must be 1 to 26, got {lanes}")
    if rows < 2:
        raise DataError(f"{where}: rows: must be 2 or more, got {rows}")
    listed = field(data, "start_spaces", list, where)
    if len(listed) < 2:
        raise DataError(f"{where}: start_spaces: at least 2 are needed, got {len(listed)}")
    starts = tuple(
        _space(item, lanes, rows, where, f"start_spaces[{i}]") for i, item in enumerate(listed)
    )
    for i, space in enumerate(starts):
        if space in starts[:i]:
            raise DataError(f"{where}: start_spaces[{i}]: {list(space)} is listed twice")
    spino = _space(data.get("spinosaurus_start"), lanes, rows, where, "spinosaurus_start")
    if spino in starts:
        raise DataError(f"{where}: spinosaurus_start: {list(spino)} is also a player's Start space")
    return Board(name=name, lanes=lanes, rows=rows, start_spaces=starts, spinosaurus_start=spino)


def _space(item: Any, lanes: int, rows: int, where: str, path: str) -> Space:
    if item is None:
        raise DataError(f"{where}: {path}: missing field")
    ok = isinstance(item, list) and len(item) == 2
    if not ok or any(isinstance(c, bool) or not isinstance(c, int) for c in item):
        raise DataError(f"{where}: {path}: expected [lane, row], got {item!r}")
    lane, row = item
    if not (0 <= lane < lanes and 0 <= row < rows):
        raise DataError(
            f"{where}: {path}: {item!r} is off the board (lanes 0..{lanes - 1}, rows 0..{rows - 1})"
        )
    return (lane, row)
