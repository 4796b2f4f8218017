"""Unit boards as data: base skills, keywords, footprint, weapon and army value.

`load_units` reads the bundled ``units.toml`` (``"starter"``) or a user's file. A unit
board gives everything the rules read from the printed board: its models and their
health, base skills, the initiative used when no card is left, the stand-up cost, the
combo stack limit, the cards drawn each initiative phase, the maximum adrenaline,
keywords, the hexes it covers (offsets from its anchor when facing north, turning with
the facing), its base weapon and its army value. Cross-file checks (its action deck
exists) are made by `Components`.
"""

from __future__ import annotations

import enum
from typing import Final

import attrs

from dinorules.kernel import ArmorZone, Footprint, InvalidOptionError, Value, value
from dinorules.kernel.data import DataFile
from dinorules.kernel.hexgrid import distance

from .loading import (
    MAX_TEXT,
    At,
    Table,
    enum_value,
    enum_values,
    integer,
    items,
    keys,
    read,
    text,
    unique,
)

__all__ = [
    "MAX_AREA",
    "MAX_ARMY_VALUE",
    "MAX_COMBO",
    "MAX_DRAW",
    "MAX_HEALTH",
    "MAX_INITIATIVE",
    "MAX_MODELS",
    "MAX_MOVEMENT",
    "MAX_SKILL",
    "SKILL_FIELDS",
    "Keyword",
    "Side",
    "Skills",
    "Unit",
    "UnitList",
    "Weapon",
    "WeaponKind",
    "load_units",
    "parse_units",
    "parse_weapon",
]

MAX_UNITS: Final = 64
"""The most unit boards in one file."""
MAX_MODELS: Final = 10
"""The most models (miniatures) in one unit."""
MAX_HEALTH: Final = 30
"""The most health points of one model."""
MAX_SKILL: Final = 12
"""The highest base skill (melee, ballistic, dodge, armor, stability, fear, courage)."""
MAX_MOVEMENT: Final = 6
"""The highest base movement, and the highest stand-up cost, in hexes."""
MAX_INITIATIVE: Final = 12
"""The highest initiative, on a unit board or an action card."""
MAX_COMBO: Final = 5
"""The largest combo stack a unit board may allow."""
MAX_DRAW: Final = 6
"""The most action cards drawn each initiative phase."""
MAX_ADRENALINE: Final = 20
"""The highest maximum adrenaline."""
MAX_COMMAND_BONUS: Final = 3
"""The most extra command points a Commander archetype may give each round."""
MAX_ARMY_VALUE: Final = 500
"""The highest army value of one unit."""
MAX_FOOTPRINT: Final = 7
"""The most hexes one unit covers."""
MAX_REACH: Final = 2
"""The farthest a footprint's hex may lie from its anchor."""
MAX_RANGE: Final = 24
"""The longest weapon range, in hexes."""
MAX_MELEE_RANGE: Final = 2
"""The longest melee range (melee is at range 1 unless stated)."""
MAX_DAMAGE: Final = 10
"""The most damage a ranged weapon (or an ammunition's bonus) adds."""
MAX_AMMO_SLOTS: Final = 3
"""The most ammunition cards a weapon holds."""
MAX_AREA: Final = 3
"""The largest area of effect: every hex within this distance of the target hex."""


class Side(enum.Enum):
    """Which side a unit, deck or piece of equipment belongs to."""

    DINOSAUR = "dinosaur"
    HUMAN = "human"


class Keyword(enum.Enum):
    """A keyword or archetype printed on a unit board."""

    JUMP = "jump"
    """May skip occupied or impassable hexes, never stopping on impassable ones."""
    FLY = "fly"
    """May cross impassable hexes, never stopping on them."""
    FEARSOME = "fearsome"
    """Fearsome units test Fear against each other alternately."""
    REACTION = "reaction"
    """Reaction-capable: may interrupt another activation with a revealed Reaction card."""
    NO_ORIENTATION = "no_orientation"
    """No facing: rotations cost nothing unless a card says so; one armor value all round."""
    HERO = "hero"
    """A human hero unit: +1 command point each round while alive."""
    COMMANDER = "commander"
    """Commander archetype: a hero giving ``command`` extra command points each round."""


