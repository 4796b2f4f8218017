"""The decisions of attacks, Stability tests and grabs (part 3, MI-R13).

Each is one small value, so that an attack is a chain of follow-ups: the weapon
(`Attack`) or a grab (`Grab`), the hex aimed at (`Target`), the affected zone when the
attacker may choose (`Zone`), the damage allocation when it matters (`Wound`), a
Stability test (`Push`, `Knock`, `NoTest`) and following a push (`Follow`). A Blocked
unit's only action is `BreakFree`; a Knocked unit stands up (`StandUp`) and a grabbing
unit may let go (`LetGo`) during its movement.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from dinorules.kernel import Value, value

__all__ = [
    "DIRECTIONS",
    "ZONES",
    "Attack",
    "BreakFree",
    "Direction",
    "Flee",
    "Follow",
    "Grab",
    "Knock",
    "LetGo",
    "MoveNextTo",
    "NoTest",
    "Push",
    "StandUp",
    "Target",
    "Wound",
    "Zone",
    "ZoneName",
]

Direction = Literal["N", "NE", "SE", "S", "SW", "NW"]
"""A `Facing` by name: the six edges of a hex, clockwise from north (up the board)."""
DIRECTIONS: tuple[Direction, ...] = ("N", "NE", "SE", "S", "SW", "NW")
"""Every direction, in `Facing` order (``DIRECTIONS[facing]`` names a facing)."""
ZoneName: TypeAlias = Literal["front", "side", "rear"]
"""An `ArmorZone` by value."""
ZONES: tuple[ZoneName, ...] = ("front", "side", "rear")
"""Every zone, in `ArmorZone` order."""


@value
class Attack(Value):
    """Attack with weapon ``weapon``: 0 the unit board's, then equipped weapon cards (MI-13.2).

    >>> str(Attack(0))
    'attack with weapon 0'
    """

    weapon: int

    def __str__(self) -> str:
        return f"attack with weapon {self.weapon}"


@value
class Grab(Value):
    """Grab a model at range 1 (MI-15.6).

    >>> str(Grab())
    'grab'
    """

    def __str__(self) -> str:
        return "grab"


@value
class BreakFree(Value):
    """A Blocked unit's Stability test against its grabbers (MI-15.10).

    >>> str(BreakFree())
    'break free'
    """

    def __str__(self) -> str:
        return "break free"


@value
class Target(Value):
    """The hex ``(q, r)`` attacked or grabbed (MI-13.2, MI-R29).

    >>> str(Target(3, -1))
    'target (3, -1)'
    """

    q: int
    r: int

    def __str__(self) -> str:
        return f"target ({self.q}, {self.r})"


@value
class MoveNextTo(Value):
    """Move to the hex ``(q, r)`` next to the grabbed unit, facing it ("Deadly clench", MI-R53).

    >>> str(MoveNextTo(2, 1))
    'move next to the grabbed unit at (2, 1)'
    """

    q: int
    r: int

    def __str__(self) -> str:
        return f"move next to the grabbed unit at ({self.q}, {self.r})"


@value
class Flee(Value):
    """A fleeing unit's next hex, toward ``direction``: farther from the nearest enemy (MI-R52).

    >>> str(Flee("S"))
    'flee S'
    """

    direction: Direction

    def __str__(self) -> str:
        return f"flee {self.direction}"


@value
class Zone(Value):
    """The affected zone the attacker chooses when the attack may strike two (MI-14.1).

    >>> str(Zone("rear"))
    'zone rear'
    """

    zone: ZoneName

    def __str__(self) -> str:
        return f"zone {self.zone}"


@value
class Wound(Value):
    """The damage allocation ``option`` (by index) among those eliminating the most models.

    >>> str(Wound(1))
    'wounds 1'
    """

    option: int

    def __str__(self) -> str:
        return f"wounds {self.option}"


@value
class Push(Value):
    """The attack's Stability test, to push the target back (MI-5.7a).

    >>> str(Push())
    'push'
    """

    def __str__(self) -> str:
        return "push"


@value
class Knock(Value):
    """The attack's Stability test, to knock the target down (MI-15.3, MI-R35).

    >>> str(Knock())
    'knock'
    """

    def __str__(self) -> str:
        return "knock"


@value
class NoTest(Value):
    """No Stability test after the attack (MI-2.5, MI-5.7a: the attacker "may").

    >>> str(NoTest())
    'no stability test'
    """

    def __str__(self) -> str:
        return "no stability test"


@value
class Follow(Value):
    """After a push, follow the pushed unit (orientation kept) or stay (MI-5.7c).

    >>> str(Follow(True)), str(Follow(False))
    ('follow', 'stay')
    """

    follow: bool

    def __str__(self) -> str:
        return "follow" if self.follow else "stay"


@value
class StandUp(Value):
    """A Knocked unit stands up, paying its board's cost in movement (MI-15.4, MI-R36).

    >>> str(StandUp())
    'stand up'
    """

    def __str__(self) -> str:
        return "stand up"


@value
class LetGo(Value):
    """A grabbing unit disengages (MI-15.9).

    >>> str(LetGo())
    'let go'
    """

    def __str__(self) -> str:
        return "let go"
