"""The Spinosaurus Chase's fixed action space and observation tensor (`kernel.indexing`).

Actions (SC-R16): one `Play` per card type, `Pass`, `EndTurn`, the three `MovePawn`,
the eight `MoveSpinosaurus` and the three `StepBack` directions, one `Discard` per
card type, `KeepHand`: two per card type and 17 others. Chance outcomes: one
`DealCard` per card type (SC-2.7). Neither depends on the state. The tensor is
documented in ``docs/interop.md``; seats are listed observer first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import get_args

from dinorules.kernel import Options
from dinorules.kernel.indexing import Interop, Slot, one_hot, seat_order, tally

from .actions import (
    BackDirection,
    EndTurn,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    PawnDirection,
    SpinosaurusDirection,
    StepBack,
)
from .components import Tables, tables_for
from .observation import SpinoObservation
from .state import Phase, SpinoState

__all__ = ["INTEROP"]

Key = tuple[Tables, int]
"""The deck and board tables, and the number of players."""

_PHASES = tuple(Phase)


def _key(options: Options) -> Key:
    return tables_for(options), int(options["players"])


def _state_key(state: SpinoState) -> Key:
    return state.tables, len(state.hands)


def _actions(key: Key) -> Iterable[object]:
    tables = key[0]
    yield from tables.play_actions
    yield Pass()
    yield EndTurn()
    yield from (MovePawn(direction) for direction in get_args(PawnDirection))
    yield from (MoveSpinosaurus(direction) for direction in get_args(SpinosaurusDirection))
    yield from (StepBack(direction) for direction in get_args(BackDirection))
    yield from tables.discard_actions
    yield KeepHand()


def _outcomes(key: Key) -> Iterable[object]:
    return key[0].deal_outcomes


def _layout(key: Key) -> tuple[Slot, ...]:
    tables, players = key
    n = len(tables.names)
    spaces = len(tables.coords)
    per_seat = (
        Slot("hand_size", 1, "cards in the seat's hand"),
        Slot("pawn", spaces + 1, "one-hot: the pawn's space (board order), last = Final Escape"),
        Slot("actor", 1, "1 if the seat is to decide (or to be dealt to)"),
        Slot("starter", 1, "1 if the seat starts the round"),
        Slot("round_winner", 1, "1 if the seat won the last round"),
        Slot("last_player", 1, "1 if the seat played the last card"),
    )
    return (
        Slot("phase", len(_PHASES), "one-hot: " + ", ".join(p.value for p in _PHASES)),
        Slot("round", 1, "the round number"),
        Slot("rounds_left", 1, "max_rounds minus round (SC-R13)"),
        Slot("hand", n, "the observer's hand, count per card type (deck order)"),
        Slot("pile_size", 1, "cards in the dealer's pile"),
        Slot("top", n, "one-hot: the top card of the round's pile (all 0 when empty)"),
        Slot("table", n, "the round's face-up pile, count per card type"),
        Slot("played", n, "the played pile, count per card type"),
        Slot("discards", n, "the face-up discards, count per card type"),
        Slot("passes", 1, "passes in a row since the last card"),
        Slot("spinosaurus", spaces, "one-hot: the Spinosaurus's space"),
        Slot("pawn_steps", 1, "pawn steps left to take this round"),
        Slot("spinosaurus_steps", 1, "Spinosaurus steps left to take this round"),
        Slot("reshuffles", 1, "times the played pile was reshuffled"),
        Slot("truncated", 1, "1 if the round limit ended the game (SC-R13)"),
        *(
            Slot(f"seat+{k}.{slot.name}", slot.size, slot.meaning)
            for k in range(players)
            for slot in per_seat
        ),
    )


def _encode(observation: SpinoObservation, key: Key) -> list[float]:
    tables, players = key
    names = tables.names
    coords = tables.coords
    table = observation.table
    numbers = [
        *one_hot(observation.phase, _PHASES),
        float(observation.round),
        float(observation.max_rounds - observation.round),
        *tally(observation.hand, names),
        float(observation.pile_size),
        *one_hot(table[-1] if table else None, names),
        *tally(table, names),
        *tally(observation.played, names),
        *tally(observation.discards, names),
        float(observation.passes),
        *one_hot(observation.spinosaurus, coords),
        float(observation.pawn_steps),
        float(observation.spinosaurus_steps),
        float(observation.reshuffles),
        float(observation.truncated),
    ]
    for seat in seat_order(observation.player, players):
        numbers += [
            float(observation.hand_sizes[seat]),
            *one_hot(observation.pawns[seat], (*coords, None)),
            float(observation.actor == seat),
            float(observation.starter == seat),
            float(observation.round_winner == seat),
            float(observation.last_player == seat),
        ]
    return numbers


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=_actions,
    outcomes=_outcomes,
    layout=_layout,
    encode=_encode,
)
"""The Spinosaurus Chase's declaration for `GameSpec.interop`."""
