"""Action cards, condition cards and hero cards as data: symbols, choices, effects.

Nothing on a card is code: every line is a count of symbols (`Symbol`), a choice between such
sets, or an `Instruction` / `Effect` of a kind from a small enum with integer
parameters, which the rules interpret. `load_actions` reads the action decks and the
condition cards (Fear, Wound, Critical wound, Furious); `load_heroes` the hero decks.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final

import attrs

from dinorules.kernel import FrozenMap, Value, value
from dinorules.kernel.data import DataFile

from .loading import (
    MAX_TEXT,
    At,
    Table,
    distinct,
    enum_value,
    enum_values,
    flag,
    integer,
    items,
    keys,
    read,
    text,
    unique,
)
from .units import MAX_ADRENALINE, MAX_INITIATIVE, Side

__all__ = [
    "AMOUNT_KINDS",
    "EFFECT_PARAMS",
    "MAX_ACTION_DECK",
    "MAX_HERO_DECK",
    "MAX_SYMBOLS",
    "MIN_ACTION_DECK",
    "MIN_HERO_DECK",
    "NO_BONUS",
    "ActionCard",
    "ActionDeck",
    "ActionDecks",
    "Bonus",
    "CardKind",
    "Cost",
    "Effect",
    "EffectKind",
    "HeroCard",
    "HeroCondition",
    "HeroDeck",
    "HeroDecks",
    "Instruction",
    "InstructionKind",
    "Reinforced",
    "Symbol",
    "load_actions",
    "load_heroes",
    "parse_actions",
    "parse_bonus",
    "parse_heroes",
]

MAX_DECKS: Final = 32
"""The most decks in one file."""
MIN_ACTION_DECK: Final = 10
"""The fewest cards in an action deck: 6 are drawn at deployment, and the stack needs more."""
MAX_ACTION_DECK: Final = 40
"""The most cards in an action deck (copies included)."""
MIN_HERO_DECK: Final = 8
"""The fewest cards in a hero deck: a hand of 5 and a mulligan need more than 5."""
MAX_HERO_DECK: Final = 30
"""The most cards in a hero deck: picking 2 a round, a game ends when every deck is empty."""
MAX_COPIES: Final = 6
"""The most copies of one card in a deck."""
MAX_CONDITIONS: Final = 40
"""The most copies of one condition card in the supply."""
MAX_SYMBOLS: Final = 6
"""The most of one symbol on one line."""
MAX_CARD_MOVEMENT: Final = 3
"""The largest movement bonus of an action card, in hexes."""
MAX_CHOICES: Final = 3
"""The most "A or B" lines on one card."""
MAX_ALTERNATIVES: Final = 4
"""The most alternatives on one "A or B" line."""
MAX_INSTRUCTIONS: Final = 4
"""The most special (black) or Forced (red) instructions on one card."""
MAX_AMOUNT: Final = 6
"""The largest parameter of an instruction or effect."""
MAX_COST: Final = 6
"""The largest cost of a hero card in one resource."""


class Symbol(enum.Enum):
    """An icon on a card: what it adds to a test, a move or a resource."""

    ATTACK = "attack"
    """+1 to the Hit score of a melee attack."""
    BALLISTIC = "ballistic"
    """+1 to the Hit score of a ranged attack (a shot)."""
    DAMAGE = "damage"
    """+1 to ranged damage."""
    PIERCING = "piercing"
    """-1 to the target's Armor score (never below 0)."""
    DODGE = "dodge"
    ARMOR = "armor"
    STABILITY = "stability"
    GRAB = "grab"
    """+1 to a Grab test only: winning without it also Blocks the target."""
    HEX = "hex"
    """+1 hex of movement."""
    FEAR = "fear"
    COURAGE = "courage"
    ADRENALINE = "adrenaline"
    """+1 adrenaline to the unit (a hero card consumed with this icon)."""
    WIN_TIE = "win_tie"
    """Wins a tie in a skill test; opposing ones cancel one for one."""


