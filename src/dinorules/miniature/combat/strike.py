"""What an action does: attack, grab, or break free, chosen after the card is recorded.

Once the action is recorded with its card (MI-R19, `round.action`), the acting unit
chooses an attack with one of its weapons that has a target (MI-13.2), a grab of a
model in contact ahead (MI-15.1, MI-15.6, MI-R37), or no action; a Blocked unit may
only test its Stability against its grabbers (MI-6.11, MI-6.12, MI-15.10). Then it
chooses the hex (`Target`). Tests pass their Interaction step before they are final
(MI-6.13, MI-R30, MI-R42); the action's effect ends with `finish`.
"""

from __future__ import annotations

from dinorules.kernel import Multiset

from ..actions import MiniatureAction
from ..board import enemies_within
from ..data.cards import InstructionKind, Symbol
from ..effects import ammunition, loadout
from ..round.actions import NoAction
from ..state import NOBODY, Fight, MiniatureState, Phase, SkillKind, set_unit
from . import grab, scores, skill_tests
from .actions import Attack, BreakFree, Grab, Target
from .reach import (
    GRAB_WEAPON,
    aims,
    attack_targets,
    card_instruction,
    grab_targets,
    must_strike,
    take_aim,
)

__all__ = [
    "after_break",
    "after_grab",
    "after_net",
    "begin",
    "break_free",
    "choice",
    "fear_targets",
    "finish",
    "grab_at",
    "grabbing",
    "resolve_break",
    "resolve_grab",
    "resolve_net",
    "strike_options",
    "target_options",
    "use_grab",
    "use_weapon",
]


def strike_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each weapon with a target, a grab, then no action; a Blocked unit breaks free (MI-6.12)."""
    number = state.activation.actor_unit
    if state.units[number].blocked or state.units[number].nets:  # MI-15.10, MI-16.7
        return (BreakFree(), NoAction())
    must = must_strike(state, number)
    found: list[MiniatureAction] = [
        Attack(k)
        for k, weapon in enumerate(loadout.weapons(state, number))
        if aims(state, weapon, attack_targets(state, number, weapon), must)
    ]
    if must:
        return tuple(found)  # the card's attack on the nearest enemy is mandatory (MI-R54)
    if grab_targets(state, number):
        found.append(Grab())
    found.append(NoAction())
    return tuple(found)


def begin(state: MiniatureState, number: int) -> MiniatureState:
    """After the action is recorded, unit ``number`` chooses its effect (MI-R19)."""
    return state.replace(phase=Phase.STRIKE, actor=state.units[number].seat, fight=Fight())


def fear_targets(state: MiniatureState, number: int) -> tuple[int, ...]:
    """The enemy units the card's Fear test reaches, tested first (MI-17.1, MI-R46)."""
    reach = card_instruction(state, number, InstructionKind.FEAR_TEST)
    return () if reach is None else enemies_within(state, number, reach)


def choice(state: MiniatureState) -> MiniatureState:
    """The unit chooses its action's effect, unless there is none to choose (MI-2.5)."""
    if strike_options(state) != (NoAction(),):
        return state
    return state.replace(phase=Phase.GOING_ON)


def use_weapon(state: MiniatureState, action: Attack) -> MiniatureState:
    """Attack with that weapon: the target hex follows (MI-13.2)."""
    return state.replace(phase=Phase.TARGET, fight=Fight(weapon=action.weapon))


def use_grab(state: MiniatureState, action: Grab) -> MiniatureState:
    """Grab: the target hex follows (MI-15.6)."""
    return state.replace(phase=Phase.TARGET, fight=Fight(weapon=GRAB_WEAPON))


