"""Every tensor number lies within its slot's declared bounds (the adapters' ``Box``).

Checked on random games of every game and player count, every seat's tensor at
every step; the observation space of PettingZoo and Gymnasium is built from them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.adapters.cases import CASES, case_id

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")

import dinorules  # noqa: E402
from dinorules.adapters.spaces import observation_space  # noqa: E402
from dinorules.kernel.indexing import UNBOUNDED  # noqa: E402


@pytest.mark.parametrize(("name", "options"), CASES, ids=map(case_id, CASES))
def test_every_tensor_lies_within_its_slots_bounds(name: str, options: dict[str, Any]) -> None:
    game = dinorules.GAMES[name]
    box = observation_space(game, **options)["observation"]
    chooser = random.Random(3)
    for seed in range(2):
        state = game.initial_state(seed=seed, **options)
        for _ in range(200):
            for seat in range(game.num_players(state)):
                tensor = np.asarray(game.observation_tensor(state, seat), np.float32)
                outside = np.flatnonzero((tensor < box.low) | (tensor > box.high))
                slots = [slot.name for slot in game.tables(state).slots for _ in range(slot.size)]
                assert not outside.size, [(slots[i], float(tensor[i])) for i in outside[:5]]
            if game.is_terminal(state):
                break
            state = game.apply(state, chooser.choice(game.legal_actions(state)))


def test_jurassattack_declares_its_real_bounds() -> None:
    box = observation_space(dinorules.GAMES["jurassattack"])["observation"]
    assert box.low.min() == -1.0
    assert box.high.max() < UNBOUNDED  # no slot is left unbounded
    tiny = observation_space(dinorules.GAMES["jurassattack"], deck="tiny")["observation"]
    assert tiny.high.max() < box.high.max()  # the bounds follow the deck
