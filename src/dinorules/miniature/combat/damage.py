"""Damage: health points removed so that the most models are eliminated (MI-14).

A unit's models keep their own health (MI-R12). Damage removes health points so that
as many models as possible are eliminated (MI-14.4, MI-14.6); when several
allocations eliminate that many and leave different healths, the attacker chooses
(MI-2.7, MI-R33). A model at 0 is eliminated and leaves the board; a unit with no model
left is off the board for good: its grabs end and it takes no more turns (MI-14.9,
MI-R34). The models a unit's attack or push eliminates count for its seat if they are
an enemy's (MI-R80).
"""

from __future__ import annotations

from itertools import combinations

from dinorules.kernel import put

from ..board import place
from ..state import NOBODY, MiniatureState, Status
from . import grab

__all__ = ["allocations", "eliminated", "wound"]


def allocations(health: tuple[int, ...], damage: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct health left after ``damage`` eliminating the most models (MI-14.4, MI-R33).

    The models eliminated are some whose health sums to at most ``damage``, as many as
    can be; the rest of the damage goes to one surviving model (it cannot eliminate
    it). Healths are listed highest first; options in increasing order.

    >>> allocations((2, 2, 2), 3)
    ((2, 1),)
    >>> allocations((2, 2, 3), 3)
    ((2, 2), (3, 1))
    >>> allocations((4,), 9), allocations((3, 1), 0)
    (((),), ((3, 1),))
    """
    models = sorted(health)
    if damage <= 0:
        return (tuple(sorted(health, reverse=True)),)
    most = 0
    spent = 0
    for h in models:
        if spent + h > damage:
            break
        spent += h
        most += 1
    found: set[tuple[int, ...]] = set()
    for gone in set(combinations(models, most)):
        left = damage - sum(gone)
        if left < 0:
            continue
        rest = list(models)
        for h in gone:
            rest.remove(h)
        if not rest or left == 0:
            found.add(tuple(sorted(rest, reverse=True)))
            continue
        for k in range(len(rest)):
            hit = [*rest[:k], rest[k] - left, *rest[k + 1 :]]
            found.add(tuple(sorted(hit, reverse=True)))
    return tuple(sorted(found))


def eliminated(state: MiniatureState, number: int) -> bool:
    """Whether every model of the unit is eliminated (MI-14.9)."""
    return not state.units[number].health


def wound(
    state: MiniatureState, number: int, health: tuple[int, ...], by: int = NOBODY
) -> MiniatureState:
    """The unit's models now have ``health``; with none left it leaves the board (MI-14.9).

    ``by`` is the unit whose attack or push did it: the models eliminated count for its
    seat if they are an enemy's (MI-R80).
    """
    unit = state.units[number]
    state = _credit(state, by, unit.seat, len(unit.health) - len(health))
    if health:
        unit = unit.replace(health=health)
        return state.replace(units=put(state.units, number, unit))
    unit = place(state.components, unit.replace(health=(), status=Status.DONE, knocked=False), None)
    state = state.replace(units=put(state.units, number, unit))
    state = grab.release_all(state, number)  # MI-R34: its grabs end
    pending = tuple(n for n in state.round.pending if n != number)  # no more turns
    return state.replace(round=state.round.replace(pending=pending))


def _credit(state: MiniatureState, by: int, seat: int, models: int) -> MiniatureState:
    """Add ``models`` eliminated of ``seat`` to the tally of the seat of unit ``by`` (MI-R80)."""
    if by == NOBODY or models <= 0:
        return state
    armies = state.components.scenario.armies
    credited = state.units[by].seat
    if armies[credited].team == armies[seat].team:
        return state  # an ally's models are no victory (MI-6.6)
    tally = list(state.round.eliminated or (0,) * state.players)
    tally[credited] += models
    return state.replace(round=state.round.replace(eliminated=tuple(tally)))
