"""The map picture: each unit with its facing and its models' health, hexes by their names."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from dinorules.kernel.hexgrid import Facing, to_offset
from dinorules.miniature import GAME
from dinorules.miniature.names import hex_name, unit_letter
from dinorules.miniature.svg import map_svg, render_svg
from tests.miniature.helpers import RAPTORS, TRIKE, deploy, scenario_file, settle, start
from tests.render.helpers import play
from tests.render.svg_facts import SVG, groups, legend_texts, root_of, texts

SCENARIOS = {"skirmish": {}, "supply_run": {}, "free_for_all": {"players": 3}}


def _words(element: object) -> list[str]:
    return ["".join(t.itertext()) for t in element.iter(f"{SVG}text")]  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_every_map_fits_a_page_in_text_of_11_px_or_more(name: str) -> None:
    states = play("miniature", seed=4, steps=120, scenario=name, **SCENARIOS[name])
    for svg in (map_svg(name), render_svg(states[0]), render_svg(states[-1], player=1)):
        root = root_of(svg)
        assert float(root.get("width", "0")) <= 1200
        assert min(size for _, size in texts(root)) >= 11


def test_each_unit_shows_its_letter_health_and_an_arrow_to_the_edge_it_faces(
    tmp_path: Path,
) -> None:
    zones = [[(1, 1), (1, 2)], [(5, 1), (5, 2)]]
    path = scenario_file(tmp_path, [[RAPTORS], [TRIKE]], zones)
    state = deploy(settle(start(scenario=path)), [(0, 0, (1, 1), "SE"), (1, 0, (5, 2), "NW")])
    seen = GAME.observe(state, 0)
    root = root_of(render_svg(seen))
    units = groups(root, "unit")
    assert [g.get("data-pick") for g in units] == ["unit A", "unit B"]
    assert [_words(g) for g in units] == [["A", "2/2/2"], ["B", "9"]]  # health per model
    for group, unit in zip(units, seen.units, strict=True):
        (arrow,) = (p for p in group.iter(f"{SVG}polygon") if p.get("class") == "facing")
        (rect,) = group.iter(f"{SVG}rect")
        cx = float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2
        cy = float(rect.get("y", "0")) + float(rect.get("height", "0")) / 2
        tip_x, tip_y = map(float, (arrow.get("points") or "").split()[0].split(","))
        angle = math.degrees(math.atan2(tip_y - cy, tip_x - cx))
        assert round(angle) % 360 == (-90 + 60 * unit.facing) % 360  # N is up, then clockwise
    assert [u.facing for u in seen.units] == [Facing.SE, Facing.NW]
    legend = legend_texts(root)
    assert "Velociraptor Pack (yours): health 2/2/2" in legend
    assert "Triceratops (seat 1): health 9" in legend
    assert "arrow: the edge a unit faces" in legend


def test_every_hex_shows_the_column_and_row_actions_name_it_by() -> None:
    state = GAME.initial_state(seed=1, scenario="supply_run")
    root = root_of(render_svg(state))
    hexes = [g for g in root.iter(f"{SVG}g") if g.find(f"{SVG}polygon[@class='hex']") is not None]
    assert len(hexes) == 10 * 8
    for group in hexes:
        pick = group.find(f"{SVG}polygon").get("data-pick")  # type: ignore[union-attr]
        (written,) = _words(group)
        column, row = map(int, written.split(","))
        assert pick == f"column {column} row {row}"
    (marks,) = groups(root, "coordinates")
    assert _words(marks) == [str(c) for c in range(10)] + [str(r) for r in range(8)]
    assert hex_name((3, 1)) == "column 3 row 2" and to_offset((3, 1)) == (3, 2)


def test_the_legend_names_every_terrain_zone_and_mark_of_the_map() -> None:
    legend = " ".join(legend_texts(root_of(map_svg("free_for_all"))))
    for meaning in ("open ground", "difficult", "impassable", "objective", "cache", "crate"):
        assert meaning in legend
    for seat in range(4):
        assert f"seat {seat}'s deployment zone" in legend
    assert "the zone a victory asks units to reach" in legend
    assert "column 3 row 2" in legend
    assert unit_letter(0) == "A"


def test_the_unit_at_hand_has_a_yellow_outline() -> None:
    for state in play("miniature", seed=3, steps=300, scenario="supply_run"):
        seen = GAME.observe(state, 0)
        if seen.active is not None:
            break
    else:
        pytest.fail("no unit moved in this game")
    root = root_of(render_svg(seen))
    outlined = {
        g.get("data-pick")
        for g in groups(root, "unit")
        for rect in g.iter(f"{SVG}rect")
        if rect.get("stroke") == "#ffd400"
    }
    assert outlined == {f"unit {unit_letter(seen.active)}"}
    assert "yellow outline: the unit at hand" in legend_texts(root)
