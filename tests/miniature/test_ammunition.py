"""Special ammunition: the sedative and the restraining net (MI-16)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME, Pass, UseIcons
from dinorules.miniature.actions import NoAction
from dinorules.miniature.combat.actions import BreakFree
from tests.miniature.helpers import ACU, COMMANDER, RAPTORS, TRIKE, rectangle, view
from tests.miniature.hero_helpers import arena, drive, phase, shooting

WEST = rectangle(0, 1, 0, 6)
EAST = rectangle(3, 4, 0, 6)
SEDATIVE = "Sedative dart"
NET = "Restraining net"
HEROES = ["Training", "Training", "Training", "Training", "Training"]


def _round(state: Any) -> int:
    return int(view(state).round)


def ammo(state: Any, unit: int) -> tuple[tuple[str, ...], ...]:
    """(fired, under the Next card, locking slots, nets) of a unit."""
    return tuple(view(state).units[unit].ammunition)


def commander_and(tmp_path: Path, target: str, kit: list[str], **scenario: Any) -> Any:
    """Seat 0: a Field Commander (unit 0, dart rifle) carrying ``kit``; seat 1: ``target``."""
    return arena(
        tmp_path,
        [[COMMANDER], [target]],
        [WEST, EAST],
        [(0, 0, (1, 3), "N"), (1, 0, (3, 3), "N")],
        heroes={},
        equipment={(0, 0): kit},
        **scenario,
    )


def after_round(k: int) -> Callable[[Any], bool]:
    """The initiative phase after round ``k`` has slid the Next cards (the draws begin)."""
    return lambda s: (
        phase(s) == "OVER"
        or (_round(s) == k and phase(s) == "KEEP_IDLE")
        or (_round(s) == k and phase(s) == "DRAW_ROUND")
    )


@pytest.mark.rules("MI-16.1", "MI-16.2", "MI-R60")
def test_a_sedative_hit_inflicts_no_wound_and_goes_under_the_next_card(tmp_path: Path) -> None:
    # Ballistic 4 against the ACU's dodge 2; dart 2 against armor 1: 1 damage, so the
    # sedative fires instead of wounding.
    state = commander_and(tmp_path, ACU, [SEDATIVE])
    state = drive(state, lambda s: bool(ammo(s, 1)[1]), shooting({0: lambda s: True}))
    assert view(state).units[1].health == (1, 1, 1, 1)
    assert ammo(state, 0) == ((SEDATIVE,), (), (), ())  # fired: it left the Commander
    assert ammo(state, 1) == ((), (SEDATIVE,), (), ())


@pytest.mark.rules("MI-16.1", "MI-6.7", "MI-R60")
def test_a_shot_that_would_inflict_no_damage_keeps_the_sedative(tmp_path: Path) -> None:
    # Dart 2 against the Triceratops' front armor 4: no damage, no sedative.
    state = commander_and(tmp_path, TRIKE, [SEDATIVE])
    state = drive(state, lambda s: _round(s) == 2, shooting({0: lambda s: True}))
    assert ammo(state, 0) == ((), (), (), ()) and ammo(state, 1) == ((), (), (), ())


@pytest.mark.rules("MI-16.3", "MI-16.4", "MI-16.5", "MI-R61", "MI-R62")
def test_a_sedative_locking_the_last_slot_sedates_the_unit(tmp_path: Path) -> None:
    # Two Commanders shoot a sedative each at the ACU, whose combo limit is 2: revealed
    # together, they lock both slots.
    state = arena(
        tmp_path,
        [[COMMANDER, COMMANDER], [ACU]],
        [WEST, EAST],
        [(0, 0, (1, 2), "N"), (1, 0, (3, 3), "N"), (0, 1, (1, 4), "N")],
        heroes={},
        equipment={(0, 0): [SEDATIVE], (0, 1): [SEDATIVE]},
    )
    choose = shooting({0: lambda s: True, 1: lambda s: True})
    state = drive(state, lambda s: _round(s) == 1 and phase(s) == "STACK", choose)
    assert ammo(state, 2)[1] == (SEDATIVE, SEDATIVE)
    state = drive(state, after_round(1), choose)
    acu = view(state, 1).units[2]
    assert ammo(state, 2) == ((), (), (SEDATIVE, SEDATIVE), ())
    assert (acu.active, acu.next, acu.has_idle, acu.hand_size, acu.stack) == ("", "", False, 0, ())
    state = drive(state, lambda s: phase(s) == "OVER", choose)
    assert GAME.winners(state) == frozenset({0})  # a Sedated unit counts as eliminated
    assert view(state).round == 2


@pytest.mark.rules("MI-16.3", "MI-17.11", "MI-R47", "MI-R61")
@pytest.mark.parametrize("kit", [[SEDATIVE], []])
def test_a_sedative_on_deck_keeps_a_dinosaur_from_rage(tmp_path: Path, kit: list[str]) -> None:
    # The raptors start at their maximum adrenaline (5): Furious at the end of round 1,
    # unless a sedative lies under their Next card. Revealed, it halves the adrenaline.
    state = commander_and(tmp_path, RAPTORS, kit, rules=[("starting_adrenaline", 5)])
    state = drive(state, lambda s: phase(s) == "STACK", shooting({0: lambda s: True}))
    raptors = view(state).units[1]
    assert bool(raptors.furious) is not bool(kit)
    if kit:
        state = drive(state, after_round(1), shooting({}))
        raptors = view(state).units[1]
        assert raptors.adrenaline == 3 and not raptors.furious  # 5 less half (2)
        assert ammo(state, 1)[2] == (SEDATIVE,)
        assert len(raptors.stack) <= 1  # combo limit 3, one slot locked: one card stacked


@pytest.mark.rules("MI-16.3", "MI-R61")
def test_a_revealed_sedative_cancels_furious(tmp_path: Path) -> None:
    state = commander_and(tmp_path, RAPTORS, [SEDATIVE], rules=[("starting_adrenaline", 5)])
    choose = shooting({0: lambda s: _round(s) >= 2})
    state = drive(state, lambda s: _round(s) == 2 and phase(s) == "REVEAL", choose)
    assert view(state).units[1].furious == "Furious"
    supply = view(state).supply.count("Furious")
    state = drive(state, after_round(2), choose)
    assert view(state).units[1].furious == ""
    assert view(state).supply.count("Furious") == supply + 1


def _net_test(state: Any) -> bool:
    return phase(state) == "TEST_STEP" and view(state).test.kind.name == "NET"


def netted_trike(tmp_path: Path, nets: int) -> Any:
    """Seat 0: a Triceratops (unit 0) facing N; seat 1: three ACU squads behind it, each
    with a net; ``nets`` of them shoot in round 1. Returns the Triceratops' round-2 test."""
    state = arena(
        tmp_path,
        [[TRIKE], [ACU, ACU, ACU]],
        [rectangle(3, 4, 0, 3), rectangle(2, 5, 5, 6)],
        [(0, 0, (3, 2), "N"), (1, 0, (2, 5), "N"), (1, 1, (3, 5), "N"), (1, 2, (4, 5), "N")],
        heroes={},
        equipment={(1, 0): [NET], (1, 1): [NET], (1, 2): [NET]},
    )
    first = {n: (lambda s: _round(s) == 1) for n in range(1, 1 + nets)}
    chooser = shooting(first)

    def choose(state: Any, legal: tuple[Any, ...]) -> Any:
        if phase(state) == "STRIKE" and state.activation.actor_unit == 0:
            return BreakFree() if _round(state) == 2 else NoAction()
        return chooser(state, legal)

    state = drive(state, _net_test, choose)
    assert len(ammo(state, 0)[3]) == nets and view(state).units[0].health == (9,)
    return state


