"""Card instructions that move, turn or aim a unit by themselves (MI-2.6, MI-R52 .. MI-R54)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.kernel import Facing
from dinorules.kernel.hexgrid import distance
from dinorules.miniature import (
    GAME,
    Act,
    Attack,
    Flee,
    Grab,
    MoveNextTo,
    NoAction,
    Phase,
    React,
    Stop,
    Target,
)
from dinorules.miniature.actions import Forward
from tests.miniature.fight_helpers import arena, hexes, passes, play, until, until_strike
from tests.miniature.helpers import ACU, PTERA, RAPTORS, TRIKE, view
from tests.miniature.round_helpers import ACU_HAND, RAPTOR_HAND, TRIKE_HAND

PTERA_HAND = ["Panic flight", "Dive", "Soar", "Talon snatch", "Screech", "Wheel away"]


def acting(unit: int) -> Callable[[Any], bool]:
    """Whether ``unit`` is about to decide its action (its movement is over)."""
    return lambda s: view(s).phase is Phase.ACT and s.activation.actor_unit == unit


def gap(state: Any, a: int, b: int) -> int:
    """The distance between two units' nearest hexes."""
    return min(distance(x, y) for x in hexes(state, a) for y in hexes(state, b))


def _charge(tmp_path: Path, **scenario: Any) -> Any:
    """The triceratops (unit 0, "Charge": forced move forward 2) at (4, 6) facing N."""
    state = arena(
        tmp_path,
        [[TRIKE], [ACU]],
        [(0, 0, (4, 6), "N"), (1, 0, (9, 1), "S")],
        hands={0: TRIKE_HAND},
        **scenario,
    )
    return until(state, acting(0), {0: ("Charge", ())})  # it stops at once: then the charge


@pytest.mark.rules("MI-2.6", "MI-R52")
def test_a_charge_moves_straight_ahead_after_the_movement_free_of_the_budget(
    tmp_path: Path,
) -> None:
    state = _charge(tmp_path)
    assert hexes(state, 0) == ((4, 4),)  # 2 hexes N, though it spent nothing of its 2
    assert view(state).units[0].facing is Facing.N


@pytest.mark.rules("MI-5.5", "MI-R52")
def test_a_charge_stops_before_a_unit_in_its_way(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[TRIKE], [ACU]],
        [(0, 0, (4, 6), "N"), (1, 0, (4, 4), "S")],
        hands={0: TRIKE_HAND},
    )
    state = until(state, acting(0), {0: ("Charge", ())})
    assert hexes(state, 0) == ((4, 5),) and hexes(state, 1) == ((4, 4),)
    assert not view(state).units[1].knocked  # a charge does not barge


@pytest.mark.rules("MI-5.2", "MI-R52")
def test_difficult_terrain_ends_a_charge(tmp_path: Path) -> None:
    state = _charge(tmp_path, difficult=[(4, 5)])
    assert hexes(state, 0) == ((4, 5),)


def _flight(tmp_path: Path) -> Any:
    """The flock (unit 0, "Panic flight": forced flee 2) 2 hexes S of a triceratops."""
    state = arena(
        tmp_path,
        [[PTERA], [TRIKE]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 2), "S")],
        hands={0: PTERA_HAND},
    )
    return until(state, lambda s: view(s).phase is Phase.FLEE, {0: ("Panic flight", ())})


@pytest.mark.rules("MI-2.6", "MI-2.7", "MI-R52")
def test_a_fleeing_unit_chooses_each_hex_farther_from_the_nearest_enemy(tmp_path: Path) -> None:
    state = _flight(tmp_path)
    assert hexes(state, 0) == ((4, 4),) and gap(state, 0, 1) == 2  # it stopped at once
    assert GAME.legal_actions(state) == (Flee("SE"), Flee("S"), Flee("SW"))
    state = GAME.apply(state, Flee("S"))
    assert hexes(state, 0) == ((4, 5),) and gap(state, 0, 1) == 3
    assert GAME.legal_actions(state) == (Flee("SE"), Flee("S"), Flee("SW"))
    state = GAME.apply(state, Flee("SW"))
    assert hexes(state, 0) == ((3, 6),) and gap(state, 0, 1) == 4
    assert view(state).phase is not Phase.FLEE  # 2 hexes: the flight is over


@pytest.mark.rules("MI-R52")
def test_a_step_that_does_not_take_the_unit_farther_is_refused(tmp_path: Path) -> None:
    state = _flight(tmp_path)
    for direction in ("N", "NE", "NW"):
        with pytest.raises(IllegalActionError, match=r"MI-R52"):
            GAME.apply(state, Flee(direction))  # type: ignore[arg-type]


