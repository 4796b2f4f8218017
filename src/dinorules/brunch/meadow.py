"""`Meadow`: the play area compiled from a layout, with its rays and ready-made actions.

Boards never overlap and form one play area. In Jurassic Brunch and the team rules
each board shares at least one square side with another (BR-4.1, BR-14.1): `lay`
checks that here. In Jurassic Snack each board shares a whole side with another
(BR-19.2), which the kernel's `Grid.from_boards` checks (BR-R1). Squares are
numbered in row-major order; the rays from each square in the eight directions and
the action values that name each square are built once here, so that legal-move
generation is table lookups.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, TypeVar

from dinorules.kernel import Compiled, FrozenMap, InvalidOptionError, Value, compiled, derived
from dinorules.kernel.grid import (
    ALL_DIRECTIONS,
    DIRECTION_NAMES,
    BoardPlacement,
    Grid,
    Square,
)
from dinorules.kernel.grid import ORTHOGONAL as SIDES

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
from .box import BoardType
from .pieces import BLUE, DIPLO, ORTHOGONAL_DIRECTIONS, TRICERATOPS, YELLOW, herbivore

__all__ = ["JOINING", "SQUARE_SIDE", "WHOLE_SIDE", "Meadow", "Placements", "lay"]

assert tuple(DIRECTION_NAMES[d] for d in ALL_DIRECTIONS) == DIRECTIONS
assert DIRECTIONS[:ORTHOGONAL_DIRECTIONS] == ORTHOGONAL
Placements = tuple[tuple[int, int, int], ...]
"""A layout: each board's top-left square (column, row) and quarter turns."""
_SPECIES_OF_BOX: Final = FrozenMap({"snack": DIPLO, "brunch": TRICERATOPS})

SQUARE_SIDE: Final = "square side"
"""Each board shares at least one square side with another (BR-4.1, BR-14.1)."""
WHOLE_SIDE: Final = "whole side"
"""Each board shares a whole side with another (BR-19.2)."""
JOINING: Final = FrozenMap({"brunch": SQUARE_SIDE, "snack": WHOLE_SIDE, "team": SQUARE_SIDE})
"""How each variant's boards must be joined (BR-R1)."""

Rays = tuple[tuple[tuple[int, ...], ...], ...]
"""Per square, per direction (the order of `DIRECTIONS`), the squares in a straight line."""


