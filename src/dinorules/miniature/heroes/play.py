"""Hero cards played for their main effect: when, for which unit, at what cost (MI-19.3 .. MI-19.9).

A card may be played when its activation condition holds (MI-19.3, MI-R43):
``initiative_phase`` cards in the initiative phase's Interaction windows (MI-10.4,
MI-10.11; drawing more action cards only in the first, before the draws),
``first_player_window`` cards in the first-player window (MI-8.14), ``activation`` cards
by the owner of the Active unit when it activates (MI-19.4), ``condition_received`` cards
right after a unit of theirs received a condition card (MI-R44), ``model_eliminated``
cards right after an attack eliminated models of theirs (MI-R64), and test cards at a
test's Interaction step (`heroes.bids`). The cost is paid whatever comes of it, the effect
applies at once, and the card goes to its owner's hero discard pile (MI-19.5, MI-19.6).
Only plays that can change something are offered (MI-R43). The Interaction windows
(MI-8.17, MI-10.13) keep their speaking order (the first player first, MI-19.9): a seat
plays any number of cards, then passes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from dinorules.kernel import FrozenMap, put

from .. import board
from ..actions import MiniatureAction
from ..data.cards import CardKind, Symbol
from ..data.hero_cards import EffectKind, HeroCard, HeroCondition
from ..data.units import Unit
from ..effects import fear, resources
from ..effects.actions import Buy
from ..effects.conditions import gain_adrenaline, kind_of
from ..round import activation, tiers
from ..round.actions import Hold, Pass
from ..state import MiniatureState, Phase, Stage, UnitState, Window, set_unit
from .actions import NO_UNIT, PlayHero, UseIcons

__all__ = [
    "activate_options",
    "apply_effect",
    "explain",
    "hero_card",
    "lost_options",
    "lost_plays",
    "may_play_in_window",
    "pay_and_discard",
    "payable",
    "play",
    "received_options",
    "useful",
    "window_options",
]

_SEAT_EFFECTS = frozenset({EffectKind.GAIN_COMMAND, EffectKind.GAIN_REQUISITION})
"""Effects for the player, not for a unit."""

_WINDOW_EFFECTS: Final[
    FrozenMap[Window, tuple[frozenset[HeroCondition], frozenset[EffectKind]]]
] = FrozenMap(
    {
        Window.STACKED: (
            frozenset({HeroCondition.INITIATIVE_PHASE}),
            frozenset(
                {
                    EffectKind.DRAW_ACTION_CARDS,
                    EffectKind.INITIATIVE,
                    EffectKind.GAIN_ADRENALINE,
                    *_SEAT_EFFECTS,
                }
            ),
        ),
        Window.DISCARDED: (
            frozenset({HeroCondition.INITIATIVE_PHASE}),
            frozenset({EffectKind.INITIATIVE, EffectKind.GAIN_ADRENALINE, *_SEAT_EFFECTS}),
        ),
        Window.FIRST_PLAYER: (
            frozenset({HeroCondition.FIRST_PLAYER_WINDOW}),
            frozenset({EffectKind.GAIN_ADRENALINE, *_SEAT_EFFECTS}),
        ),
    }
)
"""The windows where hero cards may be played: conditions, and effects that apply there."""

_ACTIVATION_EFFECTS = frozenset(
    {
        EffectKind.GAIN_ADRENALINE,
        EffectKind.HEAL,
        EffectKind.EXTRA_MOVEMENT,
        EffectKind.FEAR_TEST,
        EffectKind.STAND_UP,
        EffectKind.REMOVE_FEAR,
        EffectKind.REACT,
        *_SEAT_EFFECTS,
    }
)
_RECEIVED_EFFECTS = frozenset({EffectKind.REMOVE_FEAR, EffectKind.GAIN_ADRENALINE, *_SEAT_EFFECTS})
_LOST_EFFECTS = frozenset({EffectKind.GAIN_ADRENALINE, EffectKind.HEAL, *_SEAT_EFFECTS})


def hero_card(state: MiniatureState, seat: int, title: str) -> HeroCard:
    """The hero card ``title`` of the seat's deck."""
    deck = state.components.scenario.armies[seat].hero_deck
    return state.components.hero_card[deck][title]


