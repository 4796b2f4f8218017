"""Taking turns in a tier of units: who goes first on a tie, then clockwise (MI-2.1, MI-R17).

A tier is a set of units that go one at a time: every unit in the 1st initiative
phase's Active placement (MI-7.1, MI-7.2), the units of equal Active Initiative placing
their Next cards (MI-7.4, MI-10.7), or a Group revealed together (MI-8.6, MI-8.7). When
the tier holds units of several seats, the first player chooses the seat that goes
first (`Lead`); then seats take turns clockwise, one unit at a time, skipping seats with
no unit left, and a seat with several units left chooses which goes (`Pick`).
"""

from __future__ import annotations

from ..actions import MiniatureAction
from ..state import NOBODY, MiniatureState, Phase, Purpose, Round
from .actions import Lead, Pick

__all__ = [
    "army",
    "begin_tier",
    "end_tier",
    "lead",
    "lead_options",
    "next_turn",
    "pick",
    "pick_options",
    "seat_order",
]


def seat_order(state: MiniatureState, units: tuple[int, ...]) -> tuple[int, ...]:
    """``units`` by seat clockwise from the first player, then army order (MI-R28)."""
    players = state.players
    first = state.first_player
    return tuple(sorted(units, key=lambda n: ((state.units[n].seat - first) % players, n)))


def army(state: MiniatureState, seat: int) -> tuple[int, ...]:
    """A seat's unit numbers, in army order."""
    return state.components.army_units[seat]


def _seats(state: MiniatureState, pending: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted({state.units[n].seat for n in pending}))


def begin_tier(state: MiniatureState, purpose: Purpose, units: tuple[int, ...]) -> MiniatureState:
    """The tier's units take turns; the first player picks who leads if several seats (MI-2.1).

    Once a unit is chosen (``round.unit``) the step is over: the procedure gives it its
    turn for the tier's ``purpose``.
    """
    rnd = state.round.replace(purpose=purpose, pending=units, unit=NOBODY)
    seats = _seats(state, units)
    if len(seats) > 1:
        return state.replace(round=rnd, phase=Phase.LEAD, actor=state.first_player)
    return _turn(state, seats[0], rnd)


def lead_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The seats with units in the tier, in seat order (MI-2.1, MI-7.1, MI-8.6)."""
    return tuple(Lead(seat) for seat in _seats(state, state.round.pending))


def lead(state: MiniatureState, action: Lead) -> MiniatureState:
    """That seat goes first (MI-2.1)."""
    return _turn(state, action.seat)


def _turn(state: MiniatureState, seat: int, rnd: Round | None = None) -> MiniatureState:
    """That seat's turn in the tier; ``rnd``: the round to go on with, if not the state's.

    (The round is passed along rather than set at each step: one state update, not three.)
    """
    rnd = state.round if rnd is None else rnd
    mine = tuple(n for n in rnd.pending if state.units[n].seat == seat)
    rnd = rnd.replace(seat=seat)
    if len(mine) > 1:
        return state.replace(round=rnd, phase=Phase.PICK, actor=seat)
    return _go(state, mine[0], rnd)


def pick_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The actor's units in the tier, in army order (MI-R17)."""
    pending = state.round.pending
    return tuple(Pick(n) for n in army(state, state.actor) if n in pending)


def pick(state: MiniatureState, action: Pick) -> MiniatureState:
    """That unit goes now (MI-R17)."""
    return _go(state, action.unit)


def _go(state: MiniatureState, number: int, rnd: Round | None = None) -> MiniatureState:
    """Unit ``number`` is the one to take its turn in the tier."""
    rnd = state.round if rnd is None else rnd
    pending = tuple(n for n in rnd.pending if n != number)
    return state.replace(round=rnd.replace(pending=pending, unit=number), phase=Phase.GOING_ON)


def next_turn(state: MiniatureState) -> MiniatureState:
    """The next seat clockwise with a unit left in the tier goes (MI-8.8).

    Only while units are left: `end_tier` ends an empty tier.
    """
    rnd = state.round
    seats = {state.units[n].seat for n in rnd.pending}
    for k in range(1, state.players + 1):
        seat = (rnd.seat + k) % state.players
        if seat in seats:
            return _turn(state, seat)
    raise AssertionError("a pending unit has no seat")  # pragma: no cover


def end_tier(state: MiniatureState) -> MiniatureState:
    """Every unit of the tier has had its turn (MI-8.8)."""
    return state.replace(round=state.round.replace(unit=NOBODY))
