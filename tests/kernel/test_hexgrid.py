r"""Hex geometry: facings, distances, arcs, armor zones, footprints, lines and hex boards.

The hexes around (0, 0), flat-topped, north up (axial ``q, r``):

            ____
           /    \
      ____/ 0,-1 \____
     /    \      /    \
    / -1,0 \____/ 1,-1 \
    \      /    \      /
     \____/ 0,0  \____/
     /    \      /    \
    / -1,1 \____/ 1,0  \
    \      /    \      /
     \____/ 0,1  \____/
          \      /
           \____/
"""

from __future__ import annotations

import copy
import itertools
import math
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel.errors import InvalidOptionError
from dinorules.kernel.hexfire import (
    ARMOR_ZONES,
    ArmorZone,
    affected_zones,
    armor_zone,
    corner_hexes,
    entry_edge,
    line,
    line_cells,
    touches,
)
from dinorules.kernel.hexgrid import (
    DIRECTIONS,
    SINGLE_HEX,
    Facing,
    Footprint,
    Hex,
    HexBoard,
    back_hexes,
    distance,
    facing_to,
    from_offset,
    front_hexes,
    neighbour,
    neighbours,
    opposite,
    rotate,
    to_offset,
    turn,
    within,
)
from dinorules.testing import mutable_parts

ORIGIN: Hex = (0, 0)

hexes = st.tuples(st.integers(-30, 30), st.integers(-30, 30))
facings = st.sampled_from(Facing)


def near_pairs(reach: int) -> st.SearchStrategy[tuple[Hex, Hex]]:
    """Two distinct hexes at most ``reach`` apart."""
    offsets = st.tuples(st.integers(-reach, reach), st.integers(-reach, reach)).filter(
        lambda d: 0 < distance(ORIGIN, d) <= reach
    )
    return st.builds(lambda a, d: (a, (a[0] + d[0], a[1] + d[1])), hexes, offsets)


def shifted(cells: tuple[Hex, ...], by: Hex) -> tuple[Hex, ...]:
    return tuple((q + by[0], r + by[1]) for q, r in cells)


def pixel(cell: tuple[float, float]) -> tuple[float, float]:
    """The centre of a hex in hex-size units, y down (an independent reference)."""
    q, r = cell
    return (1.5 * q, math.sqrt(3) * (r + q / 2))


def hex_at(x: float, y: float) -> Hex:
    """The hex under a point, by brute force over nearby centres."""
    q0 = round(x / 1.5)
    r0 = round(y / math.sqrt(3) - q0 / 2)
    near = [(q, r) for q in range(q0 - 2, q0 + 3) for r in range(r0 - 2, r0 + 3)]
    return min(near, key=lambda h: math.dist(pixel(h), (x, y)))


# Facings


def test_facings_run_clockwise_from_north() -> None:
    assert [f.name for f in Facing] == ["N", "NE", "SE", "S", "SW", "NW"]
    assert DIRECTIONS == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    # Clockwise on the page with y down: each step turns the pixel direction by +60 degrees.
    for facing in Facing:
        x0, y0 = pixel(DIRECTIONS[facing])
        x1, y1 = pixel(DIRECTIONS[turn(facing, 1)])
        assert x0 * y1 - y0 * x1 > 0
    assert math.atan2(*reversed(pixel(DIRECTIONS[Facing.N]))) == pytest.approx(-math.pi / 2)


def test_turn_and_opposite() -> None:
    assert turn(Facing.N, 1) is Facing.NE
    assert turn(Facing.N, -1) is Facing.NW
    assert turn(Facing.SW, 3) is Facing.NE
    assert opposite(Facing.N) is Facing.S
    assert opposite(Facing.NW) is Facing.SE


@given(facing=facings, steps=st.integers(-20, 20))
def test_six_single_turns_are_the_identity(facing: Facing, steps: int) -> None:
    turned = facing
    for _ in range(6):
        turned = turn(turned, 1)
    assert turned is facing
    assert turn(turn(facing, steps), -steps) is facing
    assert opposite(opposite(facing)) is facing
    assert opposite(facing) is turn(facing, 3) is not facing