@pytest.mark.rules("MI-16.6", "MI-16.7", "MI-16.8", "MI-R63")
@pytest.mark.parametrize(("nets", "against", "free"), [(2, 5, True), (3, 6, False)])
def test_escaping_nets_tests_the_strongest_plus_one_per_extra(
    tmp_path: Path, nets: int, against: int, free: bool
) -> None:
    # Nets of Stability 4: two make 5 (the Triceratops' 5 ties and wins), three make 6.
    state = netted_trike(tmp_path, nets)
    assert (view(state).fight.score, view(state).fight.against) == (5, against)
    while phase(state) == "TEST_STEP":
        state = GAME.apply(state, Pass())
    assert bool(ammo(state, 0)[3]) is not free
    assert view(state).used_ammo.count(NET) == (nets if free else 0)


@pytest.mark.rules("MI-16.9")
def test_no_hero_card_opposes_the_escape_from_nets(tmp_path: Path) -> None:
    state = netted_trike(tmp_path, 2)
    state = GAME.apply(state, Pass())  # the Triceratops' owner speaks first
    assert view(state).actor == 1
    opposing = [a for a in GAME.legal_actions(state) if isinstance(a, UseIcons) and a.side == 1]
    assert opposing == [] and any(isinstance(a, UseIcons) for a in GAME.legal_actions(state))


@pytest.mark.rules("MI-16.2", "MI-R60")
def test_the_conservation_check_catches_lost_or_invented_ammunition(tmp_path: Path) -> None:
    state = commander_and(tmp_path, ACU, [SEDATIVE])
    state = drive(state, lambda s: bool(ammo(s, 1)[1]), shooting({0: lambda s: True}))
    assert GAME.invariants(state) == ()
    commander, acu = state.units
    lost = state.replace(units=(commander, acu.replace(sedatives=())))
    assert any("ammunition not conserved" in law for law in GAME.invariants(lost))
    invented = state.replace(units=(commander.replace(spent=(SEDATIVE, NET)), acu))
    assert any("never carried" in law for law in GAME.invariants(invented))


@pytest.mark.rules("MI-16.3", "MI-R61")
@pytest.mark.parametrize(("kit", "budget"), [([SEDATIVE], 1), ([], 2)])
def test_a_revealed_sedative_lowers_the_movement(
    tmp_path: Path, kit: list[str], budget: int
) -> None:
    # The raptors' base movement 2, less the dart's hex malus once it is revealed.
    state = commander_and(tmp_path, RAPTORS, kit)
    choose = shooting({0: lambda s: _round(s) == 1})
    state = drive(
        state, lambda s: _round(s) == 2 and phase(s) == "MOVE" and view(s).active == 1, choose
    )
    assert view(state).budget == budget


@pytest.mark.rules("MI-16.7", "MI-R14")
def test_a_netted_unit_is_seen_blocked_bug(tmp_path: Path) -> None:
    state = netted_trike(tmp_path, 2)
    assert all(view(state, seat).units[0].blocked for seat in (0, 1))
    while phase(state) == "TEST_STEP":
        state = GAME.apply(state, Pass())  # the escape: both nets out (MI-R63)
    assert not ammo(state, 0)[3] and not view(state).units[0].blocked
