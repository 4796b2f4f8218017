"""Properties of fights over random play, and whole games that end by elimination."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.agents.factory import make_agent
from dinorules.kernel import ArmorZone
from dinorules.miniature import GAME
from dinorules.miniature.combat.scores import armor_score
from dinorules.miniature.data.scenarios import VictoryKind
from dinorules.miniature.round.ending import met
from dinorules.miniature.state import SkillKind
from dinorules.sim.play import play_game
from tests.miniature.helpers import ACU, COMMANDER, RAPTORS, TRIKE, scenario_file

ELIMINATION = (VictoryKind.ELIMINATE_ALL, VictoryKind.ELIMINATE_UNIT)
# Seeds whose greedy games end by elimination (the dinosaurs take out the Field
# Commander). Greedy free-for-all games end at the ford (reach_zone) in the first
# round; test_starter_games.py covers them and random games.
ELIMINATED = [("skirmish", 2, 0), ("supply_run", 2, 0)]


@pytest.fixture(scope="module")
def brawl(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Two armies face to face, in contact from the start: every round has fights."""
    path: Path = tmp_path_factory.mktemp("brawl")
    zones = [[(4, 3), (5, 2)], [(4, 4), (5, 3)]]
    return scenario_file(path, [[RAPTORS, TRIKE], [ACU, COMMANDER]], zones)


def _total_health(state: object) -> int:
    return sum(sum(unit.health) for unit in GAME.observe(state, 0).units)


@pytest.mark.rules("MI-14.2", "MI-14.6", "MI-R33")
@given(seed=st.integers(0, 2**16), picks=st.lists(st.integers(0, 99), min_size=400, max_size=400))
def test_total_health_never_increases_and_armor_is_never_negative(
    brawl: str, seed: int, picks: list[int]
) -> None:
    state = GAME.initial_state(seed=seed, scenario=brawl, max_rounds=2)
    for pick in picks:
        if GAME.is_terminal(state):
            break
        before = _total_health(state)
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[pick % len(legal)])
        assert _total_health(state) <= before
        if state.test is not None and state.test.kind is SkillKind.DAMAGE:
            assert state.fight.against >= 0  # the Armor score of the Damage test
        for number, unit in enumerate(state.units):
            if unit.health:
                for zone in ArmorZone:
                    assert armor_score(state, number, zone, pick % 8) >= 0


@pytest.mark.rules("MI-14.9", "MI-R23", "MI-R34")
@pytest.mark.parametrize(("scenario", "players", "seed"), ELIMINATED)
def test_a_starter_scenario_plays_to_a_victory_by_elimination(
    scenario: str, players: int, seed: int
) -> None:
    agents = [make_agent("greedy").for_game(GAME) for _ in range(players)]
    options = {"scenario": scenario, "players": players}
    record = play_game(GAME, agents, seed=seed, options=options)
    assert record.winners and not record.truncated
    state = record.replay.final_state()
    victories = state.components.scenario.victories
    assert any(
        victory.kind in ELIMINATION and met(state, index, victory, seat)
        for index, victory in enumerate(victories)
        for seat in record.winners
    )
