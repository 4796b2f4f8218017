"""Losing lives and removing characters (IS-10.1, IS-R14, IS-21.2).

A character holds life chips; it is removed when it loses one life more than it
started with, i.e. when a loss exceeds the chips it still holds. Chips lost, spent
or held at removal go out of play (``lost``). When the last character in play is
removed, the dinosaur player wins at once (`ending`).
"""

from __future__ import annotations

from dinorules.kernel import put

from .ending import win
from .state import DINOSAUR_SEAT, IslandState, Status

__all__ = ["lose_lives", "remove", "starting_chips"]


def starting_chips(state: IslandState, character: int) -> int:
    """The life chips ``character`` starts with at this player count (IS-5.2, IS-5.3, IS-5.4)."""
    setup = state.components.cast.setup(state.players)
    return setup.late_chips if character == state.components.late else setup.chips


def lose_lives(state: IslandState, character: int, lives: int) -> IslandState:
    """``character`` loses ``lives``; removed if that is more than its chips (IS-10.1)."""
    chips = state.chips[character]
    if lives > chips:
        return remove(state, character)
    return state.replace(chips=put(state.chips, character, chips - lives), lost=state.lost + lives)


def remove(state: IslandState, character: int) -> IslandState:
    """Take ``character`` out of the game, chips and all (IS-R14).

    The dinosaurs win when no character is in play, even with Eric still aside
    (IS-21.2, IS-R21).
    """
    state = state.replace(
        chips=put(state.chips, character, 0),
        lost=state.lost + state.chips[character],
        status=put(state.status, character, Status.REMOVED),
        positions=put(state.positions, character, None),
    )
    if Status.IN_PLAY not in state.status:
        return win(state, DINOSAUR_SEAT)
    return state
