"""Skip turn, Reactions and the action chain (MI-11, MI-12, MI-R19, MI-R25, MI-R26)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.miniature import (
    GAME,
    Act,
    Choose,
    Forward,
    Hold,
    KeepSkipped,
    Lead,
    NoAction,
    NoIdle,
    NoReinforce,
    Pass,
    PlaceActive,
    PlaceNext,
    React,
    Reinforce,
    Reveal,
    SkipTurn,
    Status,
    Stop,
    UseBaseSkills,
    UseCard,
)
from tests.miniature.helpers import play, view
from tests.miniature.round_helpers import duel, phase, rest, run_until, window


def actives(
    state: Any, raptor: str, acu: str, nexts: tuple[str, str] = ("Pack hunt", "Advance")
) -> Any:
    """The 1st initiative phase with these Active cards; no Idle cards. At the first REVEAL."""
    state = play(state, Lead(0), PlaceActive(raptor), PlaceActive(acu))
    while phase(state) in ("PLACE_NEXT", "PLACE_IDLE", "LEAD"):
        if phase(state) == "LEAD":
            state = play(state, Lead(0))
        elif phase(state) == "PLACE_IDLE":
            state = play(state, NoIdle())
        else:
            state = play(state, PlaceNext(nexts[GAME.current_player(state)]))
    return state


@pytest.mark.rules("MI-11.1", "MI-11.2", "MI-11.3", "MI-R25")
def test_skip_turn_keeps_the_card_and_cannot_be_used_twice_in_a_row(tmp_path: Path) -> None:
    state = actives(duel(tmp_path, objectives=[(1, 2)]), "Flank", "Volley")  # equal Command
    assert GAME.legal_actions(state) == (Reveal(), SkipTurn())
    state = play(state, SkipTurn())
    raptors = view(state, 1).units[0]
    assert raptors.status is Status.SKIPPED and raptors.active is None  # unrevealed
    state = rest(window(play(state, Reveal())))  # the ACU activates
    state = window(state)
    state = play(state, GAME.legal_actions(state)[0])  # the coin toss
    assert phase(state) == "KEEP_SKIPPED"
    assert GAME.legal_actions(state) == (KeepSkipped(False), KeepSkipped(True))
    dropped = play(state, KeepSkipped(False))
    assert view(dropped).units[0].discard.count("Flank") == 1
    state = play(state, KeepSkipped(True))
    assert phase(state) == "STACK" and view(state).unit == 1  # the raptors skip this phase
    state = run_until(state, lambda s: phase(s) == "REVEAL" and view(s).unit == 0)
    assert view(state, 0).units[0].active == "Flank" and view(state).units[0].kept is False
    assert GAME.legal_actions(state) == (Reveal(),)
    with pytest.raises(IllegalActionError, match=r"MI-11\.3"):
        GAME.apply(state, SkipTurn())


def held(tmp_path: Path) -> Any:
    """The ACU holds its Take cover (Initiative 6); the raptors (Flank, 5) activate."""
    state = actives(duel(tmp_path), "Flank", "Take cover")
    state = window(play(state, Reveal()))
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (UseCard(), UseBaseSkills(), Hold())
    state = play(state, Hold())
    assert view(state).units[1].status is Status.HELD
    state = play(window(play(state, Reveal())), UseCard())
    assert phase(state) == "REACT" and GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (React(1), Pass())
    return state


@pytest.mark.rules("MI-12.2", "MI-12.3", "MI-12.4", "MI-12.5", "MI-12.6", "MI-12.7", "MI-R26")
def test_a_reaction_moves_after_the_active_units_first_step(tmp_path: Path) -> None:
    state = play(held(tmp_path), React(1))
    seen = view(state)
    assert (seen.active, seen.budget, seen.reactor, seen.react_step.name) == (0, 4, 1, "MOVEMENT")
    state = play(state, Forward("NE"))
    assert (view(state).active, view(state).budget, GAME.current_player(state)) == (1, 1, 1)
    moved = play(state, Forward("SW"))  # the ACU moves: the raptors spend the rest
    assert (view(moved).active, view(moved).budget) == (0, 3)
    stayed = play(state, Stop())  # the ACU does not move: the rest is lost
    assert phase(stayed) == "ACT" and view(stayed).units[0].played is None
    assert GAME.current_player(stayed) == 0


@pytest.mark.rules("MI-12.8", "MI-12.9", "MI-12.10", "MI-6.16", "MI-R26")
def test_a_reaction_acts_right_after_the_active_units_action(tmp_path: Path) -> None:
    state = play(held(tmp_path), Pass(), Stop())
    assert phase(state) == "REACT"  # the window of the Action step
    state = play(state, React(1))
    assert phase(state) == "ACT" and GAME.current_player(state) == 0  # the Active unit first
    state = play(state, Act())
    assert view(state).units[0].played is not None
    assert phase(state) == "ACT" and GAME.current_player(state) == 1
    state = play(state, Act())
    assert view(state).units[1].played.card == "Take cover"
    assert phase(state) == "INTERACTION"


@pytest.mark.rules("MI-R19", "MI-2.5")
def test_an_action_chooses_alternatives_and_pays_for_reinforcement(tmp_path: Path) -> None:
    state = duel(tmp_path, rules=[("starting_adrenaline", 2)])
    state = actives(state, "Deadly clench", "Volley")
    state = play(window(play(state, Reveal())), UseCard(), Stop(), Act())
    assert GAME.legal_actions(state) == (Choose(0), Choose(1))  # +1 attack or +1 dodge
    state = play(state, Choose(1))
    assert GAME.legal_actions(state) == (Reinforce(0), Reinforce(1), NoReinforce())
    state = play(state, Reinforce(1))
    raptors = view(state).units[0]
    assert raptors.adrenaline == 0
    assert raptors.played is not None and raptors.played.choices == (1,)
    assert str(raptors.played.bonus) == "+4 dodge +7 grab"


@pytest.mark.rules("MI-R19")
def test_no_reinforcement_without_the_adrenaline(tmp_path: Path) -> None:
    state = actives(duel(tmp_path), "Deadly clench", "Volley")
    state = play(window(play(state, Reveal())), UseCard(), Stop(), Act(), Choose(0))
    assert str(view(state).units[0].played.bonus) == "+1 attack +3 grab"


@pytest.mark.rules("MI-4.4", "MI-8.9", "MI-R19")
def test_a_card_may_put_the_action_first_or_forbid_movement(tmp_path: Path) -> None:
    state = actives(duel(tmp_path), "Flank", "Fall back")  # Fall back (7): action first
    state = play(window(play(state, Reveal())), UseCard())
    assert phase(state) == "ACT" and GAME.current_player(state) == 1
    state = play(state, NoAction())
    assert phase(state) == "MOVE"
    state = actives(duel(tmp_path), "Flank", "Aimed fire")  # Aimed fire (2): no movement
    state = rest(window(play(state, Reveal())))
    state = play(window(play(state, Reveal())), UseCard())
    assert phase(state) == "ACT"
    state = play(state, NoAction())
    assert phase(state) == "INTERACTION"