# Distance and neighbours


def test_distance_by_hand() -> None:
    # (0,0) to (2,-1): two steps, NE then SE (or SE then NE).
    assert distance(ORIGIN, (2, -1)) == 2
    assert distance(ORIGIN, (3, 3)) == 6
    assert distance((1, 1), (-2, 4)) == 3
    assert distance((5, -7), (5, -7)) == 0


@given(a=hexes, b=hexes, c=hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)
    assert (distance(a, b) == 0) == (a == b)


def test_neighbours_by_hand() -> None:
    assert neighbours(ORIGIN) == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    assert neighbour((2, 3), Facing.SW) == (1, 4)
    assert facing_to((2, 3), (1, 4)) is Facing.SW
    with pytest.raises(InvalidOptionError, match=r"\(0, 0\) and \(2, 0\) are not adjacent"):
        facing_to(ORIGIN, (2, 0))


@given(cell=hexes)
def test_six_neighbours_at_distance_one(cell: Hex) -> None:
    around = neighbours(cell)
    assert len(set(around)) == 6
    assert all(distance(cell, n) == 1 for n in around)
    for facing in Facing:
        across = neighbour(cell, facing)
        assert across == around[facing]
        assert facing_to(cell, across) is facing
        assert neighbour(across, opposite(facing)) == cell


# Rotation


def test_rotate_by_hand() -> None:
    assert rotate((0, -1), 1) == (1, -1)  # N turns to NE
    assert rotate((2, -1), 1) == (1, 1)  # two hexes east-north-east turn to south-south-east
    assert rotate((3, 0), 2, centre=(2, 0)) == (1, 1)
    assert rotate((5, 5), 4, centre=(5, 5)) == (5, 5)


@given(cell=hexes, centre=hexes, steps=st.integers(-12, 12), facing=facings)
def test_rotation_is_a_turn_about_the_centre(
    cell: Hex, centre: Hex, steps: int, facing: Facing
) -> None:
    turned = cell
    for _ in range(6):
        turned = rotate(turned, 1, centre)
    assert turned == cell
    assert rotate(rotate(cell, steps, centre), -steps, centre) == cell
    assert distance(rotate(cell, steps, centre), centre) == distance(cell, centre)
    assert rotate(neighbour(centre, facing), steps, centre) == neighbour(
        centre, turn(facing, steps)
    )


# Arcs


ARCS = {
    # facing: (front-left, faced, front-right), (back-left, rear, back-right), around (0, 0)
    Facing.N: (((-1, 0), (0, -1), (1, -1)), ((-1, 1), (0, 1), (1, 0))),
    Facing.NE: (((0, -1), (1, -1), (1, 0)), ((-1, 0), (-1, 1), (0, 1))),
    Facing.SE: (((1, -1), (1, 0), (0, 1)), ((0, -1), (-1, 0), (-1, 1))),
    Facing.S: (((1, 0), (0, 1), (-1, 1)), ((1, -1), (0, -1), (-1, 0))),
    Facing.SW: (((0, 1), (-1, 1), (-1, 0)), ((1, 0), (1, -1), (0, -1))),
    Facing.NW: (((-1, 1), (-1, 0), (0, -1)), ((0, 1), (1, 0), (1, -1))),
}


@pytest.mark.parametrize("facing", list(Facing))
def test_front_and_back_arcs_by_hand(facing: Facing) -> None:
    front, back = ARCS[facing]
    assert front_hexes(ORIGIN, facing) == front
    assert back_hexes(ORIGIN, facing) == back
    assert front_hexes((4, -2), facing) == shifted(front, (4, -2))
    assert back_hexes((4, -2), facing) == shifted(back, (4, -2))


