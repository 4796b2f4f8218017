"""The Miniature Game's fixed action space and observation tensor (`kernel.indexing`).

An index is a position in the list of every decision the components allow, made once
per option set (scenario and data files, player count): every action type takes its
fields from a `Universe` of values read from the components (seats, army slots, hero
and action card titles, the deployment zones' hexes, the board's hexes, weapons,
alternatives, damage allocations, equipment), never from a state. `ARGUMENTS` is the
one place that says, for each type of `DECISION_TYPES` and `OUTCOME_TYPES`, which
fields it takes: a type missing there stops the space from compiling, naming it.
The tensor (`tensor.py`) is documented in ``docs/interop.md``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement, product

from dinorules.kernel import FrozenMap, Hex, Options, value
from dinorules.kernel.indexing import Interop

from .actions import (
    DECISION_TYPES,
    DIRECTIONS,
    OUTCOME_TYPES,
    Act,
    Attack,
    Backward,
    BreakFree,
    Buy,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawCondition,
    DrawHero,
    Face,
    Flee,
    Follow,
    Forward,
    Grab,
    Hold,
    Jump,
    KeepHand,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Knock,
    Lead,
    LetGo,
    MoveNextTo,
    Mulligan,
    NoAction,
    NoIdle,
    NoReinforce,
    NoTest,
    Pass,
    Pick,
    PlaceActive,
    PlaceAt,
    PlaceIdle,
    PlaceNext,
    PlaceUnit,
    PlayHero,
    Push,
    React,
    Reinforce,
    Reveal,
    Rotate,
    SkipTurn,
    Stack,
    StandUp,
    Stop,
    Target,
    TrimStack,
    UseBaseSkills,
    UseCard,
    UseIcons,
    Wound,
    Zone,
)
from .combat.actions import ZONES
from .combat.damage import allocations
from .combat.skill_tests import INITIATOR, TARGET
from .data.components import Components, components_for
from .data.equipment import AmmoEffect, EquipmentKind
from .heroes.actions import NO_UNIT
from .round.combo import stack_limit
from .state import MiniatureState
from .tensor import Context, UnitInfo, encode, layout

__all__ = ["ARGUMENTS", "INTEROP", "Universe", "actions_of", "universe"]

Key = tuple[Components, int]
"""The components and the number of players."""

Arguments = Iterable[tuple[object, ...]]
"""The field values of every action of one type, one tuple per action."""


@value
class Universe:
    """Every value an action's field can take with these components and players."""

    seats: tuple[int, ...]
    slots: tuple[int, ...]
    """Army slots: ``0 ..`` the largest seated army's size ``- 1``."""
    heroes: tuple[str, ...]
    """Hero card titles of the seated armies' decks (MI-19.1, MI-R49), sorted."""
    cards: tuple[str, ...]
    """Action card titles of the seated units' decks, then the condition cards (MI-17)."""
    conditions: tuple[str, ...]
    deploy: tuple[Hex, ...]
    """The hexes of the seated deployment zones, sorted (anchors, MI-R6)."""
    board: tuple[Hex, ...]
    """Every hex of the board (targets, MI-13.2, MI-R29)."""
    weapons: int
    """The unit board's weapon, and one weapon card when the equipment has any (MI-13.2)."""
    alternatives: int
    """The most alternatives on one "or" line of a card (MI-R19)."""
    reinforced: int
    """The most reinforced alternatives of a card (MI-R19)."""
    wounds: int
    """The most damage allocations a seated unit can be offered (MI-14.6, MI-R33)."""
    items: tuple[str, ...]
    """Equipment card names (MI-18.7, MI-R48)."""


_EXACT_LIMIT = 5000
"""Wounded states searched at most for the exact allocation bound; past it, a formula."""


