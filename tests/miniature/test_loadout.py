"""What a unit carries: gear in its skills, ammunition slots freed by firing (MI-R60, MI-R66)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME, Buy
from tests.miniature.helpers import ACU, RAPTORS, rectangle, view
from tests.miniature.hero_helpers import arena, drive, shooting

WEST = rectangle(0, 1, 0, 6)
EAST = rectangle(2, 4, 0, 6)


def acu_and_raptors(tmp_path: Path, kit: list[str], **scenario: Any) -> Any:
    """Seat 0: an ACU squad (unit 0) carrying ``kit``; seat 1: raptors (unit 1) next to it."""
    return arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, EAST],
        [(0, 0, (1, 3), "SE"), (1, 0, (2, 3), "NW")],
        heroes={},
        equipment={(0, 0): kit},
        **scenario,
    )


@pytest.mark.rules("MI-14.2", "MI-R48", "MI-R66")
@pytest.mark.parametrize(("kit", "left"), [([], 2), (["Body armor"], 3)])
def test_gear_adds_its_symbols_to_the_base_skills(
    tmp_path: Path, kit: list[str], left: int
) -> None:
    # The raptors' melee 3 beats the ACU's dodge 2; armor 1 (2 with Body armor) leaves
    # 2 damage (1): two troopers of health 1 fall, or one.
    state = acu_and_raptors(tmp_path, kit)
    state = drive(state, lambda s: len(view(s).units[0].health) < 4, shooting({1: lambda s: True}))
    assert len(view(state).units[0].health) == left


@pytest.mark.rules("MI-18.7", "MI-R48", "MI-R60")
@pytest.mark.parametrize("fired", [True, False])
def test_firing_a_net_frees_its_ammunition_slot(tmp_path: Path, fired: bool) -> None:
    # The rifle holds one ammunition card: the net. Fired at the raptors (ballistic 3
    # against dodge 3, 3 damage against armor 1), it leaves a slot for another card.
    state = acu_and_raptors(tmp_path, ["Restraining net"], rules=[("starting_requisition", 5)])
    choose = shooting({0: lambda s: fired})
    state = drive(state, lambda s: any(isinstance(a, Buy) for a in GAME.legal_actions(s)), choose)
    assert bool(view(state).units[1].ammunition[3]) is fired
    assert (Buy("Armor-piercing rounds", 0) in GAME.legal_actions(state)) is fired
