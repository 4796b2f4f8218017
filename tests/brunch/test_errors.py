"""Bad input: illegal moves, the wrong player's figures, bad options; the state survives."""

from __future__ import annotations

from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import (
    GAME,
    Charge,
    EndTurn,
    Move,
    MoveCarnivore,
    Pass,
    Place,
    SpendSuperYum,
    StopHiding,
    Wake,
)
from dinorules.kernel import random_playout, to_json_value

from .helpers import play, start


def rejected(state: Any, action: Any, match: str) -> None:
    """``action`` raises IllegalActionError matching ``match``; ``state`` is unchanged."""
    before, digest = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError, match=match):
        GAME.apply(state, action)
    assert to_json_value(state) == before and hash(state) == digest


@pytest.mark.rules("BR-6.1", "BR-R2")
def test_moving_the_other_players_figure_is_refused() -> None:
    state = start()
    rejected(state, Move((1, 2), "E"), r"BR-6\.1: you may move only your own triceratops")
    state = play(state, Move((1, 1), "N"), "Fruit")
    rejected(state, Move((3, 1), "N"), r"BR-6\.1.*holds blue triceratops")
    rejected(state, Move((2, 2), "N"), r"BR-6\.1.*holds grass")


@pytest.mark.rules("BR-R21")
def test_decisions_out_of_turn_are_refused() -> None:
    state = start()
    rejected(state, Place((1, 1)), "BR-R21")
    rejected(state, SpendSuperYum(), "BR-R9")
    rejected(state, EndTurn(), "BR-R9")
    rejected(state, StopHiding(), "BR-R10")
    rejected(state, Pass(), "BR-R21: you may pass only when no Action is possible")
    charging = play(play(start(), Move((1, 1), "N"), "Fruit"), Move((4, 4), "E"), "Fruit")
    charging = play(charging, Charge((1, 2), "N"))
    rejected(charging, Move((5, 4), "N"), "BR-R21: a follow-up decision")
    rejected(charging, Place((2, 2)), "BR-R21: not one of the options")


@pytest.mark.rules("BR-R3", "BR-9.2")
def test_malformed_actions_are_refused_with_a_reason() -> None:
    state = start()
    rejected(state, Move((9, 9), "N"), "not a square")
    rejected(state, Wake((1, 1)), "BR-8.1")
    rejected(state, MoveCarnivore((1, 1), "N"), "BR-15.6")
    rejected(state, "move north", "illegal")
    rejected(state, Move((1, 1), "NE"), "illegal")  # type: ignore[arg-type]


@pytest.mark.rules("BR-10.1")
def test_nothing_applies_once_the_game_is_over() -> None:
    final = random_playout(GAME, seed=3).final_state
    assert GAME.is_terminal(final)
    assert GAME.legal_actions(final) == ()
    assert GAME.current_player(final) is None
    rejected(final, Move((1, 1), "N"), "over")


@pytest.mark.rules("BR-R21")
def test_pass_is_the_only_action_when_nothing_can_move() -> None:
    # A lone Pass is a forced decision: shown only with forced="explicit".
    options = {"variant": "team", "players": 4, "forced": "explicit"}
    for seed in range(30):
        playout = random_playout(GAME, seed=seed, **options)
        if Pass() in playout.actions:
            break
    else:
        pytest.fail("no game with a forced pass in 30 seeds")
    state = GAME.initial_state(seed=seed, **options)
    for action in playout.actions:
        if action == Pass():
            legal = GAME.legal_actions(state)
            assert not any(isinstance(a, Move | Charge | Wake | MoveCarnivore) for a in legal)
            assert legal[0] == Pass()
            turn = GAME.current_player(state)
            state = GAME.apply(state, action)
            assert GAME.is_terminal(state) or GAME.current_player(state) != turn
            break
        state = GAME.apply(state, action)
