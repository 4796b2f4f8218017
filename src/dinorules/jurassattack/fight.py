"""Fight!: reveal both packs, apply effects, total the Ferocity, name the winner (JA-5).

Effects that change Ferocity apply before the totals (JA-5.3, JA-5.4): a ``swarm``
card counts its Ferocity once per card of its species in the pack, so three
Compys make 3 x 3 = 9 (JA-9.5, JA-9.6). Effects that reward winning treat a double
knockout as a win for both (JA-7.3): ``blind`` blinds the rival for the next round,
however many blinding cards won (JA-9.1, JA-R7). What a pack brings to a Fight!
depends only on its cards, so `pack_facts` is worked out once per possible pack
when a deck is compiled (`Components.facts`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from dinorules.kernel import Value, value

from .cards import Card
from .piles import Pile, pile_of

if TYPE_CHECKING:
    from .components import Components

__all__ = [
    "NO_FIGHT",
    "FightRecord",
    "PackFacts",
    "fight",
    "pack_facts",
    "pack_ferocity",
    "round_winners",
]


@value
class FightRecord(Value):
    """The last Fight!: both packs revealed, their Ferocity, and who won (both on a tie)."""

    round: int
    packs: tuple[tuple[str, ...], tuple[str, ...]]
    ferocity: tuple[int, int]
    winners: tuple[int, ...]


NO_FIGHT: Final = FightRecord(round=0, packs=((), ()), ferocity=(0, 0), winners=())
"""The record before the first Fight!."""


@value
class PackFacts(Value):
    """What one pack brings to a Fight! and a Finale!."""

    ferocity: int
    """Total Ferocity, bonuses included (JA-5.4)."""
    cards: Pile
    """The pack as a pile (`piles`): what leaves the hand, what a winner captures."""
    eggs: Pile
    """Its Eggs, which a winner keeps in their score pile (JA-6.3, JA-7.1)."""
    others: Pile
    """Its other cards, which a winner discards (JA-6.2, JA-7.1)."""
    raptors: int
    """Cards whose capture makes the winner return cards (JA-9.2)."""
    blinds: bool
    """Whether winning with it blinds the rival (JA-R7)."""


def pack_ferocity(cards: Mapping[str, Card], pack: tuple[str, ...]) -> int:
    """The total Ferocity of a revealed pack, bonuses included (JA-5.4, JA-R6).

    A ``swarm`` card (the Compy) grows with its species in the pack (JA-9.4); a card
    with no Ferocity effect counts its printed Ferocity (JA-R11).

    >>> from dinorules.jurassattack.cards import load_deck
    >>> deck = {card.name: card for card in load_deck("standard").cards}
    >>> pack_ferocity(deck, ("Compsognathus",) * 3), pack_ferocity(deck, ("T-Rex female",))
    (9, 9)
    """
    total = 0
    for name in pack:
        card = cards[name]
        if "swarm" in card.effects:
            total += card.ferocity * sum(
                1 for other in pack if cards[other].species == card.species
            )
        else:
            total += card.ferocity
    return total


def pack_facts(
    cards: Mapping[str, Card], index: Mapping[str, int], pack: tuple[str, ...]
) -> PackFacts:
    """Everything the rules need to know about ``pack`` once it is revealed.

    ``index`` gives each card's type (its place in a pile's counts, `piles`).
    """
    return PackFacts(
        ferocity=pack_ferocity(cards, pack),
        cards=pile_of(pack, index),
        eggs=pile_of((name for name in pack if cards[name].is_egg), index),
        others=pile_of((name for name in pack if not cards[name].is_egg), index),
        raptors=sum(1 for name in pack if "shuffle_back" in cards[name].effects),
        blinds=any("blind" in cards[name].effects for name in pack),
    )


def round_winners(ferocity: tuple[int, int]) -> tuple[int, ...]:
    """The seat with the higher total, or both seats on a double knockout (JA-5.5, JA-5.6)."""
    a, b = ferocity
    if a == b:
        return (0, 1)
    return (0,) if a > b else (1,)


def fight(
    components: Components, round_number: int, packs: tuple[tuple[str, ...], tuple[str, ...]]
) -> FightRecord:
    """Reveal both packs and settle the Fight! of this round."""
    facts = components.facts
    ferocity = (facts[packs[0]].ferocity, facts[packs[1]].ferocity)
    # `replace` writes the four slots directly, where attrs' `__init__` sets each frozen
    # slot through ``object.__setattr__``.
    return NO_FIGHT.replace(
        round=round_number, packs=packs, ferocity=ferocity, winners=round_winners(ferocity)
    )