@value
class Bonus(Value):
    """Counts of symbols, in `Symbol` order: one line of a card, or a set of icons."""

    items: tuple[tuple[Symbol, int], ...] = ()

    @classmethod
    def of(cls, counts: Mapping[Symbol, int]) -> Bonus:
        """The bonus of these counts, put in `Symbol` order (zero counts dropped).

        >>> print(Bonus.of({Symbol.GRAB: 1, Symbol.ATTACK: 2}))
        +2 attack +1 grab
        """
        return cls(tuple((s, counts[s]) for s in Symbol if counts.get(s, 0)))

    def count(self, symbol: Symbol) -> int:
        """How many of this symbol."""
        for found, count in self.items:
            if found is symbol:
                return count
        return 0

    def __bool__(self) -> bool:
        return bool(self.items)

    def __str__(self) -> str:
        return " ".join(f"+{n} {symbol.value}" for symbol, n in self.items) or "-"


NO_BONUS: Final = Bonus()


def parse_bonus(found: object, at: At, *, allowed: frozenset[Symbol] | None = None) -> Bonus:
    """An inline table ``{ attack = 2, piercing = 1 }`` of symbol counts 1..`MAX_SYMBOLS`."""
    table = keys(found, frozenset(s.value for s in allowed or Symbol), at)
    counts = {
        symbol: integer(table, symbol.value, at, 1, MAX_SYMBOLS)
        for symbol in Symbol
        if symbol.value in table
    }
    return Bonus.of(counts)


class CardKind(enum.Enum):
    """An action card, or one of the condition cards put into a unit's action deck."""

    ACTION = "action"
    FEAR = "fear"
    """Put on top of the deck of a unit failing a Fear test; its instructions are mandatory."""
    WOUND = "wound"
    CRITICAL_WOUND = "critical_wound"
    """Stays in the deck when a Furious unit's deck is shuffled."""
    FURIOUS = "furious"
    """Placed next to the board of a dinosaur whose adrenaline reached its maximum."""


class InstructionKind(enum.Enum):
    """A special (black) or Forced (red) instruction on a card; ``amount`` is its number."""

    MOVE_ADJACENT_TO_GRABBED = "move_adjacent_to_grabbed"
    """Move to any hex adjacent to the grabbed target."""
    ACTION_BEFORE_MOVEMENT = "action_before_movement"
    """Perform the action before the movement."""
    ATTACK_ANY_ARC = "attack_any_arc"
    """Attack a target in any direction, not only on the front."""
    MELEE_RANGE = "melee_range"
    """Melee attacks reach ``amount`` hexes."""
    IGNORE_DIFFICULT = "ignore_difficult"
    """Difficult terrain does not end this movement."""
    MOVE_FORWARD = "move_forward"
    """Move ``amount`` hexes forward (a charge)."""
    FLEE = "flee"
    """Move ``amount`` hexes away from the nearest enemy unit."""
    FACE_NEAREST_ENEMY = "face_nearest_enemy"
    """Rotate to face the nearest enemy unit."""
    ATTACK_NEAREST_ENEMY = "attack_nearest_enemy"
    """Attack the nearest enemy unit in range."""
    FEAR_TEST = "fear_test"
    """A Fear test against every enemy unit within ``amount`` hexes."""
    GAIN_ADRENALINE = "gain_adrenaline"
    """The unit gains ``amount`` adrenaline."""
    NO_MOVEMENT = "no_movement"
    """The unit may not move this activation."""
    NO_ACTION = "no_action"
    """The unit may not act this activation."""
    STAND_UP = "stand_up"
    """A Knocked unit stands up at no cost."""
    WIN_TIES = "win_ties"
    """The unit wins ties in its skill tests this activation."""


AMOUNT_KINDS: Final = frozenset(
    {
        InstructionKind.MELEE_RANGE,
        InstructionKind.MOVE_FORWARD,
        InstructionKind.FLEE,
        InstructionKind.FEAR_TEST,
        InstructionKind.GAIN_ADRENALINE,
    }
)
"""The instruction kinds that take an ``amount``; the others take none."""


@value
class Instruction(Value):
    """One instruction: its kind and its amount (0 for kinds that take none)."""

    kind: InstructionKind
    amount: int = 0

    def __str__(self) -> str:
        return f"{self.kind.value} {self.amount}" if self.amount else self.kind.value