@compiled
class Meadow(Compiled):
    """The squares of a layout, their rays, boards, eggs and action values.

    Its sources are the layout's placements, the board types laid there and how
    the boards must be joined (`JOINING`); every other field is derived from them
    by `compile`.
    """

    placements: Placements
    board_types: tuple[BoardType, ...]
    joining: str
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
    steps: tuple[tuple[tuple[int, tuple[int, ...], Move, Charge], ...], ...] = derived()
    """Per square, for each orthogonal direction with a ray: (its first square, the rest
    of the ray, its Move, its Charge)."""
    raptor_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...] = derived()
    """Per square, for each of the 8 directions with a ray: (first square, the move)."""
    trex_steps: tuple[tuple[tuple[int, MoveCarnivore], ...], ...] = derived()
    """The same for the 4 orthogonal directions."""

    @classmethod
    def compile(
        cls, placements: Placements, board_types: tuple[BoardType, ...], joining: str
    ) -> Meadow:
        """Lay the boards (BR-4.1, BR-14.1, BR-19.2, BR-R1) and build every lookup table."""
        laid = [BoardPlacement(origin=(x, y), rotation=turns) for x, y, turns in placements]
        grid = lay(laid, joining)
        squares = grid.squares
        index = FrozenMap((square, i) for i, square in enumerate(squares))
        rays = tuple(
            tuple(tuple(index[s] for s in grid.ray(square, d)) for d in ALL_DIRECTIONS)
            for square in squares
        )
        moves = _aimed(Move((0, 0), "N"), squares, ORTHOGONAL)
        charges = _aimed(Charge((0, 0), "N"), squares, ORTHOGONAL)
        hunts = _aimed(MoveCarnivore((0, 0), "N"), squares, DIRECTIONS)
        every = range(len(squares))
        orthogonal = range(ORTHOGONAL_DIRECTIONS)
        return cls(
            placements=placements,
            board_types=board_types,
            joining=joining,
            squares=squares,
            index=index,
            rays=rays,
            boards=tuple(tuple(index[s] for s in board.squares()) for board in laid),
            board_names=tuple(board.name for board in board_types),
            eggs=_eggs(laid, board_types, index),
            moves=moves,
            charges=charges,
            wakes=_at_each(Wake((0, 0)), squares),
            hunts=hunts,
            places=_at_each(Place((0, 0)), squares),
            looks=_at_each(Look((0, 0)), squares),
            erupts=_at_each(Erupt((0, 0)), squares),
            picks=_at_each(Pick((0, 0)), squares),
            recons=tuple(Recon(b) for b in range(len(laid))),
            steps=tuple(
                tuple(
                    (rays[i][d][0], rays[i][d][1:], moves[i][d], charges[i][d])
                    for d in orthogonal
                    if rays[i][d]
                )
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
        return (
            f"Meadow(placements={self.placements!r}, boards={self.board_names!r}, "
            f"joining={self.joining!r})"
        )


_Action = TypeVar("_Action", bound=Value)


def _at_each(template: _Action, squares: tuple[Square, ...]) -> tuple[_Action, ...]:
    """The action ``template`` at each square, in order.

    Built with `replace` from one validated value (grid squares are valid), rather than
    running ``__init__`` and its field validators for each of a layout's actions.
    """
    return tuple([template.replace(at=square) for square in squares])


def _aimed(
    template: _Action, squares: tuple[Square, ...], directions: Sequence[str]
) -> tuple[tuple[_Action, ...], ...]:
    """Per square, the action ``template`` there in each of ``directions`` (as `_at_each`)."""
    return tuple(
        tuple([template.replace(at=square, direction=d) for d in directions]) for square in squares
    )


def lay(laid: Sequence[BoardPlacement], joining: str) -> Grid:
    """The grid of these boards, joined as ``joining`` asks (BR-4.1, BR-14.1, BR-19.2).

    Raises `InvalidOptionError` naming the board at fault: a rotation out of 0..3, two
    boards overlapping (the 28 or 56 tokens need every square of every board:
    BR-4.4, BR-14.4), a board sharing no square side with another (or, in Snack, no
    whole side), or boards that do not form one play area (BR-R1).
    """
    if joining == WHOLE_SIDE:
        return Grid.from_boards(laid)  # the kernel's whole-side check (BR-19.2)
    owner = _owners(laid)
    _check_joined(laid, _links(owner, len(laid)))
    return Grid.from_squares(owner)


def _owners(laid: Sequence[BoardPlacement]) -> dict[Square, int]:
    """The board that holds each square; boards turn 0..3 times and never overlap."""
    owner: dict[Square, int] = {}
    for index, board in enumerate(laid):
        if board.rotation not in range(4):
            raise InvalidOptionError(f"board {index}: rotation {board.rotation} is not in 0..3")
        for square in board.squares():
            other = owner.setdefault(square, index)
            if other != index:
                raise InvalidOptionError(f"boards {other} and {index} overlap at square {square!r}")
    return owner


def _links(owner: Mapping[Square, int], boards: int) -> list[set[int]]:
    """For each board, the boards it shares at least one square side with (BR-4.1)."""
    links: list[set[int]] = [set() for _ in range(boards)]
    for (x, y), index in owner.items():
        for dx, dy in SIDES:
            other = owner.get((x + dx, y + dy), index)
            if other != index:
                links[index].add(other)
    return links


def _check_joined(laid: Sequence[BoardPlacement], links: list[set[int]]) -> None:
    """Each board shares a square side with another (BR-4.1, BR-14.1), all in one area."""
    for index, board in enumerate(laid):
        if len(laid) > 1 and not links[index]:
            raise InvalidOptionError(
                f"board {index} at {board.origin!r} is detached: it shares no square side "
                "with another board (BR-4.1)"
            )
    seen, frontier = {0}, [0]
    while frontier:
        for other in links[frontier.pop()] - seen:
            seen.add(other)
            frontier.append(other)
    for index, board in enumerate(laid):
        if index not in seen:
            raise InvalidOptionError(
                f"board {index} at {board.origin!r} is detached: not joined to board 0, "
                "so the boards do not form one play area (BR-R1)"
            )


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
