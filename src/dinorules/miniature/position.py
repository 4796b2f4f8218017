"""Miniature Game positions: units by letter, hexes by column and row, cards by title (MI-R81).

A position reads like this (``docs/rules/miniature.md``, "Positions")::

    miniature; phase activate; actor 0; first_player 0;
    units {A: Unit(at=c1r2, facing=nw, hand={Clever girl}, active=Frenzy, revealed=yes),
           B: Unit(at=c0r1, health=[7], active=Charge), C: ..., D: ...};
    heroes {0: Heroes(hand={Ambush, Second wind}), 1: Heroes(hand={Training})};
    placement Placement(unit=-1, anchor=-, left=0, done=2); deployer -1;
    activation Activation(unit=0); round Round(number=2, purpose=activation, seat=0, unit=0);
    fight Fight(); test -; used_ammo {}; agenda [next_turn, next_group]; rng 0x...

A unit is named by its letter (``A`` for unit 0) and a hex by its map column and row
(``c1r2``: column 1 row 2, as the text map and the actions number them). Records
leave out the fields at their defaults: a unit's ``health`` left out is every model
at full health, its ``deck`` left out is the rest of its action deck, and a seat's
hero deck is always the rest of its hero cards; the condition supply is the condition
cards no unit holds. A partial text names only the units and seats it changes.
"""

from __future__ import annotations

import re
from typing import Any, Final, cast

import attrs

from dinorules.kernel import Facing, FrozenMap, Hex, Multiset, Value, value
from dinorules.kernel.hexgrid import from_offset, to_offset
from dinorules.kernel.notation import field_hints
from dinorules.kernel.position import USER_FILE, Notation, PositionBuilder, PositionError, View

from .board import place
from .data.cards import Bonus
from .data.components import DATA_KINDS, Components
from .data.loading import BUNDLED
from .effects.conditions import full_supply
from .names import unit_letter
from .state import (
    Activation,
    Fight,
    HeroCards,
    MiniatureState,
    Phase,
    Placement,
    Played,
    Purpose,
    Round,
    Shove,
    SkillKind,
    SkillTest,
    Stage,
    Status,
    Step,
    UnitState,
    Window,
)

__all__ = ["NOTATION", "Heroes", "MiniatureBuilder", "Unit", "hex_code", "read_hex"]

RULE: Final = "MI-R81"
"""The ruling that defines the notation."""
_HEX = re.compile(r"c(\d{1,3})r(\d{1,3})")
_FACINGS: Final = FrozenMap({facing.name.lower(): facing for facing in Facing})


def hex_code(hex_: Hex) -> str:
    """A hex as a position writes it: ``c`` column ``r`` row (``c1r2``: column 1 row 2)."""
    column, row = to_offset(hex_)
    return f"c{column}r{row}"


def read_hex(text: str, field: str) -> Hex:
    """The hex ``text`` names (`hex_code`'s form); `PositionError` naming ``field``."""
    found = _HEX.fullmatch(text)
    if found is None:
        raise PositionError(
            f"a hex is c<column>r<row>, like c1r2, not {text[:20]!r}", field=field, rule=RULE
        )
    return from_offset(int(found[1]), int(found[2]))


@value
class Unit(Value):
    """One unit as a position writes it: the fields of `UnitState` a board shows.

    Its board's name, owner and action deck are the army's; ``at`` is its anchor hex
    (``None``: off the board); ``health`` ``None`` is every model at full health;
    ``deck`` ``None`` is every card of its action deck not elsewhere (no condition
    card); ``grabbing`` the letter of the unit it grabs.
    """

    at: str | None = None
    facing: Facing = Facing.N
    health: tuple[int, ...] | None = None
    deck: Multiset[str] | None = None
    hand: Multiset[str] = Multiset()
    discard: Multiset[str] = Multiset()
    active: str = ""
    revealed: bool = False
    next: str = ""
    idle: str = ""
    stack: tuple[str, ...] = ()
    adrenaline: int = 0
    knocked: bool = False
    grabbing: str | None = None
    blocked: bool = False
    status: Status = Status.WAITING
    skipped_before: bool = False
    kept: bool = False
    played: Played | None = None
    top: tuple[str, ...] = ()
    furious: str = ""
    fresh: bool = False
    extra_draw: int = 0
    extra_move: int = 0
    initiative_bonus: int = 0
    hero_react: bool = False
    gear: tuple[str, ...] = ()
    spent: tuple[str, ...] = ()
    sedatives: tuple[str, ...] = ()
    locked: tuple[str, ...] = ()
    nets: tuple[str, ...] = ()


