"""Fear tests, Fear cards through the draw, and Furious dinosaurs (MI-17)."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.kernel.hexgrid import distance
from dinorules.miniature import (
    GAME,
    DrawCondition,
    NoIdle,
    Pass,
    PlaceNext,
    PlayHero,
    UseBaseSkills,
    UseCard,
    UseIcons,
)
from dinorules.testing import check_game
from tests.miniature.helpers import (
    ACU,
    COMMANDER,
    RAPTORS,
    REX,
    TRIKE,
    rectangle,
    scenario_file,
    view,
)
from tests.miniature.hero_helpers import arena, drive, phase

WEST = rectangle(0, 1, 0, 5)
NEAR = rectangle(3, 4, 0, 4)
ROAR = ["Terrifying roar", "Stubborn", "Training", "Thick hide", "Thick hide"]
ACU_HEROES = ["Rally", "Get down!", "Get down!", "Training", "Airdrop"]


def rex_roars(tmp_path: Path, target: str = ACU, heroes: list[str] | None = None) -> Any:
    """Seat 0: a T-Rex (unit 0, fear 5) at (1, 2); seat 1: ``target`` (unit 1) two hexes east.

    Both start with 2 adrenaline; returns the state at the T-Rex's activation.
    """
    other = heroes or (ACU_HEROES if target == ACU else ROAR)
    state = arena(
        tmp_path,
        [[REX], [target]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "N"), (1, 0, (3, 2), "N")],
        heroes={0: ROAR, 1: other},
        rules=[("starting_adrenaline", 2)],
    )
    return drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0)


def roar(state: Any) -> Any:
    """The T-Rex's owner plays Terrifying roar: a Fear test against the enemy in reach."""
    return GAME.apply(state, PlayHero("Terrifying roar", 0))


@pytest.mark.rules("MI-17.1", "MI-17.4", "MI-18.3", "MI-19.4", "MI-19.5", "MI-19.6", "MI-R46")
def test_strictly_higher_fear_puts_a_fear_card_on_top_of_the_failing_deck(tmp_path: Path) -> None:
    state = rex_roars(tmp_path)
    assert PlayHero("Terrifying roar", 0) in GAME.legal_actions(state)
    state = roar(state)
    seen = view(state)
    assert seen.units[0].adrenaline == 0 and "Terrifying roar" in seen.hero_discards[0]
    assert phase(state) == "TEST_STEP" and seen.test is not None
    state = GAME.apply(GAME.apply(GAME.apply(state, Pass()), Pass()), Pass())
    assert phase(state) == "DRAW_FEAR"  # fear 5 > courage 3
    assert GAME.chance_outcomes(state) == (
        (DrawCondition("Frozen in fear"), Fraction(6, 14)),
        (DrawCondition("Panic"), Fraction(8, 14)),
    )
    state = GAME.apply(state, DrawCondition("Panic"))
    acu = view(state).units[1]
    assert acu.top == ("Panic",) and acu.adrenaline == 3  # on top, one adrenaline (max 3)
    assert view(state).supply.count("Panic") == 7
    state = GAME.apply(state, Pass())  # no Rally: no Command to pay it
    assert phase(state) == "ACTIVATE" and GAME.current_player(state) == 0
    assert PlayHero("Terrifying roar", 0) not in GAME.legal_actions(state)


@pytest.mark.rules("MI-17.4", "MI-19.10", "MI-19.12", "MI-R42")
def test_equal_scores_give_no_fear_card(tmp_path: Path) -> None:
    state = roar(rex_roars(tmp_path))
    state = GAME.apply(state, Pass())
    assert GAME.legal_actions(state)[:1] == (Pass(),)
    assert UseIcons("Rally", 1) in GAME.legal_actions(state)  # its own unit's side only
    assert UseIcons("Rally", 0) not in GAME.legal_actions(state)
    state = GAME.apply(state, UseIcons("Rally", 1))  # courage 3 + 2 = fear 5
    assert view(state).test is not None and str(view(state).test.bonus[1]) == "+2 courage"
    state = GAME.apply(state, Pass())
    assert phase(state) == "ACTIVATE" and view(state).units[1].top == ()


@pytest.mark.rules("MI-2.2", "MI-2.3", "MI-17.4", "MI-R46")
def test_a_win_a_tie_icon_turns_an_equal_fear_test(tmp_path: Path) -> None:
    state = roar(rex_roars(tmp_path))
    state = GAME.apply(state, UseIcons("Stubborn", 0))  # +1 win a tie for the T-Rex
    state = GAME.apply(state, UseIcons("Rally", 1))  # courage 5 = fear 5
    state = GAME.apply(GAME.apply(state, Pass()), Pass())
    state = GAME.apply(state, Pass())
    assert phase(state) == "DRAW_FEAR"