@given(cell=hexes, facing=facings)
def test_front_and_back_arcs_split_the_neighbours(cell: Hex, facing: Facing) -> None:
    front, back = front_hexes(cell, facing), back_hexes(cell, facing)
    assert sorted(front + back) == sorted(neighbours(cell))
    assert front[1] == neighbour(cell, facing)
    assert back[1] == neighbour(cell, opposite(facing))
    assert back_hexes(cell, opposite(facing)) == (front[2], front[1], front[0])


# Armor zones


def test_armor_zones_front_rear_and_two_sides() -> None:
    # Facing N: the N edge is the front, S the rear, the four flank edges the sides.
    zones = [armor_zone(Facing.N, edge) for edge in Facing]
    assert zones == [
        ArmorZone.FRONT, ArmorZone.SIDE, ArmorZone.SIDE,
        ArmorZone.REAR, ArmorZone.SIDE, ArmorZone.SIDE,
    ]  # fmt: skip
    assert armor_zone(Facing.SE, Facing.SE) is ArmorZone.FRONT
    assert armor_zone(Facing.SE, Facing.NW) is ArmorZone.REAR
    assert armor_zone(Facing.SE, Facing.N) is ArmorZone.SIDE


def test_a_game_may_bring_its_own_zone_table() -> None:
    wide_front = (ArmorZone.FRONT, ArmorZone.FRONT, *ARMOR_ZONES[2:5], ArmorZone.FRONT)
    assert armor_zone(Facing.S, Facing.SW, wide_front) is ArmorZone.FRONT
    assert armor_zone(Facing.S, Facing.SW) is ArmorZone.SIDE


@given(facing=facings, edge=facings, steps=st.integers(0, 5))
def test_armor_zones_turn_with_the_unit(facing: Facing, edge: Facing, steps: int) -> None:
    zone = armor_zone(facing, edge)
    assert armor_zone(turn(facing, steps), turn(edge, steps)) is zone
    # Left-right symmetric.
    assert armor_zone(facing, turn(facing, facing - edge)) is zone


def test_affected_zone_of_adjacent_and_corner_attacks() -> None:
    # A unit at (0,0) facing SE; attackers all around it.
    target = ORIGIN
    assert affected_zones((1, 0), target, Facing.SE) == (ArmorZone.FRONT,)
    assert affected_zones((-1, 0), target, Facing.SE) == (ArmorZone.REAR,)
    assert affected_zones((0, -1), target, Facing.SE) == (ArmorZone.SIDE,)
    # From (2,-1) facing N the shot enters by the NE/SE corner: both are sides.
    assert affected_zones((2, -1), target, Facing.N) == (ArmorZone.SIDE,)
    # Facing NE the same corner parts the front from a side: the attacker chooses.
    assert affected_zones((2, -1), target, Facing.NE) == (ArmorZone.FRONT, ArmorZone.SIDE)


# Footprints


TWO = Footprint(((0, 0), (0, -1)))
"""A T-Rex: body on the anchor, head ahead."""

THREE = Footprint(((0, 0), (0, -1), (1, -1)))
"""A triangle of three hexes."""


@pytest.mark.parametrize(
    ("facing", "two", "three"),
    [
        (Facing.N, ((3, 3), (3, 2)), ((3, 3), (3, 2), (4, 2))),
        (Facing.NE, ((3, 3), (4, 2)), ((3, 3), (4, 2), (4, 3))),
        (Facing.SE, ((3, 3), (4, 3)), ((3, 3), (4, 3), (3, 4))),
        (Facing.S, ((3, 3), (3, 4)), ((3, 3), (3, 4), (2, 4))),
        (Facing.SW, ((3, 3), (2, 4)), ((3, 3), (2, 4), (2, 3))),
        (Facing.NW, ((3, 3), (2, 3)), ((3, 3), (2, 3), (3, 2))),
    ],
)
def test_footprints_by_hand(facing: Facing, two: tuple[Hex, ...], three: tuple[Hex, ...]) -> None:
    assert TWO.cells((3, 3), facing) == two
    assert THREE.cells((3, 3), facing) == three
    assert SINGLE_HEX.cells((3, 3), facing) == ((3, 3),)


