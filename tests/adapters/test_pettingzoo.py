"""The PettingZoo adapter: PettingZoo's api_test and seed_test on every game and player count."""

from __future__ import annotations

from typing import Any

import pytest

from tests.adapters.cases import CASES, case_id

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

import dinorules
from dinorules.adapters import pettingzoo as pz

# api_test recommends Box observations; the issue asks for a Dict of the tensor and the
# action mask, as PettingZoo's own classic games have (which its test names as exempt).
ADVISORY = [
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:Observation is not a NumPy array:UserWarning",
]


@pytest.mark.parametrize(("name", "options"), CASES, ids=map(case_id, CASES))
@pytest.mark.filterwarnings(*ADVISORY)
def test_api_test_and_seed_test_pass(name: str, options: dict[str, Any]) -> None:
    api_test(pz.env(name, **options), num_cycles=200)
    seed_test(lambda: pz.env(name, **options), num_cycles=50)


def test_rewards_come_at_the_end_and_are_the_returns() -> None:
    env = pz.env("jurassattack", render_mode="ansi")
    env.reset(seed=3)
    game = dinorules.GAMES["jurassattack"]
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        assert reward == 0.0
        assert isinstance(env.render(), str)
        legal = [i for i, flag in enumerate(observation["action_mask"]) if flag]
        assert legal == list(game.legal_indices(env.state))
        env.step(legal[0])
    assert tuple(totals.values()) == game.returns(env.state)
    assert sorted(totals.values()) == [-1.0, 1.0] or set(totals.values()) == {0.0}