@pytest.mark.rules("MI-17.3", "MI-17.2", "MI-19.3", "MI-19.8", "MI-R46")
def test_fearsome_units_test_each_other_alternately(tmp_path: Path) -> None:
    state = rex_roars(tmp_path, target=TRIKE)
    tops = tuple(unit.top for unit in view(state).units)  # from earlier Fear tests
    state = roar(state)
    assert view(state).first_player == 1 and GAME.current_player(state) == 0  # the Initiator
    state = GAME.apply(state, Pass())
    assert PlayHero("Stubborn", 1) in GAME.legal_actions(state)  # the target's fear_test card
    state = GAME.apply(state, PlayHero("Stubborn", 1))  # courage 4 + 2 > fear 5
    assert str(view(state).test.bonus[1]) == "+2 courage"
    state = GAME.apply(state, Pass())  # seat 0's second pass ends the step (MI-R42)
    test = view(state).test
    assert phase(state) == "TEST_STEP" and test is not None
    assert (test.initiator, test.target, test.answer) == (1, 0, True)  # the answer
    assert GAME.current_player(state) == 1  # its Initiator speaks first
    state = GAME.apply(GAME.apply(GAME.apply(state, Pass()), Pass()), Pass())
    assert phase(state) == "ACTIVATE"  # fear 3 < courage 6; no third test
    assert tuple(unit.top for unit in view(state).units) == tops  # no Fear card from these


def fear_for_acu(tmp_path: Path) -> Any:
    """The ACU (unit 1) has received a Panic card from the T-Rex's roar."""
    state = roar(rex_roars(tmp_path))
    state = GAME.apply(GAME.apply(GAME.apply(state, Pass()), Pass()), Pass())
    return GAME.apply(GAME.apply(state, DrawCondition("Panic")), Pass())


def _acu_draws(s: Any) -> bool:
    return phase(s) == "DRAW_ROUND" and view(s).placing == 1


@pytest.mark.rules("MI-17.5", "MI-17.6", "MI-17.7", "MI-17.8", "MI-17.9", "MI-R46", "MI-R52")
def test_a_fear_card_cycles_through_the_draw(tmp_path: Path) -> None:
    state = drive(fear_for_acu(tmp_path), _acu_draws)
    assert view(state).to_draw == 2  # the ACU draws 3: the Panic card counts as one
    assert view(state, 1).units[1].hand.count("Panic") == 1 and view(state).units[1].top == ()

    def not_panic(s: Any, legal: tuple[Any, ...]) -> Any:
        if phase(s) == "PLACE_NEXT" and view(s).unit == 1:
            return next(a for a in legal if a != PlaceNext("Panic"))
        return NoIdle() if NoIdle() in legal else None

    state = drive(state, lambda s: view(s).round == 2, not_panic)
    acu = view(state).units[1]
    assert acu.top == ("Panic",) and "Panic" not in acu.discard  # back on top, not discarded
    state = drive(state, _acu_draws)
    assert view(state, 1).units[1].hand.count("Panic") == 1

    def panic(s: Any, legal: tuple[Any, ...]) -> Any:
        if PlaceNext("Panic") in legal:
            return PlaceNext("Panic")
        return NoIdle() if NoIdle() in legal else None

    state = drive(state, lambda s: view(s).round == 3, panic)
    assert view(state, 1).units[1].next == "Panic"  # it slides to Active a phase later
    state = drive(state, lambda s: view(s).round == 4 and view(s).activating == 1)
    assert phase(state) == "ACTIVATE" and view(state).units[1].active == "Panic"
    previous = view(state).units[1].stack
    board = state.components.unit[ACU].initiative  # when no previous card is left
    table = state.components.action_card[state.units[1].deck_name]
    expected = table[previous[-1]].initiative if previous else board
    assert view(state).units[1].active_initiative == expected
    assert UseBaseSkills() not in GAME.legal_actions(state)  # mandatory (Forced)
    with pytest.raises(IllegalActionError, match=r"MI-8\.11"):
        GAME.apply(state, UseBaseSkills())
    before = _gap(state)
    state = GAME.apply(state, UseCard())
    state = drive(state, lambda s: phase(s) not in ("MOVE", "FLEE"))
    assert phase(state) != "ACT" or view(state).activating != 1  # "no action" is obeyed
    assert _gap(state) == before + 2  # "flee 2", though the squad stopped at once (MI-R52)


def _gap(state: Any) -> int:
    """How far the ACU squad (unit 1) stands from the T-Rex (unit 0)."""
    units = view(state).units
    return min(distance(a, b) for a in units[0].hexes for b in units[1].hexes)


