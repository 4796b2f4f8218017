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

from typing import Final

from . import hands as packed
from .actions import EndTurn, Pass, Play
from .components import END_TURN, NO_CARD, PASS_ONLY
from .movement import win_round
from .state import Phase, SpinoState

__all__ = ["END_TURN", "PASS_ONLY", "end_turn", "legal_plays", "pass_turn", "play", "second_cards"]

_PLAY: Final = Phase.PLAY
_SECOND_CARD: Final = Phase.SECOND_CARD
"""The phases, bound once (reading an enum's member is a Python lookup each time)."""


def legal_plays(state: SpinoState) -> tuple[Play | Pass, ...]:
    """The cards the player to act may play, in canonical card order, else ``Pass``.

    Any card opens a round (SC-3.2), then a card goes on the top card as SC-3.3 and
    SC-3.4 say; a player who cannot play must pass, and only then, with two players
    as with more (SC-3.7, SC-4.4, SC-9.5, SC-R7).
    """
    table, tables = state.table, state.tables
    held = packed.held_types(state.held, tables.seat_shifts[state.actor], tables.hand_mask)
    wanted = held & tables.playable_bits[table[-1] if table else NO_CARD]
    return packed.options(tables.play_sets, wanted, tables.play_actions, ()) or PASS_ONLY


def second_cards(state: SpinoState) -> tuple[Play | EndTurn, ...]:
    """Any Dinosaur held may follow the Escape just played, or none (SC-3.5, SC-3.6, SC-R6)."""
    tables = state.tables
    held = packed.held_types(state.held, tables.seat_shifts[state.actor], tables.hand_mask)
    wanted = held & tables.dinosaur_bits
    return packed.options(tables.second_sets, wanted, tables.play_actions, (END_TURN,))


def play(state: SpinoState, action: Play) -> SpinoState:
    """The player to act puts the card on the round's pile (SC-3.2..3.6, SC-4.2, SC-4.3).

    Playing one's last card ends the round (SC-4.4, SC-4.5, SC-9.6); after an Escape
    the same player may play a Dinosaur at once if they hold one (SC-3.5, SC-R6); else
    the turn passes to the left (SC-4.3, SC-R5). Each outcome is one update of the state.
    """
    tables = state.tables
    card = tables.index[action.card]
    seat = state.actor
    held = state.held - tables.units[seat][card]
    hand = packed.hand_of(held, tables.seat_shifts[seat], tables.hand_mask)
    table = (*state.table, card)
    if not hand:
        # SC-4.4, SC-4.5, SC-9.6: playing one's last card ends the round.
        return win_round(state, seat, card, held=held, table=table, last_player=seat)
    if (
        state.phase is _PLAY
        and tables.is_escape[card]
        and packed.held_types(hand, 0, tables.hand_mask) & tables.dinosaur_bits
    ):
        # SC-3.5, SC-3.6, SC-R6: the player gets to play a Dinosaur at once, or not.
        return state.replace(held=held, table=table, last_player=seat, passes=0, phase=_SECOND_CARD)
    # SC-4.3, SC-R5: the player on the left plays next.
    return state.replace(
        phase=_PLAY,
        actor=(seat + 1) % state.players,
        held=held,
        table=table,
        last_player=seat,
        passes=0,
    )


def end_turn(state: SpinoState, action: EndTurn) -> SpinoState:
    """The player ends the turn on their Escape, without a second card (SC-3.5, SC-R6).

    The player on the left plays next (SC-4.3: play alternates; SC-R5: to the left).
    """
    return state.replace(phase=_PLAY, actor=(state.actor + 1) % state.players)


def pass_turn(state: SpinoState, action: Pass) -> SpinoState:
    """The player to act passes (SC-3.7); after every other player has, the round ends.

    The last card played then wins the round (SC-4.4, SC-4.5, SC-4.6, SC-9.6, SC-R7);
    a pass does not stop a player from playing later in the round (SC-9.3, SC-9.4).
    """
    players = state.players
    passes = state.passes + 1
    if passes >= players - 1:
        # SC-4.4, SC-4.5, SC-9.6: the last card played forced everyone else to pass.
        return win_round(state, state.last_player, state.table[-1], passes=passes)
    # SC-9.3, SC-9.4: a pass does not stop the player from playing later in the round.
    return state.replace(passes=passes, actor=(state.actor + 1) % players)
