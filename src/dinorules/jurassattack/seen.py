"""What a seat sees of a move (the ``seen`` hook): packs face down, then the reveal.

A pack is played face down (JA-4.1): the rival sees how many cards (JA-R13), or not
even that while blinded (JA-R8), and the Fight! that follows shows both packs to
both players. A card returned for a Velociraptor goes from a hidden hand into a
hidden deck (JA-9.2, JA-R13), and a card drawn is seen by its drawer only.
"""

from __future__ import annotations

from dinorules.kernel import Player

from .actions import Draw, PlayPack, ReturnCard
from .observation import UNSEEN, Observation
from .text import fight_line

__all__ = ["seen"]


def seen(
    before: Observation, action: object, after: Observation, mover: Player, seat: int
) -> str | None:
    """``action`` as ``seat`` reads it, from its observations around the move."""
    if isinstance(action, PlayPack):
        fought = after.last_fight != before.last_fight
        told = str(action) if mover == seat else _face_down(after, mover, fought=fought)
        if fought:  # the reveal shows both packs to both players (JA-5.1)
            told += f"; Fight!: {fight_line(after.last_fight)}"
        return told
    if isinstance(action, ReturnCard) and mover != seat:
        return "return a card from hand to the deck"  # JA-9.2, JA-R13
    if isinstance(action, Draw) and seat not in _drawer(before):
        return "draw a card"  # JA-2.4, JA-R13
    return None


def _face_down(after: Observation, mover: Player, *, fought: bool) -> str:
    """A rival's pack as it lies on the table: its size, unless blinded (JA-R8, JA-R13)."""
    count = after.seats[mover].face_down if isinstance(mover, int) and not fought else UNSEEN
    if count == UNSEEN:
        return "play a pack face down"
    return f"play a pack of {count} card{'s' if count != 1 else ''} face down"


def _drawer(before: Observation) -> tuple[int, ...]:
    """The seat drawing now: the first of the queued draws."""
    return before.draws[:1]
