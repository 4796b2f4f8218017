"""The game's conservation laws, checked by the harness and the state machine.

Every card is in exactly one place: a unit's deck, hand, Active, Next and Idle slots,
combo stack and discard pile hold its whole action deck (the stack within its limit,
MI-9.9), a seat's hero deck, hand and discard pile its whole hero deck (MI-R4,
MI-R5), and the condition cards are in the supply or with exactly one unit (MI-17.4,
MI-17.12). Every unit keeps its board's models and each model's health within 1 and the
board's health (MI-6.14, MI-6.17); an eliminated unit is off the board (MI-14.9)
and grabs nothing; a Blocked unit has a grabbing unit (MI-15.10). Placed units stand
wholly on board hexes that are not impassable (MI-5.3), and no two overlap (MI-5.5)
except the active unit passing through an ally (MI-R11). The hero hand never exceeds
its size (MI-3.4). Special ammunition fired is under a Next card, locking a combo slot,
next to a board or out of the game, and came from the firing unit's loadout (MI-16).
The enemy models a seat is credited with are models gone from other teams' units, and
no model is credited twice (MI-R80).
"""

from __future__ import annotations

from collections.abc import Iterator

from dinorules.kernel import Hex, Multiset
from dinorules.kernel.position import law

from .board import footprint
from .bounds import laws
from .data.components import Components
from .data.scenarios import Terrain
from .effects.ammunition import free_combo, sedated
from .effects.conditions import conditions_of, full_supply
from .effects.loadout import starting
from .names import hex_name, unit_letter
from .round.combo import stack_limit
from .round.draws import hand_size, pick_size
from .state import MiniatureState, Phase, UnitState

__all__ = ["broken_laws"]


def broken_laws(state: MiniatureState) -> Iterator[str]:
    """A description of each law ``state`` breaks (`law`'s form: field, message, rule).

    The bounds come first (`bounds.laws`): the other laws take them for granted.
    """
    out_of_bounds = list(laws(state))
    if out_of_bounds:
        yield from out_of_bounds
        return
    components = state.components
    yield from _card_laws(state)
    for number, unit in enumerate(state.units):
        field = f"units.{unit_letter(number)}"
        yield from _fight_laws(state, number)
        if len(unit.stack) > stack_limit(max(1, free_combo(state, unit))):
            yield law("MI-9.9", f"{field}.stack", f"{len(unit.stack)} cards stacked (MI-16.4)")
        if sedated(state, unit) and (unit.active or unit.next or unit.idle or unit.hand):
            yield law("MI-16.5", field, f"{unit.name}: Sedated with action cards in play")
    for seat, cards in enumerate(state.heroes):
        if cards.deck.union(cards.hand).union(cards.discard) != components.roster_heroes[seat]:
            yield law("MI-R49", f"heroes.{seat}", "hero cards not conserved")
        limit = hand_size(components)
        if state.phase in (Phase.DRAW_PICK, Phase.DISCARD_HERO) and seat == state.actor:
            limit += pick_size(components)  # MI-R24: picked, then discarded down
        if len(cards.hand) > limit:
            yield law("MI-3.4", f"heroes.{seat}.hand", f"{len(cards.hand)} hero cards in hand")
    yield from _board_laws(state)
    yield from _tally_laws(state)


def _tally_laws(state: MiniatureState) -> Iterator[str]:
    """Credited models are gone from enemy units, each credited once (MI-R80)."""
    components, tally = state.components, state.round.eliminated
    armies = components.scenario.armies
    lost = [components.unit[u.name].models - len(u.health) for u in state.units]
    for seat, count in enumerate(tally):
        team = armies[seat].team
        gone = sum(n for n, u in zip(lost, state.units, strict=True) if armies[u.seat].team != team)
        if count > gone:
            yield law(
                "MI-R80",
                "round.eliminated",
                f"seat {seat}: {count} enemy models credited, {gone} gone",
            )
    if sum(tally) > sum(lost):
        yield law("MI-R80", "round.eliminated", f"{sum(tally)} models credited, {sum(lost)} gone")


