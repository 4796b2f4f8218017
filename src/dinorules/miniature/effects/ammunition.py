"""Special ammunition: the sedative and the restraining net (MI-16).

A ranged weapon holds the ammunition of the unit's loadout (`loadout`, MI-R60). When
a shot is a success that would inflict damage (MI-16.1, MI-16.6), the first special
card loaded in the weapon takes effect instead of the wounds, and leaves the attacker:

- a Sedative goes face down under the target's Next card (MI-16.2); when the Next card
  slides to the Active slot it is revealed: half the adrenaline is lost, a Furious
  status ends (MI-16.3), and the card locks the lowest free combo slot, its maluses
  lowering the unit's skills while it stays (MI-16.4, MI-R61). With every slot locked
  the unit is Sedated: no action card, no activation, and it counts as eliminated for
  victory conditions (MI-16.5, MI-R62).
- a Restraining net lies next to the target's board and Blocks it (MI-16.7); its only
  action is a Stability test against the nets' highest Stability +1 per extra net (at
  most +2), which no hero card may oppose (MI-16.8, MI-16.9); won, the nets are out of
  the game (MI-R63).
"""

from __future__ import annotations

from dinorules.kernel import Multiset

from ..data.cards import NO_BONUS, Bonus, Symbol
from ..data.equipment import AmmoEffect, Ammunition
from ..state import MiniatureState, UnitState, set_unit

__all__ = [
    "MAX_EXTRA_NETS",
    "combo_slots",
    "fire",
    "free_combo",
    "malus",
    "net_score",
    "reveal_sedatives",
    "sedated",
]

MAX_EXTRA_NETS = 2
"""The most a net test adds for extra nets beyond the strongest (MI-16.8)."""


def fire(state: MiniatureState, attacker: int, target: int, card: str) -> MiniatureState:
    """No wounds: the card leaves the attacker for the target (MI-16.1, 16.2, 16.6, 16.7)."""
    ammo = state.components.item[card].ammunition
    assert ammo is not None
    shooter = state.units[attacker]
    state = set_unit(state, attacker, shooter.replace(spent=(*shooter.spent, card)))
    unit = state.units[target]
    if ammo.effect is AmmoEffect.SEDATIVE:
        unit = unit.replace(sedatives=(*unit.sedatives, card))  # MI-16.2: under the Next card
    else:
        unit = unit.replace(nets=(*unit.nets, card))  # MI-16.7: next to the board, Blocked
    return set_unit(state, target, unit)


def _ammo(state: MiniatureState, card: str) -> Ammunition:
    ammo = state.components.item[card].ammunition
    assert ammo is not None
    return ammo


def combo_slots(state: MiniatureState, unit: UnitState) -> int:
    """The unit's combo slots: its board's combo limit, Active slot included (MI-9, MI-R61)."""
    return state.components.unit[unit.name].combo


def sedated(state: MiniatureState, unit: UnitState) -> bool:
    """Every combo slot is locked by a Sedative card (MI-16.5)."""
    return bool(unit.locked) and len(unit.locked) >= combo_slots(state, unit)


def free_combo(state: MiniatureState, unit: UnitState) -> int:
    """The board's combo limit less the locked slots, for the stack (MI-16.4, MI-R61)."""
    return max(0, combo_slots(state, unit) - len(unit.locked))


def _reveal(state: MiniatureState, unit: UnitState, card: str) -> tuple[UnitState, str]:
    """One sedative revealed: adrenaline halved, Furious ended, a slot locked (MI-16.3, MI-16.4).

    Returns the unit and the Furious card to give back to the supply ("" for none).
    """
    ammo = _ammo(state, card)
    back = ""
    if ammo.halve_adrenaline:
        unit = unit.replace(adrenaline=unit.adrenaline - unit.adrenaline // 2)  # MI-R61
    if ammo.cancel_furious and unit.furious:
        back = unit.furious
        unit = unit.replace(furious="", fresh=False)
    unit = unit.replace(locked=(*unit.locked, card))
    limit = max(0, free_combo(state, unit) - 1)  # the stack under the Active slot
    cut = max(0, len(unit.stack) - limit)
    if cut:  # MI-16.4: the sedative replaces the lowest card(s)
        unit = unit.replace(
            stack=unit.stack[cut:], discard=unit.discard.union(Multiset.of(unit.stack[:cut]))
        )
    return unit, back


def reveal_sedatives(state: MiniatureState, number: int) -> MiniatureState:
    """The sedatives under a Next card that just slid to the Active slot (MI-16.3 .. MI-16.5).

    A unit Sedated by them discards its Active and Idle cards and its hand (MI-R62).
    """
    unit = state.units[number]
    if not unit.sedatives:
        return state
    supply = state.supply
    pending, unit = unit.sedatives, unit.replace(sedatives=())
    for card in pending:
        unit, back = _reveal(state, unit, card)
        if back:
            supply = supply.add(back)
    if sedated(state, unit):
        cards = [t for t in (unit.active, unit.idle) if t]
        unit = unit.replace(
            active="",
            idle="",
            revealed=False,
            hand=Multiset(),
            discard=unit.discard.union(unit.hand).union(Multiset.of(cards)),
        )
    return set_unit(state.replace(supply=supply), number, unit)


def malus(state: MiniatureState, unit: UnitState) -> Bonus:
    """What the locked sedatives take from the unit's skills and movement (MI-16.3, MI-R61)."""
    if not unit.locked:
        return NO_BONUS
    counts: dict[Symbol, int] = {}
    for card in unit.locked:
        for symbol, n in _ammo(state, card).maluses.items:
            counts[symbol] = counts.get(symbol, 0) + n
    return Bonus.of(counts)


def net_score(state: MiniatureState, unit: UnitState) -> int:
    """The nets' highest Stability, +1 per extra net, at most +2 (MI-16.8)."""
    top = max(_ammo(state, card).stability for card in unit.nets)
    return top + min(MAX_EXTRA_NETS, len(unit.nets) - 1)
