"""What a unit can attack or grab from where it stands: weapons' reach, sight, targets.

An attack is made on the Front unless a card says otherwise (MI-13.1): range and sight
are judged from the attacker's hex nearest the target (MI-R29); melee reaches adjacent
hexes unless a card extends it (MI-13.4); a shot counts the hexes its line crosses
(MI-13.5) and cannot be made if the line crosses or touches impassable terrain
(MI-13.6); a weapon with an area of effect aims at a hex in range and strikes every
unit within its area (MI-13.3, MI-14.8, MI-R32). A card that makes the action an attack
on the nearest enemy narrows the targets to those striking one (MI-R54). A grab takes
a unit in contact ahead (MI-15.1, MI-R37).
"""

from __future__ import annotations

from dinorules.kernel import Facing, Hex
from dinorules.kernel.hexfire import ahead, touches
from dinorules.kernel.hexgrid import distance, within

from ..board import enemies, gap, occupants
from ..data.cards import InstructionKind
from ..data.scenarios import SpecialRuleKind
from ..data.units import Keyword, Weapon, WeaponKind
from ..effects import loadout
from ..round.activation import acting_card, instruction_amount
from ..state import MiniatureState

__all__ = [
    "GRAB_WEAPON",
    "aim",
    "aims",
    "attack_targets",
    "card_instruction",
    "forced_attack",
    "grab_targets",
    "must_strike",
    "reach",
    "struck",
    "take_aim",
]

GRAB_WEAPON = -1
"""`Fight.weapon` while the acting unit grabs."""


def card_instruction(state: MiniatureState, number: int, kind: InstructionKind) -> int | None:
    """The amount of an instruction on the card the unit acts with (None: not there)."""
    unit = state.units[number]
    if unit.played is None or not unit.played.card:
        return None
    card = state.components.action_card[unit.deck_name][unit.played.card]
    for instruction in (*card.instructions, *card.forced):
        if instruction.kind is kind:
            return instruction.amount
    return None


def reach(state: MiniatureState, number: int, weapon: Weapon) -> int:
    """The weapon's range: a card may extend melee (MI-13.4); a scenario may cap shots."""
    if weapon.kind is WeaponKind.MELEE:
        longer = card_instruction(state, number, InstructionKind.MELEE_RANGE)
        return weapon.range if longer is None else max(weapon.range, longer)
    cap = state.components.rule.get(SpecialRuleKind.MAX_RANGE)
    return weapon.range if cap is None else min(weapon.range, cap.amount)


def _blocked_shot(state: MiniatureState, source: Hex, target: Hex) -> bool:
    """Whether the line crosses or touches impassable terrain (MI-13.6).

    A hex the segment crosses or touches lies within ``distance(source, target)`` of
    both ends (the segment stays inside the hexagon of the centres that near, whose
    border runs through centres and edge midpoints of hexes that near only), so only
    the impassable hexes that near both ends are asked about.
    """
    far = distance(source, target)
    for near, h in state.components.impassable[source]:
        if near > far:
            return False
        if distance(target, h) <= far and touches(source, target, h):
            return True
    return False


def _sight(state: MiniatureState, number: int, weapon: Weapon) -> tuple[tuple[Hex, ...], int, bool]:
    """The unit's hexes, the weapon's range, and whether it attacks in any direction.

    A card may let it attack in any direction; a unit without orientation always does
    (MI-13.1, MI-R29).
    """
    unit = state.units[number]
    any_arc = card_instruction(state, number, InstructionKind.ATTACK_ANY_ARC) is not None
    any_arc = any_arc or state.components.unit[unit.name].has(Keyword.NO_ORIENTATION)
    return unit.cells, reach(state, number, weapon), any_arc


def _aim(
    state: MiniatureState,
    facing: Facing,
    weapon: Weapon,
    target: Hex,
    sight: tuple[tuple[Hex, ...], int, bool],
) -> Hex | None:
    mine, far, any_arc = sight
    if target in mine:
        return None
    source = mine[0] if len(mine) == 1 else min(mine, key=lambda h: distance(h, target))
    if distance(source, target) > far:
        return None
    if not any_arc and not ahead(source, facing, target):
        return None
    if weapon.kind is WeaponKind.RANGED and _blocked_shot(state, source, target):
        return None
    return source


