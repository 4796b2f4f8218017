"""Skill-test scores: each side's skill and card bonus, and who wins (MI-6.13, MI-2.2, MI-2.3).

The Glossary's table: the Initiator's Attack (hit) against the target's Dodge, Damage
against Armor, Stability, Grab or Knock against Stability (Fear against Courage comes
is `fear`). A side adds its base skill and the bonus of its card: the acting unit's
recorded action (card, choices, combo: `Played`), another unit's Active card only if
it is revealed, with its combo (MI-13.9, MI-R31); a Knocked unit adds no card or combo
bonus (MI-15.4). The Initiator wins ties unless "win a tie" marks say otherwise
(MI-2.2, MI-2.3, MI-R38). Hero cards join every test through its Interaction step
(`combat.skill_tests`), which adds their icons to these scores.
"""

from __future__ import annotations

from dinorules.kernel import ArmorZone

from ..data.cards import NO_BONUS, Bonus, InstructionKind, Symbol
from ..data.units import Skills
from ..effects import loadout
from ..effects.ammunition import malus
from ..round.combo import card_bonus
from ..state import MiniatureState

__all__ = [
    "armor_score",
    "bonus_of",
    "initiator_wins",
    "skills_of",
    "stability_score",
    "tie_marks",
]


def skills_of(state: MiniatureState, number: int) -> Skills:
    """The unit board's base skills, with its gear and its locked sedatives' maluses.

    (MI-16.3, MI-R61, MI-R66)
    """
    return loadout.skills(state, number, malus(state, state.units[number]))


def bonus_of(state: MiniatureState, number: int, *, acting: bool = False) -> Bonus:
    """The card bonus a unit adds to a test (MI-13.8, MI-13.9, MI-15.3, MI-R31).

    The Initiator (``acting``) adds its recorded action: card, choices and combo, or
    nothing with its base skills (MI-8.11). A unit tested against adds its Active card
    if it is revealed: its recorded action if it acted with the card, else the card's
    symbols and combo. A Knocked unit adds nothing (MI-15.4).
    """
    unit = state.units[number]
    played = unit.played
    if acting:
        return NO_BONUS if played is None else played.bonus
    if unit.knocked:
        return NO_BONUS
    if played is not None and played.card:
        return played.bonus
    if not (unit.revealed and unit.active):
        return NO_BONUS
    table = state.components.action_card[unit.deck_name]
    return card_bonus(table[unit.active], tuple(table[t] for t in unit.stack))


def stability_score(state: MiniatureState, number: int, *, acting: bool = False) -> int:
    """Base Stability plus the card's and the combo's (MI-15.3)."""
    bonus = bonus_of(state, number, acting=acting)
    return skills_of(state, number).stability + bonus.count(Symbol.STABILITY)


def armor_score(state: MiniatureState, number: int, zone: ArmorZone, piercing: int) -> int:
    """The zone's base armor plus the revealed card's, less Piercing, at least 0 (MI-14.2).

    >>> max(0, 1 + 0 - 2)
    0
    """
    base = skills_of(state, number).armor(zone)
    return max(0, base + bonus_of(state, number).count(Symbol.ARMOR) - piercing)


def tie_marks(state: MiniatureState, number: int, *, acting: bool = False) -> int:
    """The unit's "win a tie" marks: symbols, and a card that wins ties (MI-2.3, MI-R38)."""
    unit = state.units[number]
    marks = bonus_of(state, number, acting=acting).count(Symbol.WIN_TIE)
    if acting and unit.played is not None and unit.played.card:
        card = state.components.action_card[unit.deck_name][unit.played.card]
        marks += any(i.kind is InstructionKind.WIN_TIES for i in card.instructions)
    return marks


def initiator_wins(score: int, against: int, edge: int = 0) -> bool:
    """Whether the Initiator wins: a higher score, or a tie unless out-marked (MI-2.2, MI-2.3).

    ``edge`` is the Initiator's "win a tie" marks less the target's: opposing marks
    cancel one for one, and only a target with marks left wins the tie.

    >>> initiator_wins(4, 4), initiator_wins(4, 4, edge=-1), initiator_wins(3, 4, edge=2)
    (True, False, False)
    """
    return score > against or (score == against and edge >= 0)
