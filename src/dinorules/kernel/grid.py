"""Square grids: meadows of 3x3 boards (Jurassic Brunch / Snack) and lane boards.

A square is ``(column, row)`` with row 0 at the top: x grows to the right and y
grows downwards, so ``N`` is ``(0, -1)``. A `Grid` is an immutable set of squares
that may be irregular (an L of boards, holes), a `Compiled` table: its neighbour
and ray tables are compiled once per distinct set of squares, so the queries that
legal-move generation calls are lookups.

Hex boards would get their own module (axial ``(q, r)`` coordinates with six
directions) offering the same query names; nothing here assumes four sides
beyond the direction constants.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

import attrs

from .compiled import Compiled, compiled, derived
from .errors import InvalidOptionError
from .frozen import FrozenMap

__all__ = [
    "ALL_DIRECTIONS",
    "DIAGONAL",
    "DIRECTION_NAMES",
    "NE",
    "NW",
    "ORTHOGONAL",
    "SE",
    "SW",
    "BoardPlacement",
    "Direction",
    "E",
    "Grid",
    "N",
    "S",
    "Square",
    "W",
    "direction_name",
    "opposite",
    "rotate",
]

Square = tuple[int, int]
"""A square as ``(column, row)``; row 0 is the top row."""

Direction = tuple[int, int]
"""A unit step ``(dx, dy)``; y grows downwards."""

N: Direction = (0, -1)
E: Direction = (1, 0)
S: Direction = (0, 1)
W: Direction = (-1, 0)
NE: Direction = (1, -1)
SE: Direction = (1, 1)
SW: Direction = (-1, 1)
NW: Direction = (-1, -1)

ORTHOGONAL: tuple[Direction, ...] = (N, E, S, W)
DIAGONAL: tuple[Direction, ...] = (NE, SE, SW, NW)
ALL_DIRECTIONS: tuple[Direction, ...] = ORTHOGONAL + DIAGONAL

DIRECTION_NAMES: FrozenMap[Direction, str] = FrozenMap(
    {N: "N", E: "E", S: "S", W: "W", NE: "NE", SE: "SE", SW: "SW", NW: "NW"}
)
"""The short name of each direction, read-only."""


def direction_name(direction: Direction) -> str:
    """Return the short name ("N", "SE", ...) of a direction."""
    try:
        return DIRECTION_NAMES[direction]
    except KeyError:
        raise InvalidOptionError(f"{direction!r} is not a grid direction") from None


def opposite(direction: Direction) -> Direction:
    """Return the direction pointing the other way (``opposite(N) == S``)."""
    return (-direction[0], -direction[1])


def rotate(square: Square, size: int, quarter_turns: int) -> Square:
    """Turn a square of a size x size board clockwise by quarter turns.

    Quarter turns are taken modulo 4: ``rotate((0, 0), 3, 1) == (2, 0)``.
    """
    x, y = square
    last = size - 1
    turns = quarter_turns % 4
    if turns == 1:
        return (last - y, x)
    if turns == 2:
        return (last - x, last - y)
    if turns == 3:
        return (y, last - x)
    return (x, y)


@attrs.frozen
class BoardPlacement:
    """A size x size board laid on the whole grid: its top-left square and its turn.

    >>> board = BoardPlacement(origin=(3, 0), rotation=1)
    >>> board.to_global((0, 0))
    (5, 0)
    """

    origin: Square
    rotation: int = 0
    size: int = 3

    def squares(self) -> tuple[Square, ...]:
        """Return the board's squares on the whole grid, by row then column."""
        ox, oy = self.origin
        return tuple((ox + x, oy + y) for y in range(self.size) for x in range(self.size))

    def to_global(self, local_square: Square) -> Square:
        """Map a square printed on the board to the whole grid (turn, then shift)."""
        x, y = local_square
        if not (0 <= x < self.size and 0 <= y < self.size):
            raise InvalidOptionError(
                f"square {local_square!r} is not on a {self.size}x{self.size} board"
            )
        rx, ry = rotate(local_square, self.size, self.rotation)
        return (self.origin[0] + rx, self.origin[1] + ry)


