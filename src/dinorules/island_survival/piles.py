"""Drawing from a section's pile and discarding face up (IS-16.1, IS-16.2, IS-R15).

A pile is the multiset of its cards, so a draw is a chance node over what is left,
each card weighted by its copies. When a pile is empty at a draw, its face-up
discards are shuffled into a new pile. A card being followed is in ``card``
(neither pile) until it is discarded.
"""

from __future__ import annotations

from dinorules.kernel import ChanceNode, Multiset

from .spending import after_move
from .state import IslandState, Phase, put
from .turns import end_human_turn

__all__ = ["begin_draw", "discard", "draw_node", "finish_card", "take"]


def begin_draw(state: IslandState, drawer: int, section: int) -> IslandState:
    """``drawer`` draws from ``section``'s pile, reshuffling its discards if it is empty."""
    if not state.piles[section]:
        state = state.replace(
            piles=put(state.piles, section, state.discards[section]),
            discards=put(state.discards, section, Multiset()),
        )
    return state.replace(phase=Phase.DRAW, drawer=drawer, section=section)


def draw_node(state: IslandState) -> ChanceNode:
    """The draw: each distinct card left in the pile, weighted by its copies."""
    draws = state.components.draws
    counts = state.piles[state.section].counts
    return ChanceNode(
        outcomes=tuple(draws[name] for name, _ in counts),
        weights=tuple(count for _, count in counts),
    )


def take(state: IslandState, name: str) -> IslandState:
    """The drawn card leaves the pile and is being followed."""
    section = state.section
    return state.replace(
        piles=put(state.piles, section, state.piles[section].remove(name)), card=name
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
    return end_human_turn(state) if ends_turn else after_move(state)
