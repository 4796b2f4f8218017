"""The end of the game: a WIN card, the last character removed, or the length bound.

The player of the character that draws WIN alone wins (IS-18.1, IS-21.1, IS-R21);
the dinosaur player wins at once when no character is left in play (IS-21.2,
IS-R21). The book has no round limit: after the dinosaur turn that follows human
turn number ``max_turns`` the game is cut short, and nobody wins (IS-R20).
"""

from __future__ import annotations

from .state import IslandState, Phase

__all__ = ["cut_off", "cut_short", "win", "winners"]


def win(state: IslandState, seat: int) -> IslandState:
    """``seat`` alone wins: the game is over (IS-21.1, IS-21.2)."""
    return state.replace(phase=Phase.OVER, seldom=state.seldom.replace(winners=frozenset({seat})))


def cut_off(state: IslandState) -> IslandState:
    """The length bound ends the game; the winners stay empty: nobody won (IS-R20)."""
    return state.replace(phase=Phase.OVER)


def winners(state: IslandState) -> frozenset[int]:
    """The player of the character that drew WIN, or the dinosaur player (IS-4.1, IS-21).

    None when the length bound cut the game short (IS-R20).
    """
    return state.winners


def cut_short(state: IslandState) -> bool:
    """Whether the length bound ended the game: it is over and nobody won (IS-R20)."""
    return state.phase is Phase.OVER and not state.winners
