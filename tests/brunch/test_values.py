"""States, actions, observations and outcomes are values: pickled, copied, immutable."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from dinorules import CHANCE
from dinorules.brunch import GAME
from dinorules.kernel import Rng
from dinorules.testing import mutable_parts

VARIANTS = ({}, {"variant": "snack"}, {"variant": "team", "players": 4})


def same_value(x: Any) -> None:
    """``x`` survives a pickle, a deep copy and a copy unchanged."""
    assert pickle.loads(pickle.dumps(x)) == x
    assert copy.deepcopy(x) == x
    assert copy.copy(x) == x


def plays_on_identically(state: Any, restored: Any, seed: int) -> None:
    """Both states give the same legal actions and the same next states, to the end."""
    chooser = Rng.from_seed(seed)
    for _ in range(20):
        if GAME.is_terminal(state):
            assert GAME.is_terminal(restored)
            return
        legal = GAME.legal_actions(state)
        assert GAME.legal_actions(restored) == legal
        action, chooser = chooser.choice(legal)
        state, restored = GAME.apply(state, action), GAME.apply(restored, action)
        assert restored == state


@pytest.mark.rules("BR-R13", "BR-R21")
@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_every_value_of_a_game_pickles_and_copies(options: dict[str, Any], chance: str) -> None:
    for seed in range(2):
        state = GAME.initial_state(seed=seed, chance=chance, **options)
        assert mutable_parts(state, "state") == ()
        chooser = Rng.from_seed(seed)
        step = 0
        while not GAME.is_terminal(state):
            same_value(state)
            player = GAME.current_player(state)
            if player is not CHANCE:
                same_value(GAME.observe(state, player))
            legal = GAME.legal_actions(state)
            for action in legal:
                same_value(action)
            if step % 25 == 0:
                restored = pickle.loads(pickle.dumps(state))
                plays_on_identically(state, restored, seed)
                plays_on_identically(state, copy.deepcopy(state), seed)
            action, chooser = chooser.choice(legal)
            state = GAME.apply(state, action)
            step += 1
        same_value(state)
        assert mutable_parts(state, "state") == ()


def test_a_pickle_holds_the_sources_of_the_compiled_tables() -> None:
    state = GAME.initial_state(seed=1)
    restored = pickle.loads(pickle.dumps(state))
    assert restored.variant == state.variant
    assert restored.variant.tokens.index == state.variant.tokens.index  # derived again
    assert copy.deepcopy(state).variant is state.variant  # nothing in it can change
    assert b"Move" not in pickle.dumps(state.variant)  # ready-made actions are derived
