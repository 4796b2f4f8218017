"""The decisions of the start phase and the game round, and their chance outcomes (MI-R13).

Each is one small value: a seat, an army slot, a hex, a card title, an alternative's
index or a yes/no, so that every choice is a chain of follow-ups: the mulligan (MI-3.3,
MI-R5) and each placement (MI-3.5, MI-R6), the tiers' turns (MI-R17), the cards placed,
revealed and stacked (MI-7, MI-10), an activation's choices (MI-8.9, MI-R19) and a
Reaction (MI-R26). The random events are coin tosses (MI-R3, MI-8.15) and single cards
drawn from decks that store no order (MI-3.2, MI-3.3, MI-R4).
"""

from __future__ import annotations

from dinorules.kernel import value

from ..movement.actions import Direction
from ..names import hex_name, unit_letter
from ..state import Choice, Phase

__all__ = [
    "Act",
    "Choose",
    "ChooseDeployer",
    "CoinToss",
    "DiscardHero",
    "DrawAction",
    "DrawHero",
    "Face",
    "Hold",
    "KeepHand",
    "KeepIdle",
    "KeepSkipped",
    "KeepStack",
    "Lead",
    "Mulligan",
    "NoAction",
    "NoIdle",
    "NoReinforce",
    "Pass",
    "Pick",
    "PlaceActive",
    "PlaceAt",
    "PlaceIdle",
    "PlaceNext",
    "PlaceUnit",
    "React",
    "Reinforce",
    "Reveal",
    "SkipTurn",
    "Stack",
    "TrimStack",
    "UseBaseSkills",
    "UseCard",
]

_PLACING = (
    "MI-3.5: a unit is placed wholly in its own deployment zone, on free hexes, "
    "leaving room for the rest of the army (MI-R6)"
)


@value
class Mulligan(Choice):
    """Discard this hero card from the opening hand, to be replaced (MI-3.3, MI-R5).

    >>> str(Mulligan("Training"))
    'mulligan Training'
    """

    phases = (Phase.MULLIGAN,)
    domains = ("heroes",)
    refusal = "MI-R5: player {actor} holds no hero card {action.card!r}"

    card: str

    def __str__(self) -> str:
        return f"mulligan {self.card}"


@value
class KeepHand(Choice):
    """Keep the rest of the hero hand: the discarded cards are then redrawn (MI-R5).

    >>> str(KeepHand())
    'keep hand'
    """

    phases = (Phase.MULLIGAN,)

    def __str__(self) -> str:
        return "keep hand"


@value
class ChooseDeployer(Choice):
    """The first player's choice of the seat that places the first unit (MI-3.5).

    >>> str(ChooseDeployer(1))
    'seat 1 deploys first'
    """

    phases = (Phase.CHOOSE_DEPLOYER,)
    domains = ("seats",)
    refusal = "MI-3.5: seat {action.seat} is not a player with a unit to place"

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} deploys first"


@value
class PlaceUnit(Choice):
    """Place this unit of one's army next: its number, shown by its letter (MI-3.5, MI-R6).

    >>> str(PlaceUnit(2))
    'place unit C'
    """

    phases = (Phase.PLACE_UNIT,)
    domains = ("units",)
    refusal = "MI-R6: {action} names no unplaced unit of this army that fits"

    unit: int

    def __str__(self) -> str:
        return f"place unit {unit_letter(self.unit)}"


@value
class PlaceAt(Choice):
    """Put the unit being placed with its anchor on hex ``(q, r)`` of one's zone (MI-R6).

    The hex is axial; it is shown by the map's column and row (`names.hex_name`).

    >>> str(PlaceAt(5, -1))
    'at column 5 row 1'
    """

    phases = (Phase.PLACE_AT,)
    domains = ("deploy",)
    refusal = _PLACING

    q: int
    r: int

    def __str__(self) -> str:
        return f"at {hex_name((self.q, self.r))}"


@value
class Face(Choice):
    """Turn the unit being placed to this facing; the placement is then done (MI-R6).

    >>> str(Face("SE"))
    'face SE'
    """

    phases = (Phase.FACE,)
    domains = ("directions",)
    refusal = _PLACING

    facing: Direction

    def __str__(self) -> str:
        return f"face {self.facing}"


@value
class CoinToss(Choice):
    """Chance outcome: the tied seat that the coin toss makes first player (MI-R3).

    >>> str(CoinToss(1))
    'coin toss: seat 1'
    """

    phases = (Phase.COIN_TOSS, Phase.FIRST_PLAYER_TOSS)
    domains = ("seats",)

    seat: int

    def __str__(self) -> str:
        return f"coin toss: seat {self.seat}"


