"""The Attack action: front, weapons, range and sight, Hit against Dodge (MI-13)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.kernel.hexfire import corner_hexes, line_cells
from dinorules.kernel.hexgrid import distance
from dinorules.miniature import GAME, Status
from dinorules.miniature.actions import Attack, NoAction, Target
from tests.miniature.fight_helpers import arena, health, passes, play, until_strike
from tests.miniature.helpers import ACU, PTERA, RAPTORS, REX, TRIKE, view

BASE = ("", ())


def _targets(state: object, weapon: int = 0) -> list[tuple[int, int]]:
    state = GAME.apply(state, Attack(weapon))
    return [(a.q, a.r) for a in GAME.legal_actions(state)]


def _skirmish(behind: str = "c7r6", **raptors: object) -> Any:
    """A builder: the raptors at c4r3 facing N, the Commander at ``behind``, the
    triceratops far off; the test places the ACU. No card but the raptors' is revealed."""
    builder = GAME.position_builder(forced="explicit")
    builder.unit(0, 0, at="c4r3", facing="n", **{"active": "Pack hunt", **raptors})
    builder.unit(0, 1, at="c0r6", active="Brace").unit(1, 1, at=behind, active="Steady aim")
    return builder


@pytest.mark.rules("MI-13.1", "MI-13.2", "MI-13.4", "MI-6.9", "MI-R29")
def test_a_melee_attack_reaches_the_adjacent_hexes_ahead_only() -> None:
    # Raptors face N at c4r3: the ACU stands in front, the Commander behind.
    builder = _skirmish(behind="c4r4")
    state = builder.unit(1, 0, at="c4r2", facing="s", active="Aimed fire").activate(0, 0).build()
    state = until_strike(state, {0: BASE})
    assert GAME.legal_actions(state)[0] == Attack(0)  # the board's Sickle claws
    assert _targets(state) == [(4, 0)]


@pytest.mark.rules("MI-13.1", "MI-R29")
def test_a_card_may_let_a_unit_attack_in_any_direction() -> None:
    builder = _skirmish(behind="c4r4", active="Flank")
    state = builder.unit(1, 0, at="c4r2", facing="s", active="Aimed fire").activate(0, 0).build()
    state = until_strike(state, {0: ("Flank", ())})  # attack_any_arc
    assert _targets(state) == [(4, 0), (4, 2)]


@pytest.mark.rules("MI-13.5", "MI-13.6", "MI-R29")
@pytest.mark.parametrize("rocks", [True, False])
def test_a_shot_counts_its_range_and_fails_on_touching_impassable_terrain(
    tmp_path: Path, rocks: bool
) -> None:
    # The ACU (rifle, range 6) at (0, 4) faces SE. The line to the raptors at (4, 5)
    # (5 hexes) only touches the corner of (1, 5); the triceratops at (7, 4) is 7 hexes
    # away; the T-Rex's three hexes (3, 1..3) are 3 hexes away.
    state = arena(
        tmp_path,
        [[RAPTORS, TRIKE, REX], [ACU]],
        [
            (0, 0, (4, 5), "N"),
            (0, 1, (7, 4), "N"),
            (0, 2, (3, 2), "N"),
            (1, 0, (0, 4), "SE"),
        ],
        impassable=[(1, 5)] if rocks else [],
    )
    state = until_strike(state, {3: BASE})
    expected = [(3, 1), (3, 2), (3, 3)] + ([] if rocks else [(4, 5)])
    assert _targets(state) == expected


@pytest.mark.rules("MI-13.6")
def test_every_hex_a_line_of_fire_touches_lies_within_its_length_of_both_ends() -> None:
    # A shot looks only at impassable hexes this near both ends (`reach._blocked_shot`).
    for q in range(-6, 7):
        for r in range(-6, 7):
            if (q, r) == (0, 0):
                continue
            length = distance((0, 0), (q, r))
            met = [h for step in line_cells((0, 0), (q, r)) for h in step]
            met += corner_hexes((0, 0), (q, r))
            far = [h for h in met if max(distance(h, (0, 0)), distance(h, (q, r))) > length]
            assert not far, ((q, r), far)


@pytest.mark.rules("MI-13.8", "MI-13.10", "MI-2.2", "MI-6.13", "MI-R30")
def test_a_hit_equal_to_the_dodge_succeeds_the_initiator_winning_the_tie() -> None:
    # Raptors' melee 3 against the Commander's dodge 3; armor 1 all round: 2 damage.
    builder = _skirmish(behind="c4r2")
    state = builder.unit(1, 0, at="c7r6", active="Aimed fire").activate(0, 0).build()
    state = until_strike(state, {0: BASE})
    state = GAME.apply(GAME.apply(state, Attack(0)), Target(4, 0))
    seen = view(state)
    assert seen.phase.name == "TEST_STEP"  # the Hit test's step before the result is final
    assert (seen.fight.score, seen.fight.against) == (3, 3)
    assert health(passes(state), 3) == (2,)


@pytest.mark.rules("MI-13.10", "MI-6.13")
def test_a_hit_below_the_dodge_fails_with_no_damage(tmp_path: Path) -> None:
    # Raptors' melee 3 against the pteranodons' dodge 4.
    state = arena(tmp_path, [[RAPTORS], [PTERA]], [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "N")])
    state = until_strike(state, {0: BASE})
    state = play(state, Attack(0), Target(4, 3))
    assert health(state, 1) == (2, 2)
    assert view(state).fight.unit == -1  # the action is over: no damage step


@pytest.mark.rules("MI-13.9", "MI-14.2", "MI-R31")
def test_the_dodge_adds_the_targets_revealed_card() -> None:
    # The ACU has revealed "Take cover" (+2 dodge +1 armor, Reaction) and holds it; the
    # raptors' melee 3 then falls short of dodge 2 + 2.
    state = (
        GAME.position_builder(forced="explicit")
        .unit(0, 0, at="c4r3", facing="n", active="Pack hunt")
        .unit(0, 1, at="c0r6", active="Brace")
        .unit(1, 0, at="c4r2", facing="s", active="Take cover", revealed=True, status=Status.HELD)
        .unit(1, 1, at="c7r6", active="Steady aim")
        .activate(0, 0)
        .build()
    )
    state = until_strike(state, {0: BASE})
    state = GAME.apply(GAME.apply(state, Attack(0)), Target(4, 0))
    assert view(state).fight.against == 4
    assert health(passes(state), 2) == (1, 1, 1, 1)


@pytest.mark.rules("MI-13.2", "MI-R13")
def test_an_attack_out_of_range_is_refused_naming_the_rule() -> None:
    builder = _skirmish()
    state = builder.unit(1, 0, at="c4r2", facing="s", active="Aimed fire").activate(0, 0).build()
    state = until_strike(state, {0: BASE})
    with pytest.raises(IllegalActionError, match=r"MI-13\.2"):
        GAME.apply(state, Attack(3))
    state = GAME.apply(state, Attack(0))
    with pytest.raises(IllegalActionError, match=r"MI-13\.1"):
        GAME.apply(state, Target(4, 2))
    assert NoAction() not in GAME.legal_actions(state)
