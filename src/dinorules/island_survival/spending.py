"""Spending a life chip for a second roll (IS-15.1..15.4, IS-R9).

After the turn's move (and any card it drew), the player may spend one life chip
of one of their characters in play: they roll the movement die again, and that
roll must move that character (on "Group 3", the group includes it). Only one
chip per turn. Battles happen in the dinosaur player's turn, when no spending is
offered (IS-15.4).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import put

from .actions import EndTurn, SpendChip
from .state import NOBODY, IslandState, Phase, Status
from .turns import end_human_turn

__all__ = ["END_TURN", "after_move", "end_turn", "spend", "spend_options", "spenders"]

END_TURN: Final = EndTurn()


def spenders(state: IslandState) -> tuple[int, ...]:
    """The current player's characters in play with a life chip to spend."""
    seat, in_play = state.human, Status.IN_PLAY
    return tuple(
        [
            c
            for c, (owner, status, chips) in enumerate(
                zip(state.owners, state.status, state.chips, strict=True)
            )
            if owner == seat and status is in_play and chips > 0
        ]
    )


def after_move(state: IslandState) -> IslandState:
    """After a move and its card: offer the second roll once per turn (IS-15.2, IS-R9)."""
    if not state.spent and spenders(state):
        return state.replace(phase=Phase.SPEND, group=(), asking=(), drawer=NOBODY, section=NOBODY)
    return end_human_turn(state)


def spend_options(state: IslandState) -> tuple[EndTurn | SpendChip, ...]:
    """End the turn, or spend a chip of one of these characters (character order, IS-15.1)."""
    spends = state.components.spends
    return (END_TURN, *(spends[c] for c in spenders(state)))


def spend(state: IslandState, action: SpendChip) -> IslandState:
    """The chip goes out of play; roll again (IS-15.1), and this character must move (IS-15.3)."""
    character = state.components.index[action.character]
    return state.replace(
        chips=put(state.chips, character, state.chips[character] - 1),
        lost=state.lost + 1,
        spent=True,
        forced=character,
        phase=Phase.HUMAN_ROLL,
    )


def end_turn(state: IslandState, action: EndTurn) -> IslandState:
    """No chip spent: the dinosaur player's turn follows (IS-6.2)."""
    return end_human_turn(state)
