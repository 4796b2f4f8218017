"""`SpinoRules`: the kernel's `Rules` for the Spinosaurus Chase, 2 to 4 players.

The decisions are `Play` and `Pass` (SC-3), `MovePawn`, `MoveSpinosaurus` and
`StepBack` (SC-5, SC-6), `Discard` and `KeepHand` (SC-7.1); the random events are
single cards dealt from the dealer's pile, `DealCard` (SC-2.7, SC-7.2). Legal actions
come in canonical order (SC-R16): cards in the deck's canonical order (Dinosaurs by
rising value, then Escapes), ``Pass`` alone; steps in the order of `board.STEPS`
(forward-left, forward, forward-right, left, right, back-left, back, back-right);
discards in card order, then ``KeepHand``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import compress
from types import MappingProxyType
from typing import Any, Final

from dinorules.kernel import CHANCE, ChanceNode, Options, Player, Rng, Rules

from . import card_play, invariants, legality, movement, new_round, observation
from .actions import DealCard, Discard, KeepHand, MovePawn, MoveSpinosaurus, Pass, Play, StepBack
from .options import tables_for
from .state import NOBODY, Phase, Pieces, RoundInfo, SpinoState
from .tables import FINAL_ESCAPE

__all__ = ["SpinoRules"]


class SpinoRules(Rules):
    """The rules of the Spinosaurus Chase."""

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> SpinoState:
        """Pawns on their Start spaces, the Spinosaurus on its own, the deal (SC-2)."""
        tables = tables_for(options)
        players = int(options["players"])
        empty = (0,) * len(tables.names)
        state = SpinoState(
            rng=rng,
            explicit_chance=explicit_chance,
            tables=tables,
            phase=Phase.DEAL,
            actor=0,
            hands=(empty,) * players,
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
        return new_round.begin_deal(state)

    def num_players(self, state: SpinoState) -> int:
        """2 to 4."""
        return len(state.pieces.pawns)

    def current_player(self, state: SpinoState) -> Player:
        """The seat to decide, `CHANCE` while dealing, ``None`` once over."""
        phase = state.phase
        if phase is _DEAL:
            return CHANCE
        if phase is _OVER:
            return None
        return state.actor

    def legal_actions(self, state: SpinoState) -> tuple[Any, ...]:
        """The current player's decisions, in canonical order (SC-R16)."""
        phase = state.phase
        if phase is _PLAY or phase is _SECOND_CARD:
            return card_play.legal_plays(state)
        if phase is _MOVE_SPINOSAURUS:
            moves = state.tables.spinosaurus_moves[state.pieces.spinosaurus]
            return tuple(move for move, _ in moves)
        if phase is Phase.MOVE_PAWN:
            return tuple(step for step, _ in movement.pawn_options(state))
        if phase is Phase.STEP_BACK:
            return tuple(step for step, _ in movement.back_options(state, state.actor))
        if phase is _DISCARD:
            return (*compress(state.tables.discard_actions, state.hands[state.actor]), KEEP)
        return ()

    def apply_action(self, state: SpinoState, action: object) -> SpinoState:
        """The state after a legal decision."""
        apply = _APPLY.get(type(action))
        if apply is None:
            raise TypeError(f"not a Spinosaurus Chase decision: {action!r}")
        return apply(state, action)

    def chance_node(self, state: SpinoState) -> ChanceNode:
        """The next card dealt: each card type weighted by its count in the pile."""
        pile = state.pile
        return ChanceNode(
            outcomes=tuple(compress(state.tables.deal_outcomes, pile)),
            weights=tuple(filter(None, pile)),
        )

    def apply_outcome(self, state: SpinoState, outcome: object) -> SpinoState:
        """The dealt card goes from the pile to the receiving hand."""
        return self.apply_drawn(state, outcome, state.rng)

    def apply_drawn(self, state: SpinoState, outcome: object, rng: Rng) -> SpinoState:
        """`apply_outcome` with the generator after the draw, in the same update."""
        if not isinstance(outcome, DealCard):
            raise TypeError(f"not a Spinosaurus Chase chance outcome: {outcome!r}")
        return new_round.deal_card(state, state.tables.index[outcome.card], rng)

    def winners(self, state: SpinoState) -> frozenset[int]:
        """Who reached the Final Escape (SC-8.1); after the last round, the furthest (SC-R13)."""
        pawns = state.pieces.pawns
        if FINAL_ESCAPE in pawns:
            return frozenset({pawns.index(FINAL_ESCAPE)})
        coords = state.tables.coords
        rows = [coords[pawn][1] for pawn in pawns]
        best = max(rows)
        return frozenset(seat for seat, row in enumerate(rows) if row == best)

    def observe(self, state: SpinoState, player: int) -> observation.SpinoObservation:
        """What ``player`` sees (SC-2.8, SC-2.9, SC-R15)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: SpinoState, player: int, rng: Rng) -> SpinoState:
        """The other hands and the dealer's pile redrawn from what is possible."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: SpinoState) -> Iterable[str]:
        """Card conservation and the board's laws."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: SpinoState, action: object) -> str:
        """The rule an illegal action breaks."""
        return legality.explain(state, action)


KEEP: Final = KeepHand()

# Enum members held in module globals: on Python 3.11, ``Phase.PLAY`` costs about
# three times as much as a global lookup, and these tests run several times a decision.
_DEAL: Final = Phase.DEAL
_PLAY: Final = Phase.PLAY
_SECOND_CARD: Final = Phase.SECOND_CARD
_MOVE_SPINOSAURUS: Final = Phase.MOVE_SPINOSAURUS
_DISCARD: Final = Phase.DISCARD
_OVER: Final = Phase.OVER

_APPLY: Final[Mapping[type, Callable[[SpinoState, Any], SpinoState]]] = MappingProxyType(
    {
        Play: lambda state, action: card_play.play_card(state, state.tables.index[action.card]),
        Pass: lambda state, _: card_play.pass_turn(state),
        MovePawn: movement.move_pawn,
        MoveSpinosaurus: movement.move_spinosaurus,
        StepBack: movement.step_back,
        Discard: lambda state, action: new_round.discard(state, state.tables.index[action.card]),
        KeepHand: lambda state, _: new_round.keep_hand(state),
    }
)
"""How each kind of decision changes the state."""
