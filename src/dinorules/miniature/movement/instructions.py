"""Card instructions that move or turn a unit by themselves (MI-2.6, MI-R52 .. MI-R54).

A card's instructions are data (`cards.InstructionKind`); this module carries out
the ones that move, turn or aim the unit, each mandatory unless impossible:

- ``move_forward N`` (a charge) and ``flee N``: when the unit's movement ends, it
  goes N hexes straight ahead, or N hexes each taking it farther from the nearest
  enemy unit (its owner choosing each, MI-2.7), free of its movement budget (MI-R52);
- ``face_nearest_enemy``: before its action it turns to face the nearest enemy unit,
  and ``attack_nearest_enemy``: its action is an attack on the nearest enemy unit it
  can attack (MI-R54);
- ``move_adjacent_to_grabbed`` ("Deadly clench"): after its action a unit grabbing
  may move to a hex next to its prey, facing it (MI-R53).

A Fear card's "flee" is carried out the same way (MI-17.9).
"""

from __future__ import annotations

from dinorules.kernel import Facing, Hex, put
from dinorules.kernel.hexgrid import distance, neighbour

from ..actions import MiniatureAction
from ..board import Footing, enemies, footing, footprint, gap, nearest_enemies, place, translate
from ..combat import grab
from ..data.cards import InstructionKind
from ..data.units import Keyword
from ..round.actions import NoAction
from ..round.activation import acting_card, instruction_amount
from ..state import NOBODY, MiniatureState, Phase
from .actions import DIRECTIONS, Flee, MoveNextTo
from .steps import enters_difficult

__all__ = [
    "after_action",
    "after_movement",
    "before_action",
    "clench",
    "clench_options",
    "flee",
    "flee_options",
]


def _set_at(state: MiniatureState, number: int, anchor: Hex, facing: Facing) -> MiniatureState:
    """The unit at a new place; its grabbers come along, units out of contact let go."""
    unit = state.units[number]
    assert unit.anchor is not None
    delta = (anchor[0] - unit.anchor[0], anchor[1] - unit.anchor[1])
    moved = place(state.components, unit, anchor, facing)
    state = state.replace(units=put(state.units, number, moved))
    return grab.settle_contact(grab.carry(state, number, delta))  # MI-15.8, MI-R37


# --- Enemies and distances ----------------------------------------------------------


# --- Charge and flee: when the movement ends ------------------------------------------


def after_movement(state: MiniatureState) -> MiniatureState:
    """The mover's card moves it on by itself once its movement is over (MI-R52)."""
    number = state.activation.mover
    card = acting_card(state, number)
    forward = instruction_amount(card, InstructionKind.MOVE_FORWARD)
    if forward is not None and _may_run(state, number):
        state = _charge(state, number, grab.movement_left(state, number, forward))
    away = instruction_amount(card, InstructionKind.FLEE)
    if away is not None and _may_run(state, number):
        steps = grab.movement_left(state, number, away)
        return _flee_on(state.replace(activation=state.activation.replace(fleeing=steps)))
    return state


def _may_run(state: MiniatureState, number: int) -> bool:
    """A Knocked unit must stand up before it moves; a Blocked one does not (MI-15.4, MI-15.10)."""
    unit = state.units[number]
    return unit.anchor is not None and not unit.knocked and not unit.blocked


def _charge(state: MiniatureState, number: int, hexes: int) -> MiniatureState:
    """Up to ``hexes`` steps straight ahead into free positions, facing kept (MI-R52).

    A unit, a crate, impassable terrain or the board's edge ahead stops it (MI-5.5, no
    Stability test); entering difficult terrain ends it (MI-5.2).
    """
    for _ in range(hexes):
        unit = state.units[number]
        assert unit.anchor is not None
        here = unit.cells
        new = translate(here, unit.facing)
        if footing(state, number, new) is not Footing.FREE:
            break
        (anchor,) = translate((unit.anchor,), unit.facing)
        state = _set_at(state, number, anchor, unit.facing)
        if enters_difficult(state, here, new):
            break
    return state


def _flights(state: MiniatureState, number: int) -> tuple[Facing, ...]:
    """The steps into free positions farther from the nearest enemy unit, in `Facing` order."""
    others = enemies(state, number)
    if not others:
        return ()
    here = state.units[number].cells
    now = gap(state, here, others)
    found: list[Facing] = []
    for direction in Facing:
        new = translate(here, direction)
        if footing(state, number, new) is Footing.FREE and gap(state, new, others) > now:
            found.append(direction)
    return tuple(found)


