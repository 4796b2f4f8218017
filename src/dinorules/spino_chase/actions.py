"""The decisions and the chance outcome of the Spinosaurus Chase (SC-R16).

Every choice is one small action: a card to play, a pass, or ending the turn on an
Escape (SC-3), one step of the winner's pawn, one step of the Spinosaurus, the caught
pawn's step back (SC-5, SC-6), one card to discard or the end of discarding (SC-7.1).
Cards are named by their deck-list names and directions by the names of `board.STEPS`,
so the action space is small and fixed for a given deck: two actions per card type
and 17 others.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

import attrs

from dinorules.kernel import Value, value

__all__ = [
    "BackDirection",
    "DealCard",
    "Discard",
    "EndTurn",
    "KeepHand",
    "MovePawn",
    "MoveSpinosaurus",
    "Pass",
    "PawnDirection",
    "Play",
    "SpinoAction",
    "SpinosaurusDirection",
    "StepBack",
]

_NAME: Final = attrs.validators.instance_of(str)
"""The validator of every field: a value built with a wrongly typed field raises
`TypeError` (the caller's bug). Whether the name is a real card or direction is the
rules' business: `apply` refuses such a value as illegal."""

PawnDirection = Literal["forward-left", "forward", "forward-right"]
BackDirection = Literal["back-left", "back", "back-right"]
SpinosaurusDirection = Literal[
    "forward-left", "forward", "forward-right", "left", "right", "back-left", "back", "back-right"
]


@value
class Play(Value):
    """Play this card from hand on the round's pile (SC-3.2..3.6).

    >>> str(Play("Parasail"))
    'play Parasail'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"play {self.card}"


@value
class Pass(Value):
    """Pass: the only decision of a player who cannot play a card (SC-3.7, SC-9.5).

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@value
class EndTurn(Value):
    """End the turn on the Escape just played, without a second card (SC-3.5, SC-R6).

    >>> str(EndTurn())
    'end turn'
    """

    def __str__(self) -> str:
        return "end turn"


@value
class MovePawn(Value):
    """One step of the round winner's pawn, forward or diagonally forward (SC-5.8).

    >>> str(MovePawn("forward-left"))
    'pawn forward-left'
    """

    direction: PawnDirection = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"pawn {self.direction}"


@value
class MoveSpinosaurus(Value):
    """One step of the Spinosaurus, in any direction (SC-5.9, SC-R9).

    >>> str(MoveSpinosaurus("back"))
    'spinosaurus back'
    """

    direction: SpinosaurusDirection = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"spinosaurus {self.direction}"


@value
class StepBack(Value):
    """The caught pawn's step back, straight or diagonally (SC-6.1, SC-R10).

    >>> str(StepBack("back-right"))
    'step back-right'
    """

    direction: BackDirection = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"step {self.direction}"


@value
class Discard(Value):
    """Discard this card from hand, face up, before the deal (SC-7.1, SC-R11).

    >>> str(Discard("Velociraptor"))
    'discard Velociraptor'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"discard {self.card}"


@value
class KeepHand(Value):
    """Stop discarding and keep the rest of the hand (SC-7.1, SC-R11).

    >>> str(KeepHand())
    'keep hand'
    """

    def __str__(self) -> str:
        return "keep hand"


@value
class DealCard(Value):
    """Chance outcome: the next card dealt from the dealer's pile (SC-2.7, SC-7.2).

    >>> str(DealCard("Spinosaurus"))
    'deal Spinosaurus'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"deal {self.card}"


SpinoAction: TypeAlias = (
    Play | Pass | EndTurn | MovePawn | MoveSpinosaurus | StepBack | Discard | KeepHand
)
"""Any decision of the Spinosaurus Chase (SC-R16)."""
