"""Action cards and condition cards as data: symbols, choices, instructions.

Nothing on a card is code: every line is a count of symbols (`Symbol`), a choice between such
sets, or an `Instruction` of a kind from a small enum with integer parameters, which the
rules interpret. `load_actions` reads the action decks and the condition cards (Fear,
Wound, Critical wound, Furious); hero cards are in `hero_cards`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

import attrs

from dinorules.kernel import KeyEnum, Value, value
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
    "MAX_ACTION_DECK",
    "MAX_AMOUNT",
    "MAX_COPIES",
    "MAX_DECKS",
    "MAX_SYMBOLS",
    "MIN_ACTION_DECK",
    "NO_BONUS",
    "ActionCard",
    "ActionDeck",
    "ActionDecks",
    "Bonus",
    "CardKind",
    "Instruction",
    "InstructionKind",
    "Reinforced",
    "Symbol",
    "load_actions",
    "parse_actions",
    "parse_bonus",
]

MAX_DECKS: Final = 32
"""The most decks in one file."""
MIN_ACTION_DECK: Final = 10
"""The fewest cards in an action deck: 6 are drawn at deployment, and the stack needs more."""
MAX_ACTION_DECK: Final = 40
"""The most cards in an action deck (copies included)."""
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


class Symbol(KeyEnum):
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


_SYMBOLS: Final = tuple(Symbol)


def _symbol_rank(item: tuple[Symbol, int]) -> int:
    """A symbol's place in `Symbol` order (a few symbols sorted, not every symbol looked up)."""
    return _SYMBOLS.index(item[0])


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
        found = [(s, n) for s, n in counts.items() if n]
        return cls(tuple(sorted(found, key=_symbol_rank)) if len(found) > 1 else tuple(found))

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


class CardKind(KeyEnum):
    """An action card, or one of the condition cards put into a unit's action deck."""

    ACTION = "action"
    FEAR = "fear"
    """Put on top of the deck of a unit failing a Fear test; its instructions are mandatory."""
    WOUND = "wound"
    CRITICAL_WOUND = "critical_wound"
    """Stays in the deck when a Furious unit's deck is shuffled."""
    FURIOUS = "furious"
    """Placed next to the board of a dinosaur whose adrenaline reached its maximum."""


class InstructionKind(KeyEnum):
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
