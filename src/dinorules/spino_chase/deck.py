"""The deck list as data: `CardType` and `Deck` values read from TOML and checked (SC-R3).

A deck file lists each card type once with its kind, value and count; ``deck.toml``
beside this module is the bundled ``"standard"`` deck. `load_deck` takes a bundled
deck's name or the path of a TOML file; anything malformed raises `DataError` naming
the file and the field.

A deck's card types are kept in the canonical card order, which is also the order of
card actions in ``legal_actions``: Dinosaurs by rising value, then Escapes by rising
value, ties by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from dinorules.kernel import DataError, Value, value

from .data import check_keys, field, optional_field, read_table

__all__ = ["BUNDLED_DECKS", "DINOSAUR", "ESCAPE", "CardType", "Deck", "load_deck", "parse_deck"]

BUNDLED_DECKS: Final = {"standard": "deck.toml"}
"""Deck names accepted by `load_deck` (and the ``deck`` option), with their files."""
DINOSAUR: Final = "dinosaur"
ESCAPE: Final = "escape"
_KINDS: Final = (DINOSAUR, ESCAPE)
_MIN_VALUE: Final = {DINOSAUR: 1, ESCAPE: 0}


@value
class CardType(Value):
    """One card type: its name, kind, value (an Escape's bonus) and number of copies."""

    name: str
    kind: str
    value: int
    count: int
    spinosaurus: bool = False

    @property
    def is_escape(self) -> bool:
        """Whether this is an Escape card (SC-3.4)."""
        return self.kind == ESCAPE

    def __str__(self) -> str:
        shown = f"+{self.value}" if self.is_escape else str(self.value)
        return f"{self.name} ({self.kind} {shown}) x{self.count}"


@value
class Deck(Value):
    """A deck list: its card types in canonical order, ``size`` cards in all."""

    name: str
    cards: tuple[CardType, ...]

    @property
    def size(self) -> int:
        """How many cards the deck holds."""
        return sum(card.count for card in self.cards)


def load_deck(source: str) -> Deck:
    """The bundled deck named ``source``, or the deck in the TOML file at that path."""
    table, where = read_table(source, BUNDLED_DECKS, "deck")
    return parse_deck(table, where)


def parse_deck(data: Mapping[str, Any], where: str = "deck") -> Deck:
    """Check parsed TOML data and build the `Deck`; `DataError` names the bad field."""
    check_keys(data, {"name", "cards"}, where)
    name = field(data, "name", str, where)
    rows = field(data, "cards", list, where)
    if not rows:
        raise DataError(f"{where}: cards: a deck needs at least one card type")
    cards = tuple(_parse_card(row, where, f"cards[{i}].") for i, row in enumerate(rows))
    seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        if card.name in seen:
            raise DataError(
                f"{where}: cards[{i}].name: duplicate card name {card.name!r} "
                f"(also cards[{seen[card.name]}])"
            )
        seen[card.name] = i
    return Deck(name=name, cards=tuple(sorted(cards, key=_canonical)))


def _canonical(card: CardType) -> tuple[int, int, str]:
    return (_KINDS.index(card.kind), card.value, card.name)


def _parse_card(row: object, where: str, path: str) -> CardType:
    if not isinstance(row, dict):
        raise DataError(f"{where}: {path[:-1]}: expected a table of card fields, got {row!r}")
    check_keys(row, {"name", "kind", "value", "count", "spinosaurus"}, where, path)
    name = field(row, "name", str, where, path)
    kind = field(row, "kind", str, where, path)
    number = field(row, "value", int, where, path)
    count = field(row, "count", int, where, path)
    spinosaurus = optional_field(row, "spinosaurus", bool, False, where, path)
    if not name.strip():
        raise DataError(f"{where}: {path}name: must not be empty")
    if kind not in _KINDS:
        raise DataError(
            f"{where}: {path}kind: unknown kind {kind!r}; allowed: 'dinosaur', 'escape'"
        )
    if number < _MIN_VALUE[kind]:
        raise DataError(
            f"{where}: {path}value: a {kind}'s value must be {_MIN_VALUE[kind]} or more, "
            f"got {number}"
        )
    if count < 1:
        raise DataError(f"{where}: {path}count: must be 1 or more, got {count}")
    if spinosaurus and kind != DINOSAUR:
        raise DataError(f"{where}: {path}spinosaurus: only a dinosaur card can be the Spinosaurus")
    return CardType(name=name, kind=kind, value=number, count=count, spinosaurus=spinosaurus)
