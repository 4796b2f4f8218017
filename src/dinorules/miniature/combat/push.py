"""An attack's Stability test: push the target back, or knock it down (MI-5.7, MI-15.3).

A forced movement into occupied hexes needs a Stability test (MI-5.6).
Whatever the attack's result, if the attack includes Stability and the target is in
contact, the attacker may test its Stability against the target's, winning ties
(MI-5.7a, MI-15.2, MI-15.3). It chooses the effect: Knocked (MI-15.4, MI-15.5) or a
push 1 hex away from it (MI-R35). The push frees the target's hex with the most edges
in contact (MI-5.7b); a unit in the way is pushed too, extending the test to it, and
one failure means no movement at all (MI-5.7d); a unit pushed into impassable terrain
is not moved, takes damage equal to the Stability gap and loses its grabs (MI-5.10c,
MI-5.10d); off the board or into a crate nothing moves (MI-R35). After a push the
attacker may follow, orientation kept (MI-5.7c).
"""

from __future__ import annotations

from dinorules.kernel import Facing, put
from dinorules.kernel.hexgrid import distance, facing_to

from ..actions import MiniatureAction
from ..board import Footing, blocked_hexes, footing, place, translate
from ..data.cards import Symbol
from ..data.scenarios import Terrain
from ..state import NOBODY, MiniatureState, Phase, Shove, SkillKind
from . import damage, grab, scores, skill_tests
from .actions import Follow, Knock, NoTest, Push

__all__ = [
    "after_attack",
    "after_stability",
    "chain",
    "crash",
    "follow",
    "follow_options",
    "knock",
    "no_test",
    "push",
    "push_direction",
    "resolve_stability",
    "shift",
    "shove_options",
]


def _attacker(state: MiniatureState) -> int:
    return state.activation.actor_unit


def after_attack(state: MiniatureState) -> MiniatureState:
    """With Stability in the attack and the target in contact, the attacker may test (MI-5.7a)."""
    attacker = _attacker(state)
    target = state.fight.primary
    if (
        target != NOBODY
        and not damage.eliminated(state, target)
        and scores.bonus_of(state, attacker, acting=True).count(Symbol.STABILITY) > 0
        and grab.in_contact(state, attacker, target)
    ):
        return state.replace(phase=Phase.SHOVE, actor=state.units[attacker].seat)
    return state