@pytest.mark.parametrize("shape", [TWO, THREE, Footprint(((0, 0), (0, 1), (0, -1)))])
@given(anchor=hexes, facing=facings, move=hexes)
def test_a_footprint_turns_and_moves_as_one_piece(
    shape: Footprint, anchor: Hex, facing: Facing, move: Hex
) -> None:
    start = shape.cells(anchor, facing)
    assert len(set(start)) == len(shape) == len(start)
    assert start[0] == anchor
    cells, heading = start, facing
    for _ in range(6):
        cells = tuple(rotate(c, 1, anchor) for c in cells)
        heading = turn(heading, 1)
        assert cells == shape.cells(anchor, heading)
        pairs = [(a, b) for a in cells for b in cells]
        assert [distance(a, b) for a, b in pairs] == [distance(a, b) for a in start for b in start]
    assert cells == start
    assert shape.cells((anchor[0] + move[0], anchor[1] + move[1]), facing) == shifted(start, move)


def test_bad_footprints_are_rejected() -> None:
    with pytest.raises(InvalidOptionError, match="does not hold its anchor"):
        Footprint(((0, -1), (0, -2)))
    with pytest.raises(InvalidOptionError, match="repeats a hex"):
        Footprint(((0, 0), (0, -1), (0, 0)))
    with pytest.raises(InvalidOptionError, match="not in one piece"):
        Footprint(((0, 0), (0, -2)))
    with pytest.raises(InvalidOptionError, match=r"not a \(q, r\) pair"):
        Footprint(((0, 0), (0, 1.0)))  # type: ignore[arg-type]
    assert Footprint([(0, 0), (1, 0)]) == Footprint(((0, 0), (1, 0)))


# Lines


def test_line_along_a_row() -> None:
    assert line(ORIGIN, (3, 0)) == (ORIGIN, (1, 0), (2, 0), (3, 0))
    assert line((2, 2), (2, 2)) == ((2, 2),)
    assert line_cells((2, 2), (2, 2)) == (((2, 2),),)


def test_a_line_along_an_edge_reports_both_hexes() -> None:
    #   The segment from (0,0) east to (2,-1) leaves (0,0) by its east corner, runs
    #   along the edge between (1,-1) above and (1,0) below, and enters (2,-1) by
    #   its west corner:
    #             ____
    #        ____/1,-1\____
    #       /0,0 \====/2,-1\      ==== the segment, on the edge
    #       \____/ 1,0\____/
    #            \____/
    assert line_cells(ORIGIN, (2, -1)) == ((ORIGIN,), ((1, -1), (1, 0)), ((2, -1),))
    assert line(ORIGIN, (2, -1)) in ((ORIGIN, (1, -1), (2, -1)), (ORIGIN, (1, 0), (2, -1)))
    assert line_cells(ORIGIN, (4, -2)) == (
        (ORIGIN,), ((1, -1), (1, 0)), ((2, -1),), ((3, -2), (3, -1)), ((4, -2),),
    )  # fmt: skip
    # The same in the five other such directions.
    for steps in range(1, 6):
        far = rotate((2, -1), steps)
        middle = line_cells(ORIGIN, far)[1]
        assert sorted(middle) == sorted(rotate(h, steps) for h in ((1, -1), (1, 0)))


def test_a_line_may_clip_a_hex_the_range_line_skips() -> None:
    # From (0,0) to (4,-1) the segment passes through a sliver of (2,-1) between
    # (1,0) and (2,0): a shot crosses six hexes over a range of four.
    assert line_cells(ORIGIN, (4, -1)) == (
        (ORIGIN,), ((1, 0),), ((2, -1),), ((2, 0),), ((3, -1),), ((4, -1),),
    )  # fmt: skip
    assert line(ORIGIN, (4, -1)) == (ORIGIN, (1, 0), (2, 0), (3, -1), (4, -1))


