"""`SpinoRules`: the kernel's `Rules` for the Spinosaurus Chase, 2 to 4 players.

The decisions are `Play`, `Pass` and `EndTurn` (SC-3), `MovePawn`, `MoveSpinosaurus` and
`StepBack` (SC-5, SC-6), `Discard` and `KeepHand` (SC-7.1); the random events are
single cards dealt from the dealer's pile, `DealCard` (SC-2.7, SC-7.2). Each `Phase`
is one entry of the decision table. Legal actions come in canonical order (SC-R16):
cards in the deck's canonical order (Dinosaurs by rising value, then Escapes), ``Pass``
alone; steps in the order of `board.STEPS` (forward-left, forward, forward-right,
left, right, back-left, back, back-right); discards in card order, then ``KeepHand``.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from dinorules.kernel import Decisions, Options, Rng, Rules

from . import card_play, ending, invariants, legality, movement, new_round, observation
from .actions import (
    DealCard,
    Discard,
    EndTurn,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    Play,
    SpinoAction,
    StepBack,
)
from .observation import SpinoObservation
from .setup import set_up
from .state import Phase, SpinoState

__all__ = ["SpinoRules"]


class SpinoRules(Rules[SpinoState, SpinoAction, SpinoObservation]):
    """The rules of the Spinosaurus Chase."""

    decisions: Decisions[SpinoState, Phase] = Decisions(
        phase=attrgetter("phase"),
        seat=attrgetter("actor"),
        options={
            Phase.PLAY: card_play.legal_plays,
            Phase.SECOND_CARD: card_play.second_cards,
            Phase.MOVE_PAWN: movement.pawn_steps,
            Phase.MOVE_SPINOSAURUS: movement.spinosaurus_steps,
            Phase.STEP_BACK: movement.back_steps,
            Phase.DISCARD: new_round.discard_options,
        },
        effects={
            Play: card_play.play,
            Pass: card_play.pass_turn,
            EndTurn: card_play.end_turn,
            MovePawn: movement.move_pawn,
            MoveSpinosaurus: movement.move_spinosaurus,
            StepBack: movement.step_back,
            Discard: new_round.discard,
            KeepHand: new_round.keep_hand,
            DealCard: new_round.deal,
        },
        chance={Phase.DEAL: new_round.deal_node},
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> SpinoState:
        """The pieces on their Start spaces, then the deal (`setup`)."""
        return set_up(options, rng, explicit_chance)

    def num_players(self, state: SpinoState) -> int:
        """2 to 4."""
        return len(state.pieces.pawns)

    def resolve_chance(self, state: SpinoState) -> SpinoState:
        """The rest of the deal in one update, draw for draw (SC-2.7, SC-7.2, SC-7.3)."""
        return new_round.deal_rest(state)

    def winners(self, state: SpinoState) -> frozenset[int]:
        """Who reached the Final Escape (SC-8.1); nobody if the round limit ended it (SC-R13)."""
        return ending.winners(state)

    def truncated(self, state: SpinoState) -> bool:
        """Whether the round limit ended the game, no pawn having escaped (SC-R13)."""
        return ending.cut_short(state)

    def observe(self, state: SpinoState, player: int) -> SpinoObservation:
        """What ``player`` sees (SC-2.8, SC-2.9, SC-R15)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: SpinoState, player: int, rng: Rng) -> SpinoState:
        """The other hands and the dealer's pile redrawn from what is possible (SC-R15)."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: SpinoState) -> Iterable[str]:
        """Card conservation and the board's laws."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: SpinoState, action: object) -> str:
        """The rule an illegal action breaks (SC-R16)."""
        return legality.explain(state, action)
