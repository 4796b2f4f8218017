"""Hero cards as data: an activation condition, a cost, a main effect and passive icons.

`load_heroes` reads the hero decks (MI-3.3, the "Hero cards" section of the book). A
seat plays its army's hero deck, of one of its units' factions (MI-19.1, checked in
`components`).
Nothing on a card is code: the main effect is an `Effect` of a kind from a small enum
with an integer or a set of icons, which `heroes.play` interprets.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import FrozenMap, KeyEnum, Value, value
from dinorules.kernel.data import DataFile

from .cards import MAX_AMOUNT, MAX_COPIES, MAX_DECKS, NO_BONUS, Bonus, parse_bonus
from .loading import MAX_TEXT, At, Table, enum_value, integer, items, keys, read, text, unique
from .units import Side

__all__ = [
    "EFFECT_PARAMS",
    "MAX_COST",
    "MAX_HERO_DECK",
    "MIN_HERO_DECK",
    "Cost",
    "Effect",
    "EffectKind",
    "HeroCard",
    "HeroCondition",
    "HeroDeck",
    "HeroDecks",
    "load_heroes",
    "parse_heroes",
]

MIN_HERO_DECK: Final = 8
"""The fewest cards in a hero deck: a hand of 5 and a mulligan need more than 5."""
MAX_HERO_DECK: Final = 30
"""The most cards in a hero deck: picking 2 a round, a game ends when every deck is empty."""
MAX_COST: Final = 6
"""The largest cost of a hero card in one resource."""


class HeroCondition(KeyEnum):
    """When a hero card's main effect may be played (its activation condition)."""

    ACTIVATION = "activation"
    """No game condition: wait for the activation of the concerned unit."""
    ATTACKED = "attacked"
    """A unit of yours is the target of an attack, before the Hit is final."""
    ATTACKING = "attacking"
    """A unit of yours attacks, before the Hit is final."""
    STABILITY_TEST = "stability_test"
    """A unit of yours is in a Stability, Grab, Knock or push test."""
    FEAR_TEST = "fear_test"
    """A unit of yours is in a Fear test."""
    INITIATIVE_PHASE = "initiative_phase"
    """During the initiative phase."""
    MODEL_ELIMINATED = "model_eliminated"
    """A model of yours has just been eliminated."""
    CONDITION_RECEIVED = "condition_received"
    """A unit of yours has just received a condition card (Fear, Wound, ammunition)."""
    FIRST_PLAYER_WINDOW = "first_player_window"
    """At the first player window of the action phase."""


class EffectKind(KeyEnum):
    """A hero card's main effect; `EFFECT_PARAMS` says which parameters it takes."""

    BONUS = "bonus"
    """Add ``bonus`` to the ongoing test or activation."""
    DRAW_ACTION_CARDS = "draw_action_cards"
    """Pick ``amount`` additional action cards ("Training")."""
    GAIN_ADRENALINE = "gain_adrenaline"
    GAIN_COMMAND = "gain_command"
    GAIN_REQUISITION = "gain_requisition"
    HEAL = "heal"
    """Give back ``amount`` health points to the unit's models (not above the board's)."""
    EXTRA_MOVEMENT = "extra_movement"
    """The unit may move ``amount`` more hexes."""
    INITIATIVE = "initiative"
    """+``amount`` to the initiative of the unit's Active card."""
    FEAR_TEST = "fear_test"
    """A Fear test against every enemy unit within ``amount`` hexes."""
    STAND_UP = "stand_up"
    """A Knocked unit stands up at no cost."""
    REMOVE_FEAR = "remove_fear"
    """Discard a Fear card from the unit's board or deck."""
    DISENGAGE = "disengage"
    """The unit is freed from every Grab and Block (not a restraining net)."""
    REACT = "react"
    """The unit may react this round as if its Active card had Reaction."""
    CANCEL_HERO_CARD = "cancel_hero_card"
    """Cancel a hero card just played by an opponent."""


_AMOUNT: Final = ("amount",)
EFFECT_PARAMS: Final[FrozenMap[EffectKind, tuple[str, ...]]] = FrozenMap(
    {
        EffectKind.BONUS: ("bonus",),
        EffectKind.DRAW_ACTION_CARDS: _AMOUNT,
        EffectKind.GAIN_ADRENALINE: _AMOUNT,
        EffectKind.GAIN_COMMAND: _AMOUNT,
        EffectKind.GAIN_REQUISITION: _AMOUNT,
        EffectKind.HEAL: _AMOUNT,
        EffectKind.EXTRA_MOVEMENT: _AMOUNT,
        EffectKind.INITIATIVE: _AMOUNT,
        EffectKind.FEAR_TEST: _AMOUNT,
        EffectKind.STAND_UP: (),
        EffectKind.REMOVE_FEAR: (),
        EffectKind.DISENGAGE: (),
        EffectKind.REACT: (),
        EffectKind.CANCEL_HERO_CARD: (),
    }
)
"""The parameters each effect kind takes (the others must be absent)."""


@value
class Effect(Value):
    """A main effect: its kind and parameters (0 and an empty bonus when unused)."""

    kind: EffectKind
    amount: int = 0
    bonus: Bonus = NO_BONUS

    def __str__(self) -> str:
        if self.kind is EffectKind.BONUS:
            return str(self.bonus)
        return f"{self.kind.value} {self.amount}" if self.amount else self.kind.value


