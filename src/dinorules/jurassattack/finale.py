"""Finale!: the played cards go to the piles, Velociraptor returns, then the draws (JA-6, JA-7).

The winner scores the rival's cards (JA-6.1) and discards their own, except their
Eggs, which they score (JA-6.2, JA-6.3). For each Velociraptor so scored the winner
returns a card of their choice from hand to their deck, one decision each, before
anyone draws (JA-9.2, JA-R9). Then the loser draws back up to 5 and a winner with
an empty hand draws one (JA-6.4, JA-6.5). On a double knockout each player discards
their own cards and scores their own Eggs, and only a player with an empty hand
draws, one card (JA-7.1, JA-7.2). The round ends when the draws are done (JA-8.1).

Draws are queued one seat per card; each is a chance node over the cards left in
that seat's deck (`draw_node`), whose outcome `draw` applies; automatic chance deals
the whole queue at once from the same counts, ticket for ticket (`draw_all`).
"""

from __future__ import annotations

from dinorules.kernel import ChanceNode, Rng, deal

from .actions import Draw, ReturnCard
from .ending import out_of_cards
from .piles import PilePair, count, counts, from_counts, give, size, take, unit
from .state import HAND_SIZE, FightRecord, JurassAttackState, Phase

__all__ = [
    "draw",
    "draw_all",
    "draw_node",
    "return_card",
    "returns",
    "settle_round",
]


def settle_round(
    state: JurassAttackState, hands: PilePair, record: FightRecord
) -> JurassAttackState:
    """Place the cards of a settled Fight! in the piles; then returns, or draws.

    Each winner discards their own cards but scores their own Eggs (JA-6.2, JA-6.3,
    JA-7.1); a sole winner scores the rival's cards (JA-6.1), plays first next round
    (JA-4.2) and owes a return for each Velociraptor among them, no more than their
    hand holds (JA-9.2, JA-R9). After a double knockout nobody scores the rival's
    cards and the first player stays first (JA-4.3, JA-R12). A winner who played a
    blinding card blinds the rival for the next round (JA-9.1, JA-R7).
    """
    facts = state.components.facts
    discards, saved = list(state.discard_piles), list(state.saved_piles)
    captured = state.captured_piles
    packs, winners = record.packs, record.winners
    blinded: tuple[int, ...] = ()
    for seat in winners:  # piles add as integers (`piles`)
        own = facts[packs[seat]]
        saved[seat] += own.eggs
        discards[seat] += own.others
        if own.blinds:  # the rival is blinded next round (JA-9.1, JA-R7)
            blinded = (1 - seat, *blinded)  # winners come in seat order: rivals come sorted
    first, owed = state.first, 0
    if len(winners) == 1:
        first = winners[0]
        won = facts[packs[1 - first]]
        captured = give(captured, first, won.cards)
        # Only the Velociraptors the winner scores count: the loser's own never
        # cost the loser anything (JA-9.3).
        owed = min(won.raptors, size(hands[first]))
    queue: tuple[int, ...] = ()
    if owed:
        phase, number = Phase.RETURN, state.round
    else:
        phase, number, queue = _close_round(state, hands, state.deck_piles, winners)
    # One update with every field named: a ``**changes`` dict would double its cost.
    return state.replace(
        hand_piles=hands,
        discard_piles=(discards[0], discards[1]),
        captured_piles=captured,
        saved_piles=(saved[0], saved[1]),
        table=((), ()),
        blinded=blinded,
        first=first,
        returns_owed=owed,
        last_fight=record,
        phase=phase,
        round=number,
        draws=queue,
    )


def returns(state: JurassAttackState) -> tuple[ReturnCard, ...]:
    """Every card the round's winner may return, in card-name order (JA-9.2, JA-R9, JA-R17)."""
    returned = state.components.return_of
    held = counts(state.hand_piles[state.first], len(returned))
    return tuple(returned[card] for card, n in enumerate(held) if n)


def return_card(state: JurassAttackState, action: ReturnCard) -> JurassAttackState:
    """The round's winner shuffles a card from hand into their deck (JA-9.2, JA-R10).

    The deck keeps no order, so the card simply joins it: no chance event (JA-R10).
    """
    seat, card = state.first, state.components.index[action.card]
    if not count(state.hand_piles[seat], card):
        raise ValueError(f"no {action.card!r} in hand to return")
    hands = take(state.hand_piles, seat, unit(card))
    decks = give(state.deck_piles, seat, unit(card))
    owed = state.returns_owed - 1  # never more than the cards in hand (settle_round)
    if owed:
        return state.replace(hand_piles=hands, deck_piles=decks, returns_owed=owed)
    phase, number, queue = _close_round(state, hands, decks, state.last_fight.winners)
    return state.replace(
        hand_piles=hands, deck_piles=decks, returns_owed=0, phase=phase, round=number, draws=queue
    )


