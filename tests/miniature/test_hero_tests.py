"""Hero cards in part 3's skill tests: every test goes through one Interaction step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules.miniature import GAME, Pass, PlayHero, UseIcons
from dinorules.miniature.actions import Attack, Target
from dinorules.miniature.combat.skill_tests import TARGET, hero_icons
from dinorules.miniature.data.cards import Symbol
from dinorules.miniature.effects.conditions import kind_of
from dinorules.miniature.state import SkillKind
from tests.miniature.fight_helpers import arena, health, passes, until_strike
from tests.miniature.helpers import ACU, COMMANDER, RAPTORS, TRIKE, rectangle, view
from tests.miniature.hero_helpers import arena as hero_arena
from tests.miniature.hero_helpers import drive, phase, shooting

BASE = ("", ())


def _hit_step(tmp_path: Path) -> Any:
    """Raptors' melee 3 against the Commander's dodge 3, at the Hit test's step."""
    state = arena(tmp_path, [[RAPTORS], [COMMANDER]], [(0, 0, (4, 4), "N"), (1, 0, (4, 3), "N")])
    state = until_strike(state, {0: BASE})
    return GAME.apply(GAME.apply(state, Attack(0)), Target(4, 3))


def _with_icon(state: Any, seat: int, symbol: Symbol) -> str:
    """A card of the seat's hand showing ``symbol`` among its icons."""
    deck = state.components.hero_deck[state.components.scenario.armies[seat].hero_deck]
    cards = {card.title: card for card in deck.cards}
    return next(t for t in view(state, seat).hero_hand if cards[t].passive.count(symbol))


@pytest.mark.rules("MI-19.10", "MI-19.12", "MI-R42", "MI-R50", "MI-6.13", "MI-13.10", "MI-2.3")
def test_a_win_a_tie_icon_at_the_hit_test_turns_a_tied_hit_into_a_miss(tmp_path: Path) -> None:
    state = _hit_step(tmp_path)
    assert state.test is not None and state.test.kind is SkillKind.HIT
    assert GAME.current_player(state) == 0  # the Initiator's owner speaks first
    state = GAME.apply(state, Pass())
    title = _with_icon(state, 1, Symbol.WIN_TIE)
    assert UseIcons(title, TARGET) in GAME.legal_actions(state)
    state = GAME.apply(state, UseIcons(title, TARGET))
    assert hero_icons(state, TARGET, Symbol.WIN_TIE) == 1
    assert title in view(state).hero_discards[1]
    state = passes(state)
    assert health(state, 1) == (4,)  # 3 against 3, the tie the target's: no damage


@pytest.mark.rules("MI-19.11", "MI-R42")
def test_the_hit_test_ends_at_a_players_second_pass(tmp_path: Path) -> None:
    state = _hit_step(tmp_path)
    state = GAME.apply(GAME.apply(state, Pass()), Pass())
    assert state.test is not None and state.test.kind is SkillKind.HIT  # one pass each
    state = GAME.apply(state, Pass())  # seat 0's second pass ends the step
    assert state.test is None or state.test.kind is not SkillKind.HIT
    assert health(passes(state), 1) == (2,)  # 3 against 3: the Initiator wins the tie


@pytest.mark.rules("MI-17.1", "MI-17.4", "MI-18.3", "MI-R46", "MI-R50")
def test_a_cards_fear_test_comes_before_the_action_effect(tmp_path: Path) -> None:
    # Bellow: the triceratops' Fear 3 + 2 against the ACU squad's Courage 3, within 2 hexes.
    state = arena(
        tmp_path,
        [[TRIKE], [ACU]],
        [(0, 0, (4, 4), "N"), (1, 0, (4, 2), "S")],
        hands={0: ["Bellow"]},
    )
    state = until_strike(state, {0: ("Bellow", ())})
    squad = state.units[1]
    kinds = [kind_of(state.components, t).name for t in squad.top]
    assert kinds == ["FEAR"] and squad.adrenaline == 1
    assert state.test is None and view(state).phase.name == "STRIKE"


def _squad_attacked(tmp_path: Path) -> Any:
    """The raptors (unit 0) attack the ACU squad (unit 1, seat 1, holding Get down!)."""
    state = hero_arena(
        tmp_path,
        [[RAPTORS], [ACU]],
        [rectangle(0, 4, 0, 2), rectangle(0, 4, 3, 6)],
        [(0, 0, (2, 2), "S"), (1, 0, (2, 3), "N")],
        heroes={1: ["Get down!", "Get down!", "Training", "Rally", "Airdrop"]},
        rules=[("starting_command", 3)],
    )
    return drive(
        state, lambda s: phase(s) == "TEST_STEP" and view(s).actor == 1, shooting({0: _yes})
    )


def _yes(state: Any) -> bool:
    return True


@pytest.mark.rules("MI-R43", "MI-19.10", "MI-14.2")
def test_a_bonus_card_is_offered_only_at_a_test_its_icons_change_bug(tmp_path: Path) -> None:
    # Get down! adds Dodge: it counts against the Hit score, not at the Damage test.
    state = _squad_attacked(tmp_path)
    assert state.test is not None and state.test.kind is SkillKind.HIT
    assert PlayHero("Get down!", 1) in GAME.legal_actions(state)
    while state.test is not None and state.test.kind is SkillKind.HIT:
        state = GAME.apply(state, Pass())  # the raptors' Attack 3 ties the dodge 3: a hit
    state = drive(state, lambda s: phase(s) == "TEST_STEP" and view(s).actor == 1)
    assert state.test is not None and state.test.kind is SkillKind.DAMAGE
    assert PlayHero("Get down!", 1) not in GAME.legal_actions(state)
