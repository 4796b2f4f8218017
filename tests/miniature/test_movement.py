"""Movement in an activation: steps, rotations, jumps, terrain and blocked hexes (MI-4, MI-5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.kernel import Facing
from dinorules.kernel.hexgrid import back_hexes, front_hexes, neighbour
from dinorules.miniature import GAME, Backward, Forward, Jump, Pass, Phase, Rotate, Stop
from tests.miniature.helpers import (
    ACU,
    COMMANDER,
    PTERA,
    RAPTORS,
    REX,
    TRIKE,
    deploy,
    ended,
    facing_of,
    hexes_of,
    play,
    rectangle,
    scenario_file,
    start,
    to_move,
    view,
)

CENTRE = (5, 3)
ZONE = rectangle(2, 8, 0, 6)
FAR = rectangle(10, 11, -5, -3)
NAMES = [f.name for f in Facing]


def arena(tmp_path: Path, mover: str, *, others: tuple[str, ...] = (), **terrain: Any) -> str:
    """Seat 0 (the first player) holds ``mover`` and ``others``; seat 1 a far T-Rex and more."""
    return scenario_file(tmp_path, [[mover, *others], [REX, TRIKE]], [ZONE, FAR], **terrain)


def moving(
    tmp_path: Path,
    mover: str,
    facing: str = "N",
    at: tuple[int, int] = CENTRE,
    others: tuple[tuple[str, tuple[int, int], str], ...] = (),
    **terrain: Any,
) -> Any:
    """The first activation: seat 0's ``mover`` on ``at``, about to move."""
    path = arena(tmp_path, mover, others=tuple(o[0] for o in others), **terrain)
    state = start(scenario=path)
    placements = [(0, 0, at, facing), (1, 0, (10, -4), "N")]
    for slot, (_, hex_, face) in enumerate(others, start=1):
        placements += [(0, slot, hex_, face)]
    placements.insert(2, (1, 1, (11, -4), "N"))
    if others:  # seats alternate: 0, 1, 0, 1
        placements = [placements[0], placements[1], placements[3], placements[2]]
    state = to_move(deploy(state, placements))
    seen = view(state)
    assert seen.phase is Phase.MOVE and seen.active == 0
    return state


@pytest.mark.rules("MI-4.5", "MI-4.1", "MI-6.4", "MI-4.11", "MI-R8")
@pytest.mark.parametrize("facing", list(Facing))
def test_forward_into_each_of_the_three_front_hexes(tmp_path: Path, facing: Facing) -> None:
    state = moving(tmp_path, TRIKE, facing.name)
    front = front_hexes(CENTRE, facing)
    forwards = [a for a in GAME.legal_actions(state) if isinstance(a, Forward)]
    assert {neighbour(CENTRE, Facing[a.direction]) for a in forwards} == set(front)
    assert len(forwards) == 3
    for action in forwards:
        after = GAME.apply(state, action)
        assert hexes_of(after, 0) == (neighbour(CENTRE, Facing[action.direction]),)
        assert facing_of(after, 0) == facing.name  # a slide: no rotation (MI-4.11)
        assert ended(after)  # the Triceratops's 1 hex is spent


@pytest.mark.rules("MI-4.6", "MI-6.10")
def test_backward_costs_two(tmp_path: Path) -> None:
    state = moving(tmp_path, RAPTORS, "NE")
    backs = [a for a in GAME.legal_actions(state) if isinstance(a, Backward)]
    assert {neighbour(CENTRE, Facing[a.direction]) for a in backs} == set(
        back_hexes(CENTRE, Facing.NE)
    )
    after = play(state, Backward("S"))
    assert hexes_of(after, 0) == (neighbour(CENTRE, Facing.S),)
    assert ended(after)  # 2 of 2 spent
    # One step forward leaves 1: too little to step back.
    state = play(state, Forward("N"))
    assert view(state).budget == 1
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Backward)]
    with pytest.raises(IllegalActionError, match=r"MI-4.6"):
        GAME.apply(state, Backward("S"))


@pytest.mark.rules("MI-4.7")
def test_rotation_turns_one_edge_for_one_movement(tmp_path: Path) -> None:
    state = moving(tmp_path, RAPTORS, "N")
    state = play(state, Rotate(clockwise=True))
    assert (facing_of(state, 0), view(state).budget) == ("NE", 1)
    state = play(state, Rotate(clockwise=False))
    assert facing_of(state, 0) == "N"
    assert ended(state)


@pytest.mark.rules("MI-4.10", "MI-R10")
def test_a_unit_without_orientation_turns_for_free_one_way_three_times(tmp_path: Path) -> None:
    state = moving(tmp_path, COMMANDER, "N")
    state = play(state, Rotate(clockwise=True), Rotate(clockwise=True))
    seen = view(state)
    assert (facing_of(state, 0), seen.budget, seen.free_turns) == ("SE", 1, 2)
    legal = GAME.legal_actions(state)
    assert Rotate(clockwise=False) not in legal  # no turning back
    state = play(state, Rotate(clockwise=True))
    assert facing_of(state, 0) == "S"
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Rotate)]
    with pytest.raises(IllegalActionError, match=r"MI-R10"):
        GAME.apply(state, Rotate(clockwise=True))
    state = play(state, Forward("S"))  # the step resets the free turns, and ends the budget
    assert hexes_of(state, 0) == (neighbour(CENTRE, Facing.S),)
    assert ended(state)


