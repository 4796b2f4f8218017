"""The initiative phases: placing Active, Next and Idle cards; stacking; drawing (MI-7, MI-10).

1st initiative phase (MI-7): one tier of every unit on the board takes turns placing
an Active card, the first player choosing who starts (MI-7.1, MI-7.2); then, in tiers
of equal Active Initiative from the highest, each unit places its Next card and may
spare an Idle card (MI-7.3 .. MI-7.5, MI-R17); the cards left in hand are discarded
(MI-R18).

Initiative phase (MI-10), for every unit that did not keep a skipped card (MI-11.2),
units by seat clockwise from the first player (MI-R28): the played Active card is
stacked or discarded (MI-10.1), the Next card slides onto the Active slot (MI-10.2) and
the stack may be trimmed from the bottom, never the top (MI-10.3); an Interaction
window (MI-10.4); each unit keeps or discards its Idle card, a kept one counting as one
card drawn (MI-10.5), and draws up to its board's number (MI-10.6), the discard pile
reshuffled into the deck when it runs out (MI-10.9); Next and Idle cards are placed as
in the 1st phase (MI-10.7, MI-10.8); the rest is discarded (MI-10.10); an Interaction
window (MI-10.11); every player picks 2 hero cards (MI-10.12), discarding down to the
hand size (MI-R24).
"""

from __future__ import annotations

from dinorules.kernel import Multiset, put

from ..actions import MiniatureAction
from ..effects.ammunition import free_combo, reveal_sedatives, sedated
from ..effects.conditions import discard_hand, take_top
from ..state import NOBODY, MiniatureState, Phase, Purpose, Stage, Status, UnitState, set_unit
from . import tiers
from .actions import (
    DiscardHero,
    DrawAction,
    DrawHero,
    KeepIdle,
    KeepStack,
    NoIdle,
    PlaceActive,
    PlaceIdle,
    PlaceNext,
    Stack,
    TrimStack,
)
from .combo import stack_limit, stacked
from .draws import deployment_draw, draw_cards, hand_size, pick_size, reshuffled
from .windows import window_seat

__all__ = [
    "active_options",
    "begin_idle_cards",
    "begin_initiative",
    "begin_picks",
    "discard_hands",
    "discard_hero",
    "discard_hero_options",
    "draw_pick",
    "draw_rest",
    "draw_round",
    "first_placers",
    "highest",
    "idle_options",
    "initiative_of",
    "keep_idle",
    "keep_idle_options",
    "keep_stack",
    "next_options",
    "next_tier",
    "no_idle",
    "place_active",
    "place_active_turn",
    "place_idle",
    "place_next",
    "place_next_turn",
    "stack",
    "stack_options",
    "trim",
    "trim_options",
]


def initiative_of(state: MiniatureState, number: int) -> int:
    """The Initiative of a unit's Active card, or its board's when it has none (MI-8.1, MI-R28).

    A condition card takes the Initiative of the previous Active card, the top of the
    stack, or the board's when none is left (MI-17.8, MI-R46); a hero card may add to it.
    """
    unit = state.units[number]
    components = state.components
    cards = components.action_card[unit.deck_name]
    for title in (unit.active, *reversed(unit.stack)) if unit.active else ():
        initiative = cards[title].initiative
        if initiative is not None:
            return initiative + unit.initiative_bonus
    return components.unit[unit.name].initiative + unit.initiative_bonus


def highest(state: MiniatureState, units: tuple[int, ...]) -> tuple[int, ...]:
    """The units of ``units`` with the highest Initiative, all of them on a tie (MI-7.4, MI-8.4)."""
    initiative = [initiative_of(state, n) for n in units]
    top = max(initiative)
    return tuple(n for n, i in zip(units, initiative, strict=True) if i == top)


def _on_board(state: MiniatureState) -> tuple[int, ...]:
    return tuple(n for n, unit in enumerate(state.units) if unit.anchor is not None)


def _going_on(state: MiniatureState) -> MiniatureState:
    return state.replace(phase=Phase.GOING_ON)


# --- Placing cards: the 1st initiative phase, and Next and Idle cards -------------------


def first_placers(state: MiniatureState) -> tuple[int, ...]:
    """The units placing an Active card in the 1st initiative phase, by seat (MI-7.1, MI-7.2)."""
    units = tuple(n for n, unit in enumerate(state.units) if unit.anchor is not None and unit.hand)
    return tiers.seat_order(state, units)


def place_active_turn(state: MiniatureState, number: int, *then: Stage) -> MiniatureState:
    """The unit's owner chooses its Active card (MI-7.1); ``then`` follows it."""
    agenda = (*then, *state.agenda)
    return state.replace(phase=Phase.PLACE_ACTIVE, actor=state.units[number].seat, agenda=agenda)


