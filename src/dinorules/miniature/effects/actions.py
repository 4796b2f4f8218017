"""The decision of buying equipment (MI-18.7) and the Fear card drawn (MI-17.4)."""

from __future__ import annotations

from dinorules.kernel import value

from ..names import unit_letter
from ..state import Choice, Phase

__all__ = [
    "Buy",
    "DrawCondition",
]


@value
class Buy(Choice):
    """Buy an equipment card with Requisition for a unit (its number) (MI-18.7, MI-R48).

    >>> str(Buy("Body armor", 0))
    'buy Body armor for unit A'
    """

    phases = (Phase.INTERACTION,)
    domains = ("items", "units")

    item: str
    unit: int

    def __str__(self) -> str:
        return f"buy {self.item} for unit {unit_letter(self.unit)}"


@value
class DrawCondition(Choice):
    """Chance outcome: the condition card taken from the supply (MI-17.4).

    >>> str(DrawCondition("Panic"))
    'take Panic'
    """

    phases = (Phase.DRAW_FEAR,)
    domains = ("conditions",)

    card: str

    def __str__(self) -> str:
        return f"take {self.card}"
