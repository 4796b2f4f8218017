"""The Miniature Game's greedy policy: go for what wins the scenario, fighting on the way.

Its goals come from the scenario's victory conditions open to the player's seat
(MI-R23), read from the observation (which carries the scenario, MI-R70):

- ``eliminate_all`` and ``eliminate_models``: every enemy unit; ``eliminate_unit``: the
  unit named, counted `NAMED` hexes nearer and aimed at first;
- ``hold_objectives``: the objectives no ally covers; ``collect_requisition``: the
  objectives and caches not claimed yet (and no equipment is bought); ``reach_zone``:
  the zone's hexes no ally covers; an errand counts `ERRAND` hexes nearer than a fight;
- ``survive``: none.

- Movement: a step or a jump scores by how much nearer it brings the unit to its
  nearest goal (`potential`), less a little for the movement it costs; a rotation by
  that and how much nearer it turns the faced hex; ``Stop`` scores 0, so a unit stops
  on an objective, in contact, or when blocked.
- Placement: the anchor nearest a goal, facing the nearest; the first player lets
  another seat deploy first, to answer its placement.
- Fights: attack rather than grab, grab rather than nothing; aim at an enemy (never
  an ally), the named unit first, then the weakest; knock rather than push, follow a
  pushed unit, stand up.
- The round: reveal rather than skip, use the card rather than the base skills, act,
  react when offered, pay for reinforcement, keep the stack and the Idle card; place the
  highest-Initiative card on the Active and Next slots (to act first) and spare an Idle
  card; go first when leading a tie. Hero hands are kept.

An observation without its scenario (built by hand) is played as ``eliminate_all``.
"""

from __future__ import annotations

import functools
from typing import Final

from dinorules.kernel import AnyGame, Facing, FrozenMap, Hex
from dinorules.kernel.hexgrid import distance, neighbour, rotate, turn

from .actions import (
    Act,
    Attack,
    Backward,
    BreakFree,
    Buy,
    ChooseDeployer,
    Face,
    Follow,
    Forward,
    Grab,
    Hold,
    Jump,
    KeepIdle,
    KeepSkipped,
    Knock,
    Lead,
    MiniatureAction,
    Mulligan,
    PlaceActive,
    PlaceAt,
    PlaceIdle,
    PlaceNext,
    Push,
    React,
    Reinforce,
    Reveal,
    Rotate,
    Stack,
    StandUp,
    Target,
    TrimStack,
    UseCard,
)
from .board import translate
from .data.components import load_components
from .data.scenarios import Scenario, VictoryKind
from .observation import MiniatureObservation

__all__ = ["goals", "potential", "score_action"]

_PREFERRED: Final = FrozenMap(
    {
        Reveal: 1.0,
        UseCard: 1.0,
        Hold: 0.5,
        React: 1.0,
        Act: 1.0,
        Reinforce: 1.0,
        TrimStack: -1.0,
        PlaceIdle: 0.5,
        Attack: 2.0,
        Grab: 1.0,
        BreakFree: 1.0,
        Knock: 1.0,
        Push: 0.5,
        StandUp: 2.0,
    }
)
"""Scores of the round's decisions that do not depend on the position (others score 0)."""


@functools.cache
def _initiatives() -> FrozenMap[str, int]:
    """Each starter action card's Initiative by title (unknown titles score 0)."""
    found: dict[str, int] = {}
    for deck in load_components().actions.decks:
        for card in deck.cards:
            found[card.title] = max(found.get(card.title, 0), card.initiative or 0)
    return FrozenMap(found)


COST: Final = 0.01
"""The score of one point of movement spent: a tie-breaker toward cheap moves."""
FACING: Final = 0.1
"""The weight of the faced hex's distance to a goal, below one hex of approach."""
JUMP_GUESS: Final = 2
"""Hexes a jump is taken to travel (a guess: a jump's length depends on what it clears)."""
NAMED: Final = 1
"""Hexes nearer that a unit named by an ``eliminate_unit`` victory counts."""
ERRAND: Final = 2
"""Hexes nearer that an objective, cache or zone counts than an enemy unit."""

Goal = tuple[tuple[Hex, ...], int]
"""Hexes to reach (one suffices) and the offset added to the distance to them."""


def _team(scenario: Scenario | None, seat: int) -> int:
    return seat if scenario is None else scenario.armies[seat].team


def _enemy_units(observation: MiniatureObservation, player: int) -> tuple[int, ...]:
    """The enemy units on the board (other teams, MI-R15), by number."""
    scenario, team = observation.scenario, _team(observation.scenario, player)
    return tuple(
        number
        for number, unit in enumerate(observation.units)
        if unit.hexes and _team(scenario, unit.seat) != team
    )


def _named(observation: MiniatureObservation, player: int) -> frozenset[str]:
    """The units whose elimination alone wins for ``player`` (``eliminate_unit``)."""
    scenario = observation.scenario
    if scenario is None:
        return frozenset()
    return frozenset(
        v.unit
        for v in scenario.victories
        if v.kind is VictoryKind.ELIMINATE_UNIT and (not v.seats or player in v.seats)
    )


