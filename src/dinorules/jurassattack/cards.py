"""The deck list as data: `Card` and `Deck` values, read from TOML and checked (JA-1.1).

A deck file lists each card type once, with its count (``deck.toml`` beside this
module is the bundled ``"standard"`` deck, JA-R2). `load_deck` takes the name of a
bundled deck or the path of a TOML file; anything malformed raises `DataError`
naming the file and the field, e.g. ``cards[2].effects``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from dinorules.kernel import DataError, FrozenMap, Value, value
from dinorules.kernel.data import DataSource, check_keys, get, loader, read_toml, strings, unique

__all__ = [
    "BUNDLED_DECKS",
    "EFFECTS",
    "KINDS",
    "SEXES",
    "Card",
    "Deck",
    "load_deck",
    "parse_deck",
]

BUNDLED_DECKS: Final = FrozenMap(
    {"standard": "deck.toml", "tiny": "deck_tiny.toml", "tiny_egg": "deck_tiny_egg.toml"}
)
"""Deck names accepted by `load_deck` (and the ``deck`` option) and their files."""
EFFECTS: Final = FrozenMap(
    {
        "swarm": "each copy's Ferocity is multiplied by the number of its species in the pack",
        "blind": "if its player wins the round, the rival is blinded for the next round",
        "shuffle_back": "for each such card added to the winner's score pile, the winner "
        "returns a card of their choice from hand to their deck",
    }
)
"""Every effect keyword a card may name, with what it does (JA-R6, JA-R7, JA-R9).

A card with none of them has no effect: only its Ferocity fights (JA-R11).
"""
KINDS: Final = ("dinosaur", "egg")
MAX_DECK: Final = 200
"""The most cards a deck may hold (the standard deck has 27): a game lasts as long as its decks."""
MAX_CARD_TYPES: Final = 32
"""The most card types a deck may list (9 in the standard deck)."""
MAX_NUMBER: Final = 100
"""The most a card's Ferocity or score may be."""
SEXES: Final = ("", "female", "male")
_CARD_KEYS: Final[FrozenMap[str, type]] = FrozenMap(
    {
        "name": str,
        "species": str,
        "kind": str,
        "sex": str,
        "ferocity": int,
        "score": int,
        "count": int,
        "effects": list,
        "packs_with_any_dinosaur": bool,
        "never_packs_with": list,
        "only_packs_with": list,
        "text": str,
    }
)
_LISTS: Final = ("effects", "never_packs_with", "only_packs_with")
"""The fields that list strings (read as tuples)."""
_OPTIONAL: Final[FrozenMap[str, object]] = FrozenMap(
    {
        "sex": "",
        "effects": (),
        "packs_with_any_dinosaur": False,
        "never_packs_with": (),
        "only_packs_with": (),
        "text": "",
    }
)


@value
class Card(Value):
    """One card type of a deck: what it shows (JA-1.1) and how many copies there are.

    ``ferocity`` and ``score`` are the deck list's; those the book does not give are
    rulings (JA-R3).
    """

    name: str
    species: str
    kind: str
    sex: str
    ferocity: int
    score: int
    count: int
    effects: tuple[str, ...]
    packs_with_any_dinosaur: bool
    never_packs_with: tuple[str, ...]
    only_packs_with: tuple[str, ...]
    text: str

    @property
    def is_egg(self) -> bool:
        """Whether this is an Egg (JA-6.3, JA-R5)."""
        return self.kind == "egg"


@value
class Deck(Value):
    """One player's deck list: its card types sorted by name, ``size`` cards in all."""

    name: str
    size: int
    cards: tuple[Card, ...]

    def card(self, name: str) -> Card:
        """The card type called ``name``; `KeyError` if the deck has none."""
        for card in self.cards:
            if card.name == name:
                return card
        raise KeyError(name)


