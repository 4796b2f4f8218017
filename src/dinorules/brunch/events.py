"""What a state is waiting for: the `Phase` enum, the `Pending` decision, the `ChanceEvent`.

`Phase` names every step of the decision table (`rules.DECISIONS`): the decisions,
the random events and the end. A state's pending decision is a `Pending` value (its
phase and what it is about), and a random event waiting for its outcome a
`ChanceEvent`. They sit in their own module so that `Variant` can build the frequent
ones once (a `Phase.REVEAL_EAT` event per square).
"""

from __future__ import annotations

import enum
from typing import Final

from dinorules.kernel import PhaseEnum, Value, value

__all__ = ["PENDING_END_TURN", "PENDING_MAIN", "ChanceEvent", "Pending", "Phase", "Purpose"]


class Phase(PhaseEnum):
    """The step a game is at: a decision of the seat on turn, a random event, or the end."""

    MAIN = "main"
    """An Action (or a free `Hide`) of the role on turn (BR-6.4, BR-7.4, BR-8.2, BR-R21)."""
    END_TURN = "end_turn"
    """Actions used up with a usable Super Yum: spend it or end the turn (BR-R9)."""
    PLACE = "place"
    """Where a charged, newborn or airlifted dinosaur goes (BR-7.3, BR-11.2, BR-R5, BR-R19)."""
    BIRTH = "birth"
    """Team rules: the species of the newborn (BR-16.2, BR-R20)."""
    FLOWER = "flower"
    """Team rules: the opposing role that receives the Flower (BR-R11)."""
    LOOK = "look"
    """Which grass token to look at secretly, one at a time (BR-12.2, BR-R12)."""
    RECON = "recon"
    """Which board a Recon looks at (BR-19.8, BR-R18)."""
    ERUPT = "erupt"
    """Which grass token an Eruption removes, one at a time (BR-19.11, BR-R17)."""
    PICK = "pick"
    """Which dinosaur Air Travel or Air Raid flies (BR-19.9, BR-19.10, BR-R19)."""
    HIDE = "hide"
    """Right after finding a Hideout: hide tokens one at a time, or stop (BR-11.5, BR-R10)."""
    OVER = "over"
    """The game has ended (BR-10.1, BR-18.1)."""
    REVEAL_EAT = "reveal_eat"
    """Chance: the identity of the face-down token being eaten (BR-6.2, BR-R13)."""
    REVEAL_LOOK = "reveal_look"
    """Chance: the identity of a face-down token looked at for the first time (BR-R12)."""
    STEAL = "steal"
    """Chance: the token a Flower steals from its receiver (BR-11.10, BR-R11)."""


class Purpose(enum.Enum):
    """Why a `Phase.PLACE` decision places a dinosaur."""

    RELOCATE = "relocate"
    """A charged dinosaur goes to an empty square the charger chooses (BR-7.3, BR-R5)."""
    NEWBORN = "newborn"
    """A Birth brings a herbivore from the reserve (BR-11.2, BR-19.7)."""
    AIRLIFT = "airlift"
    """Air Travel or Air Raid flies a dinosaur to another empty square (BR-R19)."""


@value
class Pending(Value):
    """The decision awaited: its phase and what it is about.

    ``piece`` is the figure code being placed (PLACE), the figure code to pick (PICK)
    or the Flower's token kind (FLOWER); ``purpose`` says why a PLACE happens;
    ``count`` is how many looks or removals are left (LOOK, ERUPT); ``origin`` is a
    square the piece may not go back to (an airlifted dinosaur must move);
    ``winners`` are the winning seats once the game is OVER.
    """

    kind: Phase
    piece: int = 0
    purpose: Purpose = Purpose.RELOCATE
    count: int = 0
    origin: int = -1
    winners: tuple[int, ...] = ()


PENDING_MAIN: Final = Pending(Phase.MAIN)
PENDING_END_TURN: Final = Pending(Phase.END_TURN)


@value
class ChanceEvent(Value):
    """A random event waiting for its outcome.

    REVEAL_EAT: the token at ``square`` is being eaten. REVEAL_LOOK: ``team`` looks at
    ``squares[0]`` (a Recon queues several), then ``count`` looks are left. STEAL: a
    Flower (kind ``token``) robs role ``victim``.
    """

    kind: Phase
    square: int = -1
    squares: tuple[int, ...] = ()
    team: int = 0
    count: int = 0
    victim: int = -1
    token: int = -1