class WeaponKind(enum.Enum):
    """Melee (range 1 unless stated, damage = Hit - Armor) or ranged (weapon damage)."""

    MELEE = "melee"
    RANGED = "ranged"


@value
class Skills(Value):
    """The base skills of a unit board."""

    movement: int
    """Hexes of movement each activation before any card bonus."""
    melee: int
    """Melee attack: the Hit score of a melee attack before bonuses."""
    ballistic: int
    """The Hit score of a ranged attack before bonuses."""
    dodge: int
    armor_front: int
    armor_side: int
    armor_rear: int
    stability: int
    fear: int
    courage: int

    def armor(self, zone: ArmorZone) -> int:
        """The base armor of an affected zone."""
        if zone is ArmorZone.FRONT:
            return self.armor_front
        return self.armor_side if zone is ArmorZone.SIDE else self.armor_rear


SKILL_FIELDS: Final = tuple(field.name for field in attrs.fields(Skills))  # type: ignore[arg-type]
"""The skills in board order, as written in a file."""


@value
class Weapon(Value):
    """A weapon: a unit's base weapon or an equipment card's."""

    name: str
    kind: WeaponKind
    range: int
    """Melee: the reach (1 unless stated). Ranged: the hexes a shot may cross."""
    damage: int
    """Ranged damage before armor; 0 for melee (melee damage is Hit - Armor)."""
    ammo_slots: int
    """How many ammunition cards it holds; 0 for a weapon taking none."""
    area: int
    """Area of effect: every hex within this distance of the target hex; 0 for none."""


@value
class Unit(Value):
    """A unit board."""

    name: str
    side: Side
    faction: str
    """The faction whose hero decks this unit may bring."""
    models: int
    health: int
    """Health points of each model."""
    skills: Skills
    initiative: int
    """The board's initiative, used when no action card is left (e.g. for a Fear card)."""
    stand_up: int
    """Hexes of movement spent to stand up when Knocked."""
    combo: int
    """The combo stack limit: previously played cards kept under the Active card."""
    draw: int
    """Action cards drawn each initiative phase."""
    adrenaline: int
    """Maximum adrenaline: reaching it at the end of an action phase makes a dinosaur Furious."""
    keywords: tuple[Keyword, ...]
    footprint: Footprint
    """The hexes covered, as offsets from the anchor when facing north."""
    weapon: Weapon
    army_value: int
    command: int
    """Extra command points each round (Commander archetype only)."""
    deck: str
    """The name of the unit's action deck (an army may name another of its side)."""
    text: str

    def has(self, keyword: Keyword) -> bool:
        """Whether the board carries this keyword."""
        return keyword in self.keywords


@value
class UnitList(Value):
    """Every unit board of one file, in file order."""

    name: str
    units: tuple[Unit, ...]
    source: str = attrs.field(default="", eq=False)
    """The file's label, for error messages."""


def load_units(source: str | DataFile) -> UnitList:
    """The bundled unit boards (``"starter"``) or those in the TOML file at ``source``."""
    data, at = read("units", source)
    return parse_units(data, at)


def parse_units(data: Table, at: At) -> UnitList:
    """Check parsed unit data and build the `UnitList`; `DataError` names the bad field."""
    keys(data, frozenset({"name", "units"}), at)
    rows = items(data, "units", at, 1, MAX_UNITS)
    units = tuple(_parse_unit(row, at / "units" % i) for i, row in enumerate(rows))
    unique((unit.name for unit in units), at / "units")
    return UnitList(name=text(data, "name", at), units=units, source=at.file)


_UNIT: Final = frozenset(
    {
        "name",
        "side",
        "faction",
        "models",
        "health",
        "skills",
        "initiative",
        "stand_up",
        "combo",
        "draw",
        "adrenaline",
        "keywords",
        "footprint",
        "weapon",
        "army_value",
        "command",
        "deck",
        "text",
    }
)


