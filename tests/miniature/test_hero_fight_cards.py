"""Hero cards played on fight events: Blood scent and Shake off (MI-19.3, MI-R64, MI-R65)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME, Pass, PlayHero
from dinorules.miniature.combat.actions import BreakFree
from tests.miniature.helpers import ACU, COMMANDER, PTERA, RAPTORS, rectangle, view
from tests.miniature.hero_helpers import arena, drive, phase, shooting

WEST = rectangle(0, 1, 0, 6)
EAST = rectangle(3, 4, 0, 6)


def raptors_shot(tmp_path: Path, heroes: list[str]) -> Any:
    """Raptors (unit 0, seat 0, holding ``heroes``) shot by an ACU squad (unit 1)."""
    state = arena(
        tmp_path,
        [[RAPTORS], [ACU]],
        [WEST, EAST],
        [(0, 0, (1, 3), "N"), (1, 0, (3, 3), "N")],
        heroes={0: heroes},
    )
    return drive(
        state,
        lambda s: len(view(s).units[0].health) < 3 or view(s).round > 1,
        shooting({1: lambda s: True}),
    )


@pytest.mark.rules("MI-19.3", "MI-18.2", "MI-R64")
def test_blood_scent_answers_a_model_eliminated(tmp_path: Path) -> None:
    # Ballistic 3 against the raptors' dodge 3 (the shooter wins the tie); rifle 3
    # against armor 1: 2 damage, one raptor of health 2 eliminated.
    state = raptors_shot(tmp_path, ["Blood scent"])
    assert view(state).units[0].health == (2, 2)
    assert phase(state) == "MODEL_LOST" and view(state).actor == 0
    assert GAME.legal_actions(state) == (Pass(), PlayHero("Blood scent", 0))
    held = view(state).hero_hand.count("Blood scent")
    state = GAME.apply(state, PlayHero("Blood scent", 0))
    assert view(state).units[0].adrenaline == 3  # 2 from the effect, 1 from its icon
    assert view(state).hero_hand.count("Blood scent") == held - 1
    assert phase(state) == "MODEL_LOST"  # the same seat may go on, then passes
    state = GAME.apply(state, Pass())
    assert phase(state) != "MODEL_LOST"


@pytest.mark.rules("MI-R43", "MI-R64")
def test_no_window_opens_without_a_model_eliminated_card(tmp_path: Path) -> None:
    state = raptors_shot(tmp_path, ["Training", "Thick hide", "Thick hide", "Stubborn", "Stubborn"])
    assert "Blood scent" not in view(state).hero_hand
    assert view(state).units[0].health == (2, 2)
    assert phase(state) != "MODEL_LOST"


@pytest.mark.rules("MI-15.10", "MI-19.3", "MI-19.5", "MI-R65")
def test_shake_off_frees_a_blocked_unit_at_its_stability_test(tmp_path: Path) -> None:
    # The Commander (stability 2) grabs the pteranodons (stability 1) and Blocks them;
    # at their break-free test their owner plays Shake off (1 adrenaline).
    state = arena(
        tmp_path,
        [[PTERA], [COMMANDER]],
        [rectangle(0, 2, 0, 6), EAST],
        [(0, 0, (2, 3), "N"), (1, 0, (3, 3), "N")],
        heroes={0: ["Shake off"]},
        rules=[("starting_adrenaline", 1)],
    )
    chooser = shooting({}, grabbers=[1])

    def choose(state: Any, legal: tuple[Any, ...]) -> Any:
        if phase(state) == "STRIKE" and state.activation.actor_unit == 0 and BreakFree() in legal:
            return BreakFree()
        return chooser(state, legal)

    def breaking(state: Any) -> bool:
        test = view(state).test
        return phase(state) == "TEST_STEP" and test is not None and test.kind.name == "BREAK_FREE"

    state = drive(state, breaking, choose)
    assert view(state).units[0].blocked and view(state).units[1].grabbing == 0
    assert view(state).actor == 0  # the Initiator's owner speaks first
    assert PlayHero("Shake off", 0) in GAME.legal_actions(state)
    state = GAME.apply(state, PlayHero("Shake off", 0))
    ptera, commander = view(state).units
    assert not ptera.blocked and commander.grabbing is None
    assert ptera.adrenaline == 0  # the cost is paid
    assert PlayHero("Shake off", 0) not in GAME.legal_actions(GAME.apply(state, Pass()))
