"""The decisions (`PlayPack`, `ReturnCard`, together `Action`) and the chance outcome (`Draw`).

Cards are named by their deck-list names, so actions are small enumerable values
that the replay codec encodes as JSON (JA-R17).
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import Value, value

__all__ = ["Action", "Draw", "PlayPack", "ReturnCard"]

_NAME: Final = attrs.validators.instance_of(str)
_NAMES: Final = attrs.validators.deep_iterable(
    member_validator=_NAME, iterable_validator=attrs.validators.instance_of(tuple)
)
"""Field validators: a value built with a wrongly typed field raises `TypeError` (the
caller's bug). Whether the names are real cards, sorted, and held is the rules'
business: `apply` refuses such a value as illegal."""


@value
class PlayPack(Value):
    """Face Off!: play these cards from hand face down (JA-4.1), names in sorted order.

    >>> PlayPack.of("Egg", "Compsognathus")
    PlayPack(cards=('Compsognathus', 'Egg'))
    >>> str(PlayPack.of("Egg", "Compsognathus"))
    'play Compsognathus+Egg'
    """

    cards: tuple[str, ...] = attrs.field(validator=_NAMES)

    @classmethod
    def of(cls, *cards: str) -> PlayPack:
        """The pack of these cards, in any order."""
        return cls(cards=tuple(sorted(cards)))

    def __str__(self) -> str:
        return "play " + "+".join(self.cards)


@value
class ReturnCard(Value):
    """Finale!: shuffle this card from hand back into the deck, for a Velociraptor (JA-9.2).

    >>> str(ReturnCard("Egg"))
    'return Egg to deck'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"return {self.card} to deck"


@value
class Draw(Value):
    """Chance outcome: the player drawing takes this card from their own deck (JA-2.4).

    >>> str(Draw("Egg"))
    'draw Egg'
    """

    card: str = attrs.field(validator=_NAME)

    def __str__(self) -> str:
        return f"draw {self.card}"


Action = PlayPack | ReturnCard
"""A JurassAttack! decision: a pack in Face Off!, or a card returned in Finale!."""
