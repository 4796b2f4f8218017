"""How a Jurassic Brunch position names things: figures, roles, teams, tokens, squares.

Figures are written by colour and species (``bT`` the blue Triceratops, ``oT``,
``yT``, ``bD``, ``yD``), ``RA`` the Raptor and ``TX`` a T-Rex, with ``z`` asleep or
``zz`` fell asleep this turn; roles by their figures; teams by their colour letter;
tokens by their data names; squares as ``[column, row]``. The meadow is one text per
row (`meadow_rows`, `put_meadow`): ``.`` empty, ``~`` a face-down token nobody has
drawn, ``~Fruit`` one drawn, ``~Fruit@b`` and the teams that know it, ``_`` no square
(BR-R29).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import PositionError

from .components import Variant
from .pieces import (
    ASLEEP,
    DROWSY,
    EMPTY,
    FACE_DOWN,
    FIGURE_BITS,
    RAPTOR,
    ROLE_COUNT,
    TEAMS,
    TREX,
    grass_code,
    grass_kind,
    role_herbivore,
    role_species,
    role_team,
)
from .state import BrunchState

__all__ = [
    "ASLEEP_MARK",
    "EMPTY_CELL",
    "GRASS_CELL",
    "KNOWN",
    "NO_SQUARE",
    "RULE",
    "Square",
    "figure_cells",
    "figure_code",
    "meadow_rows",
    "put_meadow",
    "role_code",
    "role_of",
    "square_index",
    "square_name",
    "teams_mask",
    "teams_text",
    "token_counts",
    "token_kind",
    "token_names",
]

RULE: Final = "BR-R29"
"""The ruling that defines the notation."""
Square = tuple[int, int]
NO_SQUARE: Final = "_"
EMPTY_CELL: Final = "."
GRASS_CELL: Final = "~"
KNOWN: Final = "@"
ASLEEP_MARK: Final = "z"
DROWSY_MARK: Final = "zz"
_CARNIVORES: Final = FrozenMap({RAPTOR: "RA", TREX: "TX"})


# --- Names ---------------------------------------------------------------------


def role_code(variant: Variant, role: int) -> str:
    """A role's name in a position: its herbivores' colour letter and species (``bT``)."""
    return variant.colours[role_team(role)][0] + "DT"[role_species(role)]


def figure_code(variant: Variant, code: int) -> str:
    """A figure's cell: ``bT``, ``RA``; ``z`` asleep, ``zz`` fell asleep this turn."""
    figure = code & FIGURE_BITS
    name = _CARNIVORES.get(figure) or role_code(variant, figure - 1)
    if code & DROWSY:
        return name + DROWSY_MARK
    return name + ASLEEP_MARK if code & ASLEEP else name


def figure_cells(variant: Variant) -> dict[str, int]:
    """Every figure cell of the variant's colours and its square code."""
    codes = [role_herbivore(role) for role in range(ROLE_COUNT)]
    found = {figure_code(variant, code): code for code in (*_CARNIVORES, *codes)}
    for code in codes:
        found[figure_code(variant, code + ASLEEP)] = code + ASLEEP
        found[figure_code(variant, code + DROWSY)] = code + DROWSY
    return found


def role_of(variant: Variant, text: str, field: str) -> int:
    """The role a position names (``bT``); `PositionError` naming ``field`` if none."""
    for role in variant.order:
        if role_code(variant, role) == text:
            return role
    roles = ", ".join(role_code(variant, role) for role in variant.order)
    raise PositionError(
        f"no role {text!r} in this game; its roles: {roles}", field=field, rule="BR-R2"
    )


def teams_text(variant: Variant, mask: int) -> str:
    """The colour letters of the teams in a knowledge bit mask (``bo``)."""
    return "".join(variant.colours[team][0] for team in TEAMS if mask >> team & 1)


def teams_mask(variant: Variant, text: str, field: str) -> int:
    """The bit mask of the teams whose colour letters ``text`` gives."""
    letters = [variant.colours[team][0] for team in TEAMS]
    mask = 0
    for letter in text:
        if letter not in letters or mask >> letters.index(letter) & 1:
            raise PositionError(
                f"{text!r} is not the teams that know a token ({' and '.join(letters)})",
                field=field,
                rule=RULE,
            )
        mask |= 1 << letters.index(letter)
    return mask


def token_kind(variant: Variant, name: str, field: str) -> int:
    """The kind number of a token name; `PositionError` naming ``field`` if none."""
    kind = variant.tokens.index.get(name)
    if kind is None:
        known = ", ".join(variant.tokens.names)
        raise PositionError(f"no token {name!r} in this game ({known})", field=field, rule="BR-R24")
    return kind


