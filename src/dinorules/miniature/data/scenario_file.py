"""Reading a scenario file: every field checked, with the file, entry and field named.

The data model is `scenarios`; this module turns a TOML table into a `Scenario`.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import Hex
from dinorules.kernel.data import DataFile
from dinorules.kernel.hexgrid import from_offset, to_offset

from .loading import (
    MAX_TEXT,
    At,
    Table,
    distinct,
    enum_value,
    integer,
    items,
    keys,
    name_list,
    read,
    text,
    unique,
)
from .scenarios import (
    MAX_ARMY,
    MAX_COLUMNS,
    MAX_EQUIPPED,
    MAX_PLACES,
    MAX_PLAYERS,
    MAX_REWARD,
    MAX_ROUNDS,
    MAX_ROWS,
    MAX_RULE_AMOUNT,
    MAX_RULES,
    MAX_VICTORIES,
    MAX_VICTORY_AMOUNT,
    MIN_PLAYERS,
    RULE_PARAMS,
    VICTORY_PARAMS,
    Army,
    ArmyUnit,
    Objective,
    Scenario,
    SpecialRule,
    SpecialRuleKind,
    Supply,
    SupplyKind,
    Terrain,
    Victory,
    VictoryKind,
)

__all__ = ["load_scenario", "parse_scenario"]


def load_scenario(source: str | DataFile) -> Scenario:
    """A bundled scenario (by name) or the scenario in the TOML file at ``source``."""
    data, at = read("scenario", source)
    return parse_scenario(data, at)


_SCENARIO: Final = frozenset(
    {
        "name",
        "title",
        "players",
        "board",
        "terrain",
        "deployment",
        "objectives",
        "caches",
        "crates",
        "victory",
        "armies",
        "rules",
        "text",
    }
)


def parse_scenario(data: Table, at: At) -> Scenario:
    """Check a parsed scenario; `DataError` names the file, entry and field."""
    keys(data, _SCENARIO, at)
    players = keys(data.get("players"), frozenset({"min", "max"}), at / "players")
    low = integer(players, "min", at / "players", MIN_PLAYERS, MAX_PLAYERS)
    high = integer(players, "max", at / "players", low, MAX_PLAYERS)
    board = keys(data.get("board"), frozenset({"columns", "rows"}), at / "board")
    grid = _Grid(
        integer(board, "columns", at / "board", 1, MAX_COLUMNS),
        integer(board, "rows", at / "board", 1, MAX_ROWS),
    )
    terrain = _parse_terrain(data.get("terrain", {}), grid, at / "terrain")
    impassable = frozenset(h for h, kind in terrain if kind is Terrain.IMPASSABLE)
    zones = _parse_zones(data, high, grid, impassable, at)
    places = _Places(grid, impassable)
    objectives = tuple(
        Objective(
            name=text(entry, "name", here),
            hex=places.take(entry, here),
            command=integer(entry, "command", here, 0, MAX_REWARD, default=0),
            requisition=integer(entry, "requisition", here, 0, MAX_REWARD, default=0),
        )
        for here, entry in _entries(
            data, "objectives", at, {"name", "hex", "command", "requisition"}
        )
    )
    supplies = {
        kind: tuple(
            Supply(
                name=text(entry, "name", here),
                kind=kind,
                hex=places.take(entry, here),
                requisition=integer(entry, "requisition", here, 1, MAX_REWARD),
            )
            for here, entry in _entries(data, f"{kind.value}s", at, {"name", "hex", "requisition"})
        )
        for kind in SupplyKind
    }
    unique((o.name for o in objectives), at / "objectives")
    for kind, found in supplies.items():
        unique((supply.name for supply in found), at / f"{kind.value}s")
    armies = _parse_armies(data, high, at)
    if len({army.team for army in armies[:low]}) < 2:
        raise (at / "armies").error(f"with {low} players, at least two teams must play")
    return Scenario(
        name=text(data, "name", at),
        title=text(data, "title", at),
        min_players=low,
        max_players=high,
        columns=grid.columns,
        rows=grid.rows,
        terrain=terrain,
        zones=zones,
        objectives=objectives,
        caches=supplies[SupplyKind.CACHE],
        crates=supplies[SupplyKind.CRATE],
        victories=_parse_victories(data, high, grid, at),
        armies=armies,
        rules=_parse_rules(data, at),
        text=text(data, "text", at, "", limit=MAX_TEXT),
        source=at.file,
    )


@attrs.frozen
class _Grid:
    columns: int
    rows: int

    def hex(self, found: object, at: At) -> Hex:
        """A ``[column, row]`` on the board, as an axial hex."""
        if not (isinstance(found, list) and len(found) == 2 and all(type(c) is int for c in found)):
            raise at.error(f"expected a [column, row] pair of ints, got {found!r}")
        column, row = found
        if not (0 <= column < self.columns and 0 <= row < self.rows):
            raise at.error(
                f"[{column}, {row}] is off the {self.columns}x{self.rows} board "
                f"(columns 0..{self.columns - 1}, rows 0..{self.rows - 1})"
            )
        return from_offset(column, row)

    def hexes(self, found: object, at: At) -> tuple[Hex, ...]:
        """A list of hexes, or a rectangle ``{ columns = [a, b], rows = [c, d] }``."""
        if isinstance(found, dict):
            table = keys(found, frozenset({"columns", "rows"}), at)
            ends = [self._span(table, key, at / key) for key in ("columns", "rows")]
            self.hex([ends[0][0], ends[1][0]], at)
            self.hex([ends[0][1], ends[1][1]], at)
            return tuple(
                from_offset(c, r)
                for c in range(ends[0][0], ends[0][1] + 1)
                for r in range(ends[1][0], ends[1][1] + 1)
            )
        if not isinstance(found, list) or len(found) > self.columns * self.rows:
            raise at.error(
                f"expected a list of at most {self.columns * self.rows} [column, row] pairs "
                "or a { columns = [a, b], rows = [c, d] } rectangle"
            )
        cells = tuple(self.hex(cell, at % i) for i, cell in enumerate(found))
        distinct((to_offset(cell) for cell in cells), at, "hex")
        return cells

    @staticmethod
    def _span(table: Table, key: str, at: At) -> tuple[int, int]:
        found = table.get(key)
        if not (isinstance(found, list) and len(found) == 2 and all(type(c) is int for c in found)):
            raise at.error(f"expected [first, last], got {found!r}")
        if found[0] > found[1]:
            raise at.error(f"first {found[0]} is after last {found[1]}")
        return (found[0], found[1])


@attrs.define
class _Places:
    """Objectives, caches and crates: on the board, not impassable, one per hex."""

    grid: _Grid
    impassable: frozenset[Hex]
    taken: dict[Hex, str] = attrs.field(factory=dict)

    def take(self, entry: Table, at: At) -> Hex:
        place = self.grid.hex(entry.get("hex"), at / "hex")
        if place in self.impassable:
            raise (at / "hex").error(f"{list(to_offset(place))} is impassable")
        if place in self.taken:
            raise (at / "hex").error(f"{list(to_offset(place))} already holds {self.taken[place]}")
        self.taken[place] = at.path
        return place


def _entries(data: Table, key: str, at: At, allowed: set[str]) -> tuple[tuple[At, Table], ...]:
    rows = items(data, key, at, 0, MAX_PLACES, required=False)
    return tuple(
        (at / key % i, keys(row, frozenset(allowed), at / key % i)) for i, row in enumerate(rows)
    )


def _parse_terrain(found: object, grid: _Grid, at: At) -> tuple[tuple[Hex, Terrain], ...]:
    kinds = frozenset(kind.value for kind in Terrain if kind is not Terrain.OPEN)
    table = keys(found, kinds, at)
    terrain: dict[Hex, Terrain] = {}
    for kind in Terrain:
        if kind.value not in table:
            continue
        for i, cell in enumerate(grid.hexes(table[kind.value], at / kind.value)):
            if cell in terrain:
                raise (at / kind.value % i).error(
                    f"{list(to_offset(cell))} is already {terrain[cell].value}"
                )
            terrain[cell] = kind
    return tuple(terrain.items())


def _parse_zones(
    data: Table, seats: int, grid: _Grid, impassable: frozenset[Hex], at: At
) -> tuple[tuple[Hex, ...], ...]:
    rows = items(data, "deployment", at, seats, seats)
    zones: list[tuple[Hex, ...]] = []
    owner: dict[Hex, int] = {}
    for seat, row in enumerate(rows):
        here = at / "deployment" % seat
        table = keys(row, frozenset({"seat", "hexes"}), here)
        integer(table, "seat", here, seat, seat)
        cells = grid.hexes(table.get("hexes"), here / "hexes")
        if not cells:
            raise (here / "hexes").error("a deployment zone needs at least one hex")
        for cell in cells:
            if cell in impassable:
                raise (here / "hexes").error(f"{list(to_offset(cell))} is impassable")
            if cell in owner:
                raise (here / "hexes").error(
                    f"{list(to_offset(cell))} is also in seat {owner[cell]}'s zone"
                )
            owner[cell] = seat
        zones.append(tuple(sorted(cells)))
    return tuple(zones)


def _parse_armies(data: Table, seats: int, at: At) -> tuple[Army, ...]:
    rows = items(data, "armies", at, seats, seats)
    armies: list[Army] = []
    for seat, row in enumerate(rows):
        here = at / "armies" % seat
        table = keys(row, frozenset({"seat", "team", "hero_deck", "units"}), here)
        integer(table, "seat", here, seat, seat)
        units = items(table, "units", here, 1, MAX_ARMY)
        armies.append(
            Army(
                seat=seat,
                team=integer(table, "team", here, 0, MAX_PLAYERS - 1),
                hero_deck=text(table, "hero_deck", here),
                units=tuple(_parse_army_unit(u, here / "units" % i) for i, u in enumerate(units)),
            )
        )
    return tuple(armies)


def _parse_army_unit(row: object, at: At) -> ArmyUnit:
    table = keys(row, frozenset({"unit", "deck", "equipment"}), at)
    return ArmyUnit(
        unit=text(table, "unit", at),
        deck=text(table, "deck", at, ""),
        equipment=name_list(table, "equipment", at, MAX_EQUIPPED),
    )


def _parse_victories(data: Table, seats: int, grid: _Grid, at: At) -> tuple[Victory, ...]:
    rows = items(data, "victory", at, 1, MAX_VICTORIES)
    found: list[Victory] = []
    allowed = frozenset({"kind", "seats", "amount", "rounds", "unit", "zone"})
    for i, row in enumerate(rows):
        here = at / "victory" % i
        table = keys(row, allowed, here)
        kind = enum_value(table.get("kind"), VictoryKind, here / "kind")
        params = VICTORY_PARAMS[kind]
        for param in ("amount", "rounds", "unit", "zone"):
            if param in params and param not in table:
                raise (here / param).error(f"missing field ({kind.value!r} needs it)")
            if param not in params and param in table:
                raise (here / param).error(f"{kind.value!r} takes no {param!r}")
        seat_list = items(table, "seats", here, 0, seats, required=False)
        for j, seat in enumerate(seat_list):
            if type(seat) is not int or not 0 <= seat < seats:
                raise (here / "seats" % j).error(f"expected a seat 0..{seats - 1}, got {seat!r}")
        distinct(seat_list, here / "seats", "seat")
        zone = grid.hexes(table["zone"], here / "zone") if "zone" in table else ()
        if "zone" in table and not zone:
            raise (here / "zone").error("a zone needs at least one hex")
        found.append(
            Victory(
                kind=kind,
                seats=tuple(sorted(s for s in seat_list if type(s) is int)),
                amount=integer(table, "amount", here, 1, MAX_VICTORY_AMOUNT, default=0),
                rounds=integer(table, "rounds", here, 1, MAX_ROUNDS, default=0),
                unit=text(table, "unit", here, ""),
                zone=frozenset(zone),
            )
        )
    return tuple(found)


def _parse_rules(data: Table, at: At) -> tuple[SpecialRule, ...]:
    rows = items(data, "rules", at, 0, MAX_RULES, required=False)
    found: list[SpecialRule] = []
    for i, row in enumerate(rows):
        here = at / "rules" % i
        table = keys(row, frozenset({"kind", "amount", "text"}), here)
        kind = enum_value(table.get("kind"), SpecialRuleKind, here / "kind")
        if RULE_PARAMS[kind]:
            amount = integer(table, "amount", here, 0, MAX_RULE_AMOUNT)
        elif "amount" in table:
            raise (here / "amount").error(f"{kind.value!r} takes no amount")
        else:
            amount = 0
        found.append(SpecialRule(kind, amount, text(table, "text", here, "", limit=MAX_TEXT)))
    distinct((rule.kind for rule in found), at / "rules", "special rule")
    return tuple(found)
