"""End of the game: when it ends, the points in each score pile, and who wins (JA-8).

The game ends at the end of a round in which a player is left with no card in hand
or deck (JA-8.1, JA-8.2). More points wins (JA-8.3, JA-8.4); on equal points, more
cards in the score pile (JA-8.5); if that ties too, both players share the victory
(JA-R15).
"""

from __future__ import annotations

from operator import mul

from .piles import CountPair
from .state import JurassAttackState

__all__ = ["game_over", "out_of_cards", "points", "score_pile_size", "winners"]


def out_of_cards(hands: CountPair, decks: CountPair) -> bool:
    """Whether some player has no card left in hand or deck (piles as counts)."""
    return (not any(hands[0]) and not any(decks[0])) or (not any(hands[1]) and not any(decks[1]))


def game_over(state: JurassAttackState) -> bool:
    """Whether some player has no card left in hand or deck."""
    return out_of_cards(state.hand_counts, state.deck_counts)


def points(state: JurassAttackState, seat: int) -> int:
    """The point value of ``seat``'s score pile: the rival's cards won and own Eggs kept.

    Each card counts its score value from the deck list (JA-8.3; values ruled in JA-R3).
    """
    scores = state.components.scores
    captured: int = sum(map(mul, scores, state.captured_counts[seat]))
    saved: int = sum(map(mul, scores, state.saved_counts[seat]))
    return captured + saved


def score_pile_size(state: JurassAttackState, seat: int) -> int:
    """How many cards ``seat``'s score pile holds."""
    return sum(state.captured_counts[seat]) + sum(state.saved_counts[seat])


def winners(state: JurassAttackState) -> frozenset[int]:
    """The seats with the most points, then the most scored cards; both if still tied."""
    key = [(points(state, seat), score_pile_size(state, seat)) for seat in (0, 1)]
    best = max(key)
    return frozenset(seat for seat in (0, 1) if key[seat] == best)
