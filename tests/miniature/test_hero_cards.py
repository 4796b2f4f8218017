"""Hero cards: active use where the condition holds, passive icons at a test's step (MI-19)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import DataError, IllegalActionError
from dinorules.miniature import (
    GAME,
    Act,
    Attack,
    Hold,
    NoAction,
    Pass,
    PlayHero,
    Target,
    UseCard,
    UseIcons,
)
from dinorules.miniature.combat.skill_tests import (
    INITIATOR,
    TARGET,
    hero_icons,
    speaking_order,
    wins_ties,
)
from dinorules.miniature.data.cards import Symbol
from dinorules.miniature.state import SkillKind
from tests.miniature.helpers import ACU, RAPTORS, REX, rectangle, scenario_file, view
from tests.miniature.hero_helpers import arena, drive, phase

WEST = rectangle(0, 1, 0, 5)
NEAR = rectangle(3, 4, 0, 4)
HUMANS = ["Training", "Forced march", "Rally", "Get down!", "Get down!"]
DINOSAURS = ["Ambush", "Hunting instinct", "Stubborn", "Terrifying roar", "Training"]
REX_HEROES = ["Second wind", "Hunting instinct", "Stubborn", "Terrifying roar", "Training"]


def acu_and_raptors(tmp_path: Path, **scenario: Any) -> Any:
    """Seat 0: an ACU squad (unit 0); seat 1: raptors (unit 1); at the 1st initiative phase."""
    return arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "NE"), (1, 0, (3, 2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
        **scenario,
    )


def stacked_window(state: Any) -> Any:
    """The window after the stacks of the first initiative phase (MI-10.4)."""
    return drive(
        state,
        lambda s: phase(s) == "INTERACTION" and s.round.window.name == "STACKED",
    )


@pytest.mark.rules("MI-19.2", "MI-19.3", "MI-19.5", "MI-19.6", "MI-18.4", "MI-R43", "MI-10.13")
def test_training_picks_two_additional_action_cards(tmp_path: Path) -> None:
    state = stacked_window(acu_and_raptors(tmp_path))
    assert GAME.current_player(state) == 0 and view(state).command == (1, 0)
    assert GAME.legal_actions(state) == (Pass(), PlayHero("Training", 0))
    state = GAME.apply(state, PlayHero("Training", 0))
    seen = view(state)
    assert seen.command == (0, 0) and "Training" in seen.hero_discards[0]
    assert seen.units[0].hero_effects[0] == 2 and GAME.current_player(state) == 0
    assert GAME.legal_actions(state) == (Pass(),)  # nothing left to pay with
    state = drive(state, lambda s: phase(s) == "DRAW_ROUND" and view(s).placing == 0)
    assert view(state).to_draw == 3 + 2  # the board's 3, and 2 more


@pytest.mark.rules("MI-19.9", "MI-19.7", "MI-R43", "MI-8.17")
def test_initiative_cards_are_announced_from_the_first_player(tmp_path: Path) -> None:
    state = stacked_window(acu_and_raptors(tmp_path, rules=[("starting_adrenaline", 1)]))
    assert view(state).first_player == 0 and GAME.current_player(state) == 0
    state = GAME.apply(state, Pass())
    assert GAME.current_player(state) == 1
    assert PlayHero("Ambush", 1) in GAME.legal_actions(state)
    before = view(state).units[1].active_initiative
    assert before is not None
    state = GAME.apply(state, PlayHero("Ambush", 1))
    assert view(state).units[1].active_initiative == before + 3
    assert view(state).units[1].adrenaline == 0  # paid with the unit's adrenaline


def fear_step(tmp_path: Path) -> Any:
    """A T-Rex (seat 0) roars at an ACU squad (seat 1, first player): the test's step."""
    state = arena(
        tmp_path,
        [[REX], [ACU]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "N"), (1, 0, (3, 2), "N")],
        heroes={0: REX_HEROES, 1: HUMANS},
        rules=[("starting_adrenaline", 2)],
    )
    state = drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0)
    return GAME.apply(state, PlayHero("Terrifying roar", 0))


@pytest.mark.rules("MI-19.8", "MI-19.11", "MI-R42")
def test_the_initiator_speaks_first_then_the_first_player_clockwise(tmp_path: Path) -> None:
    state = fear_step(tmp_path)
    assert view(state).first_player == 1 and GAME.current_player(state) == 0
    four = GAME.initial_state(seed=1, scenario="free_for_all", players=4)
    first = four.first_player
    order = speaking_order(four, first=(first + 2) % 4)
    assert order == ((first + 2) % 4, first, (first + 1) % 4, (first + 3) % 4)


