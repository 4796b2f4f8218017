"""Equipment cards as data: weapons, ammunition (sedative, restraining net) and gear.

Humans buy equipment with requisition. A weapon card replaces a unit's base weapon;
an ammunition card is loaded into a weapon with a free ammunition slot that it fits;
a gear card is a permanent upgrade (a `Bonus` added to the unit's base skills).
`load_equipment` reads the bundled ``equipment.toml`` (``"starter"``) or a user's file.
"""

from __future__ import annotations

import enum
from typing import Final

import attrs

from dinorules.kernel import FrozenMap, Value, value
from dinorules.kernel.data import DataFile

from .cards import MAX_SYMBOLS, NO_BONUS, Bonus, Symbol, parse_bonus
from .loading import (
    MAX_TEXT,
    At,
    Table,
    enum_value,
    flag,
    integer,
    items,
    keys,
    name_list,
    read,
    text,
    unique,
)
from .units import MAX_DAMAGE, MAX_SKILL, Side, Weapon, parse_weapon

__all__ = [
    "MAX_REQUISITION",
    "AmmoEffect",
    "Ammunition",
    "Equipment",
    "EquipmentKind",
    "EquipmentList",
    "load_equipment",
    "parse_equipment",
]

MAX_EQUIPMENT: Final = 64
"""The most equipment cards in one file."""
MAX_REQUISITION: Final = 20
"""The highest requisition cost (and the most requisition a cache or crate gives)."""
MAX_STOCK: Final = 10
"""The most copies of one equipment card in the supply."""
MAX_FITS: Final = 8
"""The most weapons an ammunition card names."""

SEDATIVE_MALUSES: Final = frozenset(
    {
        Symbol.ATTACK,
        Symbol.BALLISTIC,
        Symbol.DODGE,
        Symbol.ARMOR,
        Symbol.STABILITY,
        Symbol.HEX,
        Symbol.FEAR,
        Symbol.COURAGE,
    }
)
"""The stats and movement a sedative card may lower."""


class EquipmentKind(enum.Enum):
    """What an equipment card is."""

    WEAPON = "weapon"
    AMMUNITION = "ammunition"
    GEAR = "gear"


class AmmoEffect(enum.Enum):
    """What a successful attack that would inflict damage does with this ammunition."""

    STANDARD = "standard"
    """Damage as usual, plus the ammunition's ``damage`` and ``piercing``."""
    SEDATIVE = "sedative"
    """No wounds: the card goes under the target's Next card, then locks a combo slot."""
    RESTRAINING_NET = "restraining_net"
    """No wounds: the target is Blocked; escaping tests the net's ``stability``."""


@value
class Ammunition(Value):
    """The ammunition side of an equipment card."""

    effect: AmmoEffect
    damage: int
    """Standard ammunition: added to ranged damage."""
    piercing: int
    """Standard ammunition: subtracted from the target's Armor score."""
    fits: tuple[str, ...]
    """The weapons (by name) it may be loaded into; empty for any weapon with a slot."""
    stability: int
    """Restraining net: the Stability the Blocked unit must beat to escape."""
    maluses: Bonus
    """Sedative: what the revealed card takes from the unit's stats and movement."""
    halve_adrenaline: bool
    """Sedative: the unit loses half of its adrenaline."""
    cancel_furious: bool
    """Sedative: the unit's Furious status ends."""


@value
class Equipment(Value):
    """An equipment card and how many the supply holds."""

    name: str
    kind: EquipmentKind
    cost: int
    """Requisition points to buy one."""
    count: int
    side: Side
    weapon: Weapon | None
    ammunition: Ammunition | None
    upgrade: Bonus
    """Gear: added to the unit's base skills while it carries the card."""
    text: str


@value
class EquipmentList(Value):
    """Every equipment card of a file, in file order."""

    name: str
    items: tuple[Equipment, ...]
    source: str = attrs.field(default="", eq=False)


def load_equipment(source: str | DataFile) -> EquipmentList:
    """The bundled equipment (``"starter"``) or the cards in the TOML file at ``source``."""
    data, at = read("equipment", source)
    return parse_equipment(data, at)


