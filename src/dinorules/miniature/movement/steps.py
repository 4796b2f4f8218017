"""Movement: a unit spends its budget step by step (MI-4, MI-5).

An activation's budget is the unit board's base movement plus the Active card's bonus
(MI-4.3, MI-8.9; the base movement alone with the Base Skill alternative, MI-8.11). It
is spent in small decisions (MI-4.1): forward into one of the 3 front hexes for 1
(MI-4.5), backward into one of the 3 back hexes for 2 (MI-4.6), a rotation by one edge
for 1, free without orientation (MI-4.7, MI-4.10, MI-R10), a jump with Jump or Fly
(MI-4.8, MI-R9), or stop (MI-2.5, MI-4.2). A whole footprint moves and turns about its
anchor (MI-R8). Entering difficult terrain ends the movement (MI-5.2); impassable hexes
are never stood on (MI-5.3, MI-5.4); blocked hexes are not entered (MI-5.5), except an
ally's of several models, passed through (MI-5.9a, MI-5.9c, MI-R11), and hexes of
enemies or allies of one model, entered after a Stability test (`barge`, MI-5.10a). A
movement is over when its budget is spent or the unit stops (``Activation.budget`` is 0
then); the procedure then carries out the card's moving instructions and the
Reactions (MI-12.6, `round.procedure`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import Facing, FrozenMap, Hex, put
from dinorules.kernel.hexgrid import turn

from ..actions import MiniatureAction
from ..board import Footing, footing, footprint, is_crossable, occupants, place, translate
from ..combat import grab, scores
from ..data.cards import InstructionKind
from ..data.scenarios import Terrain
from ..data.units import Keyword
from ..round.activation import card_of
from ..state import MiniatureState, Phase, Stage
from . import barge
from .actions import DIRECTIONS, Backward, Forward, Jump, LetGo, Rotate, StandUp, Stop

__all__ = [
    "BACKWARD_COST",
    "FORWARD_COST",
    "MAX_FREE_TURNS",
    "ROTATION_COST",
    "arrived",
    "backward",
    "barged",
    "begin_movement",
    "budget_of",
    "cancel",
    "end_movement",
    "enters_difficult",
    "forward",
    "in_back",
    "in_front",
    "jump",
    "jump_landing",
    "let_go",
    "movement_options",
    "rotate",
    "stand_up",
    "stand_up_cost",
    "stop",
]

FORWARD_COST: Final = 1
"""A step into a front hex (MI-4.5)."""
BACKWARD_COST: Final = 2
"""A step into a back hex (MI-4.6)."""
ROTATION_COST: Final = 1
"""A turn by one edge (MI-4.7); nothing for a unit without orientation (MI-4.10)."""
MAX_FREE_TURNS: Final = 3
"""Free rotations between two hex steps, all one way (MI-R10): enough for every facing."""

_FACINGS: Final = tuple(Facing)
"""`Facing` in order, as a tuple: iterating the enum itself costs a generator a time."""


def in_front(facing: Facing, direction: Facing) -> bool:
    """Whether ``direction`` leads into one of the 3 front hexes (MI-4.5, MI-6.4).

    >>> [d.name for d in Facing if in_front(Facing.N, d)]
    ['N', 'NE', 'NW']
    """
    return (direction - facing) % 6 in (0, 1, 5)


def in_back(facing: Facing, direction: Facing) -> bool:
    """Whether ``direction`` leads into one of the 3 back hexes (MI-4.6, MI-6.10).

    >>> [d.name for d in Facing if in_back(Facing.N, d)]
    ['SE', 'S', 'SW']
    """
    return (direction - facing) % 6 in (2, 3, 4)


_FRONT: Final = FrozenMap({f: tuple(d for d in _FACINGS if in_front(f, d)) for f in _FACINGS})
"""Each facing's front directions, in `Facing` order."""
_BACK: Final = FrozenMap({f: tuple(d for d in _FACINGS if in_back(f, d)) for f in _FACINGS})
"""Each facing's back directions, in `Facing` order."""


_FORWARD: Final = tuple(Forward(d) for d in DIRECTIONS)
"""Each step forward, indexed by `Facing` (actions are values: one of each is enough)."""
_BACKWARD: Final = tuple(Backward(d) for d in DIRECTIONS)
_JUMP: Final = tuple(Jump(d) for d in DIRECTIONS)
_ROTATIONS: Final = (Rotate(clockwise=False), Rotate(clockwise=True))
"""The rotations in canonical order: anticlockwise first (MI-R13)."""
_STOP: Final = Stop()
_LET_GO: Final = LetGo()


