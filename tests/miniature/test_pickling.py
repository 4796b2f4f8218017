"""States, actions, observations and chance outcomes survive pickling and copying."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import attrs
import pytest

from dinorules import CHANCE
from dinorules.kernel import FrozenMap, Rng
from dinorules.miniature import GAME

MUTABLE = (dict, list, set, bytearray, MappingProxyType)


def same_after_copies(value: Any) -> None:
    """``value`` equals its pickled, deep-copied and copied selves."""
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.deepcopy(value) == value
    assert copy.copy(value) == value


def reachable(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every object reachable from ``value`` through attrs fields and containers."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, str | int | float | bool | type(None)):
        return
    seen.add(id(value))
    yield value
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            yield from reachable(getattr(value, field.name), seen)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from reachable(key, seen)
            yield from reachable(item, seen)
    elif isinstance(value, tuple | frozenset):
        for item in value:
            yield from reachable(item, seen)


def mutable_parts(value: Any, checked: Any = None) -> list[Any]:
    """The mutable objects reachable from ``value`` but not through ``checked``.

    A `FrozenMap` is not mutable.
    """
    seen = set() if checked is None else {id(checked)}
    return [
        obj
        for obj in reachable(value, seen)
        if isinstance(obj, MUTABLE) and not isinstance(obj, FrozenMap)
    ]


@pytest.mark.rules("MI-R13", "MI-R14")
@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [("skirmish", 2, 1), ("supply_run", 2, 2), ("free_for_all", 3, 3)],
)
def test_random_games_survive_pickling_and_copying_at_every_step(
    scenario: str, players: int, seed: int
) -> None:
    state = GAME.initial_state(
        seed=seed, scenario=scenario, players=players, chance="explicit", max_rounds=2
    )
    assert mutable_parts(state.components) == []  # the compiled tables, once
    chooser = Rng.from_seed(seed)
    while not GAME.is_terminal(state):
        assert mutable_parts(state, checked=state.components) == []
        same_after_copies(state)
        for player in range(players):
            same_after_copies(GAME.observe(state, player))
        legal = GAME.legal_actions(state)
        action, chooser = chooser.choice(legal)
        same_after_copies(action)
        assert eval(repr(action), vars(__import__("dinorules.miniature").miniature)) == action
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