@value
class Heroes(Value):
    """One seat's hero cards as a position writes them: the deck is the rest (MI-R49)."""

    hand: Multiset[str] = Multiset()
    discard: Multiset[str] = Multiset()


_COPIED: Final = tuple(
    field.name
    for field in attrs.fields(cast(Any, Unit))
    if field.name not in ("at", "health", "deck", "grabbing")
)
"""The fields a `Unit` record and a `UnitState` share as they are."""


# --- Units ---------------------------------------------------------------------


def _elsewhere(components: Components, unit: UnitState) -> Multiset[str]:
    """The action cards of ``unit`` outside its deck, condition cards left out."""
    cards = list(unit.hand)
    cards.extend(unit.discard)
    cards.extend(unit.stack)
    cards.extend(c for c in (unit.active, unit.next, unit.idle, unit.furious) if c)
    cards.extend(unit.top)
    return Multiset.of(c for c in cards if c not in components.condition_card)


def _rest(components: Components, unit: UnitState, field: str) -> Multiset[str]:
    """Every card of ``unit``'s action deck list not elsewhere (MI-R4); more is refused."""
    whole = components.deck_cards.get(unit.deck_name, Multiset())
    rest = whole
    for card, count in _elsewhere(components, unit).counts:
        if whole.count(card) < count:
            raise PositionError(
                f"{count} {card!r} out of the deck, and its action deck "
                f"{unit.deck_name!r} holds {whole.count(card)}",
                field=field,
                rule="MI-R4",
            )
        rest = rest.remove(card, count)
    return rest


def _full_health(components: Components, unit: UnitState) -> tuple[int, ...]:
    board = components.unit[unit.name]
    return (board.health,) * board.models


def _unit_record(state: MiniatureState, unit: UnitState) -> Unit:
    components = state.components
    fields: dict[str, Any] = {name: getattr(unit, name) for name in _COPIED}
    health = unit.health
    return Unit(
        at=None if unit.anchor is None else hex_code(unit.anchor),
        health=None if health == _full_health(components, unit) else health,
        deck=None if unit.deck == _rest(components, unit, "units") else unit.deck,
        grabbing=None if unit.grabbing < 0 else unit_letter(unit.grabbing),
        **fields,
    )


def _units(state: MiniatureState) -> FrozenMap[str, Unit]:
    return FrozenMap(
        (unit_letter(number), _unit_record(state, unit)) for number, unit in enumerate(state.units)
    )


def _unit_number(state: MiniatureState, letter: str, field: str) -> int:
    letters = [unit_letter(number) for number in range(len(state.units))]
    if letter not in letters:
        raise PositionError(
            f"no unit {letter[:20]!r}; the units are {', '.join(letters)}", field=field, rule=RULE
        )
    return letters.index(letter)


def _put_unit(state: MiniatureState, base: UnitState, record: Unit, field: str) -> UnitState:
    components = state.components
    fields: dict[str, Any] = {name: getattr(record, name) for name in _COPIED}
    grabbing = -1
    if record.grabbing is not None:
        grabbing = _unit_number(state, record.grabbing, f"{field}.grabbing")
    unit = base.replace(
        health=_full_health(components, base) if record.health is None else record.health,
        grabbing=grabbing,
        **fields,
    )
    deck = record.deck if record.deck is not None else _rest(components, unit, field)
    anchor = None if record.at is None else read_hex(record.at, f"{field}.at")
    return place(components, unit.replace(deck=deck), anchor, record.facing)


