"""The decisions (`PlayPack`, `ReturnCard`, together `Action`) and the chance outcome (`Draw`).

Cards are named by their deck-list names, so actions are small enumerable values
that the replay codec encodes as JSON (JA-R17).
"""

from __future__ import annotations

from dinorules.kernel import Value, value

__all__ = ["Action", "Draw", "PlayPack", "ReturnCard"]


@value
class PlayPack(Value):
    """Face Off!: play these cards from hand face down (JA-4.1), names in sorted order.

    >>> PlayPack.of("Egg", "Compsognathus")
    PlayPack(cards=('Compsognathus', 'Egg'))
    >>> str(PlayPack.of("Egg", "Compsognathus"))
    'play Compsognathus+Egg'
    """

    cards: tuple[str, ...]

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

    card: str

    def __str__(self) -> str:
        return f"return {self.card} to deck"


@value
class Draw(Value):
    """Chance outcome: the player drawing takes this card from their own deck (JA-2.4).

    >>> str(Draw("Egg"))
    'draw Egg'
    """

    card: str

    def __str__(self) -> str:
        return f"draw {self.card}"


Action = PlayPack | ReturnCard
"""A JurassAttack! decision: a pack in Face Off!, or a card returned in Finale!."""
