"""The start phase: first player, deployment draws, the mulligan, and placing the units.

Order (MI-R1): the first player is the seat with the lowest army value, a coin toss
among tied seats (MI-1.1, MI-R3); each unit draws 6 action cards (MI-3.2, MI-R4); each
seat draws 5 hero cards (MI-3.3, MI-3.4) and, first player first, may mulligan once
(MI-R5); the first player chooses who places the first unit, then seats alternate
placing one unit at a time in their own deployment zone (MI-3.5, MI-R6). Every draw is
a chance node over the cards left: no hidden order is stored.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel import ChanceNode, Facing, Hex, Multiset, Options, Rng, put

from ..actions import MiniatureAction
from ..board import blocked_hexes, footprint, occupants, place
from ..data.components import components_for
from ..data.scenarios import SpecialRuleKind, Terrain
from ..effects.conditions import full_supply
from ..movement.actions import DIRECTIONS
from ..state import (
    NOBODY,
    Activation,
    HeroCards,
    MiniatureState,
    Phase,
    Placement,
    Round,
    Stage,
    UnitState,
)
from . import tiers
from .actions import (
    ChooseDeployer,
    CoinToss,
    DrawAction,
    DrawHero,
    Face,
    KeepHand,
    Mulligan,
    PlaceAt,
    PlaceUnit,
)
from .draws import HERO_DRAW, deployment_draw, draw_cards, hand_size, rule_amount

__all__ = [
    "anchor_options",
    "choose_deployer",
    "coin_toss",
    "coin_toss_node",
    "deployer_options",
    "draw_action",
    "draw_action_node",
    "draw_actions_rest",
    "draw_hero",
    "draw_hero_node",
    "face",
    "facing_options",
    "keep_hand",
    "mulligan",
    "mulligan_options",
    "place_at",
    "place_unit",
    "setup",
    "unit_options",
]

_FACINGS: Final = tuple(Facing)
"""`Facing` in order, as a tuple: iterating the enum itself costs a generator a time."""


def setup(options: Options, rng: Rng, explicit_chance: bool) -> MiniatureState:
    """Full decks, units off the board, then the first player (MI-R1, MI-1.1, MI-R3).

    The units, decks and scenario are data (MI-R2: the starter set is the project's own).
    """
    components = components_for(options)
    players = int(options["players"])
    units: list[UnitState] = []
    for seat in range(players):
        for entry in components.armies[seat]:
            board = components.unit[entry.unit]
            units.append(
                UnitState(
                    name=entry.unit,
                    seat=seat,
                    deck_name=entry.deck,
                    health=(board.health,) * board.models,
                    anchor=None,
                    facing=Facing.N,
                    deck=components.deck_cards[entry.deck],
                    hand=Multiset(),
                    discard=Multiset(),
                    adrenaline=rule_amount(components, SpecialRuleKind.STARTING_ADRENALINE, 0),
                )
            )
    heroes = tuple(
        HeroCards(
            deck=components.roster_heroes[seat],  # MI-19.1
            hand=Multiset(),
            discard=Multiset(),
        )
        for seat in range(players)
    )
    state = MiniatureState(
        rng=rng,
        explicit_chance=explicit_chance,
        components=components,
        players=players,
        phase=Phase.COIN_TOSS,
        actor=0,
        first_player=NOBODY,
        units=tuple(units),
        heroes=heroes,
        placement=Placement(unit=NOBODY, anchor=None, left=0, done=0),
        deployer=NOBODY,
        activation=Activation(),
        round=Round(
            command=(rule_amount(components, SpecialRuleKind.STARTING_COMMAND, 0),) * players,
            requisition=(rule_amount(components, SpecialRuleKind.STARTING_REQUISITION, 0),)
            * players,
        ),
        max_rounds=int(options["max_rounds"]),
        supply=full_supply(components),
        agenda=(Stage.FIRST_INITIATIVE,),
    )
    tied = _lowest_army(state)
    if len(tied) == 1:
        return _first_player_is(state, tied[0])
    return state


def _lowest_army(state: MiniatureState) -> tuple[int, ...]:
    """The seats with the lowest army value (MI-1.1)."""
    values = state.components.army_value[: state.players]
    low = min(values)
    return tuple(seat for seat, v in enumerate(values) if v == low)


def coin_toss_node(state: MiniatureState) -> ChanceNode:
    """A fair toss among the seats tied on the lowest army value (MI-R3, MI-2.9)."""
    return ChanceNode(outcomes=tuple(CoinToss(seat) for seat in _lowest_army(state)))


def coin_toss(state: MiniatureState, outcome: CoinToss) -> MiniatureState:
    """The toss's winner is the first player (MI-R3)."""
    return _first_player_is(state, outcome.seat)


def _first_player_is(state: MiniatureState, seat: int) -> MiniatureState:
    """Record the first player (MI-1.1) and begin the deployment draws (MI-3.2)."""
    return _next_action_draw(state.replace(first_player=seat), 0)


def _next_action_draw(state: MiniatureState, number: int) -> MiniatureState:
    """Unit ``number`` (or the next with cards to draw) draws its 6 cards (MI-3.2, MI-R4)."""
    wanted = deployment_draw(state.components)
    while number < len(state.units):
        unit = state.units[number]
        left = min(wanted, len(unit.deck))
        if left:
            return state.replace(
                phase=Phase.DRAW_ACTIONS,
                actor=unit.seat,
                placement=state.placement.replace(unit=number, left=left),
            )
        number += 1
    return _next_hero_draw(state.replace(placement=Placement(NOBODY, None, 0, 0)))


def draw_action_node(state: MiniatureState) -> ChanceNode:
    """The next card of the drawing unit's deck: any card left, by its count (MI-R4)."""
    return ChanceNode.from_counts(
        tuple((DrawAction(card), n) for card, n in state.units[state.placement.unit].deck.counts)
    )


def draw_action(state: MiniatureState, outcome: DrawAction) -> MiniatureState:
    """The drawn card goes from the unit's deck to its hand (MI-3.2)."""
    placement = state.placement
    number = placement.unit
    unit = state.units[number]
    unit = unit.replace(deck=unit.deck.remove(outcome.card), hand=unit.hand.add(outcome.card))
    state = state.replace(units=put(state.units, number, unit))
    if placement.left > 1:
        return state.replace(placement=placement.replace(left=placement.left - 1))
    return _next_action_draw(state, number + 1)


def draw_actions_rest(state: MiniatureState) -> MiniatureState:
    """The drawing unit's deployment draws left in one update, draw for draw (MI-3.2).

    Automatic chance only (`MiniatureRules.resolve_chance`); the deck never empties
    here (at most its size is drawn), so `draws.draw_cards` never reshuffles.
    """
    placement = state.placement
    number = placement.unit
    unit, rng = draw_cards(state.units[number], placement.left, state.rng)
    state = state.replace(rng=rng, units=put(state.units, number, unit))
    return _next_action_draw(state, number + 1)


def _clockwise(state: MiniatureState, k: int) -> int:
    """The ``k``-th seat clockwise from the first player (seat numbers go clockwise)."""
    return (state.first_player + k) % state.players


def _next_hero_draw(state: MiniatureState) -> MiniatureState:
    """The next seat, first player first, draws its hero hand (MI-3.3, MI-3.4)."""
    placement = state.placement
    while placement.done < state.players:
        seat = _clockwise(state, placement.done)
        cards = state.heroes[seat]
        left = min(HERO_DRAW, hand_size(state.components), len(cards.deck))
        if left:
            return state.replace(
                phase=Phase.DRAW_HEROES, actor=seat, placement=placement.replace(left=left)
            )
        placement = placement.replace(done=placement.done + 1)
    return _next_mulligan(state.replace(placement=Placement(NOBODY, None, 0, 0)))


def draw_hero_node(state: MiniatureState) -> ChanceNode:
    """The next card of the seat's hero deck: any card left, by its count (MI-R5)."""
    return ChanceNode.from_counts(
        tuple((DrawHero(card), n) for card, n in state.heroes[state.actor].deck.counts)
    )


def draw_hero(state: MiniatureState, outcome: DrawHero) -> MiniatureState:
    """The drawn hero card goes to the hand; then the next draw, or what follows (MI-R5)."""
    seat = state.actor
    cards = state.heroes[seat]
    cards = cards.replace(deck=cards.deck.remove(outcome.card), hand=cards.hand.add(outcome.card))
    state = state.replace(heroes=put(state.heroes, seat, cards))
    placement = state.placement
    if placement.left > 1:
        return state.replace(placement=placement.replace(left=placement.left - 1))
    if state.phase is Phase.REDRAW:
        return _next_mulligan(state.replace(placement=placement.replace(left=0)))
    return _next_hero_draw(
        state.replace(placement=placement.replace(left=0, done=placement.done + 1))
    )


def _next_mulligan(state: MiniatureState) -> MiniatureState:
    """The next seat, first player first, has its one mulligan (MI-3.3, MI-R5)."""
    placement = state.placement
    no_mulligan = SpecialRuleKind.NO_MULLIGAN in state.components.rule  # MI-2.8
    if no_mulligan or placement.done >= state.players:
        if not any(_placeable(state, seat) for seat in range(state.players)):
            return state.replace(phase=Phase.GOING_ON)  # MI-R6: no unit fits anywhere
        return state.replace(
            phase=Phase.CHOOSE_DEPLOYER,
            actor=state.first_player,
            placement=Placement(NOBODY, None, 0, placement.done),
        )
    seat = _clockwise(state, placement.done)
    return state.replace(
        phase=Phase.MULLIGAN,
        actor=seat,
        placement=placement.replace(left=0, done=placement.done + 1),
    )


def mulligan_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each distinct hero card in hand, in card order, then keeping the hand (MI-R5, MI-R13)."""
    hand = state.heroes[state.actor].hand
    return (*(Mulligan(card) for card in hand.distinct()), KeepHand())


def mulligan(state: MiniatureState, action: Mulligan) -> MiniatureState:
    """The card goes face up to the hero discard pile, to be replaced (MI-3.3, MI-R5)."""
    seat = state.actor
    cards = state.heroes[seat]
    cards = cards.replace(
        hand=cards.hand.remove(action.card), discard=cards.discard.add(action.card)
    )
    return state.replace(
        heroes=put(state.heroes, seat, cards),
        placement=state.placement.replace(left=state.placement.left + 1),
    )


def keep_hand(state: MiniatureState, action: KeepHand) -> MiniatureState:
    """End the mulligan: redraw as many cards as were discarded, as chance (MI-3.3, MI-R5)."""
    left = min(state.placement.left, len(state.heroes[state.actor].deck))
    if left:
        return state.replace(phase=Phase.REDRAW, placement=state.placement.replace(left=left))
    return _next_mulligan(state)


def deployer_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Any seat, the first player's own included, in seat order (MI-3.5, MI-R6).

    The choice is the first player's: no Action or Movement has an Initiator yet (MI-2.7).
    """
    return tuple(ChooseDeployer(seat) for seat in range(state.players) if _placeable(state, seat))


def choose_deployer(state: MiniatureState, action: ChooseDeployer) -> MiniatureState:
    """That seat places the first unit (MI-3.5)."""
    return state.replace(phase=Phase.PLACE_UNIT, actor=action.seat, deployer=action.seat)


def _unplaced(state: MiniatureState, seat: int) -> tuple[int, ...]:
    return tuple(n for n in tiers.army(state, seat) if state.units[n].anchor is None)


def _free_zone(state: MiniatureState, seat: int) -> frozenset[Hex]:
    """The hexes of a seat's zone where a unit may stand (MI-3.5, MI-5.5)."""
    components = state.components
    taken = occupants(state, NOBODY).keys() | blocked_hexes(components)
    return frozenset(
        h
        for h in components.zones[seat]
        if h not in taken and components.terrain.get(h) is not Terrain.IMPASSABLE
    )


def _fits(
    state: MiniatureState,
    number: int,
    free: frozenset[Hex],
    at: Hex | None = None,
    *,
    first_facing: bool = False,
) -> Iterator[tuple[Hex, Facing]]:
    """Each anchor (``at`` alone if given) and facing at which unit ``number`` lies on ``free``.

    With ``first_facing``, only the first facing that fits at each anchor.
    """
    shapes = state.components.shape[state.units[number].name]
    anchors = sorted(free) if at is None else (at,) if at in free else ()
    if len(set(shapes)) == 1:  # every facing covers the same hexes (one-hex units)
        facings = _FACINGS[:1] if first_facing else _FACINGS
        for q, r in anchors:
            if all((q + dq, r + dr) in free for dq, dr in shapes[0]):
                for facing in facings:
                    yield (q, r), facing
        return
    for q, r in anchors:
        for facing in _FACINGS:
            if all((q + dq, r + dr) in free for dq, dr in shapes[facing]):
                yield (q, r), facing
                if first_facing:
                    break


def _placings(
    state: MiniatureState, number: int, at: Hex | None = None, *, first_facing: bool = False
) -> Iterator[tuple[Hex, Facing]]:
    """The anchors (``at`` alone if given) and facings where a unit may be placed (MI-3.5, MI-R6).

    Wholly on free hexes of its seat's zone, leaving room for the army's other unplaced
    units: enough free hexes, and a place for each unit larger than one hex. With
    ``first_facing``, only the first facing found at each anchor.
    """
    components = state.components
    seat = state.units[number].seat
    free = _free_zone(state, seat)
    others = [n for n in _unplaced(state, seat) if n != number]
    sizes = [len(components.shape[state.units[n].name][0]) for n in others]
    needed = sum(sizes)
    large = [n for n, size in zip(others, sizes, strict=True) if size > 1]
    name = state.units[number].name
    found = None
    for anchor, facing in _fits(state, number, free, at):
        if anchor == found:
            continue
        rest = free.difference(footprint(components, name, anchor, facing))
        if needed <= len(rest) and all(
            next(_fits(state, n, rest, first_facing=True), None) for n in large
        ):
            if first_facing:
                found = anchor
            yield anchor, facing


def _placeable(state: MiniatureState, seat: int) -> bool:
    return any(next(_placings(state, n), None) is not None for n in _unplaced(state, seat))


def unit_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The deployer's units still to place that fit in their zone, in army order (MI-R6)."""
    return tuple(
        PlaceUnit(number)
        for number in tiers.army(state, state.actor)
        if state.units[number].anchor is None and next(_placings(state, number), None) is not None
    )


def place_unit(state: MiniatureState, action: PlaceUnit) -> MiniatureState:
    """That unit is placed next; its anchor hex follows (MI-R6)."""
    number = action.unit
    return state.replace(phase=Phase.PLACE_AT, placement=state.placement.replace(unit=number))


def anchor_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The hexes of the deployer's zone where the unit fits at some facing, sorted (MI-R6)."""
    found = _placings(state, state.placement.unit, first_facing=True)
    return tuple(PlaceAt(q, r) for (q, r), _ in found)


def place_at(state: MiniatureState, action: PlaceAt) -> MiniatureState:
    """The unit's anchor hex is chosen; its facing follows (MI-R6)."""
    return state.replace(
        phase=Phase.FACE, placement=state.placement.replace(anchor=(action.q, action.r))
    )


def facing_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The facings at which the unit fits at the chosen anchor, in `Facing` order (MI-R6)."""
    anchor = state.placement.anchor
    assert anchor is not None
    return tuple(
        Face(DIRECTIONS[facing]) for _, facing in _placings(state, state.placement.unit, anchor)
    )


def face(state: MiniatureState, action: Face) -> MiniatureState:
    """The unit stands on the board; the next seat clockwise with a unit to place follows.

    Players alternate until all units are placed (MI-3.5); a seat with nothing left
    to place is skipped (MI-R6). Then the 1st initiative phase begins (MI-7.1, MI-R7).
    """
    placement = state.placement
    number = placement.unit
    unit = place(state.components, state.units[number], placement.anchor, Facing[action.facing])
    state = state.replace(
        units=put(state.units, number, unit),
        placement=placement.replace(unit=NOBODY, anchor=None),
    )
    for k in range(1, state.players + 1):
        seat = (state.deployer + k) % state.players
        if _placeable(state, seat):
            return state.replace(phase=Phase.PLACE_UNIT, actor=seat, deployer=seat)
    return state.replace(deployer=NOBODY, phase=Phase.GOING_ON)  # the 1st initiative phase
