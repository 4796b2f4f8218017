"""What a unit carries: equipment cards, the ammunition in a weapon, gear in its skills.

A unit's loadout is its army entry's starting equipment, then the cards bought for it
(MI-R48), less the special ammunition it has fired (MI-R60). A ranged weapon with
ammunition slots (MI-6.7) holds the loadout's ammunition that fits it, in loadout order, up to its
slots; the first sedative or net among them is the one a shot fires (MI-R60). Gear cards
add their symbols to the unit's base skills while it carries them, and revealed
sedatives take theirs (MI-16.3, MI-R61, MI-R66): `skills`.
"""

from __future__ import annotations

from typing import Final

from ..data.cards import NO_BONUS, Bonus, Symbol
from ..data.equipment import AmmoEffect, Ammunition, EquipmentKind
from ..data.units import Skills, Weapon, WeaponKind
from ..state import MiniatureState

__all__ = [
    "adjusted",
    "loaded",
    "loadout",
    "skills",
    "special_round",
    "starting",
    "upgrades",
    "weapons",
]


def starting(state: MiniatureState, number: int) -> tuple[str, ...]:
    """The unit's starting equipment: its army entry's (MI-R48)."""
    unit = state.units[number]
    slot = sum(1 for other in state.units[:number] if other.seat == unit.seat)
    return state.components.armies[unit.seat][slot].equipment


def loadout(state: MiniatureState, number: int) -> tuple[str, ...]:
    """Starting equipment, then cards bought, less the ammunition fired (MI-R48, MI-R60)."""
    unit = state.units[number]
    names = (*starting(state, number), *unit.gear)
    if not unit.spent:
        return names
    gone = list(unit.spent)
    kept: list[str] = []
    for name in names:
        if name in gone:
            gone.remove(name)
        else:
            kept.append(name)
    return tuple(kept)


def weapons(state: MiniatureState, number: int) -> tuple[Weapon, ...]:
    """The unit board's weapon, then each equipped weapon card (MI-13.2)."""
    components = state.components
    found = [components.unit[state.units[number].name].weapon]
    for name in loadout(state, number):
        item = components.item[name]
        if item.kind is EquipmentKind.WEAPON and item.weapon is not None:
            found.append(item.weapon)
    return tuple(found)


def loaded(
    state: MiniatureState, number: int, weapon: Weapon
) -> tuple[tuple[str, Ammunition], ...]:
    """The ammunition cards in ``weapon``: those that fit, in loadout order, up to its slots."""
    if weapon.kind is not WeaponKind.RANGED or not weapon.ammo_slots:
        return ()
    found: list[tuple[str, Ammunition]] = []
    for name in loadout(state, number):
        ammo = state.components.item[name].ammunition
        if ammo is None or (ammo.fits and weapon.name not in ammo.fits):
            continue
        found.append((name, ammo))
        if len(found) == weapon.ammo_slots:
            break
    return tuple(found)


def special_round(state: MiniatureState, number: int, weapon: Weapon) -> str:
    """The first sedative or net loaded in ``weapon`` ("" for none): the one that fires (MI-R60)."""
    for name, ammo in loaded(state, number, weapon):
        if ammo.effect is not AmmoEffect.STANDARD:
            return name
    return ""


def upgrades(state: MiniatureState, number: int) -> Bonus:
    """The symbols the unit's gear cards add to its base skills (MI-R66)."""
    counts: dict[Symbol, int] = {}
    for name in loadout(state, number):
        for symbol, n in state.components.item[name].upgrade.items:
            counts[symbol] = counts.get(symbol, 0) + n
    return Bonus.of(counts) if counts else NO_BONUS


_SKILL_OF: Final = (
    ("movement", Symbol.HEX),
    ("melee", Symbol.ATTACK),
    ("ballistic", Symbol.BALLISTIC),
    ("dodge", Symbol.DODGE),
    ("armor_front", Symbol.ARMOR),
    ("armor_side", Symbol.ARMOR),
    ("armor_rear", Symbol.ARMOR),
    ("stability", Symbol.STABILITY),
    ("fear", Symbol.FEAR),
    ("courage", Symbol.COURAGE),
)
"""Each base skill and the symbol that raises or lowers it."""


def adjusted(skills: Skills, plus: Bonus, minus: Bonus) -> Skills:
    """``skills`` raised by ``plus`` and lowered by ``minus``, never below 0.

    >>> from dinorules.miniature.data.components import load_components
    >>> base = load_components().unit["ACU Squad"].skills
    >>> better = adjusted(base, Bonus.of({Symbol.ARMOR: 1}), Bonus.of({Symbol.DODGE: 5}))
    >>> (base.armor_rear, better.armor_rear), (base.dodge, better.dodge)
    ((0, 1), (2, 0))
    """
    if not plus and not minus:
        return skills
    return skills.replace(
        **{
            field: max(0, getattr(skills, field) + plus.count(s) - minus.count(s))
            for field, s in _SKILL_OF
        }
    )


def skills(state: MiniatureState, number: int, minus: Bonus = NO_BONUS) -> Skills:
    """The unit board's base skills with its gear's upgrades, less ``minus`` (MI-R66)."""
    base = state.components.unit[state.units[number].name].skills
    unit = state.units[number]
    if not unit.gear and not starting(state, number):
        return adjusted(base, NO_BONUS, minus)
    return adjusted(base, upgrades(state, number), minus)