@loader
def load_deck(source: DataSource) -> Deck:
    """The bundled deck named ``source``, or the deck in a user's file (a `DataFile` or path)."""
    data, where = read_toml(source, what="deck", package=__package__, bundled=BUNDLED_DECKS)
    return parse_deck(data, where)


def parse_deck(data: Mapping[str, Any], where: str = "deck") -> Deck:
    """Check parsed TOML data and build the `Deck`; `DataError` names the bad field."""
    check_keys(data, {"name", "size", "cards"}, where)
    name = get(data, "name", str, where)
    size = get(data, "size", int, where)
    rows = get(data, "cards", list, where)
    if not rows:
        raise DataError(f"{where}: cards: a deck needs at least one card")
    if len(rows) > MAX_CARD_TYPES:
        raise DataError(f"{where}: cards: at most {MAX_CARD_TYPES} card types, got {len(rows)}")
    cards = tuple(_parse_card(row, f"{where}: cards[{i}]") for i, row in enumerate(rows))
    if size > MAX_DECK:
        raise DataError(f"{where}: size: must be at most {MAX_DECK} cards, got {size}")
    _check_names(cards, where)
    total = sum(card.count for card in cards)
    if total != size:
        counts = " + ".join(f"{card.count} {card.name}" for card in cards)
        raise DataError(
            f"{where}: size: the deck says {size} cards but counts add up to {total} ({counts})"
        )
    return Deck(name=name, size=size, cards=tuple(sorted(cards, key=lambda c: c.name)))


def _parse_card(row: object, where: str) -> Card:
    if not isinstance(row, dict):
        raise DataError(f"{where}: expected a table of card fields, got {row!r}")
    check_keys(row, set(_CARD_KEYS), where)
    fields: dict[str, Any] = {}
    for key, kind in _CARD_KEYS.items():
        if key not in row and key in _OPTIONAL:
            fields[key] = _OPTIONAL[key]
        else:
            fields[key] = get(row, key, kind, where)
    for key in ("name", "species"):
        if not fields[key].strip():
            raise DataError(f"{where}.{key}: must not be empty")
    for key in ("ferocity", "score"):
        if fields[key] < 0:
            raise DataError(f"{where}.{key}: must be 0 or more, got {fields[key]}")
    if fields["count"] < 1:
        raise DataError(f"{where}.count: must be 1 or more, got {fields['count']}")
    _check_at_most(fields, {"ferocity": MAX_NUMBER, "score": MAX_NUMBER, "count": MAX_DECK}, where)
    _check_choice(fields["kind"], KINDS, f"{where}.kind")
    _check_choice(fields["sex"], SEXES, f"{where}.sex")
    for key in _LISTS:
        if key in row:
            fields[key] = strings(fields[key], f"{where}.{key}")
    for effect in fields["effects"]:
        _check_choice(effect, tuple(EFFECTS), f"{where}.effects", what="effect")
    return Card(**fields)


def _check_at_most(fields: Mapping[str, Any], bounds: Mapping[str, int], where: str) -> None:
    for key, most in bounds.items():
        if fields[key] > most:
            raise DataError(f"{where}.{key}: must be at most {most}, got {fields[key]}")


def _check_names(cards: tuple[Card, ...], where: str) -> None:
    """Card names are unique; packing texts name species of this deck (JA-1.1, JA-R2)."""
    unique((card.name for card in cards), f"{where}: cards", what="card name")
    species = {card.species for card in cards}
    for i, card in enumerate(cards):
        for key in ("never_packs_with", "only_packs_with"):
            for named in getattr(card, key):
                if named not in species:
                    raise DataError(
                        f"{where}: cards[{i}].{key}: unknown species {named!r}; "
                        f"species are {', '.join(sorted(species))}"
                    )


def _check_choice(found: str, allowed: tuple[str, ...], where: str, what: str = "value") -> None:
    if found not in allowed:
        choices = ", ".join(repr(a) for a in allowed)
        raise DataError(f"{where}: unknown {what} {found!r}; allowed: {choices}")