def shove_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Push, knock, or no test (MI-5.7a, MI-15.3, MI-R35)."""
    return (Push(), Knock(), NoTest())


def _test(state: MiniatureState, shove: Shove) -> MiniatureState:
    attacker = _attacker(state)
    target = state.fight.primary
    fight = state.fight.replace(
        unit=target,
        shove=shove,
        score=scores.stability_score(state, attacker, acting=True),
        against=scores.stability_score(state, target),
        edge=scores.tie_marks(state, attacker, acting=True) - scores.tie_marks(state, target),
    )
    state = state.replace(fight=fight)
    return skill_tests.open_test(state, SkillKind.STABILITY, attacker, target)  # MI-6.13


def push(state: MiniatureState, action: Push) -> MiniatureState:
    """Test Stability to push the target back (MI-5.7a)."""
    return _test(state, Shove.PUSH)


def knock(state: MiniatureState, action: Knock) -> MiniatureState:
    """Test Stability to knock the target down (MI-15.3)."""
    return _test(state, Shove.KNOCK)


def no_test(state: MiniatureState, action: NoTest) -> MiniatureState:
    """No Stability test (MI-2.5)."""
    return state.replace(phase=Phase.GOING_ON)


def push_direction(state: MiniatureState, attacker: int, target: int) -> Facing:
    """Away from the attacker, freeing the target's hex with the most edges in contact.

    (MI-5.7b; ties: the first hex in footprint order, MI-R35)
    """
    mine = state.units[attacker].cells
    theirs = state.units[target].cells
    contact = max(theirs, key=lambda h: sum(1 for m in mine if distance(h, m) == 1))
    source = next(m for m in mine if distance(m, contact) == 1)
    return facing_to(source, contact)


def chain(
    state: MiniatureState, first: int, direction: Facing, score: int, initiator: int
) -> tuple[tuple[int, ...], int]:
    """The units a push moves, or ``((), unit)`` for a unit stopped by impassable terrain.

    ``((), NOBODY)``: nothing moves (a failed test in the chain, the board's edge, a
    crate or the Initiator in the way, MI-5.7d, MI-R35).
    """
    terrain = state.components.terrain
    crates = blocked_hexes(state.components)
    where = {h: n for n, unit in enumerate(state.units) for h in unit.cells}
    edge = scores.tie_marks(state, initiator, acting=True)
    found = [first]
    k = 0
    while k < len(found):
        number = found[k]
        for hex_ in translate(state.units[number].cells, direction):
            kind = terrain.get(hex_)
            if kind is None or hex_ in crates:
                return (), NOBODY
            if kind is Terrain.IMPASSABLE:
                return (), number  # MI-5.10c
            other = where.get(hex_, number)
            if other in found:
                continue
            if other == initiator:
                return (), NOBODY
            against = scores.stability_score(state, other)
            if not scores.initiator_wins(score, against, edge - scores.tie_marks(state, other)):
                return (), NOBODY  # MI-5.7d: one failure, no movement at all
            found.append(other)
        k += 1
    return tuple(found), NOBODY


def crash(state: MiniatureState, stuck: int, score: int, by: int) -> MiniatureState:
    """A unit forced into impassable terrain stays, takes the gap and loses its grabs.

    (MI-5.10c, MI-5.10d; the first damage allocation, MI-R33); the models it loses
    count for unit ``by``, the one pushing (MI-R80).
    """
    gap = score - scores.stability_score(state, stuck)
    state = grab.release_all(state, stuck)  # MI-5.10d
    if gap > 0:
        health = damage.allocations(state.units[stuck].health, gap)[0]
        state = damage.wound(state, stuck, health, by=by)  # MI-5.10c, MI-R80
    return state


def shift(state: MiniatureState, number: int, direction: Facing) -> MiniatureState:
    """The unit one hex toward ``direction``, facing kept."""
    unit = state.units[number]
    assert unit.anchor is not None
    (anchor,) = translate((unit.anchor,), direction)
    moved = place(state.components, unit, anchor)
    return state.replace(units=put(state.units, number, moved))


def resolve_stability(state: MiniatureState) -> MiniatureState:
    """The final scores: hero Stability icons on each side (MI-19.12)."""
    return after_stability(skill_tests.settle(state))


def after_stability(state: MiniatureState) -> MiniatureState:
    """A won test knocks or pushes; a lost one does nothing (MI-15.3)."""
    fight = state.fight
    target = fight.unit
    if not scores.initiator_wins(fight.score, fight.against, fight.edge):
        return state
    if fight.shove is Shove.KNOCK:
        unit = state.units[target]  # its models share its hexes: all Knocked (MI-15.5)
        return state.replace(units=put(state.units, target, unit.replace(knocked=True)))
    attacker = _attacker(state)
    direction = push_direction(state, attacker, target)
    moved, stuck = chain(state, target, direction, fight.score, attacker)
    if stuck != NOBODY:
        return crash(state, stuck, fight.score, attacker)
    if not moved:
        return state
    for number in moved:
        state = shift(state, number, direction)
    state = state.replace(fight=fight.replace(push=int(direction)))
    ahead = translate(state.units[attacker].cells, direction)
    if footing(state, attacker, ahead) is Footing.FREE:
        return state.replace(phase=Phase.FOLLOW, actor=state.units[attacker].seat)
    return state


def follow_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Follow or stay (MI-5.7c)."""
    return (Follow(True), Follow(False))


def follow(state: MiniatureState, action: Follow) -> MiniatureState:
    """The attacker follows through, orientation kept (MI-5.7c)."""
    if action.follow:
        state = shift(state, _attacker(state), Facing(state.fight.push))
    return state.replace(phase=Phase.GOING_ON)
