"""Decisions and chance outcomes: small values the replay codec encodes as JSON.

Squares are ``(column, row)`` of the meadow, row 0 at the top; directions are
``N E S W`` (and ``NE SE SW NW`` for the Raptor). Tokens are named by their data
names (``"Fruit"``). A turn's Action is one of `Move`, `Charge`, `Wake`,
`MoveCarnivore` (or `Pass` when none is possible); every other class is a follow-up
or a free decision (BR-R21). The order in which `legal_actions` lists them is given
in docs/rules/brunch.md ("Action").
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

import attrs

from dinorules.kernel import Value, value

__all__ = [
    "ACTION_TYPES",
    "DIRECTIONS",
    "ORTHOGONAL",
    "ROLE_NAMES",
    "BrunchAction",
    "BrunchOutcome",
    "Charge",
    "ChooseBirth",
    "EndTurn",
    "Erupt",
    "GiveFlower",
    "Hide",
    "Look",
    "Move",
    "MoveCarnivore",
    "Pass",
    "Pick",
    "Place",
    "Recon",
    "Reveal",
    "SpendSuperYum",
    "Stolen",
    "StopHiding",
    "Wake",
]

Square = tuple[int, int]
Orthogonal = Literal["N", "E", "S", "W"]
AnyDirection = Literal["N", "E", "S", "W", "NE", "SE", "SW", "NW"]
DIRECTIONS: tuple[AnyDirection, ...] = ("N", "E", "S", "W", "NE", "SE", "SW", "NW")
"""Direction names in the kernel grid's order; the first four are orthogonal."""
ORTHOGONAL: tuple[Orthogonal, ...] = ("N", "E", "S", "W")
ROLE_NAMES = ("blue diplos", "yellow diplos", "blue triceratops", "yellow triceratops")
"""Role names by role number (the second colour is orange in the Brunch box)."""


_TEXT: Final = attrs.validators.instance_of(str)
_NUMBER: Final = attrs.validators.instance_of(int)
_SQUARE: Final = attrs.validators.deep_iterable(
    member_validator=_NUMBER,
    iterable_validator=attrs.validators.and_(
        attrs.validators.instance_of(tuple),
        attrs.validators.min_len(2),
        attrs.validators.max_len(2),
    ),
)
"""Field validators: a value built with a wrongly typed field raises `TypeError` or
`ValueError` (the caller's bug). Whether a well-typed value names a real square,
direction or token is the rules' business: `apply` refuses it as illegal."""


def _at(square: Square) -> str:
    return f"({square[0]}, {square[1]})"


@value
class Move(Value):
    """Move your herbivore at ``at`` peacefully in a straight line (BR-6.1).

    >>> str(Move((1, 2), "N"))
    'move (1, 2) N'
    """

    at: Square = attrs.field(validator=_SQUARE)
    direction: Orthogonal = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"move {_at(self.at)} {self.direction}"


@value
class Charge(Value):
    """Charge with your Triceratops at ``at`` towards ``direction`` (BR-7.2).

    >>> str(Charge((1, 2), "E"))
    'charge (1, 2) E'
    """

    at: Square = attrs.field(validator=_SQUARE)
    direction: Orthogonal = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"charge {_at(self.at)} {self.direction}"


@value
class Wake(Value):
    """Wake your sleeping herbivore at ``at`` (BR-8.1).

    >>> str(Wake((0, 0)))
    'wake (0, 0)'
    """

    at: Square = attrs.field(validator=_SQUARE)

    def __str__(self) -> str:
        return f"wake {_at(self.at)}"


@value
class MoveCarnivore(Value):
    """Move the Raptor (or a T-Rex) at ``at`` in a straight line (BR-9.2, BR-19.5).

    >>> str(MoveCarnivore((3, 3), "NE"))
    'carnivore (3, 3) NE'
    """

    at: Square = attrs.field(validator=_SQUARE)
    direction: AnyDirection = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"carnivore {_at(self.at)} {self.direction}"


@value
class Pass(Value):
    """End the turn: offered only when no Action is possible (BR-R21)."""

    def __str__(self) -> str:
        return "pass"


@value
class Hide(Value):
    """Put one face-down token of yours under your Hideout (BR-11.5, BR-R10).

    >>> str(Hide("Fruit"))
    'hide Fruit'
    """

    token: str = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"hide {self.token}"


