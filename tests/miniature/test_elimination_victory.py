"""The ``eliminate_models`` victory: enemy models eliminated by a seat's units (MI-R80)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules.miniature import GAME
from dinorules.miniature.actions import Attack, Target
from dinorules.miniature.combat.damage import wound
from dinorules.miniature.greedy import goals
from tests.miniature.fight_helpers import arena, health, hexes, play, until, until_strike
from tests.miniature.helpers import ACU, RAPTORS, TRIKE, scenario_file, view

BASE = ("", ())


def _models(amount: int) -> tuple[str, ...]:
    return (f'kind = "eliminate_models"\namount = {amount}',)


def _trike_strikes(tmp_path: Path, amount: int) -> object:
    """The triceratops' horns (melee 4) on the raptors' front (armor 1): one model of 3."""
    state = arena(
        tmp_path,
        [[TRIKE], [RAPTORS]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")],
        victories=_models(amount),
    )
    state = until_strike(state, {0: BASE})
    state = play(state, Attack(0), Target(4, 3))
    assert health(state, 1) == (2, 1)
    return state


@pytest.mark.rules("MI-R80", "MI-R23", "MI-14.9")
def test_a_model_eliminated_by_an_attack_counts_for_the_attacker_and_wins(
    tmp_path: Path,
) -> None:
    state = _trike_strikes(tmp_path, 1)
    assert view(state).eliminated == (1, 0)  # public: every seat sees the tally
    assert GAME.observe(state, 1).eliminated == (1, 0)
    state = until(state, GAME.is_terminal)
    assert GAME.winners(state) == frozenset({0})


@pytest.mark.rules("MI-R80", "MI-R23")
def test_fewer_models_than_the_amount_win_nothing_yet(tmp_path: Path) -> None:
    state = _trike_strikes(tmp_path, 2)
    checked = until(state, lambda s: view(s).round > view(state).round or GAME.is_terminal(s))
    assert not GAME.is_terminal(checked) and view(checked).eliminated == (1, 0)


@pytest.mark.rules("MI-R80", "MI-6.6")
def test_models_of_an_ally_count_for_nobody(tmp_path: Path) -> None:
    zones = [[(q, r) for r in range(2)] for q in (0, 4, 8)]
    path = scenario_file(
        tmp_path, [[TRIKE], [ACU], [RAPTORS]], zones, teams=[0, 0, 1], victories=_models(1)
    )
    state = GAME.initial_state(seed=0, scenario=path, players=3)
    ally = wound(state, 1, (1,), by=0)  # three of the ACU's four models, by its ally
    assert ally.round.eliminated == state.round.eliminated == ()
    enemy = wound(state, 2, (), by=1)  # the whole raptor pack, by the ACU
    assert enemy.round.eliminated == (0, 3, 0)
    assert wound(enemy, 0, (9,), by=2).round.eliminated == (0, 3, 0)  # no model lost


@pytest.mark.rules("MI-R80")
def test_the_greedy_policy_goes_for_every_enemy_unit(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[TRIKE], [RAPTORS]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 1), "S")],
        victories=_models(1),
    )
    assert goals(view(state, 0), 0, None) == ((hexes(state, 1), 0),)
    assert goals(view(state, 1), 1, None) == ((hexes(state, 0), 0),)


@pytest.mark.rules("MI-R80")
def test_a_tally_above_the_enemy_models_gone_breaks_a_law(tmp_path: Path) -> None:
    state = _trike_strikes(tmp_path, 2)
    assert list(GAME.invariants(state)) == []
    padded = state.replace(round=state.round.replace(eliminated=(2, 0)))
    assert list(GAME.invariants(padded)) == [
        "round.eliminated: seat 0: 2 enemy models credited, 1 gone (MI-R80)",
        "round.eliminated: 2 models credited, 1 gone (MI-R80)",
    ]
    invented = state.replace(round=state.round.replace(eliminated=(1, 1)))
    assert list(GAME.invariants(invented)) == [
        "round.eliminated: seat 1: 1 enemy models credited, 0 gone (MI-R80)",
        "round.eliminated: 2 models credited, 1 gone (MI-R80)",
    ]
