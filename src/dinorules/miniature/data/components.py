"""`Components`: a scenario and the data it names, cross-checked and compiled once.

The lookup tables are what the rules read on every move.
A `compiled` value: equal, hashed and pickled by its five data sets; the tables (the
`HexBoard`, terrain per hex, each unit's board and footprint per facing, each deck's
cards as a `Multiset` of titles, ...) are derived. Checks across files live here: a
scenario names units, decks, hero decks and equipment that exist and suit each other;
every unit's deck exists; each army fits in its deployment zone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import (
    Compiled,
    Facing,
    FrozenMap,
    Hex,
    HexBoard,
    Multiset,
    compiled,
    derived,
)
from dinorules.kernel.data import DataFile, loader
from dinorules.kernel.hexgrid import distance

from .cards import ActionCard, ActionDeck, ActionDecks, CardKind, load_actions
from .equipment import Equipment, EquipmentKind, EquipmentList, load_equipment
from .hero_cards import MIN_HERO_DECK, HeroCard, HeroDeck, HeroDecks, load_heroes
from .loading import BUNDLED, STARTER, At, blame
from .scenario_file import load_scenario
from .scenarios import (
    ArmyUnit,
    Objective,
    Scenario,
    SpecialRule,
    SpecialRuleKind,
    Supply,
    Terrain,
    VictoryKind,
)
from .units import Unit, UnitList, WeaponKind, load_units

__all__ = ["DATA_KINDS", "DEFAULT_SCENARIO", "Components", "components_for", "load_components"]

DEFAULT_SCENARIO: Final = next(iter(BUNDLED["scenario"]))
"""The first bundled scenario (the two-player skirmish)."""
DATA_KINDS: Final = ("scenario", "units", "actions", "heroes", "equipment")
"""The five data options, in the order `Components` takes them."""


@compiled
class Components(Compiled):
    """One game's component data with everything the rules look up."""

    scenario: Scenario
    units: UnitList
    actions: ActionDecks
    heroes: HeroDecks
    equipment: EquipmentList
    board: HexBoard = derived()
    terrain: FrozenMap[Hex, Terrain] = derived()
    """Every hex of the board and its terrain."""
    impassable: FrozenMap[Hex, tuple[tuple[int, Hex], ...]] = derived()
    """For each hex of the board, the impassable hexes (MI-5.3, MI-13.6), nearest first,
    each with its distance: a shot is checked against the ones near it alone."""
    crates: frozenset[Hex] = derived()
    """The hexes of crates, which block their hex (MI-5.5)."""
    zones: tuple[frozenset[Hex], ...] = derived()
    """Each seat's deployment zone."""
    unit: FrozenMap[str, Unit] = derived()
    """Each unit board by name."""
    shape: FrozenMap[str, tuple[tuple[Hex, ...], ...]] = derived()
    """Each unit's footprint offsets at each `Facing` (indexed by facing)."""
    deck: FrozenMap[str, ActionDeck] = derived()
    deck_cards: FrozenMap[str, Multiset[str]] = derived()
    """Each action deck's full contents, as card titles with their counts."""
    action_card: FrozenMap[str, FrozenMap[str, ActionCard]] = derived()
    """Each action deck's cards by title, condition cards included (a unit may hold them)."""
    condition_cards: FrozenMap[CardKind, Multiset[str]] = derived()
    """The condition supply by kind, as titles with counts."""
    condition_card: FrozenMap[str, ActionCard] = derived()
    hero_deck: FrozenMap[str, HeroDeck] = derived()
    hero_cards: FrozenMap[str, Multiset[str]] = derived()
    """Each hero deck's full contents, as titles with counts."""
    hero_card: FrozenMap[str, FrozenMap[str, HeroCard]] = derived()
    roster_heroes: tuple[Multiset[str], ...] = derived()
    """Each seat's hero deck built from its army roster: the cards of its units (MI-19.1)."""
    item: FrozenMap[str, Equipment] = derived()
    """Each equipment card by name."""
    armies: tuple[tuple[ArmyUnit, ...], ...] = derived()
    """Each seat's units, each with its action deck resolved (never "")."""
    army_value: tuple[int, ...] = derived()
    """Each seat's total army value (the lowest plays first)."""
    army_units: tuple[tuple[int, ...], ...] = derived()
    """Each seat's unit numbers in a state, in army order: seat by seat, whatever the
    number of players (the state lists the seated armies' units in that order)."""
    objective_at: FrozenMap[Hex, Objective] = derived()
    supply_at: FrozenMap[Hex, Supply] = derived()
    """Caches and crates by hex."""
    rule: FrozenMap[SpecialRuleKind, SpecialRule] = derived()

    @classmethod
    def compile(
        cls,
        scenario: Scenario,
        units: UnitList,
        actions: ActionDecks,
        heroes: HeroDecks,
        equipment: EquipmentList,
    ) -> Components:
        """Cross-check the five data sets and build every table."""
        unit = FrozenMap((u.name, u) for u in units.units)
        deck = FrozenMap((d.name, d) for d in actions.decks)
        hero_deck = FrozenMap((d.name, d) for d in heroes.decks)
        item = FrozenMap((e.name, e) for e in equipment.items)
        _check_units(units, deck, actions.source)
        _check_condition_titles(actions)
        _check_heroes(heroes, units)
        _check_equipment(equipment, unit, item)
        armies = _check_armies(scenario, units, actions, heroes, equipment)
        roster_heroes = _roster_heroes(scenario, armies, hero_deck)
        board = HexBoard.from_rectangle(scenario.columns, scenario.rows)
        open_board: dict[Hex, Terrain] = {h: Terrain.OPEN for h in board}
        terrain: FrozenMap[Hex, Terrain] = FrozenMap(open_board | dict(scenario.terrain))
        zones = tuple(frozenset(zone) for zone in scenario.zones)
        shape = FrozenMap(
            (u.name, tuple(u.footprint.cells((0, 0), facing) for facing in Facing))
            for u in units.units
        )
        _check_deployment(scenario, armies, zones, shape)
        return cls(
            scenario=scenario,
            units=units,
            actions=actions,
            heroes=heroes,
            equipment=equipment,
            board=board,
            terrain=terrain,
            impassable=_impassable(terrain),
            crates=frozenset(s.hex for s in scenario.crates),
            zones=zones,
            unit=unit,
            shape=shape,
            deck=deck,
            deck_cards=FrozenMap(
                (d.name, Multiset.from_counts((c.title, c.count) for c in d.cards))
                for d in actions.decks
            ),
            action_card=FrozenMap(
                (d.name, FrozenMap((c.title, c) for c in (*d.cards, *actions.conditions)))
                for d in actions.decks
            ),
            condition_cards=FrozenMap(
                (
                    kind,
                    Multiset.from_counts(
                        (c.title, c.count) for c in actions.conditions if c.kind is kind
                    ),
                )
                for kind in CardKind
                if kind is not CardKind.ACTION
            ),
            condition_card=FrozenMap((c.title, c) for c in actions.conditions),
            hero_deck=hero_deck,
            hero_cards=FrozenMap(
                (d.name, Multiset.from_counts((c.title, c.count) for c in d.cards))
                for d in heroes.decks
            ),
            hero_card=FrozenMap(
                (d.name, FrozenMap((c.title, c) for c in d.cards)) for d in heroes.decks
            ),
            roster_heroes=roster_heroes,
            item=item,
            armies=armies,
            army_value=tuple(sum(unit[u.unit].army_value for u in army) for army in armies),
            army_units=_army_units(armies),
            objective_at=FrozenMap((o.hex, o) for o in scenario.objectives),
            supply_at=FrozenMap((s.hex, s) for s in (*scenario.caches, *scenario.crates)),
            rule=FrozenMap((r.kind, r) for r in scenario.rules),
        )

    def __repr__(self) -> str:
        names = (
            self.scenario.name,
            self.units.name,
            self.actions.name,
            self.heroes.name,
            self.equipment.name,
        )
        return f"Components({', '.join(map(repr, names))})"