@value
class StopHiding(Value):
    """Hide nothing more now, right after finding a Hideout (BR-R10)."""

    def __str__(self) -> str:
        return "stop hiding"


@value
class SpendSuperYum(Value):
    """Discard a Super Yum for one more Action (BR-11.22, BR-R9)."""

    def __str__(self) -> str:
        return "spend a Super Yum"


@value
class EndTurn(Value):
    """End the turn, keeping your Super Yums (BR-R9)."""

    def __str__(self) -> str:
        return "end turn"


@value
class Place(Value):
    """Put the dinosaur being moved (charged, newborn, airlifted) on empty ``at`` (BR-7.3).

    >>> str(Place((4, 0)))
    'place on (4, 0)'
    """

    at: Square = attrs.field(validator=_SQUARE)

    def __str__(self) -> str:
        return f"place on {_at(self.at)}"


@value
class ChooseBirth(Value):
    """Team rules: the species a Birth token brings into play (BR-16.2, BR-R20).

    >>> str(ChooseBirth("diplo"))
    'give birth to a diplo'
    """

    species: Literal["diplo", "triceratops"] = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"give birth to a {self.species}"


@value
class GiveFlower(Value):
    """Team rules: the opposing role that receives the Flower and is robbed (BR-R11).

    >>> str(GiveFlower(3))
    'give the Flower to the yellow triceratops'
    """

    to: int = attrs.field(validator=_NUMBER)

    def __str__(self) -> str:
        name = ROLE_NAMES[self.to] if 0 <= self.to < len(ROLE_NAMES) else f"role {self.to}"
        return f"give the Flower to the {name}"


@value
class Look(Value):
    """Secretly look at the grass token at ``at`` (BR-12.2, BR-R12).

    >>> str(Look((2, 5)))
    'look at (2, 5)'
    """

    at: Square = attrs.field(validator=_SQUARE)

    def __str__(self) -> str:
        return f"look at {_at(self.at)}"


@value
class Recon(Value):
    """Recon: secretly look at every grass token of board ``board`` (BR-19.8, BR-R18).

    >>> str(Recon(2))
    'recon board 2'
    """

    board: int = attrs.field(validator=_NUMBER)

    def __str__(self) -> str:
        return f"recon board {self.board}"


@value
class Erupt(Value):
    """Volcanic Eruption: remove the grass token at ``at`` unseen (BR-19.11, BR-R17).

    >>> str(Erupt((0, 1)))
    'erupt (0, 1)'
    """

    at: Square = attrs.field(validator=_SQUARE)

    def __str__(self) -> str:
        return f"erupt {_at(self.at)}"


@value
class Pick(Value):
    """Air Travel / Air Raid: the dinosaur at ``at`` to fly elsewhere (BR-19.9, BR-R19).

    >>> str(Pick((5, 1)))
    'airlift (5, 1)'
    """

    at: Square = attrs.field(validator=_SQUARE)

    def __str__(self) -> str:
        return f"airlift {_at(self.at)}"


@value
class Reveal(Value):
    """Chance outcome: the face-down token being eaten or looked at is ``token``.

    >>> str(Reveal("Fruit"))
    'token is Fruit'
    """

    token: str = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"token is {self.token}"


@value
class Stolen(Value):
    """Chance outcome: the Flower steals ``token`` (BR-11.10).

    >>> str(Stolen("Birth"))
    'steal Birth'
    """

    token: str = attrs.field(validator=_TEXT)

    def __str__(self) -> str:
        return f"steal {self.token}"


BrunchAction: TypeAlias = (
    Move
    | Charge
    | Wake
    | MoveCarnivore
    | Pass
    | Hide
    | StopHiding
    | SpendSuperYum
    | EndTurn
    | Place
    | ChooseBirth
    | GiveFlower
    | Look
    | Recon
    | Erupt
    | Pick
)
"""Every decision of the game: an Action, a free decision or a follow-up."""
BrunchOutcome: TypeAlias = Reveal | Stolen
"""Every chance outcome."""
ACTION_TYPES: Final = (
    Move,
    Charge,
    Wake,
    MoveCarnivore,
    Pass,
    Hide,
    StopHiding,
    SpendSuperYum,
    EndTurn,
    Place,
    ChooseBirth,
    GiveFlower,
    Look,
    Recon,
    Erupt,
    Pick,
    Reveal,
    Stolen,
)
"""Every class of decision and chance outcome, in the replay codec's order."""
