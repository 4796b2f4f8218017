"""The Miniature Game's hex map as an SVG picture: terrain, zones, objectives, supplies, units.

`render_svg` takes what `text.render` takes and shows the same; `map_svg` draws a
scenario's map alone, with a legend (the pictures of the starter scenarios in the
documentation). Hexes are flat-topped; the column numbers above the map and the row
numbers left of it are the ones actions and the text map name hexes by (`names`).
"""

from __future__ import annotations

import math
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.hexgrid import Hex
from dinorules.kernel.render import PALETTE, element, escape, label, svg_document

from .data.scenario_file import load_scenario
from .data.scenarios import Scenario, Terrain
from .names import hex_name, unit_letter
from .observation import MiniatureObservation
from .state import MiniatureState
from .view import scenario_of, view_of

__all__ = ["map_svg", "render_svg"]

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
    attributes.setdefault("stroke", "#999")
    return element("polygon", points=corners, fill=fill, **attributes)


def _map_body(drawn: Scenario) -> list[str]:
    """The hexes (terrain, zones tinted by seat), objectives and supplies of a map.

    Each hex's ``data-pick`` names it as actions do (``column 3 row 2``).
    """
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
            body.append(_hexagon(hex_, fill, data_pick=hex_name(hex_)))
    body += _coordinates(drawn)
    for objective in drawn.objectives:
        cx, cy = _centre(objective.hex)
        tip = element("title", escape(f"objective: {objective.name}"))
        body.append(
            element(
                "g", tip + label(cx, cy + 5, "★", anchor="middle", font_size=16, fill="#b8860b")
            )
        )
    for supply in (*drawn.caches, *drawn.crates):
        cx, cy = _centre(supply.hex)
        mark = "c" if supply in drawn.caches else "x"
        tip = element("title", escape(f"{supply.kind.value}: {supply.name}"))
        body.append(
            element("g", tip + label(cx, cy + 4, mark, anchor="middle", font_weight="bold"))
        )
    return body


def _coordinates(drawn: Scenario) -> list[str]:
    """Column numbers above the map and row numbers left of it, as actions name hexes."""
    marks = []
    for column in range(drawn.columns):
        x, _ = _centre((column, 0))
        marks.append(label(x, _MARGIN - 4, column, anchor="middle", fill="#777", font_size=9))
    for row in range(drawn.rows):
        _, y = _centre((0, row))
        marks.append(label(_MARGIN - 6, y + 3, row, anchor="end", fill="#777", font_size=9))
    return marks


def _size(drawn: Scenario) -> tuple[float, float]:
    """The map's width and height, margins included."""
    height = _MARGIN * 2 + math.sqrt(3) * _SIZE * (drawn.rows + 0.5) + 4
    width = _MARGIN * 2 + _SIZE * (1.5 * drawn.columns + 0.5)
    return width, height


def map_svg(scenario: Scenario | str) -> str:
    """A scenario's map from its data: terrain, deployment zones, objectives, caches, crates.

    >>> picture = map_svg("supply_run")
    >>> picture.count("<polygon"), picture.count("<title>objective")  # 10 x 8 hexes, 3 relays
    (80, 3)
    >>> map_svg("free_for_all").count('class="goal"')  # the ford: reach_zone's 4 hexes
    4
    """
    drawn = load_scenario(scenario) if isinstance(scenario, str) else scenario
    body = _map_body(drawn)
    marked = {o.hex for o in drawn.objectives} | {x.hex for x in (*drawn.caches, *drawn.crates)}
    for seat, zone in enumerate(drawn.zones):
        for hex_ in sorted(set(zone) - marked):
            cx, cy = _centre(hex_)
            body.append(label(cx, cy + 4, seat, anchor="middle", fill="#777", font_size=10))
    goals = sorted({h for v in drawn.victories for h in v.zone})
    for hex_ in goals:
        body.append(
            _hexagon(
                hex_, "none", stroke="#333", stroke_width=2, stroke_dasharray="4 3", class_="goal"
            )
        )
    width, height = _size(drawn)
    legend = [
        f"{drawn.title}: {drawn.columns} x {drawn.rows} hexes",
        "tinted, by seat number: deployment zones (0 red, 1 blue, 2 green, 3 orange)",
        "light brown: difficult; dark grey: impassable; ★ objective; c cache; x crate",
    ]
    if goals:
        legend.append("dashed: the zone a victory condition asks units to reach")
    for n, line in enumerate(legend):
        body.append(label(_MARGIN, height + 14 * n, line, font_size=11))
    return svg_document(
        max(width, 420),
        height + 14 * len(legend) + 4,
        body,
        title=f"Jurassic World Miniature Game: the map of {drawn.title}",
    )


def render_svg(
    x: MiniatureState | MiniatureObservation,
    *,
    player: int | None = None,
    scenario: str | None = None,
) -> str:
    """The scenario's map with every unit on the board, in its seat's colour.

    A unit's ``data-pick`` names it as actions do (``unit B``), like each hex's.

    >>> from dinorules.miniature import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=0)
    >>> picture.count("<polygon")   # the skirmish map: 8 columns of 7 hexes
    56
    """
    obs = view_of(x, player)
    drawn = scenario_of(x, scenario)
    body = _map_body(drawn)
    lines = []
    for number, unit in enumerate(obs.units):
        colour = PALETTE[unit.seat % len(PALETTE)]
        for hex_ in unit.hexes:
            cx, cy = _centre(hex_)
            tip = element("title", escape(f"{unit.name} (seat {unit.seat})"))
            body.append(
                element(
                    "circle",
                    tip,
                    cx=cx,
                    cy=cy,
                    r=_SIZE * 0.62,
                    fill=colour,
                    class_="unit",
                    data_pick=f"unit {unit_letter(number)}",
                )
            )
            body.append(label(cx, cy + 4, unit_letter(number), anchor="middle", fill="#fff"))
        where = "" if unit.hexes else " (off the board)"
        lines.append(f"{unit_letter(number)}: {unit.name}, seat {unit.seat}{where}")
    width, height = _size(drawn)
    for n, line in enumerate(lines):
        body.append(label(_MARGIN, height + 14 * n, line, font_size=11))
    who = "everything" if isinstance(x, MiniatureState) and player is None else f"seat {obs.player}"
    return svg_document(
        max(width, 300),
        height + 14 * len(lines) + 4,
        body,
        title=f"Jurassic World Miniature Game: {drawn.title}, as {who}",
    )
