"""The game's conservation laws, checked by the harness and the state machine.

Every card is always in exactly one place: the dealer's pile, a hand, the round's
pile, the played pile or the discards. No hand holds more than 7 cards; no two pawns
share a space (SC-5.10); every pawn and the Spinosaurus stand on the board.
"""

from __future__ import annotations

from collections.abc import Iterator

from .components import FINAL_ESCAPE
from .state import HAND_SIZE, Phase, SpinoState

__all__ = ["broken_laws"]


def broken_laws(state: SpinoState) -> Iterator[str]:
    """A description of each law ``state`` breaks."""
    tables = state.tables
    places = [state.pile, state.played, state.discards, *state.hands]
    everywhere = [sum(counts) for counts in zip(*places, strict=True)]
    for card in state.table:
        everywhere[card] += 1
    if tuple(everywhere) != tables.full:
        yield f"cards not conserved: {everywhere} != {list(tables.full)}"
    if any(count < 0 for counts in places for count in counts):
        yield "a negative card count"
    if any(sum(hand) > HAND_SIZE for hand in state.hands):
        yield f"a hand holds more than {HAND_SIZE} cards"
    pawns, spinosaurus = state.pieces.pawns, state.pieces.spinosaurus
    on_board = [p for p in pawns if p != FINAL_ESCAPE]
    if len(set(on_board)) != len(on_board):
        yield f"two pawns share a space: {pawns}"
    spaces = range(len(tables.coords))
    if any(p not in spaces for p in on_board) or spinosaurus not in spaces:
        yield f"a piece is off the board: pawns {pawns}, Spinosaurus {spinosaurus}"
    escaped = len(pawns) - len(on_board)
    if escaped > 1 or (escaped and state.phase is not Phase.OVER):
        yield "a pawn reached the Final Escape but the game goes on"