@pytest.mark.rules("MI-R8", "MI-4.7", "MI-4.5")
def test_a_t_rex_rotates_and_moves_as_a_whole(tmp_path: Path) -> None:
    state = moving(tmp_path, REX, "N")
    assert hexes_of(state, 0) == ((5, 3), (5, 2), (5, 4))
    turned = play(state, Rotate(clockwise=True))
    assert facing_of(turned, 0) == "NE"
    assert set(hexes_of(turned, 0)) == {(5, 3), (6, 2), (4, 4)}
    moved = play(state, Forward("NE"))
    assert set(hexes_of(moved, 0)) == {(6, 2), (6, 1), (6, 3)}


@pytest.mark.rules("MI-R8", "MI-5.3")
def test_a_t_rex_cannot_turn_its_tail_onto_impassable_terrain(tmp_path: Path) -> None:
    state = moving(tmp_path, REX, "N", impassable=[(4, 4)])
    legal = GAME.legal_actions(state)
    assert Rotate(clockwise=True) not in legal  # its tail would swing onto (4, 4)
    assert Rotate(clockwise=False) in legal


@pytest.mark.rules("MI-4.8", "MI-5.3", "MI-5.4", "MI-R9")
def test_jump_over_impassable_terrain(tmp_path: Path) -> None:
    wall = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", impassable=[wall])
    legal = GAME.legal_actions(state)
    assert Forward("N") not in legal
    assert Jump("N") in legal and Jump("NE") not in legal  # NE is open: an ordinary step
    after = play(state, Jump("N"))
    assert hexes_of(after, 0) == (neighbour(wall, Facing.N),)
    assert ended(after)  # two hexes travelled: the whole budget


@pytest.mark.rules("MI-5.3")
def test_without_jump_or_fly_impassable_terrain_is_not_crossed(tmp_path: Path) -> None:
    wall = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, TRIKE, "N", impassable=[wall])
    legal = GAME.legal_actions(state)
    assert Forward("N") not in legal and Jump("N") not in legal
    with pytest.raises(IllegalActionError, match=r"MI-4.8"):
        GAME.apply(state, Jump("N"))


@pytest.mark.rules("MI-5.4", "MI-R9")
def test_no_stop_on_impassable_terrain(tmp_path: Path) -> None:
    one = neighbour(CENTRE, Facing.N)
    two = neighbour(one, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", impassable=[one, two])
    assert Jump("N") not in GAME.legal_actions(state)  # 3 hexes needed, 2 left
    with pytest.raises(IllegalActionError, match=r"MI-R9"):
        GAME.apply(state, Jump("N"))


@pytest.mark.rules("MI-5.4", "MI-R9")
def test_fly_crosses_impassable_terrain_but_not_units(tmp_path: Path) -> None:
    wall = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, PTERA, "N", impassable=[wall])
    assert Jump("N") in GAME.legal_actions(state)
    ally = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, PTERA, "N", others=((TRIKE, ally, "N"),))
    assert Jump("N") not in GAME.legal_actions(state)


@pytest.mark.rules("MI-4.8", "MI-5.5", "MI-R9")
def test_jump_over_an_occupied_hex(tmp_path: Path) -> None:
    ahead = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", others=((TRIKE, ahead, "N"),))
    legal = GAME.legal_actions(state)
    assert Forward("N") in legal  # a single-model ally: a Stability test (MI-R39)
    after = play(state, Jump("N"))
    assert hexes_of(after, 0) == (neighbour(ahead, Facing.N),)


@pytest.mark.rules("MI-5.1", "MI-5.2")
def test_difficult_terrain_stops_the_movement(tmp_path: Path) -> None:
    mud = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", difficult=[mud])
    after = play(state, Forward("N"))
    assert hexes_of(after, 0) == (mud,)
    assert ended(after)  # 1 movement left, lost


@pytest.mark.rules("MI-4.3", "MI-4.9", "MI-6.17")
def test_the_budget_is_the_base_movement_and_ends_when_spent(tmp_path: Path) -> None:
    state = moving(tmp_path, RAPTORS, "N")
    assert view(state).budget == 2  # the Velociraptor's base movement
    state = play(state, Forward("N"))
    assert (view(state).active, view(state).budget) == (0, 1)
    state = play(state, Forward("NE"))
    assert ended(state)
    assert hexes_of(state, 0) == (neighbour(neighbour(CENTRE, Facing.N), Facing.NE),)