def draw_node(state: JurassAttackState) -> ChanceNode:
    """A draw from the next queued seat's own deck, each card weighted by its count (JA-2.2)."""
    draws = state.components.draw_of
    deck = counts(state.deck_piles[state.draws[0]], len(draws))
    return ChanceNode(
        outcomes=tuple(draws[card] for card, n in enumerate(deck) if n),
        weights=tuple(n for n in deck if n),
    )


def draw(state: JurassAttackState, outcome: Draw) -> JurassAttackState:
    """The next queued seat draws the card from their own deck into their hand (JA-2.4)."""
    seat, card = state.draws[0], state.components.index[outcome.card]
    if not count(state.deck_piles[seat], card):
        raise ValueError(f"no {outcome.card!r} left in the deck to draw")
    hands = give(state.hand_piles, seat, unit(card))
    decks = take(state.deck_piles, seat, unit(card))
    return _drawn(state, hands, decks, state.draws[1:], state.rng)


def draw_all(state: JurassAttackState) -> JurassAttackState:
    """Chance, automatic: every queued draw at once (JA-2.4, JA-6.4).

    Each seat's run of the queue is dealt from the counts left in its deck, as
    `draw_node` draws them one at a time (the same tickets, so the same game); then
    the round goes on as after the last of those draws.
    """
    hands, decks, rng = state.hand_piles, state.deck_piles, state.rng
    types = len(state.components.names)
    queue = state.draws
    start = 0
    while start < len(queue):  # the queue is runs of one seat: the loser's, then winners'
        seat = queue[start]
        end = start + 1
        while end < len(queue) and queue[end] == seat:
            end += 1
        (dealt,), _, rng = deal(counts(decks[seat], types), (end - start,), rng)
        cards = from_counts(dealt)
        hands, decks = give(hands, seat, cards), take(decks, seat, cards)
        start = end
    return _drawn(state, hands, decks, (), rng)


def _drawn(
    state: JurassAttackState, hands: PilePair, decks: PilePair, queue: tuple[int, ...], rng: Rng
) -> JurassAttackState:
    """The state once the queue's first draws are in hand; ``rng`` the generator after them.

    With draws still queued, the next is pending; else set-up or the round goes on.
    """
    if queue:
        return state.replace(hand_piles=hands, deck_piles=decks, draws=queue, rng=rng)
    phase, number = _after_draws(state, hands, decks)
    return state.replace(
        hand_piles=hands, deck_piles=decks, draws=(), phase=phase, round=number, rng=rng
    )


def _after_draws(state: JurassAttackState, hands: PilePair, decks: PilePair) -> tuple[Phase, int]:
    """The phase and round once the queued draws are done: set-up's end, or the round's."""
    if state.phase is Phase.DEAL:  # the opening hands are dealt: round 1 begins (JA-2.4)
        return Phase.FACE_OFF, state.round
    return _end_round(state, hands, decks)


def _close_round(
    state: JurassAttackState, hands: PilePair, decks: PilePair, winners: tuple[int, ...]
) -> tuple[Phase, int, tuple[int, ...]]:
    """The Finale! draws queued, or the round's end: the phase, round and draws that follow.

    The loser draws first, then the winners in seat order (JA-R16); a player draws
    only what is left in their deck, never the discards (JA-R14).
    """
    queue: tuple[int, ...] = ()
    if len(winners) == 1:  # the loser draws back up to a full hand (JA-6.4)
        loser = 1 - winners[0]
        queue = (loser,) * min(max(HAND_SIZE - size(hands[loser]), 0), size(decks[loser]))
    for seat in winners:  # a winner left empty-handed draws one (JA-6.5, JA-7.2)
        if not hands[seat] and decks[seat]:
            queue = (*queue, seat)
    if queue:
        return Phase.DRAW, state.round, queue
    phase, number = _end_round(state, hands, decks)
    return phase, number, ()


def _end_round(state: JurassAttackState, hands: PilePair, decks: PilePair) -> tuple[Phase, int]:
    """Rounds go on until a player has no card in hand or deck (JA-3.1, JA-8.1, JA-8.2)."""
    if out_of_cards(hands, decks):
        return Phase.OVER, state.round
    return Phase.FACE_OFF, state.round + 1
