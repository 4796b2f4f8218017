"""Hex geometry: facings, distances, arcs, footprints, lines of fire and hex boards.

Hexes are **flat-topped** and written in axial coordinates ``(q, r)``: ``q`` is the
column, growing to the east, and ``r`` grows to the south-south-east, so that the
six neighbours lie across the six edges in the directions N, NE, SE, S, SW, NW. A
`Facing` names one edge: 0 is north (up the board) and the numbers go clockwise, as
a miniature turns by one edge (60 degrees) at a time. Edge ``f`` of a hex is the edge
it shares with ``neighbour(hex, f)``.

The queries keep the names of `grid` (``neighbour``, ``neighbours``, ``ray``,
``bounds``...). Lines of fire are computed exactly, in integers, so a shot that runs
along an edge or through a corner is reported as such rather than rounded away.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Iterator
from fractions import Fraction

import attrs

from .compiled import Compiled, compiled, derived
from .errors import InvalidOptionError
from .frozen import FrozenMap

__all__ = [
    "ARMOR_ZONES",
    "DIRECTIONS",
    "SINGLE_HEX",
    "ArmorZone",
    "Facing",
    "Footprint",
    "Hex",
    "HexBoard",
    "affected_zones",
    "ahead",
    "armor_zone",
    "back_hexes",
    "corner_hexes",
    "distance",
    "entry_edge",
    "facing_to",
    "from_offset",
    "front_hexes",
    "line",
    "line_cells",
    "neighbour",
    "neighbours",
    "opposite",
    "rotate",
    "to_offset",
    "turn",
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


def turn(facing: Facing, steps: int) -> Facing:
    """Turn by ``steps`` edges (60 degrees each), clockwise if positive.

    >>> turn(Facing.N, 1), turn(Facing.N, -1), turn(Facing.SW, 6)
    (<Facing.NE: 1>, <Facing.NW: 5>, <Facing.SW: 4>)
    """
    return Facing((facing + steps) % 6)


def opposite(facing: Facing) -> Facing:
    """Return the facing pointing the other way (``opposite(Facing.N) == Facing.S``)."""
    return Facing((facing + 3) % 6)


def distance(a: Hex, b: Hex) -> int:
    """Return the number of single steps from one hex to the other.

    >>> distance((0, 0), (2, -1)), distance((0, 0), (3, 3))
    (2, 6)
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


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


class ArmorZone(enum.Enum):
    """The armor zone of a unit that an attack strikes."""

    FRONT = "front"
    SIDE = "side"
    REAR = "rear"


ARMOR_ZONES: tuple[ArmorZone, ...] = (
    ArmorZone.FRONT,
    ArmorZone.SIDE,
    ArmorZone.SIDE,
    ArmorZone.REAR,
    ArmorZone.SIDE,
    ArmorZone.SIDE,
)
"""The zone behind each edge, indexed by the edge's turn from the facing (0 = faced edge).

Ruling (to be catalogued with the Miniature rules): the rulebook names Front, Sides
and Rear armor and tells the zone by the edge of the target's hex that the attack
crosses, but gives no edge table. We take the usual hex-wargame one: the faced edge
is the front, the opposite edge the rear, and the two edges on each flank (front-left
and back-left, front-right and back-right) are the sides. It is left-right
symmetric, makes front and rear equal 60-degree cones, and fits the rulebook's
examples where an adjacent or range-3 shot strikes a side. A game may pass its own
table to `armor_zone`.
"""


def armor_zone(
    facing: Facing, edge: Facing, zones: tuple[ArmorZone, ...] = ARMOR_ZONES
) -> ArmorZone:
    """Return the zone behind an edge of the hex of a unit with that facing.

    >>> armor_zone(Facing.N, Facing.N), armor_zone(Facing.N, Facing.SE)
    (<ArmorZone.FRONT: 'front'>, <ArmorZone.SIDE: 'side'>)
    """
    return zones[(edge - facing) % 6]


