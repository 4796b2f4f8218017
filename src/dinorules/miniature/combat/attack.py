"""The Attack action: weapon, range and sight, Hit against Dodge, zone, Armor, damage.

An attack is an action of one unit toward others (MI-6.9): the attacker chooses a weapon
(the unit board's or an equipped weapon card, MI-13.2) and the hex it aims at, within
its reach and sight (`reach`). Each struck
unit is tested: Hit score against Dodge score (MI-13.8 .. MI-13.10); on a success the
affected zone is the edge of its hex the attack crosses, the attacker's choice between
two (MI-14.1, MI-6.5); the Armor score, from the zone's armor (MI-6.8a, MI-6.8b,
MI-14.2), is taken from the Hit score in melee (MI-14.4) or from the weapon's damage and
its ammunition's for a shot (MI-14.5), and the damage eliminates the most models it can
(MI-14.6, `damage`). Both tests pass their Interaction step, where hero cards add
icons, before they are final (MI-6.13, MI-19.10, MI-R30, MI-R42). Then the Stability test (`push`).
"""

from __future__ import annotations

from dinorules.kernel import ArmorZone, Hex
from dinorules.kernel.hexfire import affected_zones
from dinorules.kernel.hexgrid import distance

from ..actions import MiniatureAction
from ..board import occupants
from ..data.cards import Symbol
from ..data.equipment import AmmoEffect
from ..data.units import Weapon, WeaponKind
from ..effects import ammunition, loadout
from ..heroes.play import lost_plays
from ..state import NOBODY, Fight, MiniatureState, Phase, SkillKind, Stage
from . import damage, scores, skill_tests
from .actions import ZONES, Target, Wound, Zone
from .reach import aim, struck

__all__ = [
    "after_damage",
    "after_hit",
    "begin_attack",
    "choose_wound",
    "choose_zone",
    "resolve_damage",
    "resolve_hit",
    "wound_options",
    "zone_options",
]


def _ammunition(state: MiniatureState, number: int, weapon: Weapon) -> tuple[int, int]:
    """Damage and Piercing of the standard ammunition loaded in a shooting weapon (MI-14.5)."""
    extra = piercing = 0
    for _, ammo in loadout.loaded(state, number, weapon):
        if ammo.effect is AmmoEffect.STANDARD:
            extra += ammo.damage
            piercing += ammo.piercing
    return extra, piercing


def begin_attack(state: MiniatureState, number: int, index: int, target: Hex) -> MiniatureState:
    """The attack on ``target`` with weapon ``index``: each struck unit in turn (MI-13.3)."""
    weapon = loadout.weapons(state, number)[index]
    source = aim(state, number, weapon, target)
    assert source is not None
    taken = occupants(state, number)
    fight = Fight(
        weapon=index,
        source=source,
        target=target,
        queue=struck(state, number, weapon, target),
        primary=taken.get(target, NOBODY),
    )
    return next_struck(state.replace(fight=fight))


def _attacker(state: MiniatureState) -> int:
    return state.activation.actor_unit


def _weapon(state: MiniatureState) -> Weapon:
    return loadout.weapons(state, _attacker(state))[state.fight.weapon]


def hit_score(state: MiniatureState, number: int, weapon: Weapon) -> int:
    """Melee Attack or Ballistic: base plus the card, combo included (MI-13.8)."""
    skills = scores.skills_of(state, number)
    bonus = scores.bonus_of(state, number, acting=True)
    if weapon.kind is WeaponKind.MELEE:
        return skills.melee + bonus.count(Symbol.ATTACK)
    return skills.ballistic + bonus.count(Symbol.BALLISTIC)


def dodge_score(state: MiniatureState, number: int) -> int:
    """Base Dodge plus the card and combo only if revealed (MI-13.9, MI-R31)."""
    return scores.skills_of(state, number).dodge + scores.bonus_of(state, number).count(
        Symbol.DODGE
    )


def next_struck(state: MiniatureState) -> MiniatureState:
    """The next struck unit's Hit test, through its Interaction step (MI-13.10, MI-R30)."""
    fight = state.fight
    attacker = _attacker(state)
    for k, number in enumerate(fight.queue):
        if damage.eliminated(state, number):
            continue
        edge = scores.tie_marks(state, attacker, acting=True) - scores.tie_marks(state, number)
        fight = fight.replace(
            queue=fight.queue[k + 1 :],
            unit=number,
            score=hit_score(state, attacker, _weapon(state)),
            against=dodge_score(state, number),
            edge=edge,
        )
        return skill_tests.open_test(state.replace(fight=fight), SkillKind.HIT, attacker, number)
    return state.replace(phase=Phase.GOING_ON)  # every struck unit is tested


def _struck_hex(state: MiniatureState, number: int) -> Hex:
    """The hex of the struck unit the attack reaches: the one aimed at, or its nearest."""
    fight = state.fight
    assert fight.source is not None and fight.target is not None
    hexes = state.units[number].cells
    if fight.target in hexes:
        return fight.target
    return min(hexes, key=lambda h: distance(h, fight.target or h))


