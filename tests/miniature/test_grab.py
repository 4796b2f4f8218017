"""Grab: won with or without the Grab bonus, Blocked, breaking free, moving held (MI-15)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules.miniature import GAME
from dinorules.miniature.actions import BreakFree, Forward, Grab, LetGo, NoAction, Stop, Target
from tests.miniature.fight_helpers import (
    arena,
    hexes,
    moving,
    passes,
    play,
    until,
    until_strike,
)
from tests.miniature.helpers import ACU, PTERA, RAPTORS, REX, TRIKE, view
from tests.miniature.round_helpers import RAPTOR_HAND, TRIKE_HAND

# "Deadly clench": +3 grab, "+1 attack or +1 dodge"; the raptors' stability is 2.
CLENCH = ("Deadly clench", (0,))


def _grab(tmp_path: Path, target: str) -> object:
    """The raptors (facing N at (4, 4)) grab the unit in front of them at (4, 3)."""
    state = arena(
        tmp_path,
        [[RAPTORS], [target]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")],
        hands={0: RAPTOR_HAND},
    )
    state = until_strike(state, {0: CLENCH})
    assert Grab() in GAME.legal_actions(state)
    return GAME.apply(GAME.apply(state, Grab()), Target(4, 3))


@pytest.mark.rules("MI-15.1", "MI-15.6", "MI-15.8", "MI-6.13")
def test_a_grab_won_only_with_the_grab_bonus_grabs_without_blocking(tmp_path: Path) -> None:
    # 2 + 3 against the triceratops' 5: won (the Initiator wins ties), but not on 2 alone.
    state = _grab(tmp_path, TRIKE)
    assert (view(state).fight.score, view(state).fight.against) == (5, 5)
    state = passes(state)
    assert view(state).units[0].grabbing == 1
    assert not view(state).units[1].blocked and not view(state).units[0].knocked


@pytest.mark.rules("MI-15.7", "MI-6.11")
def test_a_grab_won_on_stability_alone_also_blocks_the_target(tmp_path: Path) -> None:
    state = passes(_grab(tmp_path, ACU))  # 2 alone beats the ACU's 1
    assert view(state).units[0].grabbing == 1 and view(state).units[1].blocked


@pytest.mark.rules("MI-15.10", "MI-6.12", "MI-2.2")
def test_a_blocked_unit_does_not_move_and_may_only_break_free(tmp_path: Path) -> None:
    # The T-Rex (stability 6, "Roar" to go first) grabs and Blocks the triceratops (5).
    # The triceratops' "Charge" (+2 stability): 7 against the T-Rex's 6 + 1 grabber.
    state = arena(
        tmp_path,
        [[REX], [TRIKE]],
        [(0, 0, (4, 5), "N"), (1, 0, (4, 3), "S")],
        hands={0: ["Roar", "Hide armor", "Tail sweep"], 1: TRIKE_HAND},
    )
    plans = {0: ("Roar", ()), 1: ("Charge", ())}
    state = until_strike(state, plans)
    state = play(state, Grab(), Target(4, 3))
    assert view(state).units[1].blocked
    moved: list[int] = []
    state = until(state, lambda s: _strike_or_move(s, moved), plans)
    assert moved == [] and hexes(state, 1) == ((4, 3),)
    assert GAME.legal_actions(state) == (BreakFree(), NoAction())
    state = GAME.apply(state, BreakFree())
    assert (view(state).fight.score, view(state).fight.against) == (7, 7)
    state = passes(state)
    assert not view(state).units[1].blocked and view(state).units[0].grabbing is None


def _strike_or_move(state: object, moved: list[int]) -> bool:
    seen = view(state)
    if seen.phase.name == "MOVE":
        moved.append(seen.active)
    return seen.phase.name == "STRIKE" and seen.activating == 1


@pytest.mark.rules("MI-15.8", "MI-R37")
def test_a_grabbed_unit_moves_one_hex_less_and_its_grabber_keeps_its_place(
    tmp_path: Path,
) -> None:
    # The pteranodons ("Talon snatch": 1 + 2 grab against the raptors' 2) hold the
    # raptors without Blocking them; the raptors' base movement 2 becomes 1.
    state = arena(
        tmp_path,
        [[RAPTORS], [PTERA]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 5), "N")],
        hands={1: ["Talon snatch", "Dive", "Soar", "Screech", "Wheel away", "Dive"]},
    )
    state = until_strike(state, {1: ("Talon snatch", (0,))})
    state = play(state, Grab(), Target(4, 4))
    assert view(state).units[1].grabbing == 0 and not view(state).units[0].blocked
    state = until(state, moving(0), {0: ("", ())})
    assert view(state).budget == 1
    state = GAME.apply(state, Forward("N"))
    assert hexes(state, 0) == ((4, 3),) and hexes(state, 1) == ((4, 4),)
    assert view(state).units[1].grabbing == 0


@pytest.mark.rules("MI-15.6", "MI-R37")
def test_each_allied_unit_grabbing_the_target_adds_one(tmp_path: Path) -> None:
    # Two raptor packs grab the triceratops in turn; the second adds +1 for the first.
    state = arena(
        tmp_path,
        [[RAPTORS, RAPTORS], [TRIKE]],
        [(0, 0, (4, 4), "N"), (0, 1, (5, 3), "NW"), (1, 0, (4, 3), "S")],
        hands={0: RAPTOR_HAND, 1: RAPTOR_HAND},
    )
    plans = {0: CLENCH, 1: CLENCH}
    state = until_strike(state, plans)
    first = state.activation.actor_unit
    state = play(state, Grab(), Target(4, 3))
    state = until_strike(state, plans)
    assert state.activation.actor_unit != first
    state = GAME.apply(GAME.apply(state, Grab()), Target(4, 3))
    assert (view(state).fight.score, view(state).fight.bonus) == (2 + 3 + 1, 2)
    state = passes(state)
    assert {view(state).units[n].grabbing for n in (0, 1)} == {2}


@pytest.mark.rules("MI-15.9")
def test_a_grabbing_unit_may_let_go(tmp_path: Path) -> None:
    # "Hit and run" acts before it moves: the raptors grab the ACU, then may let go.
    hands = {0: ["Hit and run", "Sentinel", "Clever girl", "Flank", "Pack hunt", "Flank"]}
    state = arena(
        tmp_path, [[RAPTORS], [ACU]], [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")], hands=hands
    )
    state = until_strike(state, {0: ("Hit and run", ())})
    state = play(state, Grab(), Target(4, 3))
    assert view(state).units[0].grabbing == 1
    legal = GAME.legal_actions(state)
    assert legal[-2:] == (LetGo(), Stop())
    state = GAME.apply(state, LetGo())
    assert view(state).units[0].grabbing is None and not view(state).units[1].blocked


@pytest.mark.rules("MI-15.8", "MI-5.9b", "MI-R37", "MI-R51")
def test_a_unit_stepping_into_the_ally_grabbing_it_carries_it_along_with_no_test(
    tmp_path: Path,
) -> None:
    # The raptors grab their own triceratops (2 + 3 against 5, the Initiator wins ties);
    # the triceratops steps into their hex and carries them one hex on (MI-R37): it
    # shares no hex at the end, so there is no Stability test on arrival (MI-R51).
    state = arena(
        tmp_path,
        [[TRIKE, RAPTORS], [ACU]],
        [(0, 0, (4, 4), "N"), (0, 1, (4, 3), "S"), (1, 0, (1, 1), "S")],
        hands={1: RAPTOR_HAND},
    )
    state = until_strike(state, {1: CLENCH})
    state = passes(play(state, Grab(), Target(4, 4)))
    assert view(state).units[1].grabbing == 0
    state = until(state, moving(0), {0: ("", ())})
    assert view(state).budget == 1  # the base 1, less 1 per grabber, at least 1
    state = GAME.apply(state, Forward("N"))
    assert hexes(state, 0) == ((4, 3),) and hexes(state, 1) == ((4, 2),)
    seen = view(state)
    assert seen.phase.name != "TEST_STEP" and not seen.passing
    assert GAME.invariants(state) == ()