@value
class DrawAction(Choice):
    """Chance outcome: the action card a unit draws from its deck (MI-3.2, MI-R4).

    >>> str(DrawAction("Pack hunt"))
    'draw Pack hunt'
    """

    phases = (Phase.DRAW_ACTIONS, Phase.DRAW_ROUND)
    domains = ("cards",)

    card: str

    def __str__(self) -> str:
        return f"draw {self.card}"


@value
class DrawHero(Choice):
    """Chance outcome: the hero card a player draws from their hero deck (MI-3.3, MI-R5).

    >>> str(DrawHero("Training"))
    'draw hero Training'
    """

    phases = (Phase.DRAW_HEROES, Phase.REDRAW, Phase.DRAW_PICK)
    domains = ("heroes",)

    card: str

    def __str__(self) -> str:
        return f"draw hero {self.card}"


@value
class Lead(Choice):
    """The first player's choice of the seat that goes first in a tie (MI-2.1, MI-R17).

    >>> str(Lead(2))
    'seat 2 goes first'
    """

    phases = (Phase.LEAD,)
    domains = ("seats",)

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} goes first"


@value
class Pick(Choice):
    """The unit (its number, shown by its letter) that goes next among one's tied units.

    (MI-R17)

    >>> str(Pick(1))
    'unit B next'
    """

    phases = (Phase.PICK,)
    domains = ("units",)

    unit: int

    def __str__(self) -> str:
        return f"unit {unit_letter(self.unit)} next"


@value
class PlaceActive(Choice):
    """Put this card of the unit's hand face down on its Active slot (MI-7.1).

    >>> str(PlaceActive("Pack hunt"))
    'active Pack hunt'
    """

    phases = (Phase.PLACE_ACTIVE,)
    domains = ("cards",)

    card: str

    def __str__(self) -> str:
        return f"active {self.card}"


@value
class PlaceNext(Choice):
    """Put this card of the unit's hand face down on its Next slot (MI-7.3, MI-10.7).

    >>> str(PlaceNext("Flank"))
    'next Flank'
    """

    phases = (Phase.PLACE_NEXT,)
    domains = ("cards",)

    card: str

    def __str__(self) -> str:
        return f"next {self.card}"


@value
class PlaceIdle(Choice):
    """Spare this card of the unit's hand face down as its Idle card (MI-7.5, MI-10.8).

    >>> str(PlaceIdle("Sentinel"))
    'idle Sentinel'
    """

    phases = (Phase.PLACE_IDLE,)
    domains = ("cards",)

    card: str

    def __str__(self) -> str:
        return f"idle {self.card}"


@value
class NoIdle(Choice):
    """Leave the Idle slot empty (MI-7.5, MI-10.8).

    >>> str(NoIdle())
    'no idle card'
    """

    phases = (Phase.PLACE_IDLE,)

    def __str__(self) -> str:
        return "no idle card"


@value
class Reveal(Choice):
    """Reveal the unit's Active card at its Initiative (MI-8.2).

    >>> str(Reveal())
    'reveal'
    """

    phases = (Phase.REVEAL,)

    def __str__(self) -> str:
        return "reveal"


@value
class SkipTurn(Choice):
    """Skip the unit's turn, its card kept unrevealed (MI-11.1); not twice in a row (MI-11.3).

    >>> str(SkipTurn())
    'skip turn'
    """

    phases = (Phase.REVEAL,)

    def __str__(self) -> str:
        return "skip turn"


@value
class Pass(Choice):
    """Let an Interaction or Reaction window go by (MI-R21, MI-R26).

    >>> str(Pass())
    'pass'
    """

    phases = (Phase.INTERACTION, Phase.REACT, Phase.TEST_STEP, Phase.RECEIVED, Phase.MODEL_LOST)

    def __str__(self) -> str:
        return "pass"


@value
class UseCard(Choice):
    """Resolve the revealed Active card: its movement, then its action (MI-8.9).

    >>> str(UseCard())
    'use card'
    """

    phases = (Phase.ACTIVATE,)
    refusal = "MI-R28: the unit has no Active card; it uses its base skills"

    def __str__(self) -> str:
        return "use card"


@value
class UseBaseSkills(Choice):
    """One movement and one action with base skills instead of the card (MI-8.11).

    >>> str(UseBaseSkills())
    'use base skills'
    """

    phases = (Phase.ACTIVATE,)
    refusal = "MI-8.11: the base skills replace the card unless it is Forced"

    def __str__(self) -> str:
        return "use base skills"