def _fight_laws(state: MiniatureState, number: int) -> Iterator[str]:
    unit = state.units[number]
    field = f"units.{unit_letter(number)}"
    if not unit.health and unit.anchor is not None:
        yield law("MI-14.9", f"{field}.at", f"{unit.name}: eliminated but on the board")
    if unit.grabbing != -1 and (
        unit.grabbing == number
        or unit.anchor is None
        or not 0 <= unit.grabbing < len(state.units)
        or state.units[unit.grabbing].anchor is None
    ):
        yield law("MI-15.6", f"{field}.grabbing", f"{unit.name} cannot grab {unit.grabbing}")
    if unit.blocked and not any(u.grabbing == number for u in state.units):
        yield law("MI-15.10", f"{field}.blocked", f"{unit.name}: Blocked with no grabbing unit")


def _card_laws(state: MiniatureState) -> Iterator[str]:
    """Each unit holds its whole action deck; condition cards are with a unit or in the supply."""
    components = state.components
    held: Multiset[str] = state.supply
    for number, unit in enumerate(state.units):
        whole = unit.deck.union(unit.hand).union(unit.discard).union(Multiset.of(unit.stack))
        for card in (unit.active, unit.next, unit.idle, unit.furious, *unit.top):
            if card:
                whole = whole.add(card)
        conditions = conditions_of(components, whole)
        held = held.union(conditions)
        if whole.difference(conditions) != components.deck_cards[unit.deck_name]:
            yield law("MI-R4", f"units.{unit_letter(number)}", "action cards not conserved")
    if held != full_supply(components):
        yield law("MI-17.4", "units", "condition cards not conserved (supply and units)")
    for item in components.equipment.items:
        if sum(unit.gear.count(item.name) for unit in state.units) > item.count:
            yield law("MI-R48", "units", f"more {item.name!r} bought than the {item.count} copies")
    yield from _ammunition_laws(state)


def _ammunition_laws(state: MiniatureState) -> Iterator[str]:
    """Each special ammunition card fired is in one place (MI-16.2, MI-16.4, MI-16.7, MI-R63).

    Under a Next card, locking a slot, next to a board, or out of the game.
    """
    fired: Multiset[str] = Multiset()
    landed: Multiset[str] = state.used_ammo
    for number, unit in enumerate(state.units):
        spent = Multiset.of(unit.spent)
        owned = Multiset.of((*starting(state, number), *unit.gear))
        if any(n > owned.count(t) for t, n in spent.counts):
            yield law(
                "MI-R60", f"units.{unit_letter(number)}.spent", "fired ammunition it never carried"
            )
        fired = fired.union(spent)
        landed = landed.union(Multiset.of((*unit.sedatives, *unit.locked, *unit.nets)))
    if fired != landed:
        yield law(
            "MI-16.2",
            "used_ammo",
            "special ammunition not conserved (fired, under Next, locked, nets)",
        )


def _footprint(components: Components, unit: UnitState) -> tuple[Hex, ...]:
    if unit.anchor is None:
        return ()
    return footprint(components, unit.name, unit.anchor, unit.facing)


def _board_laws(state: MiniatureState) -> Iterator[str]:
    components = state.components
    passing = None
    if state.activation.passing_from is not None:  # also during its test on arrival (MI-5.9b)
        passing = state.activation.mover
    seen: dict[tuple[int, int], int] = {}
    for number, unit in enumerate(state.units):
        field = f"units.{unit_letter(number)}.at"
        if unit.cells != _footprint(components, unit):
            yield law("MI-R8", field, f"covers {unit.cells}, not its footprint")
        for hex_ in unit.cells:
            kind = components.terrain.get(hex_)
            if kind is None or kind is Terrain.IMPASSABLE:
                where = "off the board" if kind is None else "impassable"
                yield law("MI-5.3", field, f"{unit.name} stands on {hex_name(hex_)}: {where}")
            other = seen.get(hex_)
            if other is not None and passing not in (number, other):
                yield law(
                    "MI-5.5",
                    field,
                    f"{unit_letter(other)} and {unit_letter(number)} overlap on {hex_name(hex_)}",
                )
            seen[hex_] = number
