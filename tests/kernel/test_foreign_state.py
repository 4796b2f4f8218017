"""Another game's state (or any other value) given to a game's functions is a `RulesError`."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from dinorules import GAMES, RulesError

NAMES = sorted(GAMES)
CALLS: dict[str, Any] = {
    "current_player": lambda g, s: g.current_player(s),
    "is_terminal": lambda g, s: g.is_terminal(s),
    "legal_actions": lambda g, s: g.legal_actions(s),
    "apply": lambda g, s: g.apply(s, None),
    "apply unchecked": lambda g, s: g.apply(s, None, check=False),
    "winners": lambda g, s: g.winners(s),
    "truncated": lambda g, s: g.truncated(s),
    "observe": lambda g, s: g.observe(s, 0),
    "chance_outcomes": lambda g, s: g.chance_outcomes(s),
    "sample_hidden": lambda g, s: g.sample_hidden(s, 0, seed=1),
    "invariants": lambda g, s: g.invariants(s),
    "num_players": lambda g, s: g.num_players(s),
    "tables": lambda g, s: g.tables(s),
    "legal_indices": lambda g, s: g.legal_indices(s),
    "legal_action_mask": lambda g, s: g.legal_action_mask(s),
    "returns": lambda g, s: g.returns(s),
    "action_index": lambda g, s: g.action_index(s, None),
    "index_action": lambda g, s: g.index_action(s, 0),
    "observation_tensor": lambda g, s: g.observation_tensor(s, 0),
    "parse_action": lambda g, s: g.parse_action(s, "x"),
}


@pytest.fixture(scope="module")
def states() -> dict[str, Any]:
    return {name: GAMES[name].initial_state(seed=1) for name in NAMES}


@pytest.mark.parametrize(("mine", "theirs"), list(itertools.permutations(NAMES, 2)))
def test_another_games_state_is_refused_by_every_function(
    states: dict[str, Any], mine: str, theirs: str
) -> None:
    game = GAMES[mine]
    for call in CALLS.values():
        with pytest.raises(RulesError, match=f"not a state of {mine}"):
            call(game, states[theirs])


@pytest.mark.parametrize("value", [None, 3, "state", object()])
def test_a_value_that_is_no_state_is_refused(value: object) -> None:
    game = GAMES["jurassattack"]
    for call in CALLS.values():
        with pytest.raises(RulesError, match="not a state of jurassattack"):
            call(game, value)


def test_the_module_functions_check_too(states: dict[str, Any]) -> None:
    from dinorules import jurassattack  # noqa: PLC0415

    with pytest.raises(RulesError, match="BrunchState is not a state of jurassattack"):
        jurassattack.is_terminal(states["brunch"])
    assert jurassattack.is_terminal(states["jurassattack"]) is False


def test_each_game_knows_its_state_class(states: dict[str, Any]) -> None:
    for name in NAMES:
        assert GAMES[name].state_type is type(states[name])
        assert GAMES[name].legal_actions(states[name])
