"""Square grids: rotation, board layouts, neighbours and rays."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel.errors import InvalidOptionError
from dinorules.kernel.frozen import FrozenMap
from dinorules.kernel.grid import (
    ALL_DIRECTIONS,
    DIAGONAL,
    DIRECTION_NAMES,
    NE,
    ORTHOGONAL,
    SE,
    SW,
    BoardPlacement,
    Direction,
    E,
    Grid,
    N,
    S,
    Square,
    W,
    direction_name,
    opposite,
    rotate,
)
from dinorules.testing import mutable_parts

L_SHAPE = (
    BoardPlacement(origin=(0, 0)),
    BoardPlacement(origin=(0, 3)),
    BoardPlacement(origin=(3, 3)),
)
"""Three boards in an L: the top-right 3x3 of the 6x6 square is missing."""


def tiled(columns: int, rows: int, size: int = 3) -> tuple[BoardPlacement, ...]:
    """Lay boards side by side in a rectangle, row by row, unrotated."""
    return tuple(
        BoardPlacement(origin=(c * size, r * size), size=size)
        for r in range(rows)
        for c in range(columns)
    )


# Directions


def test_direction_constants_point_with_y_down() -> None:
    assert (N, E, S, W) == ((0, -1), (1, 0), (0, 1), (-1, 0))
    assert ORTHOGONAL == (N, E, S, W)
    assert ALL_DIRECTIONS == ORTHOGONAL + DIAGONAL
    assert len(set(ALL_DIRECTIONS)) == 8


def test_direction_names_and_opposites() -> None:
    assert [direction_name(d) for d in ALL_DIRECTIONS] == [
        "N", "E", "S", "W", "NE", "SE", "SW", "NW",
    ]  # fmt: skip
    assert DIRECTION_NAMES[SW] == "SW"
    assert opposite(N) == S
    assert opposite(NE) == SW
    with pytest.raises(InvalidOptionError, match=r"\(2, 0\)"):
        direction_name((2, 0))


# Rotation and placements


def test_rotate_top_left_a_quarter_turn_clockwise_is_top_right() -> None:
    assert rotate((0, 0), 3, 1) == (2, 0)
    assert rotate((2, 0), 3, 1) == (2, 2)
    assert rotate((2, 2), 3, 1) == (0, 2)
    assert rotate((1, 0), 3, 1) == (2, 1)
    assert rotate((1, 1), 3, 3) == (1, 1)
    assert rotate((0, 0), 3, 2) == (2, 2)
    assert rotate((0, 0), 3, 3) == (0, 2)


def test_placement_turns_then_shifts() -> None:
    board = BoardPlacement(origin=(3, 0), rotation=1)
    assert board.to_global((0, 0)) == (5, 0)
    assert board.to_global((0, 2)) == (3, 0)
    assert BoardPlacement(origin=(3, 3)).to_global((1, 2)) == (4, 5)
    assert board.squares()[:3] == ((3, 0), (4, 0), (5, 0))
    assert len(board.squares()) == 9


def test_placement_rejects_a_square_off_the_board() -> None:
    with pytest.raises(InvalidOptionError, match=r"\(3, 0\)"):
        BoardPlacement(origin=(0, 0)).to_global((3, 0))


# Layouts


def test_default_two_by_two_boards_make_a_six_by_six_square() -> None:
    grid = Grid.from_boards(tiled(2, 2))
    assert grid == Grid.from_rectangle(6, 6)
    assert hash(grid) == hash(Grid.from_rectangle(6, 6))
    assert len(grid) == 36


def test_rotated_boards_cover_the_same_squares() -> None:
    layout = [BoardPlacement(origin=b.origin, rotation=i) for i, b in enumerate(tiled(2, 2))]
    assert Grid.from_boards(layout) == Grid.from_rectangle(6, 6)


def test_l_shaped_layout() -> None:
    grid = Grid.from_boards(L_SHAPE)
    assert len(grid) == 27
    assert (4, 1) not in grid
    assert (2, 1) in grid
    assert (grid.width, grid.height, grid.bounds) == (6, 6, ((0, 0), (5, 5)))
    assert grid.ray((0, 1), E) == ((1, 1), (2, 1))
    assert grid.ray((4, 5), N) == ((4, 4), (4, 3))
    assert grid.ray((5, 3), W) == ((4, 3), (3, 3), (2, 3), (1, 3), (0, 3))
    assert grid.neighbour((2, 1), E) is None


def test_overlapping_boards_are_rejected_naming_both() -> None:
    layout = [BoardPlacement(origin=(0, 0)), BoardPlacement(origin=(3, 0)), BoardPlacement((4, 2))]
    with pytest.raises(InvalidOptionError, match=r"boards 1 and 2 overlap at square \(4, 2\)"):
        Grid.from_boards(layout)


def test_detached_board_is_rejected_naming_it() -> None:
    layout = [*tiled(2, 1), BoardPlacement(origin=(7, 0))]
    with pytest.raises(InvalidOptionError, match=r"board 2 at \(7, 0\) is detached"):
        Grid.from_boards(layout)


def test_board_touching_only_part_of_a_side_is_detached() -> None:
    layout = [BoardPlacement(origin=(0, 0)), BoardPlacement(origin=(3, 1))]
    with pytest.raises(InvalidOptionError, match="board 0 at"):
        Grid.from_boards(layout)


def test_boards_touching_only_at_a_corner_are_detached() -> None:
    layout = [BoardPlacement(origin=(0, 0)), BoardPlacement(origin=(3, 3))]
    with pytest.raises(InvalidOptionError, match="detached"):
        Grid.from_boards(layout)


def test_two_separate_meadows_are_rejected() -> None:
    layout = [*tiled(2, 1), BoardPlacement((9, 0)), BoardPlacement((12, 0))]
    with pytest.raises(InvalidOptionError, match=r"board 2 .* not joined to board 0"):
        Grid.from_boards(layout)


@pytest.mark.parametrize(
    ("board", "message"),
    [
        (BoardPlacement((3, 0), rotation=4), "board 1: rotation 4"),
        (BoardPlacement((3, 0), rotation=-1), "board 1: rotation -1"),
        (BoardPlacement((3, 0), size=-3), "board 1: size -3"),
        (BoardPlacement((3, 0), size=0), "board 1: size 0"),
    ],
)
def test_bad_rotation_or_size_is_rejected(board: BoardPlacement, message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        Grid.from_boards([BoardPlacement((0, 0)), board])


def test_a_single_board_is_a_meadow_and_no_board_is_not() -> None:
    assert Grid.from_boards([BoardPlacement((0, 0))]) == Grid.from_rectangle(3, 3)
    with pytest.raises(InvalidOptionError, match="at least one board"):
        Grid.from_boards([])


def test_bad_grids_are_rejected() -> None:
    with pytest.raises(InvalidOptionError, match="0x4"):
        Grid.from_rectangle(0, 4)
    with pytest.raises(InvalidOptionError, match="at least one square"):
        Grid.from_squares(())
    with pytest.raises(InvalidOptionError, match="'a'"):
        Grid.from_squares([(0, "a")])  # type: ignore[list-item]


# Queries


def test_ray_east_from_the_corner_of_a_six_by_six() -> None:
    grid = Grid.from_rectangle(6, 6)
    assert grid.ray((0, 0), E) == ((1, 0), (2, 0), (3, 0), (4, 0), (5, 0))
    assert grid.ray((0, 0), SE) == ((1, 1), (2, 2), (3, 3), (4, 4), (5, 5))
    assert grid.ray((0, 0), N) == ()


def test_squares_are_sorted_by_row_then_column() -> None:
    grid = Grid.from_squares([(1, 1), (0, 1), (5, 0), (1, 1)])
    assert grid.squares == ((5, 0), (0, 1), (1, 1))
    assert list(grid) == list(grid.squares)
    assert grid == Grid.from_squares([(0, 1), (1, 1), (5, 0)])


def test_neighbours_come_in_the_order_of_the_directions() -> None:
    grid = Grid.from_rectangle(3, 3)
    assert grid.neighbours((1, 1)) == ((1, 0), (2, 1), (1, 2), (0, 1))
    assert grid.neighbours((0, 0)) == ((1, 0), (0, 1))
    assert grid.neighbours((1, 1), DIAGONAL) == ((2, 0), (2, 2), (0, 2), (0, 0))
    assert len(grid.neighbours((1, 1), ALL_DIRECTIONS)) == 8
    assert grid.neighbours((0, 0), (W, E)) == ((1, 0),)
    assert grid.neighbour((0, 0), S) == (0, 1)
    assert grid.neighbour((0, 0), W) is None


def test_ray_stops_at_a_gap() -> None:
    grid = Grid.from_squares([(0, 0), (1, 0), (3, 0), (4, 0)])
    assert grid.ray((0, 0), E) == ((1, 0),)
    assert grid.neighbour((1, 0), E) is None
    assert grid.width == 5


def test_queries_off_the_grid_raise_invalid_option() -> None:
    grid = Grid.from_rectangle(3, 3)
    for query in (grid.ray, grid.neighbour):
        with pytest.raises(InvalidOptionError, match=r"\(7, 7\) is not on the grid"):
            query((7, 7), E)
    with pytest.raises(InvalidOptionError, match=r"\(7, 7\)"):
        grid.neighbours((7, 7))
    with pytest.raises(InvalidOptionError, match=r"\(7, 7\)"):
        grid.neighbours((7, 7), DIAGONAL)
    with pytest.raises(InvalidOptionError, match="not a grid direction"):
        grid.ray((0, 0), (2, 0))
    with pytest.raises(InvalidOptionError, match="not a grid direction"):
        grid.neighbour((2, 2), (2, 0))
    assert (7, 7) not in grid


def test_grids_pickle_and_copy_with_their_tables() -> None:
    grid = Grid.from_boards(L_SHAPE)
    for clone in (pickle.loads(pickle.dumps(grid)), copy.deepcopy(grid)):
        assert clone == grid
        assert clone.ray((4, 5), N) == ((4, 4), (4, 3))
    assert repr(Grid.from_rectangle(2, 1)) == "Grid(squares=((0, 0), (1, 0)))"


def test_a_grid_is_a_compiled_table_and_holds_nothing_mutable() -> None:
    # Copies are the grid itself; a pickle holds the squares and is rebuilt by `build`.
    grid = Grid.from_squares([(0, 0), (1, 0), (3, 0), (0, 1)])
    assert Grid.from_squares([(0, 1), (3, 0), (1, 0), (0, 0)]) is grid
    assert Grid.build(grid.squares) is grid
    clone = pickle.loads(pickle.dumps(grid))
    assert clone == grid
    assert hash(clone) == hash(grid)
    assert clone.rays == grid.rays
    assert copy.copy(grid) is grid
    assert copy.deepcopy(grid) is grid
    assert copy.deepcopy([grid])[0] is grid
    assert mutable_parts(grid) == ()
    assert mutable_parts(Grid.from_boards(L_SHAPE)) == ()
    assert mutable_parts(DIRECTION_NAMES) == ()
    assert isinstance(DIRECTION_NAMES, FrozenMap)


# Properties


def squares_in(width: int, height: int) -> st.SearchStrategy[Square]:
    return st.tuples(st.integers(0, width - 1), st.integers(0, height - 1))


grids = st.sets(squares_in(8, 8), min_size=1, max_size=40).map(Grid.from_squares)
directions = st.sampled_from(ALL_DIRECTIONS)


@given(square=squares_in(5, 5), size=st.integers(5, 7), turns=st.integers(-8, 8))
def test_four_quarter_turns_are_the_identity(square: Square, size: int, turns: int) -> None:
    turned = square
    for _ in range(4):
        turned = rotate(turned, size, turns)
    assert turned == square
    assert rotate(rotate(square, size, turns), size, -turns) == square


@given(board=st.builds(BoardPlacement, squares_in(10, 10), st.integers(0, 3), st.integers(1, 4)))
def test_a_placement_maps_its_local_squares_onto_its_squares(board: BoardPlacement) -> None:
    span = range(board.size)
    mapped = [board.to_global((x, y)) for x in span for y in span]
    assert sorted(mapped) == sorted(board.squares())


@given(columns=st.integers(1, 4), rows=st.integers(1, 4))
def test_tiled_boards_make_a_rectangle(columns: int, rows: int) -> None:
    assert Grid.from_boards(tiled(columns, rows)) == Grid.from_rectangle(3 * columns, 3 * rows)


@given(grid=grids, data=st.data(), direction=directions)
def test_rays_are_straight_and_stay_on_the_grid(
    grid: Grid, data: st.DataObject, direction: Direction
) -> None:
    start = data.draw(st.sampled_from(grid.squares))
    ray = grid.ray(start, direction)
    dx, dy = direction
    assert ray == tuple((start[0] + k * dx, start[1] + k * dy) for k in range(1, len(ray) + 1))
    assert all(square in grid for square in ray)
    end = ray[-1] if ray else start
    assert (end[0] + dx, end[1] + dy) not in grid
    assert grid.neighbour(start, direction) == (ray[0] if ray else None)


@given(grid=grids)
def test_neighbours_are_symmetric(grid: Grid) -> None:
    for a in grid.squares:
        for direction in ALL_DIRECTIONS:
            b = grid.neighbour(a, direction)
            if b is not None:
                assert grid.neighbour(b, opposite(direction)) == a


@given(tiles=st.sets(squares_in(4, 4), min_size=1, max_size=8), turns=st.integers(0, 3))
def test_a_layout_is_valid_exactly_when_its_boards_are_joined(
    tiles: set[Square], turns: int
) -> None:
    layout = [BoardPlacement(origin=(3 * x, 3 * y), rotation=turns) for x, y in sorted(tiles)]
    seen, frontier = {min(tiles)}, [min(tiles)]
    while frontier:
        x, y = frontier.pop()
        for dx, dy in ORTHOGONAL:
            if (x + dx, y + dy) in tiles - seen:
                seen.add((x + dx, y + dy))
                frontier.append((x + dx, y + dy))
    if seen == tiles:
        grid = Grid.from_boards(layout)
        assert set(grid.squares) == {s for board in layout for s in board.squares()}
    else:
        with pytest.raises(InvalidOptionError, match="detached"):
            Grid.from_boards(layout)
