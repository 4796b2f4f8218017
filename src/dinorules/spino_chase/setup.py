"""Set-up: the pawns and the Spinosaurus on their Start spaces, then the deal (SC-2).

Seat ``i`` takes the board's ``i``-th Start space (SC-2.3, SC-R4); the unused Start
spaces stay empty (SC-2.4); the Spinosaurus takes its Start space (SC-2.5). The
deal is the deal between rounds, seat 0 first (SC-2.7, SC-R4; `new_round`).
"""

from __future__ import annotations

from dinorules.kernel import Options, Rng

from .components import tables_for
from .new_round import begin_deal
from .state import NOBODY, Phase, Pieces, RoundInfo, SpinoState

__all__ = ["set_up"]


def set_up(options: Options, rng: Rng, explicit_chance: bool) -> SpinoState:
    """The pieces on their Start spaces, every card in the dealer's pile, and the deal."""
    tables = tables_for(options)
    players = int(options["players"])
    empty = (0,) * len(tables.names)
    state = SpinoState(
        rng=rng,
        explicit_chance=explicit_chance,
        tables=tables,
        phase=Phase.DEAL,
        actor=0,
        players=players,
        held=0,
        pile=tables.full,
        played=empty,
        discards=empty,
        table=(),
        last_player=NOBODY,
        passes=0,
        pieces=Pieces(
            pawns=tables.starts[:players],
            spinosaurus=tables.spinosaurus_start,
            pawn_steps=0,
            spinosaurus_steps=0,
        ),
        rounds=RoundInfo(
            round=0,
            max_rounds=int(options["max_rounds"]),
            starter=0,  # SC-R4: the youngest player, seat 0, starts
            winner=NOBODY,
            reshuffles=0,
        ),
    )
    return begin_deal(state)
