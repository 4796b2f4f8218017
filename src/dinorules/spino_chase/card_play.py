"""Playing the cards: what may go on what, passing, and who wins the round (SC-3, SC-4, SC-9).

A round's cards form one face-up pile (``state.table``). Any card may open it
(SC-3.2); a Dinosaur goes on an Escape or a lower Dinosaur (SC-3.3); an Escape on any
Dinosaur (SC-3.4). After an Escape the same player may play a Dinosaur at once, or
end the turn with the Escape on top (SC-3.5, SC-3.6, SC-R6). A player passes when,
and only when, they cannot play, whatever the number of players (SC-3.7, SC-9.5,
SC-R7); the round ends when a hand is emptied or when the last card played has made
every other player pass in turn (SC-4.4, SC-9.6, SC-R7), and its last player wins it
(SC-4.6).
Two, three and four players follow the same rules (SC-9.1, SC-R5, SC-R7).
"""

from __future__ import annotations

from itertools import compress
from typing import Final

from .actions import EndTurn, Pass, Play
from .components import NO_CARD
from .movement import win_round
from .state import Phase, SpinoState, take

__all__ = ["END_TURN", "PASS_ONLY", "end_turn", "legal_plays", "pass_turn", "play", "second_cards"]

PASS_ONLY: Final = (Pass(),)
"""The decisions of a player with no playable card (SC-3.7)."""
END_TURN: Final = EndTurn()
"""Declining the second card after an Escape (SC-3.5, SC-R6)."""


def legal_plays(state: SpinoState) -> tuple[Play | Pass, ...]:
    """The cards the player to act may play, in canonical card order, else ``Pass``.

    Any card opens a round (SC-3.2), then a card goes on the top card as SC-3.3 and
    SC-3.4 say; a player who cannot play must pass, and only then, with two players
    as with more (SC-3.7, SC-4.4, SC-9.5, SC-R7).
    """
    table = state.table
    plays = state.tables.plays_on[table[-1] if table else NO_CARD]
    return (*filter(None, compress(plays, state.hands[state.actor])),) or PASS_ONLY


def second_cards(state: SpinoState) -> tuple[Play | EndTurn, ...]:
    """Any Dinosaur held may follow the Escape just played, or none (SC-3.5, SC-3.6, SC-R6)."""
    dinosaurs = state.tables.dinosaur_plays
    return (*filter(None, compress(dinosaurs, state.hands[state.actor])), END_TURN)


def play(state: SpinoState, action: Play) -> SpinoState:
    """The player to act puts the card on the round's pile (SC-3.2..3.6, SC-4.2, SC-4.3).

    Playing one's last card ends the round (SC-4.4, SC-4.5, SC-9.6); after an Escape
    the same player may play a Dinosaur at once if they hold one (SC-3.5, SC-R6); else
    the turn passes to the left (SC-4.3, SC-R5). Each outcome is one update of the state.
    """
    tables = state.tables
    card = tables.index[action.card]
    seat = state.actor
    hands = state.hands
    hand = take(hands[seat], card)
    hands = (*hands[:seat], hand, *hands[seat + 1 :])
    table = (*state.table, card)
    if not any(hand):
        # SC-4.4, SC-4.5, SC-9.6: playing one's last card ends the round.
        return win_round(state, seat, card, hands=hands, table=table, last_player=seat)
    if (
        state.phase is Phase.PLAY
        and tables.is_escape[card]
        and any(compress(tables.is_dinosaur, hand))
    ):
        # SC-3.5, SC-3.6, SC-R6: the player gets to play a Dinosaur at once, or not.
        return state.replace(
            hands=hands, table=table, last_player=seat, passes=0, phase=Phase.SECOND_CARD
        )
    # SC-4.3, SC-R5: the player on the left plays next.
    return state.replace(
        phase=Phase.PLAY,
        actor=(seat + 1) % len(hands),
        hands=hands,
        table=table,
        last_player=seat,
        passes=0,
    )


def end_turn(state: SpinoState, action: EndTurn) -> SpinoState:
    """The player ends the turn on their Escape, without a second card (SC-3.5, SC-R6).

    The player on the left plays next (SC-4.3: play alternates; SC-R5: to the left).
    """
    return state.replace(phase=Phase.PLAY, actor=(state.actor + 1) % len(state.hands))


def pass_turn(state: SpinoState, action: Pass) -> SpinoState:
    """The player to act passes (SC-3.7); after every other player has, the round ends.

    The last card played then wins the round (SC-4.4, SC-4.5, SC-4.6, SC-9.6, SC-R7);
    a pass does not stop a player from playing later in the round (SC-9.3, SC-9.4).
    """
    players = len(state.hands)
    passes = state.passes + 1
    if passes >= players - 1:
        # SC-4.4, SC-4.5, SC-9.6: the last card played forced everyone else to pass.
        return win_round(state, state.last_player, state.table[-1], passes=passes)
    # SC-9.3, SC-9.4: a pass does not stop the player from playing later in the round.
    return state.replace(passes=passes, actor=(state.actor + 1) % players)