def _put_units(state: MiniatureState, records: FrozenMap[str, Unit]) -> MiniatureState:
    units = list(state.units)
    for letter, record in records.items():
        number = _unit_number(state, letter, "units")
        units[number] = _put_unit(state, units[number], record, f"units.{letter}")
    return _with_supply(state.replace(units=tuple(units)))


def _with_supply(state: MiniatureState) -> MiniatureState:
    """The condition supply: every condition card no unit holds (MI-17.4, MI-17.12)."""
    components = state.components
    supply = full_supply(components)
    for number, unit in enumerate(state.units):
        held = [*unit.deck, *unit.hand, *unit.discard, *unit.stack, *unit.top]
        held.extend(c for c in (unit.active, unit.next, unit.idle, unit.furious) if c)
        for card in held:
            if card not in components.condition_card:
                continue
            if supply.count(card) < 1:
                raise PositionError(
                    f"more {card!r} cards than the condition supply holds",
                    field=f"units.{unit_letter(number)}",
                    rule="MI-17.4",
                )
            supply = supply.remove(card)
    return state.replace(supply=supply)


# --- Hero cards ----------------------------------------------------------------


def _heroes(state: MiniatureState) -> FrozenMap[int, Heroes]:
    return FrozenMap(
        (seat, Heroes(hand=cards.hand, discard=cards.discard))
        for seat, cards in enumerate(state.heroes)
    )


def _put_heroes(state: MiniatureState, records: FrozenMap[int, Heroes]) -> MiniatureState:
    heroes = list(state.heroes)
    roster = state.components.roster_heroes
    for seat, record in records.items():
        field = f"heroes.{seat}"
        if not 0 <= seat < len(heroes):
            raise PositionError(
                f"no seat {seat}; the seats are 0..{len(heroes) - 1}", field=field, rule=RULE
            )
        deck = roster[seat]
        for card, count in record.hand.union(record.discard).counts:
            if deck.count(card) < count:
                raise PositionError(
                    f"{count} {card!r} in hand and discard pile, and the seat's hero "
                    f"cards hold {deck.count(card)}",
                    field=field,
                    rule="MI-R49",
                )
            deck = deck.remove(card, count)
        heroes[seat] = HeroCards(deck=deck, hand=record.hand, discard=record.discard)
    return state.replace(heroes=tuple(heroes))


# --- Records naming hexes --------------------------------------------------------

_HEX_TEXT: Final[Any] = str | None
_PAIR_TEXT: Final[Any] = tuple[str, Facing] | None
_HEX_FIELDS: Final[FrozenMap[type, FrozenMap[str, Any]]] = FrozenMap(
    (
        (Placement, FrozenMap(anchor=_HEX_TEXT)),
        (Activation, FrozenMap(passing_from=_PAIR_TEXT)),
        (Fight, FrozenMap(source=_HEX_TEXT, target=_HEX_TEXT)),
    )
)
"""The fields of these records that hold hexes, and their written types (`hex_code`)."""


def _named_hexes(cls: type) -> Any:
    """A record class like ``cls`` whose hex fields hold hex names, for the text."""
    hints = field_hints(cls, {})
    written = _HEX_FIELDS[cls]
    these = {
        field.name: attrs.field(
            type=written.get(field.name, hints[field.name]),
            **({} if field.default is attrs.NOTHING else {"default": field.default}),
        )
        for field in attrs.fields(cls)
        if field.init
    }
    return attrs.make_class(cls.__name__, these, frozen=True, slots=True)


_WRITTEN: Final = FrozenMap((cls, _named_hexes(cls)) for cls in _HEX_FIELDS)


def _hexes_view(name: str, cls: type) -> View:
    """The section ``name``: a record of ``cls`` with its hexes named (`hex_code`)."""
    written = _WRITTEN[cls]
    fields = [field.name for field in attrs.fields(cls) if field.init]

    def get(state: MiniatureState) -> Any:
        record = getattr(state, name)
        values = {field: getattr(record, field) for field in fields}
        for field in _HEX_FIELDS[cls]:
            found = values[field]
            if found is not None:
                is_pair = isinstance(found[0], tuple)
                values[field] = (hex_code(found[0]), found[1]) if is_pair else hex_code(found)
        return written(**values)

    def put(state: MiniatureState, record: Any) -> MiniatureState:
        values = {field: getattr(record, field) for field in fields}
        for field in _HEX_FIELDS[cls]:
            found, where = values[field], f"{name}.{field}"
            if isinstance(found, tuple):
                values[field] = (read_hex(found[0], where), found[1])
            elif found is not None:
                values[field] = read_hex(found, where)
        return state.replace(**{name: cls(**values)})

    return View(name, written, get, put, (name,))


