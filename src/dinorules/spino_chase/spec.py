"""The Spinosaurus Chase's declaration: players, options, limits and action types."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import (
    DealCard,
    Discard,
    EndTurn,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    Play,
    StepBack,
)
from .components import tables_for
from .greedy import score_action, win_shares
from .interop import INTEROP
from .options import BOARD_OPTION, DECK_OPTION, MAX_ROUNDS_OPTION, check_options
from .position import NOTATION
from .rules import SpinoRules
from .seats import roles
from .seen import seen
from .state import HAND_SIZE
from .svg import render_svg
from .text import render

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on decisions: ``max_rounds`` rounds of at most this many each.

    In a round (SC-R13 caps their number) the players hold at most ``n * 7`` cards,
    so at most that many are played; after each card at most one `EndTurn` (SC-R6)
    and ``n - 1`` passes follow before another card or the round's end (SC-R7), and
    the opener never passes. Then
    at most one decision per pawn step and per Spinosaurus step of the strongest
    card, one step back, and per player at most 7 discards and a ``KeepHand``.
    """
    players = int(options["players"])
    tables = tables_for(options)
    plays = players * HAND_SIZE
    end_turns = plays
    passes = (players - 1) * plays
    moves = tables.most_pawn_steps + tables.most_spinosaurus_steps + 1
    discards = players * (HAND_SIZE + 1)
    return int(options["max_rounds"]) * (plays + end_turns + passes + moves + discards)


SPEC = GameSpec(
    name="spino_chase",
    title="Jurassic Park III: The Spinosaurus Chase",
    rules=SpinoRules(),
    min_players=2,
    max_players=4,
    default_players=2,
    options=(DECK_OPTION, BOARD_OPTION, MAX_ROUNDS_OPTION),
    hidden_information=True,
    max_game_length=max_game_length,
    action_types=(
        Play,
        Pass,
        EndTurn,
        MovePawn,
        MoveSpinosaurus,
        StepBack,
        Discard,
        KeepHand,
        DealCard,
    ),
    check_options=check_options,
    rule_prefix="SC",
    text=render,
    svg=render_svg,
    greedy=score_action,
    win_shares=win_shares,
    interop=INTEROP,
    position=NOTATION,
    seen=seen,
    roles=roles,
)
