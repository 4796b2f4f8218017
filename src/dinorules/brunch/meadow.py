"""`Meadow`: the play area compiled from a layout, with its rays and ready-made actions.

Boards are laid with the kernel's `Grid.from_boards`, which checks that no two
overlap and that each shares a whole side with another (BR-4.1, BR-R1). Squares are
numbered in row-major order; the rays from each square in the eight directions and
the action values that name each square are built once here, so that legal-move
generation is table lookups.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import Compiled, FrozenMap, compiled, derived
from dinorules.kernel.grid import ALL_DIRECTIONS, DIRECTION_NAMES, BoardPlacement, Grid, Square

from .actions import (
    DIRECTIONS,
    ORTHOGONAL,
    Charge,
    Erupt,
    Look,
    Move,
    MoveCarnivore,
    Pick,
    Place,
    Recon,
    Wake,
)
from .data import BoardType
from .pieces import BLUE, DIPLO, ORTHOGONAL_DIRECTIONS, TRICERATOPS, YELLOW, herbivore

__all__ = ["Meadow", "Placements"]

assert tuple(DIRECTION_NAMES[d] for d in ALL_DIRECTIONS) == DIRECTIONS
assert DIRECTIONS[:ORTHOGONAL_DIRECTIONS] == ORTHOGONAL
Placements = tuple[tuple[int, int, int], ...]
"""A layout: each board's top-left square (column, row) and quarter turns."""
_SPECIES_OF_BOX: Final = FrozenMap({"snack": DIPLO, "brunch": TRICERATOPS})

Rays = tuple[tuple[tuple[int, ...], ...], ...]
"""Per square, per direction (the order of `DIRECTIONS`), the squares in a straight line."""


@compiled
class Meadow(Compiled):
    """The squares of a layout, their rays, boards, eggs and action values.

    Its sources are the layout's placements and the board types laid there; every
    other field is derived from them by `compile`.
    """

    placements: Placements
    board_types: tuple[BoardType, ...]
    squares: tuple[Square, ...] = derived()
    index: FrozenMap[Square, int] = derived()
    rays: Rays = derived()
    boards: tuple[tuple[int, ...], ...] = derived()
    board_names: tuple[str, ...] = derived()
    eggs: tuple[tuple[int, int], ...] = derived()
    moves: tuple[tuple[Move, ...], ...] = derived()
    charges: tuple[tuple[Charge, ...], ...] = derived()
    wakes: tuple[Wake, ...] = derived()
    hunts: tuple[tuple[MoveCarnivore, ...], ...] = derived()
    places: tuple[Place, ...] = derived()
    looks: tuple[Look, ...] = derived()
    erupts: tuple[Erupt, ...] = derived()
    picks: tuple[Pick, ...] = derived()
    recons: tuple[Recon, ...] = derived()
    steps: tuple[tuple[tuple[tuple[int, ...], Move, Charge], ...], ...] = derived()
    """Per square, for each orthogonal direction with a ray: (ray, its Move, its Charge)."""
    raptor_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...] = derived()
    """Per square, for each of the 8 directions with a ray: (first square, the move)."""
    trex_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...] = derived()
    """The same for the 4 orthogonal directions."""

    @classmethod
    def compile(cls, placements: Placements, board_types: tuple[BoardType, ...]) -> Meadow:
        """Lay the boards (BR-4.1, BR-14.1, BR-R1) and build every lookup table."""
        laid = [BoardPlacement(origin=(x, y), rotation=turns) for x, y, turns in placements]
        grid = Grid.from_boards(laid)
        squares = grid.squares
        index = FrozenMap((square, i) for i, square in enumerate(squares))
        rays = tuple(
            tuple(tuple(index[s] for s in grid.ray(square, d)) for d in ALL_DIRECTIONS)
            for square in squares
        )
        moves = tuple(tuple(Move(s, d) for d in ORTHOGONAL) for s in squares)
        charges = tuple(tuple(Charge(s, d) for d in ORTHOGONAL) for s in squares)
        hunts = tuple(tuple(MoveCarnivore(s, d) for d in DIRECTIONS) for s in squares)
        every = range(len(squares))
        orthogonal = range(ORTHOGONAL_DIRECTIONS)
        return cls(
            placements=placements,
            board_types=board_types,
            squares=squares,
            index=index,
            rays=rays,
            boards=tuple(tuple(index[s] for s in board.squares()) for board in laid),
            board_names=tuple(board.name for board in board_types),
            eggs=_eggs(laid, board_types, index),
            moves=moves,
            charges=charges,
            wakes=tuple(Wake(s) for s in squares),
            hunts=hunts,
            places=tuple(Place(s) for s in squares),
            looks=tuple(Look(s) for s in squares),
            erupts=tuple(Erupt(s) for s in squares),
            picks=tuple(Pick(s) for s in squares),
            recons=tuple(Recon(b) for b in range(len(laid))),
            steps=tuple(
                tuple((rays[i][d], moves[i][d], charges[i][d]) for d in orthogonal if rays[i][d])
                for i in every
            ),
            raptor_steps=tuple(
                tuple((rays[i][d][0], hunts[i][d]) for d in range(len(DIRECTIONS)) if rays[i][d])
                for i in every
            ),
            trex_steps=tuple(
                tuple((rays[i][d][0], hunts[i][d]) for d in orthogonal if rays[i][d]) for i in every
            ),
        )

    def __repr__(self) -> str:
        return f"Meadow(placements={self.placements!r}, boards={self.board_names!r})"


def _eggs(
    laid: list[BoardPlacement], boards: tuple[BoardType, ...], index: Mapping[Square, int]
) -> tuple[tuple[int, int], ...]:
    """The starting figures: (square, herbivore code) for each egg (BR-4.2, BR-14.2)."""
    eggs = []
    for placement, board in zip(laid, boards, strict=True):
        species = _SPECIES_OF_BOX[board.box]
        eggs.append((index[placement.to_global(board.blue_egg)], herbivore(BLUE, species)))
        eggs.append((index[placement.to_global(board.yellow_egg)], herbivore(YELLOW, species)))
    return tuple(sorted(eggs))