def test_a_line_through_a_corner_touches_a_third_hex() -> None:
    # From (0,0) to (4,1) the segment passes through the corner (2,0)/(1,0)/(1,1)
    # going from (1,0) into (2,0), and later the corner (3,1)/(2,1)/(3,0).
    assert line_cells(ORIGIN, (4, 1)) == tuple((h,) for h in line(ORIGIN, (4, 1)))
    assert corner_hexes(ORIGIN, (4, 1)) == ((1, 1), (3, 0))
    assert corner_hexes((1, 1), (5, 2)) == ((2, 2), (4, 1))
    assert corner_hexes(ORIGIN, (2, -1)) == ()
    assert corner_hexes(ORIGIN, ORIGIN) == ()


@given(ends=near_pairs(12))
def test_the_range_line_steps_from_hex_to_hex(ends: tuple[Hex, Hex]) -> None:
    a, b = ends
    path = line(a, b)
    assert len(path) == distance(a, b) + 1
    assert (path[0], path[-1]) == (a, b)
    assert all(distance(x, y) == 1 for x, y in itertools.pairwise(path))
    met = {h for step in line_cells(a, b) for h in step}
    assert set(path) <= met


@given(ends=near_pairs(12))
def test_line_cells_are_ordered_adjacent_and_symmetric(ends: tuple[Hex, Hex]) -> None:
    a, b = ends
    steps = line_cells(a, b)
    assert (steps[0], steps[-1]) == ((a,), (b,))
    assert len(steps) >= distance(a, b) + 1
    assert all(len(step) in (1, 2) for step in steps)
    for step in steps:
        if len(step) == 2:
            assert distance(*step) == 1
    for before, after in itertools.pairwise(steps):
        assert all(any(distance(x, y) == 1 for x in before) for y in after)
    assert line_cells(b, a) == tuple(reversed(steps))
    assert corner_hexes(b, a) == tuple(reversed(corner_hexes(a, b)))
    cells = [h for step in steps for h in step]
    assert len(cells) == len(set(cells))
    assert not set(cells) & set(corner_hexes(a, b))


@given(ends=near_pairs(8))
def test_line_cells_agree_with_sampling_the_segment(ends: tuple[Hex, Hex]) -> None:
    # Every point of the segment lies in a listed hex, and every hex listed alone
    # holds some of it (slivers are at least 1/88 of a segment this short).
    a, b = ends
    (ax, ay), (bx, by) = pixel(a), pixel(b)
    samples = 2003
    seen = {
        hex_at(ax + (bx - ax) * t, ay + (by - ay) * t)
        for t in ((i + 0.5) / samples for i in range(samples))
    }
    steps = line_cells(a, b)
    assert seen <= {h for step in steps for h in step}
    assert {step[0] for step in steps if len(step) == 1} <= seen


@given(centre=hexes, radius=st.integers(0, 6))
def test_within_is_every_hex_that_near_in_order(centre: Hex, radius: int) -> None:
    q, r = centre
    box = [(q + dq, r + dr) for dq in range(-7, 8) for dr in range(-7, 8)]
    assert within(centre, radius) == tuple(sorted(h for h in box if distance(centre, h) <= radius))


@given(ends=near_pairs(10), at=st.integers(0, 10), nudge=st.sampled_from(((0, 0), *DIRECTIONS)))
def test_touches_is_being_crossed_or_touched_by_the_traced_line(
    ends: tuple[Hex, Hex], at: int, nudge: Hex
) -> None:
    a, b = ends
    path = line(a, b)
    q, r = path[at % len(path)]
    cell = (q + nudge[0], r + nudge[1])  # on the line or next to it
    met = {h for step in line_cells(a, b) for h in step} | set(corner_hexes(a, b))
    assert touches(a, b, cell) == (cell in met)


# Entry edges


@given(target=hexes, facing=facings)
def test_an_adjacent_attack_enters_by_the_edge_facing_the_attacker(
    target: Hex, facing: Facing
) -> None:
    assert entry_edge(neighbour(target, facing), target) == (facing,)


