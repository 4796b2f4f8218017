"""The Miniature Game's hex map and unit boards as text (`render`); `svg.render_svg` draws them.

The map comes from the scenario's data (terrain, deployment zones, objectives,
caches, crates), which a state and an observation both carry (MI-R14), and the units
from a state or an observation. An observation shows what its player sees (their own
units' hands and face-down cards; every unit on the board is public). A state with
``player=`` is drawn as that player's observation; a state alone is the omniscient
view. ``scenario=`` draws on another scenario's map.

The text map is drawn in the map's offset columns and rows, odd columns half a
line lower, as the hexes lie (`dinorules.kernel.hexgrid.to_offset`); an arrow after
the letter of a unit's anchor hex shows its facing. Under the map, each unit's board:
health per model, adrenaline, conditions, the Active, Next and Idle slots, the combo
stack, hand, deck and discard pile.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.hexgrid import Facing, Hex, to_offset
from dinorules.kernel.printable import safe_picture
from dinorules.kernel.render import tally, titled

from .data.scenarios import Scenario, Terrain, Victory
from .names import unit_letter
from .observation import MiniatureObservation, UnitView
from .state import MiniatureState
from .view import scenario_of, view_of

__all__ = ["marks", "render"]

TERRAIN_MARKS: Final = FrozenMap(
    {Terrain.OPEN: ".", Terrain.DIFFICULT: "~", Terrain.IMPASSABLE: "#"}
)
"""A hex's mark by its terrain (MI-5.3, MI-5.4)."""
ARROWS: Final = FrozenMap(
    {
        Facing.N: "↑",
        Facing.NE: "↗",
        Facing.SE: "↘",
        Facing.S: "↓",
        Facing.SW: "↙",
        Facing.NW: "↖",
    }
)
"""The mark after a unit's anchor hex: the edge it faces."""


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


def _map_lines(
    scenario: Scenario, cells: dict[Hex, str], arrows: dict[Hex, str] | None = None
) -> list[str]:
    """Column ``c`` at character ``4 + 2c``: even columns on a row's first line, odd below.

    ``arrows`` (hex to a mark) go right after their hex's mark.
    """
    width = 4 + 2 * scenario.columns
    head = [" "] * width
    for column in range(0, scenario.columns, 2):
        for k, ch in enumerate(str(column)):
            head[4 + 2 * column + k] = ch
    lines = ["".join(head).rstrip()]
    grid: dict[tuple[int, int], str] = {to_offset(h): mark for h, mark in cells.items()}
    after = {to_offset(h): mark for h, mark in (arrows or {}).items()}
    for row in range(scenario.rows):
        for odd in (0, 1):
            line = [" "] * width
            line[:3] = f"{row:>2} " if not odd else "   "
            for column in range(odd, scenario.columns, 2):
                line[4 + 2 * column] = grid.get((column, row), " ")[0]
                line[5 + 2 * column] = after.get((column, row), " ")[0]
            lines.append("".join(line).rstrip())
    return lines


def _slot(title: str | None, initiative: int | None, *, shown: bool = True) -> str:
    """A card slot: its title (or face down) and the Initiative shown with it."""
    if initiative is None and not title:
        return "-"
    name = title if title and shown else "face down"
    return name + (f" (initiative {initiative})" if initiative is not None else "")


def _conditions(unit: UnitView, letters: dict[int, str]) -> list[str]:
    found = [word for word, on in (("knocked", unit.knocked), ("blocked", unit.blocked)) if on]
    if unit.grabbing is not None:
        found.append(f"grabbing {letters.get(unit.grabbing, '?')}")
    if unit.furious:
        found.append(f"Furious ({unit.furious})")
    if unit.top:
        found.append("on its deck: " + ", ".join(unit.top))
    return found


def unit_board(number: int, unit: UnitView, player: int, letters: dict[int, str]) -> list[str]:
    """One unit's board: place, health, adrenaline, conditions, card slots and piles."""
    owner = "yours" if unit.seat == player else f"seat {unit.seat}"
    if unit.hexes:
        anchor = to_offset(unit.hexes[0])
        where = f"at column {anchor[0]} row {anchor[1]}, facing {unit.facing.name}"
    else:
        where = "eliminated" if not unit.health else "off the board"
    health = "/".join(map(str, unit.health)) or "0"
    models = len(unit.health)
    head = f"{unit_letter(number)} {unit.name} ({owner}): {where}"
    state = [
        f"health {health} ({models} model{'s' if models != 1 else ''})",
        f"adrenaline {unit.adrenaline}",
        f"turn: {unit.status.value.replace('_', ' ')}",
        *_conditions(unit, letters),
    ]
    active = _slot(unit.active, unit.active_initiative)
    if unit.active and not unit.revealed and unit.seat == player:
        active += ", not revealed"
    slots = [
        f"Active: {active}",
        f"Next: {_slot(unit.next, unit.next_initiative)}",
        f"Idle: {unit.idle or ('face down' if unit.has_idle else '-')}",
        f"stack (bottom first): {', '.join(unit.stack) or '-'}",
    ]
    hand = tally(unit.hand.counts) if unit.hand is not None else f"{unit.hand_size} cards"
    piles = [
        f"hand: {hand}",
        f"deck {unit.deck_size}",
        f"discard: {tally(unit.discard.counts)}",
    ]
    if unit.gear:
        piles.append("gear: " + ", ".join(unit.gear))
    return [head, "    " + "; ".join(state), "    " + "; ".join(slots), "    " + "; ".join(piles)]


