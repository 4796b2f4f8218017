"""The state's storage (`Seldom` apart) does not show: its JSON and repr keep the flat fields."""

from __future__ import annotations

import attrs

from dinorules.island_survival.state import IslandState, Seldom
from dinorules.kernel import to_json_value

from .helpers import start


def test_the_json_lists_every_logical_field_once_and_no_seldom() -> None:
    state = start(players=3)
    encoded = to_json_value(state)
    stored = {field.name for field in attrs.fields(IslandState) if field.eq} - {"seldom"}
    seldom = {field.name for field in attrs.fields(Seldom)}
    assert set(encoded) == {"type"} | stored | seldom
    assert encoded["type"] == "IslandState"
    assert encoded["players"] == 3 and encoded["winners"] == [] and encoded["duelist"] == -1


def test_the_seldom_fields_read_through_the_state() -> None:
    state = start(players=2, max_turns=7)
    seldom = state.seldom
    assert (state.players, state.max_turns, state.owners) == (2, 7, seldom.owners)
    assert (state.tries, state.rolled, state.duelist, state.winners) == (0, 0, -1, frozenset())
    won = state.replace(seldom=seldom.replace(winners=frozenset({1})))
    assert won.winners == {1} and to_json_value(won)["winners"] == [1]


def test_the_repr_shows_the_flat_fields() -> None:
    shown = repr(start())
    assert shown.startswith("IslandState(rng=") and "seldom" not in shown
    assert ", players=4, max_turns=" in shown and shown.endswith(", winners=frozenset())")
