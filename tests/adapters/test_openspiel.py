"""The OpenSpiel adapter: pyspiel's own random_sim_test on every game and player count."""

from __future__ import annotations

import pickle
import random
from fractions import Fraction
from typing import Any

import pytest

import dinorules
from dinorules.adapters import openspiel
from tests.adapters.cases import CASES, case_id

pyspiel = pytest.importorskip("pyspiel")


@pytest.mark.parametrize(("name", "options"), CASES, ids=map(case_id, CASES))
def test_random_sim_test_passes(name: str, options: dict[str, Any]) -> None:
    game = openspiel.load(name, **options)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    assert game.num_players() == dinorules.GAMES[name].num_players_for(**options)


@pytest.mark.parametrize("name", ["jurassattack", "island_survival"])
def test_game_type_and_info_are_truthful(name: str) -> None:
    ours = dinorules.GAMES[name]
    game = openspiel.load(name)
    kind = game.get_type()
    assert kind.short_name == f"dinorules_{name}"
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    perfect = pyspiel.GameType.Information.PERFECT_INFORMATION
    assert (kind.information == perfect) is (not ours.hidden_information)
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert (kind.min_num_players, kind.max_num_players) == (ours.min_players, ours.max_players)
    assert "chance" not in kind.parameter_specification
    assert game.num_distinct_actions() == ours.num_distinct_actions()
    assert game.max_chance_outcomes() == ours.max_chance_outcomes()
    assert game.max_game_length() == ours.max_game_length()
    players = ours.num_players_for()
    assert (game.min_utility(), game.max_utility()) == (-1.0, players - 1.0)


def test_chance_outcomes_carry_our_exact_probabilities() -> None:
    game = openspiel.load("jurassattack")
    state = game.new_initial_state()
    assert state.is_chance_node()
    ours = dinorules.GAMES["jurassattack"]
    exact = ours.chance_outcomes(state.state)
    listed = state.chance_outcomes()
    assert [p for _, p in listed] == [float(p) for _, p in exact]
    assert sum(Fraction(p) for _, p in exact) == 1
    assert [state.action_to_string(pyspiel.PlayerId.CHANCE, a) for a, _ in listed] == [
        str(o) for o, _ in exact
    ]


def _play(game: Any, steps: int, seed: int) -> Any:
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_observations_come_from_observe_and_resampling_keeps_them() -> None:
    game = openspiel.load("jurassattack")
    state = _play(game, 30, seed=4)
    ours = dinorules.GAMES["jurassattack"]
    for player in (0, 1):
        tensor = list(state.observation_tensor(player))
        assert tensor == pytest.approx(list(ours.observation_tensor(state.state, player)))
        resampled = state.resample_from_infostate(player, random.Random(9).random)
        assert resampled.observation_tensor(player) == pytest.approx(tensor)
        assert resampled.observation_string(player) == state.observation_string(player)


def test_a_state_round_trips_through_our_replay_and_pyspiel_serialization() -> None:
    game = openspiel.load("spino_chase", players=3, max_rounds=2)
    state = _play(game, 80, seed=2)
    replay = dinorules.Replay.from_json(state.replay().to_json())
    assert replay.final_state() == state.state
    assert game.state_from_replay(replay).state == state.state
    assert game.deserialize_state(state.serialize()).state == state.state
    assert game.deserialize_state(state.serialize()).history() == state.history()


def test_an_illegal_index_is_refused_with_the_rule_and_changes_nothing() -> None:
    game = openspiel.load("spino_chase")
    state = _play(game, 12, seed=3)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    legal = state.legal_actions()
    illegal = next(i for i in range(game.num_distinct_actions()) if i not in legal)
    before = state.held
    with pytest.raises(dinorules.IllegalActionError, match="is illegal for player"):
        state.apply_action(illegal)
    with pytest.raises(
        dinorules.IllegalActionError,
        match=r"33 \(int\) is not an index of the 33 actions of spino_chase",
    ):
        state.apply_action(game.num_distinct_actions())
    assert state.held is before


def test_the_history_is_shared_with_the_clone_it_came_from() -> None:
    game = openspiel.load("jurassattack")
    state = _play(game, 40, seed=6)
    clone = state.clone()
    assert clone.held is state.held  # a clone shares the immutable values
    clone.apply_action(clone.legal_actions()[0])
    assert clone.held.history[0] is state.held.history  # one link added, nothing copied
    assert len(clone.held.actions) == len(clone.history()) == len(state.history()) + 1
    assert clone.replay().final_state() == clone.state


def test_a_state_serialized_before_the_linked_history_still_loads() -> None:
    game = openspiel.load("jurassattack")
    state = _play(game, 10, seed=1)
    held = state.held
    old = type(held).__new__(type(held))
    old.__setstate__(
        (
            None,
            {
                "game": held.game,
                "state": held.state,
                "actions": held.actions,
                "seed": held.seed,
                "options": held.options,
            },
        )
    )
    assert (old.state, old.actions, old.legal_indices) == (
        held.state,
        held.actions,
        held.legal_indices,
    )


@pytest.mark.parametrize("name", ["jurassattack", "spino_chase"])
def test_legal_actions_and_chance_nodes_answer_as_pyspiel_s_bridge(name: str) -> None:
    game = openspiel.load(name, **({"max_rounds": 3} if name == "spino_chase" else {}))
    for seed in range(2):
        state = game.new_initial_state()
        rng = random.Random(seed)
        while True:
            assert state.legal_actions() == pyspiel.State.legal_actions(state)
            assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
            for player in (*range(game.num_players()), pyspiel.PlayerId.CHANCE):
                try:
                    bridged = pyspiel.State.legal_actions(state, player)
                except pyspiel.SpielError:
                    with pytest.raises(pyspiel.SpielError, match="pseudo-player"):
                        state.legal_actions(player)
                else:
                    assert state.legal_actions(player) == bridged
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))


def test_a_long_history_pickles_flat() -> None:
    game = openspiel.load("spino_chase")
    state = _play(game, 5, seed=2)
    held = state.held
    longer = type(held)(held.game, held.state, None, held.seed, held.options)
    for step in range(5000):  # deeper than the recursion limit, were it pickled linked
        longer = type(held)(longer.game, longer.state, (longer.history, step), 0, {})
    restored = pickle.loads(pickle.dumps(longer))
    assert restored.actions == tuple(range(5000))
    assert restored.state == held.state
