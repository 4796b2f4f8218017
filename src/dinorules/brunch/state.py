"""The game state: the meadow's squares, reserves, token piles, knowledge and the turn.

`Phase` names every step of the decision table (`rules.DECISIONS`): the decisions,
the random events and the end. A state's pending decision is a `Pending` value (its
phase and what it is about), and a random event waiting for its outcome a
`ChanceEvent`; `Variant` builds the frequent ones once (a `Phase.REVEAL_EAT` event
per square).

Everything is a tuple of integers or a small value, updated with ``replace``; the
token bookkeeping sits in its own value, `Tokens`, so that the frequent updates of
the board and the turn copy few fields. Token piles and pools are counts per token
kind (the kind numbers of `Variant.tokens`). A face-down token's identity is not in
the state until it is first drawn (BR-R13): ``Tokens.pool`` holds the tokens not yet
drawn for any square, so a square's draw is a chance node over the pool.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final

from dinorules.kernel import GameState, PhaseEnum, Value, value

from .pieces import EMPTY, FACE_UP, HIDDEN, PILE_PARTS, STACK

if TYPE_CHECKING:
    from .components import Variant

__all__ = [
    "FACE_UP",
    "HIDDEN",
    "PENDING_END_TURN",
    "PENDING_MAIN",
    "STACK",
    "BrunchState",
    "ChanceEvent",
    "Pending",
    "Phase",
    "Purpose",
    "Tokens",
    "bump",
    "forget",
    "learn",
    "pending_phase",
    "placed",
    "shifted",
    "squares_of",
]


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


@value
class Tokens(Value):
    """Where the grass tokens off the meadow are, and who knows what about the meadow's.

    ``piles`` holds, for each role (0-3; roles a variant does not play stay empty) and
    each part of its pile (`STACK` face down and usable, `HIDDEN` under its Hideouts,
    `FACE_UP`), a count per token kind: one flat tuple, read through `part` and
    changed through `moved`. ``pool`` holds the tokens not drawn yet: the undrawn
    face-down squares and the unseen box slots share them. ``box`` lists drawn tokens
    removed by an Eruption, each with the bit mask of the teams that know it;
    ``box_unknown`` counts those removed before anyone drew them; ``discard`` the
    spent Super Yums. ``known`` is, per team, the bit mask of the drawn grass squares
    whose token that team has looked at.
    """

    kinds: int
    piles: tuple[int, ...]
    pool: tuple[int, ...]
    box: tuple[tuple[int, int], ...]
    box_unknown: int
    discard: tuple[int, ...]
    known: tuple[int, int]

    def part(self, role: int, part: int) -> tuple[int, ...]:
        """The counts per kind of one part (`STACK`, `HIDDEN`, `FACE_UP`) of a role's pile."""
        start = (role * PILE_PARTS + part) * self.kinds
        return self.piles[start : start + self.kinds]

    def moved(self, *moves: tuple[int, int, int, int], **changes: object) -> Tokens:
        """The tokens with each (role, part, kind, delta) applied to the piles."""
        kinds = self.kinds
        if len(moves) == 1:
            role, part, kind, delta = moves[0]
            piles = bump(self.piles, (role * PILE_PARTS + part) * kinds + kind, delta)
            return self.replace(piles=piles, **changes)
        pile_list = list(self.piles)
        for role, part, kind, delta in moves:
            pile_list[(role * PILE_PARTS + part) * kinds + kind] += delta
        return self.replace(piles=tuple(pile_list), **changes)

    def knows(self, team: int, square: int) -> bool:
        """Whether ``team`` knows the drawn token on ``square``."""
        return bool(self.known[team] >> square & 1)


@value
class BrunchState(GameState):
    """A whole game of Jurassic Brunch, Jurassic Snack or the team rules."""

    variant: Variant
    board: tuple[int, ...]
    """Per square: EMPTY, a figure code, or a grass code (see `pieces`)."""
    reserve: tuple[int, ...]
    """Figures off the board, per figure code minus one (4 herbivores, Raptor, T-Rex)."""
    tokens: Tokens
    role: int
    seat: int | None
    """The seat to decide (the role's player), None once the game is over."""
    actions_left: int
    raptor_moved: bool
    """The Raptor has moved this turn: it moves once per turn (BR-9.3); T-Rexes do not count."""
    progress: bool
    """This turn someone ate a token or scared an opposing herbivore off (BR-10.4)."""
    idle_turns: int
    drowsy: bool
    """Some herbivore fell asleep this turn (it may be woken from the next turn)."""
    phase: Pending
    """The decision awaited (the last one while a chance event is pending)."""
    chance: ChanceEvent | None
    """The random event awaiting its outcome, if any."""


def pending_phase(state: BrunchState) -> Phase:
    """The phase of the decision table the state is at: its chance event's, else its decision's."""
    event = state.chance
    return state.phase.kind if event is None else event.kind


def bump(counts: tuple[int, ...], kind: int, delta: int) -> tuple[int, ...]:
    """The counts with ``delta`` added to ``kind``."""
    changed = list(counts)  # one list and one tuple: cheaper than slicing and joining
    changed[kind] += delta
    return tuple(changed)


def placed(board: tuple[int, ...], square: int, code: int) -> tuple[int, ...]:
    """The board with ``code`` on ``square``."""
    changed = list(board)  # as `bump`: cheaper than `put`'s slices on a whole meadow
    changed[square] = code
    return tuple(changed)


def shifted(board: tuple[int, ...], origin: int, destination: int, code: int) -> tuple[int, ...]:
    """The board with ``origin`` emptied and ``code`` on ``destination`` (a figure moved)."""
    changed = list(board)
    changed[origin] = EMPTY
    changed[destination] = code
    return tuple(changed)


def learn(known: tuple[int, int], team: int, *squares: int) -> tuple[int, int]:
    """The knowledge with ``team`` knowing the drawn tokens on ``squares`` too."""
    mask = known[team]
    for square in squares:
        mask |= 1 << square
    return (mask, known[1]) if team == 0 else (known[0], mask)


def forget(known: tuple[int, int], square: int) -> tuple[int, int]:
    """The knowledge without ``square`` (its token has left the meadow)."""
    keep = ~(1 << square)
    return (known[0] & keep, known[1] & keep)


def squares_of(mask: int) -> tuple[int, ...]:
    """The squares in a knowledge bit mask, in order."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
