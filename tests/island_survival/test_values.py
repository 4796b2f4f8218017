"""States, actions, observations and outcomes pickle, copy, and hold nothing mutable."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterator

import pytest

import dinorules.island_survival as isl
from dinorules.island_survival.state import IslandState
from dinorules.kernel import Rng
from dinorules.testing import mutable_parts


def same_after_pickle_and_copies(thing: object) -> None:
    assert pickle.loads(pickle.dumps(thing)) == thing
    assert copy.deepcopy(thing) == thing
    assert copy.copy(thing) == thing


def walk(seed: int, players: int, steps: int = 150) -> Iterator[tuple[IslandState, object]]:
    """A random game showing every chance node and decision: each state and its next step."""
    state = isl.initial_state(seed=seed, players=players, chance="explicit", forced="explicit")
    chooser = Rng.from_seed(seed)
    for _ in range(steps):
        if isl.is_terminal(state):
            break
        step, chooser = chooser.choice(isl.legal_actions(state))
        yield state, step
        state = isl.apply(state, step)
    yield state, None


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_every_state_action_observation_and_outcome_pickles_and_copies(
    seed: int, players: int
) -> None:
    for state, step in walk(seed, players):
        same_after_pickle_and_copies(state)
        same_after_pickle_and_copies(isl.observe(state, players - 1))
        if step is not None:
            same_after_pickle_and_copies(step)
            restored = pickle.loads(pickle.dumps(state))
            assert isl.legal_actions(restored) == isl.legal_actions(state)
            assert isl.apply(restored, step) == isl.apply(state, step)


def test_a_restored_game_plays_on_identically() -> None:
    state = isl.initial_state(seed=8, players=4)
    steps = []
    for _ in range(30):
        steps.append(isl.legal_actions(state)[-1])
        state = isl.apply(state, steps[-1])
    restored, duplicate = pickle.loads(pickle.dumps(state)), copy.deepcopy(state)
    while not isl.is_terminal(state):
        action = isl.legal_actions(state)[0]
        state = isl.apply(state, action)
        restored, duplicate = isl.apply(restored, action), isl.apply(duplicate, action)
        assert restored == state and duplicate == state
    assert isl.winners(restored) == isl.winners(state)


def test_nothing_mutable_is_reachable_from_a_state() -> None:
    components = None
    for state, _ in walk(4, 4):
        if state.components is not components:  # the compiled tables, checked once
            components = state.components
            assert mutable_parts(components) == ()
        assert mutable_parts(state, "state", checked=[components]) == ()


def test_the_walk_finds_a_mutable_container() -> None:
    state = isl.initial_state(seed=1)
    assert mutable_parts(state.replace(card=[]), "state") == ("state.card (a builtins.list)",)  # type: ignore[arg-type]
