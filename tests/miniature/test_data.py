"""The Miniature Game's component data: the starter set, validation, bounds, immutability."""

from __future__ import annotations

import copy
import pickle
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

from dinorules import DataError, InvalidOptionError
from dinorules.kernel import Facing, FrozenMap, Multiset, Option, Options
from dinorules.kernel.hexgrid import from_offset
from dinorules.kernel.options import resolve_options
from dinorules.miniature.data import tables
from dinorules.miniature.data.cards import (
    MIN_ACTION_DECK,
    Bonus,
    CardKind,
    Instruction,
    InstructionKind,
    Reinforced,
    Symbol,
    load_actions,
)
from dinorules.miniature.data.components import Components, components_for, load_components
from dinorules.miniature.data.equipment import AmmoEffect, EquipmentKind
from dinorules.miniature.data.hero_cards import MIN_HERO_DECK, EffectKind
from dinorules.miniature.data.loading import BUNDLED, MAX_FILE_BYTES
from dinorules.miniature.data.scenarios import SupplyKind, Terrain
from dinorules.miniature.data.units import Keyword, load_units
from dinorules.miniature.options import DATA_OPTIONS, check_options

DATA = Path(__file__).parents[2] / "src" / "dinorules" / "miniature" / "data"
DOC = Path(__file__).parents[2] / "docs" / "miniature_data.md"
FILES = {
    "units": "units.toml",
    "actions": "action_decks.toml",
    "heroes": "hero_decks.toml",
    "equipment": "equipment.toml",
    "scenario": "skirmish.toml",
}
SCENARIOS = tuple(BUNDLED["scenario"])


def spoil(tmp_path: Path, file: str, old: str = "", new: str = "") -> str:
    """A copy of a bundled file with ``old`` replaced once by ``new``; its path.

    ``old`` and ``new`` may hold several replacements separated by `` || ``.
    """
    text = (DATA / file).read_text(encoding="utf-8")
    for before, after in zip(old.split(" || "), new.split(" || "), strict=True):
        assert before in text, before
        text = text.replace(before, after, 1)
    path = tmp_path / f"my_{file}"
    path.write_text(text, encoding="utf-8")
    return str(path)


def kind_of(file: str) -> str:
    return next((k for k, f in FILES.items() if f == file), "scenario")


def load_spoiled(tmp_path: Path, file: str, old: str, new: str) -> tuple[str, DataError]:
    path = spoil(tmp_path, file, old, new)
    kind = kind_of(file)
    with pytest.raises(DataError) as caught:
        load_components(**{kind: path})
    return path, caught.value


# The starter set ----------------------------------------------------------------------


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_starter_scenario_loads(scenario: str) -> None:
    components = load_components(scenario)
    assert len(components.board) == components.scenario.columns * components.scenario.rows
    assert set(components.terrain) == set(components.board)
    assert len(components.zones) == components.scenario.max_players


def test_the_starter_units_cover_every_keyword_and_the_required_kinds() -> None:
    units = {u.name: u for u in load_units("starter").units}
    assert {k for u in units.values() for k in u.keywords} == set(Keyword)
    assert units["Velociraptor Pack"].models > 1
    assert len(units["T-Rex"].footprint) > 1
    squad = units["ACU Squad"]
    assert squad.models > 1 and squad.weapon.kind.value == "ranged"
    assert units["Field Commander"].has(Keyword.COMMANDER)
    # The rulebook's movement table.
    assert [units[n].skills.movement for n in ("Velociraptor Pack", "Triceratops", "T-Rex")] == [
        2,
        1,
        1,
    ]
    assert squad.skills.movement == units["Field Commander"].skills.movement == 1


def test_every_starter_deck_is_full_and_uses_every_card_feature() -> None:
    decks = load_actions("starter")
    for deck in decks.decks:
        assert deck.size >= MIN_ACTION_DECK
        cards = deck.cards
        assert any(c.combo for c in cards), deck.name
        assert any(c.enders for c in cards), deck.name
        assert any(c.reinforced for c in cards), deck.name
        assert any(c.reaction for c in cards), deck.name
        assert any(c.forced or c.instructions for c in cards), deck.name
    assert any(c.forced for d in decks.decks for c in d.cards)
    assert {c.kind for c in decks.conditions} == set(CardKind) - {CardKind.ACTION}


