"""The Miniature Game's greedy policy (parts 1-2): close in on the nearest enemy, facing it.

- Movement: a step or a jump scores by how much nearer it brings the unit's nearest hex
  to the nearest enemy hex, less a little for the movement it costs; a rotation by how
  much nearer it turns the faced hex; ``Stop`` scores 0, so a unit stops once nothing
  brings it closer (in contact, or blocked).
- Placement: the anchor nearest to an enemy unit already placed, facing it; before any
  enemy stands on the board every placement scores alike (the agent breaks ties).
- The first player lets another seat deploy first, to answer its placement.
- Hero hands are kept (hero cards are not played before part 4).
- Fights (part 3): attack rather than grab, grab rather than nothing, aim at an enemy
  (never an ally), knock rather than push, follow a pushed unit, stand up.
- The round: reveal rather than skip, use the card rather than the base skills, act,
  react when offered, pay for reinforcement, keep the stack and the Idle card; place the
  highest-Initiative card on the Active and Next slots (to act first) and spare an Idle
  card; go first when leading a tie.

Everything is read from the observation (the units' hexes and facings), so the policy
works with any scenario file.
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
from .components import load_components
from .observation import MiniatureObservation

__all__ = ["score_action"]

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
"""The weight of the faced hex's distance to the enemy, below one hex of approach."""
JUMP_GUESS: Final = 2
"""Hexes a jump is taken to travel (the observation does not show the terrain)."""


def _enemy_hexes(observation: MiniatureObservation, player: int) -> tuple[Hex, ...]:
    return tuple(h for unit in observation.units if unit.seat != player for h in unit.hexes)


def _gap(hexes: tuple[Hex, ...], enemies: tuple[Hex, ...]) -> int:
    """The fewest steps from any of ``hexes`` to any enemy hex."""
    return min(distance(a, b) for a in hexes for b in enemies)


def _move_score(observation: MiniatureObservation, player: int, action: MiniatureAction) -> float:
    enemies = _enemy_hexes(observation, player)
    if observation.active is None or not enemies:
        return 0.0
    unit = observation.units[observation.active]
    here = unit.hexes
    now = _gap(here, enemies)
    if isinstance(action, Forward | Backward | Jump):
        hexes = JUMP_GUESS if isinstance(action, Jump) else 1
        cost = {Forward: 1, Backward: 2, Jump: JUMP_GUESS}[type(action)]
        after = _gap(translate(here, Facing[action.direction], hexes), enemies)
        return float(now - after) - COST * cost
    if isinstance(action, Rotate):
        anchor = here[0]
        facing = turn(unit.facing, 1 if action.clockwise else -1)
        turned = tuple(rotate(h, 1 if action.clockwise else -1, anchor) for h in here)
        before = _gap((neighbour(anchor, unit.facing),), enemies)
        ahead = _gap((neighbour(anchor, facing),), enemies)
        return float(now - _gap(turned, enemies)) + FACING * (before - ahead) - COST
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


def _hex_score(action: Target | PlaceAt, enemies: tuple[Hex, ...]) -> float:
    """Aim at an enemy, never an ally; place a unit near the enemy."""
    if isinstance(action, Target):
        return 1.0 if (action.q, action.r) in enemies else -1.0
    return -float(_gap(((action.q, action.r),), enemies)) if enemies else 0.0


def score_action(
    game: AnyGame, observation: MiniatureObservation, player: int, action: MiniatureAction
) -> float:
    """Higher is better (see the module docstring)."""
    round_score = -1.0 if isinstance(action, Mulligan) else _round_score(player, action)
    if round_score is not None:
        return round_score
    if isinstance(action, ChooseDeployer):
        return 0.0 if action.seat == player else 1.0
    enemies = _enemy_hexes(observation, player)
    if isinstance(action, Target | PlaceAt):
        return _hex_score(action, enemies)
    if isinstance(action, Face):
        anchor = observation.anchor
        if anchor is None or not enemies:
            return 0.0
        return -float(_gap((neighbour(anchor, Facing[action.facing]),), enemies))
    return _move_score(observation, player, action)
