"""Moving into occupied hexes: the mover's Stability test (MI-5.8, MI-5.10, MI-R39)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME
from dinorules.miniature.actions import Forward
from tests.miniature.fight_helpers import arena, health, hexes, moving, passes, until
from tests.miniature.helpers import ACU, RAPTORS, TRIKE, view

BASE = ("", ())


def _walk_into(tmp_path: Path, mover: str, other: str, **scenario: Any) -> Any:
    """``mover`` (seat 0, at (4, 4), facing N) steps N into ``other`` (seat 1, at (4, 3))."""
    state = arena(
        tmp_path, [[mover], [other]], [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")], **scenario
    )
    state = until(state, moving(0), {0: BASE})
    assert Forward("N") in GAME.legal_actions(state)
    return GAME.apply(state, Forward("N"))


@pytest.mark.rules("MI-5.8", "MI-5.10a", "MI-5.10b", "MI-6.13", "MI-R39")
def test_a_mover_that_wins_the_stability_test_knocks_the_unit_back_and_steps_in(
    tmp_path: Path,
) -> None:
    state = _walk_into(tmp_path, TRIKE, RAPTORS)  # stability 5 against 2
    assert view(state).phase.name == "TEST_STEP"
    assert (view(state).fight.score, view(state).fight.against) == (5, 2)
    state = passes(state)
    assert hexes(state, 0) == ((4, 3),) and hexes(state, 1) == ((4, 2),)
    assert view(state).units[1].knocked and not view(state).units[0].knocked


@pytest.mark.rules("MI-5.10a", "MI-R39")
def test_a_mover_that_loses_the_test_stays_and_stops(tmp_path: Path) -> None:
    state = passes(_walk_into(tmp_path, RAPTORS, TRIKE))  # 2 against 5
    assert hexes(state, 0) == ((4, 4),) and hexes(state, 1) == ((4, 3),)
    assert not view(state).units[1].knocked
    assert not (view(state).phase.name == "MOVE" and view(state).active == 0)


@pytest.mark.rules("MI-5.10c", "MI-5.10d", "MI-R39")
def test_a_unit_forced_into_impassable_terrain_stays_and_takes_the_gap(tmp_path: Path) -> None:
    state = passes(_walk_into(tmp_path, TRIKE, RAPTORS, impassable=[(4, 2)]))
    assert hexes(state, 1) == ((4, 3),) and hexes(state, 0) == ((4, 4),)
    assert health(state, 1) == (2, 1)  # the gap 5 - 2 = 3 eliminates one model
    assert not view(state).units[1].knocked


@pytest.mark.rules("MI-5.7d", "MI-5.10b", "MI-R39")
def test_the_units_behind_are_pushed_on_each_tested_only_the_first_knocked(
    tmp_path: Path,
) -> None:
    state = arena(
        tmp_path,
        [[TRIKE, RAPTORS], [ACU]],
        [(0, 0, (4, 4), "N"), (0, 1, (4, 2), "N"), (1, 0, (4, 3), "S")],
    )
    state = until(state, moving(0), {0: BASE})
    state = passes(GAME.apply(state, Forward("N")))  # 5 against the ACU's 1, chain: 2
    assert hexes(state, 0) == ((4, 3),)
    assert hexes(state, 2) == ((4, 2),) and hexes(state, 1) == ((4, 1),)
    assert view(state).units[2].knocked and not view(state).units[1].knocked


@pytest.mark.rules("MI-5.10a", "MI-R39")
def test_an_ally_of_one_model_is_tested_not_passed_through(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[RAPTORS, TRIKE], [ACU]],
        [(0, 0, (4, 4), "N"), (0, 1, (4, 3), "S"), (1, 0, (8, 3), "S")],
    )
    state = until(state, moving(0), {0: BASE})
    state = GAME.apply(state, Forward("N"))
    assert view(state).phase.name == "TEST_STEP"  # a test, not a pass-through
    assert (view(state).fight.score, view(state).fight.against) == (2, 5)
