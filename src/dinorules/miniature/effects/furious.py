"""Furious: a dinosaur whose adrenaline reached its board's maximum rages (MI-17.10 .. MI-17.13).

At the end of an action phase, before the initiative phase (after the first-player
window and the skipped cards, MI-R47), each dinosaur on the board whose adrenaline is
at its board's maximum, not Furious yet and with no Sedative card among its action
cards becomes Furious: every action card on its board (Active, Next, Idle, stack and
any hand, Fear and Wound cards included) is discarded, a Furious card from the supply
is placed next to the board, and the deck is shuffled with the discard pile, without
any condition card but Critical wounds (those go back to the supply). In the next
initiative phase the unit draws and places its cards as in the first one (MI-17.13).
"""

from __future__ import annotations

from dinorules.kernel import Multiset, put

from ..data.cards import CardKind
from ..data.units import Side
from ..state import MiniatureState, UnitState
from .conditions import conditions_of, kind_of

__all__ = ["becomes_furious", "rage"]


def _sedated(state: MiniatureState, unit: UnitState) -> bool:
    """Whether a Sedative card is on its action deck: under the Next card or locking a slot.

    (MI-17.11, MI-16.2, MI-16.4)
    """
    return bool(unit.sedatives or unit.locked)


def becomes_furious(state: MiniatureState, number: int) -> bool:
    """Adrenaline at the board's maximum, not Furious, no Sedative, on the board (MI-17.10)."""
    unit = state.units[number]
    board = state.components.unit[unit.name]
    return (
        board.side is Side.DINOSAUR
        and unit.anchor is not None
        and not unit.furious
        and unit.adrenaline >= board.adrenaline
        and not _sedated(state, unit)
        and bool(_furious_card(state))  # MI-R47: no card left, no rage
    )


def _furious_card(state: MiniatureState) -> str:
    components = state.components
    found = [t for t in state.supply.distinct() if kind_of(components, t) is CardKind.FURIOUS]
    return found[0] if found else ""


def _rage(state: MiniatureState, number: int) -> MiniatureState:
    """Discard the board, place a Furious card, shuffle without conditions (MI-17.11, 17.12)."""
    components = state.components
    unit = state.units[number]
    cards = unit.deck.union(unit.hand).union(unit.discard).union(Multiset.of(unit.stack))
    cards = cards.union(Multiset.of(t for t in (unit.active, unit.next, unit.idle, *unit.top) if t))
    out = conditions_of(components, cards)
    out = Multiset.from_counts(
        (t, n) for t, n in out.counts if kind_of(components, t) is not CardKind.CRITICAL_WOUND
    )
    furious = _furious_card(state)
    supply = state.supply.union(out)
    if furious:
        supply = supply.remove(furious)
    unit = unit.replace(
        deck=cards.difference(out),
        hand=Multiset(),
        discard=Multiset(),
        stack=(),
        active="",
        next="",
        idle="",
        top=(),
        revealed=False,
        kept=False,
        played=None,
        initiative_bonus=0,
        furious=furious,
        fresh=True,
    )
    return state.replace(supply=supply, units=put(state.units, number, unit))


def rage(state: MiniatureState) -> MiniatureState:
    """Every unit that becomes Furious at the end of this action phase (MI-17.11)."""
    for number in range(len(state.units)):
        if becomes_furious(state, number):
            state = _rage(state, number)
    return state
