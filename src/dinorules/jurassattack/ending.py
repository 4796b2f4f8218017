"""End of the game: when it ends, the points in each score pile, and who wins (JA-8).

The game ends at the end of a round in which a player is left with no card in hand
or deck (JA-8.1, JA-8.2). More points wins (JA-8.3, JA-8.4); on equal points, more
cards in the score pile (JA-8.5); if that ties too, both players share the victory
(JA-R15).
"""

from __future__ import annotations

from operator import mul

from .piles import PilePair, counts, size
from .state import JurassAttackState

__all__ = ["game_over", "out_of_cards", "points", "score_pile_size", "winners"]


def out_of_cards(hands: PilePair, decks: PilePair) -> bool:
    """Whether some player has no card left in hand or deck (an empty pile is 0)."""
    return (not hands[0] and not decks[0]) or (not hands[1] and not decks[1])


def game_over(state: JurassAttackState) -> bool:
    """Whether some player has no card left in hand or deck."""
    return out_of_cards(state.hand_piles, state.deck_piles)


def points(state: JurassAttackState, seat: int) -> int:
    """The point value of ``seat``'s score pile: the rival's cards won and own Eggs kept.

    Each card counts its score value from the deck list (JA-8.3; values ruled in JA-R3).
    """
    scores = state.components.scores
    pile = state.captured_piles[seat] + state.saved_piles[seat]
    total: int = sum(map(mul, scores, counts(pile, len(scores))))
    return total


def score_pile_size(state: JurassAttackState, seat: int) -> int:
    """How many cards ``seat``'s score pile holds."""
    return size(state.captured_piles[seat] + state.saved_piles[seat])


def winners(state: JurassAttackState) -> frozenset[int]:
    """The seats with the most points, then the most scored cards; both if still tied."""
    key = [(points(state, seat), score_pile_size(state, seat)) for seat in (0, 1)]
    best = max(key)
    return frozenset(seat for seat in (0, 1) if key[seat] == best)
