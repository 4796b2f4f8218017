"""The decisions of a movement and of the cards that move a unit (MI-4, MI-5, MI-R52, MI-R53).

Each movement step is one decision: forward, backward, a rotation, a jump or stop
(MI-4.5 .. MI-4.8, MI-R8, MI-R9); a Knocked unit stands up and a grabbing unit may let
go (MI-15.4, MI-15.9); a fleeing unit chooses each hex (MI-R52), and a unit with
"Deadly clench" the hex next to its prey (MI-R53). Directions are absolute facings by
name, clockwise from up the board; hexes axial ``(q, r)``.
"""

from __future__ import annotations

from typing import Literal

from dinorules.kernel import value

from ..names import hex_name
from ..state import Choice, Phase

__all__ = [
    "DIRECTIONS",
    "Backward",
    "Direction",
    "Flee",
    "Forward",
    "Jump",
    "LetGo",
    "MoveNextTo",
    "Rotate",
    "StandUp",
    "Stop",
]

Direction = Literal["N", "NE", "SE", "S", "SW", "NW"]
"""A `Facing` by name: the six edges of a hex, clockwise from north (up the board)."""
DIRECTIONS: tuple[Direction, ...] = ("N", "NE", "SE", "S", "SW", "NW")
"""Every direction, in `Facing` order (``DIRECTIONS[facing]`` names a facing)."""


@value
class Forward(Choice):
    """Move the whole unit one hex into a front hex, toward ``direction`` (MI-4.5, cost 1).

    >>> str(Forward("NE"))
    'forward NE'
    """

    phases = (Phase.MOVE,)
    domains = ("directions",)

    direction: Direction

    def __str__(self) -> str:
        return f"forward {self.direction}"


@value
class Backward(Choice):
    """Move the whole unit one hex into a back hex, toward ``direction`` (MI-4.6, cost 2).

    >>> str(Backward("S"))
    'backward S'
    """

    phases = (Phase.MOVE,)
    domains = ("directions",)

    direction: Direction

    def __str__(self) -> str:
        return f"backward {self.direction}"


@value
class Rotate(Choice):
    """Turn the unit by one edge, 60 degrees (MI-4.7; free without orientation, MI-4.10).

    >>> str(Rotate(clockwise=True)), str(Rotate(clockwise=False))
    ('rotate clockwise', 'rotate anticlockwise')
    """

    phases = (Phase.MOVE,)
    domains = ("booleans",)

    clockwise: bool

    def __str__(self) -> str:
        return "rotate clockwise" if self.clockwise else "rotate anticlockwise"


@value
class Jump(Choice):
    """Jump toward a front ``direction`` over blocked or impassable hexes (MI-4.8, MI-R9).

    >>> str(Jump("N"))
    'jump N'
    """

    phases = (Phase.MOVE,)
    domains = ("directions",)

    direction: Direction

    def __str__(self) -> str:
        return f"jump {self.direction}"


@value
class Stop(Choice):
    """End the unit's movement now, budget left or not (MI-2.5, MI-4.2).

    >>> str(Stop())
    'stop'
    """

    phases = (Phase.MOVE,)

    def __str__(self) -> str:
        return "stop"


@value
class MoveNextTo(Choice):
    """Move to the hex ``(q, r)`` next to the grabbed unit, facing it ("Deadly clench", MI-R53).

    >>> str(MoveNextTo(2, 1))
    'move next to the grabbed unit at column 2 row 2'
    """

    phases = (Phase.CLENCH,)
    domains = ("board",)
    refusal = (
        "MI-R53: a hex next to the grabbed unit where the unit fits, facing it, after an "
        "action with a card that says so"
    )

    q: int
    r: int

    def __str__(self) -> str:
        return f"move next to the grabbed unit at {hex_name((self.q, self.r))}"


@value
class Flee(Choice):
    """A fleeing unit's next hex, toward ``direction``: farther from the nearest enemy (MI-R52).

    >>> str(Flee("S"))
    'flee S'
    """

    phases = (Phase.FLEE,)
    domains = ("directions",)
    refusal = "MI-R52: a fleeing unit steps into a free hex farther from the nearest enemy unit"

    direction: Direction

    def __str__(self) -> str:
        return f"flee {self.direction}"


@value
class StandUp(Choice):
    """A Knocked unit stands up, paying its board's cost in movement (MI-15.4, MI-R36).

    >>> str(StandUp())
    'stand up'
    """

    phases = (Phase.MOVE,)
    refusal = "MI-15.4: only a Knocked unit with movement enough for its board's cost stands up"

    def __str__(self) -> str:
        return "stand up"


@value
class LetGo(Choice):
    """A grabbing unit disengages (MI-15.9).

    >>> str(LetGo())
    'let go'
    """

    phases = (Phase.MOVE,)
    refusal = "MI-15.9: only a grabbing unit lets go"

    def __str__(self) -> str:
        return "let go"
