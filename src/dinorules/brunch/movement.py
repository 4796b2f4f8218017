"""The four Actions: peaceful moves, charges, waking, and moving a carnivore.

Herbivores move orthogonally in a straight line, at least one square (BR-R3),
stopping before another dinosaur or the edge, or on the first grass token, which
they eat (BR-6.1, BR-6.2, BR-15.5, BR-19.4). A Triceratops charges along a clear
line into the first dinosaur it meets, which its player then relocates (BR-7.2,
BR-7.3, BR-R4). The Raptor moves in the eight directions and a T-Rex orthogonally,
stopping before grass, another carnivore or the edge, or scaring off the first
herbivore they meet (BR-9.2, BR-19.5, BR-R7). The Raptor moves once per turn
(BR-9.3); a T-Rex may be moved with every Action (BR-19.3, BR-R7).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap

from .actions import DIRECTIONS, BrunchAction, Charge, Hide, Move, MoveCarnivore, Pass, Wake
from .effects import eat
from .followups import hide_actions
from .meadow import Meadow
from .pieces import (
    ASLEEP,
    EMPTY,
    PREY,
    RAPTOR,
    ROLE_COUNT,
    TREX,
    is_triceratops_role,
    reserve_slot,
    role_herbivore,
    role_team,
)
from .state import BrunchState, bump, placed, shifted
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

DIRECTION_INDEX: Final = FrozenMap((name, i) for i, name in enumerate(DIRECTIONS))
_PASS: Final = (Pass(),)
_ROLES: Final = range(ROLE_COUNT)


def carnivore_of(role: int) -> int:
    """The carnivore a role may move: the Raptor for Triceratops, T-Rexes for Diplos.

    On a Diplo turn a T-Rex, never the Raptor (BR-15.4, BR-15.6); on a Triceratops
    turn the Raptor, never a T-Rex (BR-15.7, BR-15.10).
    """
    return RAPTOR if is_triceratops_role(role) else TREX


_HERBIVORE_OF_ROLE: Final = tuple(role_herbivore(role) for role in _ROLES)
_CARNIVORE_OF_ROLE: Final = tuple(carnivore_of(role) for role in _ROLES)
_CARNIVORE_SLOT: Final = tuple(reserve_slot(code) for code in _CARNIVORE_OF_ROLE)
_CHARGES: Final = tuple(is_triceratops_role(role) for role in _ROLES)
"""Per role: whether its herbivores charge (Triceratops only: BR-15.9, BR-19.4)."""


def main_actions(state: BrunchState) -> tuple[BrunchAction, ...]:
    """Every Action of the role on turn, then free `Hide` decisions (canonical order).

    Moves (by square, then N E S W), charges (same order), wakes (by square), carnivore
    moves (by square, then N E S W NE SE SW NW); `Pass` when no Action is possible;
    then `Hide` by token kind. In the team rules Diplos and Triceratops move as in
    their own box (BR-15.4, BR-17.4).
    """
    board = state.board
    role = state.role
    variant = state.variant
    meadow = variant.meadow
    # A role's figures on the meadow are those not in reserve (none is in hand now):
    # counting so spares scanning the board for sleepers and carnivores that are not
    # there, most of a game.
    totals = variant.piece_totals
    reserve = state.reserve
    own = _HERBIVORE_OF_ROLE[role]
    on_board = totals[role] - reserve[role]
    actions, awake = _herbivore_actions(board, own, on_board, meadow, _CHARGES[role])
    if awake < on_board:
        _wakes(board, own + ASLEEP, meadow, actions)
    carnivore = _CARNIVORE_OF_ROLE[role]
    slot = _CARNIVORE_SLOT[role]
    carnivores = totals[slot] - reserve[slot]
    # The Raptor once per turn (BR-9.3); T-Rexes with any Action (BR-19.3, BR-R7).
    if carnivores and not (carnivore == RAPTOR and state.raptor_moved):
        _hunts(board, carnivore, carnivores, meadow, actions)
    hides: tuple[Hide, ...] = ()
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
    board: tuple[int, ...], own: int, most: int, meadow: Meadow, charger: bool
) -> tuple[list[BrunchAction], int]:
    """The moves, then the charges, of the awake herbivores coded ``own``; and their number.

    ``most`` is how many of them there may be (the role's figures on the meadow). A
    move covers at least one square (BR-R3); a herbivore may be moved twice in a turn
    (BR-6.4, BR-7.4). Only a Triceratops charges (BR-15.9, BR-19.4).
    """
    moves: list[BrunchAction] = []
    charges: list[BrunchAction] = []
    steps = meadow.steps
    square = -1
    found_figures = 0
    for found_figures in range(most):  # noqa: B007 - how many were found is the result
        try:
            square = board.index(own, square + 1)
        except ValueError:  # the others sleep: not counting them first spares a scan
            break
        for first, rest, move, charge in steps[square]:
            found = board[first]
            if found > 0:  # a dinosaur next to it: a charge only
                charges.append(charge)
                continue
            moves.append(move)  # grass (eaten), or an empty square: at least one square
            if not found and charger:  # a charge if the first non-empty square is a dinosaur
                for j in rest:
                    found = board[j]
                    if found:
                        if found > 0:
                            charges.append(charge)
                        break
    else:
        found_figures = most
    # A Diplo's charges next to it are dropped here, not tested for at each step.
    return (moves + charges if charger else moves), found_figures


def _wakes(
    board: tuple[int, ...], sleeping: int, meadow: Meadow, actions: list[BrunchAction]
) -> None:
    """Append a `Wake` for each herbivore coded ``sleeping`` (BR-8.1, BR-8.2), by square."""
    wakes = meadow.wakes
    square = -1
    try:
        while True:
            square = board.index(sleeping, square + 1)
            actions.append(wakes[square])
    except ValueError:
        return


def _hunts(
    board: tuple[int, ...],
    carnivore: int,
    count: int,
    meadow: Meadow,
    actions: list[BrunchAction],
) -> None:
    """Append the moves of each of the ``count`` figures ``carnivore`` on the board.

    The Raptor moves in eight directions, a T-Rex orthogonally (BR-9.2, BR-R7); a
    carnivore blocked at once cannot move that way (BR-R3).
    """
    first_steps = meadow.raptor_steps if carnivore == RAPTOR else meadow.trex_steps
    square = -1
    for _ in range(count):
        square = board.index(carnivore, square + 1)
        for first, hunt in first_steps[square]:
            found = board[first]
            if found == EMPTY or found in PREY:
                actions.append(hunt)


def move_destination(board: tuple[int, ...], ray: tuple[int, ...]) -> int:
    """Where a peaceful move along ``ray`` ends (-1 if it covers no square).

    It stops before another dinosaur, whatever its species (BR-6.1a, BR-6.1b,
    BR-15.5, BR-15.8), at the edge (BR-6.1c), or on the first grass token (BR-6.2).
    """
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
    """Where a carnivore moving along ``ray`` ends (-1 if it cannot move that way).

    It stops before grass (BR-9.2a), the edge (BR-9.2b) or another carnivore, or on
    the first herbivore, which it scares off (BR-9.1, BR-9.2c, BR-R7).
    """
    destination = -1
    for j in ray:
        found = board[j]
        if found == EMPTY:
            destination = j
            continue
        if found in PREY:
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
    board = shifted(board, square, destination, board[square])
    if found < 0:
        return eat(state, destination, found, board=board, actions_left=state.actions_left - 1)
    return finish_action(state, check=False, board=board, actions_left=state.actions_left - 1)


def apply_charge(state: BrunchState, action: Charge) -> BrunchState:
    """A charge: take the dinosaur's square; its player then relocates it (BR-7.2, BR-7.3).

    Any dinosaur may be charged (BR-15.9); a charged sleeper keeps sleeping (BR-R5).
    """
    meadow = state.variant.meadow
    square = meadow.index[action.at]
    board = state.board
    target = charge_target(board, meadow.rays[square][DIRECTION_INDEX[action.direction]])
    phase = state.variant.relocations[board[target]]  # where the charged figure goes
    board = shifted(board, square, target, board[square])
    # Not `ask`: the charger's square is empty now, so there is a place (BR-7.3).
    return state.replace(phase=phase, board=board, actions_left=state.actions_left - 1)


def apply_wake(state: BrunchState, action: Wake) -> BrunchState:
    """Stand a sleeping herbivore up again (BR-8.1), an Action each (BR-8.2, BR-11.16)."""
    square = state.variant.meadow.index[action.at]
    board = placed(state.board, square, state.board[square] - ASLEEP)
    return finish_action(state, check=False, board=board, actions_left=state.actions_left - 1)


def apply_hunt(state: BrunchState, action: MoveCarnivore) -> BrunchState:
    """Move a carnivore; a herbivore it reaches goes back to its reserve (BR-9.2c).

    Scaring an opposing herbivore off is progress (BR-10.4, BR-18.4, BR-R8); the
    game may end at once (BR-10.2, BR-18.2). Moving the Raptor uses up its one move
    of the turn (BR-9.3); moving a T-Rex does not (BR-19.3, BR-R7).
    """
    meadow = state.variant.meadow
    square = meadow.index[action.at]
    board = state.board
    destination = hunt_destination(board, meadow.rays[square][DIRECTION_INDEX[action.direction]])
    victim = board[destination]
    reserve = state.reserve
    progress = state.progress
    if victim > 0:
        kind = reserve_slot(victim)
        reserve = bump(reserve, kind, 1)
        progress = progress or role_team(kind) != role_team(state.role)
    mover = board[square]
    board = shifted(board, square, destination, mover)
    return finish_action(
        state,
        board=board,
        reserve=reserve,
        progress=progress,
        raptor_moved=state.raptor_moved or mover == RAPTOR,
        actions_left=state.actions_left - 1,
    )
