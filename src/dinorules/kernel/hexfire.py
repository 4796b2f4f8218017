"""Lines of fire and armor zones on flat-topped hexes (see `hexgrid` for the coordinates).

Lines of fire are computed exactly, in integers, so a shot that runs along an edge or
through a corner is reported as such rather than rounded away.
"""

from __future__ import annotations

import enum
import functools
from fractions import Fraction

from .errors import InvalidOptionError
from .hexgrid import (
    DIRECTIONS,
    Facing,
    Hex,
    distance,
    neighbours,
    translate,
)

__all__ = [
    "ARMOR_ZONES",
    "ArmorZone",
    "affected_zones",
    "ahead",
    "armor_zone",
    "corner_hexes",
    "entry_edge",
    "line",
    "line_cells",
    "touches",
]


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
_SCALED_NORMALS: tuple[tuple[int, int], ...] = tuple((x, 3 * y) for x, y in _EDGE_NORMALS)
"""The edge normals with `_dot`'s factor 3 on Y folded in."""


def _xy(hex_: Hex) -> tuple[int, int]:
    return (3 * hex_[0], 2 * hex_[1] + hex_[0])


def _dot(normal: tuple[int, int], x: int, y: int) -> int:
    return x * normal[0] + 3 * y * normal[1]


def _interval(offset: Hex, cell: Hex) -> tuple[int, int, int, int] | None:
    """Where the segment from (0, 0) to ``offset`` meets a cell: ``(n0, d0, n1, d1)``.

    The parameter interval ``t0 = n0 / d0 .. t1 = n1 / d1`` (0 at the start, 1 at the
    end, positive denominators) of the points on the cell, or None if the segment
    misses it. The bounds are kept as integer pairs compared crosswise, which is exact
    and about 5 times cheaper than `Fraction` arithmetic (docs/performance.md,
    *Miniature Game*).
    """
    dx, dy = 3 * offset[0], 2 * offset[1] + offset[0]  # _xy, inlined: a hot path
    cx, cy = 3 * cell[0], 2 * cell[1] + cell[0]
    n0, d0, n1, d1 = 0, 1, 1, 1
    for nx, ny in _SCALED_NORMALS:
        start = -cx * nx - cy * ny  # _dot(normal, -cx, -cy)
        slope = dx * nx + dy * ny  # _dot(normal, dx, dy)
        if slope == 0:
            if start > _EDGE_REACH:
                return None
        elif slope > 0:
            if (_EDGE_REACH - start) * d1 < n1 * slope:  # t1 = min(t1, (R - start) / slope)
                n1, d1 = _EDGE_REACH - start, slope
        elif (start - _EDGE_REACH) * d0 > n0 * -slope:  # t0 = max(t0, (R - start) / slope)
            n0, d0 = start - _EDGE_REACH, -slope
        if n0 * d1 > n1 * d0:
            return None
    return n0, d0, n1, d1


def _meets(offset: Hex, cell: Hex) -> tuple[Fraction, Fraction, bool] | None:
    """Where the segment from (0, 0) to ``offset`` meets a cell, centre to centre.

    Returns the parameter interval ``(t0, t1)`` (`_interval`) and whether the segment
    enters the cell's inside; None if the segment misses the cell.
    """
    found = _interval(offset, cell)
    if found is None:
        return None
    n0, d0, n1, d1 = found
    dx, dy = _xy(offset)
    cx, cy = _xy(cell)
    # The middle of the interval is (n0 * d1 + n1 * d0) / (2 * d0 * d1).
    half, whole = n0 * d1 + n1 * d0, 2 * d0 * d1
    inside = n0 * d1 < n1 * d0 and all(
        _dot(n, -cx, -cy) * whole + half * _dot(n, dx, dy) < _EDGE_REACH * whole
        for n in _EDGE_NORMALS
    )
    return (Fraction(n0, d0), Fraction(n1, d1), inside)


def touches(a: Hex, b: Hex, cell: Hex) -> bool:
    """Whether the centre-to-centre segment from ``a`` to ``b`` crosses or touches ``cell``.

    The same as ``cell`` being in a step of `line_cells` or in `corner_hexes`, without
    tracing the whole line: a shot that must not cross or touch a few hexes asks of
    those only.

    >>> touches((0, 0), (2, -1), (1, 0)), touches((0, 0), (4, 1), (1, 1))
    (True, True)
    >>> touches((0, 0), (3, 0), (1, 1))
    False
    """
    offset = (b[0] - a[0], b[1] - a[1])
    return _interval(offset, (cell[0] - a[0], cell[1] - a[1])) is not None


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
    return tuple(translate(step, a) for step in _contacts(offset)[0])


def corner_hexes(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Return the hexes the segment from ``a`` to ``b`` meets at one corner only, in order.

    >>> corner_hexes((0, 0), (4, 1))
    ((1, 1), (3, 0))
    """
    offset = (b[0] - a[0], b[1] - a[1])
    if offset == (0, 0):
        return ()
    return translate(_contacts(offset)[1], a)


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

    >>> from dinorules.kernel.hexgrid import neighbour
    >>> [ahead((0, 0), Facing.N, neighbour((0, 0), f)) for f in Facing]
    [True, True, False, False, False, True]
    >>> ahead((0, 0), Facing.N, (2, -1)), ahead((0, 0), Facing.N, (1, -3))
    (False, True)
    """
    x, y = _xy((target[0] - source[0], target[1] - source[1]))
    return _dot(_EDGE_NORMALS[facing], x, y) > 0
