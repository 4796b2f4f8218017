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

from dinorules.kernel import Rng

from .actions import GroupAt, Join, MoveTo, Pick
from .dice import CHARACTER_MOVEMENT
from .piles import begin_draw
from .spending import after_move
from .state import NOBODY, IslandState, Phase, Status

__all__ = [
    "group_at",
    "group_space_options",
    "join",
    "join_options",
    "move_group",
    "move_options",
    "on_roll",
    "own_pawns",
    "pick",
    "pick_options",
]


def own_pawns(state: IslandState) -> tuple[int, ...]:
    """The current human player's characters in play, in character order."""
    seat, in_play = state.human, Status.IN_PLAY
    return tuple(
        [
            c
            for c, (owner, status) in enumerate(zip(state.owners, state.status, strict=True))
            if owner == seat and status is in_play
        ]
    )


def on_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """A number: pick a pawn (or move the one a spent chip names, IS-15.3); "Group 3": pick a space.

    The roll moves one pawn (IS-8.1, IS-8.2), or a group on "Group 3" (IS-8.3).
    ``rng`` is the generator after the roll (set in the same update).
    """
    face = state.components.faces[CHARACTER_MOVEMENT][label]
    steps = face.steps
    if face.group:
        return state.replace(steps=steps, phase=Phase.GROUP_SPACE, group=(), asking=(), rng=rng)
    if state.forced != NOBODY:
        return state.replace(steps=steps, phase=Phase.HUMAN_MOVE, group=(state.forced,), rng=rng)
    return state.replace(steps=steps, phase=Phase.PICK_PAWN, group=(), rng=rng)


def pick_options(state: IslandState) -> tuple[Pick, ...]:
    """Each of the player's pawns in play, in character order (IS-8.1, IS-8.2)."""
    picks = state.components.picks
    return tuple(picks[c] for c in own_pawns(state))


def pick(state: IslandState, action: Pick) -> IslandState:
    """Move this pawn with the roll (IS-8.2): choose its destination next."""
    return state.replace(group=(state.components.index[action.character],), phase=Phase.HUMAN_MOVE)


def group_space_options(state: IslandState) -> tuple[GroupAt, ...]:
    """The spaces holding one of the player's pawns, in board order (IS-8.3)."""
    components = state.components
    pawns = (state.forced,) if state.forced != NOBODY else own_pawns(state)
    mine = {space for c in pawns if (space := state.positions[c]) is not None}
    order = components.space_order
    return tuple(components.group_at[s] for s in sorted(mine, key=order.__getitem__))


def group_at(state: IslandState, action: GroupAt) -> IslandState:
    """Every pawn on the space will be asked, in character order, whether it joins (IS-R8)."""
    space = action.space
    pawns = tuple(c for c, here in enumerate(state.positions) if here == space)
    return state.replace(phase=Phase.GROUP_JOIN, group=(), asking=pawns)


def _must_join(state: IslandState, character: int) -> bool:
    """The spent chip's character (IS-15.3), or the last chance to include an own pawn (IS-R8)."""
    if character == state.forced:
        return True
    seat, owners = state.human, state.owners
    if owners[character] != seat or any(owners[c] == seat for c in state.group):
        return False
    return not any(owners[c] == seat for c in state.asking[1:])


def join_options(state: IslandState) -> tuple[Join, ...]:
    """Whether the next pawn joins (yes first) or stays (IS-8.4); only yes if it must (IS-R8)."""
    character = state.asking[0]
    joins, stays = state.components.joins[character]
    return (joins,) if _must_join(state, character) else (joins, stays)


def join(state: IslandState, action: Join) -> IslandState:
    """Record the answer (IS-8.3, IS-8.4); after the last pawn, choose the group's destination."""
    character, rest = state.asking[0], state.asking[1:]
    group = (*state.group, character) if action.joins else state.group
    return state.replace(
        group=group, asking=rest, phase=Phase.GROUP_JOIN if rest else Phase.HUMAN_MOVE
    )


def move_options(state: IslandState) -> tuple[MoveTo, ...]:
    """Every space 1..steps away along links, in board order (IS-7.1, IS-7.2, IS-R25)."""
    origin = state.positions[state.group[0]]
    assert origin is not None
    return state.components.human_reach[origin][state.steps]


def move_group(state: IslandState, space: str) -> IslandState:
    """The pawn or group moves; landing on a Draw Card space draws a card (IS-16.1).

    Nobody is attacked for landing with a dinosaur (IS-8.5): attacks come in the
    dinosaur turn, on whoever is still on its space then (IS-8.6, `battle`).
    """
    positions = list(state.positions)
    for c in state.group:
        positions[c] = space
    state = state.replace(positions=tuple(positions), drawn_on=frozenset())
    section = state.components.draw_pile.get(space)
    if section is None:
        return after_move(state)
    drawer = next(c for c in state.group if state.owners[c] == state.human)
    return begin_draw(state, drawer, section)
