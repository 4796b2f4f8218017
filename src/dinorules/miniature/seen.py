"""What a seat sees of a move (the ``seen`` hook): cards planned face down stay hidden.

The board, every unit's moves and attacks, the discards (the mulligan's are face up,
MI-R5) and the hero cards played are public (MI-R14). A unit's cards placed face down
on its Active, Next or Idle slot (MI-7.1, MI-7.3, MI-7.5) and the cards drawn into a
hand (MI-3.2, MI-3.3) are seen by their owner only: the others see that it happened.
A revealed Active card is told to everyone (MI-8.2).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Player

from .names import unit_letter
from .observation import MiniatureObservation
from .round.actions import DrawAction, DrawHero, PlaceActive, PlaceIdle, PlaceNext, Reveal

__all__ = ["seen"]

_FACE_DOWN: Final = (
    (PlaceActive, "place a card face down as the Active card"),  # MI-7.1
    (PlaceNext, "place a card face down as the Next card"),  # MI-7.3
    (PlaceIdle, "spare a card face down as the Idle card"),  # MI-7.5
)
"""Each face-down placement as a rival reads it."""


def seen(
    before: MiniatureObservation,
    action: object,
    after: MiniatureObservation,
    mover: Player,
    seat: int,
) -> str | None:
    """``action`` as ``seat`` reads it, from its observations around the move."""
    for placed, hidden in _FACE_DOWN:
        if isinstance(action, placed) and mover != seat:
            return hidden
    if isinstance(action, Reveal):
        shown = _revealed(before, after)
        return f"reveal {shown}" if shown else None  # MI-8.2: the Active card, to all
    if isinstance(action, DrawAction) and _drawn_by_other(before, after):
        return "a unit draws an action card"  # MI-3.2
    if isinstance(action, DrawHero) and before.hero_hand == after.hero_hand:
        return "a player draws a hero card"  # MI-3.3
    return None


def _revealed(before: MiniatureObservation, after: MiniatureObservation) -> str | None:
    """The unit whose Active card the move turned face up, and that card (MI-8.2)."""
    for number, (old, new) in enumerate(zip(before.units, after.units, strict=True)):
        if new.revealed and not old.revealed and new.active:
            return f"unit {unit_letter(number)}'s Active card: {new.active}"
    return None


def _drawn_by_other(before: MiniatureObservation, after: MiniatureObservation) -> bool:
    """Whether the action card just drawn went to a unit whose hand ``seat`` cannot see."""
    return all(b.hand == a.hand for b, a in zip(before.units, after.units, strict=True))
