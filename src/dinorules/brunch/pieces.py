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
    "BLUE_DIPLOS",
    "BLUE_TRICERATOPS",
    "CARNIVORE_CODES",
    "DIPLO",
    "DIPLO_CODES",
    "DROWSY",
    "EMPTY",
    "FACE_DOWN",
    "FACE_UP",
    "FIGURE_BITS",
    "HERBIVORE_CODES",
    "HIDDEN",
    "ORTHOGONAL_DIRECTIONS",
    "PILE_PARTS",
    "PREY",
    "RAPTOR",
    "ROLE_COUNT",
    "ROLE_SPECIES",
    "SPECIES_NAMES",
    "STACK",
    "TEAMS",
    "TREX",
    "TRICERATOPS",
    "YELLOW",
    "YELLOW_DIPLOS",
    "YELLOW_TRICERATOPS",
    "base",
    "grass_code",
    "grass_kind",
    "herbivore",
    "is_triceratops_role",
    "opposing_team",
    "reserve_slot",
    "role_herbivore",
    "role_species",
    "role_team",
]

STACK: Final = 0
"""The part of a role's pile that is face down and usable (`Tokens.piles`)."""
HIDDEN: Final = 1
"""The part under the role's Hideouts."""
FACE_UP: Final = 2
"""The face-up part (Hideouts)."""
EMPTY: Final = 0
"""A square with neither a dinosaur nor a grass token (BR-R23)."""
FACE_DOWN: Final = -1
"""A grass token nobody has drawn yet (BR-4.4, BR-R13)."""
ASLEEP: Final = 8
"""Added to a herbivore's code while it sleeps and may be woken (BR-11.15, BR-11.16)."""
DROWSY: Final = 16
"""Added instead on the turn it fell asleep: it cannot be woken yet (BR-R15)."""
FIGURE_BITS: Final = ASLEEP - 1
"""The bits of a figure's code below the sleep flags."""
ORTHOGONAL_DIRECTIONS: Final = 4
"""Directions are N E S W, then the diagonals: herbivores and T-Rexes use the first four."""
PILE_PARTS: Final = 3
"""A role's pile has three parts, `STACK`, `HIDDEN` and `FACE_UP` (`Tokens.piles`)."""
BLUE: Final = 0
YELLOW: Final = 1
TEAMS: Final = (BLUE, YELLOW)
"""Both teams, blue first (BR-13.1); a shared victory goes to both (BR-10.7, BR-18.7)."""
DIPLO: Final = 0
TRICERATOPS: Final = 1
SPECIES_NAMES: Final = ("diplo", "triceratops")
BLUE_DIPLOS: Final = 0
"""Roles: a team's herbivores of one species (BR-13.1, BR-15.1)."""
YELLOW_DIPLOS: Final = 1
BLUE_TRICERATOPS: Final = 2
YELLOW_TRICERATOPS: Final = 3
ROLE_COUNT: Final = 4
RAPTOR: Final = 5
TREX: Final = 6
HERBIVORE_CODES: Final = (1, 2, 3, 4)
CARNIVORE_CODES: Final = (RAPTOR, TREX)
ROLE_SPECIES: Final = (DIPLO, DIPLO, TRICERATOPS, TRICERATOPS)
PREY: Final = frozenset(code + flag for code in HERBIVORE_CODES for flag in (0, ASLEEP, DROWSY))
"""Every code a carnivore scares off: a herbivore, awake or asleep (BR-9.2c, BR-R7)."""
DIPLO_CODES: Final = frozenset(
    code for code in PREY if ROLE_SPECIES[(code & FIGURE_BITS) - 1] == DIPLO
)
"""The codes of a Diplo of either colour, awake or asleep (what Air Travel flies: BR-16.4)."""


def role_herbivore(role: int) -> int:
    """The code of an awake herbivore of ``role`` (its role plus one)."""
    return role + 1


def reserve_slot(code: int) -> int:
    """A figure's index in `BrunchState.reserve`: its code without sleep flags, minus one."""
    return base(code) - 1


def herbivore(team: int, species: int) -> int:
    """The code of an awake herbivore of this team and species (its role plus one)."""
    return role_herbivore(species * 2 + team)


def base(code: int) -> int:
    """A figure's code without its sleep flags (1-4 herbivores, 5 Raptor, 6 T-Rex)."""
    return code & FIGURE_BITS


def opposing_team(team: int) -> int:
    """The other team."""
    return YELLOW if team == BLUE else BLUE


def role_team(role: int) -> int:
    """The team (0 blue, 1 yellow) of a role: roles alternate colours (BR-15.1)."""
    return role % 2


def role_species(role: int) -> int:
    """The species (0 Diplo, 1 Triceratops) of a role: Diplos play first (BR-15.1)."""
    return role // 2


def is_triceratops_role(role: int) -> bool:
    """Whether the role plays Triceratops (and the Raptor) rather than Diplos (BR-15.7)."""
    return role >= BLUE_TRICERATOPS


def grass_code(kind: int) -> int:
    """The square code of a face-down token whose identity ``kind`` has been drawn."""
    return -2 - kind


def grass_kind(code: int) -> int:
    """The token kind of a drawn face-down token's square code."""
    return -2 - code
