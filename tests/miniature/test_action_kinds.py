"""The one list of action types: every other place derives from it (MI-R13)."""

from __future__ import annotations

import typing

import pytest

from dinorules import CHANCE
from dinorules.kernel import Rng
from dinorules.miniature import GAME, actions
from dinorules.miniature.rules import MiniatureRules

SETS: list[dict[str, object]] = [
    {"scenario": "skirmish"},
    {"scenario": "supply_run"},
    {"scenario": "free_for_all", "players": 3},
]


def test_the_type_alias_and_the_decision_table_name_exactly_the_listed_types() -> None:
    assert set(typing.get_args(actions.MiniatureAction)) == set(actions.DECISION_TYPES)
    assert set(typing.get_args(actions.MiniatureOutcome)) == set(actions.OUTCOME_TYPES)
    assert set(MiniatureRules.decisions.effects) == set(actions.ACTION_TYPES)
    assert set(GAME.spec.action_types) == set(actions.ACTION_TYPES)


def test_every_type_is_public_from_the_package() -> None:
    import dinorules.miniature as package  # noqa: PLC0415

    for kind in actions.ACTION_TYPES:
        assert getattr(package, kind.__name__) is kind
        assert kind.__name__ in package.__all__


@pytest.mark.rules("MI-R13")
@pytest.mark.parametrize("options", SETS, ids=str)
def test_every_listed_action_is_of_a_kind_that_answers_the_phase(
    options: dict[str, object],
) -> None:
    for seed in range(6):
        state = GAME.initial_state(seed=seed, chance="explicit", forced="explicit", **options)
        rng = Rng.from_seed(seed)
        while not GAME.is_terminal(state):
            legal = GAME.legal_actions(state)
            for action in legal:
                assert state.phase in type(action).phases, (state.phase, action)
            if GAME.current_player(state) is not CHANCE:
                assert all(type(a) in actions.DECISION_TYPES for a in legal)
            action, rng = rng.choice(legal)
            state = GAME.apply(state, action)
