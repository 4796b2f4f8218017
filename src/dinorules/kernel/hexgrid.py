"""Hex geometry: facings, distances, arcs, footprints and hex boards (lines of fire: `hexfire`).

Hexes are **flat-topped** and written in axial coordinates ``(q, r)``: ``q`` is the
column, growing to the east, and ``r`` grows to the south-south-east, so that the
six neighbours lie across the six edges in the directions N, NE, SE, S, SW, NW. A
`Facing` names one edge: 0 is north (up the board) and the numbers go clockwise, as
a miniature turns by one edge (60 degrees) at a time. Edge ``f`` of a hex is the edge
it shares with ``neighbour(hex, f)``.

The queries keep the names of `grid` (``neighbour``, ``neighbours``, ``ray``,
``bounds``...).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator

import attrs

from .compiled import Compiled, compiled, derived
from .errors import InvalidOptionError
from .frozen import FrozenMap

__all__ = [
    "DIRECTIONS",
    "SINGLE_HEX",
    "Facing",
    "Footprint",
    "Hex",
    "HexBoard",
    "back_hexes",
    "distance",
    "facing_to",
    "from_offset",
    "front_hexes",
    "neighbour",
    "neighbours",
    "opposite",
    "rotate",
    "to_offset",
    "translate",
    "turn",
    "within",
]

Hex = tuple[int, int]
"""A hex as axial ``(q, r)``: ``q`` grows east, ``r`` grows south-south-east."""


class Facing(enum.IntEnum):
    """The six edges of a flat-topped hex, clockwise from north (up the board)."""

    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5


DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
"""The axial step across each edge, indexed by `Facing`."""
_FACINGS: tuple[Facing, ...] = tuple(Facing)
"""`Facing` by value: indexing it is cheaper than calling the enum (a hot path)."""


def turn(facing: Facing, steps: int) -> Facing:
    """Turn by ``steps`` edges (60 degrees each), clockwise if positive.

    >>> turn(Facing.N, 1), turn(Facing.N, -1), turn(Facing.SW, 6)
    (<Facing.NE: 1>, <Facing.NW: 5>, <Facing.SW: 4>)
    """
    return _FACINGS[(facing + steps) % 6]


def opposite(facing: Facing) -> Facing:
    """Return the facing pointing the other way (``opposite(Facing.N) == Facing.S``)."""
    return _FACINGS[(facing + 3) % 6]


def distance(a: Hex, b: Hex) -> int:
    """Return the number of single steps from one hex to the other.

    >>> distance((0, 0), (2, -1)), distance((0, 0), (3, 3))
    (2, 6)
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def within(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """Return the hexes at most ``radius`` steps from ``centre``, by ``q`` then ``r``.

    >>> within((0, 0), 1)
    ((-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0))
    """
    q, r = centre
    return tuple(
        (q + dq, r + dr)
        for dq in range(-radius, radius + 1)
        for dr in range(max(-radius, -dq - radius), min(radius, radius - dq) + 1)
    )


def neighbour(hex_: Hex, facing: Facing) -> Hex:
    """Return the hex across the given edge (the board is unbounded here; see `HexBoard`).

    >>> neighbour((0, 0), Facing.SE)
    (1, 0)
    """
    dq, dr = DIRECTIONS[facing]
    return (hex_[0] + dq, hex_[1] + dr)


def neighbours(hex_: Hex) -> tuple[Hex, ...]:
    """Return the six hexes sharing an edge with this one, in `Facing` order."""
    q, r = hex_
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def facing_to(a: Hex, b: Hex) -> Facing:
    """Return the edge of ``a`` that ``b`` lies across; ``b`` must be adjacent.

    >>> facing_to((0, 0), (-1, 1))
    <Facing.SW: 4>
    """
    step = (b[0] - a[0], b[1] - a[1])
    try:
        return Facing(DIRECTIONS.index(step))
    except ValueError:
        raise InvalidOptionError(f"hexes {a!r} and {b!r} are not adjacent") from None


def rotate(hex_: Hex, steps: int, centre: Hex = (0, 0)) -> Hex:
    """Turn a hex about a centre by ``steps`` times 60 degrees, clockwise if positive.

    >>> rotate((0, -1), 1), rotate((3, 0), 2, centre=(2, 0))
    ((1, -1), (1, 1))
    """
    q, r = hex_[0] - centre[0], hex_[1] - centre[1]
    for _ in range(steps % 6):
        # In cube coordinates (q, r, s = -q - r) a clockwise turn is (-r, -s, -q).
        q, r = -r, q + r
    return (q + centre[0], r + centre[1])


def front_hexes(hex_: Hex, facing: Facing) -> tuple[Hex, Hex, Hex]:
    """Return the front arc: the front-left, faced and front-right neighbours.

    These are the three hexes a miniature may move forward into.

    >>> front_hexes((0, 0), Facing.N)
    ((-1, 0), (0, -1), (1, -1))
    """
    return (
        neighbour(hex_, turn(facing, -1)),
        neighbour(hex_, facing),
        neighbour(hex_, turn(facing, 1)),
    )


def back_hexes(hex_: Hex, facing: Facing) -> tuple[Hex, Hex, Hex]:
    """Return the back arc: the back-left, rear and back-right neighbours.

    These are the three hexes opposite the front arc, where a miniature moves backward.

    >>> back_hexes((0, 0), Facing.N)
    ((-1, 1), (0, 1), (1, 0))
    """
    return (
        neighbour(hex_, turn(facing, -2)),
        neighbour(hex_, opposite(facing)),
        neighbour(hex_, turn(facing, 2)),
    )


def translate(cells: Iterable[Hex], by: Hex) -> tuple[Hex, ...]:
    """The hexes ``cells`` moved by the axial step ``by``.

    >>> translate([(0, 0), (1, -1)], (2, 3))
    ((2, 3), (3, 2))
    """
    return tuple((q + by[0], r + by[1]) for q, r in cells)


def from_offset(column: int, row: int) -> Hex:
    """Return the hex at a column and row of a rectangular map (odd columns set lower).

    >>> from_offset(1, 0), from_offset(2, 1)
    ((1, 0), (2, 0))
    """
    return (column, row - (column - (column & 1)) // 2)


def to_offset(hex_: Hex) -> tuple[int, int]:
    """Return the ``(column, row)`` of a hex on a rectangular map; inverse of `from_offset`."""
    q, r = hex_
    return (q, r + (q - (q & 1)) // 2)


def _check_hex(cell: object, what: str) -> Hex:
    if not (type(cell) is tuple and len(cell) == 2 and all(type(c) is int for c in cell)):
        raise InvalidOptionError(f"{what} {cell!r} is not a (q, r) pair of integers")
    return (cell[0], cell[1])


def _shape(offsets: Iterable[Hex]) -> tuple[Hex, ...]:
    cells = tuple(_check_hex(cell, "footprint hex") for cell in offsets)
    if (0, 0) not in cells:
        raise InvalidOptionError(f"footprint {cells!r} does not hold its anchor (0, 0)")
    if len(set(cells)) != len(cells):
        raise InvalidOptionError(f"footprint {cells!r} repeats a hex")
    if len(_connected((0, 0), frozenset(cells))) != len(cells):
        raise InvalidOptionError(f"footprint {cells!r} is not in one piece")
    return cells


def _connected(start: Hex, cells: frozenset[Hex]) -> set[Hex]:
    seen, frontier = {start}, [start]
    while frontier:
        for other in neighbours(frontier.pop()):
            if other in cells and other not in seen:
                seen.add(other)
                frontier.append(other)
    return seen


@attrs.frozen
class Footprint:
    """The hexes a (possibly large) unit covers: offsets from its anchor when facing north.

    The shape turns with the facing about the anchor and moves with it; offsets keep
    their order, so the first after the anchor may be the head, say.

    >>> rex = Footprint(((0, 0), (0, -1)))
    >>> rex.cells((2, 2), Facing.N), rex.cells((2, 2), Facing.SE)
    (((2, 2), (2, 1)), ((2, 2), (3, 2)))
    """

    offsets: tuple[Hex, ...] = attrs.field(converter=_shape)

    def cells(self, anchor: Hex, facing: Facing) -> tuple[Hex, ...]:
        """Return the hexes covered with the anchor on ``anchor`` and the given facing."""
        return tuple(rotate(cell, facing, anchor) for cell in translate(self.offsets, anchor))

    def __len__(self) -> int:
        return len(self.offsets)


SINGLE_HEX = Footprint(((0, 0),))
"""The footprint of a unit standing on one hex."""


def _column_major(cells: Iterable[Hex]) -> tuple[Hex, ...]:
    unique = {_check_hex(cell, "board hex") for cell in cells}
    return tuple(sorted(unique))


@compiled
class HexBoard(Compiled):
    """An immutable set of hexes with compiled neighbours and rays; terrain is the game's.

    >>> board = HexBoard.from_rectangle(4, 3)
    >>> len(board), board.ray((0, 0), Facing.SE)
    (12, ((1, 0), (2, 0), (3, 0)))
    >>> board.neighbour((0, 0), Facing.N) is None
    True
    """

    hexes: tuple[Hex, ...]
    """Every hex, sorted by ``q`` (column) then ``r`` (north to south)."""

    members: frozenset[Hex] = derived()
    around: FrozenMap[Hex, tuple[Hex, ...]] = derived()
    """The hexes next to each hex, in `Facing` order."""
    rays: FrozenMap[tuple[Hex, Facing], tuple[Hex, ...]] = derived()
    """The hexes from a hex across an edge up to the board's end or a gap."""

    @classmethod
    def compile(cls, hexes: Iterable[Hex]) -> HexBoard:
        """Sort and check the hexes; compute the neighbour and ray tables."""
        ordered = _column_major(hexes)
        if not ordered:
            raise InvalidOptionError("a hex board needs at least one hex")
        members = frozenset(ordered)
        rays: dict[tuple[Hex, Facing], tuple[Hex, ...]] = {}
        for start in ordered:
            for facing in Facing:
                ray: list[Hex] = []
                at = neighbour(start, facing)
                while at in members:
                    ray.append(at)
                    at = neighbour(at, facing)
                rays[start, facing] = tuple(ray)
        return cls(
            hexes=ordered,
            members=members,
            around=FrozenMap(
                (h, tuple(rays[h, f][0] for f in Facing if rays[h, f])) for h in ordered
            ),
            rays=FrozenMap(rays),
        )

    @classmethod
    def from_hexes(cls, hexes: Iterable[Hex]) -> HexBoard:
        """Build the board of these hexes, in any order and with repeats.

        Raises `InvalidOptionError` if there is no hex or one is not a pair of ints.
        """
        return cls.build(_column_major(hexes))

    @classmethod
    def from_rectangle(cls, columns: int, rows: int) -> HexBoard:
        """Build a map of columns x rows hexes; see `from_offset` for the layout."""
        if columns < 1 or rows < 1:
            raise InvalidOptionError(f"hex board size {columns}x{rows}: both must be at least 1")
        return cls.build(
            _column_major(from_offset(c, r) for c in range(columns) for r in range(rows))
        )

    def __contains__(self, hex_: object) -> bool:
        return hex_ in self.members

    def __iter__(self) -> Iterator[Hex]:
        return iter(self.hexes)

    def __len__(self) -> int:
        return len(self.hexes)

    @property
    def bounds(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """Return the least and greatest ``(column, row)`` (see `to_offset`) of the board."""
        places = [to_offset(h) for h in self.hexes]
        columns = [c for c, _ in places]
        rows = [r for _, r in places]
        return ((min(columns), min(rows)), (max(columns), max(rows)))

    def neighbour(self, hex_: Hex, facing: Facing) -> Hex | None:
        """Return the hex across that edge, or None off the board (or at a gap)."""
        ray = self.ray(hex_, facing)
        return ray[0] if ray else None

    def neighbours(self, hex_: Hex) -> tuple[Hex, ...]:
        """Return the adjacent hexes on the board, in `Facing` order."""
        try:
            return self.around[hex_]
        except KeyError:
            raise InvalidOptionError(f"hex {hex_!r} is not on the board") from None

    def ray(self, hex_: Hex, facing: Facing) -> tuple[Hex, ...]:
        """Return the hexes from the next one across that edge up to the board's end or a gap."""
        try:
            return self.rays[hex_, facing]
        except (KeyError, TypeError):
            if hex_ not in self.members:
                raise InvalidOptionError(f"hex {hex_!r} is not on the board") from None
            raise InvalidOptionError(f"{facing!r} is not a facing") from None
