"""`Meadow`: the play area compiled from a layout, with its rays and ready-made actions.

Boards are laid with the kernel's `Grid.from_boards`, which checks that no two
overlap and that each shares a whole side with another (BR-4.1, BR-R1). Squares are
numbered in row-major order; the rays from each square in the eight directions and
the action values that name each square are built once here, so that legal-move
generation is table lookups.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

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
from .components import BoardType
from .pieces import BLUE, DIPLO, TRICERATOPS, YELLOW, herbivore

__all__ = ["Meadow", "Placements"]

assert tuple(DIRECTION_NAMES[d] for d in ALL_DIRECTIONS) == DIRECTIONS
Placements = tuple[tuple[int, int, int], ...]
"""A layout: each board's top-left square (column, row) and quarter turns."""
_SPECIES_OF_BOX: Final = MappingProxyType({"snack": DIPLO, "brunch": TRICERATOPS})


class Meadow:
    """The squares of a layout, their rays, boards, eggs and action values (immutable)."""

    __slots__ = (
        "board_names",
        "board_types",
        "boards",
        "charges",
        "eggs",
        "erupts",
        "hunts",
        "index",
        "looks",
        "moves",
        "picks",
        "placements",
        "places",
        "raptor_steps",
        "rays",
        "recons",
        "squares",
        "steps",
        "trex_steps",
        "wakes",
    )
    placements: Placements
    squares: tuple[Square, ...]
    index: Mapping[Square, int]
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    boards: tuple[tuple[int, ...], ...]
    board_names: tuple[str, ...]
    board_types: tuple[BoardType, ...]
    eggs: tuple[tuple[int, int], ...]
    moves: tuple[tuple[Move, ...], ...]
    charges: tuple[tuple[Charge, ...], ...]
    wakes: tuple[Wake, ...]
    hunts: tuple[tuple[MoveCarnivore, ...], ...]
    places: tuple[Place, ...]
    looks: tuple[Look, ...]
    erupts: tuple[Erupt, ...]
    picks: tuple[Pick, ...]
    recons: tuple[Recon, ...]
    steps: tuple[tuple[tuple[tuple[int, ...], Move, Charge], ...], ...]
    """Per square, for each orthogonal direction with a ray: (ray, its Move, its Charge)."""
    raptor_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...]
    """Per square, for each of the 8 directions with a ray: (first square, the move)."""
    trex_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...]
    """The same for the 4 orthogonal directions."""

    def __init__(self, placements: Placements, boards: tuple[BoardType, ...]) -> None:
        laid = [BoardPlacement(origin=(x, y), rotation=turns) for x, y, turns in placements]
        grid = Grid.from_boards(laid)
        squares = grid.squares
        index = {square: i for i, square in enumerate(squares)}
        values: dict[str, object] = {
            "placements": placements,
            "squares": squares,
            "index": MappingProxyType(index),
            "rays": tuple(
                tuple(tuple(index[s] for s in grid.ray(square, d)) for d in ALL_DIRECTIONS)
                for square in squares
            ),
            "boards": tuple(tuple(index[s] for s in board.squares()) for board in laid),
            "board_names": tuple(board.name for board in boards),
            "board_types": boards,
            "eggs": _eggs(laid, boards, index),
            "moves": tuple(tuple(Move(s, d) for d in ORTHOGONAL) for s in squares),
            "charges": tuple(tuple(Charge(s, d) for d in ORTHOGONAL) for s in squares),
            "wakes": tuple(Wake(s) for s in squares),
            "hunts": tuple(tuple(MoveCarnivore(s, d) for d in DIRECTIONS) for s in squares),
            "places": tuple(Place(s) for s in squares),
            "looks": tuple(Look(s) for s in squares),
            "erupts": tuple(Erupt(s) for s in squares),
            "picks": tuple(Pick(s) for s in squares),
            "recons": tuple(Recon(b) for b in range(len(laid))),
        }
        moves, charges, rays = values["moves"], values["charges"], values["rays"]
        values["steps"] = tuple(
            tuple((rays[i][d], moves[i][d], charges[i][d]) for d in range(4) if rays[i][d])  # type: ignore[index]
            for i in range(len(squares))
        )
        hunts = values["hunts"]
        values["raptor_steps"] = tuple(
            tuple((rays[i][d][0], hunts[i][d]) for d in range(8) if rays[i][d])  # type: ignore[index]
            for i in range(len(squares))
        )
        values["trex_steps"] = tuple(
            tuple((rays[i][d][0], hunts[i][d]) for d in range(4) if rays[i][d])  # type: ignore[index]
            for i in range(len(squares))
        )
        for name, content in values.items():
            object.__setattr__(self, name, content)

    def __setattr__(self, name: str, content: object) -> None:
        raise AttributeError(f"Meadow is immutable; cannot set {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from the layout on unpickling; the tables are not pickled.
        return (Meadow, (self.placements, self.board_types))

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
