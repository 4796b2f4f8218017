"""Face Off!: the first player, then the second, plays a pack face down (JA-4).

The round's first player, kept in ``state.first``, is the previous round's winner
(JA-4.2), the same player again after a double knockout (JA-4.3, JA-R12), and the
Footprint player in round 1 (JA-4.4). A pack is any compatible set of 1 to 5 cards
of the hand (JA-4.1, JA-4.5, JA-R4), listed as `Components.legal_packs` gives them.
The second pack is never stored face down: both packs are revealed and fought at
once (JA-5.1, JA-5.2).
"""

from __future__ import annotations

from .actions import PlayPack
from .fight import fight
from .finale import settle_round
from .piles import put_seat, take
from .state import JurassAttackState

__all__ = ["legal_packs", "play_pack", "to_play"]


def to_play(state: JurassAttackState) -> int:
    """The seat to play a pack: the round's first player, then the other (JA-4.1, JA-4.2).

    Also the seat that owes Velociraptor returns: the round's winner, who is the next
    round's first player, with the table cleared (JA-9.2).
    """
    first = state.first
    return 1 - first if state.table[first] else first


def legal_packs(state: JurassAttackState) -> tuple[PlayPack, ...]:
    """Every compatible pack of the hand of the seat to play (JA-4.1, JA-4.5, JA-R17)."""
    return state.components.legal_packs(state.hand_piles[to_play(state)])


def play_pack(state: JurassAttackState, action: PlayPack) -> JurassAttackState:
    """Play a pack face down (JA-4.1); the second one starts the Fight! (JA-5.1, JA-5.2)."""
    seat = to_play(state)
    # A listed pack: the seat holds its cards.
    hands = take(state.hand_piles, seat, state.components.facts[action.cards].cards)
    table = put_seat(state.table, seat, action.cards)
    if seat == state.first:
        return state.replace(hand_piles=hands, table=table)
    return settle_round(state, hands, fight(state.components, state.round, table))
