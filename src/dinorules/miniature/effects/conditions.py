"""Condition cards in play: the supply, a unit receiving one, the cards on top of a deck.

Condition cards (Fear, Wound, Critical wound, Furious) start in a common supply. A unit
that receives one puts it face up on top of its action deck (`UnitState.top`) and scores
one adrenaline (MI-17.4, MI-18.3); cards on top are drawn first, counting among the
cards drawn (MI-17.5); a Fear card drawn and not placed goes back on top instead of the
discard pile (MI-17.6). Once drawn, a condition card is an action card of the unit like
any other (MI-17.7): it may be placed, stacked, discarded and reshuffled, until a
Furious unit's deck returns it to the supply (MI-17.12).
"""

from __future__ import annotations

from dinorules.kernel import Multiset, put

from ..data.cards import CardKind
from ..data.components import Components
from ..state import MiniatureState, UnitState

__all__ = [
    "conditions_of",
    "discard_hand",
    "full_supply",
    "gain_adrenaline",
    "is_condition",
    "kind_of",
    "receive",
    "take_top",
]


def full_supply(components: Components) -> Multiset[str]:
    """Every condition card of the data, by title and count."""
    supply: Multiset[str] = Multiset()
    for cards in components.condition_cards.values():
        supply = supply.union(cards)
    return supply


def is_condition(components: Components, title: str) -> bool:
    """Whether ``title`` is a condition card."""
    return title in components.condition_card


def kind_of(components: Components, title: str) -> CardKind:
    """A condition card's kind (an action card's is `CardKind.ACTION`)."""
    card = components.condition_card.get(title)
    return CardKind.ACTION if card is None else card.kind


def conditions_of(components: Components, cards: Multiset[str]) -> Multiset[str]:
    """The condition cards among ``cards``."""
    return Multiset.from_counts((t, n) for t, n in cards.counts if t in components.condition_card)


def gain_adrenaline(state: MiniatureState, number: int, amount: int) -> MiniatureState:
    """Unit ``number`` scores ``amount`` adrenaline, never above its board's maximum (MI-R45).

    Adrenaline pays for reinforced alternatives of action cards (MI-18.1, `action_step`).
    """
    unit = state.units[number]
    top = state.components.unit[unit.name].adrenaline
    unit = unit.replace(adrenaline=min(top, unit.adrenaline + amount))
    return state.replace(units=put(state.units, number, unit))


def receive(state: MiniatureState, number: int, title: str) -> MiniatureState:
    """Unit ``number`` receives the condition card ``title`` from the supply (MI-17.4, MI-18.3).

    The card goes face up on top of the unit's action deck and the unit scores one
    adrenaline (a Fear card from a failed Fear test, MI-17.4).
    """
    unit = state.units[number]
    unit = unit.replace(top=(title, *unit.top))
    state = state.replace(
        supply=state.supply.remove(title),
        units=put(state.units, number, unit),
    )
    return gain_adrenaline(state, number, 1)


def take_top(unit: UnitState, wanted: int) -> tuple[UnitState, int]:
    """The cards on top of the deck drawn first, up to ``wanted`` (MI-17.5); how many."""
    taken = min(wanted, len(unit.top))
    if not taken:
        return unit, 0
    hand = unit.hand.union(Multiset.of(unit.top[:taken]))
    return unit.replace(top=unit.top[taken:], hand=hand), taken


def discard_hand(components: Components, unit: UnitState) -> UnitState:
    """Discard the hand, but Fear cards go back on top of the deck (MI-10.10, MI-17.6)."""
    if not unit.hand:
        return unit
    fear = tuple(t for t in unit.hand if kind_of(components, t) is CardKind.FEAR)
    rest = unit.hand.difference(Multiset.of(fear)) if fear else unit.hand
    return unit.replace(hand=Multiset(), discard=unit.discard.union(rest), top=(*fear, *unit.top))
