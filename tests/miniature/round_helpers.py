"""Set-ups for the game round's tests: small arenas, dealt hands, quick activations."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dinorules import CHANCE
from dinorules.miniature import GAME, NoAction, Pass, Stop, UseCard
from tests.miniature.helpers import (
    ACU,
    RAPTORS,
    TRIKE,
    begin,
    rectangle,
    scenario_file,
    start,
    view,
)

WEST = rectangle(0, 1, 0, 5)
EAST = rectangle(8, 9, -4, 0)

RAPTOR_HAND = ["Pack hunt", "Flank", "Frenzy", "Sentinel", "Clever girl", "Deadly clench"]
ACU_HAND = ["Volley", "Advance", "Take cover", "Aimed fire", "Fall back", "Suppressing fire"]
TRIKE_HAND = ["Horn sweep", "Charge", "Brace", "Trample", "Bellow", "Thick frill"]


def duel(
    tmp_path: Path,
    *,
    toss: int = 0,
    options: dict[str, Any] | None = None,
    **scenario: Any,
) -> Any:
    """Seat 0: raptors (unit 0) at (1, 2) facing NE; seat 1: ACU (unit 1) at (8, -2) facing SW.

    Both armies are worth 12: the coin toss makes ``toss`` the first player. Returns the
    state at the 1st initiative phase's first decision.
    """
    path = scenario_file(tmp_path, [[RAPTORS], [ACU]], [WEST, EAST], **scenario)
    state = start(scenario=path, **(options or {}))
    hands = {0: RAPTOR_HAND, 1: ACU_HAND}
    return begin(state, hands, [(0, 0, (1, 2), "NE"), (1, 0, (8, -2), "SW")], toss=toss)


def trio(tmp_path: Path) -> Any:
    """Seat 0: raptors (unit 0), triceratops (unit 1); seat 1 (first player): ACU (unit 2)."""
    path = scenario_file(tmp_path, [[RAPTORS, TRIKE], [ACU]], [WEST, EAST])
    hands = {0: RAPTOR_HAND, 1: TRIKE_HAND, 2: ACU_HAND}
    placements = [(1, 0, (8, -2), "SW"), (0, 0, (1, 2), "NE"), (0, 1, (1, 4), "NE")]
    return begin(start(scenario=path), hands, placements)


def phase(state: Any) -> str:
    """The name of the pending phase."""
    return str(view(state).phase.name)


def rest(state: Any) -> Any:
    """The Active unit uses its card, does not move nor act; the window passes."""
    for action in (UseCard(), Stop(), NoAction()):
        if action in GAME.legal_actions(state):
            state = GAME.apply(state, action)
    return window(state)


def window(state: Any) -> Any:
    """Every seat passes one Interaction window (and no more)."""
    for _ in range(GAME.num_players(state)):
        state = GAME.apply(state, Pass())
    return state


def run_until(state: Any, done: Callable[[Any], bool], limit: int = 2000) -> Any:
    """Play the first legal action (or chance outcome) until ``done`` holds."""
    for _ in range(limit):
        if done(state):
            return state
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError("not reached")


def chance(state: Any) -> bool:
    """Whether a chance node is pending."""
    return GAME.current_player(state) is CHANCE


def kinds(actions: Sequence[Any]) -> list[str]:
    """The class names of actions."""
    return [type(a).__name__ for a in actions]
