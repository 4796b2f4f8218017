"""How units and hexes are named to a player: the letters and the map's columns and rows.

A unit is named by its letter, ``A`` for unit 0 (the first seat's first unit), ``B`` for
unit 1 and so on, seat by seat in army order; a hex by its column and row on the
rectangular map, as the text map, the SVG picture and the scenario files number them
(`dinorules.kernel.hexgrid.to_offset`; the rules work in axial ``(q, r)``). Actions,
pictures and messages use these names, so a player reads an action off the board.

>>> unit_letter(2), hex_name((5, -1))
('C', 'column 5 row 1')
"""

from __future__ import annotations

from dinorules.kernel.hexgrid import Hex, to_offset

__all__ = ["hex_name", "unit_letter"]


def unit_letter(number: int) -> str:
    """A unit's letter: ``A`` for unit 0, ``B`` for unit 1, ..."""
    return chr(ord("A") + number % 26)


def hex_name(hex_: Hex) -> str:
    """A hex by the map's column and row: ``column 5 row 1``."""
    column, row = to_offset(hex_)
    return f"column {column} row {row}"