def _flee_on(state: MiniatureState) -> MiniatureState:
    """The next hex of a flight, chosen by the unit's owner (MI-2.7), or its end."""
    number = state.activation.mover
    if state.activation.fleeing > 0 and _flights(state, number):
        return state.replace(phase=Phase.FLEE, actor=state.units[number].seat)
    return state.replace(activation=state.activation.replace(fleeing=0), phase=Phase.GOING_ON)


def flee_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each step farther from the nearest enemy unit, in `Facing` order (MI-R13, MI-R52)."""
    return tuple(Flee(DIRECTIONS[d]) for d in _flights(state, state.activation.mover))


def flee(state: MiniatureState, action: Flee) -> MiniatureState:
    """One hex of the flight, facing kept; entering difficult terrain ends it (MI-5.2)."""
    number = state.activation.mover
    direction = Facing[action.direction]
    unit = state.units[number]
    assert unit.anchor is not None
    here = unit.cells
    (anchor,) = translate((unit.anchor,), direction)
    state = _set_at(state, number, anchor, unit.facing)
    now = state.activation
    stuck = enters_difficult(state, here, translate(here, direction))
    left = 0 if stuck else now.fleeing - 1
    return _flee_on(state.replace(activation=now.replace(fleeing=left)))


# --- Facing and attacking the nearest enemy ------------------------------------------


def before_action(state: MiniatureState, number: int) -> MiniatureState:
    """The unit turns to face the nearest enemy unit, if its card says so (MI-R54)."""
    if instruction_amount(acting_card(state, number), InstructionKind.FACE_NEAREST_ENEMY) is None:
        return state
    unit = state.units[number]
    near = nearest_enemies(state, number)
    board = state.components.unit[unit.name]
    if not near or unit.anchor is None or board.has(Keyword.NO_ORIENTATION):
        return state  # nothing to face, or it attacks all round anyway (MI-R29)
    anchor = unit.anchor
    here = unit.cells
    hexes = [e for n in near for e in state.units[n].cells]
    target = min((distance(h, e), e) for e in hexes for h in here)[1]
    facing = min(Facing, key=lambda f: (distance(neighbour(anchor, f), target), int(f)))
    turned = footprint(state.components, unit.name, anchor, facing)
    if facing is unit.facing or footing(state, number, turned) is not Footing.FREE:
        return state  # already facing it, or no room to turn: impossible
    return _set_at(state, number, anchor, facing)


# --- Deadly clench: after the action ---------------------------------------------------


def _clench_places(state: MiniatureState, number: int) -> tuple[tuple[Hex, Facing], ...]:
    """Anchors next to the grabbed unit, facing it, where the unit fits (MI-R53)."""
    unit = state.units[number]
    if unit.grabbing == NOBODY or unit.knocked or unit.blocked:
        return ()
    components = state.components
    prey = state.units[unit.grabbing].cells
    found: list[tuple[Hex, Facing]] = []
    near = sorted({neighbour(h, f) for h in prey for f in Facing} - set(prey))
    for anchor in near:
        facing = next(f for f in Facing if neighbour(anchor, f) in prey)
        if (anchor, facing) == (unit.anchor, unit.facing):
            continue
        new = footprint(components, unit.name, anchor, facing)
        if footing(state, number, new) is Footing.FREE:
            found.append((anchor, facing))
    return tuple(found)


def after_action(state: MiniatureState) -> MiniatureState:
    """A unit grabbing with "Deadly clench" may move next to its prey (MI-R53)."""
    number = state.activation.actor_unit
    card = acting_card(state, number)
    if instruction_amount(
        card, InstructionKind.MOVE_ADJACENT_TO_GRABBED
    ) is not None and _clench_places(state, number):
        return state.replace(phase=Phase.CLENCH, actor=state.units[number].seat)
    return state


def clench_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Staying (`NoAction`, MI-2.5), then each anchor hex by ``q`` then ``r`` (MI-R13, MI-R53)."""
    places = _clench_places(state, state.activation.actor_unit)
    return (NoAction(), *(MoveNextTo(q, r) for (q, r), _ in places))


def clench(state: MiniatureState, action: MoveNextTo) -> MiniatureState:
    """The unit moves next to its prey, facing it, free of movement cost (MI-R53)."""
    number = state.activation.actor_unit
    places = dict(_clench_places(state, number))
    state = _set_at(state, number, (action.q, action.r), places[(action.q, action.r)])
    return state.replace(phase=Phase.GOING_ON)
