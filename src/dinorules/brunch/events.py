"""What a state is waiting for: the decision `Phase` and the random `ChanceEvent`.

Both are small values; the constants name their kinds. They sit in their own module
so that `Variant` can build the frequent ones once (a `REVEAL_EAT` event per square).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Value, value

__all__ = [
    "AIRLIFT",
    "BIRTH",
    "END_TURN",
    "ERUPT",
    "FLOWER",
    "HIDE",
    "LOOK",
    "MAIN",
    "NEWBORN",
    "OVER",
    "PHASE_END_TURN",
    "PHASE_MAIN",
    "PICK",
    "PLACE",
    "RECON",
    "RELOCATE",
    "REVEAL_EAT",
    "REVEAL_LOOK",
    "STEAL",
    "ChanceEvent",
    "Phase",
]

# Decision phases.
MAIN, END_TURN, PLACE, BIRTH, FLOWER, LOOK, RECON, ERUPT, PICK, HIDE, OVER = range(11)
# What a PLACE phase is placing.
RELOCATE, NEWBORN, AIRLIFT = range(3)
# Chance events.
REVEAL_EAT, REVEAL_LOOK, STEAL = range(3)


@value
class Phase(Value):
    """The decision awaited: its kind and what it is about.

    ``piece`` is the figure code being placed (PLACE), the figure code to pick (PICK)
    or the Flower's token kind (FLOWER); ``purpose`` says why a PLACE happens;
    ``count`` is how many looks or removals are left (LOOK, ERUPT); ``origin`` is a
    square the piece may not go back to (an airlifted dinosaur must move);
    ``winners`` are the winning seats once the game is OVER.
    """

    kind: int
    piece: int = 0
    purpose: int = 0
    count: int = 0
    origin: int = -1
    winners: tuple[int, ...] = ()


PHASE_MAIN: Final = Phase(MAIN)
PHASE_END_TURN: Final = Phase(END_TURN)


@value
class ChanceEvent(Value):
    """A random event waiting for its outcome.

    REVEAL_EAT: the token at ``square`` is being eaten. REVEAL_LOOK: ``team`` looks at
    ``squares[0]`` (a Recon queues several), then ``count`` looks are left. STEAL: a
    Flower (kind ``token``) robs role ``victim``.
    """

    kind: int
    square: int = -1
    squares: tuple[int, ...] = ()
    team: int = 0
    count: int = 0
    victim: int = -1
    token: int = -1
