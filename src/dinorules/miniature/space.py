"""The Miniature Game's fixed action space: every decision the components allow.

An index is a position in the list of every decision the components allow, made once
per option set (scenario and data files, player count): every action type takes its
fields from a `Universe` of values read from the components (seats, units, hero and
action card titles, the deployment zones' hexes, the board's hexes, weapons,
alternatives, damage allocations, equipment), never from a state. Each action type
names the value sets of its fields (`Choice.domains`), which `DOMAINS` reads from the
universe; a type that names none, or one that does not exist, stops the space from
compiling, naming it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement, product

from dinorules.kernel import FrozenMap, Hex, value

from .actions import DIRECTIONS, NO_UNIT, ZONES
from .combat.damage import allocations
from .combat.skill_tests import INITIATOR, TARGET
from .data.components import Components
from .data.equipment import EquipmentKind
from .state import Choice

__all__ = ["DOMAINS", "Key", "Universe", "actions_of", "arguments", "universe"]

Key = tuple[Components, int]
"""The components and the number of players."""

Arguments = Iterable[tuple[object, ...]]
"""The field values of every action of one type, one tuple per action."""


@value
class Universe:
    """Every value an action's field can take with these components and players."""

    seats: tuple[int, ...]
    units: tuple[int, ...]
    """The seated armies' unit numbers: ``0 ..`` their units ``- 1``."""
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
        units=tuple(range(sum(len(army) for army in armies))),
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

DOMAINS: FrozenMap[str, Callable[[Universe], Arguments]] = FrozenMap(
    {
        "seats": lambda u: _each(u.seats),
        "units": lambda u: _each(u.units),
        "unit_or_none": lambda u: _each((NO_UNIT, *u.units)),
        "heroes": lambda u: _each(u.heroes),
        "cards": lambda u: _each(u.cards),
        "conditions": lambda u: _each(u.conditions),
        "deploy": lambda u: u.deploy,
        "board": lambda u: u.board,
        "directions": lambda u: _each(DIRECTIONS),
        "zones": lambda u: _each(ZONES),
        "booleans": lambda u: _each((True, False)),
        "sides": lambda u: _each((INITIATOR, TARGET)),
        "weapons": lambda u: _each(range(u.weapons)),
        "alternatives": lambda u: _each(range(u.alternatives)),
        "reinforced": lambda u: _each(range(u.reinforced)),
        "wounds": lambda u: _each(range(u.wounds)),
        "items": lambda u: _each(u.items),
    }
)
"""Each value set an action's fields are taken from, named by the types (`Choice.domains`):
a tuple of field values per member (a hex gives two fields, ``q`` and ``r``)."""


def arguments(kind: type[Choice], u: Universe) -> Arguments:
    """Every tuple of the fields of actions of type ``kind``, from its domains in order."""
    sets = [tuple(DOMAINS[name](u)) for name in kind.domains]
    for parts in product(*sets):
        yield tuple(field for part in parts for field in part)


def actions_of(types: tuple[type, ...], key: Key) -> Iterable[object]:
    """Every action of these types, type by type in the order given, by their domains."""
    missing = [
        kind.__name__
        for kind in types
        if not issubclass(kind, Choice) or any(name not in DOMAINS for name in kind.domains)
    ]
    if missing:
        raise ValueError(
            f"miniature: no action space for {', '.join(missing)}: a `Choice` names the "
            f"value sets of its fields in `domains`, among {', '.join(DOMAINS)}"
        )
    u = universe(key)
    for kind in types:
        assert issubclass(kind, Choice)
        for fields in arguments(kind, u):
            yield kind(*fields)
