"""How a square, a figure and a role are encoded in the state (integers, for speed).

A square holds ``EMPTY``, a figure (a positive code) or a grass token (a negative
code). A face-down token whose identity has not been drawn yet is ``FACE_DOWN``; once
drawn (someone looked at it) it is ``-2 - kind``. A herbivore's code is its role plus
one, plus ``ASLEEP`` once it may be woken or ``DROWSY`` on the turn it fell asleep
(BR-R15). Roles are global: 0 blue Diplos, 1 yellow Diplos, 2 blue Triceratops,
3 yellow Triceratops; a variant plays a subset of them (BR-R2). A role's token pile
has three parts: `STACK`, `HIDDEN` and `FACE_UP`.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "ASLEEP",
    "BLUE",
    "CARNIVORE_CODES",
    "DIPLO",
    "DROWSY",
    "EMPTY",
    "FACE_DOWN",
    "FACE_UP",
    "HERBIVORE_CODES",
    "HIDDEN",
    "RAPTOR",
    "ROLE_SPECIES",
    "SPECIES_NAMES",
    "STACK",
    "TREX",
    "TRICERATOPS",
    "YELLOW",
    "base",
    "grass_code",
    "grass_kind",
    "herbivore",
    "role_team",
]

STACK: Final = 0
"""The part of a role's pile that is face down and usable (`Tokens.piles`)."""
HIDDEN: Final = 1
"""The part under the role's Hideouts."""
FACE_UP: Final = 2
"""The face-up part (Hideouts)."""
EMPTY: Final = 0
FACE_DOWN: Final = -1
ASLEEP: Final = 8
DROWSY: Final = 16
BLUE: Final = 0
YELLOW: Final = 1
DIPLO: Final = 0
TRICERATOPS: Final = 1
SPECIES_NAMES: Final = ("diplo", "triceratops")
RAPTOR: Final = 5
TREX: Final = 6
HERBIVORE_CODES: Final = (1, 2, 3, 4)
CARNIVORE_CODES: Final = (RAPTOR, TREX)
ROLE_SPECIES: Final = (DIPLO, DIPLO, TRICERATOPS, TRICERATOPS)


def herbivore(team: int, species: int) -> int:
    """The code of an awake herbivore of this team and species (its role plus one)."""
    return species * 2 + team + 1


def base(code: int) -> int:
    """A figure's code without its sleep flags (1-4 herbivores, 5 Raptor, 6 T-Rex)."""
    return code & 7


def role_team(role: int) -> int:
    """The team (0 blue, 1 yellow) of a role."""
    return role & 1


def grass_code(kind: int) -> int:
    """The square code of a face-down token whose identity ``kind`` has been drawn."""
    return -2 - kind


def grass_kind(code: int) -> int:
    """The token kind of a drawn face-down token's square code."""
    return -2 - code