# --- Costs ---------------------------------------------------------------------------


def payable(state: MiniatureState, seat: int, card: HeroCard, number: int) -> bool:
    """Whether the seat (and unit ``number`` for adrenaline) can pay the card (MI-19.5)."""
    cost = card.cost
    rnd = state.round
    if cost.adrenaline and (number == NO_UNIT or state.units[number].adrenaline < cost.adrenaline):
        return False
    command = rnd.command[seat] if rnd.command else 0
    requisition = rnd.requisition[seat] if rnd.requisition else 0
    return cost.command <= command and cost.requisition <= requisition


def _add(points: tuple[int, ...], seat: int, amount: int, players: int) -> tuple[int, ...]:
    points = points or (0,) * players
    return put(points, seat, points[seat] + amount)


def pay_and_discard(
    state: MiniatureState, seat: int, card: HeroCard, number: int
) -> MiniatureState:
    """Pay the cost even if the effect fails (MI-19.5); the card goes to the discard (MI-19.6).

    A card with adrenaline icons gives them to the unit it is played for (MI-18.2, MI-R45).
    """
    cost = card.cost
    rnd = state.round
    n = state.players
    rnd = rnd.replace(
        command=_add(rnd.command, seat, -cost.command, n),
        requisition=_add(rnd.requisition, seat, -cost.requisition, n),
    )
    cards = state.heroes[seat]
    cards = cards.replace(hand=cards.hand.remove(card.title), discard=cards.discard.add(card.title))
    state = state.replace(round=rnd, heroes=put(state.heroes, seat, cards))
    if number != NO_UNIT:
        unit = state.units[number]
        state = set_unit(state, number, unit.replace(adrenaline=unit.adrenaline - cost.adrenaline))
        icons = card.passive.count(Symbol.ADRENALINE)
        if icons and state.units[number].seat == seat:
            state = gain_adrenaline(state, number, icons)
    return state


# --- Which plays -----------------------------------------------------------------------


def _fear_on_top(state: MiniatureState, unit: UnitState) -> int:
    """The index of the first Fear card on top of the deck, or -1."""
    for index, title in enumerate(unit.top):
        if kind_of(state.components, title) is CardKind.FEAR:
            return index
    return -1


_Check = Callable[[MiniatureState, HeroCard, int], bool]


def _can_react(state: MiniatureState, card: HeroCard, number: int) -> bool:
    now = activation.card_of(state, number)
    return not state.units[number].hero_react and not (now is not None and now.reaction)


def _below(state: MiniatureState, number: int) -> tuple[UnitState, Unit]:
    unit = state.units[number]
    return unit, state.components.unit[unit.name]


_USEFUL: Final[FrozenMap[EffectKind, _Check]] = FrozenMap(
    {
        EffectKind.DRAW_ACTION_CARDS: lambda s, c, n: not s.units[n].kept,
        EffectKind.INITIATIVE: lambda s, c, n: bool(s.units[n].active) and not s.units[n].kept,
        EffectKind.GAIN_ADRENALINE: lambda s, c, n: (
            s.units[n].adrenaline < _below(s, n)[1].adrenaline
        ),
        EffectKind.HEAL: lambda s, c, n: any(h < _below(s, n)[1].health for h in s.units[n].health),
        EffectKind.EXTRA_MOVEMENT: lambda s, c, n: True,
        EffectKind.FEAR_TEST: lambda s, c, n: bool(board.enemies_within(s, n, c.effect.amount)),
        EffectKind.STAND_UP: lambda s, c, n: s.units[n].knocked,
        EffectKind.REMOVE_FEAR: lambda s, c, n: _fear_on_top(s, s.units[n]) >= 0,
        EffectKind.REACT: _can_react,
    }
)
"""For each unit effect, whether it can change something now; the others (bonus,
disengage, cancel) are played at a test's step (`heroes.bids`, MI-R65)."""


def useful(state: MiniatureState, card: HeroCard, number: int) -> bool:
    """Whether the card's effect can change something for unit ``number`` now (MI-R43)."""
    if card.effect.kind in _SEAT_EFFECTS:
        return True
    check = _USEFUL.get(card.effect.kind)
    return check is not None and check(state, card, number)


