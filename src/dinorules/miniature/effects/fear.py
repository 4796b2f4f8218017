"""Fear tests: Fear against Courage, and a Fear card for the unit that fails (MI-17.1 .. MI-17.4).

A Fear test is a skill test (`combat.skill_tests`): the Initiator's Fear (base skill, card and
combo, hero cards) against the target's Courage (MI-17.1, MI-17.2). Only a strictly
higher Fear score wins, unless "win a tie" marks and icons say otherwise (MI-17.4, MI-2.3,
MI-R46); the failing unit takes a Fear card from the supply, drawn at random among the
Fear cards left (a chance node), on top of its action deck, and scores one adrenaline
(MI-17.4, MI-18.3); then its owner may answer with a hero card (`Phase.RECEIVED`,
MI-R44). When both units are Fearsome, the target then tests the Initiator in turn
(MI-17.3, MI-R46). Tests against several units run one after the other.

Action cards with a ``fear_test`` instruction call `fear_tests` as hero cards do
(`strike.begin`), before the unit chooses its action's effect.
"""

from __future__ import annotations

from dinorules.kernel import ChanceNode

from ..combat.scores import skills_of
from ..combat.skill_tests import (
    INITIATOR,
    TARGET,
    card_skill,
    finish_test,
    hero_icons,
    open_test,
    tie_edge,
)
from ..data.cards import CardKind, Symbol
from ..data.units import Keyword
from ..state import MiniatureState, Phase, SkillKind
from .actions import DrawCondition
from .conditions import kind_of, receive

__all__ = [
    "after_received",
    "fear_node",
    "fear_score",
    "fear_tests",
    "resolve",
    "take_fear",
]


def fear_tests(state: MiniatureState, initiator: int, targets: tuple[int, ...]) -> MiniatureState:
    """Unit ``initiator`` tests each of ``targets`` in turn (MI-17.1); none: nothing happens."""
    if not targets:
        return state
    first, *rest = targets
    queue = tuple((initiator, t) for t in rest)
    return open_test(state, SkillKind.FEAR, initiator, first, queue=queue)


def fear_score(state: MiniatureState, number: int, side: int, symbol: Symbol) -> int:
    """Base skill + card and combo + hero cards (MI-17.1, MI-17.2)."""
    skills = skills_of(state, number)  # gear and sedatives (MI-R61, MI-R66)
    base = skills.fear if symbol is Symbol.FEAR else skills.courage
    return base + card_skill(state, number, symbol) + hero_icons(state, side, symbol)


def _fear_left(state: MiniatureState) -> bool:
    return any(kind_of(state.components, t) is CardKind.FEAR for t in state.supply.distinct())


def resolve(state: MiniatureState) -> MiniatureState:
    """The final scores (MI-19.12): strictly higher Fear, the target takes a Fear card (MI-17.4)."""
    test = state.test
    assert test is not None
    fear = fear_score(state, test.initiator, INITIATOR, Symbol.FEAR)
    courage = fear_score(state, test.target, TARGET, Symbol.COURAGE)
    failed = fear > courage or (fear == courage and tie_edge(state) > 0)  # MI-17.4, MI-2.3
    if failed and _fear_left(state):
        return state.replace(phase=Phase.DRAW_FEAR, actor=state.units[test.target].seat)
    return _next(state)


def fear_node(state: MiniatureState) -> ChanceNode:
    """Any Fear card of the supply, by its count (MI-17.4, MI-R46)."""
    components = state.components
    return ChanceNode.from_counts(
        tuple(
            (DrawCondition(t), n)
            for t, n in state.supply.counts
            if kind_of(components, t) is CardKind.FEAR
        )
    )


def take_fear(state: MiniatureState, outcome: DrawCondition) -> MiniatureState:
    """The Fear card goes on top of the failing unit's deck (MI-17.4); its owner may answer."""
    test = state.test
    assert test is not None
    state = receive(state, test.target, outcome.card)
    return state.replace(phase=Phase.RECEIVED, actor=state.units[test.target].seat)


def after_received(state: MiniatureState) -> MiniatureState:
    """The owner passed: the next test, or back where the tests began."""
    return _next(state)


def _fearsome(state: MiniatureState, number: int) -> bool:
    unit = state.units[number]
    return unit.anchor is not None and state.components.unit[unit.name].has(Keyword.FEARSOME)


def _next(state: MiniatureState) -> MiniatureState:
    """Fearsome units answer once (MI-17.3); then the queued tests; then the game goes on."""
    test = state.test
    assert test is not None
    if not test.answer and _fearsome(state, test.initiator) and _fearsome(state, test.target):
        return open_test(
            state, SkillKind.FEAR, test.target, test.initiator, queue=test.queue, answer=True
        )
    if test.queue:
        (initiator, target), *rest = test.queue
        return open_test(state, SkillKind.FEAR, initiator, target, queue=tuple(rest))
    return finish_test(state)
