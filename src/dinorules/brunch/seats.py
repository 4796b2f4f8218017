"""Who each seat is (the ``roles`` hook): its team's colour and the herds it plays (BR-13.2)."""

from __future__ import annotations

from .state import BrunchState

__all__ = ["roles"]


def roles(state: BrunchState) -> tuple[str, ...]:
    """Each seat's team and roles, in the variant's colours (BR-1.1, BR-13.1, BR-13.2)."""
    variant = state.variant
    return tuple(
        f"the {variant.colours[variant.team_of_seat[seat]]} team: "
        + " and ".join(
            variant.role_names[role] for role in variant.order if variant.seat_of_role[role] == seat
        )
        for seat in range(variant.players)
    )
