"""The decisions of an action's effect: attacks, grabs, breaking free, Stability tests.

Each is one small value, so that an attack is a chain of follow-ups: the weapon
(`Attack`) or a grab (`Grab`), the hex aimed at (`Target`), the affected zone when the
attacker may choose (`Zone`), the damage allocation when it matters (`Wound`), a
Stability test (`Push`, `Knock`, `NoTest`) and following a push (`Follow`); a Blocked
unit's only action is `BreakFree` (MI-13 .. MI-15, MI-R13).
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from dinorules.kernel import value

from ..names import hex_name
from ..state import Choice, Phase

__all__ = [
    "ZONES",
    "Attack",
    "BreakFree",
    "Follow",
    "Grab",
    "Knock",
    "NoTest",
    "Push",
    "Target",
    "Wound",
    "Zone",
    "ZoneName",
]

ZoneName: TypeAlias = Literal["front", "side", "rear"]
"""An `ArmorZone` by value."""
ZONES: tuple[ZoneName, ...] = ("front", "side", "rear")
"""Every zone, in `ArmorZone` order."""


@value
class Attack(Choice):
    """Attack with weapon ``weapon``: 0 the unit board's, then equipped weapon cards (MI-13.2).

    >>> str(Attack(0))
    'attack with weapon 0'
    """

    phases = (Phase.STRIKE,)
    domains = ("weapons",)
    refusal = (
        "MI-13.2: no such weapon, or no target in its range and sight (MI-13.1, MI-13.4 "
        ".. MI-13.6); a Blocked unit may only break free (MI-6.12)"
    )

    weapon: int

    def __str__(self) -> str:
        return f"attack with weapon {self.weapon}"


@value
class Grab(Choice):
    """Grab a model at range 1 (MI-15.6).

    >>> str(Grab())
    'grab'
    """

    phases = (Phase.STRIKE,)
    refusal = "MI-15.1: a grab needs a model in contact ahead (MI-R37); not while Blocked"

    def __str__(self) -> str:
        return "grab"


@value
class BreakFree(Choice):
    """A Blocked unit's Stability test against its grabbers (MI-15.10).

    >>> str(BreakFree())
    'break free'
    """

    phases = (Phase.STRIKE,)
    refusal = "MI-15.10: only a Blocked unit tests Stability to break free"

    def __str__(self) -> str:
        return "break free"


@value
class Target(Choice):
    """The hex ``(q, r)`` attacked or grabbed (MI-13.2, MI-R29), by the map's column and row.

    >>> str(Target(3, -1))
    'target column 3 row 0'
    """

    phases = (Phase.TARGET,)
    domains = ("board",)
    refusal = (
        "MI-13.1: the hex is not ahead, out of range (MI-13.4, MI-13.5), behind "
        "impassable terrain (MI-13.6) or holds no target (MI-13.3)"
    )

    q: int
    r: int

    def __str__(self) -> str:
        return f"target {hex_name((self.q, self.r))}"


@value
class Zone(Choice):
    """The affected zone the attacker chooses when the attack may strike two (MI-14.1).

    >>> str(Zone("rear"))
    'zone rear'
    """

    phases = (Phase.ZONE,)
    domains = ("zones",)
    refusal = "MI-14.1: the attack does not cross that zone's edge"

    zone: ZoneName

    def __str__(self) -> str:
        return f"zone {self.zone}"


@value
class Wound(Choice):
    """The damage allocation ``option`` (by index) among those eliminating the most models.

    >>> str(Wound(1))
    'wounds 1'
    """

    phases = (Phase.WOUND,)
    domains = ("wounds",)
    refusal = "MI-14.6: no such allocation"

    option: int

    def __str__(self) -> str:
        return f"wounds {self.option}"


@value
class Push(Choice):
    """The attack's Stability test, to push the target back (MI-5.7a).

    >>> str(Push())
    'push'
    """

    phases = (Phase.SHOVE,)

    def __str__(self) -> str:
        return "push"


@value
class Knock(Choice):
    """The attack's Stability test, to knock the target down (MI-15.3, MI-R35).

    >>> str(Knock())
    'knock'
    """

    phases = (Phase.SHOVE,)

    def __str__(self) -> str:
        return "knock"


@value
class NoTest(Choice):
    """No Stability test after the attack (MI-2.5, MI-5.7a: the attacker "may").

    >>> str(NoTest())
    'no stability test'
    """

    phases = (Phase.SHOVE,)

    def __str__(self) -> str:
        return "no stability test"


@value
class Follow(Choice):
    """After a push, follow the pushed unit (orientation kept) or stay (MI-5.7c).

    >>> str(Follow(True)), str(Follow(False))
    ('follow', 'stay')
    """

    phases = (Phase.FOLLOW,)
    domains = ("booleans",)
    refusal = "MI-5.7c: only after a push"

    follow: bool

    def __str__(self) -> str:
        return "follow" if self.follow else "stay"
