"""How many cards are drawn, and drawing them: the book's numbers, which a scenario may change.

Each unit draws 6 action cards at deployment (MI-3.2) and its board's number in each
initiative phase (MI-10.6); each player draws 5 hero cards, the hand size (MI-3.3,
MI-3.4), and picks 2 at the end of each initiative phase (MI-10.12). A scenario's
special rule outranks each of these numbers (MI-2.8). An empty deck takes the discard
pile back, with no order, when cards are still to draw (MI-10.9).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Rng

from ..data.components import Components
from ..data.scenarios import SpecialRuleKind
from ..state import UnitState

__all__ = [
    "DEPLOYMENT_DRAW",
    "HERO_DRAW",
    "HERO_PICK",
    "deployment_draw",
    "draw_cards",
    "hand_size",
    "pick_size",
    "reshuffled",
    "rule_amount",
]

DEPLOYMENT_DRAW: Final = 6
"""Action cards each unit draws at deployment (MI-3.2), unless the scenario says (MI-2.8)."""
HERO_DRAW: Final = 5
"""Hero cards drawn at deployment (MI-3.3), and the hand size unless stated (MI-3.4)."""
HERO_PICK: Final = 2
"""Hero cards each player picks at the end of an initiative phase (MI-10.12)."""


def rule_amount(components: Components, kind: SpecialRuleKind, default: int) -> int:
    """A scenario rule's amount, which outranks the book's number (MI-2.8)."""
    rule = components.rule.get(kind)
    return default if rule is None else rule.amount


def hand_size(components: Components) -> int:
    """The hero hand size: 5 unless the scenario states another (MI-3.4, MI-2.8)."""
    return rule_amount(components, SpecialRuleKind.HERO_HAND_SIZE, HERO_DRAW)


def deployment_draw(components: Components) -> int:
    """Action cards each unit draws at deployment: 6 or the scenario's (MI-3.2, MI-2.8)."""
    return rule_amount(components, SpecialRuleKind.DEPLOYMENT_DRAW, DEPLOYMENT_DRAW)


def pick_size(components: Components) -> int:
    """Hero cards picked at the end of an initiative phase: 2 or the scenario's (MI-10.12)."""
    return rule_amount(components, SpecialRuleKind.HERO_PICK, HERO_PICK)


def reshuffled(unit: UnitState) -> UnitState:
    """An empty deck takes the discard pile back, with no order (MI-10.9)."""
    if unit.deck:
        return unit
    return unit.replace(deck=unit.discard, discard=unit.deck)


def draw_cards(unit: UnitState, count: int, rng: Rng) -> tuple[UnitState, Rng]:
    """``count`` cards drawn one at a time from the unit's deck, emptied deck reshuffled.

    Each card is drawn as its chance node samples it (the kernel's `Multiset.draw`:
    the same ticket and scan as `ChanceNode.sample`, card after card), and the deck
    takes the discard pile back when it empties with cards still to draw (MI-10.9),
    as one card at a time does.
    """
    deck, hand, discard = unit.deck, unit.hand, unit.discard
    while count:
        size = min(count, len(deck)) or count  # an empty deck and discard: the error says so
        drawn, deck, rng = deck.draw(size, rng)
        hand, count = hand.union(drawn), count - size
        if count and not deck:
            deck, discard = discard, deck
    return unit.replace(deck=deck, hand=hand, discard=discard), rng