@value
class Hold(Choice):
    """Interrupt the activation of a unit revealed with a Reaction card, to react later (MI-12.2).

    >>> str(Hold())
    'hold'
    """

    phases = (Phase.ACTIVATE,)
    refusal = "MI-12.2: only a unit revealed with a Reaction card may hold its activation"

    def __str__(self) -> str:
        return "hold"


@value
class React(Choice):
    """Interrupt the ongoing activation with this held unit (MI-12.4, MI-R26).

    >>> str(React(0))
    'react with unit A'
    """

    phases = (Phase.REACT,)
    domains = ("units",)

    unit: int

    def __str__(self) -> str:
        return f"react with unit {unit_letter(self.unit)}"


@value
class Act(Choice):
    """Perform the action: its alternatives, then its effect (MI-8.9, MI-R19).

    >>> str(Act())
    'act'
    """

    phases = (Phase.ACT,)

    def __str__(self) -> str:
        return "act"


@value
class NoAction(Choice):
    """Do not perform the action: actions are free (MI-2.5).

    >>> str(NoAction())
    'no action'
    """

    phases = (Phase.ACT, Phase.STRIKE, Phase.CLENCH)

    def __str__(self) -> str:
        return "no action"


@value
class Choose(Choice):
    """Take alternative ``option`` of the card's current "or" line (MI-R19).

    >>> str(Choose(1))
    'alternative 1'
    """

    phases = (Phase.CHOOSE,)
    domains = ("alternatives",)

    option: int

    def __str__(self) -> str:
        return f"alternative {self.option}"


@value
class Reinforce(Choice):
    """Pay the card's adrenaline for its reinforced alternative ``option`` (MI-R19).

    >>> str(Reinforce(0))
    'reinforce 0'
    """

    phases = (Phase.REINFORCE,)
    domains = ("reinforced",)
    refusal = "MI-R19: no such reinforced alternative, or too little adrenaline"

    option: int

    def __str__(self) -> str:
        return f"reinforce {self.option}"


@value
class NoReinforce(Choice):
    """Keep the adrenaline: no reinforced effect (MI-R19).

    >>> str(NoReinforce())
    'no reinforcement'
    """

    phases = (Phase.REINFORCE,)

    def __str__(self) -> str:
        return "no reinforcement"


@value
class KeepSkipped(Choice):
    """Keep the skipped card and skip the initiative phase, or discard it (MI-11.2).

    >>> str(KeepSkipped(True)), str(KeepSkipped(False))
    ('keep skipped card', 'discard skipped card')
    """

    phases = (Phase.KEEP_SKIPPED,)
    domains = ("booleans",)

    keep: bool

    def __str__(self) -> str:
        return "keep skipped card" if self.keep else "discard skipped card"


@value
class Stack(Choice):
    """The played Active card stays on the combo stack, or is discarded (MI-10.1).

    >>> str(Stack(True)), str(Stack(False))
    ('stack played card', 'discard played card')
    """

    phases = (Phase.STACK,)
    domains = ("booleans",)

    keep: bool

    def __str__(self) -> str:
        return "stack played card" if self.keep else "discard played card"


@value
class TrimStack(Choice):
    """Discard the bottom card of the combo stack, never the top one (MI-10.3).

    >>> str(TrimStack())
    'discard bottom card'
    """

    phases = (Phase.TRIM,)

    def __str__(self) -> str:
        return "discard bottom card"


@value
class KeepStack(Choice):
    """Keep the combo stack as it is (MI-10.3).

    >>> str(KeepStack())
    'keep stack'
    """

    phases = (Phase.TRIM,)

    def __str__(self) -> str:
        return "keep stack"


@value
class KeepIdle(Choice):
    """Keep the Idle card, counting as one card drawn, or discard it (MI-10.5).

    >>> str(KeepIdle(True)), str(KeepIdle(False))
    ('keep idle card', 'discard idle card')
    """

    phases = (Phase.KEEP_IDLE,)
    domains = ("booleans",)

    keep: bool

    def __str__(self) -> str:
        return "keep idle card" if self.keep else "discard idle card"


@value
class DiscardHero(Choice):
    """Discard this hero card, face up, down to the hand size (MI-3.4, MI-R24).

    >>> str(DiscardHero("Training"))
    'discard hero Training'
    """

    phases = (Phase.DISCARD_HERO,)
    domains = ("heroes",)

    card: str

    def __str__(self) -> str:
        return f"discard hero {self.card}"
