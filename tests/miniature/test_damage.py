"""Damages: affected zone, Armor score, melee and ranged damage, elimination (MI-14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules.kernel import Facing
from dinorules.kernel.hexgrid import neighbour, opposite
from dinorules.miniature import GAME
from dinorules.miniature.actions import Attack, Target, Zone
from dinorules.miniature.combat.damage import allocations
from tests.miniature.fight_helpers import (
    arena,
    health,
    hexes,
    pass_step,
    passes,
    play,
    until,
    until_strike,
)
from tests.miniature.helpers import ACU, PTERA, RAPTORS, REX, TRIKE, view
from tests.miniature.round_helpers import RAPTOR_HAND

BASE = ("", ())

# The ACU's rifle: damage 3 (MI-14.5); the triceratops' armor front 4, side 2, rear 1.
ZONE_DAMAGE = {"N": 0, "NE": 1, "SE": 1, "S": 2, "SW": 1, "NW": 1}


@pytest.mark.rules("MI-14.1", "MI-14.5", "MI-6.5", "MI-6.8a", "MI-6.8b", "MI-R29")
@pytest.mark.parametrize("side", list(ZONE_DAMAGE))
def test_the_affected_zone_is_the_edge_the_shot_crosses(tmp_path: Path, side: str) -> None:
    # The triceratops faces N at (4, 4); the ACU stands next to it on ``side``, facing it.
    here = neighbour((4, 4), Facing[side])
    facing = opposite(Facing[side]).name
    state = arena(tmp_path, [[ACU], [TRIKE]], [(0, 0, here, facing), (1, 0, (4, 4), "N")])
    state = until_strike(state, {0: BASE})
    state = play(state, Attack(0), Target(4, 4))
    assert health(state, 1) == (9 - ZONE_DAMAGE[side],)


@pytest.mark.rules("MI-14.1", "MI-13.7", "MI-2.7")
def test_a_shot_through_a_corner_lets_the_attacker_choose_the_zone(tmp_path: Path) -> None:
    # From (3, 4) the line to (5, 3) enters by the corner between the NW edge (the
    # triceratops' front, armor 4) and the SW edge (a side, armor 2).
    state = arena(tmp_path, [[ACU], [TRIKE]], [(0, 0, (3, 4), "NE"), (1, 0, (5, 3), "NW")])
    state = until_strike(state, {0: BASE})
    state = passes(GAME.apply(GAME.apply(state, Attack(0)), Target(5, 3)))
    assert GAME.legal_actions(state) == (Zone("front"), Zone("side"))
    assert health(play(state, Zone("side")), 1) == (8,)


@pytest.mark.rules("MI-14.1", "MI-R29")
def test_each_hex_of_a_multi_hex_target_may_be_aimed_at(tmp_path: Path) -> None:
    # The T-Rex (3 hexes, facing N) with the ACU behind it: its tail shows the rear.
    state = arena(tmp_path, [[ACU], [REX]], [(0, 0, (5, 6), "N"), (1, 0, (5, 3), "N")])
    state = until_strike(state, {0: BASE})
    aimed = GAME.legal_actions(GAME.apply(state, Attack(0)))
    assert aimed == (Target(5, 2), Target(5, 3), Target(5, 4))
    assert health(play(state, Attack(0), Target(5, 4)), 1) == (13,)  # 3 - rear 2


@pytest.mark.rules("MI-14.4", "MI-14.6", "MI-14.9")
def test_melee_damage_eliminates_as_many_models_as_possible(tmp_path: Path) -> None:
    # Triceratops melee 4 against the raptors' front armor 1: 3 damage on 3 models of 2.
    state = arena(tmp_path, [[TRIKE], [RAPTORS]], [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "S")])
    state = until_strike(state, {0: BASE})
    state = play(state, Attack(0), Target(4, 3))
    assert health(state, 1) == (2, 1)  # one eliminated, one wounded


@pytest.mark.rules("MI-14.6", "MI-R33")
def test_the_allocations_keep_every_way_to_eliminate_the_most_models() -> None:
    assert allocations((2, 2, 2), 3) == ((2, 1),)
    assert allocations((2, 2, 3), 3) == ((2, 2), (3, 1))  # the attacker chooses
    assert allocations((1, 1, 1, 1), 6) == ((),)
    assert allocations((5,), 0) == ((5,),)


@pytest.mark.rules("MI-14.7", "MI-14.2")
def test_zero_damage_is_still_a_successful_attack(tmp_path: Path) -> None:
    # The rifle's 3 against the triceratops' front armor 4.
    state = arena(tmp_path, [[ACU], [TRIKE]], [(0, 0, (4, 5), "N"), (1, 0, (4, 4), "S")])
    state = until_strike(state, {0: BASE})
    state = pass_step(GAME.apply(GAME.apply(state, Attack(0)), Target(4, 4)))  # the Hit test
    seen = view(state)
    assert seen.phase.name == "TEST_STEP"  # the Damage test: the attack succeeded
    assert (seen.fight.bonus, seen.fight.against) == (0, 4)
    assert health(passes(state), 1) == (9,)


@pytest.mark.rules("MI-14.2", "MI-14.9", "MI-R23", "MI-R34")
def test_piercing_stops_at_zero_armor_and_an_eliminated_unit_leaves_the_board(
    tmp_path: Path,
) -> None:
    # "Killing claw" (+3 attack +2 piercing) into the ACU's rear (armor 0): 6 damage.
    state = arena(
        tmp_path,
        [[RAPTORS], [ACU]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "N")],
        hands={0: [*RAPTOR_HAND[:5], "Killing claw"]},
    )
    state = until_strike(state, {0: ("Killing claw", ())})
    state = pass_step(GAME.apply(GAME.apply(state, Attack(0)), Target(4, 3)))
    assert view(state).fight.against == 0  # max(0, 0 - 2)
    state = passes(state)
    assert health(state, 1) == () and hexes(state, 1) == ()
    state = until(state, GAME.is_terminal)
    assert GAME.winners(state) == frozenset({0})  # every enemy unit eliminated


@pytest.mark.rules("MI-13.3", "MI-14.8", "MI-R32")
def test_an_area_weapon_strikes_every_unit_within_its_area(tmp_path: Path) -> None:
    # The grenade launcher (range 5, area 1) aims at the empty hex (5, 4): the raptors
    # at (5, 3) and the triceratops at (6, 3) are within 1; the pteranodons 2 away.
    state = arena(
        tmp_path,
        [[RAPTORS, TRIKE, PTERA], [ACU]],
        [(0, 0, (5, 3), "N"), (0, 1, (6, 3), "N"), (0, 2, (5, 6), "N"), (1, 0, (2, 5), "SE")],
        equipment={(1, 0): ["Grenade launcher"]},
    )
    state = until_strike(state, {3: BASE})
    state = GAME.apply(state, Attack(1))
    assert Target(5, 4) in GAME.legal_actions(state)
    state = GAME.apply(state, Target(5, 4))
    struck = []
    while view(state).fight.unit != -1 or view(state).phase.name in ("INTERACTION", "TEST_STEP"):
        if view(state).fight.unit not in struck and view(state).fight.unit != -1:
            struck.append(view(state).fight.unit)
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert struck == [0, 1]
    assert health(state, 2) == (2, 2)
    assert health(state, 0) != (2, 2, 2)  # ballistic 3 meets dodge 3: 3 damage - armor
