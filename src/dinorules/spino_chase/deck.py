"""The deck list as data: `CardType` and `Deck` values (SC-R3).

A deck file lists each card type once with its kind, value and count; ``deck.toml``
beside this module is the bundled ``"standard"`` deck, read by `components.load_deck`.

A deck's card types are kept in the canonical card order, which is also the order of
card actions in ``legal_actions`` (SC-R16): Dinosaurs by rising value, then Escapes by
rising value, ties by name.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Value, value

__all__ = ["DINOSAUR", "ESCAPE", "KINDS", "CardType", "Deck"]

DINOSAUR: Final = "dinosaur"
"""The kind of a Dinosaur card (SC-3.3)."""
ESCAPE: Final = "escape"
"""The kind of an Escape card (SC-3.4)."""
KINDS: Final = (DINOSAUR, ESCAPE)
"""Card kinds in canonical order: Dinosaurs come first."""


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

    def canonical_key(self) -> tuple[int, int, str]:
        """The sort key of the canonical card order (SC-R16)."""
        return (KINDS.index(self.kind), self.value, self.name)

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
