"""Who each seat is (the ``roles`` hook): its deck, the Footprint one playing first (JA-R1)."""

from __future__ import annotations

from .state import DECK_NAMES, FOOTPRINT, JurassAttackState

__all__ = ["roles"]


def roles(state: JurassAttackState) -> tuple[str, ...]:
    """Each seat's deck; the Footprint deck plays first in round 1 (JA-2.1, JA-R1)."""
    return tuple(
        f"the {name} deck" + (", playing first in round 1" if seat == FOOTPRINT else "")
        for seat, name in enumerate(DECK_NAMES)
    )