# Exact geometry. A point is written (X, Y) with X = 3q and Y = 2r + q for a hex
# centre: this skews the plane (x = X/2, y = Y * sqrt(3)/2 in hex-size units), keeping
# lines straight and every centre and corner on integers. A point p lies on the hex
# centred at c exactly when, for each edge's step n (in the same units),
# X(p - c) * X(n) + 3 * Y(p - c) * Y(n) <= 6, with equality on that edge.

_EDGE_NORMALS: tuple[tuple[int, int], ...] = tuple((3 * dq, 2 * dr + dq) for dq, dr in DIRECTIONS)
_EDGE_REACH = 6


def _xy(hex_: Hex) -> tuple[int, int]:
    return (3 * hex_[0], 2 * hex_[1] + hex_[0])


def _dot(normal: tuple[int, int], x: int, y: int) -> int:
    return x * normal[0] + 3 * y * normal[1]


def _meets(offset: Hex, cell: Hex) -> tuple[Fraction, Fraction, bool] | None:
    """Where the segment from (0, 0) to ``offset`` meets a cell, centre to centre.

    Returns the parameter interval ``(t0, t1)`` (0 at the start, 1 at the end) of the
    points on the cell, and whether the segment enters the cell's inside; None if the
    segment misses the cell.
    """
    dx, dy = _xy(offset)
    cx, cy = _xy(cell)
    t0, t1 = Fraction(0), Fraction(1)
    for normal in _EDGE_NORMALS:
        start = _dot(normal, -cx, -cy)
        slope = _dot(normal, dx, dy)
        if slope == 0:
            if start > _EDGE_REACH:
                return None
        elif slope > 0:
            t1 = min(t1, Fraction(_EDGE_REACH - start, slope))
        else:
            t0 = max(t0, Fraction(_EDGE_REACH - start, slope))
        if t0 > t1:
            return None
    middle = (t0 + t1) / 2
    inside = t0 < t1 and all(
        _dot(n, -cx, -cy) + middle * _dot(n, dx, dy) < _EDGE_REACH for n in _EDGE_NORMALS
    )
    return (t0, t1, inside)


@functools.lru_cache(maxsize=4096)
def _contacts(offset: Hex) -> tuple[tuple[tuple[Hex, ...], ...], tuple[Hex, ...]]:
    """The steps and corner-only hexes of the segment from (0, 0) to ``offset``.

    Lines are translation-invariant, so they are computed and cached by offset.
    """
    near = {n for cell in _lerp((0, 0), offset) for n in (cell, *neighbours(cell))}
    met = [(found, cell) for cell in near if (found := _meets(offset, cell)) is not None]
    met.sort(key=lambda item: (item[0][0], item[0][1], item[1]))
    steps: list[tuple[Hex, ...]] = []
    corners: list[Hex] = []
    previous: tuple[Fraction, Fraction] | None = None
    for (t0, t1, inside), cell in met:
        if t0 == t1:
            corners.append(cell)
        elif not inside and previous == (t0, t1):
            steps[-1] = (*steps[-1], cell)  # the other side of the same edge
        else:
            steps.append((cell,))
        previous = (t0, t1)
    return tuple(steps), tuple(corners)


def _translate(cells: Iterable[Hex], by: Hex) -> tuple[Hex, ...]:
    return tuple((q + by[0], r + by[1]) for q, r in cells)


def line_cells(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], ...]:
    """Return the hexes the centre-to-centre segment from ``a`` to ``b`` crosses, in order.

    A step is one hex whose inside the segment crosses, or two hexes when the segment
    runs exactly along the edge they share, so a game can tell "crosses or touches".
    Hexes the segment meets at a single corner only are left out (see `corner_hexes`).
    Every hex met is listed, so there may be more steps than ``distance(a, b) + 1``.

    >>> line_cells((0, 0), (2, -1))
    (((0, 0),), ((1, -1), (1, 0)), ((2, -1),))
    """
    offset = (b[0] - a[0], b[1] - a[1])
    if offset == (0, 0):
        return ((a,),)
    return tuple(_translate(step, a) for step in _contacts(offset)[0])