def test_deadly_clench_has_the_printed_lines() -> None:
    deck = load_components().action_card["Velociraptor"]
    card = deck["Deadly clench"]
    assert card.movement == 1
    assert card.choices == ((Bonus.of({Symbol.ATTACK: 1}), Bonus.of({Symbol.DODGE: 1})),)
    assert card.symbols == Bonus.of({Symbol.GRAB: 3})
    assert card.instructions == (Instruction(InstructionKind.MOVE_ADJACENT_TO_GRABBED),)
    assert card.reinforced == Reinforced(
        cost=2,
        choices=(
            Bonus.of({Symbol.ATTACK: 2, Symbol.PIERCING: 1, Symbol.GRAB: 1}),
            Bonus.of({Symbol.GRAB: 4, Symbol.DODGE: 3}),
        ),
    )


def test_bonus_items_follow_symbol_order() -> None:
    card = load_components().action_card["Velociraptor"]["Deadly clench"]
    assert card.reinforced is not None
    first = card.reinforced.choices[0]
    order = list(Symbol)
    assert [s for s, _ in first.items] == sorted((s for s, _ in first.items), key=order.index)
    assert first.count(Symbol.PIERCING) == 1 and first.count(Symbol.HEX) == 0


def test_both_hero_decks_hold_training() -> None:
    components = load_components()
    sides = set()
    for name, deck in components.hero_deck.items():
        assert deck.size >= MIN_HERO_DECK
        training = components.hero_card[name]["Training"]
        assert training.effect.kind is EffectKind.DRAW_ACTION_CARDS
        assert training.effect.amount == 2
        assert training.text == "Pick 2 additional action cards."
        sides.add(deck.side)
    assert len(sides) == 2


def test_the_starter_equipment_and_scenarios_cover_every_kind() -> None:
    components = load_components()
    items = components.item.values()
    assert {e.kind for e in items} == set(EquipmentKind)
    assert {e.ammunition.effect for e in items if e.ammunition} == set(AmmoEffect)
    loaded = [load_components(name).scenario for name in SCENARIOS]
    assert {t for s in loaded for _, t in s.terrain} == {Terrain.DIFFICULT, Terrain.IMPASSABLE}
    assert {x.kind for s in loaded for x in (*s.caches, *s.crates)} == set(SupplyKind)
    assert any(s.objectives for s in loaded)
    assert [(s.min_players, s.max_players) for s in loaded] == [(2, 2), (2, 2), (3, 4)]


def test_the_multiplayer_scenario_ties_for_first_player() -> None:
    values = load_components("free_for_all").army_value
    assert values.count(min(values)) == 2


def test_footprints_turn_with_the_facing() -> None:
    shape = load_components("supply_run").shape["T-Rex"]
    assert shape[Facing.N] == ((0, 0), (0, -1), (0, 1))
    assert shape[Facing.SE] == ((0, 0), (1, 0), (-1, 0))
    assert load_components().shape["Triceratops"][Facing.S] == ((0, 0),)


def test_lookups() -> None:
    components = load_components("supply_run")
    assert components.deck_cards["Velociraptor"].count("Deadly clench") == 2
    assert len(components.deck_cards["Velociraptor"]) == components.deck["Velociraptor"].size
    assert isinstance(components.condition_cards[CardKind.FEAR], Multiset)
    assert components.terrain[from_offset(4, 2)] is Terrain.IMPASSABLE
    assert components.terrain[from_offset(0, 0)] is Terrain.OPEN
    assert components.objective_at[from_offset(5, 4)].name == "Central relay"
    assert components.supply_at[from_offset(7, 0)].kind is SupplyKind.CRATE
    assert components.armies[0][0].deck == "ACU Squad"  # resolved from the unit board


# Round trips, pickling, immutability ---------------------------------------------------