def _hand(state: MiniatureState) -> tuple[str, ...]:
    return state.units[state.round.unit].hand.distinct()


def active_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each distinct card of the unit's hand, by title (MI-7.1)."""
    return tuple(PlaceActive(card) for card in _hand(state))


def place_active(state: MiniatureState, action: PlaceActive) -> MiniatureState:
    """The card lies face down on the Active slot; the next seat clockwise (MI-7.2)."""
    number = state.round.unit
    unit = state.units[number]
    unit = unit.replace(active=action.card, hand=unit.hand.remove(action.card), revealed=False)
    return state.replace(units=put(state.units, number, unit), phase=Phase.GOING_ON)


def _to_place(state: MiniatureState) -> tuple[int, ...]:
    """Units still to place a Next card: on the board, cards in hand, not kept (MI-11.2)."""
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.anchor is not None and not unit.next and unit.hand and not unit.kept
    )


def next_tier(state: MiniatureState) -> tuple[Purpose, tuple[int, ...]] | None:
    """The next tier to place cards, or None once every unit has placed (MI-7.3, MI-7.4).

    A Furious unit places its Active card first, as in the 1st phase (MI-17.13); then
    the units with the highest Active Initiative left place their Next cards.
    """
    fresh = tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.fresh and unit.anchor is not None and not unit.active and unit.hand
    )
    if fresh:
        return Purpose.ACTIVE, tiers.seat_order(state, fresh)
    left = _to_place(state)
    if not left:
        return None
    return Purpose.NEXT, tiers.seat_order(state, highest(state, left))


def place_next_turn(state: MiniatureState, number: int, *then: Stage) -> MiniatureState:
    """The unit's owner chooses its Next card (MI-7.3, MI-10.7); ``then`` follows it."""
    agenda = (*then, *state.agenda)
    return state.replace(phase=Phase.PLACE_NEXT, actor=state.units[number].seat, agenda=agenda)


def next_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each distinct card of the unit's hand, by title (MI-7.3, MI-10.7)."""
    return tuple(PlaceNext(card) for card in _hand(state))


def place_next(state: MiniatureState, action: PlaceNext) -> MiniatureState:
    """The card lies face down on the Next slot; an Idle card may follow (MI-7.5, MI-10.8)."""
    number = state.round.unit
    unit = state.units[number]
    unit = unit.replace(next=action.card, hand=unit.hand.remove(action.card))
    units = put(state.units, number, unit)
    if unit.hand and not unit.idle:
        return state.replace(units=units, phase=Phase.PLACE_IDLE)
    return state.replace(units=units, phase=Phase.GOING_ON)


def idle_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each distinct card of the hand as Idle, then leaving the slot empty (MI-7.5)."""
    return (*(PlaceIdle(card) for card in _hand(state)), NoIdle())


def place_idle(state: MiniatureState, action: PlaceIdle) -> MiniatureState:
    """The card lies face down on the Idle slot (MI-7.5, MI-10.8)."""
    number = state.round.unit
    unit = state.units[number]
    unit = unit.replace(idle=action.card, hand=unit.hand.remove(action.card))
    return state.replace(units=put(state.units, number, unit), phase=Phase.GOING_ON)


def no_idle(state: MiniatureState, action: NoIdle) -> MiniatureState:
    """The Idle slot stays empty (MI-7.5)."""
    return _going_on(state)


def discard_hands(state: MiniatureState) -> MiniatureState:
    """Every unit has placed: every hand is discarded (MI-10.10, MI-R18), Fear cards on top."""
    units = tuple(discard_hand(state.components, u) for u in state.units)  # MI-17.6
    return state.replace(units=units)


# --- Initiative phase: the new Active card -----------------------------------------


def _settling(state: MiniatureState) -> tuple[int, ...]:
    """Units that did not keep a skipped card (MI-11.2), not Sedated (MI-16.5, MI-R62)."""
    units = state.units
    found = (n for n in _on_board(state) if not units[n].kept and not sedated(state, units[n]))
    return tiers.seat_order(state, tuple(found))


def begin_initiative(state: MiniatureState) -> MiniatureState:
    """Each unit that did not keep a skipped card settles its stack (MI-10.1 .. MI-10.3)."""
    queue = _settling(state)
    units = tuple(u.replace(initiative_bonus=0) if u.initiative_bonus else u for u in state.units)
    rnd = state.round.replace(pending=queue, unit=NOBODY)
    return _stack_next(state.replace(units=units, round=rnd))


def _played(unit: UnitState) -> bool:
    return bool(unit.active) and unit.revealed and unit.status in (Status.DONE, Status.HELD)


def _stack_next(state: MiniatureState) -> MiniatureState:
    while state.round.pending:
        number, *rest = state.round.pending
        rnd = state.round.replace(pending=tuple(rest), unit=number)
        unit = state.units[number]
        limit = stack_limit(free_combo(state, unit))  # MI-16.4: locked slots
        if _played(unit) and limit > 0:
            return state.replace(round=rnd, phase=Phase.STACK, actor=unit.seat)
        state = state.replace(round=rnd)
        if unit.active:
            unit = unit.replace(discard=unit.discard.add(unit.active))  # MI-10.1
        state = _slide(state, number, unit.replace(active=""))
        if len(state.units[number].stack) >= 2:
            return state.replace(phase=Phase.TRIM, actor=unit.seat)
    return _going_on(state)


def _slide(state: MiniatureState, number: int, unit: UnitState) -> MiniatureState:
    """The Next card slides face down onto the Active slot (MI-10.2), revealing sedatives."""
    state = set_unit(state, number, unit.replace(active=unit.next, next="", revealed=False))
    return reveal_sedatives(state, number)


def stack_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Keep the played card on the stack, or discard it (MI-10.1)."""
    return (Stack(True), Stack(False))


