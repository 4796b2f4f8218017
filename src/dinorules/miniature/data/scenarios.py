"""Scenarios as data: board, terrain, zones, objectives, supplies, victory, armies, rules.

Special rules outrank card rules.
Hexes are written ``[column, row]`` on the rectangular map of ``columns`` x ``rows``
hexes (odd columns set half a hex lower, see `dinorules.kernel.hexgrid.from_offset`)
and held as axial hexes (`Hex`). Seats are numbered from 0; with fewer players than the
scenario's maximum, seats ``0 .. players-1`` play. Names of units, decks and equipment
are checked against the other files by `Components`.
"""

from __future__ import annotations

import enum
from typing import Final

import attrs

from dinorules.kernel import FrozenMap, Hex, KeyEnum, Value, value

__all__ = [
    "MAX_COLUMNS",
    "MAX_PLAYERS",
    "MAX_ROWS",
    "MIN_PLAYERS",
    "RULE_PARAMS",
    "VICTORY_PARAMS",
    "Army",
    "ArmyUnit",
    "Objective",
    "Scenario",
    "SpecialRule",
    "SpecialRuleKind",
    "Supply",
    "SupplyKind",
    "Terrain",
    "Victory",
    "VictoryKind",
]

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
"""The most players a scenario may seat."""
MAX_COLUMNS: Final = 40
MAX_ROWS: Final = 40
"""A board holds at most 40 x 40 = 1600 hexes."""
MAX_PLACES: Final = 32
"""The most objectives, caches or crates in a scenario (each)."""
MAX_REWARD: Final = 10
"""The most command or requisition one objective, cache or crate gives."""
MAX_VICTORIES: Final = 8
MAX_RULES: Final = 8
MAX_ARMY: Final = 8
"""The most units in one army."""
MAX_ROUNDS: Final = 30
"""The most rounds a victory condition or special rule may count."""
MAX_VICTORY_AMOUNT: Final = 100
"""The largest ``amount`` of a victory condition (units, objectives, requisition)."""
MAX_RULE_AMOUNT: Final = 30
"""The largest parameter of a special rule."""
MAX_EQUIPPED: Final = 4
"""The most equipment cards a unit starts with."""


class Terrain(enum.Enum):
    """The terrain of a hex."""

    OPEN = "open"
    DIFFICULT = "difficult"
    """Entering it ends the movement: one hex per action phase there."""
    IMPASSABLE = "impassable"
    """Crossed only with Jump or Fly, never stopped on; a shot crossing or touching it fails."""


class SupplyKind(enum.Enum):
    """A source of requisition on the board."""

    CACHE = "cache"
    """A marked hex: the first unit of a player to reach it gains its requisition."""
    CRATE = "crate"
    """A movable object blocking its hex: opened from an adjacent hex for its requisition."""


class VictoryKind(enum.Enum):
    """A victory condition, checked after each action phase; `VICTORY_PARAMS` lists params."""

    ELIMINATE_ALL = "eliminate_all"
    """Every enemy unit is eliminated or Sedated."""
    ELIMINATE_UNIT = "eliminate_unit"
    """The enemy unit named ``unit`` is eliminated or Sedated."""
    ELIMINATE_MODELS = "eliminate_models"
    """Your units' attacks have eliminated ``amount`` enemy models (MI-R80)."""
    HOLD_OBJECTIVES = "hold_objectives"
    """Hold ``amount`` objectives at ``rounds`` victory checks in a row."""
    REACH_ZONE = "reach_zone"
    """``amount`` of your units have a model in ``zone`` at a victory check."""
    COLLECT_REQUISITION = "collect_requisition"
    """Hold ``amount`` requisition points at a victory check."""
    SURVIVE = "survive"
    """Still have a unit on the board after ``rounds`` rounds."""


VICTORY_PARAMS: Final[FrozenMap[VictoryKind, tuple[str, ...]]] = FrozenMap(
    {
        VictoryKind.ELIMINATE_ALL: (),
        VictoryKind.ELIMINATE_UNIT: ("unit",),
        VictoryKind.ELIMINATE_MODELS: ("amount",),
        VictoryKind.HOLD_OBJECTIVES: ("amount", "rounds"),
        VictoryKind.REACH_ZONE: ("amount", "zone"),
        VictoryKind.COLLECT_REQUISITION: ("amount",),
        VictoryKind.SURVIVE: ("rounds",),
    }
)
"""The parameters each victory kind takes (the others must be absent)."""


class SpecialRuleKind(KeyEnum):
    """A scenario rule; it outranks card rules. `RULE_PARAMS` says if it takes an amount."""

    HERO_HAND_SIZE = "hero_hand_size"
    """Hero hand size ``amount`` instead of 5."""
    DEPLOYMENT_DRAW = "deployment_draw"
    """Draw ``amount`` action cards per unit at deployment instead of 6."""
    HERO_PICK = "hero_pick"
    """Pick ``amount`` hero cards each initiative phase instead of 2."""
    STARTING_COMMAND = "starting_command"
    STARTING_REQUISITION = "starting_requisition"
    STARTING_ADRENALINE = "starting_adrenaline"
    MAX_RANGE = "max_range"
    """No shot reaches farther than ``amount`` hexes (night, fog)."""
    NO_MULLIGAN = "no_mulligan"
    """The hero hand may not be mulliganed."""


RULE_PARAMS: Final[FrozenMap[SpecialRuleKind, bool]] = FrozenMap(
    {kind: kind is not SpecialRuleKind.NO_MULLIGAN for kind in SpecialRuleKind}
)
"""Whether each special rule takes an ``amount``."""


@value
class Objective(Value):
    """An objective hex: held by the player with the only models on it."""

    name: str
    hex: Hex
    command: int
    """Command points each round it is held."""
    requisition: int
    """Requisition points the first time a player holds it."""


@value
class Supply(Value):
    """A cache or a crate."""

    name: str
    kind: SupplyKind
    hex: Hex
    requisition: int


@value
class Victory(Value):
    """A victory condition and who may win by it."""

    kind: VictoryKind
    seats: tuple[int, ...]
    """The seats it is for; every seat when empty."""
    amount: int = 0
    rounds: int = 0
    unit: str = ""
    zone: frozenset[Hex] = frozenset()


@value
class SpecialRule(Value):
    """A special rule of the scenario."""

    kind: SpecialRuleKind
    amount: int
    text: str


@value
class ArmyUnit(Value):
    """A unit of an army: its board, its action deck and its starting equipment.

    Its starting hex and facing are chosen in the deployment phase.
    """

    unit: str
    deck: str
    """The action deck; "" for the deck the unit board names."""
    equipment: tuple[str, ...]


@value
class Army(Value):
    """One seat's army."""

    seat: int
    team: int
    """Seats of the same team are allies; every other unit is an enemy."""
    hero_deck: str
    units: tuple[ArmyUnit, ...]


@value
class Scenario(Value):
    """A scenario: board, terrain, zones, objectives, supplies, victory, armies, rules."""

    name: str
    title: str
    min_players: int
    max_players: int
    columns: int
    rows: int
    terrain: tuple[tuple[Hex, Terrain], ...]
    """The hexes that are not open, in the order written."""
    zones: tuple[tuple[Hex, ...], ...]
    """Each seat's deployment zone, hexes sorted."""
    objectives: tuple[Objective, ...]
    caches: tuple[Supply, ...]
    crates: tuple[Supply, ...]
    victories: tuple[Victory, ...]
    armies: tuple[Army, ...]
    """One army per seat, in seat order."""
    rules: tuple[SpecialRule, ...]
    text: str
    source: str = attrs.field(default="", eq=False)
