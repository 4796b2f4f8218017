"""What a seat sees of a move (the ``seen`` hook): every card played is shown face up.

Cards are played (SC-3.2) and discarded (SC-7.1, SC-R11) face up and the pawns move
in the open, so only a card dealt from the dealer's pile is hidden: its receiver
sees it, the others see a card go to that seat (SC-2.7, SC-7.2). A discard that the
deal at once shuffles back into the dealer's pile is gone from every observation, so
a rival is told only that the seat discarded or kept its hand.
"""

from __future__ import annotations

from dinorules.kernel import Player

from .actions import DealCard, Discard, KeepHand
from .observation import SpinoObservation

__all__ = ["seen"]


def seen(
    before: SpinoObservation, action: object, after: SpinoObservation, mover: Player, seat: int
) -> str | None:
    """``action`` as ``seat`` reads it, from its observations around the move."""
    if isinstance(action, DealCard) and before.actor != seat:
        return "deal a card" if before.actor is None else f"deal a card to seat {before.actor}"
    if isinstance(action, Discard | KeepHand) and mover != seat and _reshuffled(before, after):
        return (
            "discard or keep their hand; the discards are shuffled into the dealer's pile"  # SC-7.3
        )
    return None


def _reshuffled(before: SpinoObservation, after: SpinoObservation) -> bool:
    """Whether the deal that followed shuffled the discards away before anyone saw them."""
    return after.reshuffles != before.reshuffles