def _frenzy(tmp_path: Path) -> Any:
    """Raptors (unit 0, "Frenzy") at (4, 4) facing S; an ACU squad right behind them (N)."""
    state = arena(
        tmp_path,
        [[RAPTORS], [ACU, TRIKE]],
        [(0, 0, (4, 4), "S"), (1, 0, (4, 3), "S"), (1, 1, (8, 2), "N")],
        hands={0: RAPTOR_HAND},
    )
    return until(state, acting(0), {0: ("Frenzy", ())})


@pytest.mark.rules("MI-2.6", "MI-R54")
def test_a_unit_told_to_face_the_nearest_enemy_turns_before_its_action(tmp_path: Path) -> None:
    state = _frenzy(tmp_path)
    assert view(state).units[0].facing is Facing.N  # toward the ACU squad at (4, 3)
    assert GAME.legal_actions(state) == (Act(),)  # a Forced attack: no "no action"


@pytest.mark.rules("MI-2.6", "MI-R54")
def test_a_forced_attack_strikes_the_nearest_enemy_and_nothing_else(tmp_path: Path) -> None:
    state = play(_frenzy(tmp_path), Act())
    assert view(state).phase is Phase.STRIKE
    assert GAME.legal_actions(state) == (Attack(0),)  # no grab, no "no action"
    state = GAME.apply(state, Attack(0))
    assert GAME.legal_actions(state) == (Target(4, 3),)
    with pytest.raises(IllegalActionError):
        GAME.apply(play(_frenzy(tmp_path), Act()), NoAction())


def _clench(tmp_path: Path) -> Any:
    """Raptors (unit 0, "Deadly clench") grab and Block the ACU squad in front of them."""
    state = arena(
        tmp_path,
        [[RAPTORS], [ACU]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")],
        hands={0: RAPTOR_HAND},
    )
    state = until_strike(state, {0: ("Deadly clench", (0,))})
    return passes(play(state, Grab(), Target(4, 3)))


@pytest.mark.rules("MI-R53")
def test_deadly_clench_moves_the_grabbing_unit_to_any_hex_next_to_its_prey(
    tmp_path: Path,
) -> None:
    state = _clench(tmp_path)
    assert view(state).phase is Phase.CLENCH and view(state).units[0].grabbing == 1
    legal = GAME.legal_actions(state)
    places = [(3, 3), (3, 4), (4, 2), (5, 2), (5, 3)]  # every free hex next to (4, 3)
    assert legal == (NoAction(), *(MoveNextTo(q, r) for q, r in places))
    state = GAME.apply(state, MoveNextTo(5, 3))
    assert hexes(state, 0) == ((5, 3),) and view(state).units[0].facing is Facing.NW
    assert view(state).units[0].grabbing == 1 and view(state).units[1].blocked


@pytest.mark.rules("MI-2.5", "MI-R53")
def test_deadly_clench_may_stay_and_names_its_rule_when_misused(tmp_path: Path) -> None:
    state = _clench(tmp_path)
    with pytest.raises(IllegalActionError, match=r"MI-R53"):
        GAME.apply(state, MoveNextTo(6, 3))
    stayed = GAME.apply(state, NoAction())
    assert hexes(stayed, 0) == ((4, 4),) and view(stayed).phase is not Phase.CLENCH


@pytest.mark.rules("MI-12.6", "MI-12.7", "MI-R52")
def test_a_charge_follows_a_movement_cut_short_by_a_reaction(tmp_path: Path) -> None:
    # The ACU squad holds "Take cover" and reacts to the triceratops' movement, but does
    # not move: the triceratops loses the rest of its movement, not its charge.
    state = arena(
        tmp_path,
        [[TRIKE], [ACU]],
        [(0, 0, (4, 8), "N"), (1, 0, (9, 1), "S")],
        hands={0: TRIKE_HAND, 1: ACU_HAND},
    )
    plans = {0: ("Charge", ()), 1: ("Take cover", ())}
    state = until(state, lambda s: view(s).phase is Phase.REACT, plans, hold=[1])
    state = play(state, React(1), Forward("N"))  # 1 of its 2 hexes; the ACU's turn
    assert view(state).phase is Phase.MOVE and view(state).active == 1
    state = until(play(state, Stop()), acting(0), plans)
    assert hexes(state, 0) == ((4, 5),)  # (4, 7), then 2 hexes of the charge
