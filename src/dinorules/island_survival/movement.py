"""A human player's move: the roll, the pawn or Group 3, the destination (IS-7, IS-8).

A roll of a number moves one of the player's pawns up to that many spaces (a pawn
picked, then its destination). "Group 3" picks a space holding one of the
player's pawns, then asks each pawn there in character order whether it joins;
the group must hold at least one of the player's own pawns (IS-R8) and, after a
spent chip, the character that must move (IS-15.3). Landing on a Draw Card space
draws a card for the moving player's first pawn in the group (IS-16.1, IS-R8).
Humans are never attacked for moving onto a dinosaur's space (IS-8.5).
"""

from __future__ import annotations

from .actions import GroupAt, Join, MoveTo, Pick
from .piles import begin_draw
from .spending import after_move
from .state import NOBODY, IslandState, Phase, Status

__all__ = [
    "apply_group_at",
    "apply_join",
    "apply_pick",
    "group_space_options",
    "join_options",
    "move_group",
    "move_options",
    "on_roll",
    "own_pawns",
    "pick_options",
]


def own_pawns(state: IslandState) -> tuple[int, ...]:
    """The current human player's characters in play, in character order."""
    seat = state.human
    return tuple(
        c
        for c, (owner, status) in enumerate(zip(state.owners, state.status, strict=True))
        if owner == seat and status is Status.IN_PLAY
    )


def on_roll(state: IslandState, label: str) -> IslandState:
    """A number: pick a pawn (or move the one a spent chip names); "Group 3": pick a space."""
    face = state.components.faces["character_movement"][label]
    if face.group:
        return state.replace(steps=face.steps, phase=Phase.GROUP_SPACE, group=(), asking=())
    if state.forced != NOBODY:
        return state.replace(steps=face.steps, phase=Phase.HUMAN_MOVE, group=(state.forced,))
    return state.replace(steps=face.steps, phase=Phase.PICK_PAWN, group=())


def pick_options(state: IslandState) -> tuple[Pick, ...]:
    """Each of the player's pawns in play, in character order (IS-8.1, IS-8.2)."""
    picks = state.components.picks
    return tuple(picks[c] for c in own_pawns(state))


def apply_pick(state: IslandState, character: int) -> IslandState:
    """Move this pawn: choose its destination next."""
    return state.replace(group=(character,), phase=Phase.HUMAN_MOVE)


def group_space_options(state: IslandState) -> tuple[GroupAt, ...]:
    """The spaces holding one of the player's pawns, in board order (IS-8.3)."""
    components = state.components
    pawns = (state.forced,) if state.forced != NOBODY else own_pawns(state)
    mine = {space for c in pawns if (space := state.positions[c]) is not None}
    order = components.space_order
    return tuple(components.group_at[s] for s in sorted(mine, key=order.__getitem__))


def apply_group_at(state: IslandState, space: str) -> IslandState:
    """Every pawn on ``space`` will be asked, in character order, whether it joins."""
    pawns = tuple(c for c, here in enumerate(state.positions) if here == space)
    return state.replace(phase=Phase.GROUP_JOIN, group=(), asking=pawns)


def _must_join(state: IslandState, character: int) -> bool:
    """The spent chip's character, or the player's last chance to include a pawn of theirs."""
    if character == state.forced:
        return True
    seat, owners = state.human, state.owners
    if owners[character] != seat or any(owners[c] == seat for c in state.group):
        return False
    return not any(owners[c] == seat for c in state.asking[1:])


def join_options(state: IslandState) -> tuple[Join, ...]:
    """Whether the next pawn joins (yes first); only yes when it must (IS-R8)."""
    character = state.asking[0]
    joins, stays = state.components.joins[character]
    return (joins,) if _must_join(state, character) else (joins, stays)


def apply_join(state: IslandState, joins: bool) -> IslandState:
    """Record the answer; after the last pawn, choose the group's destination."""
    character, rest = state.asking[0], state.asking[1:]
    group = (*state.group, character) if joins else state.group
    return state.replace(
        group=group, asking=rest, phase=Phase.GROUP_JOIN if rest else Phase.HUMAN_MOVE
    )


def move_options(state: IslandState) -> tuple[MoveTo, ...]:
    """Every space 1..steps away along links, in board order (IS-7.1, IS-7.2)."""
    origin = state.positions[state.group[0]]
    assert origin is not None
    return state.components.human_reach[origin][state.steps]


def move_group(state: IslandState, space: str) -> IslandState:
    """The pawn or group moves; landing on a Draw Card space draws a card (IS-16.1)."""
    positions = list(state.positions)
    for c in state.group:
        positions[c] = space
    state = state.replace(positions=tuple(positions))
    section = state.components.draw_pile.get(space)
    if section is None:
        return after_move(state)
    drawer = next(c for c in state.group if state.owners[c] == state.human)
    return begin_draw(state, drawer, section)
