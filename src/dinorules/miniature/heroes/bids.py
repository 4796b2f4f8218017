"""A skill test's Interaction step: hero cards one at a time until a player passes twice.

Rules MI-19.7 .. MI-19.12, MI-R42.
The Initiator's owner speaks first, then the others from the First Player clockwise
(`combat.skill_tests.speaking_order`). In turn each plays one hero card, or passes: a card for its
main effect when its condition is this test (``attacked``/``attacking`` for hit and
damage tests, ``stability_test``, ``fear_test``) and it concerns the seat's unit in the
test (MI-19.3), or any card discarded for its icons, added to a side (MI-19.10). The step
ends as soon as one player has passed twice in it, not necessarily in a row (MI-R42);
then the final scores are checked and applied (MI-19.12) by the resolver of the test's
kind (`round.procedure`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel import FrozenMap, put

from ..actions import MiniatureAction
from ..combat import grab
from ..combat.skill_tests import INITIATOR, TARGET, changes, next_speaker, sides_of
from ..data.cards import Bonus, Symbol
from ..data.hero_cards import EffectKind, HeroCondition
from ..effects.conditions import gain_adrenaline
from ..round.actions import Pass
from ..state import NOBODY, MiniatureState, Phase, SkillKind, SkillTest
from . import play as hero_play
from .actions import NO_UNIT, PlayHero, UseIcons

__all__ = ["play", "step_options", "use_icons"]

_CONDITIONS: Final = FrozenMap(
    {
        SkillKind.HIT: ((HeroCondition.ATTACKING,), (HeroCondition.ATTACKED,)),
        SkillKind.DAMAGE: ((HeroCondition.ATTACKING,), (HeroCondition.ATTACKED,)),
        SkillKind.STABILITY: ((HeroCondition.STABILITY_TEST,), (HeroCondition.STABILITY_TEST,)),
        SkillKind.GRAB: ((HeroCondition.STABILITY_TEST,), (HeroCondition.STABILITY_TEST,)),
        SkillKind.BREAK_FREE: ((HeroCondition.STABILITY_TEST,), (HeroCondition.STABILITY_TEST,)),
        SkillKind.BARGE: ((HeroCondition.STABILITY_TEST,), (HeroCondition.STABILITY_TEST,)),
        SkillKind.ARRIVAL: ((HeroCondition.STABILITY_TEST,), (HeroCondition.STABILITY_TEST,)),
        SkillKind.FEAR: ((HeroCondition.FEAR_TEST,), (HeroCondition.FEAR_TEST,)),
        SkillKind.NET: ((HeroCondition.STABILITY_TEST,), ()),  # MI-16.9: nothing opposes
    }
)
"""For each kind of test, the card conditions met by the Initiator's side and the target's."""


def _test(state: MiniatureState) -> SkillTest:
    test = state.test
    assert test is not None
    return test


def _own_sides(state: MiniatureState, seat: int) -> Iterator[tuple[int, int]]:
    test = _test(state)
    for side, number in ((INITIATOR, test.initiator), (TARGET, test.target)):
        if state.units[number].seat == seat:
            yield side, number


def _active_plays(state: MiniatureState, seat: int) -> Iterator[PlayHero]:
    """Cards whose condition is this test, for the seat's unit in it (MI-19.3, MI-19.8)."""
    test = _test(state)
    for title in state.heroes[seat].hand.distinct():
        card = hero_play.hero_card(state, seat, title)
        kind = card.effect.kind
        for side, number in _own_sides(state, seat):
            if card.condition not in _CONDITIONS[test.kind][side]:
                continue
            if card.unit and card.unit != state.units[number].name:
                continue
            if not hero_play.payable(state, seat, card, number):
                continue
            if (
                (kind is EffectKind.BONUS and changes(state, side, card.effect.bonus))
                or (kind is EffectKind.CANCEL_HERO_CARD and test.last not in (NO_UNIT, seat))
                or (kind is EffectKind.DISENGAGE and _engaged(state, number))
            ):
                yield PlayHero(title, number)
                break


def _engaged(state: MiniatureState, number: int) -> bool:
    """Whether the unit grabs or is grabbed: a disengage changes something (MI-R43, MI-R65)."""
    return state.units[number].grabbing != NOBODY or bool(grab.grabbers(state, number))


def step_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Pass; a card's main effect; a card's icons on a side (MI-19.3, MI-19.10, MI-R13)."""
    seat = state.actor
    hand = state.heroes[seat].hand
    if not hand:
        return (Pass(),)
    sides = sides_of(state, seat)
    icons = tuple(UseIcons(title, side) for title in hand.distinct() for side in sides)
    return (Pass(), *_active_plays(state, seat), *icons)


def _added(bonus: Bonus, more: Bonus, sign: int = 1) -> Bonus:
    counts = dict(bonus.items)  # only the symbols either side has: the others stay 0
    for symbol, n in more.items:
        counts[symbol] = counts.get(symbol, 0) + sign * n
    return Bonus.of({s: n for s, n in counts.items() if n > 0})


def _with_bonus(test: SkillTest, side: int, more: Bonus, sign: int = 1) -> SkillTest:
    bonus = list(test.bonus)
    bonus[side] = _added(bonus[side], more, sign)
    return test.replace(bonus=(bonus[0], bonus[1]))


def play(state: MiniatureState, action: PlayHero) -> MiniatureState:
    """A hero card's main effect: at a test's step, else where its condition holds."""
    if state.phase is not Phase.TEST_STEP:
        return hero_play.play(state, action)
    seat = state.actor
    card = hero_play.hero_card(state, seat, action.card)
    number = action.unit
    state = hero_play.pay_and_discard(state, seat, card, number)
    test = _test(state)
    side = INITIATOR if number == test.initiator else TARGET
    if card.effect.kind is EffectKind.CANCEL_HERO_CARD:
        test = _with_bonus(test, test.last_side, test.last_bonus, -1).replace(last=NO_UNIT)
    elif card.effect.kind is EffectKind.DISENGAGE:  # MI-R65: at once, nothing to cancel
        state = grab.release_all(state, number)
        test = test.replace(last=NO_UNIT)
    else:
        test = _with_bonus(test, side, card.effect.bonus)
        test = test.replace(last=seat, last_side=side, last_bonus=card.effect.bonus)
    return next_speaker(state.replace(test=test))


def use_icons(state: MiniatureState, action: UseIcons) -> MiniatureState:
    """Discard the card; its icons add to that side of the test (MI-19.10, MI-18.2)."""
    seat = state.actor
    card = hero_play.hero_card(state, seat, action.card)
    cards = state.heroes[seat]
    cards = cards.replace(hand=cards.hand.remove(card.title), discard=cards.discard.add(card.title))
    state = state.replace(heroes=put(state.heroes, seat, cards))
    test = _test(state)
    number = test.initiator if action.side == INITIATOR else test.target
    icons = card.passive.count(Symbol.ADRENALINE)
    if icons and state.units[number].seat == seat:
        state = gain_adrenaline(state, number, icons)
    test = _with_bonus(test, action.side, card.passive)
    test = test.replace(last=seat, last_side=action.side, last_bonus=card.passive)
    return next_speaker(state.replace(test=test))