def stack(state: MiniatureState, action: Stack) -> MiniatureState:
    """The played card goes on top of the stack, the bottom card out if full (MI-10.1, MI-9.9)."""
    number = state.round.unit
    unit = state.units[number]
    if action.keep:
        kept, out = stacked(unit.stack, unit.active, free_combo(state, unit))
        unit = unit.replace(stack=kept, discard=unit.discard.union(Multiset.of(out)))
    else:
        unit = unit.replace(discard=unit.discard.add(unit.active))
    state = _slide(state, number, unit.replace(active=""))
    if len(state.units[number].stack) >= 2:
        return state.replace(phase=Phase.TRIM)
    return _stack_next(state)


def trim_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Discard the bottom card (never the top one), or keep the stack (MI-10.3)."""
    return (TrimStack(), KeepStack())


def trim(state: MiniatureState, action: TrimStack) -> MiniatureState:
    """The bottom card of the stack is discarded (MI-10.3)."""
    number = state.round.unit
    unit = state.units[number]
    unit = unit.replace(stack=unit.stack[1:], discard=unit.discard.add(unit.stack[0]))
    state = set_unit(state, number, unit)
    if len(unit.stack) >= 2:
        return state
    return _stack_next(state)


def keep_stack(state: MiniatureState, action: KeepStack) -> MiniatureState:
    """The stack stays as it is (MI-10.3)."""
    return _stack_next(state)


# --- Initiative phase: the new Next card --------------------------------------------


def begin_idle_cards(state: MiniatureState) -> MiniatureState:
    """After the window, each unit's Idle card and draw (MI-10.5, MI-10.6)."""
    queue = _settling(state)
    return _idle_next(state.replace(round=state.round.replace(pending=queue, unit=NOBODY)))


def _idle_next(state: MiniatureState) -> MiniatureState:
    while state.round.pending:
        number, *rest = state.round.pending
        rnd = state.round.replace(pending=tuple(rest), unit=number)
        unit = state.units[number]
        if unit.idle:
            return state.replace(round=rnd, phase=Phase.KEEP_IDLE, actor=unit.seat)
        state = state.replace(round=rnd)
        state, wanted = _top_first(state, number, _wanted(state, unit))
        drawing = _draw_for(state, number, wanted)
        if drawing is not None:
            return drawing
    return state.replace(round=state.round.replace(unit=NOBODY), phase=Phase.GOING_ON)