def test_entry_edges_by_hand() -> None:
    # Two hexes east-north-east: through the west corner, between the SW and NW edges.
    assert entry_edge(ORIGIN, (2, -1)) == (Facing.SW, Facing.NW)
    assert entry_edge(ORIGIN, (4, -1)) == (Facing.NW,)
    assert entry_edge((0, -3), ORIGIN) == (Facing.N,)
    with pytest.raises(InvalidOptionError, match=r"share hex \(1, 1\)"):
        entry_edge((1, 1), (1, 1))


@given(ends=near_pairs(12), steps=st.integers(0, 5))
def test_the_entry_edge_is_where_the_line_comes_from(ends: tuple[Hex, Hex], steps: int) -> None:
    attacker, target = ends
    edges = entry_edge(attacker, target)
    assert len(edges) in (1, 2)
    if len(edges) == 2:
        assert edges[1] == turn(edges[0], 1) or edges == (Facing.N, Facing.NW)
    # The hexes across the entry edges are those the line passes just before.
    before = set(line_cells(attacker, target)[-2]) | set(corner_hexes(attacker, target))
    assert {neighbour(target, edge) for edge in edges} <= before
    turned = entry_edge(rotate(attacker, steps, target), target)
    assert sorted(turned) == sorted(turn(edge, steps) for edge in edges)


# Offset coordinates and boards


def test_offset_layout_sets_odd_columns_lower() -> None:
    # Columns 0..2 of a map, rows 0..1, labelled (column, row): column 1 sits lower.
    #    ____      ____
    #   / 0,0\____/ 2,0\
    #   \____/ 1,0\____/
    #   / 0,1\____/ 2,1\
    #   \____/ 1,1\____/
    #        \____/
    assert [from_offset(c, 0) for c in range(3)] == [(0, 0), (1, 0), (2, -1)]
    assert [from_offset(c, 1) for c in range(3)] == [(0, 1), (1, 1), (2, 0)]
    # Offset (1,0) lies SE of (0,0) and (2,0) NE of (1,0): the rows zigzag.
    assert neighbour(from_offset(0, 0), Facing.SE) == from_offset(1, 0)
    assert neighbour(from_offset(1, 0), Facing.NE) == from_offset(2, 0)


@given(column=st.integers(-40, 40), row=st.integers(-40, 40))
def test_offsets_round_trip(column: int, row: int) -> None:
    assert to_offset(from_offset(column, row)) == (column, row)


@given(columns=st.integers(1, 12), rows=st.integers(1, 12))
def test_a_rectangle_board_has_columns_times_rows_hexes(columns: int, rows: int) -> None:
    board = HexBoard.from_rectangle(columns, rows)
    assert len(board) == columns * rows
    assert board.bounds == ((0, 0), (columns - 1, rows - 1))
    assert {to_offset(h) for h in board} == {(c, r) for c in range(columns) for r in range(rows)}


def test_board_queries_by_hand() -> None:
    board = HexBoard.from_rectangle(4, 3)
    assert board.ray((0, 0), Facing.SE) == ((1, 0), (2, 0), (3, 0))
    assert board.ray((0, 0), Facing.N) == ()
    assert board.ray((0, 0), Facing.S) == ((0, 1), (0, 2))
    assert board.neighbour((0, 0), Facing.NE) is None
    assert board.neighbour((1, 1), Facing.NE) == (2, 0)
    assert board.neighbours((0, 0)) == ((1, 0), (0, 1))
    assert board.neighbours((1, 1)) == neighbours((1, 1))
    assert (2, -1) in board
    assert (0, -1) not in board
    assert "a" not in board


def test_board_hexes_are_sorted_by_column_then_row() -> None:
    board = HexBoard.from_hexes([(1, 0), (0, 1), (0, 0), (1, 0)])
    assert board.hexes == ((0, 0), (0, 1), (1, 0))
    assert list(board) == list(board.hexes)
    assert board == HexBoard.from_hexes([(0, 0), (1, 0), (0, 1)])
    assert hash(board) == hash(HexBoard.from_hexes([(0, 0), (1, 0), (0, 1)]))


