"""Only actions are actions: every adapter refuses what is not an index of its space.

Python and numpy integers (not ``bool``) within the space are indices; everything
else (floats that look like integers, strings, ``None``, NaN, arrays, numpy
booleans, integers out of range) raises the adapter's `ActionSpaceError` naming the
value and the space, and changes nothing. Before, each adapter called ``int()`` on
the value: ``2.7`` played 2, ``"2"`` played 2, ``True`` played 1, and ``None`` or NaN
raised a bare ``TypeError``/``ValueError``.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.adapters.cases import INTEROP_GAMES, SHORT

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")
pytest.importorskip("pyspiel")

import dinorules  # noqa: E402
from dinorules.adapters import gymnasium as dg  # noqa: E402
from dinorules.adapters import openspiel as do  # noqa: E402
from dinorules.adapters import pettingzoo as dp  # noqa: E402
from dinorules.adapters.actions import ActionSpaceError, checked_index  # noqa: E402


def _hostile(size: int) -> list[Any]:
    """Values that are no index of a space of ``size``, each a known coercion trap."""
    return [
        2.0, 2.7, -0.0, math.nan, math.inf, -math.inf, "2", "0", b"1", None, True, False,
        np.bool_(True), np.float32(1), np.float64(0), np.array(1), np.array([1]), [1], (1,),
        {1}, 1j, -1, size, size + 1, 2**64, -(2**63), np.int64(-1), np.uint64(size),
        object(),
    ]  # fmt: skip


HOSTILE = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=4),
    st.booleans(),
    st.integers().filter(lambda k: k < 0 or k >= 2**16),
    st.lists(st.integers(0, 1), max_size=2),
    st.none(),
)
"""Drawn values that are no index of any space here (every one is below 2**16)."""


@pytest.mark.parametrize(
    "value", [0, 1, np.int8(1), np.int64(0), np.uint16(1), np.intp(1)], ids=repr
)
def test_python_and_numpy_integers_in_the_space_are_indices(value: Any) -> None:
    index = checked_index(value, 2, "a space")
    assert type(index) is int
    assert index == int(value)


@given(value=HOSTILE)
def test_anything_else_is_refused_naming_the_value_and_the_space(value: Any) -> None:
    with pytest.raises(ActionSpaceError, match=r"is not an index of a space: .* in 0\.\.1"):
        checked_index(value, 2, "a space")


def test_an_action_space_error_is_a_rules_error() -> None:
    assert issubclass(ActionSpaceError, dinorules.RulesError)
    assert issubclass(ActionSpaceError, dinorules.IllegalActionError)


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_gymnasium_refuses_every_hostile_value_and_changes_nothing(name: str) -> None:
    env = dg.make(name, **SHORT.get(name, {}))
    env.reset(seed=3)
    before = env.state
    for value in _hostile(int(env.action_space.n)):
        with pytest.raises(ActionSpaceError, match=rf"not an index of Discrete\(\d+\) of {name}"):
            env.step(value)
    assert env.state is before


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_pettingzoo_refuses_every_hostile_value_and_changes_nothing(name: str) -> None:
    env = dp.env(name, **SHORT.get(name, {}))
    env.reset(seed=3)
    before, agent = env.state, env.agent_selection
    for value in _hostile(int(env.action_space(agent).n)):
        if value is None:
            continue  # None is a finished agent's step; a live agent's None is below
        with pytest.raises(ActionSpaceError, match=rf"not an index of Discrete\(\d+\) of {name}"):
            env.step(value)
    with pytest.raises(ActionSpaceError, match="None"):
        env.step(None)
    assert env.state is before
    assert env.agent_selection == agent


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_openspiel_apply_action_refuses_every_hostile_value(name: str) -> None:
    game = do.load(name, **SHORT.get(name, {}))
    state, nodes = game.new_initial_state(), {}
    while len(nodes) < 2 and not state.is_terminal():  # a chance node and a decision
        nodes.setdefault(state.is_chance_node(), state.clone())
        state.apply_action(state.legal_actions()[0])
    for chance, node in nodes.items():
        size = game.max_chance_outcomes() if chance else game.num_distinct_actions()
        history = node.history()
        for value in _hostile(size):
            with pytest.raises(ActionSpaceError, match=rf"not an index of the {size} .* {name}"):
                node.apply_action(value)
        assert node.history() == history
    state = nodes[False]
    state.apply_action(np.int64(state.legal_actions()[0]))  # a numpy integer plays


@settings(max_examples=30)
@given(value=HOSTILE)
def test_gymnasium_refuses_drawn_values(value: Any) -> None:
    env = dg.make("jurassattack")
    env.reset(seed=1)
    with pytest.raises(ActionSpaceError):
        env.step(value)
