"""`BrunchRules`: the kernel's `Rules` for Jurassic Brunch, Jurassic Snack and the team rules.

Decisions come one at a time: an Action (`Move`, `Charge`, `Wake`, `MoveCarnivore`,
`Pass`), free `Hide` decisions, then the follow-ups an Action may need (BR-R21).
The random events are the identity of a face-down token when it is first eaten or
looked at (`Reveal`, drawn from the tokens not yet drawn: BR-4.4, BR-R13) and the
token a Flower steals (`Stolen`, BR-11.10). Set-up itself draws nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, Final

from dinorules.kernel import CHANCE, ChanceNode, Options, Player, Rng, Rules

from . import invariants, knowledge, legality
from .actions import Charge, Hide, Move, MoveCarnivore, Pass, Reveal, Stolen, Wake
from .effects import reveal_eaten, steal
from .followups import apply_followup, followup_actions, hide, reveal_looked
from .movement import apply_charge, apply_hunt, apply_move, apply_wake, main_actions
from .options import variant_for
from .state import MAIN, PHASE_MAIN, REVEAL_EAT, STACK, STEAL, BrunchState, Tokens
from .turns import FIRST_TURN_ACTIONS, end_turn

__all__ = ["BrunchRules"]


def _hide(state: BrunchState, action: Hide) -> BrunchState:
    return hide(state, state.variant.tokens.index[action.token])


def _pass(state: BrunchState, action: Pass) -> BrunchState:
    return end_turn(state)


_MAIN: Final[Mapping[type, Callable[[BrunchState, Any], BrunchState]]] = MappingProxyType(
    {
        Move: apply_move,
        Charge: apply_charge,
        Wake: apply_wake,
        MoveCarnivore: apply_hunt,
        Pass: _pass,
        Hide: _hide,
    }
)


class BrunchRules(Rules):
    """The rules of the three variants, on one engine."""

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> BrunchState:
        """Herbivores on their eggs, every other square face down, blue to play (BR-4)."""
        variant = variant_for(options)
        zero = variant.tokens.zero
        first = variant.order[0]
        return BrunchState(
            rng=rng,
            explicit_chance=explicit_chance,
            variant=variant,
            board=variant.start_board,
            reserve=variant.start_reserve,
            tokens=Tokens(
                kinds=len(zero),
                piles=zero * 12,
                pool=variant.tokens.full,
                box=(),
                box_unknown=0,
                discard=zero,
                known=(0, 0),
            ),
            role=first,
            seat=variant.seat_of_role[first],
            actions_left=FIRST_TURN_ACTIONS,
            carnivore_moved=False,
            progress=False,
            idle_turns=0,
            drowsy=False,
            phase=PHASE_MAIN,
            chance=None,
        )

    def num_players(self, state: BrunchState) -> int:
        """2 (Brunch, Snack) or 2 to 4 (team rules)."""
        return state.variant.players

    def current_player(self, state: BrunchState) -> Player:
        """`CHANCE` at a draw or steal, the seat of the role on turn, None when over."""
        if state.chance is not None:
            return CHANCE
        return state.seat

    def legal_actions(self, state: BrunchState) -> tuple[Any, ...]:
        """The Actions (and free decisions) of the turn, or the follow-up's options."""
        if state.phase.kind == MAIN:
            return main_actions(state)
        return followup_actions(state)

    def apply_action(self, state: BrunchState, action: Any) -> BrunchState:
        """Apply a legal decision."""
        if state.phase.kind == MAIN:
            return _MAIN[type(action)](state, action)
        return apply_followup(state, action)

    def chance_node(self, state: BrunchState) -> ChanceNode:
        """A draw from the tokens not drawn yet, or from the Flower victim's stack."""
        event = state.chance
        assert event is not None
        tokens = state.variant.tokens
        if event.kind == STEAL:
            counts = state.tokens.part(event.victim, STACK)
            outcomes: tuple[Any, ...] = tokens.stolen
        else:
            counts = state.tokens.pool
            outcomes = tokens.reveals
        return ChanceNode.from_counts([(outcomes[k], n) for k, n in enumerate(counts) if n])

    def sample_outcome(self, state: BrunchState, rng: Rng) -> tuple[Any, Rng]:
        """The same draw as ``chance_node(state).sample(rng)``, without building the node."""
        event = state.chance
        assert event is not None
        tokens = state.variant.tokens
        if event.kind == STEAL:
            kind, rng = rng.weighted_index(state.tokens.part(event.victim, STACK))
            return tokens.stolen[kind], rng
        kind, rng = rng.weighted_index(state.tokens.pool)
        return tokens.reveals[kind], rng

    def apply_outcome(self, state: BrunchState, outcome: Any) -> BrunchState:
        """Apply a drawn token or a stolen token."""
        event = state.chance
        assert event is not None
        kind = state.variant.tokens.index[outcome.token]
        if isinstance(outcome, Stolen):
            return steal(state, kind)
        assert isinstance(outcome, Reveal)
        if event.kind == REVEAL_EAT:
            return reveal_eaten(state, kind)
        return reveal_looked(state, kind)

    def winners(self, state: BrunchState) -> frozenset[int]:
        """The seats of the winning team, or of both teams on a shared victory."""
        return frozenset(state.phase.winners)

    def observe(self, state: BrunchState, player: int) -> knowledge.BrunchObservation:
        """What ``player`` knows (BR-R13, BR-R14)."""
        return knowledge.observe(state, player)

    def sample_hidden(self, state: BrunchState, player: int, rng: Rng) -> BrunchState:
        """Every token identity hidden from ``player``'s team redrawn consistently."""
        return knowledge.sample_hidden(state, player, rng)

    def invariants(self, state: BrunchState) -> Iterable[str]:
        """Tokens and figures are conserved; knowledge points at drawn tokens."""
        return invariants.invariants(state)

    def explain_illegal(self, state: BrunchState, action: Any) -> str:
        """The rule an illegal action breaks."""
        return legality.explain_illegal(state, action)