def _army_units(armies: tuple[tuple[ArmyUnit, ...], ...]) -> tuple[tuple[int, ...], ...]:
    found: list[tuple[int, ...]] = []
    first = 0
    for army in armies:
        found.append(tuple(range(first, first + len(army))))
        first += len(army)
    return tuple(found)


def _check_units(units: UnitList, deck: Mapping[str, ActionDeck], decks_file: str) -> None:
    """Every unit's action deck exists and belongs to its side."""
    for i, u in enumerate(units.units):
        at = At(units.source) / "units" % i / "deck"
        if u.deck not in deck:
            raise blame(at, decks_file, f"no action deck {u.deck!r} ({', '.join(deck)})")
        if deck[u.deck].side is not u.side:
            raise at.error(f"deck {u.deck!r} is a {deck[u.deck].side.value} deck")


def _check_condition_titles(actions: ActionDecks) -> None:
    """No action card bears a condition card's title: a unit's cards may mix them (MI-17.7)."""
    titles = {c.title for c in actions.conditions}
    for i, d in enumerate(actions.decks):
        for j, card in enumerate(d.cards):
            if card.title in titles:
                raise (At(actions.source) / "decks" % i / "cards" % j / "title").error(
                    f"{card.title!r} is the title of a condition card"
                )


def _check_heroes(heroes: HeroDecks, units: UnitList) -> None:
    """A hero deck is of its faction's side; a card's concerned unit is of its faction."""
    unit = {u.name: u for u in units.units}
    for i, d in enumerate(heroes.decks):
        at = At(heroes.source) / "decks" % i
        sides = {u.side for u in units.units if u.faction == d.faction}
        if sides and d.side not in sides:
            (side,) = sides
            raise (at / "side").error(
                f"faction {d.faction!r} is of the {side.value} side, not {d.side.value}"
            )
        for j, card in enumerate(d.cards):
            if card.unit and (card.unit not in unit or unit[card.unit].faction != d.faction):
                raise blame(
                    at / "cards" % j / "unit",
                    units.source,
                    f"no unit {card.unit!r} of faction {d.faction!r}",
                )


