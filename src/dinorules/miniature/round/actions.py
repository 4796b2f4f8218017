"""The decisions of the game round (part 2): initiative, activation, reaction, combo (MI-R13).

Each is one small value: a seat, an army slot, a card title, an alternative's index
or a yes/no, so that every choice of the round is a chain of follow-ups (MI-R17,
MI-R19, MI-R26).
"""

from __future__ import annotations

from dinorules.kernel import Value, value

__all__ = [
    "Act",
    "Choose",
    "DiscardHero",
    "Hold",
    "KeepIdle",
    "KeepSkipped",
    "KeepStack",
    "Lead",
    "NoAction",
    "NoIdle",
    "NoReinforce",
    "Pass",
    "Pick",
    "PlaceActive",
    "PlaceIdle",
    "PlaceNext",
    "React",
    "Reinforce",
    "Reveal",
    "SkipTurn",
    "Stack",
    "TrimStack",
    "UseBaseSkills",
    "UseCard",
]


@value
class Lead(Value):
    """The first player's choice of the seat that goes first in a tie (MI-2.1, MI-R17).

    >>> str(Lead(2))
    'seat 2 goes first'
    """

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} goes first"


@value
class Pick(Value):
    """The unit (its army slot) that goes next among one's tied units (MI-R17).

    >>> str(Pick(1))
    'unit 1 next'
    """

    unit: int

    def __str__(self) -> str:
        return f"unit {self.unit} next"


@value
class PlaceActive(Value):
    """Put this card of the unit's hand face down on its Active slot (MI-7.1).

    >>> str(PlaceActive("Pack hunt"))
    'active Pack hunt'
    """

    card: str

    def __str__(self) -> str:
        return f"active {self.card}"


@value
class PlaceNext(Value):
    """Put this card of the unit's hand face down on its Next slot (MI-7.3, MI-10.7).

    >>> str(PlaceNext("Flank"))
    'next Flank'
    """

    card: str

    def __str__(self) -> str:
        return f"next {self.card}"


@value
class PlaceIdle(Value):
    """Spare this card of the unit's hand face down as its Idle card (MI-7.5, MI-10.8).

    >>> str(PlaceIdle("Sentinel"))
    'idle Sentinel'
    """

    card: str

    def __str__(self) -> str:
        return f"idle {self.card}"


@value
class NoIdle(Value):
    """Leave the Idle slot empty (MI-7.5, MI-10.8).

    >>> str(NoIdle())
    'no idle card'
    """

    def __str__(self) -> str:
        return "no idle card"


@value
class Reveal(Value):
    """Reveal the unit's Active card at its Initiative (MI-8.2).

    >>> str(Reveal())
    'reveal'
    """

    def __str__(self) -> str:
        return "reveal"


@value
class SkipTurn(Value):
    """Skip the unit's turn, its card kept unrevealed (MI-11.1); not twice in a row (MI-11.3).

    >>> str(SkipTurn())
    'skip turn'
    """

    def __str__(self) -> str:
        return "skip turn"


@value
class Pass(Value):
    """Let an Interaction or Reaction window go by (MI-R21, MI-R26).

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@value
class UseCard(Value):
    """Resolve the revealed Active card: its movement, then its action (MI-8.9).

    >>> str(UseCard())
    'use card'
    """

    def __str__(self) -> str:
        return "use card"


@value
class UseBaseSkills(Value):
    """One movement and one action with base skills instead of the card (MI-8.11).

    >>> str(UseBaseSkills())
    'use base skills'
    """

    def __str__(self) -> str:
        return "use base skills"


@value
class Hold(Value):
    """Interrupt the activation of a unit revealed with a Reaction card, to react later (MI-12.2).

    >>> str(Hold())
    'hold'
    """

    def __str__(self) -> str:
        return "hold"


@value
class React(Value):
    """Interrupt the ongoing activation with this held unit (army slot; MI-12.4, MI-R26).

    >>> str(React(0))
    'react with unit 0'
    """

    unit: int

    def __str__(self) -> str:
        return f"react with unit {self.unit}"


@value
class Act(Value):
    """Perform the action (MI-8.9; its effect comes with parts 3-4, MI-R19).

    >>> str(Act())
    'act'
    """

    def __str__(self) -> str:
        return "act"


@value
class NoAction(Value):
    """Do not perform the action: actions are free (MI-2.5).

    >>> str(NoAction())
    'no action'
    """

    def __str__(self) -> str:
        return "no action"


@value
class Choose(Value):
    """Take alternative ``option`` of the card's current "or" line (MI-R19).

    >>> str(Choose(1))
    'alternative 1'
    """

    option: int

    def __str__(self) -> str:
        return f"alternative {self.option}"


@value
class Reinforce(Value):
    """Pay the card's adrenaline for its reinforced alternative ``option`` (MI-R19).

    >>> str(Reinforce(0))
    'reinforce 0'
    """

    option: int

    def __str__(self) -> str:
        return f"reinforce {self.option}"


@value
class NoReinforce(Value):
    """Keep the adrenaline: no reinforced effect (MI-R19).

    >>> str(NoReinforce())
    'no reinforcement'
    """

    def __str__(self) -> str:
        return "no reinforcement"


@value
class KeepSkipped(Value):
    """Keep the skipped card and skip the initiative phase, or discard it (MI-11.2).

    >>> str(KeepSkipped(True)), str(KeepSkipped(False))
    ('keep skipped card', 'discard skipped card')
    """

    keep: bool

    def __str__(self) -> str:
        return "keep skipped card" if self.keep else "discard skipped card"


@value
class Stack(Value):
    """The played Active card stays on the combo stack, or is discarded (MI-10.1).

    >>> str(Stack(True)), str(Stack(False))
    ('stack played card', 'discard played card')
    """

    keep: bool

    def __str__(self) -> str:
        return "stack played card" if self.keep else "discard played card"


@value
class TrimStack(Value):
    """Discard the bottom card of the combo stack, never the top one (MI-10.3).

    >>> str(TrimStack())
    'discard bottom card'
    """

    def __str__(self) -> str:
        return "discard bottom card"


@value
class KeepStack(Value):
    """Keep the combo stack as it is (MI-10.3).

    >>> str(KeepStack())
    'keep stack'
    """

    def __str__(self) -> str:
        return "keep stack"


@value
class KeepIdle(Value):
    """Keep the Idle card, counting as one card drawn, or discard it (MI-10.5).

    >>> str(KeepIdle(True)), str(KeepIdle(False))
    ('keep idle card', 'discard idle card')
    """

    keep: bool

    def __str__(self) -> str:
        return "keep idle card" if self.keep else "discard idle card"


@value
class DiscardHero(Value):
    """Discard this hero card, face up, down to the hand size (MI-3.4, MI-R24).

    >>> str(DiscardHero("Training"))
    'discard hero Training'
    """

    card: str

    def __str__(self) -> str:
        return f"discard hero {self.card}"
