"""The conformance harness, a state machine with the conservation laws, and canonical order."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import settings
from hypothesis.stateful import invariant

from dinorules.miniature import GAME
from dinorules.miniature.actions import DECISION_TYPES
from dinorules.miniature.data.components import load_components
from dinorules.miniature.round.draws import HERO_PICK
from dinorules.testing import check_game, game_machine
from tests.miniature.helpers import settle, start

SCENARIOS = [("skirmish", 2), ("supply_run", 2), ("free_for_all", 3), ("free_for_all", 4)]
ROUNDS = 2
"""The harness plays two rounds, then the bound truncates the game (MI-R27), for time;
whole games to empty hero decks are played by ``test_random_games_stay_within_...``."""


@pytest.mark.rules("MI-R7", "MI-R14", "MI-R4", "MI-R1", "MI-R16", "MI-10.15")
@pytest.mark.parametrize(("scenario", "players"), SCENARIOS)
def test_the_harness_passes_on_every_starter_scenario(scenario: str, players: int) -> None:
    report = check_game(
        GAME,
        seeds=range(1),
        options={
            "scenario": scenario,
            "players": players,
            "max_rounds": ROUNDS,
        },
        samples_per_state=1,
        max_actions_checked=2,
    )
    assert report.games == 2
    assert report.hidden_varied


@pytest.mark.rules("MI-R13")
def test_the_harness_passes_with_every_decision_shown() -> None:
    check_game(
        GAME,
        seeds=range(1, 2),
        options={"forced": "explicit", "scenario": "skirmish", "players": 2, "max_rounds": 1},
        samples_per_state=1,
        max_actions_checked=2,
    )


def _few() -> settings:
    """A quarter of the profile's examples for each of the four scenarios' machines."""
    return settings(settings.default, max_examples=max(2, settings.default.max_examples // 4))


def _machine(scenario: str, players: int) -> Any:
    options = {"scenario": scenario, "players": players, "max_rounds": ROUNDS}

    class MiniatureMachine(game_machine(GAME, options=options)):  # type: ignore[misc]
        """Random play; every card in one place, units apart and on the board."""

        @invariant()
        def laws_hold(self) -> None:
            if self.state is not None:
                assert GAME.invariants(self.state) == ()

        @invariant()
        def hands_stay_within_their_size(self) -> None:
            if self.state is not None:
                seen = GAME.observe(self.state, 0)
                picking = seen.phase.name in ("DRAW_PICK", "DISCARD_HERO")
                for seat, size in enumerate(seen.hero_hand_sizes):
                    room = HERO_PICK if picking and seat == seen.actor else 0  # MI-R24
                    assert size <= 5 + room

        @invariant()
        def models_are_never_gained(self) -> None:
            if self.previous is None or self.state is None:
                return
            before = GAME.observe(self.previous, 0).units
            for was, now in zip(before, GAME.observe(self.state, 0).units, strict=True):
                assert len(now.health) <= len(was.health)  # MI-14.6: models only fall
                assert was.health or not now.health  # MI-14.9: an eliminated unit stays out

    MiniatureMachine.TestCase.settings = _few()
    return MiniatureMachine


_MACHINE_RULES = pytest.mark.rules("MI-3.4", "MI-R4", "MI-R5", "MI-R11", "MI-14.9", "MI-16.2")
TestSkirmish = _MACHINE_RULES(_machine("skirmish", 2).TestCase)
TestSupplyRun = _MACHINE_RULES(_machine("supply_run", 2).TestCase)
TestThreePlayers = _MACHINE_RULES(_machine("free_for_all", 3).TestCase)
TestFourPlayers = _MACHINE_RULES(_machine("free_for_all", 4).TestCase)


@pytest.mark.rules("MI-R4")
def test_the_conservation_check_catches_a_lost_card() -> None:
    state = settle(start())
    assert GAME.invariants(state) == ()
    unit = state.units[0]
    broken = state.replace(
        units=(unit.replace(hand=unit.hand.remove(next(iter(unit.hand)))), *state.units[1:])
    )
    assert any("not conserved" in law for law in GAME.invariants(broken))


def _fields(action: Any) -> tuple[Any, ...]:
    return attrs.astuple(action)


@pytest.mark.rules("MI-R13")
def test_legal_actions_come_in_canonical_order() -> None:
    for seed in range(3):
        state = GAME.initial_state(seed=seed, scenario="free_for_all", players=4)
        while not GAME.is_terminal(state):
            legal = GAME.legal_actions(state)
            assert len(set(legal)) == len(legal)
            kinds = [type(a).__name__ for a in legal]
            order = [kind.__name__ for kind in DECISION_TYPES]
            assert kinds == sorted(kinds, key=order.index)
            for kind in (
                "Mulligan",
                "PlaceAt",
                "ChooseDeployer",
                "PlaceUnit",
                "PlaceActive",
                "Lead",
            ):
                same = [a for a in legal if type(a).__name__ == kind]
                assert same == sorted(same, key=_fields)
            state = GAME.apply(state, legal[seed % len(legal)])


@pytest.mark.rules("MI-R7", "MI-R27")
def test_random_games_stay_within_the_declared_length() -> None:
    for scenario, players in SCENARIOS:
        bound = GAME.max_game_length(scenario=scenario, players=players)
        for seed in range(2):
            state = GAME.initial_state(
                seed=seed, scenario=scenario, players=players, forced="explicit"
            )
            steps = 0
            while not GAME.is_terminal(state):
                state = GAME.apply(state, GAME.legal_actions(state)[0])
                steps += 1
            assert steps <= bound
    assert load_components().unit["T-Rex"].skills.movement == 1