def _plays(
    state: MiniatureState,
    seat: int,
    conditions: frozenset[HeroCondition],
    effects: frozenset[EffectKind],
    units: tuple[int, ...],
) -> Iterator[PlayHero]:
    """Each card of the seat's hand playable now, for each unit it may concern, by title."""
    for title in state.heroes[seat].hand.distinct():
        card = hero_card(state, seat, title)
        if card.condition not in conditions or card.effect.kind not in effects:
            continue
        if card.effect.kind in _SEAT_EFFECTS and not card.cost.adrenaline:
            if payable(state, seat, card, NO_UNIT):
                yield PlayHero(title, NO_UNIT)
            continue
        for number in units:
            unit = state.units[number]
            if card.unit and card.unit != unit.name:
                continue
            if payable(state, seat, card, number) and useful(state, card, number):
                yield PlayHero(title, number)


def _on_board(state: MiniatureState, seat: int) -> tuple[int, ...]:
    return tuple(n for n in tiers.army(state, seat) if state.units[n].anchor is not None)


def window_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Passing, then the hero cards this window allows (MI-8.14, MI-10.4, MI-10.11, MI-19.9)."""
    return (Pass(), *_window_plays(state, state.actor, state.round.window))


def _window_plays(state: MiniatureState, seat: int, window: Window) -> Iterator[MiniatureAction]:
    """The seat's hero cards ``window`` allows, then equipment to buy (MI-R48)."""
    allowed = _WINDOW_EFFECTS.get(window)
    if allowed is None:
        return
    if state.heroes[seat].hand:
        yield from _plays(state, seat, *allowed, _on_board(state, seat))
    if window is Window.FIRST_PLAYER:
        yield from resources.buy_options(state, seat)  # MI-R48


def may_play_in_window(state: MiniatureState, seat: int, window: Window) -> bool:
    """Whether the seat has more to do in ``window`` than pass (MI-R21)."""
    return next(_window_plays(state, seat, window), None) is not None


def activate_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The activation's choices, then ``activation`` hero cards for the Active unit (MI-19.4)."""
    found = activation.activate_options(state)
    number = state.activation.unit
    if state.units[number].hero_react and Hold() not in found:
        found = (*found, Hold())  # MI-R43: the card lets it hold as with a Reaction card
    if not state.heroes[state.actor].hand:
        return found
    conditions = frozenset({HeroCondition.ACTIVATION})
    return (*found, *_plays(state, state.actor, conditions, _ACTIVATION_EFFECTS, (number,)))


def received_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Passing, then ``condition_received`` cards for the unit that received one (MI-R44)."""
    test = state.test
    assert test is not None
    conditions = frozenset({HeroCondition.CONDITION_RECEIVED})
    plays = _plays(state, state.actor, conditions, _RECEIVED_EFFECTS, (test.target,))
    return (Pass(), *plays)


def lost_plays(state: MiniatureState, seat: int) -> tuple[PlayHero, ...]:
    """The seat's ``model_eliminated`` cards, for each unit of theirs on the board (MI-R64)."""
    conditions = frozenset({HeroCondition.MODEL_ELIMINATED})
    return tuple(_plays(state, seat, conditions, _LOST_EFFECTS, _on_board(state, seat)))


def lost_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Passing, then ``model_eliminated`` cards after models of the player's were lost (MI-R64)."""
    return (Pass(), *lost_plays(state, state.actor))


# --- Effects -----------------------------------------------------------------------------


def play(state: MiniatureState, action: PlayHero) -> MiniatureState:
    """Pay, discard, apply the effect at once (MI-19.5, MI-19.6); the same seat goes on."""
    seat = state.actor
    card = hero_card(state, seat, action.card)
    number = action.unit
    state = pay_and_discard(state, seat, card, number)
    return apply_effect(state, seat, card, number)


def _remove_fear(state: MiniatureState, unit: UnitState) -> tuple[MiniatureState, UnitState]:
    index = _fear_on_top(state, unit)
    if index < 0:
        return state, unit
    title = unit.top[index]
    unit = unit.replace(top=(*unit.top[:index], *unit.top[index + 1 :]))
    return state.replace(supply=state.supply.add(title)), unit


