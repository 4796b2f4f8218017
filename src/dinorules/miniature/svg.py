"""The Miniature Game's hex map as an SVG picture: terrain, zones, objectives, supplies, units.

Takes what `text.render` takes and shows the same. Hexes are flat-topped, in the
axial coordinates of `dinorules.kernel.hexgrid`.
"""

from __future__ import annotations

import math
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.hexgrid import Hex
from dinorules.kernel.render import PALETTE, element, escape, label, svg_document

from .observation import MiniatureObservation
from .scenarios import Terrain
from .state import MiniatureState
from .text import scenario_of, unit_letter, view_of

__all__ = ["render_svg"]

_SIZE: Final = 18.0
_MARGIN: Final = 24.0
_FILLS: Final = FrozenMap(
    {Terrain.OPEN: "#eef3e2", Terrain.DIFFICULT: "#c9b27c", Terrain.IMPASSABLE: "#555"}
)
_ZONE_TINTS: Final = ("#f7d4d4", "#d4e2f7", "#d8efd4", "#fbe5c8")


def _centre(hex_: Hex) -> tuple[float, float]:
    q, r = hex_
    return (
        _MARGIN + _SIZE + 1.5 * _SIZE * q,
        _MARGIN + _SIZE + math.sqrt(3) * _SIZE * (r + q / 2),
    )


def _hexagon(hex_: Hex, fill: str, **attributes: object) -> str:
    x, y = _centre(hex_)
    corners = " ".join(
        f"{x + _SIZE * math.cos(math.pi / 3 * k):.1f},{y + _SIZE * math.sin(math.pi / 3 * k):.1f}"
        for k in range(6)
    )
    return element("polygon", points=corners, fill=fill, stroke="#999", **attributes)


def render_svg(
    x: MiniatureState | MiniatureObservation,
    *,
    player: int | None = None,
    scenario: str | None = None,
) -> str:
    """The scenario's map with every unit on the board, in its seat's colour.

    >>> from dinorules.miniature import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=0)
    >>> picture.count("<polygon")   # the skirmish map: 8 columns of 7 hexes
    56
    """
    obs = view_of(x, player)
    drawn = scenario_of(x, scenario)
    terrain = dict(drawn.terrain)
    zone_of = {h: n for n, zone in enumerate(drawn.zones) for h in zone}
    body: list[str] = []
    for column in range(drawn.columns):
        for row in range(drawn.rows):
            hex_ = (column, row - (column - (column & 1)) // 2)
            kind = terrain.get(hex_, Terrain.OPEN)
            fill = _FILLS[kind]
            if kind is Terrain.OPEN and hex_ in zone_of:
                fill = _ZONE_TINTS[zone_of[hex_] % len(_ZONE_TINTS)]
            body.append(_hexagon(hex_, fill))
    for objective in drawn.objectives:
        cx, cy = _centre(objective.hex)
        body.append(label(cx, cy + 5, "★", anchor="middle", font_size=16, fill="#b8860b"))
    for supply in (*drawn.caches, *drawn.crates):
        cx, cy = _centre(supply.hex)
        mark = "c" if supply in drawn.caches else "x"
        body.append(label(cx, cy + 4, mark, anchor="middle", font_weight="bold"))
    lines = []
    for number, unit in enumerate(obs.units):
        colour = PALETTE[unit.seat % len(PALETTE)]
        for hex_ in unit.hexes:
            cx, cy = _centre(hex_)
            tip = element("title", escape(f"{unit.name} (seat {unit.seat})"))
            body.append(
                element("circle", tip, cx=cx, cy=cy, r=_SIZE * 0.62, fill=colour, class_="unit")
            )
            body.append(label(cx, cy + 4, unit_letter(number), anchor="middle", fill="#fff"))
        where = "" if unit.hexes else " (off the board)"
        lines.append(f"{unit_letter(number)}: {unit.name}, seat {unit.seat}{where}")
    height = _MARGIN * 2 + math.sqrt(3) * _SIZE * (drawn.rows + 0.5) + 4
    width = _MARGIN * 2 + _SIZE * (1.5 * drawn.columns + 0.5)
    for n, line in enumerate(lines):
        body.append(label(_MARGIN, height + 14 * n, line, font_size=11))
    who = "everything" if isinstance(x, MiniatureState) and player is None else f"seat {obs.player}"
    return svg_document(
        max(width, 300),
        height + 14 * len(lines) + 4,
        body,
        title=f"Jurassic World Miniature Game: {drawn.title}, as {who}",
    )
