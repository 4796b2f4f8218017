"""`BrunchRules`: the kernel's `Rules` for Jurassic Brunch, Jurassic Snack and the team rules.

Decisions come one at a time: an Action (`Move`, `Charge`, `Wake`, `MoveCarnivore`,
`Pass`), free `Hide` decisions, then the follow-ups an Action may need (BR-R21).
The random events are the identity of a face-down token when it is first eaten or
looked at (`Reveal`, drawn from the tokens not yet drawn: BR-4.4, BR-R13) and the
token a Flower steals (`Stolen`, BR-11.10). Set-up itself draws nothing.
`DECISIONS` says, for each `Phase`, who decides and what the options are, and
which function applies each action and outcome.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Final

from dinorules.kernel import ChanceNode, Decisions, Options, Rng, Rules

from . import followups, invariants, legality, movement, observation
from .actions import (
    BrunchAction,
    Charge,
    ChooseBirth,
    EndTurn,
    Erupt,
    GiveFlower,
    Hide,
    Look,
    Move,
    MoveCarnivore,
    Pass,
    Pick,
    Place,
    Recon,
    Reveal,
    SpendSuperYum,
    Stolen,
    StopHiding,
    Wake,
)
from .effects import reveal_eaten, steal
from .ending import winners
from .observation import BrunchObservation
from .setup import set_up
from .state import STACK, BrunchState, Phase, pending_phase
from .turns import end_turn

__all__ = ["DECISIONS", "BrunchRules"]


_STEAL: Final = Phase.STEAL
_REVEAL_EAT: Final = Phase.REVEAL_EAT
_REVEAL_LOOK: Final = Phase.REVEAL_LOOK
"""The random events, read once: an enum member read from its class costs a lookup."""


def _pass(state: BrunchState, action: Pass) -> BrunchState:
    """No Action is possible: the turn ends (BR-R21); an idle turn (BR-R8)."""
    return end_turn(state)


def _drawn_from(state: BrunchState) -> tuple[int, ...]:
    """The counts per token kind the pending random event draws from.

    A Flower's theft takes a token of the receiver's usable stack (BR-11.10); a
    face-down token's identity is any token not drawn yet (BR-4.4, BR-14.4, BR-R13).
    """
    event = state.chance
    assert event is not None
    if event.kind is _STEAL:
        return state.tokens.part(event.victim, STACK)
    return state.tokens.pool


def _steal_node(state: BrunchState) -> ChanceNode:
    """The Flower's theft: a token of the receiver's usable stack at random (BR-11.10)."""
    stolen = state.variant.tokens.stolen
    return ChanceNode.from_counts([(stolen[k], n) for k, n in enumerate(_drawn_from(state)) if n])


def _reveal_node(state: BrunchState) -> ChanceNode:
    """A face-down token's identity: any token not drawn yet (BR-4.4, BR-14.4, BR-R13)."""
    reveals = state.variant.tokens.reveals
    return ChanceNode.from_counts([(reveals[k], n) for k, n in enumerate(_drawn_from(state)) if n])


def _reveal(state: BrunchState, outcome: Reveal) -> BrunchState:
    """The drawn token is eaten (BR-6.2) or looked at (BR-R12)."""
    kind = state.variant.tokens.index[outcome.token]
    event = state.chance
    assert event is not None
    if event.kind is Phase.REVEAL_EAT:
        return reveal_eaten(state, kind)
    return followups.reveal_looked(state, kind)


def _stolen(state: BrunchState, outcome: Stolen) -> BrunchState:
    """The Flower takes the drawn token (BR-11.10, BR-11.11)."""
    return steal(state, state.variant.tokens.index[outcome.token])


DECISIONS: Final[Decisions[BrunchState, Phase]] = Decisions(
    phase=pending_phase,
    seat=operator.attrgetter("seat"),
    options={
        Phase.MAIN: movement.main_actions,
        Phase.END_TURN: followups.end_turn_options,
        Phase.PLACE: followups.place_options,
        Phase.BIRTH: followups.birth_options,
        Phase.FLOWER: followups.flower_options,
        Phase.LOOK: followups.look_options,
        Phase.RECON: followups.recon_options,
        Phase.ERUPT: followups.erupt_options,
        Phase.PICK: followups.pick_options,
        Phase.HIDE: followups.hide_options,
    },
    effects={
        Move: movement.apply_move,
        Charge: movement.apply_charge,
        Wake: movement.apply_wake,
        MoveCarnivore: movement.apply_hunt,
        Pass: _pass,
        Hide: followups.take_hide,
        StopHiding: followups.stop_hiding,
        SpendSuperYum: followups.spend,
        EndTurn: followups.end,
        Place: followups.place,
        ChooseBirth: followups.choose_birth,
        GiveFlower: followups.give_flower,
        Look: followups.look,
        Recon: followups.recon,
        Erupt: followups.erupt,
        Pick: followups.pick,
        Reveal: _reveal,
        Stolen: _stolen,
    },
    over=Phase.OVER,
    chance={
        Phase.REVEAL_EAT: _reveal_node,
        Phase.REVEAL_LOOK: _reveal_node,
        Phase.STEAL: _steal_node,
    },
)
"""The decision table of the three variants (see the module docstring)."""


class BrunchRules(Rules[BrunchState, BrunchAction, BrunchObservation]):
    """The rules of the three variants, on one engine."""

    decisions = DECISIONS

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> BrunchState:
        """Herbivores on their eggs, every other square face down (`setup`)."""
        return set_up(options, rng, explicit_chance)

    def num_players(self, state: BrunchState) -> int:
        """2 (Brunch, Snack) or 2 to 4 (team rules)."""
        return state.variant.players

    def resolve_chance(self, state: BrunchState) -> BrunchState:
        """The pending event's token kind drawn as its node draws it, then its effect.

        The generator goes into the effect's own copy of the state, and the drawn kind
        to the effect as is, not through an outcome value.
        """
        kind, rng = state.rng.weighted_index(_drawn_from(state))
        phase = pending_phase(state)
        if phase is _REVEAL_EAT:
            return reveal_eaten(state, kind, rng=rng)
        if phase is _REVEAL_LOOK:
            return followups.reveal_looked(state, kind, rng=rng)
        return steal(state, kind, rng=rng)

    def winners(self, state: BrunchState) -> frozenset[int]:
        """The seats of the winning team, or of both teams on a shared victory."""
        return winners(state)

    def observe(self, state: BrunchState, player: int) -> BrunchObservation:
        """What ``player`` knows (BR-R13, BR-R14)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: BrunchState, player: int, rng: Rng) -> BrunchState:
        """Every token identity hidden from ``player``'s team redrawn consistently."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: BrunchState) -> Iterable[str]:
        """Tokens and figures are conserved; knowledge points at drawn tokens."""
        return invariants.invariants(state)

    def explain_illegal(self, state: BrunchState, action: object) -> str:
        """The rule an illegal action breaks."""
        return legality.explain_illegal(state, action)