def keep_idle_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Keep the Idle card (one card drawn), or discard it (MI-10.5)."""
    return (KeepIdle(True), KeepIdle(False))


def keep_idle(state: MiniatureState, action: KeepIdle) -> MiniatureState:
    """A kept Idle card goes to hand as one card drawn; else to the discard pile (MI-10.5)."""
    number = state.round.unit
    unit = state.units[number]
    wanted = _wanted(state, unit)
    if action.keep:
        unit = unit.replace(hand=unit.hand.add(unit.idle), idle="")
        wanted -= 1
    else:
        unit = unit.replace(discard=unit.discard.add(unit.idle), idle="")
    state, wanted = _top_first(set_unit(state, number, unit), number, wanted)
    drawing = _draw_for(state, number, wanted)
    return _idle_next(state) if drawing is None else drawing


def _wanted(state: MiniatureState, unit: UnitState) -> int:
    """The board's draw, 6 for a Furious unit (MI-17.13), and a hero card's more (MI-19.2)."""
    draw = (
        deployment_draw(state.components) if unit.fresh else state.components.unit[unit.name].draw
    )
    return draw + unit.extra_draw


def _top_first(state: MiniatureState, number: int, wanted: int) -> tuple[MiniatureState, int]:
    """The condition cards on top are drawn first, counting among the cards drawn (MI-17.5)."""
    unit, taken = take_top(state.units[number], wanted)
    return (set_unit(state, number, unit), wanted - taken) if taken else (state, wanted)


def _draw_for(state: MiniatureState, number: int, wanted: int) -> MiniatureState | None:
    """Unit ``number`` starts drawing ``wanted`` cards (MI-10.6); None if it has none to draw."""
    unit = state.units[number]
    left = min(wanted, len(unit.deck) + len(unit.discard))
    if left <= 0:
        return None
    state = set_unit(state, number, reshuffled(unit))
    return state.replace(
        phase=Phase.DRAW_ROUND,
        actor=unit.seat,
        placement=state.placement.replace(unit=number, left=left),
    )


def draw_round(state: MiniatureState, outcome: DrawAction) -> MiniatureState:
    """The drawn card goes to the unit's hand; the deck is reshuffled when empty (MI-10.9)."""
    placement = state.placement
    number = placement.unit
    unit = state.units[number]
    unit = unit.replace(deck=unit.deck.remove(outcome.card), hand=unit.hand.add(outcome.card))
    if placement.left > 1:
        return set_unit(state, number, reshuffled(unit)).replace(
            placement=placement.replace(left=placement.left - 1)
        )
    state = set_unit(state, number, unit).replace(placement=placement.replace(unit=NOBODY, left=0))
    return _idle_next(state)


def draw_rest(state: MiniatureState) -> MiniatureState:
    """The drawing unit's draws left, in one update, draw for draw as `draw_round` (MI-10.6).

    Automatic chance only (`MiniatureRules.resolve_chance`): one state copy for the
    whole draw instead of two a card.
    """
    placement = state.placement
    number = placement.unit
    unit, rng = draw_cards(state.units[number], placement.left, state.rng)
    state = state.replace(
        rng=rng,
        units=put(state.units, number, unit),
        placement=placement.replace(unit=NOBODY, left=0),
    )
    return _idle_next(state)


# --- Hero cards ---------------------------------------------------------------------


def begin_picks(state: MiniatureState) -> MiniatureState:
    """After the window, every player picks hero cards, first player first (MI-10.12)."""
    return _next_pick(state.replace(placement=state.placement.replace(done=0, left=0)))


def _next_pick(state: MiniatureState) -> MiniatureState:
    placement = state.placement
    while placement.done < state.players:
        seat = window_seat(state, placement.done)
        left = min(pick_size(state.components), len(state.heroes[seat].deck))
        if left:
            return state.replace(
                phase=Phase.DRAW_PICK, actor=seat, placement=placement.replace(left=left)
            )
        placement = placement.replace(done=placement.done + 1)
    return state.replace(placement=placement.replace(done=0), phase=Phase.GOING_ON)


def draw_pick(state: MiniatureState, outcome: DrawHero) -> MiniatureState:
    """The picked hero card goes to the hand; over the hand size, discard (MI-10.12, MI-R24)."""
    seat = state.actor
    cards = state.heroes[seat]
    cards = cards.replace(deck=cards.deck.remove(outcome.card), hand=cards.hand.add(outcome.card))
    state = state.replace(heroes=put(state.heroes, seat, cards))
    placement = state.placement
    if placement.left > 1:
        return state.replace(placement=placement.replace(left=placement.left - 1))
    state = state.replace(placement=placement.replace(left=0))
    return _after_pick(state)


def _after_pick(state: MiniatureState) -> MiniatureState:
    """Over the hand size, discard down to it; a hand size of 0 leaves no choice (MI-R24)."""
    seat = state.actor
    cards = state.heroes[seat]
    size = hand_size(state.components)
    if len(cards.hand) > size:
        if size > 0:
            return state.replace(phase=Phase.DISCARD_HERO)
        cards = cards.replace(hand=Multiset(), discard=cards.discard.union(cards.hand))
        state = state.replace(heroes=put(state.heroes, seat, cards))
    placement = state.placement
    return _next_pick(state.replace(placement=placement.replace(done=placement.done + 1)))


def discard_hero_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each distinct hero card in hand, by title (MI-3.4, MI-R24)."""
    return tuple(DiscardHero(card) for card in state.heroes[state.actor].hand.distinct())


def discard_hero(state: MiniatureState, action: DiscardHero) -> MiniatureState:
    """The card goes face up to the hero discard pile (MI-R24)."""
    seat = state.actor
    cards = state.heroes[seat]
    cards = cards.replace(
        hand=cards.hand.remove(action.card), discard=cards.discard.add(action.card)
    )
    return _after_pick(state.replace(heroes=put(state.heroes, seat, cards)))