def test_copies_of_the_bundled_files_load_to_equal_components(tmp_path: Path) -> None:
    paths = {kind: spoil(tmp_path, file) for kind, file in FILES.items()}
    assert load_components(**paths) == load_components()


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_components_pickle_and_copy_to_equal_values(scenario: str) -> None:
    components = load_components(scenario)
    again = pickle.loads(pickle.dumps(components))
    assert again == components and hash(again) == hash(components)
    assert again.deck_cards == components.deck_cards and again.board == components.board
    assert copy.deepcopy(components) is components and copy.copy(components) is components
    for source in (components.scenario, components.units, components.actions):
        assert pickle.loads(pickle.dumps(source)) == source
        assert copy.deepcopy(source) == source


def reachable(obj: object, seen: set[int] | None = None) -> Iterator[object]:
    """Every object reachable through attrs fields, tuples, frozensets and mappings."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return
    seen.add(id(obj))
    yield obj
    cls: Any = type(obj)
    if attrs.has(cls):
        for field in attrs.fields(cls):
            yield from reachable(getattr(obj, field.name), seen)
    elif isinstance(obj, dict):
        for key, item in obj.items():
            yield from reachable(key, seen)
            yield from reachable(item, seen)
    elif isinstance(obj, tuple | frozenset | list | set):
        for item in obj:
            yield from reachable(item, seen)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_nothing_mutable_is_reachable(scenario: str) -> None:
    found = list(reachable(load_components(scenario)))
    assert len(found) > 1000
    for obj in found:
        assert not isinstance(obj, list | set | bytearray), obj
        assert not isinstance(obj, dict) or isinstance(obj, FrozenMap), obj
        cls: Any = type(obj)
        if attrs.has(cls):
            assert attrs.fields(cls) and cls.__setattr__ is not object.__setattr__
    for obj in found:
        hash(obj)


def test_equal_sources_compile_once() -> None:
    assert load_components("skirmish") is load_components("skirmish")


# Validation: file, entry and field --------------------------------------------------------

BAD = [
    # units
    (
        "units.toml",
        "dodge = 3, armor_front = 1",
        'dodge = "3", armor_front = 1',
        r"units\[0\]\.skills\.dodge: expected int, got '3'",
    ),
    ("units.toml", "models = 3", "models = 0", r"units\[0\]\.models: must be 1\.\.10, got 0"),
    (
        "units.toml",
        'side = "dinosaur"',
        'side = "alien"',
        r"units\[0\]\.side: unknown side 'alien'",
    ),
    (
        "units.toml",
        '["jump", "reaction"]',
        '["jump", "swim"]',
        r"units\[0\]\.keywords\[1\]: unknown",
    ),
    (
        "units.toml",
        '["jump", "reaction"]',
        '["jump", "jump"]',
        r"units\[0\]\.keywords\[1\]: duplicate",
    ),
    (
        "units.toml",
        "[[0, 0], [0, -1], [0, 1]]",
        "[[0, 0], [0, -2]]",
        r"units\[2\]\.footprint: .*not in one piece",
    ),
    (
        "units.toml",
        "[[0, 0], [0, -1], [0, 1]]",
        "[[0, -1], [0, 1]]",
        r"units\[2\]\.footprint: .*anchor",
    ),
    (
        "units.toml",
        "[[0, 0], [0, -1], [0, 1]]",
        "[[0, 0], [0, -3]]",
        r"units\[2\]\.footprint\[1\]: .*more than 2 hexes",
    ),
    (
        "units.toml",
        'kind = "melee", range = 1 }',
        'kind = "melee", range = 1, damage = 2 }',
        r"units\[0\]\.weapon\.damage: must be 0\.\.0",
    ),
    (
        "units.toml",
        "range = 6, damage = 3",
        "range = 6",
        r"units\[4\]\.weapon\.damage: missing field",
    ),
    (
        "units.toml",
        '["hero", "commander", "no_orientation", "reaction"]',
        '["commander", "no_orientation", "reaction"]',
        r"units\[5\]\.keywords: .*add 'hero'",
    ),
    (
        "units.toml",
        "armor_side = 1, armor_rear = 1, stability = 2",
        "armor_side = 2, armor_rear = 1, stability = 2",
        r"units\[5\]\.skills\.armor_side: .*one armor",
    ),
    ("units.toml", 'name = "T-Rex"', 'name = "Triceratops"', r"units\[2\]\.name: duplicate name"),
    ("units.toml", 'deck = "T-Rex"', 'deck = "Rex"', r"units\[2\]\.deck: no action deck 'Rex'"),
    ("units.toml", "army_value = 12", "army_value = 12\ncolour = 1", r"units\[0\]: unknown field"),
    ("units.toml", 'side = "dinosaur"\n', "", r"units\[0\]\.side: missing field"),
    ("units.toml", "skills = {", "skillz = {", r"units\[0\]: unknown field 'skillz'"),
    # action decks
    (
        "action_decks.toml",
        "count = 2\ninitiative = 6",
        "count = 1000000000\ninitiative = 6",
        r"decks\[0\]\.cards\[0\]\.count: must be 1\.\.6",
    ),
    (
        "action_decks.toml",
        "initiative = 6\nmovement = 1",
        "initiative = 99\nmovement = 1",
        r"decks\[0\]\.cards\[0\]\.initiative: must be 0\.\.12",
    ),
    (
        "action_decks.toml",
        "symbols = { grab = 3 }",
        "symbols = { bite = 3 }",
        r"decks\[0\]\.cards\[0\]\.symbols: unknown field 'bite'",
    ),
    (
        "action_decks.toml",
        "[[{ attack = 1 }, { dodge = 1 }]]\nsymbols",
        "[[{ attack = 1 }]]\nsymbols",
        r"decks\[0\]\.cards\[0\]\.choices\[0\]: expected a list of 2\.\.4",
    ),
    (
        "action_decks.toml",
        '[{ kind = "move_adjacent_to_grabbed" }]',
        '[{ kind = "teleport" }]',
        r"decks\[0\]\.cards\[0\]\.instructions\[0\]\.kind: unknown instruction kind 'teleport'",
    ),
    (
        "action_decks.toml",
        '{ kind = "move_forward", amount = 2 }]',
        '{ kind = "move_forward" }]',
        r"decks\[1\]\.cards\[0\]\.forced\[0\]\.amount: missing field",
    ),
    (
        "action_decks.toml",
        '{ kind = "move_adjacent_to_grabbed" }',
        '{ kind = "move_adjacent_to_grabbed", amount = 1 }',
        r"instructions\[0\]\.amount: 'move_adjacent_to_grabbed' takes no amount",
    ),
    (
        "action_decks.toml",
        'combo = ["grab"]',
        'combo = ["grab"]\nenders = ["grab"]',
        r"decks\[0\]\.cards\[0\]\.enders: 'grab' is also a combo symbol",
    ),
    (
        "action_decks.toml",
        "reinforced = { cost = 2,",
        "reinforced = { cost = 0,",
        r"decks\[0\]\.cards\[0\]\.reinforced\.cost: must be 1\.\.20",
    ),
    (
        "action_decks.toml",
        'title = "Charge"\ncount = 2',
        'title = "Charge"\ncount = 1',
        r"decks\[1\]\.cards: a deck holds 10\.\.40 cards.*got 9",
    ),
    (
        "action_decks.toml",
        'title = "Pack hunt"',
        'title = "Deadly clench"',
        r"decks\[0\]\.cards\[1\]\.title: duplicate title",
    ),
    (
        "action_decks.toml",
        'title = "Panic"\nkind = "fear"',
        'title = "Panic"\nkind = "action"',
        r"conditions\[0\]\.kind: a 'action' card does not belong in the condition supply",
    ),
    (
        "action_decks.toml",
        'kind = "fear"\ncount = 8',
        'kind = "fear"\ncount = 8\ninitiative = 3',
        r"conditions\[0\]\.initiative: a condition card takes the initiative",
    ),
    (
        "action_decks.toml",
        'name = "T-Rex"\nside = "dinosaur"',
        'name = "T-Rex"\nside = "human"',
        r"units\.toml: units\[2\]\.deck: deck 'T-Rex' is a human deck",
    ),
    # hero decks
    (
        "hero_decks.toml",
        'cost = { adrenaline = 1 }\neffect = { kind = "draw_action_cards"',
        'cost = { command = 1 }\neffect = { kind = "draw_action_cards"',
        r"decks\[0\]\.cards\[0\]\.cost\.command: dinosaurs pay hero cards with adrenaline only",
    ),
    (
        "hero_decks.toml",
        'effect = { kind = "bonus", bonus = { armor = 2 } }',
        'effect = { kind = "bonus", amount = 2 }',
        r"decks\[0\]\.cards\[1\]\.effect\.amount: 'bonus'",
    ),
    (
        "hero_decks.toml",
        'effect = { kind = "heal", amount = 2 }',
        'effect = { kind = "heal" }',
        r"decks\[1\]\.cards\[4\]\.effect\.amount: missing field",
    ),
    (
        "hero_decks.toml",
        'condition = "attacked"',
        'condition = "whenever"',
        r"decks\[0\]\.cards\[1\]\.condition: unknown hero condition 'whenever'",
    ),
    (
        "hero_decks.toml",
        'unit = "T-Rex"',
        'unit = "Field Commander"',
        r"decks\[0\]\.cards\[2\]\.unit: no unit 'Field Commander' of faction 'Isla Nublar'",
    ),
    (
        "hero_decks.toml",
        'title = "Focus fire"\ncount = 2 || title = "Airdrop"\ncount = 2'
        ' || title = "Field medic"\ncount = 2',
        'title = "Focus fire"\ncount = 6 || title = "Airdrop"\ncount = 6'
        ' || title = "Field medic"\ncount = 6',
        r"decks\[1\]\.cards: a hero deck holds 8\.\.30 cards.*got 32",
    ),
    # equipment
    (
        "equipment.toml",
        'kind = "ammunition"\ncost = 2',
        'kind = "weapon"\ncost = 2',
        r"equipment\[0\]\.weapon: missing field",
    ),
    (
        "equipment.toml",
        'fits = ["Dart rifle"], maluses',
        'fits = ["Jaws"], maluses',
        r"equipment\[0\]\.ammunition\.fits\[0\]: 'Jaws' is not a ranged weapon",
    ),
    (
        "equipment.toml",
        "maluses = { dodge = 1,",
        "maluses = { grab = 1, dodge = 1,",
        r"equipment\[0\]\.ammunition\.maluses: unknown field 'grab'",
    ),
    (
        "equipment.toml",
        "stability = 4 }",
        "stability = 4, damage = 1 }",
        r"equipment\[1\]\.ammunition\.damage: only 'standard' ammunition has 'damage'",
    ),
    ("equipment.toml", "cost = 4", "cost = 400", r"equipment\[4\]\.cost: must be 0\.\.20"),
    # scenarios
    (
        "skirmish.toml",
        "columns = 8, rows = 7",
        "columns = 400, rows = 250",
        r"board\.columns: must be 1\.\.40, got 400",
    ),
    (
        "skirmish.toml",
        "impassable = [[4, 1],",
        "impassable = [[8, 1],",
        r"terrain\.impassable\[0\]: \[8, 1\] is off the 8x7 board",
    ),
    (
        "skirmish.toml",
        "impassable = [[4, 1],",
        "impassable = [[3, 2],",
        r"terrain\.impassable\[0\]: \[3, 2\] is already difficult",
    ),
    (
        "skirmish.toml",
        "impassable = [[4, 1],",
        "impassable = [[1, 1],",
        r"deployment\[0\]\.hexes: \[1, 1\] is impassable",
    ),
    (
        "skirmish.toml",
        "columns = [5, 6]",
        "columns = [1, 6]",
        r"deployment\[1\]\.hexes: \[1, 1\] is also in seat 0's zone",
    ),
    (
        "skirmish.toml",
        "columns = [5, 6]",
        "columns = [6, 5]",
        r"deployment\[1\]\.hexes\.columns: first 6 is after last 5",
    ),
    (
        "skirmish.toml",
        '{ unit = "Triceratops" }',
        '{ unit = "Stegosaurus" }',
        r"armies\[0\]\.units\[1\]\.unit: no unit 'Stegosaurus'",
    ),
    (
        "skirmish.toml",
        '{ unit = "Triceratops" }',
        '{ unit = "Triceratops", deck = "T-Rex9" }',
        r"armies\[0\]\.units\[1\]\.deck: no action deck 'T-Rex9'",
    ),
    (
        "skirmish.toml",
        '{ unit = "Triceratops" }',
        '{ unit = "Triceratops", deck = "ACU Squad" }',
        r"armies\[0\]\.units\[1\]\.deck: 'ACU Squad' is not a dinosaur deck",
    ),
    (
        "skirmish.toml",
        'hero_deck = "Primal Instincts"',
        'hero_deck = "ACU Command"',
        r"armies\[0\]\.hero_deck: 'ACU Command' is a 'ACU' deck",
    ),
    (
        "skirmish.toml",
        '["Sedative dart", "Restraining net"]',
        '["Sedative dart", "Restraining net", "Sedative dart"]',
        r"armies\[1\]\.units\[1\]\.equipment\[2\]: duplicate name",
    ),
    (
        "skirmish.toml",
        '["Armor-piercing rounds"]',
        '["Sedative dart"]',
        r"armies\[1\]\.units\[0\]\.equipment\[0\]: 'Sedative dart' does not fit",
    ),
    (
        "skirmish.toml",
        '["Armor-piercing rounds"]',
        '["Armor-piercing rounds", "Restraining net"]',
        r"armies\[1\]\.units\[0\]\.equipment\[1\]: the 'Assault rifle' has 1 ammunition slot",
    ),
    ("skirmish.toml", "team = 1", "team = 0", r"armies: with 2 players, at least two teams"),
    (
        "skirmish.toml",
        'kind = "eliminate_all"',
        'kind = "eliminate_unit"',
        r"victory\[0\]\.unit: missing field \('eliminate_unit' needs it\)",
    ),
    (
        "skirmish.toml",
        "players = { min = 2, max = 2 }",
        "players = { min = 2, max = 9 }",
        r"players\.max: must be 2\.\.4, got 9",
    ),
    (
        "skirmish.toml",
        "hexes = { columns = [1, 2], rows = [1, 5] }",
        "hexes = { columns = [0, 0], rows = [0, 0] }",
        r"deployment\[0\]\.hexes: 1 hexes cannot hold 2 hexes of units",
    ),
    (
        "supply_run.toml",
        "hexes = { columns = [6, 8], rows = [1, 6] }",
        "hexes = [[6, 2], [6, 4]]",
        r"deployment\[1\]\.hexes: no room for the 'T-Rex' footprint",
    ),
    (
        "supply_run.toml",
        "hex = [7, 7]",
        "hex = [7, 0]",
        r"crates\[1\]\.hex: \[7, 0\] already holds crates\[0\]",
    ),
    (
        "free_for_all.toml",
        'kind = "eliminate_models"\namount = 1',
        'kind = "eliminate_models"',
        r"victory\[1\]\.amount: missing field \('eliminate_models' needs it\)",
    ),
    (
        "free_for_all.toml",
        'kind = "eliminate_models"\namount = 1',
        'kind = "eliminate_models"\namount = 0',
        r"victory\[1\]\.amount: ",
    ),
    (
        "supply_run.toml",
        'unit = "Field Commander"',
        'unit = "Owen"',
        r"victory\[3\]\.unit: no army has a unit 'Owen'",
    ),
    (
        "supply_run.toml",
        "seats = [0]\namount = 1",
        "seats = [5]\namount = 1",
        r"victory\[0\]\.seats\[0\]: expected a seat 0\.\.1, got 5",
    ),
    (
        "supply_run.toml",
        'kind = "starting_requisition"',
        'kind = "no_mulligan"',
        r"rules\[0\]\.amount: 'no_mulligan' takes no amount",
    ),
    (
        "free_for_all.toml",
        "seat = 3\nteam = 3",
        "seat = 2\nteam = 3",
        r"armies\[3\]\.seat: must be 3\.\.3, got 2",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "message"), BAD)
def test_a_malformed_file_names_the_file_the_entry_and_the_field(
    tmp_path: Path, file: str, old: str, new: str, message: str
) -> None:
    path, error = load_spoiled(tmp_path, file, old, new)
    text = str(error)
    assert re.search(message, text), text
    if not message.startswith("units\\.toml"):
        assert text.startswith(f"{path}: "), text


def test_a_deck_renamed_in_ones_decks_file_is_blamed_on_that_file(tmp_path: Path) -> None:
    path = spoil(tmp_path, "action_decks.toml", 'name = "T-Rex"', 'name = "Rex"')
    with pytest.raises(DataError) as caught:
        load_components(actions=path)
    text = str(caught.value)
    assert text.startswith(f"{path}: no action deck 'T-Rex'"), text
    assert text.endswith("(units.toml: units[2].deck names it)"), text


def test_a_huge_file_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(DataError, match=r"huge\.toml: \d+ bytes; at most"):
        load_components(units=str(path))


def test_a_file_that_is_not_toml_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("units = [", encoding="utf-8")
    with pytest.raises(DataError, match=r"units file .*bad\.toml: not valid TOML"):
        load_components(units=str(path))


def test_a_long_list_is_refused_naming_the_field(tmp_path: Path) -> None:
    rows = "\n".join(f'{{ title = "C{i}", initiative = 1 }},' for i in range(41))
    big = f'[[decks]]\nname = "Big"\nside = "dinosaur"\ncards = [{rows}]\n\n[[decks]]'
    path = spoil(tmp_path, "action_decks.toml", "[[decks]]", big)
    with pytest.raises(DataError, match=r"decks\[0\]\.cards: must hold 1\.\.40 entries, got 41"):
        load_components(actions=path)


# Options ------------------------------------------------------------------------------------


def resolve(**given: object) -> Options:
    players = Option("players", 2, "players")
    return resolve_options("miniature", (*DATA_OPTIONS, players), given, check_options)


def test_data_options_take_a_bundled_name_or_a_path(tmp_path: Path) -> None:
    options = resolve(scenario="free_for_all", players=3)
    assert components_for(options) == load_components("free_for_all")
    path = spoil(tmp_path, "units.toml")
    assert components_for(resolve(units=path)).units == load_units("starter")


def test_data_options_refuse_a_missing_file_and_a_bad_player_count() -> None:
    with pytest.raises(InvalidOptionError, match="option scenario="):
        resolve(scenario="no/such/file.toml")
    with pytest.raises(InvalidOptionError, match=r"players=2.*seats 3\.\.4"):
        resolve(scenario="free_for_all", players=2)


# Documentation -------------------------------------------------------------------------------


def test_the_documented_tables_match_the_data() -> None:
    doc = DOC.read_text(encoding="utf-8")
    start = doc.index(tables.BEGIN) + len(tables.BEGIN)
    end = doc.index(tables.END)
    assert doc[start:end].strip() == tables.starter_tables().strip(), (
        "docs/miniature_data.md is stale: regenerate with python -m dinorules.miniature.data.tables"
    )


def test_compiled_components_are_the_documented_type() -> None:
    assert isinstance(load_components(), Components)


def test_a_unit_renamed_in_ones_units_file_is_blamed_on_that_file_bug(tmp_path: Path) -> None:
    path = spoil(tmp_path, "units.toml", 'name = "T-Rex"', 'name = "Tyrannosaurus"')
    with pytest.raises(DataError) as caught:
        load_components(units=path)
    text = str(caught.value)
    assert text.startswith(f"{path}: "), text
    assert "'T-Rex'" in text and "hero_decks.toml" in text  # what still names it, and where


def test_a_hero_deck_of_the_wrong_side_for_its_faction_is_refused_bug(tmp_path: Path) -> None:
    old = 'faction = "Isla Nublar"\nside = "dinosaur"'
    path, error = load_spoiled(tmp_path, "hero_decks.toml", old, old.replace("dinosaur", "human"))
    assert re.search(r"decks\[0\]\.side: .*'Isla Nublar'.*dinosaur", str(error)), str(error)
    assert str(error).startswith(f"{path}: ")


def test_a_duplicate_special_rule_is_named_by_its_kind_bug(tmp_path: Path) -> None:
    rule = '[[rules]]\nkind = "hero_pick"\namount = 1\n'
    path, error = load_spoiled(tmp_path, "skirmish.toml", rule, rule + rule)
    assert str(error).startswith(f"{path}: rules[1]: duplicate special rule 'hero_pick'")
    assert "SpecialRuleKind" not in str(error)
