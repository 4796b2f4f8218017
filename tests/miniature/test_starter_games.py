"""Whole games of the starter scenarios: random play ends by a victory, greedy beats it.

Seeds are pinned: a game is a replay of its seed, cheap and the same on every run.
The shares behind them (50 random games per scenario, 24 greedy-against-random ones)
are in docs/rules/miniature.md, "Game length".
"""

from __future__ import annotations

from typing import Any

import pytest

from dinorules.agents.factory import make_agent
from dinorules.kernel.hexgrid import from_offset
from dinorules.miniature import GAME
from dinorules.miniature.data.scenarios import VictoryKind
from dinorules.miniature.greedy import ERRAND, NAMED, goals
from dinorules.miniature.round.ending import met
from dinorules.sim.play import GameRecord, play_game

ELIMINATION = (VictoryKind.ELIMINATE_ALL, VictoryKind.ELIMINATE_UNIT)
MODELS = (VictoryKind.ELIMINATE_MODELS,)
SCENARIOS = [("skirmish", 2), ("supply_run", 2), ("free_for_all", 3), ("free_for_all", 4)]
LENGTH = 600
"""Decisions a starter game stays under (docs/miniature_data.md, "Tuning")."""


def _play(scenario: str, players: int, seed: int, greedy: int | None = None) -> GameRecord:
    """A game with random agents at every seat but ``greedy``'s."""
    agents = [
        make_agent("greedy" if seat == greedy else "random").for_game(GAME)
        for seat in range(players)
    ]
    return play_game(GAME, agents, seed=seed, options={"scenario": scenario, "players": players})


def _met(state: Any, seat: int, kinds: tuple[VictoryKind, ...]) -> bool:
    victories = state.components.scenario.victories
    return any(
        victory.kind in kinds and met(state, index, victory, seat)
        for index, victory in enumerate(victories)
    )


@pytest.mark.rules("MI-14.9", "MI-R23", "MI-R34")
@pytest.mark.parametrize(
    ("scenario", "seed", "loser"),
    [
        ("skirmish", 0, "Field Commander"),  # the raptors' key-unit victory
        ("skirmish", 3, "Velociraptor Pack"),  # the ACU's
        ("supply_run", 4, "Field Commander"),
    ],
)
def test_random_games_of_the_starter_scenarios_end_by_elimination(
    scenario: str, seed: int, loser: str
) -> None:
    record = _play(scenario, 2, seed)
    assert record.winners and not record.truncated and record.length < LENGTH
    state = record.replay.final_state()
    assert all(_met(state, seat, ELIMINATION) for seat in record.winners)
    gone = [unit for unit in state.units if unit.name == loser]
    assert gone and all(not unit.health and unit.seat not in record.winners for unit in gone)


@pytest.mark.rules("MI-R80", "MI-R23")
@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 5)])
def test_random_free_for_all_games_end_by_the_first_enemy_model_eliminated(
    players: int, seed: int
) -> None:
    record = _play("free_for_all", players, seed)
    assert record.winners and not record.truncated and record.length < LENGTH
    state = record.replay.final_state()
    assert all(_met(state, seat, MODELS) for seat in record.winners)
    assert not any(_met(state, seat, (VictoryKind.REACH_ZONE,)) for seat in range(players))
    lost = [
        len(start.health) - len(end.health)
        for start, end in zip(next(record.replay.states()).units, state.units, strict=True)
        if end.seat not in record.winners
    ]
    assert sum(lost) >= 1  # a model of another seat is gone


@pytest.mark.rules("MI-R23")
@pytest.mark.parametrize(
    ("scenario", "players", "seed", "kind"),
    [
        ("supply_run", 2, 1, VictoryKind.HOLD_OBJECTIVES),
        ("free_for_all", 3, 6, VictoryKind.REACH_ZONE),
        ("free_for_all", 4, 1, VictoryKind.REACH_ZONE),
    ],
)
def test_random_games_of_the_starter_scenarios_end_by_objectives(
    scenario: str, players: int, seed: int, kind: VictoryKind
) -> None:
    record = _play(scenario, players, seed)
    assert record.winners and not record.truncated and record.length < LENGTH
    state = record.replay.final_state()
    assert all(_met(state, seat, (kind,)) for seat in record.winners)


@pytest.mark.rules("MI-10.15", "MI-R27")
@pytest.mark.parametrize(("scenario", "players"), SCENARIOS)
def test_random_games_end_by_victory_or_empty_hero_decks_never_cut_short(
    scenario: str, players: int
) -> None:
    for seed in (1, 5):
        record = _play(scenario, players, seed)
        assert not record.truncated and record.length < LENGTH
        if not record.winners:
            state = record.replay.final_state()
            assert all(not cards.deck for cards in state.heroes)


@pytest.mark.rules("MI-R23")
@pytest.mark.parametrize(("scenario", "players"), SCENARIOS)
def test_greedy_beats_random(scenario: str, players: int) -> None:
    """Greedy at one seat, random at the others: greedy wins 3 games of 4 or more."""
    wins = sum(
        seed % players in _play(scenario, players, seed, seed % players).winners
        for seed in range(4)
    )
    assert wins >= 3


def test_greedy_goals_are_the_scenarios_victory_conditions() -> None:
    state = GAME.initial_state(seed=0, scenario="supply_run")
    relays = {from_offset(4, 1), from_offset(5, 4), from_offset(4, 6)}
    caches = {from_offset(2, 0), from_offset(2, 7)}
    # The ACU: hold a relay, or collect requisition at the relays and caches.
    found = goals(GAME.observe(state, 0), 0, None)
    assert {hexes for hexes, _ in found} == {(h,) for h in relays | caches}
    assert {offset for _, offset in found} == {-ERRAND}
    # The dinosaurs: eliminate, the Field Commander first; nobody is placed yet.
    assert goals(GAME.observe(state, 1), 1, None) == ()
    ffa = GAME.initial_state(seed=0, scenario="free_for_all", players=3)
    ford = [((h,), -ERRAND) for h in sorted(from_offset(c, r) for c in (3, 4) for r in (3, 4))]
    assert [((h,), o) for hexes, o in goals(GAME.observe(ffa, 2), 2, None) for h in hexes] == ford


def test_greedy_goes_for_the_named_unit_first() -> None:
    """After deployment the dinosaurs' goals: every ACU unit, the Commander one hex nearer."""
    record = _play("supply_run", 2, 0)
    for state in record.replay.states():
        observation = GAME.observe(state, 1)
        if all(unit.hexes for unit in observation.units):
            break
    acu = {u.name: u.hexes for u in observation.units if u.seat == 0}
    expected = {(acu["ACU Squad"], 0), (acu["Field Commander"], 0)}
    assert set(goals(observation, 1, None)) == expected | {(acu["Field Commander"], -NAMED)}