def _victory(victory: Victory) -> str:
    kind = victory.kind.value.replace("_", " ")
    detail = {
        "eliminate unit": f" {victory.unit}",
        "hold objectives": f" {victory.amount} for {victory.rounds} checks",
        "reach zone": f" {victory.amount} unit(s) in {len(victory.zone)} hexes",
        "collect requisition": f" {victory.amount}",
        "eliminate models": f" {victory.amount}",
        "survive": f" {victory.rounds} rounds",
    }.get(kind, "")
    seats = ", ".join(map(str, victory.seats)) if victory.seats else "every seat"
    return f"{kind}{detail} ({seats})"


def _score_lines(obs: MiniatureObservation, drawn: Scenario) -> list[str]:
    lines = [f"victory: {'; '.join(_victory(v) for v in drawn.victories)}"]
    seats = range(len(obs.hero_hand_sizes))
    for seat in seats:
        you = " (you)" if seat == obs.player else ""
        parts = [
            f"seat {seat}{you}: hero hand {obs.hero_hand_sizes[seat]}",
            f"hero deck {obs.hero_deck_sizes[seat]}",
        ]
        if obs.command:
            parts.append(f"command {obs.command[seat]}")
        if obs.requisition:
            parts.append(f"requisition {obs.requisition[seat]}")
        if obs.eliminated:
            parts.append(f"enemy models eliminated {obs.eliminated[seat]}")
        lines.append(", ".join(parts))
    lines.append(f"your hero hand: {tally(obs.hero_hand.counts)}")
    return lines


_PHASES: Final = FrozenMap(
    {
        "coin_toss": "a coin toss for the first player",
        "draw_actions": "a unit draws its action cards",
        "draw_heroes": "drawing the opening hero hand",
        "mulligan": "the mulligan: discard hero cards or keep the hand",
        "redraw": "drawing hero cards for the mulligan",
        "choose_deployer": "choosing who places the first unit",
        "place_unit": "choosing a unit to place",
        "place_at": "choosing where the unit stands",
        "face": "choosing where the unit faces",
        "lead": "choosing which seat goes first",
        "pick": "choosing which unit goes next",
        "place_active": "placing the Active card face down",
        "place_next": "placing the Next card face down",
        "place_idle": "sparing an Idle card",
        "reveal": "revealing the Active card, or skipping the turn",
        "interaction": "playing hero cards, or passing",
        "activate": "using the card, the base skills, or holding a Reaction",
        "react": "reacting with a held unit, or not",
        "move": "moving",
        "act": "acting, or not",
        "choose": "choosing an alternative of the card",
        "reinforce": "paying adrenaline to reinforce, or not",
        "strike": "attacking, grabbing, breaking free, or not",
        "target": "choosing the hex to attack",
        "zone": "choosing the zone hit",
        "wound": "choosing how the damage falls",
        "shove": "pushing, knocking, or no stability test",
        "follow": "following the pushed unit, or staying",
        "flee": "fleeing",
        "clench": "moving next to the prey, or not",
        "first_player_toss": "a coin toss for the first-player token",
        "keep_skipped": "keeping or discarding the skipped card",
        "stack": "stacking or discarding the played card",
        "trim": "trimming the combo stack",
        "keep_idle": "keeping or discarding the Idle card",
        "draw_round": "a unit draws its action cards",
        "draw_pick": "picking hero cards",
        "discard_hero": "discarding hero cards down to the hand size",
        "over": "game over",
    }
)
"""Each phase in plain words, for the turn line (`state.Phase`)."""


@safe_picture
def render(
    x: MiniatureState | MiniatureObservation,
    *,
    player: int | None = None,
    scenario: str | None = None,
) -> str:
    """The hex map (units by letter, facing by arrow), then each unit's board and the score.

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
    arrows = {u.hexes[0]: ARROWS[u.facing] for u in obs.units if u.hexes}
    who = "everything" if isinstance(x, MiniatureState) and player is None else f"seat {obs.player}"
    lines = [f"Jurassic World Miniature Game: {drawn.title}, as {who}"]
    legend = (
        ". open; ~ difficult; # impassable; digits: deployment zones by number; O objective; "
        "c cache; x crate; letters: units, an arrow after the anchor's letter its facing"
    )
    lines += titled(
        "map (odd columns half a row lower)", [*_map_lines(drawn, cells, arrows), legend]
    )
    letters = {n: unit_letter(n) for n in range(len(obs.units))}
    boards = [
        line
        for number, unit in enumerate(obs.units)
        for line in unit_board(number, unit, obs.player, letters)
    ]
    lines += titled("units", boards)
    lines += titled("players", _score_lines(obs, drawn))
    acting = "" if obs.actor is None else f", seat {obs.actor} to decide"
    unit = obs.active if obs.active is not None else obs.activating
    doing = "" if unit is None else f", unit {unit_letter(unit)} at hand"
    budget = f", {obs.budget} movement left" if obs.active is not None else ""
    phase = _PHASES.get(obs.phase.value, obs.phase.value.replace("_", " "))
    lines += titled("turn", [f"round {obs.round}: {phase}{acting}{doing}{budget}"])
    return "\n".join(lines)