def _jumps(state: MiniatureState, number: int) -> bool:
    """Whether the unit's board has Jump or Fly (MI-4.8, MI-R9)."""
    board = state.components.unit[state.units[number].name]
    return board.has(Keyword.JUMP) or board.has(Keyword.FLY)


def budget_of(state: MiniatureState, number: int, *, base: bool = False) -> int:
    """Base movement plus the Active card's bonus (MI-4.3, MI-4.9, MI-8.9); base alone (MI-8.11).

    A Knocked unit's budget counts the card's bonus too: it must stand up before it
    spends any (MI-15.4, MI-R36). A Blocked unit does not move; a grabbed one moves 1
    less per grabbing unit, at least 1 (MI-15.8, MI-15.10).
    """
    unit = state.units[number]
    if unit.anchor is None or unit.nets:
        return 0  # eliminated (MI-R34); Blocked by a net (MI-16.7)
    found = scores.skills_of(state, number).movement + unit.extra_move  # MI-R43, MI-16.3
    card = card_of(state, number)
    if not base and card is not None:
        found += card.movement
    return grab.movement_left(state, number, found)


def begin_movement(state: MiniatureState, number: int, budget: int, *then: Stage) -> MiniatureState:
    """Unit ``number`` starts to spend ``budget`` movement (MI-4.3, MI-8.9, MI-12.6).

    Its owner decides each step (MI-2.7); a movement is optional (MI-2.5, MI-4.2).
    ``then``: the stages after the movement, put on the agenda in the same update.
    """
    activation = state.activation.replace(
        mover=number,
        budget=budget,
        moved=False,
        free_turns=0,
        last_turn=0,
        passing_from=None,
        heading=-1,
    )
    return state.replace(
        phase=Phase.MOVE,
        actor=state.units[number].seat,
        activation=activation,
        agenda=(*then, *state.agenda),
    )


def _active(state: MiniatureState) -> int:
    """The unit moving now (the Active unit, or a Reacting one: MI-12.6)."""
    return state.activation.mover


def _may_enter(
    state: MiniatureState,
    number: int,
    new: tuple[Hex, ...],
    *,
    step: bool = False,
    taken: Mapping[Hex, int] | None = None,
) -> bool:
    """Whether the unit may take position ``new``: free, or an ally's it passes (MI-5.8, MI-5.9a).

    A unit that ends its movement inside an ally tests its Stability on arrival
    (MI-5.9b, `barge.arrive`); hexes of enemies or of allies of one model are entered by
    a step after a Stability test (MI-5.10a, MI-R39).
    """
    found = footing(state, number, new, taken)
    return found in (Footing.FREE, Footing.ALLY) or (found is Footing.OCCUPIED and step)


def enters_difficult(state: MiniatureState, old: tuple[Hex, ...], new: tuple[Hex, ...]) -> bool:
    """Whether a hex newly covered is difficult terrain (MI-5.1, MI-5.2, MI-R8)."""
    terrain = state.components.terrain
    return any(terrain.get(h) is Terrain.DIFFICULT for h in new if h not in old)


def _free_turn(state: MiniatureState, number: int) -> bool:
    """Whether the unit turns for free: it has no orientation (MI-4.10)."""
    return state.components.unit[state.units[number].name].has(Keyword.NO_ORIENTATION)


def _rotation_allowed(
    state: MiniatureState, number: int, clockwise: bool, taken: Mapping[Hex, int]
) -> bool:
    activation = state.activation
    unit = state.units[number]
    assert unit.anchor is not None
    if _free_turn(state, number):
        cost = 0
        way = 1 if clockwise else -1
        if activation.free_turns >= MAX_FREE_TURNS or activation.last_turn == -way:
            return False  # MI-R10
    else:
        cost = ROTATION_COST
    if activation.budget < cost:
        return False
    new = footprint(
        state.components, unit.name, unit.anchor, turn(unit.facing, 1 if clockwise else -1)
    )
    return _may_enter(state, number, new, taken=taken)


def jump_landing(
    state: MiniatureState, direction: Facing, taken: Mapping[Hex, int] | None = None
) -> tuple[int, tuple[Hex, ...]] | None:
    """Where the active unit's jump toward ``direction`` lands: (hexes travelled, entered hexes).

    MI-R9: a unit with Jump or Fly, toward a front direction, whose next position is not
    free; it travels straight over positions it may cross (MI-4.8, MI-5.4) and lands on
    the first free one, paying one movement per hex travelled; None if it cannot.
    """
    number = _active(state)
    unit = state.units[number]
    if not _jumps(state, number):
        return None
    if not in_front(unit.facing, direction):
        return None
    here = unit.cells
    if taken is None:
        taken = occupants(state, number)
    entered: list[Hex] = []
    for hexes in range(1, state.activation.budget + 1):
        position = translate(here, direction, hexes)
        if footing(state, number, position, taken) is Footing.FREE:
            return (hexes, (*entered, *position)) if hexes >= 2 else None
        if not is_crossable(state, number, position, taken):
            return None
        entered.extend(position)
    return None


