"""The decisions and outcome of part 4: hero cards, icons, equipment bought, a Fear card.

Each is one small value (a card title, an army slot, a side), so that a hero card's use
is a single decision (MI-R13, MI-R43).
"""

from __future__ import annotations

from dinorules.kernel import Value, value

__all__ = ["Buy", "DrawCondition", "PlayHero", "UseIcons"]

NO_UNIT = -1
"""`PlayHero.unit` for an effect that concerns no unit (Command, Requisition)."""


@value
class PlayHero(Value):
    """Play a hero card for its main effect, for a unit (army slot) or none (MI-19.3).

    >>> str(PlayHero("Training", 1)), str(PlayHero("Airdrop", -1))
    ('play Training for unit 1', 'play Airdrop')
    """

    card: str
    unit: int = NO_UNIT

    def __str__(self) -> str:
        return f"play {self.card}" + (f" for unit {self.unit}" if self.unit >= 0 else "")


@value
class UseIcons(Value):
    """Discard a hero card to add its icons to one side of the test: 0 the Initiator's (MI-19.10).

    >>> str(UseIcons("Stubborn", 1))
    "add Stubborn's icons to the target"
    """

    card: str
    side: int

    def __str__(self) -> str:
        return f"add {self.card}'s icons to the {'target' if self.side else 'initiator'}"


@value
class Buy(Value):
    """Buy an equipment card with Requisition for a unit (army slot) (MI-18.7, MI-R48).

    >>> str(Buy("Body armor", 0))
    'buy Body armor for unit 0'
    """

    item: str
    unit: int

    def __str__(self) -> str:
        return f"buy {self.item} for unit {self.unit}"


@value
class DrawCondition(Value):
    """Chance outcome: the condition card taken from the supply (MI-17.4).

    >>> str(DrawCondition("Panic"))
    'take Panic'
    """

    card: str

    def __str__(self) -> str:
        return f"take {self.card}"
