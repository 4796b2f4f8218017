"""Who each seat is (the ``roles`` hook): the army it commands, unit by unit (MI-R1)."""

from __future__ import annotations

from .names import unit_letter
from .observation import observe
from .state import MiniatureState

__all__ = ["roles"]


def roles(state: MiniatureState) -> tuple[str, ...]:
    """Each seat's units by letter and name; units and owners are public (MI-R14)."""
    units = observe(state, 0).units
    seats = range(len(observe(state, 0).hero_hand_sizes))
    return tuple(
        "the army of "
        + ", ".join(f"{unit_letter(n)} {u.name}" for n, u in enumerate(units) if u.seat == seat)
        for seat in seats
    )