def movement_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The active unit's movement decisions, in canonical order (MI-R13).

    Forward steps in `Facing` order, backward steps, the anticlockwise and clockwise
    rotations, jumps in `Facing` order, then ``Stop`` (movement is optional, MI-2.5).
    """
    number = _active(state)
    unit = state.units[number]
    budget = state.activation.budget
    here = unit.cells
    found: list[MiniatureAction] = []
    if unit.knocked:  # MI-15.4, MI-R36: standing up comes first
        return _knocked_options(state, number, budget)
    taken = occupants(state, number)  # once for every position asked about below
    if budget >= FORWARD_COST:
        for direction in _FRONT[unit.facing]:
            if _may_enter(state, number, translate(here, direction), step=True, taken=taken):
                found.append(_FORWARD[direction])
    if budget >= BACKWARD_COST:
        for direction in _BACK[unit.facing]:
            if _may_enter(state, number, translate(here, direction), step=True, taken=taken):
                found.append(_BACKWARD[direction])
    for rotation in _ROTATIONS:
        if _rotation_allowed(state, number, rotation.clockwise, taken):
            found.append(rotation)
    if _jumps(state, number):
        found.extend(
            _JUMP[direction]
            for direction in _FRONT[unit.facing]
            if jump_landing(state, direction, taken) is not None
        )
    if unit.grabbing != -1:
        found.append(_LET_GO)  # MI-15.9
    found.append(_STOP)
    return tuple(found)


def _knocked_options(
    state: MiniatureState, number: int, budget: int
) -> tuple[MiniatureAction, ...]:
    found: list[MiniatureAction] = []
    if budget >= stand_up_cost(state, number):
        found.append(StandUp())
    if state.units[number].grabbing != -1:
        found.append(LetGo())
    return (*found, Stop())


def stand_up_cost(state: MiniatureState, number: int) -> int:
    """The unit board's stand-up cost; nothing with a card that stands it up (MI-15.4, MI-R36)."""
    unit = state.units[number]
    activation = state.activation
    if unit.active and not (activation.base and number == activation.unit):
        card = state.components.action_card[unit.deck_name][unit.active]
        if any(i.kind is InstructionKind.STAND_UP for i in (*card.instructions, *card.forced)):
            return 0
    return state.components.unit[unit.name].stand_up


def stand_up(state: MiniatureState, action: StandUp) -> MiniatureState:
    """The Knocked unit stands up for its cost in movement (MI-15.4, MI-R36)."""
    number = _active(state)
    activation = state.activation
    budget = activation.budget - stand_up_cost(state, number)
    unit = state.units[number].replace(knocked=False)
    state = state.replace(
        units=put(state.units, number, unit),
        activation=activation.replace(budget=budget),
    )
    if budget <= 0:
        return stop(state, Stop())
    return state


def let_go(state: MiniatureState, action: LetGo) -> MiniatureState:
    """The moving unit disengages from the unit it grabs (MI-15.9)."""
    return grab.let_go(state, _active(state))


def _moved(
    state: MiniatureState,
    anchor: Hex,
    facing: Facing,
    cost: int,
    entered: tuple[Hex, ...],
    turned: int = 0,
    heading: Facing | None = None,
) -> MiniatureState:
    """The active unit at its new place, its budget less ``cost``; the movement may end.

    ``heading``: the direction of a hex step, kept for a test on arrival (MI-R51).
    """
    activation = state.activation
    number = _active(state)
    unit = state.units[number]
    old = unit.cells
    moved = place(state.components, unit, anchor, facing)
    new = moved.cells
    passing = activation.passing_from
    if footing(state, number, new) is Footing.FREE:
        passing = None
    elif passing is None:
        assert unit.anchor is not None
        passing = (unit.anchor, unit.facing)  # MI-R11: entering an ally's hexes
    budget = activation.budget - cost
    units = put(state.units, number, moved)
    assert unit.anchor is not None
    delta = (anchor[0] - unit.anchor[0], anchor[1] - unit.anchor[1])
    state = state.replace(
        units=units,
        activation=activation.replace(
            budget=budget,
            free_turns=activation.free_turns + 1 if turned else 0,
            last_turn=turned,
            passing_from=passing,
            heading=activation.heading if heading is None else int(heading),
            moved=True,
        ),
    )
    state = grab.settle_contact(grab.carry(state, number, delta))  # MI-15.8, MI-R37
    if passing is not None and not barge.sharing(state):
        # an ally grabbing the mover was carried along out of its hexes (MI-15.8)
        state = state.replace(activation=state.activation.replace(passing_from=None))
    if budget <= 0 or enters_difficult(state, old, entered):
        return stop(state, Stop())  # MI-5.2: difficult terrain ends the movement
    if state.activation.hands_over():
        return state.replace(phase=Phase.GOING_ON)  # a Reaction takes over here (MI-12.6)
    return state