def test_a_ray_stops_at_a_gap() -> None:
    board = HexBoard.from_hexes([(0, 0), (1, 0), (3, 0), (4, 0)])
    assert board.ray((0, 0), Facing.SE) == ((1, 0),)
    assert board.neighbour((1, 0), Facing.SE) is None


def test_bad_boards_and_queries_are_rejected() -> None:
    with pytest.raises(InvalidOptionError, match="0x3"):
        HexBoard.from_rectangle(0, 3)
    with pytest.raises(InvalidOptionError, match="at least one hex"):
        HexBoard.from_hexes(())
    with pytest.raises(InvalidOptionError, match="'a'"):
        HexBoard.from_hexes([(0, "a")])  # type: ignore[list-item]
    board = HexBoard.from_rectangle(3, 3)
    for query in (board.ray, board.neighbour):
        with pytest.raises(InvalidOptionError, match=r"hex \(7, 7\) is not on the board"):
            query((7, 7), Facing.N)
        with pytest.raises(InvalidOptionError, match="7 is not a facing"):
            query((0, 0), 7)  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match=r"\(7, 7\)"):
        board.neighbours((7, 7))


def test_boards_pickle_and_copy_with_their_tables() -> None:
    board = HexBoard.from_hexes([*HexBoard.from_rectangle(5, 4), (9, 9)])
    for clone in (pickle.loads(pickle.dumps(board)), copy.deepcopy(board), copy.copy(board)):
        assert clone == board
        assert hash(clone) == hash(board)
        assert clone.ray((0, 0), Facing.SE) == board.ray((0, 0), Facing.SE)
        assert clone.neighbours((9, 9)) == ()
    assert repr(HexBoard.from_hexes([(1, 0), (0, 0)])) == "HexBoard(hexes=((0, 0), (1, 0)))"
    assert pickle.loads(pickle.dumps(THREE)) == THREE


def test_a_hex_board_is_a_compiled_table_and_holds_nothing_mutable() -> None:
    # Copies are the board itself; a pickle holds the hexes and is rebuilt by `build`.
    board = HexBoard.from_hexes([(0, 0), (1, 0), (3, 0), (0, 1)])
    assert HexBoard.from_hexes([(0, 1), (3, 0), (1, 0), (0, 0)]) is board
    assert HexBoard.build(board.hexes) is board
    clone = pickle.loads(pickle.dumps(board))
    assert clone == board
    assert hash(clone) == hash(board)
    assert clone.rays == board.rays
    assert copy.copy(board) is board
    assert copy.deepcopy(board) is board
    assert copy.deepcopy([board])[0] is board
    assert mutable_parts(board) == ()
    assert mutable_parts(HexBoard.from_rectangle(6, 5)) == ()


boards = st.sets(hexes.map(lambda h: (h[0] % 8, h[1] % 8)), min_size=1, max_size=40).map(
    HexBoard.from_hexes
)


@given(board=boards, data=st.data(), facing=facings)
def test_rays_are_straight_and_stay_on_the_board(
    board: HexBoard, data: st.DataObject, facing: Facing
) -> None:
    start = data.draw(st.sampled_from(board.hexes))
    ray = board.ray(start, facing)
    at = start
    for cell in ray:
        at = neighbour(at, facing)
        assert cell == at
        assert cell in board
    assert neighbour(at, facing) not in board
    assert board.neighbour(start, facing) == (ray[0] if ray else None)


@given(board=boards)
def test_board_neighbours_are_the_neighbours_on_the_board(board: HexBoard) -> None:
    for cell in board:
        assert board.neighbours(cell) == tuple(n for n in neighbours(cell) if n in board)
        for other in board.neighbours(cell):
            assert cell in board.neighbours(other)