def _check_equipment(
    equipment: EquipmentList, unit: Mapping[str, Unit], item: Mapping[str, Equipment]
) -> None:
    """Ammunition fits weapons that exist, are ranged and have slots."""
    weapons = {u.weapon.name: u.weapon for u in unit.values()}
    weapons |= {e.name: e.weapon for e in item.values() if e.weapon is not None}
    for i, e in enumerate(equipment.items):
        if e.ammunition is None:
            continue
        for j, name in enumerate(e.ammunition.fits):
            weapon = weapons.get(name)
            if weapon is None or weapon.kind is not WeaponKind.RANGED or not weapon.ammo_slots:
                raise (At(equipment.source) / "equipment" % i / "ammunition" / "fits" % j).error(
                    f"{name!r} is not a ranged weapon with ammunition slots"
                )


def _check_armies(
    scenario: Scenario,
    units: UnitList,
    actions: ActionDecks,
    heroes: HeroDecks,
    equipment: EquipmentList,
) -> tuple[tuple[ArmyUnit, ...], ...]:
    """Armies name units, decks, hero decks and equipment that exist and fit."""
    unit = FrozenMap((u.name, u) for u in units.units)
    deck = FrozenMap((d.name, d) for d in actions.decks)
    hero_deck = FrozenMap((d.name, d) for d in heroes.decks)
    at = At(scenario.source)
    armies: list[tuple[ArmyUnit, ...]] = []
    for seat, army in enumerate(scenario.armies):
        here = at / "armies" % seat
        if army.hero_deck not in hero_deck:
            raise blame(here / "hero_deck", heroes.source, f"no hero deck {army.hero_deck!r}")
        resolved: list[ArmyUnit] = []
        for i, entry in enumerate(army.units):
            place = here / "units" % i
            if entry.unit not in unit:
                message = f"no unit {entry.unit!r} ({', '.join(unit)})"
                raise blame(place / "unit", units.source, message)
            board = unit[entry.unit]
            name = entry.deck or board.deck
            if name not in deck:
                raise blame(place / "deck", actions.source, f"no action deck {name!r}")
            if deck[name].side is not board.side:
                raise (place / "deck").error(f"{name!r} is not a {board.side.value} deck")
            _check_loadout(board, entry.equipment, equipment, place / "equipment")
            resolved.append(entry.replace(deck=name))
        factions = {unit[u.unit].faction for u in army.units}
        if hero_deck[army.hero_deck].faction not in factions:
            raise (here / "hero_deck").error(
                f"{army.hero_deck!r} is a {hero_deck[army.hero_deck].faction!r} deck; "
                f"the army's factions are {', '.join(sorted(factions))}"
            )
        armies.append(tuple(resolved))
    named = {u.unit for army in armies for u in army}
    for i, victory in enumerate(scenario.victories):
        if victory.kind is VictoryKind.ELIMINATE_UNIT and victory.unit not in named:
            raise (at / "victory" % i / "unit").error(f"no army has a unit {victory.unit!r}")
    return tuple(armies)


