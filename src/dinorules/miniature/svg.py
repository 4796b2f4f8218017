"""The Miniature Game's hex map as an SVG picture: terrain, zones, objectives, supplies, units.

`render_svg` takes what `text.render` takes and shows the same; `map_svg` draws a
scenario's map alone (the pictures of the starter scenarios in the documentation).
Hexes are flat-topped; each shows its column and row (``3,2``), the names actions
and the text map give it (``column 3 row 2``, `names`), and the column numbers run
above the map and the row numbers left of it. A unit is a token in its seat's colour
on each hex it covers, with its letter; its anchor hex adds the health of each of
its models and an arrow to the edge it faces. A legend under the map names every
colour, mark and unit.
"""

from __future__ import annotations

import math
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.hexgrid import Facing, Hex, to_offset
from dinorules.kernel.render import (
    PALETTE,
    element,
    escape,
    label,
    legend,
    svg_document,
    text_width,
)

from .data.scenario_file import load_scenario
from .data.scenarios import Scenario, Terrain
from .names import hex_name, unit_letter
from .observation import MiniatureObservation, UnitView
from .state import MiniatureState
from .view import scenario_of, view_of

__all__ = ["map_svg", "render_svg"]

_SIZE: Final = 40.0
"""A hex's corner-to-centre distance (px)."""
_APOTHEM: Final = _SIZE * math.sqrt(3) / 2
_LEFT: Final = 34.0
_TOP: Final = 52.0
_SIDE: Final = 10.0
_PAGE: Final = 1200.0
"""The widest picture: a page's width."""
_FILLS: Final = FrozenMap(
    {Terrain.OPEN: "#eef3e2", Terrain.DIFFICULT: "#c9b27c", Terrain.IMPASSABLE: "#555"}
)
_TERRAIN_WORDS: Final = FrozenMap(
    {
        Terrain.OPEN: "open ground",
        Terrain.DIFFICULT: "difficult ground",
        Terrain.IMPASSABLE: "impassable",
    }
)
_ZONE_TINTS: Final = ("#f7d4d4", "#d4e2f7", "#d8efd4", "#fbe5c8")
_ZONE_COLOURS: Final = ("red", "blue", "green", "orange")
_OBJECTIVE: Final = "#b8860b"
_AT_HAND: Final = "#ffd400"
_TOKEN_W: Final = 21.0
_TOKEN_H: Final = 18.0
"""A unit token's half width and half height: inside its hex, clear of the coordinates."""


def _centre(hex_: Hex) -> tuple[float, float]:
    q, r = hex_
    return (
        _LEFT + _SIZE + 1.5 * _SIZE * q,
        _TOP + _APOTHEM + math.sqrt(3) * _SIZE * (r + q / 2),
    )


def _corners(x: float, y: float, size: float) -> str:
    return " ".join(
        f"{x + size * math.cos(math.pi / 3 * k):.1f},{y + size * math.sin(math.pi / 3 * k):.1f}"
        for k in range(6)
    )


def _hexagon(hex_: Hex, fill: str, **attributes: object) -> str:
    x, y = _centre(hex_)
    attributes.setdefault("stroke", "#999")
    return element("polygon", points=_corners(x, y, _SIZE), fill=fill, **attributes)


