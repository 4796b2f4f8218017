"""What a seat sees of a move (the ``seen`` hook): looks are secret, Hideouts hidden.

Which square a team looks at is public; the token it shows is known to the looking
team only, and partners share what they know (BR-12.2, BR-R12, BR-R14). A token put
under a Hideout is hidden from the other team, which knows how many lie there
(BR-11.5, BR-R10). Moves, eaten tokens (BR-6.2) and a Flower's theft are public.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Player

from .actions import Hide, Look, Recon, Reveal
from .observation import BrunchObservation

__all__ = ["seen"]

_SEEN: Final = "grass:"
"""How an observation names a grass token its team has seen: ``grass:<token>``."""


def seen(
    before: BrunchObservation, action: object, after: BrunchObservation, mover: Player, seat: int
) -> str | None:
    """``action`` as ``seat`` reads it, from its observations around the move."""
    if isinstance(action, Hide) and not _sees_hideouts(after, before):
        return "hide a token under the Hideout"  # BR-11.5, BR-R10
    if isinstance(action, Look | Recon):
        shown = _newly_known(before, after)
        return f"{action}: {', '.join(shown)}" if shown else None  # BR-12.2, BR-R14
    if isinstance(action, Reveal) and not _newly_known(before, after):
        return "a token is shown to the looking team"  # BR-R14
    return None


def _sees_hideouts(after: BrunchObservation, before: BrunchObservation) -> bool:
    """Whether the seat sees into the Hideout that just grew (its own team's)."""
    for new, old in zip(after.piles, before.piles, strict=True):
        if new.hidden_count > old.hidden_count:
            return new.hidden is not None
    return True


def _newly_known(before: BrunchObservation, after: BrunchObservation) -> list[str]:
    """The grass tokens the seat knows now and did not before, square by square."""
    known = {
        square
        for square, name in zip(before.squares, before.board, strict=True)
        if name.startswith(_SEEN)
    }
    return [
        f"({square[0]}, {square[1]}) is {name.removeprefix(_SEEN)}"
        for square, name in zip(after.squares, after.board, strict=True)
        if name.startswith(_SEEN) and square not in known
    ]
