"""The Miniature Game's fixed action space and observation tensor, on every starter scenario."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import dinorules
from dinorules import CHANCE, IllegalActionError
from dinorules.kernel import Rng, Value, value
from dinorules.kernel.indexing import IndexTables
from dinorules.miniature import interop, space
from dinorules.miniature.actions import DECISION_TYPES, OUTCOME_TYPES, Target, Wound
from dinorules.miniature.data.components import components_for
from dinorules.testing import seeds

GAME = dinorules.GAMES["miniature"]
DOCS = Path(__file__).parents[2] / "docs"

SCENARIOS: list[dict[str, Any]] = [
    {"scenario": "skirmish"},
    {"scenario": "supply_run"},
    {"scenario": "free_for_all", "players": 3},
    {"scenario": "free_for_all", "players": 4},
]


@pytest.mark.rules("MI-R13")
@given(options=st.sampled_from(SCENARIOS), seed=seeds(), explicit=st.booleans())
def test_every_legal_action_of_a_random_game_has_an_index_and_back(
    options: dict[str, Any], seed: int, explicit: bool
) -> None:
    state = GAME.initial_state(seed=seed, chance="explicit" if explicit else "auto", **options)
    actions = GAME.num_distinct_actions(**options)
    outcomes = GAME.max_chance_outcomes(**options)
    tables = GAME.tables(state)
    rng = Rng.from_seed(seed)
    while not GAME.is_terminal(state):
        legal = GAME.legal_actions(state)
        chance = GAME.current_player(state) is CHANCE
        size = outcomes if chance else actions
        known = tables.outcome_index if chance else tables.action_index
        missing = [action for action in legal if action not in known]
        assert not missing, (
            f"{type(missing[0]).__name__}: {missing[0]!r} has no index; "
            "widen its domains (miniature.space.DOMAINS)"
        )
        indices = [GAME.action_index(state, action) for action in legal]
        assert all(0 <= i < size for i in indices)
        assert [GAME.index_action(state, i) for i in indices] == list(legal)
        action, rng = rng.choice(legal)
        state = GAME.apply(state, action)


def test_every_action_type_names_known_domains() -> None:
    for kind in (*DECISION_TYPES, *OUTCOME_TYPES):
        assert all(name in space.DOMAINS for name in kind.domains), kind
    kinds = {type(action) for action in GAME.tables_for().actions}
    assert kinds == set(DECISION_TYPES)


@value
class Shout(Value):
    """A stand-in for an action type added later that names no domains (not a `Choice`)."""


def test_an_action_type_without_its_line_stops_the_space_naming_the_type() -> None:
    broken = attrs.evolve(
        interop.INTEROP, actions=lambda key: space.actions_of((*DECISION_TYPES, Shout), key)
    )
    key = interop.INTEROP.key(GAME.resolve_options())
    with pytest.raises(ValueError, match=r"no action space for Shout: .*domains"):
        IndexTables.compile(broken, key)


def test_an_action_outside_the_space_is_refused_naming_it() -> None:
    state = GAME.initial_state(seed=1)
    with pytest.raises(IllegalActionError, match=r"Wound\(option=9\) is no action of miniature"):
        GAME.action_index(state, Wound(9))
    with pytest.raises(IllegalActionError, match=r"Target\(q=99, r=0\)"):
        GAME.action_index(state, Target(99, 0))


@pytest.mark.rules("MI-R13", "MI-R6", "MI-R29")
def test_the_skirmish_space_counts_each_type_from_the_components() -> None:
    components = components_for(GAME.resolve_options())
    heroes = len({t for deck in components.roster_heroes for t in deck})
    decks = {entry.deck for army in components.armies for entry in army}
    titles = sum(len(components.deck_cards[deck].distinct()) for deck in decks)
    cards = titles + len(components.condition_card)  # a unit may hold condition cards
    zones = sum(len(zone) for zone in components.zones)
    board = components.scenario.columns * components.scenario.rows
    seats = 2
    units = 4  # two armies of two: a unit is named by its number (A to D)
    fieldless, yes_no, directions = 21, 5, 6
    alternatives = reinforced = weapons = 2  # widest "or" line; unit weapon + weapon card
    expected = (
        fieldless
        + 2 * yes_no
        + 5 * directions  # Face, Forward, Backward, Jump, Flee
        + 2 * seats  # ChooseDeployer, Lead
        + 3 * units  # PlaceUnit, Pick, React
        + 2 * heroes  # Mulligan, DiscardHero
        + heroes * (1 + units)  # PlayHero: for no unit or a unit
        + 2 * heroes  # UseIcons: either side
        + 3 * cards  # PlaceActive, PlaceNext, PlaceIdle
        + zones  # PlaceAt
        + 2 * board  # Target, MoveNextTo
        + 3  # Zone
        + 1  # Wound: no skirmish unit can be offered two allocations (MI-R33)
        + weapons
        + alternatives
        + reinforced
        + len(components.equipment.items) * units  # Buy
    )
    assert (heroes, cards, zones, board) == (17, 31, 20, 56)
    assert GAME.num_distinct_actions() == expected == 493
    assert GAME.max_chance_outcomes() == seats + cards + heroes + 5  # 5 condition titles


@pytest.mark.parametrize(
    ("options", "sizes"),
    [
        ({"scenario": "skirmish"}, (493, 55, 1348)),
        ({"scenario": "supply_run"}, (559, 57, 1547)),
        ({"scenario": "free_for_all", "players": 3}, (466, 51, 1215)),
        ({"scenario": "free_for_all", "players": 4}, (562, 64, 1748)),
    ],
)
def test_the_sizes_stay_practical_and_match_the_docs(
    options: dict[str, Any], sizes: tuple[int, int, int]
) -> None:
    tables = GAME.tables_for(**options)
    assert (len(tables.actions), len(tables.outcomes), tables.size) == sizes
    row = f"| {', '.join(map(str, sizes))} |".replace(", ", " | ")
    text = (DOCS / "interop.md").read_text(encoding="utf-8")
    assert row in text, f"docs/interop.md lacks the row {row}"


def test_the_documented_slot_table_is_the_skirmish_layout() -> None:
    """docs/interop.md gives each slot of the first unit, the first seat and the rest."""
    rows = []
    for slot in GAME.tables_for().slots:
        block, _, name = slot.name.rpartition(".")
        if block in ("", "unit0", "seat+0"):
            rows.append(f"| `{name}` | {slot.size} | {slot.meaning} |")
    text = (DOCS / "interop.md").read_text(encoding="utf-8")
    assert "\n".join(rows) in text


@pytest.mark.rules("MI-R14", "MI-R16")
def test_the_tensor_hides_other_hands_and_shows_one_s_own() -> None:
    state = GAME.initial_state(seed=3)
    while not any(unit.hand for unit in state.units):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    tables = GAME.tables(state)
    for number, unit in enumerate(state.units):
        if not unit.hand:
            continue
        start, size = _slot(tables, f"unit{number}.hand")
        owner = GAME.observation_tensor(state, unit.seat)[start : start + size]
        other = GAME.observation_tensor(state, 1 - unit.seat)[start : start + size]
        assert sum(owner) == len(unit.hand)
        assert set(other) == {-1.0}


def _slot(tables: IndexTables, name: str) -> tuple[int, int]:
    start = 0
    for slot in tables.slots:
        if slot.name == name:
            return start, slot.size
        start += slot.size
    raise AssertionError(f"no slot {name}")


@pytest.mark.rules("MI-R14")
def test_slots_hold_what_their_names_say_along_a_game() -> None:
    options = {"scenario": "free_for_all", "players": 3}
    state = GAME.initial_state(seed=8, **options)
    tables = GAME.tables(state)
    phases = list(type(state.phase))
    rng = Rng.from_seed(8)
    while not GAME.is_terminal(state):
        seat = GAME.current_player(state)
        assert isinstance(seat, int)
        tensor = GAME.observation_tensor(state, seat)
        view = GAME.observe(state, seat)

        def part(name: str, tensor: tuple[float, ...] = tensor) -> tuple[float, ...]:
            start, size = _slot(tables, name)
            return tensor[start : start + size]

        assert part("phase").index(1.0) == phases.index(state.phase)
        assert sum(part("hero_hand")) == len(view.hero_hand)
        assert part("seat+0.hero_sizes") == (len(view.hero_hand), view.hero_deck_sizes[seat])
        assert part("counters")[4] == view.round
        for number, unit in enumerate(view.units):
            assert sum(part(f"unit{number}.hexes")) == len(unit.hexes)
            assert part(f"unit{number}.owner").index(1.0) == (unit.seat - seat) % 3
            assert part(f"unit{number}.sizes") == (unit.deck_size, unit.hand_size)
        action, rng = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