def _hexes(drawn: Scenario) -> list[Hex]:
    return [
        (column, row - (column - (column & 1)) // 2)
        for column in range(drawn.columns)
        for row in range(drawn.rows)
    ]


def _map_body(drawn: Scenario) -> list[str]:
    """The hexes (terrain, zones tinted by seat, coordinates), objectives and supplies.

    Each hex's ``data-pick`` names it as actions do (``column 3 row 2``).
    """
    terrain = dict(drawn.terrain)
    zone_of = {h: n for n, zone in enumerate(drawn.zones) for h in zone}
    body: list[str] = []
    for hex_ in _hexes(drawn):
        kind = terrain.get(hex_, Terrain.OPEN)
        fill = _FILLS[kind]
        if kind is Terrain.OPEN and hex_ in zone_of:
            fill = _ZONE_TINTS[zone_of[hex_] % len(_ZONE_TINTS)]
        x, y = _centre(hex_)
        column, row = to_offset(hex_)
        ink = "#ddd" if kind is Terrain.IMPASSABLE else "#666"
        where = label(x - 2, y - _APOTHEM + 13, f"{column},{row}", anchor="end", fill=ink)
        shape = _hexagon(hex_, fill, data_pick=hex_name(hex_), class_="hex")
        body.append(element("g", shape + where))
    body.append(_coordinates(drawn))
    goals = sorted({h for v in drawn.victories for h in v.zone})
    body += [
        _hexagon(hex_, "none", stroke="#333", stroke_width=2, stroke_dasharray="4 3", class_="goal")
        for hex_ in goals
    ]
    marked = {o.hex for o in drawn.objectives} | {x.hex for x in (*drawn.caches, *drawn.crates)}
    for seat, zone in enumerate(drawn.zones):
        digits = [
            label(*_below_centre(hex_), seat, anchor="middle", fill="#777", font_size=14)
            for hex_ in sorted(set(zone) - marked)
        ]
        body.append(element("g", "".join(digits), class_="zone"))
    for objective in drawn.objectives:
        cx, cy = _centre(objective.hex)
        tip = element("title", escape(f"objective: {objective.name}"))
        star = label(cx, cy + 6, "★", anchor="middle", font_size=18, fill=_OBJECTIVE)
        body.append(element("g", tip + star, class_="objective"))
    for supply in (*drawn.caches, *drawn.crates):
        cx, cy = _centre(supply.hex)
        mark = "c" if supply in drawn.caches else "x"
        tip = element("title", escape(f"{supply.kind.value}: {supply.name}"))
        body.append(
            element(
                "g",
                tip + label(cx, cy + 5, mark, anchor="middle", font_weight="bold", font_size=14),
            )
        )
    return body


def _below_centre(hex_: Hex) -> tuple[float, float]:
    x, y = _centre(hex_)
    return x, y + 5


def _coordinates(drawn: Scenario) -> str:
    """Column numbers above the map and row numbers left of it, as actions name hexes."""
    marks = []
    for column in range(drawn.columns):
        x, _ = _centre((column, 0))
        marks.append(label(x, _TOP - 6, column, anchor="middle", fill="#555", font_size=12))
    for row in range(drawn.rows):
        _, y = _centre((0, row))
        marks.append(label(_LEFT - 8, y + 4, row, anchor="end", fill="#555", font_size=12))
    return element("g", "".join(marks), class_="coordinates")


def _size(drawn: Scenario) -> tuple[float, float]:
    """The map's width and height, coordinates included."""
    height = _TOP + math.sqrt(3) * _SIZE * (drawn.rows + 0.5) + 4
    width = _LEFT + _SIZE * (1.5 * drawn.columns + 0.5) + _SIDE
    return width, height


def _with_legend(
    body: list[str], entries: list[tuple[str, str]], drawn: Scenario, *, title: str, below: str
) -> str:
    """The document: the map, ``below`` under it, and the legend right of the map if it fits."""
    width, height = _size(drawn)
    need = 40 * math.ceil((46 + max(text_width(meaning, 12) for _, meaning in entries)) / 40)
    parts = [*body, element("g", label(_SIDE, height + 14, below, font_size=12))]
    if width + need + _SIDE <= _PAGE:
        box, tall = legend(width, _TOP, entries, width=need)
        parts.append(box)
        return svg_document(
            width + need + _SIDE, max(height + 24, _TOP + tall + _SIDE), parts, title=title
        )
    box, tall = legend(_SIDE, height + 24, entries, width=max(width, need) - 2 * _SIDE)
    parts.append(box)
    return svg_document(max(width, need), height + tall + 34, parts, title=title)


def _key(drawn: Scenario) -> list[tuple[str, str]]:
    """The legend's entries for the map: terrain, zones, objectives, supplies, goals."""
    used = {kind for _, kind in drawn.terrain} | {Terrain.OPEN}
    entries = [(_swatch(_FILLS[kind]), _TERRAIN_WORDS[kind]) for kind in Terrain if kind in used]
    for seat in range(len(drawn.zones)):
        tint = _ZONE_TINTS[seat % len(_ZONE_TINTS)]
        colour = _ZONE_COLOURS[seat % len(_ZONE_COLOURS)]
        entries.append((_swatch(tint), f"{colour} tint, {seat}: seat {seat}'s deployment zone"))
    if drawn.objectives:
        star = label(8, 14, "★", anchor="middle", font_size=18, fill=_OBJECTIVE)
        entries.append((star, "objective"))
    if drawn.caches:
        entries.append((label(8, 13, "c", anchor="middle", font_weight="bold"), "cache"))
    if drawn.crates:
        entries.append((label(8, 13, "x", anchor="middle", font_weight="bold"), "crate"))
    if any(v.zone for v in drawn.victories):
        dashed = element(
            "rect", x=1, y=1, width=14, height=14, fill="none", stroke="#333",
            stroke_width=2, stroke_dasharray="4 3",
        )  # fmt: skip
        entries.append((dashed, "dashed: the zone a victory asks units to reach"))
    entries.append((label(8, 12, "3,2", anchor="middle", fill="#666"), "column 3 row 2"))
    return entries


def _swatch(fill: str) -> str:
    return element("polygon", points=_corners(8, 8, 8), fill=fill, stroke="#999")


def map_svg(scenario: Scenario | str) -> str:
    """A scenario's map from its data: terrain, deployment zones, objectives, caches, crates.

    >>> picture = map_svg("supply_run")
    >>> picture.count('class="hex"'), picture.count("<title>objective")  # 10 x 8 hexes, 3 relays
    (80, 3)
    >>> map_svg("free_for_all").count('class="goal"')  # the ford: reach_zone's 4 hexes
    4
    """
    drawn = load_scenario(scenario) if isinstance(scenario, str) else scenario
    body = [_heading(f"{drawn.title}: {drawn.columns} x {drawn.rows} hexes"), *_map_body(drawn)]
    return _with_legend(
        body,
        _key(drawn),
        drawn,
        title=f"Jurassic World Miniature Game: the map of {drawn.title}",
        below=_victories(drawn),
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
    >>> picture.count('class="hex"')   # the skirmish map: 8 columns of 7 hexes
    56
    """
    obs = view_of(x, player)
    drawn = scenario_of(x, scenario)
    who = "everything" if isinstance(x, MiniatureState) and player is None else f"seat {obs.player}"
    body = [_heading(f"{drawn.title}, as {who}"), *_map_body(drawn)]
    entries = _key(drawn)
    at_hand = obs.active if obs.active is not None else obs.activating
    for number, unit in enumerate(obs.units):
        body += _unit(number, unit, at_hand=number == at_hand)
        entries.append((_token(unit, number, 8, 8, half=(9, 9)), _unit_words(number, unit, obs)))
    entries.append((_arrow(4, 12, Facing.NE, reach=14, base=0), "arrow: the edge a unit faces"))
    ring = element(
        "rect", x=1, y=1, width=14, height=14, rx=4, fill="none", stroke=_AT_HAND, stroke_width=3
    )
    entries.append((ring, "yellow outline: the unit at hand"))
    return _with_legend(
        body,
        entries,
        drawn,
        title=f"Jurassic World Miniature Game: {drawn.title}, as {who}",
        below=_status(obs),
    )


def _heading(text: str) -> str:
    return element(
        "g",
        label(
            _SIDE, 18, f"Jurassic World Miniature Game: {text}", font_size=14, font_weight="bold"
        ),
    )


def _unit(number: int, unit: UnitView, *, at_hand: bool) -> list[str]:
    """A unit's tokens, one on each hex it covers, joined; the anchor's with health and facing."""
    letter = unit_letter(number)
    tip = element("title", escape(f"{letter}: {unit.name} (seat {unit.seat})"))
    colour = PALETTE[unit.seat % len(PALETTE)]
    out = []
    if len(unit.hexes) > 1:
        ax, ay = _centre(unit.hexes[0])
        links = "".join(
            element(
                "line",
                x1=round(ax, 1),
                y1=round(ay, 1),
                x2=round(_centre(h)[0], 1),
                y2=round(_centre(h)[1], 1),
                stroke=colour,
                stroke_width=12,
                opacity=0.6,
            )
            for h in unit.hexes[1:]
        )
        out.append(element("g", links))
    for n, hex_ in enumerate(unit.hexes):
        cx, cy = _centre(hex_)
        token = _token(unit, number, cx, cy, anchor=n == 0, at_hand=at_hand)
        if n == 0:
            token += _arrow(cx, cy, unit.facing)
        out.append(element("g", tip + token, class_="unit", data_pick=f"unit {letter}"))
    return out


def _token(
    unit: UnitView,
    number: int,
    x: float,
    y: float,
    *,
    anchor: bool = False,
    at_hand: bool = False,
    half: tuple[float, float] = (_TOKEN_W, _TOKEN_H),
) -> str:
    """A unit's token centred on ``(x, y)``: its letter, and on the anchor its models' health.

    The unit at hand (moving, or the Active unit) has a yellow outline.
    """
    colour = PALETTE[unit.seat % len(PALETTE)]
    w, h = half
    token = element(
        "rect",
        x=x - w,
        y=y - h,
        width=2 * w,
        height=2 * h,
        rx=5,
        fill=colour,
        stroke=_AT_HAND if at_hand else "#fff",
        stroke_width=3 if at_hand else None,
    )
    letter = unit_letter(number)
    if not anchor:
        return token + label(x, y + 5, letter, anchor="middle", fill="#fff", font_weight="bold")
    health = "/".join(map(str, unit.health)) or "0"
    return (
        token
        + label(x, y + 1, letter, anchor="middle", fill="#fff", font_weight="bold", font_size=15)
        + label(x, y + 14, health, anchor="middle", fill="#fff", font_size=11)
    )


def _arrow(
    x: float, y: float, facing: Facing, *, reach: float = _APOTHEM + 5, base: float = _APOTHEM - 9
) -> str:
    """A triangle from near ``(x, y)`` pointing at the edge ``facing`` of its hex."""
    angle = math.radians(-90 + 60 * facing)
    tip = (x + reach * math.cos(angle), y + reach * math.sin(angle))
    foot = (x + base * math.cos(angle), y + base * math.sin(angle))
    side = (-math.sin(angle) * 5, math.cos(angle) * 5)
    points = [tip, (foot[0] + side[0], foot[1] + side[1]), (foot[0] - side[0], foot[1] - side[1])]
    return element(
        "polygon",
        points=" ".join(f"{px:.1f},{py:.1f}" for px, py in points),
        fill="#111",
        stroke="#fff",
        stroke_width=1.5,
        class_="facing",
    )


def _unit_words(number: int, unit: UnitView, obs: MiniatureObservation) -> str:
    owner = "yours" if unit.seat == obs.player else f"seat {unit.seat}"
    health = "/".join(map(str, unit.health))
    if unit.hexes:
        found = [word for word, on in (("knocked", unit.knocked), ("blocked", unit.blocked)) if on]
        if unit.grabbing is not None:
            found.append(f"grabbing {unit_letter(unit.grabbing)}")
        if unit.furious:
            found.append("Furious")
        return ", ".join([f"{unit.name} ({owner}): health {health}", *found])
    if not unit.health:
        return f"{unit.name} ({owner}): eliminated"
    return f"{unit.name} ({owner}): health {health}, off the board"


def _status(obs: MiniatureObservation) -> str:
    acting = "" if obs.actor is None else f", seat {obs.actor} to decide"
    unit = obs.active if obs.active is not None else obs.activating
    doing = "" if unit is None else f", unit {unit_letter(unit)} at hand"
    phase = obs.phase.value.replace("_", " ")
    return f"round {obs.round}, {phase}{acting}{doing}"


def _victories(drawn: Scenario) -> str:
    """What wins, in a line (the text map's ``victory:`` line)."""
    won = "; ".join(v.kind.value.replace("_", " ") for v in drawn.victories)
    return f"victory: {won}" if won else "no victory condition"