@value
class Cost(Value):
    """What playing a hero card's main effect costs, paid even if it fails."""

    command: int = 0
    adrenaline: int = 0
    requisition: int = 0

    def __str__(self) -> str:
        parts = [(self.command, "command"), (self.adrenaline, "adrenaline")]
        parts.append((self.requisition, "requisition"))
        return ", ".join(f"{n} {what}" for n, what in parts if n) or "free"


@value
class HeroCard(Value):
    """A hero card: a main effect (active use) and a set of icons (passive use)."""

    title: str
    faction: str
    count: int
    condition: HeroCondition
    cost: Cost
    effect: Effect
    passive: Bonus
    """The icons added to a test when the card is discarded at an Interaction step."""
    unit: str
    """The concerned unit's name, or "" for any unit of the faction."""
    text: str


@value
class HeroDeck(Value):
    """One faction's hero deck."""

    name: str
    faction: str
    side: Side
    cards: tuple[HeroCard, ...]

    @property
    def size(self) -> int:
        """The number of cards, copies included."""
        return sum(card.count for card in self.cards)


@value
class HeroDecks(Value):
    """Every hero deck of a file."""

    name: str
    decks: tuple[HeroDeck, ...]
    source: str = attrs.field(default="", eq=False)


def load_heroes(source: str | DataFile) -> HeroDecks:
    """The bundled hero decks (``"starter"``) or those in the TOML file at ``source``."""
    data, at = read("heroes", source)
    return parse_heroes(data, at)


def parse_heroes(data: Table, at: At) -> HeroDecks:
    """Check parsed hero-deck data; `DataError` names the file, entry and field."""
    keys(data, frozenset({"name", "decks"}), at)
    rows = items(data, "decks", at, 1, MAX_DECKS)
    decks = tuple(_parse_hero_deck(row, at / "decks" % i) for i, row in enumerate(rows))
    unique((deck.name for deck in decks), at / "decks")
    return HeroDecks(name=text(data, "name", at), decks=decks, source=at.file)


def _parse_hero_deck(row: object, at: At) -> HeroDeck:
    table = keys(row, frozenset({"name", "faction", "side", "cards"}), at)
    faction = text(table, "faction", at)
    side = enum_value(table.get("side"), Side, at / "side")
    rows = items(table, "cards", at, 1, MAX_HERO_DECK)
    cards = tuple(
        _parse_hero_card(row, faction, side, at / "cards" % i) for i, row in enumerate(rows)
    )
    unique((card.title for card in cards), at / "cards", field="title")
    deck = HeroDeck(name=text(table, "name", at), faction=faction, side=side, cards=cards)
    if not MIN_HERO_DECK <= deck.size <= MAX_HERO_DECK:
        raise (at / "cards").error(
            f"a hero deck holds {MIN_HERO_DECK}..{MAX_HERO_DECK} cards, counts included; "
            f"got {deck.size}"
        )
    return deck


_HERO: Final = frozenset(
    {"title", "count", "condition", "cost", "effect", "passive", "unit", "text"}
)


def _parse_hero_card(row: object, faction: str, side: Side, at: At) -> HeroCard:
    table = keys(row, _HERO, at)
    cost_table = keys(
        table.get("cost", {}), frozenset({"command", "adrenaline", "requisition"}), at / "cost"
    )
    cost = Cost(
        **{
            resource: integer(cost_table, resource, at / "cost", 0, MAX_COST, default=0)
            for resource in ("command", "adrenaline", "requisition")
        }
    )
    if side is Side.DINOSAUR and (cost.command or cost.requisition):
        field = "command" if cost.command else "requisition"
        raise (at / "cost" / field).error("dinosaurs pay hero cards with adrenaline only")
    return HeroCard(
        title=text(table, "title", at),
        faction=faction,
        count=integer(table, "count", at, 1, MAX_COPIES, default=1),
        condition=enum_value(table.get("condition"), HeroCondition, at / "condition"),
        cost=cost,
        effect=_parse_effect(table.get("effect"), at / "effect"),
        passive=parse_bonus(table.get("passive", {}), at / "passive"),
        unit=text(table, "unit", at, ""),
        text=text(table, "text", at, "", limit=MAX_TEXT),
    )


def _parse_effect(found: object, at: At) -> Effect:
    table = keys(found, frozenset({"kind", "amount", "bonus"}), at)
    kind = enum_value(table.get("kind"), EffectKind, at / "kind")
    params = EFFECT_PARAMS[kind]
    for param in ("amount", "bonus"):
        if param in params and param not in table:
            raise (at / param).error(f"missing field ({kind.value!r} needs it)")
        if param not in params and param in table:
            raise (at / param).error(f"{kind.value!r} takes no {param!r}")
    bonus = parse_bonus(table.get("bonus", {}), at / "bonus")
    if "bonus" in params and not bonus:
        raise (at / "bonus").error("needs at least one symbol")
    amount = integer(table, "amount", at, 1, MAX_AMOUNT) if "amount" in params else 0
    return Effect(kind=kind, amount=amount, bonus=bonus)
