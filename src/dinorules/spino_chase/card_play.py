"""Playing the cards: what may go on what, passing, and who wins the round (SC-3, SC-4, SC-9).

A round's cards form one face-up pile (``state.table``). Any card may open it
(SC-3.2); a Dinosaur goes on an Escape or a lower Dinosaur (SC-3.3); an Escape on any
Dinosaur (SC-3.4). After an Escape the same player must play a Dinosaur if they hold
one (SC-3.5, SC-3.6, SC-R6). A player who cannot play passes (SC-3.7, SC-9.5); the
round ends when a hand is emptied or when the last card played has made every other
player pass in turn (SC-4.4, SC-9.6, SC-R7), and its last player wins it (SC-4.6).
"""

from __future__ import annotations

from itertools import compress
from operator import mul
from typing import Final

from .actions import Pass, Play
from .movement import win_round
from .state import Phase, SpinoState, take

__all__ = ["PASS_ONLY", "legal_plays", "pass_turn", "play_card"]

PASS_ONLY: Final = (Pass(),)
"""The decisions of a player with no playable card (SC-3.7)."""


def legal_plays(state: SpinoState) -> tuple[Play | Pass, ...]:
    """The cards the player to act may play, in canonical card order, else ``Pass``."""
    tables = state.tables
    hand = state.hands[state.actor]
    if state.phase is Phase.SECOND_CARD:
        return tuple(compress(tables.play_actions, map(mul, hand, tables.is_dinosaur)))
    table = state.table
    playable = tables.playable_on[table[-1] + 1 if table else 0]
    return tuple(compress(tables.play_actions, map(mul, hand, playable))) or PASS_ONLY


def play_card(state: SpinoState, card: int) -> SpinoState:
    """The player to act puts ``card`` on the round's pile."""
    tables = state.tables
    seat = state.actor
    hands = state.hands
    hand = take(hands[seat], card)
    hands = (*hands[:seat], hand, *hands[seat + 1 :])
    table = (*state.table, card)
    if not any(hand):
        # SC-4.4, SC-9.6: playing one's last card ends the round.
        return win_round(state.replace(hands=hands, table=table, last_player=seat), seat)
    if (
        state.phase is Phase.PLAY
        and tables.is_escape[card]
        and any(map(mul, hand, tables.is_dinosaur))
    ):
        # SC-3.5, SC-3.6, SC-R6: a Dinosaur must follow at once.
        return state.replace(
            hands=hands, table=table, last_player=seat, passes=0, phase=Phase.SECOND_CARD
        )
    return state.replace(
        hands=hands,
        table=table,
        last_player=seat,
        passes=0,
        phase=Phase.PLAY,
        actor=(seat + 1) % len(hands),
    )


def pass_turn(state: SpinoState) -> SpinoState:
    """The player to act passes; after every other player has passed, the round ends."""
    players = len(state.hands)
    passes = state.passes + 1
    if passes >= players - 1:
        # SC-4.4, SC-9.6: the last card played forced everyone else to pass.
        return win_round(state.replace(passes=passes), state.last_player)
    # SC-9.3, SC-9.4: a pass does not stop the player from playing later in the round.
    return state.replace(passes=passes, actor=(state.actor + 1) % players)