def goals(observation: MiniatureObservation, player: int, mover: int | None) -> tuple[Goal, ...]:
    """What unit ``mover`` of ``player`` goes for, from the scenario's victories (MI-R23)."""
    scenario, units = observation.scenario, observation.units
    enemies = [units[n] for n in _enemy_units(observation, player)]
    if scenario is None:
        return tuple((unit.hexes, 0) for unit in enemies)
    team = _team(scenario, player)
    covered = {
        h
        for number, unit in enumerate(units)
        if number != mover and _team(scenario, unit.seat) == team
        for h in unit.hexes
    }
    found: list[Goal] = []
    for victory in scenario.victories:
        if victory.seats and player not in victory.seats:
            continue
        kind = victory.kind
        if kind in (VictoryKind.ELIMINATE_ALL, VictoryKind.ELIMINATE_MODELS):
            found += [(unit.hexes, 0) for unit in enemies]
        elif kind is VictoryKind.ELIMINATE_UNIT:
            found += [(unit.hexes, -NAMED) for unit in enemies if unit.name == victory.unit]
        elif kind is VictoryKind.HOLD_OBJECTIVES:
            found += [((o.hex,), -ERRAND) for o in scenario.objectives if o.hex not in covered]
        elif kind is VictoryKind.REACH_ZONE:
            free = tuple(sorted(victory.zone - covered))
            found += [(free, -ERRAND)] if free else []
        elif kind is VictoryKind.COLLECT_REQUISITION:
            sites = [(o.name, o.hex) for o in scenario.objectives]
            sites += [(c.name, c.hex) for c in scenario.caches]
            found += [((h,), -ERRAND) for name, h in sites if name not in observation.claimed]
    return tuple(found)


def _gap(hexes: tuple[Hex, ...], targets: tuple[Hex, ...]) -> int:
    """The fewest steps from any of ``hexes`` to any of ``targets``."""
    return min(distance(a, b) for a in hexes for b in targets)


def potential(hexes: tuple[Hex, ...], found: tuple[Goal, ...]) -> int:
    """How far ``hexes`` are from the nearest goal, offsets included (lower is better).

    >>> potential(((0, 0),), ((((3, 0),), 0), (((0, 4),), -ERRAND)))
    2
    """
    return min(_gap(hexes, targets) + offset for targets, offset in found if targets)


def _move_score(observation: MiniatureObservation, player: int, action: MiniatureAction) -> float:
    mover = observation.active
    if mover is None:
        return 0.0
    found = tuple(g for g in goals(observation, player, mover) if g[0])
    if not found:
        return 0.0
    unit = observation.units[mover]
    here = unit.hexes
    now = potential(here, found)
    if isinstance(action, Forward | Backward | Jump):
        hexes = JUMP_GUESS if isinstance(action, Jump) else 1
        cost = {Forward: 1, Backward: 2, Jump: JUMP_GUESS}[type(action)]
        after = potential(translate(here, Facing[action.direction], hexes), found)
        return float(now - after) - COST * cost
    if isinstance(action, Rotate):
        anchor = here[0]
        facing = turn(unit.facing, 1 if action.clockwise else -1)
        turned = tuple(rotate(h, 1 if action.clockwise else -1, anchor) for h in here)
        before = potential((neighbour(anchor, unit.facing),), found)
        ahead = potential((neighbour(anchor, facing),), found)
        return float(now - potential(turned, found)) + FACING * (before - ahead) - COST
    return 0.0  # Stop


def _round_score(player: int, action: MiniatureAction) -> float | None:
    """The score of a decision of the game round; None for the others."""
    preferred = _PREFERRED.get(type(action))
    if preferred is not None:
        return preferred
    if isinstance(action, PlaceActive | PlaceNext):
        return float(_initiatives().get(action.card, 0))
    if isinstance(action, Lead):
        return 1.0 if action.seat == player else 0.0
    if isinstance(action, Follow):
        return 1.0 if action.follow else 0.0
    if isinstance(action, Stack | KeepIdle | KeepSkipped):
        return 1.0 if action.keep != isinstance(action, KeepSkipped) else 0.0
    return None


def _target_score(observation: MiniatureObservation, player: int, action: Target) -> float:
    """An enemy, the named unit first, then the weakest; never an ally or an empty hex."""
    aimed = (action.q, action.r)
    named = _named(observation, player)
    for number in _enemy_units(observation, player):
        unit = observation.units[number]
        if aimed in unit.hexes:
            return 1.0 + (1.0 if unit.name in named else 0.0) + 0.5 / (1 + sum(unit.health))
    return -1.0


def _placement_score(
    observation: MiniatureObservation, player: int, action: PlaceAt | Face
) -> float:
    """Place the unit nearest a goal, facing the nearest."""
    found = tuple(g for g in goals(observation, player, observation.placing) if g[0])
    if isinstance(action, PlaceAt):
        return -float(potential(((action.q, action.r),), found)) if found else 0.0
    anchor = observation.anchor
    if anchor is None or not found:
        return 0.0
    return -float(potential((neighbour(anchor, Facing[action.facing]),), found))


def _saving(observation: MiniatureObservation, player: int) -> bool:
    """Whether ``player`` may win by Requisition held, so buys nothing (MI-18.8)."""
    scenario = observation.scenario
    return scenario is not None and any(
        v.kind is VictoryKind.COLLECT_REQUISITION and (not v.seats or player in v.seats)
        for v in scenario.victories
    )


def score_action(
    game: AnyGame, observation: MiniatureObservation, player: int, action: MiniatureAction
) -> float:
    """Higher is better (see the module docstring)."""
    round_score = -1.0 if isinstance(action, Mulligan) else _round_score(player, action)
    if round_score is not None:
        return round_score
    if isinstance(action, ChooseDeployer):
        return 0.0 if action.seat == player else 1.0
    if isinstance(action, Target):
        return _target_score(observation, player, action)
    if isinstance(action, PlaceAt | Face):
        return _placement_score(observation, player, action)
    if isinstance(action, Buy):
        return -1.0 if _saving(observation, player) else 0.0
    return _move_score(observation, player, action)