@pytest.mark.rules("MI-19.10", "MI-19.11", "MI-19.12", "MI-R42")
def test_a_passive_bidding_round_ends_when_a_player_has_passed_twice(tmp_path: Path) -> None:
    state = fear_step(tmp_path)
    state = GAME.apply(GAME.apply(state, Pass()), Pass())  # each has passed once
    assert phase(state) == "TEST_STEP" and GAME.current_player(state) == 0
    state = GAME.apply(state, UseIcons("Stubborn", 0))  # one card at a time
    assert GAME.current_player(state) == 1 and phase(state) == "TEST_STEP"
    test = view(state).test
    assert test is not None and str(test.bonus[0]) == "+1 courage +1 win_tie"
    state = GAME.apply(state, Pass())  # seat 1's second pass ends the step
    assert phase(state) == "DRAW_FEAR"  # fear 5 > courage 3
    assert "Stubborn" in view(state).hero_discards[0]


@pytest.mark.rules("MI-19.4", "MI-19.3", "MI-R43", "MI-4.3")
def test_activation_cards_wait_for_the_concerned_unit(tmp_path: Path) -> None:
    state = acu_and_raptors(tmp_path, rules=[("starting_command", 1)])
    state = drive(state, lambda s: phase(s) in ("INTERACTION", "ACTIVATE"))
    if phase(state) == "INTERACTION":  # no window offers an activation card
        assert PlayHero("Forced march", 0) not in GAME.legal_actions(state)
    state = drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0)
    assert PlayHero("Forced march", 0) in GAME.legal_actions(state)
    base = GAME.apply(state, UseCard())
    state = GAME.apply(GAME.apply(state, PlayHero("Forced march", 0)), UseCard())
    assert view(state).budget == view(base).budget + 2 and view(state).command == (0, 1)


@pytest.mark.rules("MI-19.5", "MI-R43", "MI-R13")
def test_a_card_that_cannot_be_paid_is_not_offered(tmp_path: Path) -> None:
    state = drive(
        acu_and_raptors(tmp_path), lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0
    )
    assert PlayHero("Forced march", 0) not in GAME.legal_actions(state)  # no Command yet
    with pytest.raises(IllegalActionError, match=r"MI-19\.3"):
        GAME.apply(state, PlayHero("Forced march", 0))
    with pytest.raises(IllegalActionError, match=r"MI-19\.10"):
        GAME.apply(state, UseIcons("Rally", 0))


@pytest.mark.rules("MI-R43", "MI-12.2")
def test_hunting_instinct_lets_a_unit_hold_as_with_a_reaction(tmp_path: Path) -> None:
    state = acu_and_raptors(tmp_path, rules=[("starting_adrenaline", 1)])

    def plain(s: Any, legal: tuple[Any, ...]) -> Any:
        if phase(s) != "PLACE_ACTIVE" or view(s).unit != 1:
            return None
        cards = s.components.action_card[s.units[1].deck_name]
        return next(a for a in legal if not cards[a.card].reaction and not cards[a.card].forced)

    state = drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 1, plain)
    assert Hold() not in GAME.legal_actions(state)
    state = GAME.apply(state, PlayHero("Hunting instinct", 1))
    assert Hold() in GAME.legal_actions(state) and view(state).units[1].adrenaline == 0


@pytest.mark.rules("MI-19.1", "MI-3.3", "MI-R49")
def test_hero_decks_are_built_from_the_army_roster(tmp_path: Path) -> None:
    state = acu_and_raptors(tmp_path)
    scenario = state.components.scenario
    for seat in (0, 1):
        deck = state.components.hero_deck[scenario.armies[seat].hero_deck]
        board = state.components.unit[state.units[seat].name]
        assert deck.faction == board.faction
        assert len(view(state, seat).hero_hand) == 5
    # ACU Command holds 20 cards, two for the Field Commander (Counter-order); Primal
    # Instincts 22, two for the T-Rex (Apex predator): neither unit is in these armies.
    assert view(state).hero_deck_sizes == (20 - 2 - 5, 22 - 2 - 5)
    assert "Counter-order" not in state.heroes[0].deck.union(state.heroes[0].hand)
    assert "Apex predator" not in state.heroes[1].deck.union(state.heroes[1].hand)
    assert "Ambush" in state.heroes[1].deck.union(state.heroes[1].hand)  # the raptors' card


@pytest.mark.rules("MI-18.2", "MI-R45", "MI-19.10")
def test_a_hero_card_with_adrenaline_icons_gives_adrenaline(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[REX], [ACU]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "N"), (1, 0, (3, 2), "N")],
        heroes={
            0: ["Terrifying roar", "Blood scent", "Stubborn", "Second wind", "Training"],
            1: HUMANS,
        },
        rules=[("starting_adrenaline", 2)],
    )
    state = drive(state, lambda s: phase(s) == "ACTIVATE" and view(s).activating == 0)
    state = GAME.apply(state, PlayHero("Terrifying roar", 0))
    assert view(state).units[0].adrenaline == 0
    state = GAME.apply(state, UseIcons("Blood scent", 0))
    assert view(state).units[0].adrenaline == 1  # its adrenaline icon
    assert str(view(state).test.bonus[0]) == "+1 attack +1 adrenaline"