def target_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each hex in range and sight, sorted by ``q`` then ``r`` (MI-R13, MI-R29)."""
    return tuple(Target(q, r) for q, r in take_aim(state))


def grabbing(state: MiniatureState) -> bool:
    """Whether the acting unit aims a grab, not an attack (MI-15.6)."""
    return state.fight.weapon == GRAB_WEAPON


def grab_at(state: MiniatureState, action: Target) -> MiniatureState:
    """Grab the unit there: the Stability test, before it is final (MI-15.6)."""
    number = state.activation.actor_unit
    hex_ = (action.q, action.r)
    victim = next(n for n, u in enumerate(state.units) if hex_ in u.cells)
    score, alone, against = grab.grab_scores(state, number, victim)
    edge = scores.tie_marks(state, number, acting=True) - scores.tie_marks(state, victim)
    fight = state.fight.replace(
        target=hex_,
        unit=victim,
        primary=victim,
        score=score,
        against=against,
        bonus=alone,
        edge=edge,
    )
    return skill_tests.open_test(state.replace(fight=fight), SkillKind.GRAB, number, victim)


def resolve_grab(state: MiniatureState) -> MiniatureState:
    """The final scores: hero Stability and Grab icons; Stability alone tells Blocked (MI-19.12)."""
    alone = state.fight.bonus + skill_tests.hero_icons(
        state, skill_tests.INITIATOR, Symbol.STABILITY
    )
    state = skill_tests.settle(state)
    return after_grab(state.replace(fight=state.fight.replace(bonus=alone)))


def resolve_break(state: MiniatureState) -> MiniatureState:
    """The final scores: hero Stability icons on each side (MI-15.10, MI-19.12)."""
    return after_break(skill_tests.settle(state))


def after_grab(state: MiniatureState) -> MiniatureState:
    """Grabbing on a success, and Blocked too if won on Stability alone (MI-15.6, MI-15.7)."""
    fight = state.fight
    number = state.activation.actor_unit
    if not scores.initiator_wins(fight.score, fight.against, fight.edge):
        return state
    state = grab.let_go(state, number)  # one target at a time (MI-R37)
    state = set_unit(state, number, state.units[number].replace(grabbing=fight.unit))
    if scores.initiator_wins(fight.bonus, fight.against, fight.edge):
        state = set_unit(state, fight.unit, state.units[fight.unit].replace(blocked=True))
    return state


def break_free(state: MiniatureState, action: BreakFree) -> MiniatureState:
    """Test Stability against the highest grabber's +1 per grabbing unit (MI-15.10).

    A netted unit tests against its nets first (MI-16.8, MI-R63).
    """
    number = state.activation.actor_unit
    unit = state.units[number]
    if unit.nets:
        score = scores.stability_score(state, number, acting=True)
        against = ammunition.net_score(state, unit)
        edge = scores.tie_marks(state, number, acting=True)
        fight = Fight(unit=number, score=score, against=against, edge=edge)
        return skill_tests.open_test(state.replace(fight=fight), SkillKind.NET, number, number)
    score, against = grab.break_score(state, number)
    marks = max((scores.tie_marks(state, n) for n in grab.grabbers(state, number)), default=0)
    edge = scores.tie_marks(state, number, acting=True) - marks
    fight = Fight(unit=number, score=score, against=against, edge=edge)
    top = max(grab.grabbers(state, number), key=lambda n: scores.stability_score(state, n))
    return skill_tests.open_test(state.replace(fight=fight), SkillKind.BREAK_FREE, number, top)


def after_break(state: MiniatureState) -> MiniatureState:
    """A success frees the unit from every grabbing unit (MI-15.10)."""
    fight = state.fight
    if scores.initiator_wins(fight.score, fight.against, fight.edge):
        number = state.activation.actor_unit
        for other in grab.grabbers(state, number):
            state = set_unit(state, other, state.units[other].replace(grabbing=NOBODY))
        state = set_unit(state, number, state.units[number].replace(blocked=False))
    return state


def resolve_net(state: MiniatureState) -> MiniatureState:
    """The final scores: the unit's hero Stability icons, none against it (MI-16.9)."""
    return after_net(skill_tests.settle(state))


def after_net(state: MiniatureState) -> MiniatureState:
    """A success removes every net, out of the game (MI-16.8, MI-R63)."""
    fight = state.fight
    if scores.initiator_wins(fight.score, fight.against, fight.edge):
        number = state.activation.actor_unit
        unit = state.units[number]
        state = set_unit(state, number, unit.replace(nets=()))
        state = state.replace(used_ammo=state.used_ammo.union(Multiset.of(unit.nets)))
    return state


def finish(state: MiniatureState) -> MiniatureState:
    """The action's effect is over: units out of contact let go (MI-15.6)."""
    return grab.settle_contact(state.replace(fight=Fight()))
