"""The fixed action space, masks, returns, tensors and parse_action of every game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import dinorules
from dinorules import CHANCE, IllegalActionError, InvalidOptionError
from dinorules.kernel import Rng
from dinorules.kernel.indexing import share_returns
from dinorules.testing import seeds
from tests.adapters.cases import CASES, INTEROP_GAMES, SHORT, case_id
from tests.toy import game as toy

WALK = 60
"""Decisions and outcomes per random walk in the property tests."""

PROPERTY_CASES = [
    ("jurassattack", {}),
    ("brunch", {}),
    ("brunch", {"variant": "team", "players": 3}),
    ("spino_chase", {"players": 3}),
    ("island_survival", {"players": 4}),
    ("miniature", {}),
    ("miniature", {"scenario": "free_for_all", "players": 4}),
]


def _walk(name: str, options: dict[str, Any], seed: int, explicit: bool) -> list[Any]:
    """The states of one random game (``WALK`` steps at most), chance shown or not."""
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=seed, chance="explicit" if explicit else "auto", **options)
    rng = Rng.from_seed(seed)
    states = [state]
    while not game.is_terminal(state) and len(states) < WALK:
        action, rng = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize(("name", "options"), PROPERTY_CASES, ids=map(case_id, PROPERTY_CASES))
@given(seed=seeds(), explicit=st.booleans())
def test_index_round_trip_and_mask_on_reachable_states(
    name: str, options: dict[str, Any], seed: int, explicit: bool
) -> None:
    game = dinorules.GAMES[name]
    actions = game.num_distinct_actions(**options)
    outcomes = game.max_chance_outcomes(**options)
    for state in _walk(name, options, seed, explicit):
        legal = game.legal_actions(state)
        chance = game.current_player(state) is CHANCE
        size = outcomes if chance else actions
        indices = [game.action_index(state, action) for action in legal]
        assert all(0 <= i < size for i in indices)
        assert len(set(indices)) == len(legal)
        assert [game.index_action(state, i) for i in indices] == list(legal)
        mask = game.legal_action_mask(state)
        assert len(mask) == size
        assert [i for i, legal_here in enumerate(mask) if legal_here] == sorted(indices)
        assert game.legal_indices(state) == tuple(sorted(indices))
        if chance:
            probabilities = dict(game.chance_outcomes(state))
            assert set(probabilities) == set(legal)


@pytest.mark.parametrize(("name", "options"), PROPERTY_CASES, ids=map(case_id, PROPERTY_CASES))
@given(seed=seeds(), secret=seeds())
def test_tensor_sees_only_the_observation(
    name: str, options: dict[str, Any], seed: int, secret: int
) -> None:
    game = dinorules.GAMES[name]
    size = game.tables_for(**options).size
    state = _walk(name, options, seed, explicit=False)[-1]
    for player in range(game.num_players(state)):
        tensor = game.observation_tensor(state, player)
        assert len(tensor) == size
        assert all(isinstance(x, int | float) and x >= -1 for x in tensor)
        # Hidden information redrawn: the state may differ, the tensor may not.
        other = game.sample_hidden(state, player, seed=secret)
        assert game.observation_tensor(other, player) == tensor


@pytest.mark.parametrize("name", ["jurassattack", "brunch", "spino_chase", "miniature"])
def test_states_differing_only_in_hidden_information_give_one_tensor(name: str) -> None:
    game = dinorules.GAMES[name]
    state = _walk(name, {}, 5, explicit=False)[3]
    others = [game.sample_hidden(state, 0, seed=k) for k in range(20)]
    assert any(other != state for other in others)  # the hidden parts really differ
    assert {game.observation_tensor(other, 0) for other in others} == {
        game.observation_tensor(state, 0)
    }


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_distinct_observations_give_distinct_tensors(name: str) -> None:
    game = dinorules.GAMES[name]
    seen: dict[Any, Any] = {}
    for seed in range(3):
        for state in _walk(name, {}, seed, explicit=False):
            observation = game.observe(state, 0)
            seen.setdefault(game.observation_tensor(state, 0), set()).add(observation)
    clashes = [observations for observations in seen.values() if len(observations) > 1]
    assert not clashes, f"{len(clashes)} tensors stand for several observations"


@pytest.mark.parametrize(("name", "options"), CASES, ids=map(case_id, CASES))
def test_space_sizes_are_fixed_by_the_options(name: str, options: dict[str, Any]) -> None:
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=3, **options)
    assert game.num_players_for(**options) == game.num_players(state)
    assert len(game.legal_action_mask(state)) == game.num_distinct_actions(**options)
    assert len(game.observation_tensor(state, 0)) == game.tables_for(**options).size


def test_returns_share_the_pot_and_sum_to_zero() -> None:
    assert share_returns(2, frozenset({1})) == (-1.0, 1.0)
    assert share_returns(3, frozenset({1, 2})) == (-1.0, 0.5, 0.5)
    assert share_returns(4, frozenset({0, 1, 2, 3})) == (0.0, 0.0, 0.0, 0.0)
    for players in (2, 3, 4):
        for winners in ({0}, {0, 1}, set()):
            assert sum(share_returns(players, frozenset(winners))) == 0.0


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_returns_are_zero_until_the_end_then_follow_the_winners(name: str) -> None:
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=11)
    assert game.returns(state) == (0.0,) * game.num_players(state)
    rng = Rng.from_seed(11)
    while not game.is_terminal(state):
        action, rng = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    returns = game.returns(state)
    winners = game.winners(state)
    assert sum(returns) == 0.0
    assert all((returns[seat] > 0) == (seat in winners) for seat in range(len(returns))) or (
        len(winners) == len(returns)
    )


def test_a_game_cut_short_returns_zero_to_everyone() -> None:
    game = dinorules.GAMES["spino_chase"]
    state = game.initial_state(seed=2, max_rounds=1)
    rng = Rng.from_seed(2)
    while not game.is_terminal(state):
        action, rng = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    assert game.truncated(state)
    assert game.returns(state) == (0.0, 0.0)


def test_index_errors_name_the_problem() -> None:
    game = dinorules.GAMES["spino_chase"]
    state = game.initial_state(seed=1)
    size = game.num_distinct_actions()
    with pytest.raises(
        IllegalActionError, match=rf"action index {size} is not an integer in 0\.\.{size - 1}"
    ):
        game.index_action(state, size)
    with pytest.raises(IllegalActionError, match="not an integer"):
        game.index_action(state, True)
    with pytest.raises(IllegalActionError, match="is no action of spino_chase"):
        game.action_index(state, dinorules.jurassattack.ReturnCard("Egg"))


def test_a_game_without_a_space_says_so() -> None:
    assert toy.GAME.spec.interop is None
    with pytest.raises(InvalidOptionError, match="toy has no fixed action space"):
        toy.GAME.num_distinct_actions()


def test_parse_action_inverts_str_and_lists_close_matches() -> None:
    game = dinorules.GAMES["jurassattack"]
    state = game.initial_state(seed=7)
    for action in game.legal_actions(state):
        assert game.parse_action(state, str(action)) == action
        assert game.parse_action(state, "  " + str(action).upper() + " ") == action
    with pytest.raises(
        IllegalActionError, match=r"'play Eg' is not a legal action here; close: 'play Egg'"
    ):
        game.parse_action(state, "play Eg")
    with pytest.raises(IllegalActionError, match=r"is not a legal action here$"):
        game.parse_action(state, "xyzzy")


def test_every_tensor_slot_is_documented() -> None:
    text = (Path(__file__).parents[2] / "docs" / "interop.md").read_text(encoding="utf-8")
    for name in INTEROP_GAMES:
        for slot in dinorules.GAMES[name].tables_for().slots:
            documented = slot.name.split(".", 1)[-1]
            assert f"`{documented}`" in text, f"{name}: slot {slot.name} is not in docs/interop.md"


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_the_tensor_written_into_a_numpy_buffer_is_the_tuple(name: str) -> None:
    np = pytest.importorskip("numpy")
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=2, **SHORT.get(name, {}))
    size = game.tables(state).size
    buffer = np.full(size, 7.0, np.float32)
    assert game.observation_tensor(state, 0, out=buffer) is buffer
    assert (buffer == np.array(game.observation_tensor(state, 0), np.float32)).all()
    with pytest.raises(ValueError, match=rf"out: a buffer of {size + 1} for {name}"):
        game.observation_tensor(state, 0, out=np.zeros(size + 1, np.float32))
