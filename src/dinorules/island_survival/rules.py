"""`IslandRules`: the kernel's `Rules` for Island Survival, and its decision table.

Each phase of `state.Phase` is a decision with its options (canonical order,
IS-R7) or a chance event with its die or pile; each action and outcome class has
its effect. `MoveTo`, `Stay` and `Roll` serve several phases, so their effects
look up the phase's own rule. The kernel takes every decision that has a single
option (its ``forced`` option, IS-R7).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Final

from dinorules.kernel import ChanceNode, Decisions, FrozenMap, Options, Rng, Rules

from . import (
    attacks,
    battle,
    card_effects,
    dinosaurs,
    ending,
    invariants,
    legality,
    movement,
    raptor_duel,
)
from .actions import (
    Attack,
    Draw,
    EndTurn,
    GroupAt,
    IslandAction,
    Join,
    MoveTo,
    NoAttack,
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
    Stay,
)
from .dice import CHARACTER_MOVEMENT, DINOSAUR_BATTLE, DINOSAUR_MOVEMENT, HUMAN_BATTLE
from .observation import Observation, observe
from .piles import draw_node
from .setup import set_up
from .spending import end_turn, spend, spend_options
from .state import IslandState, Phase
from .turns import deciding_seat

__all__ = ["DECISIONS", "IslandRules"]

_State = IslandState

_DESTINATIONS: Final[FrozenMap[Phase, Callable[[_State, str], _State]]] = FrozenMap(
    {
        Phase.HUMAN_MOVE: movement.move_group,
        Phase.SAFE_SPACE: card_effects.move_to_safe_space,
        Phase.DINO_MOVE: dinosaurs.move_dinosaur,
        Phase.ALL_STEP: dinosaurs.step,
        Phase.ESCAPE: battle.escape,
    }
)
_ROLLS: Final[FrozenMap[Phase, Callable[[_State, str, Rng], _State]]] = FrozenMap(
    {
        Phase.HUMAN_ROLL: movement.on_roll,
        Phase.DINO_ROLL: dinosaurs.on_roll,
        Phase.BATTLE_DINO: battle.on_dinosaur_roll,
        Phase.BATTLE_HUMAN: battle.on_human_roll,
        Phase.DUEL_DINO: raptor_duel.on_dinosaur_roll,
        Phase.DUEL_HUMAN: raptor_duel.on_drawer_roll,
    }
)


_DICE: Final[FrozenMap[Phase, str]] = FrozenMap(
    {
        Phase.HUMAN_ROLL: CHARACTER_MOVEMENT,
        Phase.DINO_ROLL: DINOSAUR_MOVEMENT,
        Phase.BATTLE_DINO: DINOSAUR_BATTLE,
        Phase.BATTLE_HUMAN: HUMAN_BATTLE,
        Phase.DUEL_DINO: DINOSAUR_BATTLE,
        Phase.DUEL_HUMAN: DINOSAUR_BATTLE,
    }
)
"""The die each rolling phase waits for (the others wait for a pile, `draw_node`)."""


def _move_to(state: _State, action: MoveTo) -> _State:
    """The move, escape or Safe Space chosen lands there (IS-7.1, IS-12.2, IS-19.1)."""
    return _DESTINATIONS[state.phase](state, action.space)


def _roll(state: _State, outcome: Roll) -> _State:
    """The die of the phase shows this face (IS-8.2, IS-9.4, IS-12.1, IS-12.2, IS-17.2)."""
    return _ROLLS[state.phase](state, outcome.face, state.rng)


def _die(name: str) -> Callable[[_State], ChanceNode]:
    """The chance node of the die ``name``, compiled in the components (IS-R4)."""

    def roll(state: _State) -> ChanceNode:
        return state.components.die_nodes[name]

    roll.__qualname__ = roll.__name__ = f"roll_{name}"
    return roll


DECISIONS: Final[Decisions[_State, Phase]] = Decisions(
    phase=operator.attrgetter("phase"),
    seat=deciding_seat,
    options={
        Phase.PICK_PAWN: movement.pick_options,
        Phase.GROUP_SPACE: movement.group_space_options,
        Phase.GROUP_JOIN: movement.join_options,
        Phase.HUMAN_MOVE: movement.move_options,
        Phase.PULL: card_effects.pull_options,
        Phase.SAFE_SPACE: card_effects.safe_space_options,
        Phase.SEND_RAPTOR: raptor_duel.send_options,
        Phase.SPEND: spend_options,
        Phase.PICK_DINO: dinosaurs.pick_options,
        Phase.DINO_MOVE: dinosaurs.move_options,
        Phase.ALL_STEP: dinosaurs.step_options,
        Phase.ATTACK: attacks.attack_options,
        Phase.ESCAPE: battle.escape_options,
    },
    effects={
        Pick: movement.pick,
        GroupAt: movement.group_at,
        Join: movement.join,
        MoveTo: _move_to,
        SpendChip: spend,
        EndTurn: end_turn,
        Pull: card_effects.pull,
        SendRaptor: raptor_duel.send,
        PickDinosaur: dinosaurs.pick,
        Stay: dinosaurs.stay,
        Attack: attacks.attack,
        NoAttack: attacks.no_attack,
        Roll: _roll,
        Draw: card_effects.draw,
    },
    over=Phase.OVER,
    chance={**{phase: _die(name) for phase, name in _DICE.items()}, Phase.DRAW: draw_node},
)
"""Island Survival's decisions, chance events and effects, phase by phase."""


class IslandRules(Rules[IslandState, IslandAction, Observation]):
    """The rules of Jurassic Park III: Island Survival for 2 to 4 players."""

    decisions = DECISIONS

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> _State:
        """Pawns on START, Eric aside, dinosaurs on Figure 1, piles full (IS-3, IS-5)."""
        return set_up(options, rng, explicit_chance)

    def apply_drawn(self, state: _State, outcome: Roll | Draw, rng: Rng) -> _State:
        """The outcome with the generator after it in the same update: one state copy saved."""
        if type(outcome) is Roll:
            return _ROLLS[state.phase](state, outcome.face, rng)
        assert type(outcome) is Draw
        return card_effects.draw(state, outcome, rng)

    def num_players(self, state: _State) -> int:
        """2 to 4: the dinosaur player (seat 0) and the human players."""
        return state.players

    def winners(self, state: _State) -> frozenset[int]:
        """The player of the character that drew WIN, or the dinosaur player (`ending`)."""
        return ending.winners(state)

    def truncated(self, state: _State) -> bool:
        """Whether the length bound, not a rule of the game, ended it (IS-R20)."""
        return ending.cut_short(state)

    def observe(self, state: _State, player: int) -> Observation:
        """Everything but the generator: the game has no hidden information (IS-R23)."""
        return observe(state, player)

    def sample_hidden(self, state: _State, player: int, rng: Rng) -> _State:
        """Nothing is hidden, so nothing is redrawn (the kernel renews the generator)."""
        return state

    def invariants(self, state: _State) -> Iterable[str]:
        """Life chips, cards and pieces are conserved (see `invariants`)."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: _State, action: object) -> str:
        """The rule an illegal action breaks."""
        return legality.explain(state, action)
