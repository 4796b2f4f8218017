"""Set-ups for part 4's tests: chosen hero hands, a driver that plays to a wanted point."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

from dinorules import CHANCE
from dinorules.miniature import (
    GAME,
    ChooseDeployer,
    DrawAction,
    DrawHero,
    Face,
    KeepHand,
    NoIdle,
    Pass,
    PlaceAt,
    PlaceUnit,
    Stop,
    UseBaseSkills,
)
from dinorules.miniature.actions import Direction, NoAction
from dinorules.miniature.combat.actions import Attack, Grab
from tests.miniature.helpers import Hex, scenario_file, view

Chooser = Callable[[Any, tuple[Any, ...]], Any]


def _resolve(state: Any, heroes: dict[int, list[str]], hands: dict[int, list[str]]) -> Any:
    """Chance: seat ``s`` draws ``heroes[s]`` in order, unit ``n`` ``hands[n]``; else the first."""
    while GAME.current_player(state) is CHANCE:
        state = _chance(state, heroes, hands)
    return state


def _chance(state: Any, heroes: dict[int, list[str]], hands: dict[int, list[str]]) -> Any:
    """One chance outcome, as `_resolve` chooses it."""
    seen = view(state)
    name = seen.phase.name
    seat = -1 if seen.actor is None else seen.actor
    unit = -1 if seen.placing is None else seen.placing
    if name in ("DRAW_HEROES", "REDRAW", "DRAW_PICK") and heroes.get(seat):
        return GAME.apply(state, DrawHero(heroes[seat].pop(0)))
    if name in ("DRAW_ACTIONS", "DRAW_ROUND") and hands.get(unit):
        return GAME.apply(state, DrawAction(hands[unit].pop(0)))
    return GAME.apply(state, GAME.legal_actions(state)[0])


def arena(
    tmp_path: Path,
    armies: Sequence[Sequence[str]],
    zones: Sequence[Sequence[Hex]],
    placements: Sequence[tuple[int, int, Hex, str]],
    *,
    heroes: dict[int, Sequence[str]],
    **scenario: Any,
) -> Any:
    """A game with these hero hands (seat: titles) and placements, at the 1st initiative phase.

    Chance is explicit and every decision shown; other draws take the first outcome.
    """
    path = scenario_file(tmp_path, armies, zones, **scenario)
    state = GAME.initial_state(seed=0, scenario=path, chance="explicit", forced="explicit")
    wanted = {seat: list(titles) for seat, titles in heroes.items()}
    state = _resolve(state, wanted, {})
    while view(state).phase.name == "MULLIGAN":
        state = _resolve(GAME.apply(state, KeepHand()), wanted, {})
    state = GAME.apply(state, ChooseDeployer(placements[0][0]))
    for seat, slot, (q, r), facing in placements:
        number = state.components.army_units[seat][slot]
        for action in (PlaceUnit(number), PlaceAt(q, r), Face(cast(Direction, facing))):
            state = GAME.apply(state, action)
    return state


def drive(
    state: Any,
    until: Callable[[Any], bool],
    choose: Chooser | None = None,
    *,
    hands: dict[int, Sequence[str]] | None = None,
    heroes: dict[int, Sequence[str]] | None = None,
    limit: int = 3000,
) -> Any:
    """Play until ``until`` holds: units stay put, no Idle card, windows pass, else the first.

    ``choose`` may pick a decision (or return None for the default); ``hands`` and
    ``heroes`` say what units and seats draw next.
    """
    cards = {n: list(c) for n, c in (hands or {}).items()}
    picks = {s: list(c) for s, c in (heroes or {}).items()}
    for _ in range(limit):
        if until(state):
            return state
        if GAME.current_player(state) is CHANCE:
            state = _chance(state, picks, cards)
            continue
        legal = GAME.legal_actions(state)
        action = choose(state, legal) if choose is not None else None
        if action is None:
            action = next((a for a in (Stop(), NoIdle()) if a in legal), legal[0])
        state = GAME.apply(state, action)
    raise AssertionError("not reached")


def phase(state: Any) -> str:
    """The pending phase's name."""
    return str(view(state).phase.name)


def shooting(shooters: dict[int, Callable[[Any], bool]], grabbers: Sequence[int] = ()) -> Chooser:
    """A chooser: unit ``n`` shoots weapon 0 when ``shooters[n](state)``, units in
    ``grabbers`` grab; nobody else acts, every unit uses its base skills (no card bonus),
    every test step is passed and an attack or grab aims at an enemy.
    """

    def choose(state: Any, legal: tuple[Any, ...]) -> Any:
        name = phase(state)
        if name == "ACTIVATE" and UseBaseSkills() in legal:
            return UseBaseSkills()
        if name == "STRIKE":
            unit = state.activation.actor_unit
            wants = shooters.get(unit)
            if wants is not None and wants(state) and Attack(0) in legal:
                return Attack(0)
            if unit in grabbers and Grab() in legal:
                return Grab()
            return NoAction()
        if name == "TARGET":
            seat = view(state).actor
            enemies = {h for u in view(state).units if u.seat != seat for h in u.hexes}
            return next(a for a in legal if (a.q, a.r) in enemies)
        if name == "TEST_STEP":
            return Pass()
        return None

    return choose