@value
class Reinforced(Value):
    """The adrenaline-reinforced alternative: pay ``cost`` adrenaline to get one of ``choices``."""

    cost: int
    choices: tuple[Bonus, ...]


@value
class ActionCard(Value):
    """An action card or a condition card, as printed."""

    title: str
    kind: CardKind
    count: int
    """Copies in the deck (or in the condition supply)."""
    initiative: int | None
    """None for condition cards: revealed with the previous Active card's initiative."""
    movement: int
    """The movement bonus (the card's "+N Hex" line)."""
    symbols: Bonus
    """Symbols the card always gives."""
    choices: tuple[tuple[Bonus, ...], ...]
    """Lines offering alternatives ("+1 Attack or +1 Dodge"): one is chosen per line."""
    combo: tuple[Symbol, ...]
    """Combo symbols: they count on the Active card and in the stack."""
    enders: tuple[Symbol, ...]
    """Combo-ender marks (hollow, red): they count on the Active card only."""
    reinforced: Reinforced | None
    reaction: bool
    """The Reaction keyword."""
    instructions: tuple[Instruction, ...]
    """Special instructions, printed in black: optional."""
    forced: tuple[Instruction, ...]
    """Forced instructions, printed in red: performed at initiative order."""
    text: str


@value
class ActionDeck(Value):
    """One unit's action deck."""

    name: str
    side: Side
    cards: tuple[ActionCard, ...]

    @property
    def size(self) -> int:
        """The number of cards, copies included."""
        return sum(card.count for card in self.cards)


@value
class ActionDecks(Value):
    """Every action deck of a file, and the supply of condition cards."""

    name: str
    decks: tuple[ActionDeck, ...]
    conditions: tuple[ActionCard, ...]
    source: str = attrs.field(default="", eq=False)


def load_actions(source: str | DataFile) -> ActionDecks:
    """The bundled action decks (``"starter"``) or those in the TOML file at ``source``."""
    data, at = read("actions", source)
    return parse_actions(data, at)


def parse_actions(data: Table, at: At) -> ActionDecks:
    """Check parsed action-deck data; `DataError` names the file, entry and field."""
    keys(data, frozenset({"name", "decks", "conditions"}), at)
    rows = items(data, "decks", at, 1, MAX_DECKS)
    decks = tuple(_parse_deck(row, at / "decks" % i) for i, row in enumerate(rows))
    unique((deck.name for deck in decks), at / "decks")
    rows = items(data, "conditions", at, 1, len(CardKind) * MAX_COPIES)
    conditions = tuple(
        _parse_card(row, at / "conditions" % i, condition=True) for i, row in enumerate(rows)
    )
    unique((card.title for card in conditions), at / "conditions", field="title")
    for kind in (CardKind.FEAR, CardKind.FURIOUS):
        if not any(card.kind is kind for card in conditions):
            raise (at / "conditions").error(f"needs a {kind.value!r} card")
    return ActionDecks(
        name=text(data, "name", at), decks=decks, conditions=conditions, source=at.file
    )


def _parse_deck(row: object, at: At) -> ActionDeck:
    table = keys(row, frozenset({"name", "side", "cards"}), at)
    rows = items(table, "cards", at, 1, MAX_ACTION_DECK)
    cards = tuple(_parse_card(row, at / "cards" % i) for i, row in enumerate(rows))
    unique((card.title for card in cards), at / "cards", field="title")
    deck = ActionDeck(
        name=text(table, "name", at),
        side=enum_value(table.get("side"), Side, at / "side"),
        cards=cards,
    )
    if not MIN_ACTION_DECK <= deck.size <= MAX_ACTION_DECK:
        raise (at / "cards").error(
            f"a deck holds {MIN_ACTION_DECK}..{MAX_ACTION_DECK} cards, counts included; "
            f"got {deck.size}"
        )
    return deck


_CARD: Final = frozenset(
    {
        "title",
        "kind",
        "count",
        "initiative",
        "movement",
        "symbols",
        "choices",
        "combo",
        "enders",
        "reinforced",
        "reaction",
        "instructions",
        "forced",
        "text",
    }
)


