"""Pictures: `dinorules play miniature`'s map and unit boards; the starter maps in the docs."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from dinorules.cli import _parser
from dinorules.cli.play_cmd import run_play
from dinorules.kernel import to_json_value
from dinorules.kernel.hexgrid import to_offset
from dinorules.miniature import GAME, Phase, render
from dinorules.miniature.data.scenario_file import load_scenario
from dinorules.miniature.data.scenarios import Terrain
from dinorules.miniature.names import unit_letter
from dinorules.miniature.svg import map_svg
from dinorules.miniature.text import ARROWS
from tests.miniature.helpers import RAPTORS, TRIKE, deploy, scenario_file, settle, start, view

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
SVG = "{http://www.w3.org/2000/svg}"


def _two_units_placed(tmp_path: Path) -> Any:
    zones = [[(1, 1), (1, 2)], [(5, 1), (5, 2)]]
    path = scenario_file(tmp_path, [[RAPTORS], [TRIKE]], zones)
    state = settle(start(scenario=path))
    return deploy(state, [(0, 0, (1, 1), "SE"), (1, 0, (5, 2), "NW")])


def test_each_unit_is_drawn_on_its_hexes_with_an_arrow_for_its_facing(tmp_path: Path) -> None:
    state = _two_units_placed(tmp_path)
    seen = GAME.observe(state, 0)
    lines = render(seen).splitlines()[2:]  # below the title and the map heading
    for number, unit in enumerate(seen.units):
        column, row = to_offset(unit.hexes[0])
        line = lines[1 + 2 * row + (column & 1)]
        assert line[4 + 2 * column : 6 + 2 * column] == unit_letter(number) + ARROWS[unit.facing]
    assert [u.facing.name for u in seen.units] == ["SE", "NW"]


def test_a_unit_board_shows_the_owners_cards_and_only_initiatives_of_the_rivals(
    tmp_path: Path,
) -> None:
    state = _two_units_placed(tmp_path)
    while GAME.observe(state, 0).units[1].active_initiative is None:  # 1st initiative phase
        state = settle(GAME.apply(state, GAME.legal_actions(state)[0]))
    seen = GAME.observe(state, 0)
    text = render(seen)
    board = text[text.index("== units ==") : text.index("== players ==")]
    mine, theirs = seen.units
    assert mine.active is not None and f"Active: {mine.active} (initiative" in board
    assert f"Active: face down (initiative {theirs.active_initiative})" in board
    hidden = GAME.observe(state, 1).units[1].hand
    assert hidden is not None and not [card for card in hidden.distinct() if card in board]
    assert "health 2/2/2 (3 models); adrenaline 0" in board  # the raptors' board (units.toml)
    assert "health 9 (1 model)" in board


def test_play_miniature_draws_the_scenario_played() -> None:
    args = _parser().parse_args(
        ["play", "miniature", "--seed", "2", "--option", "scenario=supply_run", "--vs", "random"]
    )
    out = io.StringIO()
    assert run_play(args, io.StringIO("q\n"), out) == 0
    shown = out.getvalue()
    assert "Supply run, as seat 0" in shown
    assert "victory: hold objectives 1 for 2 checks (0)" in shown
    for name in ("ACU Squad (yours)", "Field Commander (yours)", "T-Rex (seat 1)"):
        assert name in shown
    # The map is the supply run's 10 x 8 hexes: header columns 0..8, rows 0..7.
    assert "    0   2   4   6   8\n" in shown and "\n 7  " in shown and "\n 8  " not in shown


@pytest.mark.parametrize("name", ["skirmish", "supply_run", "free_for_all"])
def test_each_starter_scenarios_map_in_the_docs_is_drawn_from_its_data(name: str) -> None:
    scenario = load_scenario(name)
    svg = map_svg(name)
    root = ET.fromstring(svg)
    hexes = [e for e in root.iter(f"{SVG}polygon") if e.get("class") == "hex"]
    assert len(hexes) == scenario.columns * scenario.rows
    fills = Counter(e.get("fill") for e in hexes)
    impassable = [h for h, kind in scenario.terrain if kind is Terrain.IMPASSABLE]
    assert fills["#555"] == len(impassable)
    titles = [e.text or "" for e in root.iter(f"{SVG}title")]
    assert sorted(t for t in titles if t.startswith("objective: ")) == sorted(
        f"objective: {o.name}" for o in scenario.objectives
    )
    goal = {h for v in scenario.victories for h in v.zone}
    assert svg.count('class="goal"') == len(goal)
    kept = (DOCS / f"miniature_{name}.svg").read_text(encoding="utf-8")
    assert kept == svg + "\n", f"docs/rules/miniature_{name}.svg is stale: write map_svg({name!r})"
    assert f"(miniature_{name}.svg)" in (DOCS / "miniature.md").read_text(encoding="utf-8")


@pytest.mark.rules("MI-R70")
def test_every_player_sees_the_scenario_played() -> None:
    state = GAME.initial_state(seed=3, scenario="free_for_all", players=3)
    views = [GAME.observe(state, seat) for seat in range(3)]
    assert all(view.scenario == state.components.scenario for view in views)
    assert views[0].scenario is not None and views[0].scenario.name == "free_for_all"
    assert "scenario" not in to_json_value(views[0])  # a table, not a field of the JSON form
    assert GAME.observe(GAME.sample_hidden(state, 1, seed=5), 1).scenario == views[1].scenario


def _map_mark(text: str, column: int, row: int) -> str:
    """The character the text map shows at a column and row."""
    lines = text.splitlines()[3:]  # the title, the map heading, the column numbers
    return lines[2 * row + (column & 1)][4 + 2 * column]


@pytest.mark.rules("MI-3.5", "MI-R6")
def test_a_placement_reads_off_the_text_map_bug() -> None:
    state = GAME.initial_state(seed=3)
    while view(state).phase is not Phase.PLACE_UNIT:
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    seat = GAME.current_player(state)
    text = render(GAME.observe(state, seat))
    choice = GAME.legal_actions(state)[0]
    letter = str(choice).removeprefix("place unit ")
    assert f"\n{letter} " in text and f"{letter} {state.units[choice.unit].name}" in text
    state = GAME.apply(state, choice)
    spot = GAME.legal_actions(state)[0]
    named = str(spot).removeprefix("at column ").split(" row ")
    column, row = int(named[0]), int(named[1])
    assert _map_mark(render(GAME.observe(state, seat)), column, row) == str(seat)  # its zone
    state = GAME.apply(state, spot)
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert _map_mark(render(GAME.observe(state, seat)), column, row) == letter
