"""Decisions and chance outcomes: small values naming characters, dinosaurs and spaces.

Decisions follow one another instead of being combined (IS-R7): pick a pawn, then
a destination; pick a group's space, then who joins, then a destination.
`MoveTo` is every destination choice (a pawn's move, a group's, a dinosaur's,
an escape, a tie between Safe Spaces). Chance outcomes are `Roll` (a die face by
its label; the die is the one the state is waiting for) and `Draw` (a card of
the pile the state is drawing from).
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import Value, value

__all__ = [
    "Attack",
    "ChanceOutcome",
    "Draw",
    "EndTurn",
    "GroupAt",
    "IslandAction",
    "Join",
    "MoveTo",
    "NoAttack",
    "Pick",
    "PickDinosaur",
    "Pull",
    "Roll",
    "SendRaptor",
    "SpendChip",
    "Stay",
]

_NAME: Final = attrs.validators.instance_of(str)
_FLAG: Final = attrs.validators.instance_of(bool)
"""Field validators: a value built with a wrongly typed field raises `TypeError` (the
caller's bug). Whether a name is a real character, dinosaur, space, face or card is
the rules' business: `apply` refuses such a value as illegal."""


@value
class Pick(Value):
    """Move this pawn with the roll (IS-8.2).

    >>> str(Pick("Alan"))
    'move Alan'
    """

    character: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"move {self.character}"


@value
class GroupAt(Value):
    """Group 3: move a group from this space, where one of your pawns is (IS-8.4).

    >>> str(GroupAt("J3"))
    'group at J3'
    """

    space: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"group at {self.space}"


@value
class Join(Value):
    """Group 3: whether this pawn on the group's space moves with it (IS-8.4).

    >>> str(Join("Billy", joins=False))
    'Billy stays behind'
    """

    character: str = attrs.field(validator=_NAME)
    joins: bool = attrs.field(validator=_FLAG)

    def __str__(self) -> str:
        return (
            f"{self.character} joins the group" if self.joins else f"{self.character} stays behind"
        )


@value
class MoveTo(Value):
    """The destination of the move being made (pawn, group, dinosaur or escape).

    >>> str(MoveTo("J4"))
    'to J4'
    """

    space: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"to {self.space}"


@value
class SpendChip(Value):
    """Spend one of this character's life chips to roll again and move it (IS-15.1).

    >>> str(SpendChip("Alan"))
    "spend Alan's life chip to roll again"
    """

    character: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"spend {self.character}'s life chip to roll again"


@value
class EndTurn(Value):
    """End the turn without spending a life chip.

    >>> str(EndTurn())
    'end turn'
    """

    def __str__(self) -> str:
        return "end turn"


@value
class PickDinosaur(Value):
    """Move this active dinosaur with the roll (IS-9.4).

    >>> str(PickDinosaur("T-Rex"))
    'move T-Rex'
    """

    dinosaur: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"move {self.dinosaur}"


@value
class Stay(Value):
    """Leave the dinosaur(s) where they are (IS-9.6); in a "1 All", this one stays.

    >>> str(Stay())
    'stay put'
    """

    def __str__(self) -> str:
        return "stay put"


@value
class Attack(Value):
    """This dinosaur attacks this character next (IS-11.4).

    >>> str(Attack("Alan", "T-Rex"))
    'T-Rex attacks Alan'
    """

    character: str = attrs.field(validator=_NAME)
    dinosaur: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"{self.dinosaur} attacks {self.character}"


@value
class NoAttack(Value):
    """Attack no more this turn; in a Pteranodon's battle, it battles no more (IS-8.6, IS-R11).

    >>> str(NoAttack())
    'no more attacks'
    """

    def __str__(self) -> str:
        return "no more attacks"


@value
class Pull(Value):
    """The card "Move any player behind you to this space": bring this character (IS-R16).

    >>> str(Pull("Paul"))
    'bring Paul here'
    """

    character: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"bring {self.character} here"


@value
class SendRaptor(Value):
    """The card "Raptors Attack Spino": put this Raptor on the Spinosaurus's space (IS-17.2).

    >>> str(SendRaptor("Raptor 1"))
    'send Raptor 1 against the Spinosaurus'
    """

    dinosaur: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"send {self.dinosaur} against the Spinosaurus"


@value
class Roll(Value):
    """Chance outcome: the die being rolled shows this face.

    >>> str(Roll("Group 3"))
    'roll Group 3'
    """

    face: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"roll {self.face}"


@value
class Draw(Value):
    """Chance outcome: this card is drawn from the pile being drawn from.

    >>> str(Draw("WIN"))
    'draw WIN'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"draw {self.card}"


IslandAction = (
    Pick
    | GroupAt
    | Join
    | MoveTo
    | SpendChip
    | EndTurn
    | Pull
    | SendRaptor
    | PickDinosaur
    | Stay
    | Attack
    | NoAttack
)
"""Every decision of the game (the contract's action type)."""
ChanceOutcome = Roll | Draw
"""Every outcome of the game's chance events."""
