"""Grab: an action at range 1 that holds a model, and Blocks it when won on Stability alone.

The Initiator adds its Stability, its card's Grab bonus and +1 for each allied unit
already grabbing the target, against the target's Stability (MI-15.6). A success makes
it Grabbing (not Knocked); a success without the Grab bonus also Blocks the target
(MI-15.7). A grabbed target that is not Blocked moves 1 hex less per grabbing unit (at
least 1) and its grabbers keep their place beside it (MI-15.8, MI-R37); a grabbing
unit may let go (MI-15.9). A Blocked unit does not move, and its only action is a
Stability test against its grabbers' highest Stability +1 per grabbing unit, which
frees it from all of them (MI-15.10). Units that lose contact let go (MI-15.6).
"""

from __future__ import annotations

from dinorules.kernel import Hex
from dinorules.kernel.hexgrid import distance

from ..board import Footing, allies, footing, place
from ..data.cards import Symbol
from ..state import NOBODY, MiniatureState, set_unit
from . import scores

__all__ = [
    "break_score",
    "grab_scores",
    "grabbers",
    "in_contact",
    "let_go",
    "movement_left",
    "release_all",
    "settle_contact",
]


def grabbers(state: MiniatureState, target: int) -> tuple[int, ...]:
    """The units grabbing ``target``, in unit order."""
    return tuple(n for n, u in enumerate(state.units) if u.grabbing == target)


def in_contact(state: MiniatureState, a: int, b: int) -> bool:
    """Whether two placed units touch: a hex of one next to a hex of the other (MI-15.1)."""
    mine = state.units[a].cells
    theirs = state.units[b].cells
    return any(distance(x, y) == 1 for x in mine for y in theirs)


def _unblock_if_free(state: MiniatureState, target: int) -> MiniatureState:
    if target != NOBODY and state.units[target].blocked and not grabbers(state, target):
        state = set_unit(state, target, state.units[target].replace(blocked=False))
    return state


def let_go(state: MiniatureState, number: int) -> MiniatureState:
    """Unit ``number`` stops grabbing; a target nobody holds is no longer Blocked (MI-15.9)."""
    target = state.units[number].grabbing
    if target == NOBODY:
        return state
    state = set_unit(state, number, state.units[number].replace(grabbing=NOBODY))
    return _unblock_if_free(state, target)


def release_all(state: MiniatureState, number: int) -> MiniatureState:
    """Every grab of or by unit ``number`` ends (MI-5.10d, MI-R34)."""
    for other in grabbers(state, number):
        state = set_unit(state, other, state.units[other].replace(grabbing=NOBODY))
    unit = state.units[number]
    state = set_unit(state, number, unit.replace(blocked=False))
    return let_go(state, number)


def settle_contact(state: MiniatureState) -> MiniatureState:
    """Grabbing units no longer in contact with their target let go (MI-15.6, MI-R37)."""
    for number, unit in enumerate(state.units):
        target = unit.grabbing
        if target != NOBODY and not in_contact(state, number, target):
            state = let_go(state, number)
    return state


def movement_left(state: MiniatureState, number: int, budget: int) -> int:
    """A Blocked unit does not move; a grabbed one moves 1 less per grabber, at least 1.

    (MI-15.8, MI-15.10)
    """
    unit = state.units[number]
    if unit.blocked:
        return 0
    held = len(grabbers(state, number)) if budget > 0 else 0
    return max(1, budget - held) if held else budget


def carry(state: MiniatureState, number: int, delta: Hex) -> MiniatureState:
    """The grabbers of a moved unit keep their place beside it, or let go (MI-15.8, MI-R37).

    Each grabber moves by the same ``delta`` if its new hexes are free; else it lets go.
    """
    if delta == (0, 0):
        return state
    for other in grabbers(state, number):
        unit = state.units[other]
        assert unit.anchor is not None
        moved = place(
            state.components, unit, (unit.anchor[0] + delta[0], unit.anchor[1] + delta[1])
        )
        if footing(state, other, moved.cells) is Footing.FREE:
            state = set_unit(state, other, moved)
        else:
            state = let_go(state, other)
    return state


def grab_scores(state: MiniatureState, number: int, target: int) -> tuple[int, int, int]:
    """The Initiator's score, its score on Stability alone, and the target's (MI-15.6, MI-15.7).

    The score adds the Grab bonus and +1 for each allied unit already grabbing the
    target; Blocking is judged on Stability alone (MI-R37).
    """
    seat = state.units[number].seat
    helpers = sum(
        1
        for n in grabbers(state, target)
        if n != number and allies(state, seat, state.units[n].seat)
    )
    alone = scores.stability_score(state, number, acting=True)
    grab_bonus = scores.bonus_of(state, number, acting=True).count(Symbol.GRAB)
    against = scores.stability_score(state, target)
    return alone + grab_bonus + helpers, alone, against


def break_score(state: MiniatureState, number: int) -> tuple[int, int]:
    """A Blocked unit's Stability, and its grabbers' highest +1 per grabbing unit (MI-15.10)."""
    holders = grabbers(state, number)
    top = max((scores.stability_score(state, n) for n in holders), default=0)
    return scores.stability_score(state, number, acting=True), top + len(holders)