def _parse_unit(row: object, at: At) -> Unit:
    table = keys(row, _UNIT, at)
    name = text(table, "name", at)
    keywords = enum_values(table.get("keywords", []), Keyword, at / "keywords")
    skills = _parse_skills(table.get("skills"), at / "skills")
    unit = Unit(
        name=name,
        side=enum_value(table.get("side"), Side, at / "side"),
        faction=text(table, "faction", at),
        models=integer(table, "models", at, 1, MAX_MODELS),
        health=integer(table, "health", at, 1, MAX_HEALTH),
        skills=skills,
        initiative=integer(table, "initiative", at, 0, MAX_INITIATIVE),
        stand_up=integer(table, "stand_up", at, 0, MAX_MOVEMENT),
        combo=integer(table, "combo", at, 1, MAX_COMBO),
        draw=integer(table, "draw", at, 1, MAX_DRAW),
        adrenaline=integer(table, "adrenaline", at, 0, MAX_ADRENALINE),
        keywords=keywords,
        footprint=_parse_footprint(table.get("footprint", [[0, 0]]), at / "footprint"),
        weapon=parse_weapon(table.get("weapon"), at / "weapon"),
        army_value=integer(table, "army_value", at, 1, MAX_ARMY_VALUE),
        command=integer(table, "command", at, 0, MAX_COMMAND_BONUS, default=0),
        deck=text(table, "deck", at),
        text=text(table, "text", at, "", limit=MAX_TEXT),
    )
    _check_archetypes(unit, at)
    return unit


def _check_archetypes(unit: Unit, at: At) -> None:
    """Keywords that need each other, and what they imply for the board."""
    if unit.has(Keyword.HERO) and unit.side is not Side.HUMAN:
        raise (at / "keywords").error("'hero' is a human hero unit; this unit is a dinosaur")
    if unit.has(Keyword.COMMANDER) and not unit.has(Keyword.HERO):
        raise (at / "keywords").error("'commander' is a hero archetype; add 'hero'")
    if unit.command and not unit.has(Keyword.COMMANDER):
        raise (at / "command").error("only a 'commander' gives extra command points")
    skills = unit.skills
    if unit.has(Keyword.NO_ORIENTATION) and not (
        skills.armor_front == skills.armor_side == skills.armor_rear
    ):
        raise (at / "skills" / "armor_side").error(
            "a unit with 'no_orientation' has one armor all round: front, side and rear equal"
        )


def _parse_skills(found: object, at: At) -> Skills:
    table = keys(found, frozenset(SKILL_FIELDS), at)
    values = {
        name: integer(table, name, at, 0, MAX_MOVEMENT if name == "movement" else MAX_SKILL)
        for name in SKILL_FIELDS
    }
    return Skills(**values)


def _parse_footprint(found: object, at: At) -> Footprint:
    if not isinstance(found, list):
        raise at.error(f"expected a list of [q, r] offsets, got {found!r}")
    if not 1 <= len(found) <= MAX_FOOTPRINT:
        raise at.error(f"must hold 1..{MAX_FOOTPRINT} hexes, got {len(found)}")
    offsets: list[tuple[int, int]] = []
    for i, cell in enumerate(found):
        if not (isinstance(cell, list) and len(cell) == 2 and all(type(c) is int for c in cell)):
            raise (at % i).error(f"expected a [q, r] pair of ints, got {cell!r}")
        offset = (cell[0], cell[1])
        if distance(offset, (0, 0)) > MAX_REACH:
            raise (at % i).error(f"{offset} lies more than {MAX_REACH} hexes from the anchor")
        offsets.append(offset)
    try:
        return Footprint(tuple(offsets))
    except InvalidOptionError as error:
        raise at.error(str(error)) from None


_WEAPON: Final = frozenset({"name", "kind", "range", "damage", "ammo_slots", "area"})


def parse_weapon(found: object, at: At, name: str | None = None) -> Weapon:
    """A weapon table (``name`` given by the caller for an equipment card's weapon)."""
    table = keys(found, _WEAPON - {"name"} if name is not None else _WEAPON, at)
    kind = enum_value(table.get("kind"), WeaponKind, at / "kind")
    melee = kind is WeaponKind.MELEE
    weapon = Weapon(
        name=name if name is not None else text(table, "name", at),
        kind=kind,
        range=integer(table, "range", at, 1, MAX_MELEE_RANGE if melee else MAX_RANGE),
        damage=integer(table, "damage", at, 0, 0, default=0)
        if melee
        else integer(table, "damage", at, 1, MAX_DAMAGE),
        ammo_slots=integer(table, "ammo_slots", at, 0, 0 if melee else MAX_AMMO_SLOTS, default=0),
        area=integer(table, "area", at, 0, MAX_AREA, default=0),
    )
    return weapon
