"""Who each seat is (the ``roles`` hook): the pawn it moves, marked by its number (SC-2.3)."""

from __future__ import annotations

from .state import SpinoState

__all__ = ["roles"]


def roles(state: SpinoState) -> tuple[str, ...]:
    """Each seat's pawn, drawn with the seat's number on the board (SC-2.3)."""
    return tuple(f"pawn {seat} on the board" for seat in range(state.players))