@pytest.mark.rules("MI-2.5", "MI-4.2", "MI-2.7", "MI-6.2")
def test_movement_is_optional_and_the_owner_decides(tmp_path: Path) -> None:
    state = moving(tmp_path, RAPTORS, "N")
    assert GAME.current_player(state) == 0  # the active unit's owner, its Initiator
    assert GAME.legal_actions(state)[-1] == Stop()
    after = play(state, Stop())
    assert hexes_of(after, 0) == (CENTRE,)
    assert ended(after)


@pytest.mark.rules("MI-5.5")
def test_units_and_crates_block_their_hexes(tmp_path: Path) -> None:
    crate = neighbour(CENTRE, Facing.NE)
    enemy_hex = neighbour(CENTRE, Facing.N)
    path = scenario_file(
        tmp_path,
        [[RAPTORS], [ACU]],
        [[h for h in ZONE if h != enemy_hex], [*FAR, enemy_hex]],
        crates=[crate],
    )
    state = to_move(deploy(start(scenario=path), [(0, 0, CENTRE, "N"), (1, 0, enemy_hex, "S")]))
    legal = GAME.legal_actions(state)
    assert Forward("NW") in legal
    assert Forward("N") in legal  # an enemy unit: a Stability test (MI-5.10a, MI-R39)
    assert Forward("NE") not in legal  # a crate
    with pytest.raises(IllegalActionError, match=r"MI-5.5"):
        GAME.apply(state, Forward("NE"))


@pytest.mark.rules("MI-5.8", "MI-5.9a", "MI-6.6", "MI-R11", "MI-R15")
def test_an_ally_of_several_models_lets_a_unit_through(tmp_path: Path) -> None:
    pack = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", others=((RAPTORS, pack, "N"),))
    assert Forward("N") in GAME.legal_actions(state)
    inside = play(state, Forward("N"))
    seen = view(inside)
    assert seen.passing and seen.budget == 1 and hexes_of(inside, 0) == (pack,)
    out = play(inside, Forward("N"))
    assert hexes_of(out, 0) == (neighbour(pack, Facing.N),)
    assert ended(out)


def _test_step(state: Any) -> Any:
    """Every seat passes the open test's Interaction step (MI-R42)."""
    while view(state).phase is Phase.TEST_STEP:
        state = GAME.apply(state, Pass())
    return state


@pytest.mark.rules("MI-5.9b", "MI-6.13", "MI-R51")
def test_a_unit_that_stops_inside_an_ally_wins_its_stability_test_and_the_ally_makes_room(
    tmp_path: Path,
) -> None:
    pack = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", others=((RAPTORS, pack, "N"),))
    inside = play(state, Forward("N"), Stop())
    seen = view(inside)
    assert seen.phase is Phase.TEST_STEP and GAME.invariants(inside) == ()
    assert (seen.fight.score, seen.fight.against) == (2, 2)  # the Initiator wins ties (MI-2.2)
    after = _test_step(inside)
    assert hexes_of(after, 0) == (pack,) and hexes_of(after, 1) == (neighbour(pack, Facing.N),)
    assert facing_of(after, 1) == "N" and not view(after).units[1].knocked
    assert ended(after)


@pytest.mark.rules("MI-5.9b", "MI-5.9c", "MI-R51")
def test_a_unit_that_loses_its_stability_test_inside_an_ally_is_cancelled(
    tmp_path: Path,
) -> None:
    pack = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, ACU, "N", others=((RAPTORS, pack, "N"),))
    assert Forward("N") in GAME.legal_actions(state)  # its last hex: it may end inside
    inside = play(state, Forward("N"))  # the movement is spent: the test on arrival
    assert view(inside).phase is Phase.TEST_STEP
    back = _test_step(inside)  # Stability 1 against the pack's 2
    assert hexes_of(back, 0) == (CENTRE,) and facing_of(back, 0) == "N"
    assert hexes_of(back, 1) == (pack,)
    assert ended(back)


@pytest.mark.rules("MI-5.9c", "MI-5.7d", "MI-R51")
def test_an_ally_that_cannot_make_room_cancels_the_movement(tmp_path: Path) -> None:
    pack = neighbour(CENTRE, Facing.N)
    wall = neighbour(pack, Facing.N)
    state = moving(tmp_path, TRIKE, "N", others=((RAPTORS, pack, "N"),), impassable=[wall])
    back = _test_step(play(state, Forward("N")))  # 5 against 2, but nowhere to go
    assert hexes_of(back, 0) == (CENTRE,) and hexes_of(back, 1) == (pack,)
    assert ended(back)


@pytest.mark.rules("MI-5.10a", "MI-R39")
def test_a_single_model_ally_is_tested_not_passed_through(tmp_path: Path) -> None:
    pack = neighbour(CENTRE, Facing.N)
    state = moving(tmp_path, RAPTORS, "N", others=((TRIKE, pack, "N"),))
    inside = play(state, Forward("N"))  # one model: not passed, a Stability test (MI-R39)
    assert not view(inside).passing and hexes_of(inside, 0) == (CENTRE,)