def forward(state: MiniatureState, action: Forward) -> MiniatureState:
    """One hex into a front hex, the whole footprint with it, facing kept (MI-4.5, MI-4.11)."""
    return _step(state, Facing[action.direction], FORWARD_COST)


def backward(state: MiniatureState, action: Backward) -> MiniatureState:
    """One hex into a back hex for 2 movement, facing kept (MI-4.6)."""
    return _step(state, Facing[action.direction], BACKWARD_COST)


def _step(state: MiniatureState, direction: Facing, cost: int) -> MiniatureState:
    number = _active(state)
    unit = state.units[number]
    assert unit.anchor is not None
    (anchor,) = translate((unit.anchor,), direction)
    entered = translate(unit.cells, direction)
    if footing(state, number, entered) is Footing.OCCUPIED:
        return barge.barge(state, direction, anchor, cost)  # MI-5.10a
    return _moved(state, anchor, unit.facing, cost, entered, heading=direction)


def rotate(state: MiniatureState, action: Rotate) -> MiniatureState:
    """Turn by one edge about the anchor (MI-4.7, MI-R8); free without orientation (MI-4.10)."""
    number = _active(state)
    unit = state.units[number]
    assert unit.anchor is not None
    facing = turn(unit.facing, 1 if action.clockwise else -1)
    entered = footprint(state.components, unit.name, unit.anchor, facing)
    if _free_turn(state, number):
        return _moved(state, unit.anchor, facing, 0, entered, 1 if action.clockwise else -1)
    return _moved(state, unit.anchor, facing, ROTATION_COST, entered)


def jump(state: MiniatureState, action: Jump) -> MiniatureState:
    """Jump over what blocks the way, one movement per hex travelled (MI-4.8, MI-R9)."""
    direction = Facing[action.direction]
    landing = jump_landing(state, direction)
    assert landing is not None
    hexes, entered = landing
    unit = state.units[_active(state)]
    assert unit.anchor is not None
    (anchor,) = translate((unit.anchor,), direction, hexes)
    return _moved(state, anchor, unit.facing, hexes, entered, heading=direction)


def stop(state: MiniatureState, action: Stop) -> MiniatureState:
    """End the movement; inside an ally, a Stability test on arrival (MI-5.9b, MI-R51)."""
    if state.activation.passing_from is not None:
        return barge.arrive(state)
    return end_movement(state)


def cancel(state: MiniatureState) -> MiniatureState:
    """The movement is cancelled: the mover goes back to where it entered the ally (MI-5.9c)."""
    passing = state.activation.passing_from
    if passing is not None:
        number = _active(state)
        anchor, facing = passing
        unit = place(state.components, state.units[number], anchor, facing)
        state = state.replace(units=put(state.units, number, unit))
        state = grab.settle_contact(state)
    return end_movement(state)


def end_movement(state: MiniatureState) -> MiniatureState:
    """The mover's movement is over; its card's moving instructions follow (MI-2.6, MI-R52)."""
    activation = state.activation.replace(budget=0, passing_from=None, heading=-1)
    return state.replace(activation=activation, phase=Phase.GOING_ON)


def barged(state: MiniatureState) -> MiniatureState:
    """The Stability test of a step into units is over: the step, or its end (MI-5.10, MI-R39)."""
    state, step = barge.resolve_barge(state)
    if step is None:
        return stop(state, Stop())  # MI-R39: the step fails
    anchor, cost, entered, direction = step
    facing = state.units[_active(state)].facing
    return _moved(state, anchor, facing, cost, entered, heading=direction)


def arrived(state: MiniatureState) -> MiniatureState:
    """The Stability test on arrival is over: room made, or the movement cancelled (MI-5.9)."""
    state, made_room = barge.resolve_arrival(state)
    return end_movement(state) if made_room else cancel(state)
