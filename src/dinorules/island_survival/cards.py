"""The gamecards as data: `Card` values read from TOML and checked (IS-3.4, IS-R5).

A card list names each card once per section pile, with its count, its `effect`
(one of `EFFECTS`) and the effect's parameters. `load_cards` takes ``"standard"``
(the bundled ``cards.toml``) or a TOML path; an unknown effect, a missing or stray
parameter, or a duplicate card raises `DataError` naming the file and field.
Checks that need the board (sections, dinosaurs) are made by `Components`.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import DataError, FrozenMap, Value, value

from .loading import Table, check_keys, get, loader, read_toml

__all__ = ["EFFECTS", "Card", "CardList", "load_cards", "parse_cards"]

EFFECTS: Final = FrozenMap(
    {
        "eric": (),
        "raptors_attack_spino": ("target", "raptors_from"),
        "win": (),
        "pull_behind": (),
        "safe_space": (),
        "lose_chips": ("amount",),
        "gain_chips": ("amount",),
        "none": (),
    }
)
"""Every effect a card may have, with the parameters it needs (see cards.toml)."""
_PARAMS: Final = ("amount", "target", "raptors_from")
MAX_CARDS: Final = 500
"""The most entries a card list may have (the standard list has a few dozen)."""
MAX_NUMBER: Final = 100
"""The most copies of one card (``count``), or life chips it gives or takes (``amount``)."""
_CARD: Final = frozenset({"name", "section", "effect", "count", "text", *_PARAMS})


@value
class Card(Value):
    """One card of a section pile: its effect and parameters, and how many copies."""

    name: str
    section: str
    effect: str
    count: int
    amount: int
    target: str
    raptors_from: str
    text: str


@value
class CardList(Value):
    """All the gamecards, in file order."""

    name: str
    cards: tuple[Card, ...]
    source: str = attrs.field(default="", eq=False)
    """Where the data came from, for error messages (``cards file path/to.toml``)."""


@loader
def load_cards(source: str) -> CardList:
    """The bundled card list (``"standard"``) or the one in the TOML file at ``source``."""
    data, where = read_toml("cards", source)
    return parse_cards(data, where)


def parse_cards(data: Table, where: str = "cards") -> CardList:
    """Check parsed card data and build the `CardList`; `DataError` names the bad field."""
    check_keys(data, {"name", "cards"}, where)
    name = get(data, "name", str, where)
    rows = get(data, "cards", list, where)
    if len(rows) > MAX_CARDS:
        raise DataError(f"{where}.cards: at most {MAX_CARDS} entries, got {len(rows)}")
    cards: list[Card] = []
    for i, row in enumerate(rows):
        card = _parse_card(row, f"{where}.cards[{i}]")
        if any(c.name == card.name and c.section == card.section for c in cards):
            raise DataError(
                f"{where}.cards[{i}].name: duplicate card {card.name!r} in {card.section!r}; "
                f"give one entry a count instead"
            )
        cards.append(card)
    if not cards:
        raise DataError(f"{where}.cards: a card list needs cards")
    return CardList(name=name, cards=tuple(cards), source=where)


def _parse_card(row: object, where: str) -> Card:
    table = check_keys(row, set(_CARD), where)
    effect = get(table, "effect", str, where)
    if effect not in EFFECTS:
        raise DataError(
            f"{where}.effect: unknown effect {effect!r}; effects are {', '.join(EFFECTS)}"
        )
    needed = EFFECTS[effect]
    for param in _PARAMS:
        if param in needed and param not in table:
            raise DataError(f"{where}.{param}: missing field (effect {effect!r} needs it)")
        if param not in needed and param in table:
            raise DataError(f"{where}.{param}: effect {effect!r} takes no {param!r}")
    amount = get(table, "amount", int, where, default=0)
    if "amount" in needed and amount < 1:
        raise DataError(f"{where}.amount: must be 1 or more, got {amount}")
    count = get(table, "count", int, where, default=1)
    if count < 1:
        raise DataError(f"{where}.count: must be 1 or more, got {count}")
    for key, found in (("amount", amount), ("count", count)):
        if found > MAX_NUMBER:
            raise DataError(f"{where}.{key}: must be at most {MAX_NUMBER}, got {found}")
    name = get(table, "name", str, where)
    if not name:
        raise DataError(f"{where}.name: must not be empty")
    return Card(
        name=name,
        section=get(table, "section", str, where),
        effect=effect,
        count=count,
        amount=amount,
        target=get(table, "target", str, where, default=""),
        raptors_from=get(table, "raptors_from", str, where, default=""),
        text=get(table, "text", str, where, default=""),
    )