def parse_equipment(data: Table, at: At) -> EquipmentList:
    """Check parsed equipment data; `DataError` names the file, entry and field."""
    keys(data, frozenset({"name", "equipment"}), at)
    rows = items(data, "equipment", at, 1, MAX_EQUIPMENT)
    found = tuple(_parse_item(row, at / "equipment" % i) for i, row in enumerate(rows))
    unique((item.name for item in found), at / "equipment")
    return EquipmentList(name=text(data, "name", at), items=found, source=at.file)


_ITEM: Final = frozenset(
    {"name", "kind", "cost", "count", "side", "weapon", "ammunition", "upgrade", "text"}
)
_PART: Final = FrozenMap(
    {
        EquipmentKind.WEAPON: "weapon",
        EquipmentKind.AMMUNITION: "ammunition",
        EquipmentKind.GEAR: "upgrade",
    }
)


def _parse_item(row: object, at: At) -> Equipment:
    table = keys(row, _ITEM, at)
    name = text(table, "name", at)
    kind = enum_value(table.get("kind"), EquipmentKind, at / "kind")
    for other_kind, part in _PART.items():
        if other_kind is kind and part not in table:
            raise (at / part).error(f"missing field (a {kind.value!r} card needs it)")
        if other_kind is not kind and part in table:
            raise (at / part).error(f"a {kind.value!r} card has no {part!r}")
    upgrade = parse_bonus(table.get("upgrade", {}), at / "upgrade")
    if kind is EquipmentKind.GEAR and not upgrade:
        raise (at / "upgrade").error("a gear card needs at least one symbol")
    return Equipment(
        name=name,
        kind=kind,
        cost=integer(table, "cost", at, 0, MAX_REQUISITION),
        count=integer(table, "count", at, 1, MAX_STOCK, default=1),
        side=enum_value(table.get("side", Side.HUMAN.value), Side, at / "side"),
        weapon=parse_weapon(table["weapon"], at / "weapon", name) if "weapon" in table else None,
        ammunition=_parse_ammunition(table["ammunition"], at / "ammunition")
        if "ammunition" in table
        else None,
        upgrade=upgrade,
        text=text(table, "text", at, "", limit=MAX_TEXT),
    )


_AMMO: Final = frozenset(
    {
        "effect",
        "damage",
        "piercing",
        "fits",
        "stability",
        "maluses",
        "halve_adrenaline",
        "cancel_furious",
    }
)
_ONLY: Final = FrozenMap(
    {
        "damage": AmmoEffect.STANDARD,
        "piercing": AmmoEffect.STANDARD,
        "stability": AmmoEffect.RESTRAINING_NET,
        "maluses": AmmoEffect.SEDATIVE,
        "halve_adrenaline": AmmoEffect.SEDATIVE,
        "cancel_furious": AmmoEffect.SEDATIVE,
    }
)


def _parse_ammunition(found: object, at: At) -> Ammunition:
    table = keys(found, _AMMO, at)
    effect = enum_value(table.get("effect"), AmmoEffect, at / "effect")
    for field, owner in _ONLY.items():
        if field in table and owner is not effect:
            raise (at / field).error(f"only {owner.value!r} ammunition has {field!r}")
    net = effect is AmmoEffect.RESTRAINING_NET
    maluses = parse_bonus(table.get("maluses", {}), at / "maluses", allowed=SEDATIVE_MALUSES)
    if effect is AmmoEffect.SEDATIVE and not maluses:
        raise (at / "maluses").error("a sedative needs at least one malus")
    return Ammunition(
        effect=effect,
        damage=integer(table, "damage", at, 0, MAX_DAMAGE, default=0),
        piercing=integer(table, "piercing", at, 0, MAX_SYMBOLS, default=0),
        fits=name_list(table, "fits", at, MAX_FITS),
        stability=integer(table, "stability", at, 1, MAX_SKILL) if net else 0,
        maluses=maluses if maluses else NO_BONUS,
        halve_adrenaline=flag(table, "halve_adrenaline", at),
        cancel_furious=flag(table, "cancel_furious", at),
    )
