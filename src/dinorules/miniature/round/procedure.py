"""Where the round goes on: one effect for each action class shared by several phases.

`Pass` closes a seat's turn in an Interaction window (MI-R21) or a Reaction window
(MI-R26); `CoinToss` settles the first player at the start (MI-R3) or the first-player
window (MI-8.15); `DrawAction` and `DrawHero` are the deployment draws (MI-3.2, MI-3.3)
or the initiative phase's (MI-10.6, MI-10.12). After an Interaction window every seat
has passed, the game goes on where the window's `Resume` says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dinorules.kernel import FrozenMap, put

from ..actions import CoinToss, DrawAction, DrawHero, Pass
from ..combat import attack
from ..effects import fear
from ..heroes import bids as hero_bids
from ..state import MiniatureState, Phase, Resume
from . import activation, initiative
from . import ending as round_end
from . import setup as start
from .windows import passed_by_all

__all__ = ["coin_toss", "draw_action", "draw_hero", "draw_heroes_rest", "pass_turn"]

_RESUME: Final[FrozenMap[Resume, Callable[[MiniatureState], MiniatureState]]] = FrozenMap(
    {
        Resume.REVEALED: activation.after_revealed,
        Resume.RESOLVED: activation.after_resolved,
        Resume.FIRST_PLAYER: round_end.first_player_window,
        Resume.STACKED: initiative.after_stacked,
        Resume.DISCARDED: initiative.after_discarded,
    }
)


def pass_turn(state: MiniatureState, action: Pass) -> MiniatureState:
    """A seat passes in a Reaction window, or in an Interaction window (MI-R21, MI-R26)."""
    if state.phase is Phase.REACT:
        return activation.pass_reaction(state, action)
    if state.phase is Phase.TEST_STEP:
        return hero_bids.pass_step(state)  # MI-19.11
    if state.phase is Phase.RECEIVED:
        return fear.after_received(state)  # MI-R44
    if state.phase is Phase.MODEL_LOST:
        return attack.next_struck(state)  # MI-R64
    state, done = passed_by_all(state)
    return _RESUME[state.round.resume](state) if done else state


def coin_toss(state: MiniatureState, outcome: CoinToss) -> MiniatureState:
    """The first player at the start (MI-R3) or at the first-player window (MI-8.15)."""
    if state.phase is Phase.COIN_TOSS:
        return start.coin_toss(state, outcome)
    return round_end.toss(state, outcome)


def draw_action(state: MiniatureState, outcome: DrawAction) -> MiniatureState:
    """A deployment draw (MI-3.2) or an initiative-phase draw (MI-10.6)."""
    if state.phase is Phase.DRAW_ACTIONS:
        return start.draw_action(state, outcome)
    return initiative.draw_round(state, outcome)


def draw_hero(state: MiniatureState, outcome: DrawHero) -> MiniatureState:
    """A hero hand, a mulligan's redraw (MI-3.3) or a hero pick (MI-10.12)."""
    if state.phase is Phase.DRAW_PICK:
        return initiative.draw_pick(state, outcome)
    return start.draw_hero(state, outcome)


def draw_heroes_rest(state: MiniatureState) -> MiniatureState:
    """A seat's hero cards left to draw: all but the last in one update, then `draw_hero`.

    Draw for draw as the chance nodes would go (`start.draw_hero_node`, sampled by
    `Rng.draw_multiset`: the same ticket and scan as `ChanceNode.sample`); automatic
    chance only (`MiniatureRules.resolve_chance`, MI-3.3, MI-R5, MI-10.12).
    """
    seat = state.actor
    cards = state.heroes[seat]
    placement = state.placement
    deck, hand, rng = cards.deck, cards.hand, state.rng
    for _ in range(placement.left - 1):
        card, rng = rng.draw_multiset(deck.counts)
        deck, hand = deck.remove(card), hand.add(card)
    card, rng = rng.draw_multiset(deck.counts)
    if placement.left > 1:
        cards = cards.replace(deck=deck, hand=hand)
        state = state.replace(
            heroes=put(state.heroes, seat, cards),
            placement=placement.replace(left=1),
            rng=rng,
        )
    else:
        state = state.replace(rng=rng)
    return draw_hero(state, DrawHero(card))