def aim(state: MiniatureState, number: int, weapon: Weapon, target: Hex) -> Hex | None:
    """The attacker's hex the attack on ``target`` comes from, or None if it cannot be made.

    The hex nearest the target (the first in footprint order on a tie, MI-R29); the
    target must lie ahead of it unless the card attacks in any direction or the unit
    has no orientation (MI-13.1, MI-R29), within the weapon's range (MI-13.4, MI-13.5),
    and a shot must not cross or touch impassable terrain (MI-13.6).
    """
    facing = state.units[number].facing
    return _aim(state, facing, weapon, target, _sight(state, number, weapon))


def struck(state: MiniatureState, number: int, weapon: Weapon, target: Hex) -> tuple[int, ...]:
    """The units an attack on ``target`` strikes: the unit there, or all in the area (MI-R32)."""
    taken = occupants(state, number)
    if not weapon.area:
        return (taken[target],) if target in taken else ()
    return tuple(sorted({n for h, n in taken.items() if distance(h, target) <= weapon.area}))


def attack_targets(state: MiniatureState, number: int, weapon: Weapon) -> tuple[Hex, ...]:
    """The hexes the unit may attack with ``weapon``, sorted (MI-13.1 .. MI-13.6, MI-R32).

    A unit's hexes, or with an area of effect every board hex in range whose area
    reaches one.
    """
    taken = occupants(state, number)
    sight = _sight(state, number, weapon)
    if weapon.area:
        mine, far, _ = sight
        terrain = state.components.terrain
        near = {
            h
            for t in taken
            for h in within(t, weapon.area)
            if h in terrain and any(distance(h, m) <= far for m in mine)
        }
        candidates = sorted(near)
    else:
        candidates = sorted(taken)
    facing = state.units[number].facing
    return tuple(h for h in candidates if _aim(state, facing, weapon, h, sight) is not None)


def grab_targets(state: MiniatureState, number: int) -> tuple[Hex, ...]:
    """Hexes of other units in contact ahead of the unit, not grabbed by it yet (MI-R37).

    A unit without orientation grabs in any direction, as it attacks (MI-R29).
    """
    unit = state.units[number]
    mine = unit.cells
    any_arc = state.components.unit[unit.name].has(Keyword.NO_ORIENTATION)
    found: set[Hex] = set()
    for other, them in enumerate(state.units):
        if other in (number, unit.grabbing) or them.anchor is None:
            continue
        for h in them.cells:
            if any(distance(m, h) == 1 and (any_arc or ahead(m, unit.facing, h)) for m in mine):
                found.add(h)
    return tuple(sorted(found))


def take_aim(state: MiniatureState) -> tuple[Hex, ...]:
    """The hexes the current attack or grab may target."""
    number = state.activation.actor_unit
    if state.fight.weapon == GRAB_WEAPON:
        return grab_targets(state, number)
    weapon = loadout.weapons(state, number)[state.fight.weapon]
    return aims(state, weapon, attack_targets(state, number, weapon), must_strike(state, number))


def forced_attack(state: MiniatureState, number: int) -> bool:
    """Whether the unit's card makes its action an attack on the nearest enemy (MI-R54)."""
    return (
        instruction_amount(acting_card(state, number), InstructionKind.ATTACK_NEAREST_ENEMY)
        is not None
    )


def _struck_by(state: MiniatureState, weapon: Weapon, hex_: Hex, units: tuple[int, ...]) -> bool:
    """Whether an attack aimed at ``hex_`` strikes one of ``units`` (MI-R32)."""
    return any(distance(hex_, h) <= weapon.area for n in units for h in state.units[n].cells)


def must_strike(state: MiniatureState, number: int) -> tuple[int, ...]:
    """The units the unit's attack must strike: the nearest enemies it can attack (MI-R54).

    Empty when its card says nothing of it, or no enemy can be attacked (impossible: the
    action is free again).
    """
    if not forced_attack(state, number):
        return ()
    mine = state.units[number].cells
    aimed = [(w, attack_targets(state, number, w)) for w in loadout.weapons(state, number)]
    reachable = [
        n
        for n in enemies(state, number)
        if any(_struck_by(state, weapon, h, (n,)) for weapon, hexes in aimed for h in hexes)
    ]
    if not reachable:
        return ()
    near = min(gap(state, mine, (n,)) for n in reachable)
    return tuple(n for n in reachable if gap(state, mine, (n,)) == near)


def aims(
    state: MiniatureState, weapon: Weapon, hexes: tuple[Hex, ...], must: tuple[int, ...]
) -> tuple[Hex, ...]:
    """The hexes of ``hexes`` an attack may aim at: all, or those striking one of ``must``."""
    if not must:
        return hexes
    return tuple(h for h in hexes if _struck_by(state, weapon, h, must))