def _row_major(square: Square) -> tuple[int, int]:
    return (square[1], square[0])


def _canonical(squares: Iterable[Square]) -> tuple[Square, ...]:
    unique = set(squares)
    for square in unique:
        if not (type(square) is tuple and len(square) == 2 and {type(c) for c in square} == {int}):
            raise InvalidOptionError(f"grid square {square!r} is not a (column, row) pair")
    return tuple(sorted(unique, key=_row_major))


@compiled
class Grid(Compiled):
    """An immutable set of squares with compiled neighbour and ray tables.

    >>> grid = Grid.from_rectangle(6, 6)
    >>> grid.ray((0, 0), E)
    ((1, 0), (2, 0), (3, 0), (4, 0), (5, 0))
    >>> grid.neighbour((5, 5), S) is None
    True
    """

    squares: tuple[Square, ...]
    """Every square, sorted by row then column."""

    members: frozenset[Square] = derived()
    orthogonal: FrozenMap[Square, tuple[Square, ...]] = derived()
    """The squares next to each square, in the order of `ORTHOGONAL`."""
    around: FrozenMap[Square, tuple[Square, ...]] = derived()
    """The squares next to each square, in the order of `ALL_DIRECTIONS`."""
    rays: FrozenMap[tuple[Square, Direction], tuple[Square, ...]] = derived()
    """The squares from a square in a direction up to the edge or a gap."""

    @classmethod
    def compile(cls, squares: Iterable[Square]) -> Grid:
        """Sort and check the squares; compute the neighbour and ray tables."""
        ordered = _canonical(squares)
        if not ordered:
            raise InvalidOptionError("a grid needs at least one square")
        members = frozenset(ordered)
        step: dict[tuple[Square, Direction], Square] = {}
        for x, y in ordered:
            for dx, dy in ALL_DIRECTIONS:
                if (x + dx, y + dy) in members:
                    step[(x, y), (dx, dy)] = (x + dx, y + dy)
        rays: dict[tuple[Square, Direction], tuple[Square, ...]] = {}
        for square in ordered:
            for direction in ALL_DIRECTIONS:
                ray: list[Square] = []
                at = step.get((square, direction))
                while at is not None:
                    ray.append(at)
                    at = step.get((at, direction))
                rays[square, direction] = tuple(ray)
        return cls(
            squares=ordered,
            members=members,
            orthogonal=FrozenMap(
                (s, tuple(step[s, d] for d in ORTHOGONAL if (s, d) in step)) for s in ordered
            ),
            around=FrozenMap(
                (s, tuple(step[s, d] for d in ALL_DIRECTIONS if (s, d) in step)) for s in ordered
            ),
            rays=FrozenMap(rays),
        )

    @classmethod
    def from_squares(cls, squares: Iterable[Square]) -> Grid:
        """Build the grid of these squares, in any order and with repeats.

        Raises `InvalidOptionError` if there is no square or one is not a pair of ints.
        """
        return cls.build(_canonical(squares))

    @classmethod
    def from_rectangle(cls, width: int, height: int) -> Grid:
        """Build the full width x height rectangle with its top-left square at (0, 0)."""
        if width < 1 or height < 1:
            raise InvalidOptionError(f"grid size {width}x{height}: both must be at least 1")
        return cls.build(tuple((x, y) for y in range(height) for x in range(width)))

    @classmethod
    def from_boards(cls, placements: Sequence[BoardPlacement]) -> Grid:
        """Build the meadow made of these boards; each shares a whole side with another.

        Raises `InvalidOptionError` naming the board at fault if a board's rotation
        or size is invalid, two boards overlap, or the boards do not form one meadow.
        """
        if not placements:
            raise InvalidOptionError("a layout needs at least one board")
        owner: dict[Square, int] = {}
        for index, board in enumerate(placements):
            if board.rotation not in range(4):
                raise InvalidOptionError(f"board {index}: rotation {board.rotation} is not in 0..3")
            if board.size < 1:
                raise InvalidOptionError(f"board {index}: size {board.size} must be positive")
            for square in board.squares():
                other = owner.setdefault(square, index)
                if other != index:
                    raise InvalidOptionError(
                        f"boards {other} and {index} overlap at square {square!r}"
                    )
        _check_joined(placements, owner)
        return cls.build(_canonical(owner))

    def __contains__(self, square: object) -> bool:
        return square in self.members

    def __iter__(self) -> Iterator[Square]:
        return iter(self.squares)

    def __len__(self) -> int:
        return len(self.squares)

    @property
    def bounds(self) -> tuple[Square, Square]:
        """Return the top-left and bottom-right corners of the enclosing rectangle."""
        xs = [x for x, _ in self.squares]
        return ((min(xs), self.squares[0][1]), (max(xs), self.squares[-1][1]))

    @property
    def width(self) -> int:
        """Return the number of columns the grid spans."""
        return self.bounds[1][0] - self.bounds[0][0] + 1

    @property
    def height(self) -> int:
        """Return the number of rows the grid spans."""
        return self.bounds[1][1] - self.bounds[0][1] + 1

    def neighbour(self, square: Square, direction: Direction) -> Square | None:
        """Return the next square in that direction, or None off the grid (or at a gap)."""
        ray = self.rays.get((square, direction))
        if ray is None:
            self._check(square, direction)
        return ray[0] if ray else None

    def neighbours(
        self, square: Square, directions: tuple[Direction, ...] = ORTHOGONAL
    ) -> tuple[Square, ...]:
        """Return the squares next to this one, in the order of ``directions``."""
        try:
            if directions is ORTHOGONAL:
                return self.orthogonal[square]
            if directions is ALL_DIRECTIONS:
                return self.around[square]
        except KeyError:
            raise InvalidOptionError(f"square {square!r} is not on the grid") from None
        found = tuple(self.neighbour(square, d) for d in directions)
        return tuple(s for s in found if s is not None)

    def ray(self, square: Square, direction: Direction) -> tuple[Square, ...]:
        """Return the squares from the next one in that direction up to the edge or a gap."""
        try:
            return self.rays[square, direction]
        except KeyError:
            self._check(square, direction)
            raise  # pragma: no cover - _check always raises here

    def _check(self, square: Square, direction: Direction) -> None:
        if square not in self.members:
            raise InvalidOptionError(f"square {square!r} is not on the grid")
        if direction not in DIRECTION_NAMES:
            raise InvalidOptionError(f"{direction!r} is not a grid direction")


def _joined_to(index: int, board: BoardPlacement, owner: Mapping[Square, int]) -> set[int]:
    """Find the boards that some whole side of this board lies against."""
    joined: set[int] = set()
    for dx, dy in ORTHOGONAL:
        across = {owner.get((x + dx, y + dy)) for x, y in board.squares()} - {index}
        if len(across) == 1 and (other := across.pop()) is not None:
            joined.add(other)
    return joined


def _check_joined(placements: Sequence[BoardPlacement], owner: Mapping[Square, int]) -> None:
    """Check that every board shares a whole side with another, all in one meadow."""
    links = {i: _joined_to(i, board, owner) for i, board in enumerate(placements)}
    for index, others in tuple(links.items()):
        for other in others:
            links[other].add(index)
    seen, frontier = {0}, [0]
    while frontier:
        for other in links[frontier.pop()] - seen:
            seen.add(other)
            frontier.append(other)
    detached = [i for i in links if not links[i]] if len(placements) > 1 else []
    detached += sorted(set(links) - seen)
    if detached:
        index = detached[0]
        problem = "joined to no other board" if not links[index] else "not joined to board 0"
        raise InvalidOptionError(
            f"board {index} at {placements[index].origin!r} is detached: {problem} "
            "along a whole side"
        )
