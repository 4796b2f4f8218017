"""Set-ups for fights: units placed where a test says, one unit brought to its action.

`arena` writes a scenario whose deployment zones hold just the hexes around the given
anchors and plays the start phase; `until_strike` plays the round through the public
API so that the planned units use the cards a test names (every other unit uses its
base skills, does not move and does not act) and stops when a planned unit is about to
choose what its action does. Other units never add a card bonus: a test's numbers come
from the unit boards (``docs/miniature_data.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dinorules import CHANCE
from dinorules.kernel import Facing
from dinorules.miniature import GAME, Pass
from dinorules.miniature.actions import (
    Act,
    Choose,
    Hold,
    NoAction,
    NoIdle,
    NoReinforce,
    PlaceActive,
    Reveal,
    Stop,
    UseBaseSkills,
    UseCard,
)
from dinorules.miniature.data.components import load_components
from tests.miniature.helpers import begin, scenario_file, start, view

Hex = tuple[int, int]


def arena(
    tmp_path: Path,
    armies: Sequence[Sequence[str]],
    placements: Sequence[tuple[int, int, Hex, str]],
    *,
    hands: dict[int, Sequence[str]] | None = None,
    toss: int = 0,
    **scenario: Any,
) -> Any:
    """Place each ``(seat, slot, anchor, facing)``; return the 1st initiative phase's start.

    Each seat's zone is exactly the hexes its units will cover.
    """
    shape = load_components().shape
    zones: list[set[Hex]] = [set() for _ in armies]
    for seat, slot, (q, r), facing in placements:
        offsets = shape[armies[seat][slot]][Facing[facing]]
        zones[seat].update((q + dq, r + dr) for dq, dr in offsets)
    path = scenario_file(tmp_path, armies, [sorted(z) for z in zones], **scenario)
    queues = [[p for p in placements if p[0] == seat] for seat in range(len(armies))]
    ordered: list[tuple[int, int, Hex, str]] = []
    seat = placements[0][0]
    while any(queues):
        if queues[seat]:
            ordered.append(queues[seat].pop(0))
        seat = (seat + 1) % len(armies)  # seats alternate (MI-3.5, MI-R6)
    return begin(start(scenario=path), hands or {}, ordered, toss=toss)


def _card(state: Any, unit: int, title: str) -> Any:
    deck = state.units[unit].deck_name
    return state.components.action_card[deck][title]


def until_strike(
    state: Any,
    plans: dict[int, tuple[str, Sequence[int]]],
    *,
    hold: Sequence[int] = (),
    limit: int = 3000,
) -> Any:
    """Play on until a planned unit chooses its action's effect (`Phase.STRIKE`).

    ``plans[unit] = (card, choices)``: the unit's Active card ("" for its base skills,
    with its highest card so that it goes early) and its alternatives on the card's
    "or" lines; units in ``hold`` hold their Reaction card (revealed, not played).
    Every other unit takes its lowest card, its base skills, no movement and no action.
    """
    for _ in range(limit):
        if GAME.current_player(state) is CHANCE:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
            continue
        seen = view(state)
        name = seen.phase.name
        legal = GAME.legal_actions(state)
        acting = state.activation.actor_unit
        if name == "STRIKE" and acting in plans:
            return state
        state = GAME.apply(state, _decide(state, seen, name, legal, plans, hold))
    raise AssertionError("no planned unit reached its action")


def _decide(
    state: Any,
    seen: Any,
    name: str,
    legal: Sequence[Any],
    plans: dict[int, tuple[str, Sequence[int]]],
    hold: Sequence[int],
) -> Any:
    unit = seen.unit
    if name == "PLACE_ACTIVE":
        card = plans.get(unit, ("", ()))[0]
        if card and PlaceActive(card) in legal:
            return PlaceActive(card)
        if unit in plans:  # its base skills: go early, with a card it will not use
            plain = [a for a in legal if not _card(state, unit, a.card).forced] or list(legal)
            return max(plain, key=lambda a: _card(state, unit, a.card).initiative)
        return min(legal, key=lambda a: _card(state, unit, a.card).initiative)
    if name == "ACTIVATE":
        number = seen.activating
        if number in hold and Hold() in legal:
            return Hold()
        if plans.get(number, ("", ()))[0] and UseCard() in legal:
            return UseCard()
        return UseBaseSkills() if UseBaseSkills() in legal else legal[0]
    if name == "MOVE":
        return Stop()
    if name == "ACT":
        return Act() if state.activation.actor_unit in plans else NoAction()
    if name == "CHOOSE":
        choices = plans[state.activation.actor_unit][1]
        return Choose(choices[len(state.activation.choices)])
    return _FIXED.get(name, legal[0])


_FIXED: dict[str, Any] = {
    "PLACE_IDLE": NoIdle(),
    "REINFORCE": NoReinforce(),
    "STRIKE": NoAction(),
    "REVEAL": Reveal(),
    "INTERACTION": Pass(),
    "TEST_STEP": Pass(),
    "REACT": Pass(),
}


def until(
    state: Any,
    done: Callable[[Any], bool],
    plans: dict[int, tuple[str, Sequence[int]]] | None = None,
    *,
    hold: Sequence[int] = (),
    limit: int = 3000,
) -> Any:
    """Play on with the same policy as `until_strike` until ``done(state)`` holds."""
    plans = plans or {}
    for _ in range(limit):
        if done(state):
            return state
        if GAME.current_player(state) is CHANCE:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
            continue
        seen = view(state)
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, _decide(state, seen, seen.phase.name, legal, plans, hold))
    raise AssertionError("not reached")


def moving(unit: int) -> Callable[[Any], bool]:
    """Whether ``unit`` is deciding a movement step."""
    return lambda s: view(s).phase.name == "MOVE" and view(s).active == unit


def passes(state: Any) -> Any:
    """Every seat passes the open Interaction window or test step."""
    while view(state).phase.name in ("INTERACTION", "TEST_STEP"):
        state = GAME.apply(state, Pass())
    return state


def health(state: Any, unit: int) -> tuple[int, ...]:
    """The unit's models' health."""
    return tuple(view(state).units[unit].health)


def hexes(state: Any, unit: int) -> tuple[Hex, ...]:
    """The hexes the unit covers."""
    return tuple(view(state).units[unit].hexes)


def play(state: Any, *actions: Any) -> Any:
    """Apply the actions, passing every Interaction window on the way."""
    for action in actions:
        state = passes(GAME.apply(passes(state), action))
    return state


def pass_step(state: Any) -> Any:
    """Every seat passes one test's Interaction step: a step ends at a second pass (MI-R42)."""
    for _ in range(GAME.num_players(state) + 1):
        state = GAME.apply(state, Pass())
    return state
