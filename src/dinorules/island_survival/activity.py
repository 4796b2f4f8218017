"""Which dinosaurs are active: those with a character in their section (IS-9.1, IS-9.2).

A dinosaur roams the section of the space it stands on: its start section, or the
section a "Raptors Attack Spino" card moved it to (IS-9.3, IS-17.4).
"""

from __future__ import annotations

from .state import IslandState, Status

__all__ = ["active_dinosaurs", "occupied_sections"]


def occupied_sections(state: IslandState) -> frozenset[int]:
    """The sections with at least one character in play."""
    section_of = state.components.section_of
    in_play = Status.IN_PLAY
    return frozenset(
        {
            section_of[space]
            for space, status in zip(state.positions, state.status, strict=True)
            if status is in_play and space is not None
        }
    )


def active_dinosaurs(state: IslandState) -> tuple[int, ...]:
    """The dinosaurs on the board whose section holds a character, in dinosaur order."""
    occupied = occupied_sections(state)
    section_of = state.components.section_of
    return tuple(
        [
            d
            for d, space in enumerate(state.dinosaurs)
            if space is not None and section_of[space] in occupied
        ]
    )
