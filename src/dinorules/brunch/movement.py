"""The four Actions: peaceful moves, charges, waking, and moving a carnivore.

Herbivores move orthogonally in a straight line, at least one square (BR-R3),
stopping before another dinosaur or the edge, or on the first grass token, which
they eat (BR-6.1, BR-6.2, BR-15.5, BR-19.4). A Triceratops charges along a clear
line into the first dinosaur it meets, which its player then relocates (BR-7.2,
BR-7.3, BR-R4). The Raptor moves in the eight directions and a T-Rex orthogonally,
stopping before grass, another carnivore or the edge, or scaring off the first
herbivore they meet (BR-9.2, BR-19.5, BR-R7); one carnivore move per turn.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Final

from .actions import DIRECTIONS, Charge, Move, MoveCarnivore, Pass, Wake
from .effects import eat
from .followups import ask, hide_actions
from .meadow import Meadow
from .pieces import ASLEEP, EMPTY, RAPTOR, TREX, base, role_team
from .state import PLACE, RELOCATE, BrunchState, Phase, bump, put
from .turns import finish_action

__all__ = [
    "apply_charge",
    "apply_hunt",
    "apply_move",
    "apply_wake",
    "carnivore_of",
    "hunt_destination",
    "main_actions",
    "move_destination",
]

DIRECTION_INDEX: Final = MappingProxyType({name: i for i, name in enumerate(DIRECTIONS)})
_PASS: Final = (Pass(),)


def carnivore_of(role: int) -> int:
    """The carnivore a role may move: the Raptor for Triceratops, T-Rexes for Diplos."""
    return RAPTOR if role >= 2 else TREX


def main_actions(state: BrunchState) -> tuple[Any, ...]:
    """Every Action of the role on turn, then free `Hide` decisions (canonical order).

    Moves (by square, then N E S W), charges (same order), wakes (by square), carnivore
    moves (by square, then N E S W NE SE SW NW); `Pass` when no Action is possible;
    then `Hide` by token kind.
    """
    board = state.board
    role = state.role
    meadow = state.variant.meadow
    own = role + 1
    actions = _herbivore_actions(board, own, meadow, role >= 2)
    sleeping = own + ASLEEP
    if sleeping in board:
        wakes = meadow.wakes
        actions += [wakes[i] for i, code in enumerate(board) if code == sleeping]
    if not state.carnivore_moved:
        carnivore = RAPTOR if role >= 2 else TREX
        if carnivore in board:
            _hunts(board, carnivore, meadow, actions)
    hides: tuple[Any, ...] = ()
    piles = state.tokens.piles
    for slot in state.variant.hideout_slots[role]:
        if piles[slot]:
            hides = hide_actions(state)
            break
    if not actions:
        return _PASS + hides
    if hides:
        actions += hides
    return tuple(actions)


def _herbivore_actions(
    board: tuple[int, ...], own: int, meadow: Meadow, charger: bool
) -> list[Any]:
    """The moves, then the charges, of the awake herbivores coded ``own``."""
    moves: list[Any] = []
    charges: list[Any] = []
    steps = meadow.steps
    square = -1
    for _ in range(board.count(own)):
        square = board.index(own, square + 1)
        for ray, move, charge in steps[square]:
            first = board[ray[0]]
            if first < 0:  # grass: the move eats it
                moves.append(move)
            elif first == 0:  # an empty square: the move covers at least one square
                moves.append(move)
                if charger:
                    for j in ray:
                        found = board[j]
                        if found:
                            if found > 0:
                                charges.append(charge)
                            break
            elif charger:  # a dinosaur next to it: a charge only
                charges.append(charge)
    return moves + charges


def _hunts(board: tuple[int, ...], carnivore: int, meadow: Meadow, actions: list[Any]) -> None:
    """Append the moves of each ``carnivore`` on the board that can move."""
    first_steps = meadow.raptor_steps if carnivore == RAPTOR else meadow.trex_steps
    square = -1
    for _ in range(board.count(carnivore)):
        square = board.index(carnivore, square + 1)
        for first, hunt in first_steps[square]:
            found = board[first]
            if found == EMPTY or (found > 0 and found & 7 <= 4):
                actions.append(hunt)


def move_destination(board: tuple[int, ...], ray: tuple[int, ...]) -> int:
    """Where a peaceful move along ``ray`` ends (-1 if it covers no square)."""
    destination = -1
    for j in ray:
        found = board[j]
        if found == EMPTY:
            destination = j
            continue
        if found < 0:
            return j
        break
    return destination


def charge_target(board: tuple[int, ...], ray: tuple[int, ...]) -> int:
    """The square of the dinosaur a charge along ``ray`` hits (-1 if grass or edge first)."""
    for j in ray:
        found = board[j]
        if found == EMPTY:
            continue
        return j if found > 0 else -1
    return -1


def hunt_destination(board: tuple[int, ...], ray: tuple[int, ...]) -> int:
    """Where a carnivore moving along ``ray`` ends (-1 if it cannot move that way)."""
    destination = -1
    for j in ray:
        found = board[j]
        if found == EMPTY:
            destination = j
            continue
        if found > 0 and base(found) <= 4:
            return j
        break
    return destination


def apply_move(state: BrunchState, action: Move) -> BrunchState:
    """A peaceful move; eating the grass token it stops on (BR-6.1, BR-6.2)."""
    meadow = state.variant.meadow
    square = meadow.index[action.at]
    board = state.board
    destination = move_destination(board, meadow.rays[square][DIRECTION_INDEX[action.direction]])
    found = board[destination]
    board = put(put(board, square, EMPTY), destination, board[square])
    if found < 0:
        return eat(state, destination, found, board=board, actions_left=state.actions_left - 1)
    return finish_action(state, check=False, board=board, actions_left=state.actions_left - 1)


def apply_charge(state: BrunchState, action: Charge) -> BrunchState:
    """A charge: take the dinosaur's square; its player then relocates it (BR-7.2, BR-7.3)."""
    meadow = state.variant.meadow
    square = meadow.index[action.at]
    board = state.board
    target = charge_target(board, meadow.rays[square][DIRECTION_INDEX[action.direction]])
    charged = board[target]
    board = put(put(board, square, EMPTY), target, board[square])
    phase = Phase(PLACE, piece=charged, purpose=RELOCATE)
    return ask(state, phase, board=board, actions_left=state.actions_left - 1)


def apply_wake(state: BrunchState, action: Wake) -> BrunchState:
    """Stand a sleeping herbivore up again (BR-8.1)."""
    square = state.variant.meadow.index[action.at]
    board = put(state.board, square, state.board[square] - ASLEEP)
    return finish_action(state, check=False, board=board, actions_left=state.actions_left - 1)


def apply_hunt(state: BrunchState, action: MoveCarnivore) -> BrunchState:
    """Move a carnivore; a herbivore it reaches goes back to its reserve (BR-9.2)."""
    meadow = state.variant.meadow
    square = meadow.index[action.at]
    board = state.board
    destination = hunt_destination(board, meadow.rays[square][DIRECTION_INDEX[action.direction]])
    victim = board[destination]
    reserve = state.reserve
    progress = state.progress
    if victim > 0:
        kind = base(victim) - 1
        reserve = bump(reserve, kind, 1)
        progress = progress or role_team(kind) != role_team(state.role)
    board = put(put(board, square, EMPTY), destination, board[square])
    return finish_action(
        state,
        board=board,
        reserve=reserve,
        progress=progress,
        carnivore_moved=True,
        actions_left=state.actions_left - 1,
    )