def resolve_hit(state: MiniatureState) -> MiniatureState:
    """The Hit test's final scores: hero Attack or Ballistic icons against Dodge (MI-19.12)."""
    return after_hit(skill_tests.settle(state))


def resolve_damage(state: MiniatureState) -> MiniatureState:
    """The damage's final scores (MI-19.12, MI-R30).

    Hero Damage icons add to a shot's damage, Attack icons to melee damage (the Hit
    score, MI-14.4); Armor icons to the Armor score, Piercing icons take from it.
    """
    state = skill_tests.settle(state)
    fight = state.fight.replace(bonus=max(0, state.fight.score - state.fight.against))
    return after_damage(state.replace(fight=fight))


def after_hit(state: MiniatureState) -> MiniatureState:
    """A Failure does nothing; a Success finds the affected zone (MI-13.10, MI-14.1)."""
    fight = state.fight
    if not scores.initiator_wins(fight.score, fight.against, fight.edge):
        return next_struck(state)
    number = fight.unit
    assert fight.source is not None
    unit = state.units[number]
    zones = affected_zones(fight.source, _struck_hex(state, number), unit.facing)  # MI-13.7
    skills = scores.skills_of(state, number)
    distinct: dict[int, ArmorZone] = {}
    for zone in zones:
        distinct.setdefault(skills.armor(zone), zone)  # equal armor: no real choice
    if len(distinct) > 1:
        chosen = tuple(distinct.values())
        fight = fight.replace(zones=chosen)
        return state.replace(
            phase=Phase.ZONE, actor=state.units[_attacker(state)].seat, fight=fight
        )
    return _damage(state, zones[0])


def zone_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The two affected zones, in `ArmorZone` order (MI-14.1)."""
    return tuple(
        Zone(ZONES[list(ArmorZone).index(z)])
        for z in sorted(state.fight.zones, key=list(ArmorZone).index)
    )


def choose_zone(state: MiniatureState, action: Zone) -> MiniatureState:
    """The attacker's choice of zone (MI-14.1, MI-2.7)."""
    return _damage(state, ArmorZone(action.zone))


def _damage(state: MiniatureState, zone: ArmorZone) -> MiniatureState:
    """Armor score, then damage: Hit - Armor in melee, weapon damage - Armor for a shot."""
    attacker = _attacker(state)
    weapon = _weapon(state)
    fight = state.fight
    bonus = scores.bonus_of(state, attacker, acting=True)
    extra, ammo_piercing = _ammunition(state, attacker, weapon)
    piercing = bonus.count(Symbol.PIERCING) + ammo_piercing
    armor = scores.armor_score(state, fight.unit, zone, piercing)  # MI-14.2
    if weapon.kind is WeaponKind.MELEE:
        raw = fight.score  # MI-14.4
    else:
        raw = weapon.damage + bonus.count(Symbol.DAMAGE) + extra  # MI-14.5
    fight = fight.replace(zones=(), score=raw, against=armor, bonus=max(0, raw - armor))
    state = state.replace(fight=fight)
    return skill_tests.open_test(state, SkillKind.DAMAGE, attacker, fight.unit)


def after_damage(state: MiniatureState) -> MiniatureState:
    """Remove the health points; zero damage is not a Failure (MI-14.6, MI-14.7).

    A sedative or net loaded in the weapon takes effect instead (MI-16.1, MI-16.6).
    """
    fight = state.fight
    if fight.bonus <= 0:
        return next_struck(state)
    attacker = _attacker(state)
    special = loadout.special_round(state, attacker, _weapon(state))
    if special:
        return next_struck(ammunition.fire(state, attacker, fight.unit, special))
    options = damage.allocations(state.units[fight.unit].health, fight.bonus)
    if len(options) > 1:
        fight = fight.replace(options=options)
        return state.replace(
            phase=Phase.WOUND, actor=state.units[_attacker(state)].seat, fight=fight
        )
    return _wounded(state, fight.unit, options[0])


def _wounded(state: MiniatureState, number: int, health: tuple[int, ...]) -> MiniatureState:
    """Apply the damage; a player who lost models may answer with a hero card (MI-R64)."""
    lost = len(health) < len(state.units[number].health)
    state = damage.wound(state, number, health, by=_attacker(state))  # MI-R80
    seat = state.units[number].seat
    if lost and lost_plays(state, seat):
        agenda = (Stage.NEXT_STRUCK, *state.agenda)  # after the answer, the next struck unit
        return state.replace(phase=Phase.MODEL_LOST, actor=seat, agenda=agenda)
    return next_struck(state)


def wound_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each allocation that eliminates the most models, by index (MI-14.6, MI-R33)."""
    return tuple(Wound(k) for k in range(len(state.fight.options)))


def choose_wound(state: MiniatureState, action: Wound) -> MiniatureState:
    """The attacker's allocation (MI-2.7, MI-R33)."""
    fight = state.fight
    state = state.replace(fight=fight.replace(options=()))
    return _wounded(state, fight.unit, fight.options[action.option])


def target_of(action: Target) -> Hex:
    """The hex of a `Target`."""
    return (action.q, action.r)
