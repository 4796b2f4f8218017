"""Turn order and the length bound (IS-6.1..6.3, IS-R1, IS-R20).

Seat 1 (the youngest human player) begins; every human turn is followed by a
dinosaur turn; the human players take turns in seat order, skipping a player
with no character in play. A round is one turn of each human player. The game
has no round limit in the book; after the dinosaur turn that follows human turn
number ``max_turns`` the game is cut short, with no winner (`ending`).
A dinosaur turn with no active dinosaur is skipped (IS-R10).
"""

from __future__ import annotations

from typing import Final

from .activity import active_dinosaurs
from .ending import cut_off
from .state import DINOSAUR_SEAT, NOBODY, IslandState, Phase, Status

__all__ = [
    "CARD_PHASES",
    "DINOSAUR_PHASES",
    "deciding_seat",
    "end_dinosaur_turn",
    "end_human_turn",
    "has_characters",
    "start_human_turn",
]

DINOSAUR_PHASES: Final = frozenset({Phase.PICK_DINO, Phase.DINO_MOVE, Phase.ALL_STEP, Phase.ATTACK})
"""The decisions of the dinosaur player's turn (the escape is the character's player's)."""


CARD_PHASES: Final = frozenset({Phase.PULL, Phase.SAFE_SPACE, Phase.SEND_RAPTOR})
"""The decisions of a card, taken by the drawer's player (in a battle too, IS-R13)."""


def deciding_seat(state: IslandState) -> int:
    """Who decides: the dinosaur player, an escaping or drawing character's player, the human."""
    if state.phase in DINOSAUR_PHASES:
        return DINOSAUR_SEAT
    if state.phase is Phase.ESCAPE:
        return state.owners[state.victim]
    if state.phase in CARD_PHASES:
        return state.owners[state.drawer]
    return state.human


def has_characters(state: IslandState, seat: int) -> bool:
    """Whether ``seat`` controls a character in play."""
    in_play = Status.IN_PLAY
    for owner, status in zip(state.owners, state.status, strict=True):
        if owner == seat and status is in_play:
            return True
    return False


def start_human_turn(state: IslandState, seat: int, round_: int) -> IslandState:
    """``seat``'s turn in round ``round_`` begins with a roll of the movement die."""
    return state.replace(
        phase=Phase.HUMAN_ROLL,
        human=seat,
        round=round_,
        turn=state.turn + 1,
        spent=False,
        forced=NOBODY,
        steps=0,
        group=(),
        asking=(),
        drawer=NOBODY,
        drawn_on=frozenset(),
        section=NOBODY,
        attacked=frozenset(),
        dino=NOBODY,
        queue=(),
        victim=NOBODY,
        face="",
        battle_size=0,
        carried=False,
    )


def end_human_turn(state: IslandState) -> IslandState:
    """The dinosaur player's turn follows every human turn (IS-6.2, IS-6.3)."""
    if not active_dinosaurs(state):
        return end_dinosaur_turn(state)
    return state.replace(
        phase=Phase.DINO_ROLL,
        attacked=frozenset(),
        dino=NOBODY,
        queue=(),
        victim=NOBODY,
        face="",
        battle_size=0,
        carried=False,
        steps=0,
        group=(),
        asking=(),
        drawer=NOBODY,
        drawn_on=frozenset(),
        section=NOBODY,
        forced=NOBODY,
    )


def end_dinosaur_turn(state: IslandState) -> IslandState:
    """The next human player with a character in play, or the end of a game cut short.

    After human turn number ``max_turns`` and its dinosaur turn the game ends with
    no winner: the bound is ours, not a rule of the game (IS-R20).
    """
    if state.turn >= state.max_turns:
        return cut_off(state)
    seat, round_ = state.human, state.round
    for _ in range(state.players):
        seat += 1
        if seat >= state.players:
            seat, round_ = 1, round_ + 1
        if has_characters(state, seat):
            return start_human_turn(state, seat, round_)
    raise AssertionError("no human player has a character, but the game is not over")