_Change = Callable[[MiniatureState, UnitState, int], UnitState]

_UNIT_EFFECTS: Final[FrozenMap[EffectKind, _Change]] = FrozenMap(
    {
        EffectKind.DRAW_ACTION_CARDS: lambda s, u, k: u.replace(extra_draw=u.extra_draw + k),
        EffectKind.INITIATIVE: lambda s, u, k: u.replace(initiative_bonus=u.initiative_bonus + k),
        EffectKind.HEAL: lambda s, u, k: u.replace(health=_healed(s, u, k)),
        EffectKind.EXTRA_MOVEMENT: lambda s, u, k: u.replace(extra_move=u.extra_move + k),
        EffectKind.STAND_UP: lambda s, u, k: u.replace(knocked=False),
        EffectKind.REACT: lambda s, u, k: u.replace(hero_react=True),
    }
)
"""Effects that change the unit alone: the card's amount given."""


def apply_effect(state: MiniatureState, seat: int, card: HeroCard, number: int) -> MiniatureState:
    """The card's main effect for the seat and unit ``number`` (MI-19.5, MI-R43)."""
    effect = card.effect
    kind = effect.kind
    rnd = state.round
    if kind is EffectKind.GAIN_COMMAND:
        command = _add(rnd.command, seat, effect.amount, state.players)
        return state.replace(round=rnd.replace(command=command))
    if kind is EffectKind.GAIN_REQUISITION:
        requisition = _add(rnd.requisition, seat, effect.amount, state.players)
        return state.replace(round=rnd.replace(requisition=requisition))
    if kind is EffectKind.GAIN_ADRENALINE:
        return gain_adrenaline(state, number, effect.amount)
    if kind is EffectKind.FEAR_TEST:
        targets = board.enemies_within(state, number, effect.amount)
        if targets:  # after the tests, the Active unit's owner decides again (MI-19.4)
            state = state.replace(agenda=(Stage.ACTIVATE, *state.agenda))
        return fear.fear_tests(state, number, targets)
    unit = state.units[number]
    if kind is EffectKind.REMOVE_FEAR:
        state, unit = _remove_fear(state, unit)
    elif kind in _UNIT_EFFECTS:
        unit = _UNIT_EFFECTS[kind](state, unit, effect.amount)
    return set_unit(state, number, unit)


def _healed(state: MiniatureState, unit: UnitState, amount: int) -> tuple[int, ...]:
    """Health given back to the most wounded models first, never above the board's."""
    top = state.components.unit[unit.name].health
    health = list(unit.health)
    for _ in range(amount):
        low = min(range(len(health)), key=lambda i: health[i])
        if health[low] >= top:
            break
        health[low] += 1
    return tuple(health)


_STEP_REASONS: Final[FrozenMap[Phase, str]] = FrozenMap(
    {
        Phase.TEST_STEP: (
            "MI-19.11: at a test's Interaction step, pass, play one hero card whose condition is "
            "this test for your unit in it, or discard one for its icons (MI-19.10)"
        ),
        Phase.RECEIVED: "MI-R44: pass, or play a condition_received hero card for the unit",
        Phase.MODEL_LOST: "MI-R64: pass, or play a model_eliminated hero card for a unit",
        Phase.DRAW_FEAR: "MI-17.4: a Fear card is taken from the supply (a chance event)",
    }
)


def explain(state: MiniatureState, action: object) -> str:
    """Why a hero card's, a purchase's or a test step's decision is illegal ("" for the rest)."""
    reason = _STEP_REASONS.get(state.phase)
    if reason is not None:
        return reason
    if isinstance(action, PlayHero):
        return (
            f"MI-19.3: player {state.actor} cannot {action} now: not in hand, its condition "
            "does not hold, it cannot be paid (MI-19.5) or it would change nothing (MI-R43)"
        )
    if isinstance(action, Buy):
        return (
            f"MI-18.7: player {state.actor} cannot {action} now: only in the first-player "
            "window, with enough Requisition, a copy left and a unit that can carry it (MI-R48)"
        )
    if isinstance(action, UseIcons):
        return "MI-19.10: icons are added only at a skill test's Interaction step"
    return ""
