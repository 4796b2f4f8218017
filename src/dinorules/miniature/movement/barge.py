"""Moving into occupied hexes: the Stability test of a movement (MI-5.8, MI-5.10, MI-R39).

A moving unit may step into hexes held by enemies or allies of one model (MI-5.8). It
tests its Stability against every unit there (MI-5.10a), through the test's Interaction
step (MI-6.13, MI-R42): hero icons on the target's side count against each of them.
If it wins every test, those units are moved one hex on, the way it moves, and are
Knocked, and it takes its step (MI-5.10b); units behind them are pushed too,
each tested (MI-5.7d). A unit that would be forced into impassable terrain is not
moved, takes damage equal to the gap between the two Stabilities and loses its grabs
(MI-5.10c, MI-5.10d). A lost test, or a unit that cannot be moved, ends the movement
where the mover stands (MI-R39).

A unit that ends its movement inside allies of several models it passed into
(MI-5.9a) tests its Stability against theirs on arrival (MI-5.9b): if it wins, they
make room, moved one hex on the way it came in, not Knocked, each unit in their way
tested in turn (MI-5.7d); a lost test, or allies that cannot make room, cancel the
movement (MI-5.9c, MI-R51).
"""

from __future__ import annotations

from typing import TypeAlias

from dinorules.kernel import Facing, Hex, put

from ..board import Footing, footing, place, translate
from ..combat import grab, push, scores, skill_tests
from ..state import NOBODY, Fight, MiniatureState, Phase, SkillKind

__all__ = [
    "Step",
    "arrive",
    "barge",
    "mover_stability",
    "resolve_arrival",
    "resolve_barge",
    "sharing",
]

Step: TypeAlias = tuple[Hex, int, tuple[Hex, ...], Facing]
"""A step won into units: the mover's new anchor, its cost, the hexes entered, the way."""


def mover_stability(state: MiniatureState, number: int) -> int:
    """The moving unit's Stability: its revealed card's too, unless on base skills (MI-R39)."""
    activation = state.activation
    if activation.base and number == activation.unit:
        return scores.skills_of(state, number).stability
    return scores.stability_score(state, number)


def barge(state: MiniatureState, direction: Facing, anchor: Hex, cost: int) -> MiniatureState:
    """The mover steps toward units: the Stability test, before it is final (MI-5.10a)."""
    number = state.activation.mover
    unit = state.units[number]
    new = translate(unit.cells, direction)
    there = tuple(
        sorted(
            {
                n
                for n, other in enumerate(state.units)
                if n != number and any(h in new for h in other.cells)
            }
        )
    )
    fight = Fight(
        source=unit.anchor,
        target=anchor,
        queue=there,
        unit=there[0],
        score=mover_stability(state, number),
        against=max(scores.stability_score(state, n) for n in there),
        push=int(direction),
        bonus=cost,
    )
    top = max(there, key=lambda n: scores.stability_score(state, n))
    return skill_tests.open_test(state.replace(fight=fight), SkillKind.BARGE, number, top)


def resolve_barge(state: MiniatureState) -> tuple[MiniatureState, Step | None]:
    """The final scores: hero Stability icons; the target side's count against each unit.

    Returns the board after the test and the step the mover takes (None: it stops).
    """
    state, extra, tie = _settled(state)
    return _after_barge(state, extra, tie)


def _settled(state: MiniatureState) -> tuple[MiniatureState, int, int]:
    """Both sides' hero Stability icons added; what they added against, and to the tie edge."""
    before = state.fight
    state = skill_tests.settle(state)
    fight = state.fight
    return state, fight.against - before.against, fight.edge - before.edge


