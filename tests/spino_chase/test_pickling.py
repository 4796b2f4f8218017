"""States, actions, observations and chance outcomes survive pickling and copying."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from dinorules import CHANCE
from dinorules.kernel import Rng
from dinorules.spino_chase import GAME
from dinorules.testing import mutable_parts


def same_after_copies(value: Any) -> None:
    """``value`` equals its pickled, deep-copied and copied selves."""
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.deepcopy(value) == value
    assert copy.copy(value) == value


def test_the_mutability_check_finds_a_list() -> None:
    state = GAME.initial_state(seed=0)
    assert mutable_parts(state) == ()
    assert mutable_parts(state.replace(table=[0]), "state") == ("state.table (a builtins.list)",)


@pytest.mark.rules("SC-R15", "SC-R16")
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_random_games_survive_pickling_and_copying_at_every_step(players: int, seed: int) -> None:
    state = GAME.initial_state(seed=seed, players=players, chance="explicit", max_rounds=6)
    assert mutable_parts(state.tables) == ()  # the compiled tables, once
    chooser = Rng.from_seed(seed)
    while not GAME.is_terminal(state):
        assert mutable_parts(state, checked=[state.tables]) == ()
        same_after_copies(state)
        for player in range(players):
            same_after_copies(GAME.observe(state, player))
        legal = GAME.legal_actions(state)
        action, chooser = chooser.choice(legal)
        same_after_copies(action)  # a decision, or a chance outcome at a chance node
        restored = pickle.loads(pickle.dumps(state))
        assert GAME.legal_actions(restored) == legal
        after = GAME.apply(state, action)
        assert GAME.apply(restored, action) == after
        assert GAME.apply(copy.deepcopy(state), action) == after
        if GAME.current_player(state) is CHANCE:
            assert action in dict(GAME.chance_outcomes(restored))
        state = after
    same_after_copies(state)
    assert GAME.winners(pickle.loads(pickle.dumps(state))) == GAME.winners(state)
