"""Who each seat is (the ``roles`` hook): the dinosaur player, then the humans (IS-R1)."""

from __future__ import annotations

from .observation import observe
from .state import IslandState

__all__ = ["roles"]


def roles(state: IslandState) -> tuple[str, ...]:
    """Seat 0 plays every dinosaur; each other seat its characters (IS-R1)."""
    public = observe(state, 0)  # the whole game is public
    parts = ["the dinosaur player: every dinosaur"]
    for seat in range(1, public.players):
        names = [c.name for c in public.characters if c.owner == seat]
        parts.append("the humans " + " and ".join(names) if names else "the humans")
    return tuple(parts)
