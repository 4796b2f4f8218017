"""Command and Requisition: each round's income, and what objectives, caches and crates give.

Rules MI-18.4 .. MI-18.8, MI-R40, MI-R41.
At each victory check, before the conditions are checked and before the first-player
window (so this round's income counts there, MI-1.2), every seat earns Command: an army
with a human unit on the board earns 1, plus 1 per human hero unit on the board, plus
each living Commander's bonus (MI-18.5); any army earns each objective's Command for
each objective hex its units cover (MI-18.6). Armies with a human unit on the board
collect Requisition (MI-18.8): an objective's the first time it is held, a cache's when
one of their units covers it, a crate's when one stands next to it; each gives its
requisition once in a game, seats speaking from the first player clockwise. In the
first-player window, after this income, a seat may spend Requisition on equipment cards
of the equipment data for its units on the board (MI-18.7, MI-R48).
"""

from __future__ import annotations

from collections.abc import Iterator

from dinorules.kernel import put
from dinorules.kernel.hexgrid import distance

from ..data.equipment import Equipment
from ..data.units import Keyword, Side
from ..round import tiers
from ..state import MiniatureState
from .actions import Buy
from .loadout import loadout

__all__ = [
    "buy",
    "buy_options",
    "command_income",
    "fits",
    "requisition_found",
    "round_income",
    "stock_left",
]


def _living(state: MiniatureState, seat: int) -> tuple[int, ...]:
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.seat == seat and unit.anchor is not None and unit.health
    )


def _has_humans(state: MiniatureState, seat: int) -> bool:
    return any(
        state.components.unit[state.units[n].name].side is Side.HUMAN for n in _living(state, seat)
    )


def _covered(state: MiniatureState, seat: int) -> frozenset[tuple[int, int]]:
    return frozenset(h for n in _living(state, seat) for h in state.units[n].cells)


def command_income(state: MiniatureState, seat: int) -> int:
    """1 + 1 per living human hero unit + Commander bonuses + objectives held (MI-18.5, MI-18.6)."""
    components = state.components
    income = 0
    if _has_humans(state, seat):
        income = 1
        for n in _living(state, seat):
            board = components.unit[state.units[n].name]
            if board.side is Side.HUMAN and board.has(Keyword.HERO):
                income += 1 + (board.command if board.has(Keyword.COMMANDER) else 0)
    covered = _covered(state, seat)
    return income + sum(o.command for o in components.scenario.objectives if o.hex in covered)


def requisition_found(state: MiniatureState, seat: int) -> tuple[tuple[str, int], ...]:
    """The objectives, caches and crates the seat claims now, with their requisition (MI-18.8)."""
    if not _has_humans(state, seat):
        return ()
    scenario = state.components.scenario
    covered = _covered(state, seat)
    claimed = state.round.claimed
    found = [(o.name, o.requisition) for o in scenario.objectives if o.hex in covered]
    found += [(c.name, c.requisition) for c in scenario.caches if c.hex in covered]
    found += [
        (c.name, c.requisition)
        for c in scenario.crates
        if any(distance(c.hex, h) == 1 for h in covered)
    ]
    return tuple((name, points) for name, points in found if name not in claimed and points)


def round_income(state: MiniatureState) -> MiniatureState:
    """Every seat's Command income and Requisition claims, first player first (MI-R40, MI-R41)."""
    n = state.players
    command = list(state.round.command or (0,) * n)
    requisition = list(state.round.requisition or (0,) * n)
    claimed = set(state.round.claimed)
    for k in range(n):
        seat = (state.first_player + k) % n
        command[seat] += command_income(state, seat)
        for name, points in requisition_found(state, seat):
            if name not in claimed:
                claimed.add(name)
                requisition[seat] += points
    rnd = state.round.replace(
        command=tuple(command), requisition=tuple(requisition), claimed=frozenset(claimed)
    )
    return state.replace(round=rnd)


# --- Buying equipment ----------------------------------------------------------------


def stock_left(state: MiniatureState, item: Equipment) -> int:
    """Copies of an equipment card not bought yet (MI-R48)."""
    bought = sum(unit.gear.count(item.name) for unit in state.units)
    return item.count - bought


def fits(state: MiniatureState, number: int, item: Equipment) -> bool:
    """Whether the unit may carry the card with what it has (MI-R48).

    Its side's equipment only; one weapon card at most; ammunition that fits the weapon
    it will carry, no more than its ammunition slots (as `components` checks loadouts);
    what it carries is its loadout, without the ammunition it fired (MI-R60).
    """
    components = state.components
    unit = state.units[number]
    board = components.unit[unit.name]
    names = (*loadout(state, number), item.name)  # fired ammunition frees its slot (MI-R60)
    cards = tuple(components.item[name] for name in names)
    if any(card.side is not board.side for card in cards):
        return False
    weapons = [card.weapon for card in cards if card.weapon is not None]
    weapon = weapons[-1] if weapons else board.weapon
    ammo = [card.ammunition for card in cards if card.ammunition is not None]
    return (
        len(weapons) <= 1
        and len(ammo) <= weapon.ammo_slots
        and all(not a.fits or weapon.name in a.fits for a in ammo)
    )


def buy_options(state: MiniatureState, seat: int) -> Iterator[Buy]:
    """Each card the seat can pay for a unit of theirs that fits it, by name then unit."""
    points = state.round.requisition[seat] if state.round.requisition else 0
    for item in sorted(state.components.equipment.items, key=lambda e: e.name):
        if item.cost > points or stock_left(state, item) <= 0:
            continue
        for number in tiers.army(state, seat):
            if state.units[number].anchor is not None and fits(state, number, item):
                yield Buy(item.name, number)


def buy(state: MiniatureState, action: Buy) -> MiniatureState:
    """Pay the Requisition; the card joins the unit's equipment (MI-18.7, MI-R48)."""
    seat = state.actor
    item = state.components.item[action.item]
    number = action.unit
    unit = state.units[number]
    unit = unit.replace(gear=(*unit.gear, item.name))
    requisition = list(state.round.requisition)
    requisition[seat] -= item.cost
    return state.replace(
        units=put(state.units, number, unit),
        round=state.round.replace(requisition=tuple(requisition)),
    )
