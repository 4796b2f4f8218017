"""The decisions of hero cards: a card played for its effect, or for its icons (MI-19).

Each is one small value (a card title, an army slot, a side), so that a hero card's use
is a single decision (MI-R13, MI-R43).
"""

from __future__ import annotations

from dinorules.kernel import value

from ..names import unit_letter
from ..state import Choice, Phase

__all__ = [
    "NO_UNIT",
    "PlayHero",
    "UseIcons",
]

NO_UNIT = -1
"""`PlayHero.unit` for an effect that concerns no unit (Command, Requisition)."""


@value
class PlayHero(Choice):
    """Play a hero card for its main effect, for a unit (its number) or none (MI-19.3).

    >>> str(PlayHero("Training", 1)), str(PlayHero("Airdrop", -1))
    ('play Training for unit B', 'play Airdrop')
    """

    phases = (Phase.INTERACTION, Phase.ACTIVATE, Phase.TEST_STEP, Phase.RECEIVED, Phase.MODEL_LOST)
    domains = ("heroes", "unit_or_none")

    card: str
    unit: int = NO_UNIT

    def __str__(self) -> str:
        unit = f" for unit {unit_letter(self.unit)}" if self.unit >= 0 else ""
        return f"play {self.card}{unit}"


@value
class UseIcons(Choice):
    """Discard a hero card to add its icons to one side of the test: 0 the Initiator's (MI-19.10).

    >>> str(UseIcons("Stubborn", 1))
    "add Stubborn's icons to the target"
    """

    phases = (Phase.TEST_STEP,)
    domains = ("heroes", "sides")

    card: str
    side: int

    def __str__(self) -> str:
        return f"add {self.card}'s icons to the {'target' if self.side else 'initiator'}"