# --- Options -------------------------------------------------------------------


def _options(state: MiniatureState) -> dict[str, object]:
    """The data options of ``state`` (a user's file as `USER_FILE`) and its round bound."""
    components = state.components
    found: dict[str, object] = {}
    for kind in DATA_KINDS:
        source = getattr(components, kind).source
        names = [name for name, file in BUNDLED[kind].items() if file == source]
        found[kind] = names[0] if names else USER_FILE
    found["max_rounds"] = state.max_rounds
    return found


# --- The builder ---------------------------------------------------------------


class MiniatureBuilder(PositionBuilder):
    """A Miniature Game position in the game's words, over a fresh game of its options.

    A unit is ``(seat, number)``, its number in its seat's army (0 first). ``unit``
    places it at a hex with a facing and health and sets any other field of its
    `Unit` record; ``hand`` gives it exactly those action cards. A unit's cards not
    named stay where the fresh game dealt them, and its deck is always the rest of its
    action deck, so naming cards for a hand or a slot takes them from the deck (then
    from the fresh hand). ``heroes`` sets a seat's hero hand the same way.
    ``activate`` opens the activation of a revealed unit in the action phase of
    ``round`` (every other unit on the board waiting with its Active card), and
    ``round`` sets the round's number.
    """

    def unit(
        self,
        seat: int,
        number: int,
        *,
        at: str | None = None,
        facing: str | Facing | None = None,
        health: int | tuple[int, ...] | None = None,
        **fields: Any,
    ) -> MiniatureBuilder:
        """Unit ``number`` of seat ``seat``: at hex ``at``, facing, health and other fields.

        ``health`` is each model's health points (a whole number: every model the
        same); ``fields`` are any other fields of `Unit` (``active="Frenzy"``, ...).
        """
        letter, record = self._record(seat, number)
        changes: dict[str, Any] = dict(fields)
        if at is not None:
            changes["at"] = at
        if facing is not None:
            changes["facing"] = _facing(facing)
        if health is not None:
            models = self._board(seat, number).models
            changes["health"] = (health,) * models if isinstance(health, int) else tuple(health)
        for name in ("hand", "discard"):
            if name in changes:
                changes[name] = Multiset.of(changes[name])
        for name in ("stack", "top", "gear", "spent", "sedatives", "locked", "nets"):
            if name in changes:
                changes[name] = tuple(changes[name])
        slots = [changes[n] for n in ("active", "next", "idle") if changes.get(n)]
        if slots and "hand" not in changes:
            changes["hand"] = _without(record.hand, slots)
        try:
            record = record.replace(**changes)
        except TypeError as error:
            raise PositionError(str(error), field=f"units.{letter}", rule=RULE) from None
        return self._set_unit(letter, record)

    def hand(self, seat: int, number: int, *cards: str) -> MiniatureBuilder:
        """Unit ``number`` of seat ``seat`` holds exactly ``cards`` (the rest in its deck)."""
        letter, record = self._record(seat, number)
        return self._set_unit(letter, record.replace(hand=Multiset.of(cards)))

    def heroes(self, seat: int, *cards: str, discard: tuple[str, ...] = ()) -> MiniatureBuilder:
        """Seat ``seat`` holds exactly the hero ``cards`` and ``discard``; its deck the rest."""
        heroes: dict[int, Heroes] = dict(self.current("heroes"))
        heroes[seat] = Heroes(hand=Multiset.of(cards), discard=Multiset.of(discard))
        self.set("heroes", FrozenMap(heroes))
        return self

    def round(self, number: int) -> MiniatureBuilder:
        """The round's number: action phases begun (MI-R27)."""
        current: Round = self.current("round")
        self.set("round", current.replace(number=number))
        return self

    def activate(self, seat: int, number: int) -> MiniatureBuilder:
        """The action phase, unit ``number`` of seat ``seat`` revealed and deciding (MI-8.5).

        Every unit on the board needs an Active card (`unit` ``active=``); the others
        wait to be revealed. The start phase is over: every hero hand kept.
        """
        letter, record = self._record(seat, number)
        if not record.active:
            raise PositionError(
                "an activated unit has an Active card: give unit(..., active=CARD)",
                field=f"units.{letter}",
                rule="MI-8.5",
            )
        self._set_unit(letter, record.replace(revealed=True))
        unit = self._unit_index(seat, number)
        players = len(self.current("heroes"))
        current: Round = self.current("round")
        self.set("phase", Phase.ACTIVATE).set("actor", seat).set("deployer", -1)
        if self.current("first_player") < 0:
            self.set("first_player", seat)
        self.set("placement", Placement(unit=-1, anchor=None, left=0, done=players))
        self.set("activation", Activation(unit=unit))
        self.set(
            "round",
            Round(
                number=max(1, current.number),
                purpose=Purpose.ACTIVATION,
                seat=seat,
                unit=unit,
                passed=players,
                command=(0,) * players,
                requisition=(0,) * players,
            ),
        )
        return self.set("agenda", (Stage.NEXT_TURN, Stage.NEXT_GROUP))  # type: ignore[return-value]

    def _unit_index(self, seat: int, number: int) -> int:
        army: tuple[tuple[int, ...], ...] = self.fresh.components.army_units
        if not 0 <= seat < len(army) or not 0 <= number < len(army[seat]):
            raise PositionError(f"no unit {number} of seat {seat}", field="units", rule=RULE)
        return army[seat][number]

    def _board(self, seat: int, number: int) -> Any:
        fresh = self.fresh
        unit = fresh.units[self._unit_index(seat, number)]
        return fresh.components.unit[unit.name]

    def _record(self, seat: int, number: int) -> tuple[str, Unit]:
        letter = unit_letter(self._unit_index(seat, number))
        record: Unit = self.current("units")[letter]
        return letter, record

    def _set_unit(self, letter: str, record: Unit) -> MiniatureBuilder:
        units: dict[str, Unit] = dict(self.current("units"))
        units[letter] = record.replace(deck=None)
        self.set("units", FrozenMap(units))
        return self