def furious_raptors(tmp_path: Path) -> Any:
    """Raptors (unit 0, adrenaline 5 of 5) and an ACU squad (unit 1), at the 1st phase."""
    return arena(
        tmp_path,
        [[RAPTORS], [ACU]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "NE"), (1, 0, (3, 2), "SW")],
        heroes={0: ROAR, 1: ACU_HEROES},
        rules=[("starting_adrenaline", 5)],
    )


@pytest.mark.rules("MI-17.10", "MI-17.11", "MI-17.12", "MI-17.13", "MI-R47")
def test_a_dinosaur_at_its_maximum_adrenaline_becomes_furious(tmp_path: Path) -> None:
    state = drive(furious_raptors(tmp_path), lambda s: phase(s) == "STACK")
    raptors, acu = view(state, 0).units
    assert raptors.furious == "Furious" and raptors.fresh
    assert (raptors.active, raptors.next, raptors.has_idle, raptors.stack) == ("", "", False, ())
    assert raptors.hand_size == 0 and len(raptors.discard) == 0
    assert raptors.deck_size == len(state.components.deck_cards["Velociraptor"])
    assert view(state).supply.count("Furious") == 5
    assert not acu.furious  # humans never rage (adrenaline 3 of 3)
    state = drive(state, lambda s: phase(s) == "DRAW_ROUND" and view(s).placing == 0)
    assert view(state).to_draw == 6  # as in the first initiative phase
    state = drive(state, lambda s: phase(s) in ("PLACE_ACTIVE", "PLACE_NEXT"))
    assert phase(state) == "PLACE_ACTIVE" and view(state).unit == 0
    state = drive(state, lambda s: view(s).round == 2 and phase(s) == "REVEAL")
    assert view(state).units[0].active_initiative is not None and not view(state).units[0].fresh
    state = drive(state, lambda s: view(s).round == 3 or phase(s) == "OVER")
    assert view(state).supply.count("Furious") == 5  # Furious once: no second card


def melee_file(tmp_path: Path) -> str:
    """Fearsome dinosaurs with adrenaline to spend, against humans with Command, close by."""
    return scenario_file(
        tmp_path,
        [[REX, TRIKE], [ACU, COMMANDER]],
        [WEST, NEAR],
        rules=[("starting_adrenaline", 6), ("starting_command", 3)],
        crates=[(2, 5)],
        objectives=[(2, 0)],
    )


@pytest.mark.rules("MI-17.4", "MI-17.12", "MI-R42", "MI-R46", "MI-R47")
def test_the_harness_and_the_laws_hold_with_fear_and_fury(tmp_path: Path) -> None:
    options = {"scenario": melee_file(tmp_path), "max_rounds": 3}
    report = check_game(
        GAME, seeds=range(1), options=options, samples_per_state=1, max_actions_checked=2
    )
    assert report.games == 2 and report.hidden_varied
    seen: set[str] = set()
    for seed in range(6):
        state = GAME.initial_state(seed=seed, **options)
        rng = random.Random(seed)
        while not GAME.is_terminal(state):
            action = rng.choice(GAME.legal_actions(state))
            seen.add(type(action).__name__)
            state = GAME.apply(state, action)
            assert GAME.invariants(state) == ()
        seen.update("Furious" for unit in state.units if unit.furious)
    assert {"PlayHero", "UseIcons", "Furious"} <= seen


@pytest.mark.rules("MI-17.4")
def test_the_conservation_check_catches_a_lost_condition_card(tmp_path: Path) -> None:
    state = fear_for_acu(tmp_path)
    assert GAME.invariants(state) == ()
    acu = state.units[1]
    broken = state.replace(units=(state.units[0], acu.replace(top=())))
    assert any("condition cards" in law for law in GAME.invariants(broken))


@pytest.mark.rules("MI-R44", "MI-R45", "MI-19.9")
def test_rally_answers_a_fear_card_just_received(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[REX], [ACU]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "N"), (1, 0, (3, 2), "N")],
        heroes={0: ROAR, 1: ACU_HEROES},
        rules=[("starting_adrenaline", 3), ("starting_command", 1)],
    )
    state = roar(drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0))
    state = GAME.apply(GAME.apply(GAME.apply(state, Pass()), Pass()), Pass())
    state = GAME.apply(state, DrawCondition("Frozen in fear"))
    assert view(state).units[1].adrenaline == 3  # at its board's maximum already
    assert phase(state) == "RECEIVED" and GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (Pass(), PlayHero("Rally", 1))
    state = GAME.apply(state, PlayHero("Rally", 1))
    assert view(state).units[1].top == () and view(state).supply.count("Frozen in fear") == 6
    assert view(state).command[1] == 0
    state = GAME.apply(state, Pass())
    assert phase(state) == "ACTIVATE"