def token_counts(variant: Variant, names: Multiset[str], field: str) -> tuple[int, ...]:
    """The counts per token kind of a multiset of token names."""
    counts = [0] * len(variant.tokens)
    for name, count in names.counts:
        counts[token_kind(variant, name, field)] = count
    return tuple(counts)


def token_names(variant: Variant, counts: tuple[int, ...]) -> Multiset[str]:
    """The multiset of token names of counts per kind."""
    names = variant.tokens.names
    return Multiset.from_counts((names[kind], n) for kind, n in enumerate(counts) if n)


def square_index(variant: Variant, square: Square | None, field: str) -> int:
    """The index of a square named ``[column, row]`` (-1 for none); off the meadow refused."""
    if square is None:
        return -1
    index = variant.meadow.index.get(square)
    if index is None:
        raise PositionError(
            f"{list(square)} is not a square of the meadow", field=field, rule="BR-R1"
        )
    return index


def square_name(variant: Variant, index: int) -> Square | None:
    """The ``(column, row)`` of a square index (None for -1)."""
    return None if index < 0 else variant.meadow.squares[index]


# --- The meadow ------------------------------------------------------------------


def _extent(variant: Variant) -> tuple[int, int]:
    squares = variant.meadow.squares
    return 1 + max(c for c, _ in squares), 1 + max(r for _, r in squares)


def meadow_rows(state: BrunchState) -> tuple[str, ...]:
    """The meadow as one text per row, row 0 first (see the module docstring)."""
    variant = state.variant
    names = variant.tokens.names
    known = state.tokens.known
    columns, rows = _extent(variant)
    cells = [[NO_SQUARE] * columns for _ in range(rows)]
    for index, (column, row) in enumerate(variant.meadow.squares):
        code = state.board[index]
        if code == EMPTY:
            cell = EMPTY_CELL
        elif code == FACE_DOWN:
            cell = GRASS_CELL
        elif code < FACE_DOWN:
            mask = sum(1 << team for team in TEAMS if known[team] >> index & 1)
            cell = GRASS_CELL + names[grass_kind(code)]
            cell += KNOWN + teams_text(variant, mask) if mask else ""
        else:
            cell = figure_code(variant, code)
        cells[row][column] = cell
    return tuple(" ".join(row) for row in cells)


def put_meadow(state: BrunchState, rows: tuple[str, ...]) -> BrunchState:
    """The state with the meadow the rows draw: the squares and what each team knows."""
    variant = state.variant
    columns, height = _extent(variant)
    if len(rows) != height:
        raise PositionError(
            f"this meadow has {height} rows, not {len(rows)}",
            field="meadow",
            rule="BR-R1",
        )
    figures = figure_cells(variant)
    board = list(state.board)
    known = [0, 0]
    for row, text in enumerate(rows):
        cells = text.split()
        field = f"meadow[{row}]"
        if len(cells) != columns:
            raise PositionError(
                f"a row of this meadow has {columns} cells, not {len(cells)}",
                field=field,
                rule="BR-R1",
            )
        for column, cell in enumerate(cells):
            index = variant.meadow.index.get((column, row))
            if index is None:
                if cell != NO_SQUARE:
                    raise PositionError(
                        f"({column}, {row}) is no square of this meadow: write {NO_SQUARE}",
                        field=field,
                        rule="BR-R1",
                    )
                continue
            board[index] = _cell_code(variant, figures, cell, field, (column, row))
            if cell.startswith(GRASS_CELL) and KNOWN in cell:
                mask = teams_mask(variant, cell.partition(KNOWN)[2], field)
                known = [
                    k | (1 << index if mask >> team & 1 else 0) for team, k in enumerate(known)
                ]
    tokens = state.tokens.replace(known=(known[0], known[1]))
    return state.replace(board=tuple(board), tokens=tokens)


def _cell_code(
    variant: Variant, figures: Mapping[str, int], cell: str, field: str, square: Square
) -> int:
    if cell == EMPTY_CELL:
        return EMPTY
    if cell == GRASS_CELL:
        return FACE_DOWN
    if cell.startswith(GRASS_CELL):
        return grass_code(token_kind(variant, cell[1:].partition(KNOWN)[0], field))
    code = figures.get(cell)
    if code is None:
        raise PositionError(
            f"{cell!r} on ({square[0]}, {square[1]}) is not a cell: . ~ ~Token ~Token@team, "
            f"a figure ({', '.join(sorted(f for f in figures if not f.endswith(ASLEEP_MARK)))}) "
            f"with z (asleep) or zz (fell asleep this turn), or {NO_SQUARE}",
            field=field,
            rule=RULE,
        )
    return code
