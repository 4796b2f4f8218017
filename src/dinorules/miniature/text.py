"""The Miniature Game's hex map and units as text (`render`); `svg.render_svg` draws them.

The map comes from the scenario's data (MI-R8: terrain, deployment zones,
objectives, caches, crates) and the units from a state or an observation. An
observation shows what its player sees (their own units' hands; every unit on the
board is public). A state with ``player=`` is drawn as that player's observation; a
state alone is the omniscient view. An observation does not carry its scenario:
it is drawn on the ``scenario`` given (``"skirmish"`` by default).

The text map is drawn in the map's offset columns and rows, odd columns half a
line lower, as the hexes lie (`dinorules.kernel.hexgrid.to_offset`).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.hexgrid import Hex, to_offset
from dinorules.kernel.render import tally, titled

from .observation import MiniatureObservation, observe
from .scenario_file import load_scenario
from .scenarios import Scenario, Terrain
from .state import MiniatureState

__all__ = ["marks", "render", "scenario_of", "unit_letter", "view_of"]

TERRAIN_MARKS: Final = FrozenMap(
    {Terrain.OPEN: ".", Terrain.DIFFICULT: "~", Terrain.IMPASSABLE: "#"}
)
"""A hex's mark by its terrain (MI-5.3, MI-5.4)."""


def view_of(
    x: MiniatureState | MiniatureObservation, player: int | None = None
) -> MiniatureObservation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    if isinstance(x, MiniatureObservation):
        return x
    if not isinstance(x, MiniatureState):
        raise TypeError(
            f"expected a MiniatureState or MiniatureObservation, got {type(x).__name__}"
        )
    return observe(x, 0 if player is None else player)


def scenario_of(x: MiniatureState | MiniatureObservation, scenario: str | None) -> Scenario:
    """The scenario to draw: the one named, the state's or observation's own, or the skirmish."""
    if scenario is not None:
        return load_scenario(scenario)
    if isinstance(x, MiniatureState):
        return x.components.scenario
    return x.scenario or load_scenario("skirmish")


def unit_letter(number: int) -> str:
    """A unit's letter on the map: ``A`` for unit 0, ``B`` for unit 1, ..."""
    return chr(ord("A") + number % 26)


def marks(scenario: Scenario, obs: MiniatureObservation) -> dict[Hex, str]:
    """Each hex's mark: a unit's letter, else an objective, cache, crate, zone or terrain."""
    cells: dict[Hex, str] = {}
    terrain = dict(scenario.terrain)
    for column in range(scenario.columns):
        for row in range(scenario.rows):
            hex_ = (column, row - (column - (column & 1)) // 2)
            cells[hex_] = TERRAIN_MARKS[terrain.get(hex_, Terrain.OPEN)]
    for seat, zone in enumerate(scenario.zones):
        for hex_ in zone:
            if cells.get(hex_) == ".":
                cells[hex_] = str(seat)
    for supply in (*scenario.caches, *scenario.crates):
        cells[supply.hex] = "c" if supply in scenario.caches else "x"
    for objective in scenario.objectives:
        cells[objective.hex] = "O"
    for number, unit in enumerate(obs.units):
        for hex_ in unit.hexes:
            cells[hex_] = unit_letter(number)
    return cells


def _map_lines(scenario: Scenario, cells: dict[Hex, str]) -> list[str]:
    """Column ``c`` at character ``4 + 2c``: even columns on a row's first line, odd below."""
    width = 4 + 2 * scenario.columns
    head = [" "] * width
    for column in range(0, scenario.columns, 2):
        for k, ch in enumerate(str(column)):
            head[4 + 2 * column + k] = ch
    lines = ["".join(head).rstrip()]
    grid: dict[tuple[int, int], str] = {to_offset(h): mark for h, mark in cells.items()}
    for row in range(scenario.rows):
        for odd in (0, 1):
            line = [" "] * width
            line[:3] = f"{row:>2} " if not odd else "   "
            for column in range(odd, scenario.columns, 2):
                line[4 + 2 * column] = grid.get((column, row), " ")[0]
            lines.append("".join(line).rstrip())
    return lines


def render(
    x: MiniatureState | MiniatureObservation,
    *,
    player: int | None = None,
    scenario: str | None = None,
) -> str:
    """The hex map (units by letter), then each unit and the viewer's cards.

    >>> from dinorules.miniature import GAME
    >>> lines = render(GAME.initial_state(seed=1), player=0).splitlines()
    >>> for line in lines[:1] + lines[2:6]:
    ...     print(line)
    Jurassic World Miniature Game: Skirmish at the paddock, as seat 0
        0   2   4   6
     0  .   .   .   .
          .   .   .   .
     1  .   0   #   1
    """
    obs = view_of(x, player)
    drawn = scenario_of(x, scenario)
    cells = marks(drawn, obs)
    who = "everything" if isinstance(x, MiniatureState) and player is None else f"seat {obs.player}"
    lines = [f"Jurassic World Miniature Game: {drawn.title}, as {who}"]
    legend = (
        ". open; ~ difficult; # impassable; digits: deployment zones by number; O objective; "
        "c cache; x crate; letters: units"
    )
    lines += titled("map (odd columns half a row lower)", [*_map_lines(drawn, cells), legend])
    units = []
    for number, unit in enumerate(obs.units):
        where = (
            f"at {list(unit.hexes)} facing {unit.facing.name}" if unit.hexes else "off the board"
        )
        health = "/".join(map(str, unit.health))
        line = f"{unit_letter(number)} {unit.name} (seat {unit.seat}): health {health}, {where}"
        if unit.hand is not None:
            line += f"; hand: {tally(unit.hand.counts)}"
        else:
            line += f"; hand: {unit.hand_size} cards"
        units.append(line)
    lines += titled("units", units)
    lines += titled(
        "hero cards",
        [
            f"your hand: {tally(obs.hero_hand.counts)}",
            f"hand sizes: {list(obs.hero_hand_sizes)}",
        ],
    )
    lines += titled("turn", [f"round {obs.round}, phase {obs.phase.value}, seat {obs.actor} acts"])
    return "\n".join(lines)
