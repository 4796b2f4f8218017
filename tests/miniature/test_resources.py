"""Command income, Requisition from objectives and crates, adrenaline earned (MI-18)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.miniature import GAME, Buy, Pass
from tests.miniature.helpers import ACU, COMMANDER, RAPTORS, rectangle, view
from tests.miniature.hero_helpers import arena, drive, phase

WEST = rectangle(0, 1, 0, 5)
EAST = rectangle(8, 9, -4, 0)
HUMANS = ["Rally", "Get down!", "Get down!", "Training", "Airdrop"]
DINOSAURS = ["Stubborn", "Training", "Thick hide", "Thick hide", "Ambush"]


def after_round_one(state: Any) -> Any:
    """Play the first action phase to the first-player window, units standing still."""
    return drive(state, lambda s: view(s).round == 1 and phase(s) in ("STACK", "OVER"))


@pytest.mark.rules("MI-18.4", "MI-18.5", "MI-R40", "MI-1.2")
def test_command_income_without_a_commander(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
    )
    assert view(state).command == (0, 0)
    state = after_round_one(state)
    assert view(state).command == (1, 0)  # 1 a round for humans; dinosaurs earn none
    assert view(state).first_player == 0  # the most Command takes the token


@pytest.mark.rules("MI-18.5", "MI-R40")
def test_command_income_with_a_commander(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU, COMMANDER], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW"), (0, 1, (1, 4), "NE")],
        heroes={0: HUMANS, 1: DINOSAURS},
    )
    state = after_round_one(state)
    board = state.components.unit[COMMANDER]
    assert board.command == 1
    assert view(state).command == (3, 0)  # 1 + 1 for the hero + 1 for the Commander


@pytest.mark.rules("MI-18.6", "MI-18.8", "MI-R40", "MI-R41")
def test_objectives_give_command_each_round_and_requisition_once(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
        objectives=[(1, 2), (8, -2)],
    )
    state = after_round_one(state)
    assert view(state).command == (2, 1)  # each side holds an objective
    assert view(state).requisition == (1, 0)  # dinosaurs collect no requisition
    state = drive(state, lambda s: view(s).round == 2 and phase(s) in ("STACK", "OVER"))
    assert view(state).command == (4, 2) and view(state).requisition == (1, 0)


@pytest.mark.rules("MI-18.7", "MI-18.8", "MI-R41", "MI-R23")
def test_requisition_from_a_crate(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
        crates=[(2, 2)],  # next to the ACU
        victories=['kind = "collect_requisition"; seats = [0]; amount = 2'],
        rules=[("starting_requisition", 1)],
    )
    assert view(state).requisition == (1, 1)
    state = after_round_one(state)
    assert view(state).requisition == (2, 1) and view(state).claimed == frozenset({"crate 0"})
    assert GAME.is_terminal(state) and GAME.winners(state) == frozenset({0})  # 2 requisition


def first_player_window(tmp_path: Path, requisition: int) -> Any:
    """ACU squad (seat 0) and raptors (seat 1) with Requisition, at the first-player window."""
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
        rules=[("starting_requisition", requisition)],
    )
    return drive(
        state, lambda s: phase(s) == "INTERACTION" and s.round.window.name == "FIRST_PLAYER"
    )


@pytest.mark.rules("MI-18.7", "MI-R48")
def test_requisition_buys_equipment_in_the_first_player_window(tmp_path: Path) -> None:
    state = first_player_window(tmp_path, 2)
    assert GAME.current_player(state) == 0 and view(state).requisition == (2, 2)
    legal = GAME.legal_actions(state)
    assert legal[0] == Pass() and Buy("Body armor", 0) in legal and Buy("Flare", 0) in legal
    assert Buy("Grenade launcher", 0) not in legal  # 4 requisition
    state = GAME.apply(state, Buy("Body armor", 0))
    assert view(state).units[0].gear == ("Body armor",) and view(state).requisition == (0, 2)
    assert GAME.legal_actions(state) == (Pass(),)
    state = GAME.apply(state, Pass())
    assert GAME.current_player(state) == 1 and GAME.legal_actions(state) == (Pass(),)  # dinosaurs


@pytest.mark.rules("MI-R48")
def test_a_unit_carries_one_weapon_card(tmp_path: Path) -> None:
    state = GAME.apply(first_player_window(tmp_path, 6), Buy("Net launcher", 0))
    legal = GAME.legal_actions(state)
    assert Buy("Grenade launcher", 0) not in legal and Buy("Body armor", 0) in legal
    with pytest.raises(IllegalActionError, match=r"MI-18\.7"):
        GAME.apply(state, Buy("Grenade launcher", 0))