def _parse_card(row: object, at: At, *, condition: bool = False) -> ActionCard:
    table = keys(row, _CARD, at)
    kind = enum_value(table.get("kind", CardKind.ACTION.value), CardKind, at / "kind")
    if condition == (kind is CardKind.ACTION):
        where = "the condition supply" if condition else "an action deck"
        raise (at / "kind").error(f"a {kind.value!r} card does not belong in {where}")
    if condition and "initiative" in table:
        raise (at / "initiative").error(
            "a condition card takes the initiative of the previous Active card"
        )
    combo = enum_values(table.get("combo", []), Symbol, at / "combo")
    enders = enum_values(table.get("enders", []), Symbol, at / "enders")
    both = set(combo) & set(enders)
    if both:
        raise (at / "enders").error(f"{min(s.value for s in both)!r} is also a combo symbol")
    return ActionCard(
        title=text(table, "title", at),
        kind=kind,
        count=integer(table, "count", at, 1, MAX_CONDITIONS if condition else MAX_COPIES, 1),
        initiative=None if condition else integer(table, "initiative", at, 0, MAX_INITIATIVE),
        movement=integer(table, "movement", at, 0, MAX_CARD_MOVEMENT, default=0),
        symbols=parse_bonus(table.get("symbols", {}), at / "symbols"),
        choices=_parse_choices(table, at),
        combo=combo,
        enders=enders,
        reinforced=_parse_reinforced(table["reinforced"], at / "reinforced")
        if "reinforced" in table
        else None,
        reaction=flag(table, "reaction", at),
        instructions=_parse_instructions(table, "instructions", at),
        forced=_parse_instructions(table, "forced", at),
        text=text(table, "text", at, "", limit=MAX_TEXT),
    )


def _parse_choices(table: Table, at: At) -> tuple[tuple[Bonus, ...], ...]:
    lines = items(table, "choices", at, 0, MAX_CHOICES, required=False)
    parsed: list[tuple[Bonus, ...]] = []
    for i, line in enumerate(lines):
        here = at / "choices" % i
        if not isinstance(line, list) or not 2 <= len(line) <= MAX_ALTERNATIVES:
            raise here.error(f"expected a list of 2..{MAX_ALTERNATIVES} symbol tables")
        options = tuple(parse_bonus(option, here % j) for j, option in enumerate(line))
        for j, option in enumerate(options):
            if not option:
                raise (here % j).error("an alternative needs at least one symbol")
        distinct(options, here, "alternative")
        parsed.append(options)
    return tuple(parsed)


def _parse_reinforced(found: object, at: At) -> Reinforced:
    table = keys(found, frozenset({"cost", "choices"}), at)
    options = items(table, "choices", at, 1, MAX_ALTERNATIVES)
    choices = tuple(parse_bonus(option, at / "choices" % j) for j, option in enumerate(options))
    for j, choice in enumerate(choices):
        if not choice:
            raise (at / "choices" % j).error("a reinforced alternative needs a symbol")
    distinct(choices, at / "choices", "alternative")
    return Reinforced(cost=integer(table, "cost", at, 1, MAX_ADRENALINE), choices=choices)


def _parse_instructions(table: Table, key: str, at: At) -> tuple[Instruction, ...]:
    rows = items(table, key, at, 0, MAX_INSTRUCTIONS, required=False)
    found: list[Instruction] = []
    for i, row in enumerate(rows):
        here = at / key % i
        entry = keys(row, frozenset({"kind", "amount"}), here)
        kind = enum_value(entry.get("kind"), InstructionKind, here / "kind")
        if kind in AMOUNT_KINDS:
            amount = integer(entry, "amount", here, 1, MAX_AMOUNT)
        elif "amount" in entry:
            raise (here / "amount").error(f"{kind.value!r} takes no amount")
        else:
            amount = 0
        found.append(Instruction(kind, amount))
    distinct(found, at / key, "instruction")
    return tuple(found)


# Hero cards ---------------------------------------------------------------------------


class HeroCondition(enum.Enum):
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


class EffectKind(enum.Enum):
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
