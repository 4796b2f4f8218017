"""Combos and the initiative phase: stacking, overflow, trimming, Idle, draws (MI-9, MI-10)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import CHANCE
from dinorules.miniature import (
    GAME,
    Act,
    KeepIdle,
    KeepStack,
    Lead,
    NoIdle,
    PlaceActive,
    PlaceIdle,
    PlaceNext,
    Reveal,
    Stack,
    TrimStack,
    UseCard,
)
from dinorules.miniature.data.cards import Symbol
from dinorules.miniature.round.combo import card_bonus, combo_bonus, sketch, stacked
from tests.miniature.helpers import ACU, RAPTORS, deal, play, rectangle, scenario_file, view
from tests.miniature.round_helpers import duel, phase, rest, run_until, window

S, B, A = Symbol.STABILITY, Symbol.BALLISTIC, Symbol.ATTACK
ACTIVE = sketch("Active", {S: 2, B: 3}, combo=(S, B))


@pytest.mark.rules("MI-9.1", "MI-9.2", "MI-9.4", "MI-9.5", "MI-R20")
def test_the_books_diagram_single_and_full_combo() -> None:
    stack = (sketch("Lower", combo=(B,)), sketch("Top", combo=(S, B)))
    assert str(combo_bonus(ACTIVE, stack)) == "+2 ballistic +1 stability"
    bonus = card_bonus(ACTIVE, stack)
    assert (bonus.count(S), bonus.count(B)) == (3, 5)  # base 2 + 1 = 3; base 3 + 2 = 5


@pytest.mark.rules("MI-9.6", "MI-9.7", "MI-9.8")
def test_no_combo_without_a_matching_unbroken_run() -> None:
    assert not combo_bonus(ACTIVE, (sketch("Other", combo=(A,)),))  # symbols must match
    missing = sketch("Missing", {S: 2})
    assert not combo_bonus(missing, (sketch("Top", combo=(S,)),))  # missing on the Active card
    broken = (sketch("Bottom", combo=(B,)), sketch("Gap"), sketch("Top", combo=(B,)))
    assert str(combo_bonus(ACTIVE, broken)) == "+1 ballistic"  # discontinued below the gap


@pytest.mark.rules("MI-9.10")
def test_a_combo_ender_counts_on_the_active_card_only() -> None:
    ender = sketch("Ender", {B: 3}, enders=(B,))
    stack = (sketch("Top", combo=(B,)),)
    assert str(combo_bonus(ender, stack)) == "+1 ballistic"
    assert not combo_bonus(ACTIVE, (ender,))  # in the stack it counts for nothing


@pytest.mark.rules("MI-R20", "MI-8.11")
def test_a_knocked_unit_gets_no_card_or_combo_bonus() -> None:
    assert not card_bonus(ACTIVE, (sketch("Top", combo=(S,)),), knocked=True)


@pytest.mark.rules("MI-9.9")
def test_the_bottom_card_goes_when_a_full_stack_takes_another() -> None:
    assert stacked(("a",), "b", 3) == (("a", "b"), ())
    assert stacked(("a", "b"), "c", 3) == (("b", "c"), ("a",))
    assert stacked(("a",), "b", 2) == (("b",), ("a",))


def round_one(tmp_path: Path) -> Any:
    """Raptors: Pack hunt then Frenzy (both attack combos), Sentinel idle; ACU: Volley, Take cover.

    Plays the first action phase (the raptors act) and returns the state at the raptors'
    STACK decision in the first initiative phase.
    """
    state = play(duel(tmp_path), Lead(1), PlaceActive("Volley"), PlaceActive("Pack hunt"))
    state = play(state, PlaceNext("Frenzy"), PlaceIdle("Sentinel"), PlaceNext("Take cover"))
    state = play(state, NoIdle(), Reveal())
    state = play(window(state), UseCard())
    state = run_until(state, lambda s: phase(s) == "ACT")
    state = play(state, Act())
    assert str(view(state).units[0].played.bonus) == "+2 attack"  # no stack yet
    state = rest(window(play(window(state), Reveal())))
    state = window(state)  # the first-player window: the ACU's Command makes seat 1 first
    state = play(state, Stack(False))  # seat 1 settles its stack first (MI-R28)
    assert phase(state) == "STACK" and view(state).unit == 0
    return state


@pytest.mark.rules("MI-10.1", "MI-10.2", "MI-10.4", "MI-9.2", "MI-R28")
def test_the_played_card_is_stacked_and_next_slides_to_active(tmp_path: Path) -> None:
    state = round_one(tmp_path)
    assert GAME.legal_actions(state) == (Stack(True), Stack(False))
    dropped = play(state, Stack(False))
    assert view(dropped, 0).units[0].discard.count("Pack hunt") == 1
    state = play(state, Stack(True))
    raptors = view(state, 1).units[0]
    assert raptors.stack == ("Pack hunt",)  # face up for everyone
    assert (raptors.active, raptors.revealed, raptors.active_initiative) == (None, False, 9)
    assert view(state, 0).units[0].active == "Frenzy"


@pytest.mark.rules("MI-10.5", "MI-10.6", "MI-10.7", "MI-10.8", "MI-10.10", "MI-10.11")
def test_a_kept_idle_card_counts_as_one_card_drawn(tmp_path: Path) -> None:
    state = play(round_one(tmp_path), Stack(True))
    state = run_until(state, lambda s: phase(s) == "KEEP_IDLE")
    assert GAME.legal_actions(state) == (KeepIdle(True), KeepIdle(False))
    kept = play(state, KeepIdle(True))
    assert GAME.current_player(kept) is CHANCE and view(kept).to_draw == 2  # draws 3, less 1
    assert view(kept, 0).units[0].hand is not None
    assert view(kept, 0).units[0].hand.count("Sentinel") == 1
    dropped = play(state, KeepIdle(False))
    assert view(dropped).to_draw == 3
    state = deal(kept, {})
    while GAME.current_player(state) is CHANCE or phase(state) in ("KEEP_IDLE", "INTERACTION"):
        state = deal(GAME.apply(state, GAME.legal_actions(state)[0]), {})
    assert phase(state) == "PLACE_NEXT" and view(state).unit == 0  # Frenzy 9 places first
    assert view(state, 0).units[0].hand_size == 3
    state = play(state, GAME.legal_actions(state)[0])
    assert phase(state) == "PLACE_IDLE"
    state = run_until(state, lambda s: view(s).round == 2)
    assert all(u.hand_size == 0 for u in view(state).units)  # the rest discarded


@pytest.mark.rules("MI-10.12", "MI-R24", "MI-3.4")
def test_every_player_picks_two_hero_cards_then_discards_down(tmp_path: Path) -> None:
    state = play(round_one(tmp_path), Stack(True))
    state = run_until(state, lambda s: phase(s) == "DRAW_PICK")
    before = view(state).hero_deck_sizes
    assert view(state).to_draw == 2
    state = play(state, GAME.legal_actions(state)[0])
    state = play(state, GAME.legal_actions(state)[0])
    state = run_until(state, lambda s: phase(s) == "DISCARD_HERO")
    seat = GAME.current_player(state)
    assert view(state).hero_hand_sizes[seat] > 5
    state = run_until(state, lambda s: view(s).round == 2)
    assert view(state).hero_deck_sizes == tuple(n - 2 for n in before)
    assert view(state).hero_hand_sizes == (5, 5)


@pytest.mark.rules("MI-10.12", "MI-R24", "MI-2.8")
def test_a_hand_size_of_none_discards_the_picks_without_a_decision_bug(tmp_path: Path) -> None:
    path = scenario_file(
        tmp_path,
        [[RAPTORS], [ACU]],
        [rectangle(0, 4, 0, 1), rectangle(0, 4, 5, 6)],
        rules=[("hero_hand_size", 0)],
    )
    state = GAME.initial_state(seed=1, scenario=path, forced="explicit")
    while view(state).round < 3:
        assert phase(state) != "DISCARD_HERO"  # nothing is kept: nothing to choose
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert view(state).hero_hand_sizes == (0, 0)
    assert [len(pile) for pile in view(state).hero_discards] == [4, 4]  # 2 picked a round


@pytest.mark.rules("MI-9.1", "MI-R20", "MI-R19")
def test_the_combo_adds_to_the_next_cards_symbols(tmp_path: Path) -> None:
    state = play(round_one(tmp_path), Stack(True))
    state = run_until(state, lambda s: phase(s) == "ACT" and view(s).activating == 0)
    state = play(state, Act())
    played = view(state).units[0].played
    assert played is not None and played.card == "Frenzy"
    assert str(played.bonus) == "+3 attack +1 stability"  # 2 + combo 1 (Pack hunt)


@pytest.mark.rules("MI-10.3", "MI-9.9")
def test_the_stack_is_trimmed_from_the_bottom_never_the_top(tmp_path: Path) -> None:
    state = play(round_one(tmp_path), Stack(True))
    state = run_until(state, lambda s: phase(s) == "STACK" and view(s).unit == 0)
    state = play(state, Stack(True))
    assert phase(state) == "TRIM"
    assert view(state).units[0].stack == ("Pack hunt", "Frenzy")
    assert GAME.legal_actions(state) == (TrimStack(), KeepStack())
    state = play(state, TrimStack())
    assert view(state).units[0].stack == ("Frenzy",)  # the top card stays
    assert view(state).units[0].discard.count("Pack hunt") >= 1
    assert phase(state) != "TRIM"


@pytest.mark.rules("MI-10.9")
def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out(tmp_path: Path) -> None:
    state = duel(tmp_path, rules=[("deployment_draw", 10)])  # the ACU's 10 cards all drawn
    assert view(state).units[1].deck_size == 0
    state = run_until(state, lambda s: GAME.current_player(s) is CHANCE and view(s).placing == 1)
    acu = view(state).units[1]
    assert acu.deck_size > 0 and len(acu.discard) == 0  # the discards became the deck
    outcomes = {o.card for o, _ in GAME.chance_outcomes(state)}
    assert outcomes <= {
        "Volley",
        "Aimed fire",
        "Advance",
        "Take cover",
        "Suppressing fire",
        "Fall back",
    }