def corner_hexes(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Return the hexes the segment from ``a`` to ``b`` meets at one corner only, in order.

    >>> corner_hexes((0, 0), (4, 1))
    ((1, 1), (3, 0))
    """
    offset = (b[0] - a[0], b[1] - a[1])
    if offset == (0, 0):
        return ()
    return _translate(_contacts(offset)[1], a)


def _lerp(a: Hex, b: Hex) -> tuple[Hex, ...]:
    steps = distance(a, b)
    if steps == 0:
        return (a,)
    # A nudge, the same at every point and summing to zero in cube coordinates,
    # breaks the ties of points lying exactly on an edge the same way every time.
    nudge_q, nudge_r = 1e-6, 2e-6
    cells: list[Hex] = []
    for i in range(steps + 1):
        q = a[0] + (b[0] - a[0]) * i / steps + nudge_q
        r = a[1] + (b[1] - a[1]) * i / steps + nudge_r
        s = -q - r
        rq, rr, rs = round(q), round(r), round(s)
        eq, er, es = abs(rq - q), abs(rr - r), abs(rs - s)
        if eq > er and eq > es:
            rq = -rr - rs
        elif er > es:
            rr = -rq - rs
        cells.append((rq, rr))
    return tuple(cells)


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Return ``distance(a, b) + 1`` hexes from ``a`` to ``b``, each next to the one before.

    This is the path a range is counted along: the hex under each of the evenly
    spaced points of the segment (a point exactly on an edge takes the same side
    every time). It may skip a hex whose corner the segment clips: use `line_cells`
    to ask what a shot crosses or touches.

    >>> line((0, 0), (3, 0))
    ((0, 0), (1, 0), (2, 0), (3, 0))
    """
    return _lerp(a, b)


def entry_edge(attacker: Hex, target: Hex) -> tuple[Facing, ...]:
    """Return the edge(s) of the target hex that the line from the attacker enters by.

    One edge usually; two when the line enters exactly through a corner, in which case
    the Miniature rules let the attacker choose. Edges are in `Facing` order.

    >>> entry_edge((0, 0), (1, 0)), entry_edge((0, 0), (2, -1))
    ((<Facing.NW: 5>,), (<Facing.SW: 4>, <Facing.NW: 5>))
    """
    if attacker == target:
        raise InvalidOptionError(f"attacker and target share hex {target!r}")
    # The segment enters through the edge whose outward step points most toward
    # the attacker; two such edges meet at the corner it enters by.
    x, y = _xy((attacker[0] - target[0], attacker[1] - target[1]))
    toward = [_dot(normal, x, y) for normal in _EDGE_NORMALS]
    best = max(toward)
    return tuple(Facing(k) for k in range(6) if toward[k] == best)


def affected_zones(
    attacker: Hex, target: Hex, facing: Facing, zones: tuple[ArmorZone, ...] = ARMOR_ZONES
) -> tuple[ArmorZone, ...]:
    """Return the armor zone(s) an attack from ``attacker`` may strike, without repeats.

    Two zones mean the line enters through a corner between them: attacker's choice.

    >>> affected_zones((0, -1), (0, 0), Facing.N)
    (<ArmorZone.FRONT: 'front'>,)
    """
    found = [armor_zone(facing, edge, zones) for edge in entry_edge(attacker, target)]
    return tuple(dict.fromkeys(found))


def ahead(source: Hex, facing: Facing, target: Hex) -> bool:
    """Return whether ``target`` lies ahead of ``source`` facing ``facing``: its front half.

    Strictly in front of the line through the centre of ``source`` square to the
    facing, so the 3 front neighbours are ahead and the 3 back ones are not.

    >>> [ahead((0, 0), Facing.N, neighbour((0, 0), f)) for f in Facing]
    [True, True, False, False, False, True]
    >>> ahead((0, 0), Facing.N, (2, -1)), ahead((0, 0), Facing.N, (1, -3))
    (False, True)
    """
    x, y = _xy((target[0] - source[0], target[1] - source[1]))
    return _dot(_EDGE_NORMALS[facing], x, y) > 0


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
        return tuple(rotate(cell, facing, anchor) for cell in _translate(self.offsets, anchor))

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
