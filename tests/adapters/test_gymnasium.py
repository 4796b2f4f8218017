"""The Gymnasium adapter: Gymnasium's check_env on one seat of every game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.adapters.cases import CASES, case_id

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import dinorules  # noqa: E402
from dinorules.adapters import gymnasium as dg  # noqa: E402


@pytest.mark.parametrize(("name", "options"), CASES, ids=map(case_id, CASES))
def test_check_env_passes(name: str, options: dict[str, Any]) -> None:
    seat = dinorules.GAMES[name].num_players_for(**options) - 1
    check_env(dg.make(name, seat=seat, **options), skip_render_check=True)


def test_check_env_passes_with_rendering_through_gymnasium_make() -> None:
    assert "dinorules/jurassattack-v0" in dg.register()
    env = gymnasium.make("dinorules/jurassattack-v0", render_mode="ansi", opponent="greedy")
    check_env(env.unwrapped)
    env.reset(seed=1)
    assert "hand" in env.render()


def test_an_illegal_index_is_refused_and_changes_nothing() -> None:
    env = dg.make("spino_chase", players=3)
    observation, _ = env.reset(seed=5)
    illegal = int(list(observation["action_mask"]).index(0))
    before = env.state
    again, reward, terminated, truncated, info = env.step(illegal)
    assert env.state is before
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert "illegal" in info["illegal"]
    assert (again["observation"] == observation["observation"]).all()


def test_an_episode_ends_with_the_seat_s_return() -> None:
    env = dg.make("jurassattack", seat=1)
    observation, _ = env.reset(seed=8)
    game = dinorules.GAMES["jurassattack"]
    total, done = 0.0, False
    while not done:
        action = int(list(observation["action_mask"]).index(1))
        observation, reward, terminated, truncated, _ = env.step(action)
        total += reward
        done = terminated or truncated
    assert total == game.returns(env.state)[1]
    assert not observation["action_mask"].any()


def test_a_bad_seat_is_refused() -> None:
    with pytest.raises(dinorules.InvalidOptionError, match=r"seat must be 0\.\.1, got 2"):
        dg.make("jurassattack", seat=2)