def _most_allocations(models: int, health: int) -> int:
    """The most damage allocations a unit board's models can be offered (MI-R33).

    Exact for the starter units: the most over every wounded state (at most ``models``
    models of at most ``health`` each) and every amount of damage, since wounded models
    offer more choices than fresh ones. For boards with many states, a bound: a choice
    of the models eliminated, times the survivor taking the rest.
    """
    states = sum(math.comb(health + k - 1, k) for k in range(1, models + 1))
    if states > _EXACT_LIMIT:
        return math.comb(models, models // 2) * models
    most = 1
    for count in range(1, models + 1):
        for healths in combinations_with_replacement(range(1, health + 1), count):
            for damage in range(1, sum(healths) + 1):
                most = max(most, len(allocations(healths, damage)))
    return most


def universe(key: Key) -> Universe:
    """The field values of this option set (see `Universe`)."""
    components, players = key
    armies = components.armies[:players]
    cards = {title for army in armies for e in army for title in components.deck_cards[e.deck]}
    conditions = tuple(sorted(components.condition_card))
    boards = {components.unit[entry.unit] for army in armies for entry in army}
    every_card = [
        card for army in armies for e in army for card in components.deck[e.deck].cards
    ] + [components.condition_card[title] for title in conditions]
    return Universe(
        seats=tuple(range(players)),
        slots=tuple(range(max(len(army) for army in armies))),
        heroes=tuple(sorted({t for deck in components.roster_heroes[:players] for t in deck})),
        cards=(*sorted(cards.difference(conditions)), *conditions),
        conditions=conditions,
        deploy=tuple(sorted({h for zone in components.zones[:players] for h in zone})),
        board=tuple(components.board),
        # A unit carries at most one weapon card (MI-13.2, `equipment.fits`).
        weapons=1 + any(e.kind is EquipmentKind.WEAPON for e in components.equipment.items),
        alternatives=max((len(line) for c in every_card for line in c.choices), default=0),
        reinforced=max(
            (len(c.reinforced.choices) for c in every_card if c.reinforced is not None),
            default=0,
        ),
        wounds=max(_most_allocations(board.models, board.health) for board in boards),
        items=tuple(sorted(e.name for e in components.equipment.items)),
    )


def _each(values: Iterable[object]) -> Arguments:
    return ((v,) for v in values)


_NONE: tuple[tuple[object, ...], ...] = ((),)
"""A type without fields: one action."""

ARGUMENTS: FrozenMap[type, Callable[[Universe], Arguments]] = FrozenMap(
    {
        # Start phase (MI-3, MI-R5, MI-R6)
        Mulligan: lambda u: _each(u.heroes),
        KeepHand: lambda u: _NONE,
        ChooseDeployer: lambda u: _each(u.seats),
        PlaceUnit: lambda u: _each(u.slots),
        PlaceAt: lambda u: u.deploy,
        Face: lambda u: _each(DIRECTIONS),
        # Movement (MI-4, MI-5, MI-15)
        Forward: lambda u: _each(DIRECTIONS),
        Backward: lambda u: _each(DIRECTIONS),
        Rotate: lambda u: _each((True, False)),
        Jump: lambda u: _each(DIRECTIONS),
        StandUp: lambda u: _NONE,
        LetGo: lambda u: _NONE,
        Stop: lambda u: _NONE,
        # The round (MI-7 .. MI-12, MI-R17, MI-R19, MI-R26)
        Lead: lambda u: _each(u.seats),
        Pick: lambda u: _each(u.slots),
        PlaceActive: lambda u: _each(u.cards),
        PlaceNext: lambda u: _each(u.cards),
        PlaceIdle: lambda u: _each(u.cards),
        NoIdle: lambda u: _NONE,
        Reveal: lambda u: _NONE,
        SkipTurn: lambda u: _NONE,
        UseCard: lambda u: _NONE,
        UseBaseSkills: lambda u: _NONE,
        Hold: lambda u: _NONE,
        React: lambda u: _each(u.slots),
        Pass: lambda u: _NONE,
        Act: lambda u: _NONE,
        NoAction: lambda u: _NONE,
        Choose: lambda u: _each(range(u.alternatives)),
        Reinforce: lambda u: _each(range(u.reinforced)),
        NoReinforce: lambda u: _NONE,
        # Fights (MI-13 .. MI-15)
        Attack: lambda u: _each(range(u.weapons)),
        Grab: lambda u: _NONE,
        BreakFree: lambda u: _NONE,
        Target: lambda u: u.board,
        Zone: lambda u: _each(ZONES),
        Wound: lambda u: _each(range(u.wounds)),
        Push: lambda u: _NONE,
        Knock: lambda u: _NONE,
        NoTest: lambda u: _NONE,
        Follow: lambda u: _each((True, False)),
        Flee: lambda u: _each(DIRECTIONS),
        MoveNextTo: lambda u: u.board,
        # End of the round (MI-9, MI-10, MI-R24)
        KeepSkipped: lambda u: _each((True, False)),
        Stack: lambda u: _each((True, False)),
        TrimStack: lambda u: _NONE,
        KeepStack: lambda u: _NONE,
        KeepIdle: lambda u: _each((True, False)),
        DiscardHero: lambda u: _each(u.heroes),
        # Hero cards and equipment (MI-18, MI-19, MI-R43, MI-R48)
        PlayHero: lambda u: product(u.heroes, (NO_UNIT, *u.slots)),
        UseIcons: lambda u: product(u.heroes, (INITIATOR, TARGET)),
        Buy: lambda u: product(u.items, u.slots),
        # Chance outcomes (MI-R3, MI-R4, MI-R5, MI-17.4)
        CoinToss: lambda u: _each(u.seats),
        DrawAction: lambda u: _each(u.cards),
        DrawHero: lambda u: _each(u.heroes),
        DrawCondition: lambda u: _each(u.conditions),
    }
)
"""For each action type, every tuple of its fields: a new action type gets its line here."""


def actions_of(types: tuple[type, ...], key: Key) -> Iterable[object]:
    """Every action of these types, type by type in the order given, by `ARGUMENTS`."""
    missing = [kind.__name__ for kind in types if kind not in ARGUMENTS]
    if missing:
        raise ValueError(
            f"miniature: no action-space entry for {', '.join(missing)} "
            "(add it to miniature.interop.ARGUMENTS)"
        )
    u = universe(key)
    for kind in types:
        for fields in ARGUMENTS[kind](u):
            yield kind(*fields)


def _key(options: Options) -> Key:
    return components_for(options), int(options["players"])


def _state_key(state: MiniatureState) -> Key:
    return state.components, state.players


def _prepare(key: Key) -> Context:
    """The tensor's names and sizes for this option set (`tensor.Context`)."""
    components, players = key
    u = universe(key)
    boards = [
        (components.unit[entry.unit], entry.deck)
        for army in components.armies[:players]
        for entry in army
    ]
    units = tuple(
        UnitInfo(
            cards=(
                *(t for t in components.deck_cards[deck].distinct() if t not in u.conditions),
                *u.conditions,
            ),
            models=board.models,
            stack=stack_limit(board.combo),
        )
        for board, deck in boards
    )
    scenario = components.scenario
    return Context(
        players=players,
        units=units,
        board=u.board,
        where=FrozenMap((h, i) for i, h in enumerate(u.board)),
        heroes=u.heroes,
        conditions=u.conditions,
        items=u.items,
        ammo=tuple(
            sorted(
                e.name
                for e in components.equipment.items
                if e.ammunition is not None and e.ammunition.effect is not AmmoEffect.STANDARD
            )
        ),
        places=(
            *(o.name for o in scenario.objectives),
            *(s.name for s in (*scenario.caches, *scenario.crates)),
        ),
        weapons=u.weapons,
        wounds=u.wounds,
        models=max(board.models for board, _ in boards),
        victories=len(scenario.victories),
    )


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=lambda key: actions_of(DECISION_TYPES, key),
    outcomes=lambda key: actions_of(OUTCOME_TYPES, key),
    layout=lambda key: layout(_prepare(key)),
    encode=encode,
    prepare=_prepare,
)
"""The Miniature Game's declaration for `GameSpec.interop`."""
