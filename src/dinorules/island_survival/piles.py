"""Drawing from a section's pile and discarding face up (IS-16.1, IS-16.2, IS-R15).

A pile is the multiset of its cards, so a draw is a chance node over what is left,
each card weighted by its copies. When a pile is empty at a draw, its face-up
discards are shuffled into a new pile. A card being followed is in ``card``
(neither pile) until it is discarded. After the card, the turn goes on: the
human player's, or after an escape the dinosaur player's attacks (IS-R13).
"""

from __future__ import annotations

from dinorules.kernel import ChanceNode, Multiset, Rng, put

from .attacks import after_battle
from .spending import after_move
from .state import NOBODY, IslandState, Phase
from .turns import end_human_turn

__all__ = ["begin_draw", "discard", "draw_node", "finish_card", "resume", "take"]


def begin_draw(state: IslandState, drawer: int, section: int) -> IslandState:
    """``drawer`` draws from ``section``'s pile, reshuffling its discards if it is empty.

    The space is noted: a move draws on each Draw Card space at most once (IS-R15).
    """
    if not state.piles[section]:
        state = state.replace(
            piles=put(state.piles, section, state.discards[section]),
            discards=put(state.discards, section, Multiset()),
        )
    here = state.positions[drawer]
    assert here is not None
    return state.replace(
        phase=Phase.DRAW, drawer=drawer, section=section, drawn_on=state.drawn_on | {here}
    )


def draw_node(state: IslandState) -> ChanceNode:
    """The draw: each distinct card left in the pile, weighted by its copies."""
    draws = state.components.draws
    counts = state.piles[state.section].counts
    return ChanceNode(
        outcomes=tuple(draws[name] for name, _ in counts),
        weights=tuple(count for _, count in counts),
    )


def take(state: IslandState, name: str, rng: Rng) -> IslandState:
    """The drawn card leaves the pile and is being followed; ``rng``: the generator after it."""
    section = state.section
    return state.replace(
        piles=put(state.piles, section, state.piles[section].remove(name)), card=name, rng=rng
    )


def discard(state: IslandState) -> IslandState:
    """The card being followed goes face up onto its section's discard pile (IS-16.2)."""
    section = state.section
    return state.replace(
        discards=put(state.discards, section, state.discards[section].add(state.card)), card=""
    )


def finish_card(state: IslandState, *, ends_turn: bool = False) -> IslandState:
    """Discard the card, then go on with the turn (or end it, IS-17.1)."""
    state = discard(state)
    in_own_turn = state.victim == NOBODY
    return end_human_turn(state) if ends_turn and in_own_turn else resume(state)


def resume(state: IslandState) -> IslandState:
    """After a move and its cards: the spending offer, or after an escape the attacks (IS-R13).

    Cards drawn after an escape are followed in the dinosaur turn, a battle: no
    life chip is spent then (IS-15.4), and a card ending "your turn" ends nothing.
    """
    if state.victim == NOBODY:
        return after_move(state)
    return after_battle(state.replace(drawer=NOBODY, section=NOBODY, drawn_on=frozenset()))