def _after_barge(state: MiniatureState, extra: int, tie: int) -> tuple[MiniatureState, Step | None]:
    """Won against all: they move on, Knocked, and the mover steps (MI-5.10b).

    ``extra`` and ``tie`` are the hero icons added to the tested units' side and the
    "win a tie" balance they leave (MI-19.10).
    """
    fight = state.fight
    number = state.activation.mover
    direction = Facing(fight.push)
    state = state.replace(fight=Fight(), phase=Phase.MOVE, actor=state.units[number].seat)
    edge = scores.tie_marks(state, number, acting=True) + tie
    moved: list[int] = []
    blocked = False
    for other in fight.queue:
        against = scores.stability_score(state, other) + extra
        edge_other = edge - scores.tie_marks(state, other)
        if not scores.initiator_wins(fight.score, against, edge_other):
            return state, None  # MI-R39: the step fails
        found, stuck = push.chain(state, other, direction, fight.score, number)
        if stuck != NOBODY:
            state = push.crash(state, stuck, fight.score, number)  # MI-5.10c, MI-R80
            blocked = True
        elif not found:
            return state, None
        moved.extend(n for n in found if n not in moved)
    if blocked:
        return state, None
    for other in moved:
        state = push.shift(state, other, direction)
    for other in fight.queue:
        unit = state.units[other]
        state = state.replace(units=put(state.units, other, unit.replace(knocked=True)))
    assert fight.target is not None
    entered = translate(state.units[number].cells, direction)
    return state, (fight.target, fight.bonus, entered, direction)


def sharing(state: MiniatureState) -> tuple[int, ...]:
    """The units whose hexes the mover shares: the allies it stopped inside (MI-5.9b)."""
    number = state.activation.mover
    mine = set(state.units[number].cells)
    return tuple(
        n for n, other in enumerate(state.units) if n != number and mine & set(other.cells)
    )


def arrive(state: MiniatureState) -> MiniatureState:
    """The mover stops inside allies: its Stability test on arrival (MI-5.9b, MI-R51)."""
    activation = state.activation
    number = activation.mover
    unit = state.units[number]
    there = sharing(state)
    direction = unit.facing if activation.heading < 0 else Facing(activation.heading)
    fight = Fight(
        queue=there,
        unit=there[0],
        score=mover_stability(state, number),
        against=max(scores.stability_score(state, n) for n in there),
        push=int(direction),
    )
    top = max(there, key=lambda n: scores.stability_score(state, n))
    return skill_tests.open_test(state.replace(fight=fight), SkillKind.ARRIVAL, number, top)


def resolve_arrival(state: MiniatureState) -> tuple[MiniatureState, bool]:
    """The final scores: hero Stability icons; the allies' side counts for each of them.

    Returns the board after the test and whether the allies made room (else the
    movement is cancelled).
    """
    state, extra, tie = _settled(state)
    return _after_arrival(state, extra, tie)


def _after_arrival(state: MiniatureState, extra: int, tie: int) -> tuple[MiniatureState, bool]:
    """Won against all: the allies move one hex on and the mover stays (MI-5.9b, MI-R51).

    Otherwise the movement is cancelled (MI-5.9c): a lost test, an ally that cannot
    move (the board's edge, a crate, impassable terrain, a unit that wins its test,
    MI-5.7d), or a move that does not free the mover's hexes.
    """
    fight = state.fight
    number = state.activation.mover
    direction = Facing(fight.push)
    state = state.replace(fight=Fight(), phase=Phase.MOVE, actor=state.units[number].seat)
    edge = scores.tie_marks(state, number, acting=True) + tie
    lifted = _without(state, number)
    moved: list[int] = []
    for other in fight.queue:
        against = scores.stability_score(state, other) + extra
        if not scores.initiator_wins(fight.score, against, edge - scores.tie_marks(state, other)):
            return state, False
        found, _ = push.chain(lifted, other, direction, fight.score, number)
        if not found:
            return state, False
        moved.extend(n for n in found if n not in moved)
    made_room = state
    for other in moved:
        made_room = push.shift(made_room, other, direction)
    here = state.units[number].cells
    if footing(made_room, number, here) is not Footing.FREE:
        return state, False
    made_room = grab.settle_contact(made_room)
    activation = made_room.activation.replace(passing_from=None)
    return made_room.replace(activation=activation), True


def _without(state: MiniatureState, number: int) -> MiniatureState:
    """The board as if unit ``number`` were lifted off it (a push's chain ignores it)."""
    unit = place(state.components, state.units[number], None)
    return state.replace(units=put(state.units, number, unit))