@pytest.mark.rules("MI-18.1", "MI-R19")
def test_adrenaline_pays_for_a_reinforced_alternative(tmp_path: Path) -> None:
    state = acu_and_raptors(tmp_path, rules=[("starting_adrenaline", 3)])
    state = drive(state, lambda s: phase(s) in ("REINFORCE", "OVER"))
    assert phase(state) == "REINFORCE"
    number = state.activation.actor_unit
    card = state.components.action_card[state.units[number].deck_name][state.units[number].active]
    assert card.reinforced is not None
    before = view(state).units[number].adrenaline
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert view(state).units[number].adrenaline == before - card.reinforced.cost


@pytest.mark.rules("MI-19.3", "MI-19.5", "MI-R43", "MI-8.14")
def test_airdrop_in_the_first_player_window(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, NEAR],
        [(0, 0, (1, 2), "NE"), (1, 0, (3, 2), "SW")],
        heroes={0: ["Airdrop", "Rally", "Get down!", "Get down!", "Training"], 1: DINOSAURS},
        rules=[("starting_command", 1)],
    )
    state = drive(
        state, lambda s: phase(s) == "INTERACTION" and s.round.window.name == "FIRST_PLAYER"
    )
    assert view(state).command == (2, 1) and view(state).requisition == (0, 0)
    assert PlayHero("Airdrop", -1) in GAME.legal_actions(state)
    state = GAME.apply(state, PlayHero("Airdrop", -1))
    assert view(state).command == (0, 1) and view(state).requisition == (3, 0)
    state = drive(state, lambda s: phase(s) != "INTERACTION")
    assert view(state).first_player == 1  # the Command spent changed who takes the token


def _raptors_attack(state: Any, legal: tuple[Any, ...]) -> Any:
    """The raptors (unit 1) act and attack; the ACU squad does nothing."""
    name, raptors = phase(state), view(state).activating == 1
    if name == "ACT":
        return Act() if raptors else NoAction()
    if name == "STRIKE":
        return Attack(0) if raptors else NoAction()
    return None


@pytest.mark.rules("MI-19.3", "MI-19.8", "MI-19.10", "MI-19.12", "MI-R42", "MI-2.3")
def test_attack_cards_add_to_the_hit_test_that_part_3_opens(tmp_path: Path) -> None:
    state = arena(
        tmp_path,
        [[ACU], [RAPTORS]],
        [WEST, rectangle(2, 4, 0, 4)],
        [(0, 0, (1, 2), "NE"), (1, 0, (2, 2), "SW")],
        heroes={0: HUMANS, 1: DINOSAURS},
        rules=[("starting_command", 2)],
    )
    state = drive(state, lambda s: phase(s) == "TARGET", _raptors_attack)
    state = GAME.apply(state, Target(1, 2))  # the raptors attack the ACU squad
    assert state.test is not None and state.test.kind is SkillKind.HIT
    assert (view(state).fight.score, view(state).fight.against) == (3, 2)  # melee, dodge
    assert GAME.current_player(state) == 1  # the Initiator
    assert PlayHero("Get down!", 0) not in GAME.legal_actions(state)
    state = GAME.apply(state, Pass())
    assert PlayHero("Get down!", 0) in GAME.legal_actions(state)  # "attacked"
    command = view(state).command[0]
    state = GAME.apply(state, PlayHero("Get down!", 0))
    assert hero_icons(state, TARGET, Symbol.DODGE) == 2 and view(state).command[0] < command
    state = GAME.apply(state, UseIcons("Stubborn", 0))
    assert wins_ties(state) == INITIATOR and hero_icons(state, INITIATOR, Symbol.WIN_TIE) == 1
    before = view(state).units[0].health
    state = GAME.apply(GAME.apply(state, Pass()), Pass())  # the raptors' second pass
    assert state.test is None and view(state).fight.unit == -1  # 3 against 2 + 2: a miss
    assert view(state).units[0].health == before


@pytest.mark.rules("MI-R49")
def test_a_roster_that_leaves_too_few_hero_cards_is_refused(tmp_path: Path) -> None:
    cards = [("Rex only", "T-Rex", 1)] + [(f"Card {i}", "", 1) for i in range(7)]
    lines = ['name = "small"', "[[decks]]", 'name = "Primal Instincts"']
    lines += ['faction = "Isla Nublar"', 'side = "dinosaur"']
    for title, unit, count in cards:
        lines += ["[[decks.cards]]", f'title = "{title}"', f"count = {count}"]
        lines += ['condition = "activation"', 'effect = { kind = "stand_up" }']
        lines += [f'unit = "{unit}"'] if unit else []
    heroes = tmp_path / "heroes.toml"
    heroes.write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = scenario_file(tmp_path, [[REX], [REX]], [WEST, NEAR])
    assert GAME.initial_state(seed=0, scenario=path, heroes=str(heroes)) is not None
    path = scenario_file(tmp_path, [[RAPTORS], [REX]], [WEST, NEAR], name="no_rex")
    with pytest.raises(DataError, match=r"armies\[0\]\.hero_deck: .* leave 7 cards"):
        GAME.initial_state(seed=0, scenario=path, heroes=str(heroes))