def _facing(facing: str | Facing) -> Facing:
    if isinstance(facing, Facing):
        return facing
    found = _FACINGS.get(facing.lower())
    if found is None:
        raise PositionError(
            f"a facing is one of {', '.join(_FACINGS)}, not {facing!r}", field="facing", rule=RULE
        )
    return found


def _without(cards: Multiset[str], taken: list[str]) -> Multiset[str]:
    """``cards`` less each of ``taken`` that it holds."""
    for card in taken:
        if card in cards:
            cards = cards.remove(card)
    return cards


def _build(game: Any, *, seed: int = 0, **options: object) -> MiniatureBuilder:
    return MiniatureBuilder(game, seed=seed, **options)


NOTATION = Notation(
    MiniatureState,
    RULE,
    options=_options,
    views=(
        View(
            "units",
            FrozenMap[str, Unit],
            _units,
            _put_units,
            ("units", "players", "max_rounds", "supply"),
        ),
        View("heroes", FrozenMap[int, Heroes], _heroes, _put_heroes, ("heroes",)),
        _hexes_view("placement", Placement),
        _hexes_view("activation", Activation),
        _hexes_view("fight", Fight),
    ),
    names=(
        Activation,
        Bonus,
        Facing,
        Fight,
        Heroes,
        Phase,
        Placement,
        Played,
        Purpose,
        Round,
        Shove,
        SkillKind,
        SkillTest,
        Stage,
        Status,
        Step,
        Unit,
        Window,
    ),
    brief=(
        Unit,
        Heroes,
        Activation,
        Fight,
        Round,
        SkillTest,
        Played,
        Bonus,
        _WRITTEN[Activation],
        _WRITTEN[Fight],
    ),
    builder=_build,
)
