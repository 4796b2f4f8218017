"""Every state, action, observation and chance outcome is a value: it pickles and copies
to an equal one, a restored state plays on identically, and nothing in it can change."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterator
from types import MappingProxyType

import pytest

import dinorules.jurassattack as ja
from dinorules import CHANCE
from dinorules.jurassattack.components import STANDARD, Components
from dinorules.kernel import Rng
from dinorules.testing import mutable_parts

MODES = [{}, {"chance": "explicit", "forced": "explicit"}]


def _copies(value: object) -> dict[str, object]:
    return {
        "pickle": pickle.loads(pickle.dumps(value)),
        "deepcopy": copy.deepcopy(value),
        "copy": copy.copy(value),
    }


def _values_at(state: ja.JurassAttackState) -> Iterator[tuple[str, object]]:
    yield "state", state
    legal = ja.legal_actions(state)
    yield from (("legal action", action) for action in legal)
    if ja.current_player(state) is not CHANCE:
        yield from ((f"observation {p}", ja.observe(state, p)) for p in (0, 1))


@pytest.mark.rules("JA-R2", "JA-R10", "JA-R13")
@pytest.mark.parametrize("options", MODES)
def test_every_value_pickles_and_copies_and_a_restored_state_plays_on(
    options: dict[str, str],
) -> None:
    for seed in range(4):
        state = ja.initial_state(seed=seed, **options)
        chooser = Rng.from_seed(seed)
        assert mutable_parts(state.components) == ()  # the compiled tables, once
        while not ja.is_terminal(state):
            for what, value in _values_at(state):
                for how, restored in _copies(value).items():
                    assert restored == value, f"{what} after {how}"
                    assert hash(restored) == hash(value), f"{what} after {how}"
                assert mutable_parts(value, what, checked=[state.components]) == ()
            action, chooser = chooser.choice(ja.legal_actions(state))
            restored_state = pickle.loads(pickle.dumps(state))
            assert ja.legal_actions(restored_state) == ja.legal_actions(state)
            state = ja.apply(state, action)
            assert ja.apply(restored_state, action) == state


@pytest.mark.rules("JA-R2")
def test_compiled_decks_pickle_as_their_deck_list_and_copy_as_themselves() -> None:
    restored = pickle.loads(pickle.dumps(STANDARD))  # rebuilt from the deck list
    assert restored == STANDARD and restored.hand_packs == STANDARD.hand_packs
    assert copy.copy(STANDARD) is STANDARD and copy.deepcopy(STANDARD) is STANDARD
    assert Components.build(STANDARD.deck) == STANDARD
    assert len(pickle.dumps(STANDARD)) < 4_000  # the deck list, none of the tables
    assert not isinstance(STANDARD.hand_packs, MappingProxyType)
