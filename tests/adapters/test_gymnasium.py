"""The Gymnasium adapter: Gymnasium's check_env on one seat of every game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.adapters.cases import CASES, case_id

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

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


def _play_to_the_end(env: Any, seed: int) -> None:
    _, info = env.reset(seed=seed)
    done = False
    while not done:
        _, _, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
        done = terminated or truncated


def test_a_step_after_the_end_raises_naming_the_state_bug() -> None:
    # Before: the step was refused as illegal and reported terminated=False,
    # truncated=False, reward 0: a training loop recorded a bogus step after the end.
    dg.register()
    env = gymnasium.make("dinorules/jurassattack-v0")
    _play_to_the_end(env, seed=1)
    with pytest.raises(dg.EpisodeOverError, match=r"jurassattack: the game is over \(winners"):
        env.step(0)
    with pytest.raises(gymnasium.error.ResetNeeded):  # Gymnasium's own convention too
        env.step(0)
    env.reset(seed=2)
    env.step(int(env.get_wrapper_attr("action_masks")().argmax()))  # a reset starts over


def test_a_step_before_reset_raises() -> None:
    with pytest.raises(dg.EpisodeOverError, match=r"before reset\(\)"):
        dg.make("spino_chase").step(0)


def test_the_mask_is_in_action_masks_info_and_the_observation() -> None:
    env = dg.make("brunch")
    observation, info = env.reset(seed=4)
    game = dinorules.GAMES["brunch"]
    mask = env.action_masks()
    assert mask.dtype == np.int8
    assert mask.shape == (game.num_distinct_actions(),)
    assert mask.nonzero()[0].tolist() == list(game.legal_indices(env.state))
    assert (info["action_mask"] == mask).all()
    assert (observation["action_mask"] == mask).all()
    _, _, _, _, info = env.step(int(mask.argmax()))
    assert (info["action_mask"] == env.action_masks()).all()


def test_spec_and_max_episode_steps_are_set() -> None:
    env = dg.make("spino_chase", seat=1, max_rounds=4)
    game = dinorules.GAMES["spino_chase"]
    assert env.spec is not None
    assert env.spec.id == "dinorules/spino_chase-v0"
    assert env.spec.max_episode_steps == env.max_episode_steps
    assert env.max_episode_steps == game.max_game_length(max_rounds=4)
    assert env.spec.kwargs == {
        "name": "spino_chase",
        "seat": 1,
        "max_rounds": 4,
        "opponent": "random",
    }
    again = gymnasium.make(env.spec)  # the spec rebuilds the same environment
    assert again.unwrapped.options == {"max_rounds": 4}


def test_gymnasium_make_builds_a_registered_id_with_options() -> None:
    assert "dinorules/spino_chase-v0" in dg.register()
    env = gymnasium.make("dinorules/spino_chase-v0", seat=2, players=3, max_rounds=5)
    assert env.spec is not None
    assert env.spec.max_episode_steps == dinorules.GAMES["spino_chase"].max_game_length()
    inner = env.unwrapped
    assert (inner.seat, inner.options) == (2, {"players": 3, "max_rounds": 5})
    observation, _ = env.reset(seed=1)
    assert dinorules.GAMES["spino_chase"].num_players(inner.state) == 3
    assert observation["observation"].shape == env.observation_space["observation"].shape
