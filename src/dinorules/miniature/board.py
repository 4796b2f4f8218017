"""Where units stand: footprints on the hex board, blocked hexes, and what a unit may enter.

A unit covers its footprint at its anchor and facing (`Components.shape`, MI-R8).
A hex is blocked by another unit or a crate (MI-5.5); impassable terrain is crossed
only with Jump or Fly and never stood on (MI-5.3, MI-5.4); an allied unit of several
models may let a moving unit through (MI-5.9a, MI-R11).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

from dinorules.kernel import Facing, Hex
from dinorules.kernel.hexgrid import DIRECTIONS, distance

from .data.components import Components
from .data.scenarios import Terrain
from .data.units import Keyword
from .state import MiniatureState, UnitState

__all__ = [
    "Footing",
    "allies",
    "blocked_hexes",
    "enemies",
    "enemies_within",
    "footing",
    "footprint",
    "gap",
    "is_crossable",
    "nearest_enemies",
    "occupants",
    "place",
    "translate",
]


class Footing(enum.Enum):
    """What a position (a footprint's hexes) is to a unit that would take it."""

    FREE = "free"
    """On the board, passable, blocked by nothing: the unit may stop there."""
    ALLY = "ally"
    """Passable, but some hexes hold allied units of several models (MI-5.9a, MI-R11)."""
    OCCUPIED = "occupied"
    """Passable, but some hexes hold enemies or allies of one model (MI-5.10a, MI-R39)."""
    CLOSED = "closed"
    """Off the board, impassable, or blocked otherwise."""


def footprint(components: Components, name: str, anchor: Hex, facing: Facing) -> tuple[Hex, ...]:
    """The hexes a unit of board ``name`` covers at ``anchor`` with ``facing`` (MI-R8).

    >>> from dinorules.miniature.data.components import load_components
    >>> footprint(load_components(), "T-Rex", (3, 3), Facing.N)
    ((3, 3), (3, 2), (3, 4))
    """
    q, r = anchor
    offsets = components.shape[name][facing]
    if len(offsets) == 1:  # most units: no generator for one hex (footprint is a hot path)
        ((dq, dr),) = offsets
        return ((q + dq, r + dr),)
    return tuple((q + dq, r + dr) for dq, dr in offsets)


def place(
    components: Components, unit: UnitState, anchor: Hex | None, facing: Facing | None = None
) -> UnitState:
    """The unit with its anchor at ``anchor`` (None: off the board), facing ``facing``.

    ``facing`` None keeps the unit's own. The unit's hexes (``cells``) are its
    footprint there (MI-R8): every move of a unit on the board goes through here.
    """
    facing = unit.facing if facing is None else facing
    hexes = () if anchor is None else footprint(components, unit.name, anchor, facing)
    return unit.replace(anchor=anchor, facing=facing, cells=hexes)


def translate(hexes: tuple[Hex, ...], direction: Facing, steps: int = 1) -> tuple[Hex, ...]:
    """The hexes moved ``steps`` hexes toward ``direction`` (a whole footprint moves, MI-R8)."""
    dq, dr = DIRECTIONS[direction]
    dq, dr = dq * steps, dr * steps
    if len(hexes) == 1:  # most units: no generator for one hex (a hot path)
        ((q, r),) = hexes
        return ((q + dq, r + dr),)
    return tuple((q + dq, r + dr) for q, r in hexes)


def occupants(state: MiniatureState, moving: int) -> dict[Hex, int]:
    """Each hex covered by a unit other than ``moving``, with that unit's number."""
    found: dict[Hex, int] = {}
    for number, unit in enumerate(state.units):
        if number != moving:
            for hex_ in unit.cells:
                found[hex_] = number
    return found


def blocked_hexes(components: Components) -> frozenset[Hex]:
    """The hexes of crates: movable objects that block their hex (MI-5.5)."""
    return components.crates


def allies(state: MiniatureState, a: int, b: int) -> bool:
    """Whether two seats are allied: the same team in the scenario (MI-6.6, MI-R15)."""
    armies = state.components.scenario.armies
    return armies[a].team == armies[b].team


def footing(
    state: MiniatureState,
    moving: int,
    hexes: Iterable[Hex],
    taken: Mapping[Hex, int] | None = None,
) -> Footing:
    """What the position ``hexes`` is to unit ``moving`` (MI-5.3, MI-5.5, MI-5.9a, MI-5.10a).

    ``taken``: ``occupants(state, moving)`` if the caller has it (one position of many).
    """
    components = state.components
    terrain = components.terrain
    crates = components.crates
    if taken is None:
        taken = occupants(state, moving)
    seat = state.units[moving].seat
    result = Footing.FREE
    for hex_ in hexes:
        kind = terrain.get(hex_)
        if kind is None or kind is Terrain.IMPASSABLE or hex_ in crates:
            return Footing.CLOSED
        other = taken.get(hex_)
        if other is not None:
            unit = state.units[other]
            if not allies(state, seat, unit.seat) or len(unit.health) < 2:
                result = Footing.OCCUPIED  # a Stability test (MI-5.10a, MI-R39)
            elif result is Footing.FREE:
                result = Footing.ALLY
    return result


def is_crossable(
    state: MiniatureState,
    moving: int,
    hexes: Iterable[Hex],
    taken: Mapping[Hex, int] | None = None,
) -> bool:
    """Whether a jumping unit may pass over the position ``hexes`` (MI-4.8, MI-5.4, MI-R9).

    Every hex must be on the board; impassable hexes need Jump or Fly, hexes blocked
    by a unit or a crate need Jump.
    """
    components = state.components
    board = components.unit[state.units[moving].name]
    jump = board.has(Keyword.JUMP)
    fly = board.has(Keyword.FLY)
    crates = components.crates
    if taken is None:
        taken = occupants(state, moving)
    for hex_ in hexes:
        kind = components.terrain.get(hex_)
        if kind is None:
            return False
        if kind is Terrain.IMPASSABLE and not (jump or fly):
            return False
        if (hex_ in crates or hex_ in taken) and not jump:
            return False
    return True


# --- Enemies and distances ----------------------------------------------------------


def enemies(state: MiniatureState, number: int) -> tuple[int, ...]:
    """Enemy units on the board, in unit order (MI-6.6, MI-R15)."""
    armies = state.components.scenario.armies
    team = armies[state.units[number].seat].team
    return tuple(
        n
        for n, other in enumerate(state.units)
        if other.anchor is not None and armies[other.seat].team != team
    )


def gap(state: MiniatureState, hexes: tuple[Hex, ...], others: tuple[int, ...]) -> int:
    """The hexes' distance to the nearest of ``others``."""
    return min(distance(h, e) for n in others for e in state.units[n].cells for h in hexes)


def nearest_enemies(state: MiniatureState, number: int) -> tuple[int, ...]:
    """The enemy units nearest the unit, all of them on a tie (MI-R52)."""
    found = enemies(state, number)
    if not found:
        return ()
    here = state.units[number].cells
    near = gap(state, here, found)
    return tuple(n for n in found if gap(state, here, (n,)) == near)


def enemies_within(state: MiniatureState, number: int, reach: int) -> tuple[int, ...]:
    """Enemy units on the board within ``reach`` hexes of unit ``number`` (MI-6.6)."""
    armies = state.components.scenario.armies
    unit = state.units[number]
    team = armies[unit.seat].team
    mine = unit.cells
    return tuple(
        n
        for n, other in enumerate(state.units)
        if armies[other.seat].team != team
        and other.anchor is not None
        and any(distance(a, b) <= reach for a in mine for b in other.cells)
    )
