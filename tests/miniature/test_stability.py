"""Stability after an attack: push (simple, chained, into impassable), knock, stand up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME
from dinorules.miniature.actions import (
    Attack,
    Follow,
    Grab,
    Knock,
    NoTest,
    Push,
    StandUp,
    Stop,
    Target,
)
from dinorules.miniature.combat.scores import initiator_wins, tie_marks
from tests.miniature.fight_helpers import (
    arena,
    health,
    hexes,
    moving,
    play,
    until,
    until_strike,
)
from tests.miniature.helpers import ACU, COMMANDER, PTERA, RAPTORS, REX, TRIKE, view

# The Commander's "Hold your ground": +2 stability (Reaction, wins ties), Initiative 4.
STAND = ("Hold your ground", ())
COMMANDER_HAND = ["Hold your ground", "Tranquilize", "Steady aim", "Quick step", "Roll clear"]
COMMANDER_HAND.append("Alpha stare")


def _shot(tmp_path: Path, second: str | None, **scenario: Any) -> Any:
    """The Commander (seat 1, at (4, 4)) shoots the raptors (seat 0, at (4, 3), facing S).

    Its dart rifle: ballistic 4 against dodge 3, damage 2 against front armor 1: one
    wounded model. ``second`` stands behind the raptors, at (4, 2). Returns the state
    where the Commander may test its Stability (4) against the raptors' (2).
    """
    army = [RAPTORS] if second is None else [RAPTORS, second]
    placements = [(0, 0, (4, 3), "S"), (1, 0, (4, 4), "N")]
    if second is not None:
        placements.append((0, 1, (4, 2), "S"))
    state = arena(
        tmp_path, [army, [COMMANDER]], placements, hands={len(army): COMMANDER_HAND}, **scenario
    )
    state = until_strike(state, {len(army): STAND})
    state = play(state, Attack(0), Target(4, 3))
    assert health(state, 0) == (2, 2, 1)
    assert GAME.legal_actions(state) == (Push(), Knock(), NoTest())
    return state


@pytest.mark.rules("MI-5.6", "MI-5.7a", "MI-5.7c", "MI-15.2", "MI-15.3", "MI-6.13", "MI-R35")
def test_a_won_stability_test_pushes_the_target_back_and_the_attacker_may_follow(
    tmp_path: Path,
) -> None:
    state = play(_shot(tmp_path, None), Push())
    assert hexes(state, 0) == ((4, 2),)  # 1 hex away from the Commander
    assert GAME.legal_actions(state) == (Follow(True), Follow(False))
    state = play(state, Follow(True))
    assert hexes(state, 1) == ((4, 3),)
    assert view(state).units[1].facing.name == "N"  # orientation kept


@pytest.mark.rules("MI-5.7d", "MI-R35")
def test_a_chained_push_moves_every_unit_when_each_test_is_won(tmp_path: Path) -> None:
    # Behind the raptors, the pteranodons' stability 1 is below the Commander's 4.
    state = play(_shot(tmp_path, PTERA), Push())
    assert hexes(state, 0) == ((4, 2),) and hexes(state, 1) == ((4, 1),)


@pytest.mark.rules("MI-5.7d", "MI-R35")
def test_one_failure_in_a_chained_push_means_no_movement_at_all(tmp_path: Path) -> None:
    # Behind the raptors, the triceratops' stability 5 beats the Commander's 4.
    state = play(_shot(tmp_path, TRIKE), Push())
    assert hexes(state, 0) == ((4, 3),) and hexes(state, 1) == ((4, 2),)
    assert view(state).fight.unit == -1  # no follow: the action is over


@pytest.mark.rules("MI-5.10c", "MI-5.10d", "MI-15.9", "MI-R35")
def test_a_unit_pushed_into_impassable_terrain_stays_takes_the_gap_and_loses_its_grab(
    tmp_path: Path,
) -> None:
    # First the ACU ("Advance", +1 stability: 2 against 2) grabs the raptors and Blocks
    # them; then the Commander's push meets the rock at (4, 2): the gap 4 - 2 = 2.
    placements = [(0, 0, (4, 3), "S"), (1, 0, (4, 4), "N"), (1, 1, (3, 3), "SE")]
    hands = {1: COMMANDER_HAND, 2: ["Advance", "Volley", "Volley", "Aimed fire", "Fall back"]}
    state = arena(
        tmp_path, [[RAPTORS], [COMMANDER, ACU]], placements, hands=hands, impassable=[(4, 2)]
    )
    plans = {1: STAND, 2: ("Advance", (1,))}
    state = until_strike(state, plans)
    state = play(state, Grab(), Target(4, 3))
    assert view(state).units[2].grabbing == 0 and view(state).units[0].blocked
    state = until_strike(state, plans)
    state = play(state, Attack(0), Target(4, 3), Push())
    assert hexes(state, 0) == ((4, 3),)
    assert health(state, 0) == (2, 1)  # (2, 2, 1) less 2: one more model eliminated
    assert view(state).units[2].grabbing is None and not view(state).units[0].blocked


@pytest.mark.rules("MI-15.3", "MI-15.4", "MI-15.5", "MI-R36")
def test_a_knocked_unit_must_stand_up_before_it_moves(tmp_path: Path) -> None:
    state = play(_shot(tmp_path, None), Knock())
    assert view(state).units[0].knocked  # the three models on its hex, together
    state = until(state, moving(0), {1: STAND})
    assert GAME.legal_actions(state) == (StandUp(), Stop())
    budget = view(state).budget
    state = GAME.apply(state, StandUp())
    assert not view(state).units[0].knocked
    assert view(state).budget == budget - 1  # the board's stand-up cost


@pytest.mark.rules("MI-2.5")
def test_the_stability_test_may_be_left_out(tmp_path: Path) -> None:
    state = play(_shot(tmp_path, None), NoTest())
    assert hexes(state, 0) == ((4, 3),) and not view(state).units[0].knocked


@pytest.mark.rules("MI-5.7b", "MI-R35")
def test_a_multi_hex_unit_is_pushed_off_the_hex_with_the_most_edges_in_contact(
    tmp_path: Path,
) -> None:
    # Two T-Rexes side by side (3 hexes each, facing N); the attacker's "Stomp forward"
    # (+1 stability: 7 against 6). The target's hexes (4, 3) and (4, 4) each touch two
    # of the attacker's; (4, 3), first in its footprint, is freed: a push NW.
    state = arena(
        tmp_path,
        [[REX], [REX]],
        [(0, 0, (5, 3), "N"), (1, 0, (4, 3), "N")],
        hands={0: ["Stomp forward", "Hide armor", "Roar", "Tail sweep", "Crushing bite"]},
    )
    state = until_strike(state, {0: ("Stomp forward", ())})
    state = play(state, Attack(0), Target(4, 3), Push())
    assert hexes(state, 1) == ((3, 3), (3, 2), (3, 4))


@pytest.mark.rules("MI-2.2", "MI-2.3", "MI-R38")
def test_win_a_tie_marks_cancel_one_for_one() -> None:
    assert initiator_wins(4, 4)  # the Initiator wins a tie
    assert not initiator_wins(4, 4, edge=-1)  # the target has one mark more
    assert initiator_wins(4, 4, edge=0)  # one mark each: cancelled
    assert not initiator_wins(3, 4, edge=2)  # marks decide ties only


@pytest.mark.rules("MI-2.3", "MI-R38")
def test_a_card_that_wins_ties_gives_its_unit_a_mark(tmp_path: Path) -> None:
    state = _shot(tmp_path, None)  # the Commander acts with "Hold your ground"
    assert tie_marks(state, 1, acting=True) == 1
    assert tie_marks(state, 0) == 0
