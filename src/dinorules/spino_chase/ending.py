"""The end of the game: a pawn at the Final Escape, or the round limit (SC-8, SC-R13).

The first pawn to reach the Final Escape ends the game at once, and its player wins
(SC-8.1, SC-8.2, SC-R14: no exact count needed). A game that reaches its round limit
(``max_rounds``) is cut short after that round's movement, and nobody wins (SC-R13).
"""

from __future__ import annotations

from typing import Final

from .components import FINAL_ESCAPE
from .state import Phase, Pieces, RoundInfo, SpinoState

__all__ = ["cut_short", "escape", "last_round", "winners"]

_OVER: Final = Phase.OVER
"""The phase, bound once (reading an enum's member is a Python lookup each time)."""


def escape(state: SpinoState, pieces: Pieces) -> SpinoState:
    """A pawn has reached the Final Escape (in ``pieces``): the game is over (SC-8.1)."""
    return state.replace(pieces=pieces, phase=_OVER)


def last_round(rounds: RoundInfo) -> bool:
    """Whether the round just played is the last one the round limit allows (SC-R13)."""
    return rounds.round >= rounds.max_rounds


def winners(state: SpinoState) -> frozenset[int]:
    """Who reached the Final Escape (SC-8.1); nobody if the round limit ended it (SC-R13)."""
    pawns = state.pieces.pawns
    if FINAL_ESCAPE in pawns:
        return frozenset({pawns.index(FINAL_ESCAPE)})
    return frozenset()


def cut_short(state: SpinoState) -> bool:
    """Whether the round limit ended the game: it is over and no pawn escaped (SC-R13)."""
    return state.phase is Phase.OVER and FINAL_ESCAPE not in state.pieces.pawns