def _roster_heroes(
    scenario: Scenario,
    armies: tuple[tuple[ArmyUnit, ...], ...],
    hero_deck: Mapping[str, HeroDeck],
) -> tuple[Multiset[str], ...]:
    """Each army's hero deck without the cards of units it lacks (MI-19.1, MI-R49)."""
    decks: list[Multiset[str]] = []
    for seat, army in enumerate(armies):
        names = {entry.unit for entry in army}
        cards = hero_deck[scenario.armies[seat].hero_deck].cards
        roster = Multiset.from_counts(
            (c.title, c.count) for c in cards if not c.unit or c.unit in names
        )
        if len(roster) < MIN_HERO_DECK:
            raise (At(scenario.source) / "armies" % seat / "hero_deck").error(
                f"the army's units leave {len(roster)} cards of its hero deck; "
                f"it needs {MIN_HERO_DECK}"
            )
        decks.append(roster)
    return tuple(decks)


def _check_loadout(board: Unit, names: tuple[str, ...], equipment: EquipmentList, at: At) -> None:
    """Starting equipment exists, suits the side, and fits the unit's weapon and slots."""
    item = {e.name: e for e in equipment.items}
    weapon = board.weapon
    ammo = 0
    for i, name in enumerate(names):
        if name not in item:
            raise blame(at % i, equipment.source, f"no equipment {name!r}")
        e = item[name]
        if e.side is not board.side:
            raise (at % i).error(f"{name!r} is {e.side.value} equipment")
        if e.kind is EquipmentKind.WEAPON and e.weapon is not None:
            if weapon is not board.weapon:
                raise (at % i).error("a unit carries at most one weapon card")
            weapon = e.weapon
        if e.ammunition is not None:
            ammo += 1
            if e.ammunition.fits and weapon.name not in e.ammunition.fits:
                raise (at % i).error(f"{name!r} does not fit the {weapon.name!r}")
            if ammo > weapon.ammo_slots:
                raise (at % i).error(
                    f"the {weapon.name!r} has {weapon.ammo_slots} ammunition slot(s)"
                )


def _check_deployment(
    scenario: Scenario,
    armies: tuple[tuple[ArmyUnit, ...], ...],
    zones: tuple[frozenset[Hex], ...],
    shape: Mapping[str, tuple[tuple[Hex, ...], ...]],
) -> None:
    """Each unit fits in its zone at some facing, and the zone can hold the whole army."""
    at = At(scenario.source)
    for seat, army in enumerate(armies):
        zone = zones[seat]
        here = at / "deployment" % seat / "hexes"
        for entry in army:
            if not any(
                all((h[0] + q, h[1] + r) in zone for q, r in cells)
                for h in zone
                for cells in shape[entry.unit]
            ):
                raise here.error(f"no room for the {entry.unit!r} footprint at any facing")
        needed = sum(len(shape[entry.unit][0]) for entry in army)
        if needed > len(zone):
            raise here.error(f"{len(zone)} hexes cannot hold {needed} hexes of units")


def load_components(
    scenario: str | DataFile = DEFAULT_SCENARIO,
    units: str | DataFile = STARTER,
    actions: str | DataFile = STARTER,
    heroes: str | DataFile = STARTER,
    equipment: str | DataFile = STARTER,
) -> Components:
    """The compiled components of these data sets: bundled names or TOML paths."""
    return Components.build(
        load_scenario(scenario),
        load_units(units),
        load_actions(actions),
        load_heroes(heroes),
        load_equipment(equipment),
    )


def _impassable(terrain: FrozenMap[Hex, Terrain]) -> FrozenMap[Hex, tuple[tuple[int, Hex], ...]]:
    walls = [h for h, kind in terrain.items() if kind is Terrain.IMPASSABLE]
    return FrozenMap((h, tuple(sorted((distance(h, w), w) for w in walls))) for h in terrain)


def components_for(options: Mapping[str, object]) -> Components:
    """The compiled components the data options ``scenario``, ``units``, ... name.

    Compiled once per set of sources (the kernel's data memo, `loader`): bundled data
    sets and `DataFile`s cannot change; a path is keyed by the file's identity, so an
    edited file is read again.
    """
    return _compiled(tuple(_source(options[kind]) for kind in DATA_KINDS))


def _source(value: object) -> str | DataFile:
    return value if isinstance(value, DataFile) else str(value)


@loader
def _compiled(names: tuple[str | DataFile, ...]) -> Components:
    return load_components(*names)
