"""`IslandRules`: the kernel's `Rules` for Island Survival, step by step.

Each phase of `state.Phase` has its legal actions (canonical order, IS-R7) and
its handler; chance phases have their die or pile. A decision with a single legal
action is taken at once (IS-R7), so every decision a caller sees is a real choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, Final

from dinorules.kernel import CHANCE, ChanceNode, Options, Player, Rng, Rules

from . import battle, card_effects, dinosaurs, invariants, legality, movement, raptor_duel
from .actions import (
    Attack,
    Draw,
    EndTurn,
    GroupAt,
    Join,
    MoveTo,
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
    Stay,
)
from .observation import Observation, observe
from .options import components_for
from .piles import draw_node
from .setup import initial
from .spending import apply_spend, spend_options
from .state import CHANCE_PHASES, IslandState, Phase
from .turns import deciding_seat, end_human_turn

__all__ = ["IslandRules"]

_State = IslandState

_LEGAL: Final[Mapping[Phase, Callable[[_State], tuple[Any, ...]]]] = MappingProxyType(
    {
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
        Phase.ATTACK: battle.attack_options,
        Phase.ESCAPE: battle.escape_options,
    }
)
_MOVES: Final[Mapping[Phase, Callable[[_State, str], _State]]] = MappingProxyType(
    {
        Phase.HUMAN_MOVE: movement.move_group,
        Phase.SAFE_SPACE: card_effects.move_to_safe_space,
        Phase.DINO_MOVE: dinosaurs.move_dinosaur,
        Phase.ALL_STEP: dinosaurs.step,
        Phase.ESCAPE: battle.escape,
    }
)
_ROLLS: Final[Mapping[Phase, Callable[[_State, str], _State]]] = MappingProxyType(
    {
        Phase.HUMAN_ROLL: movement.on_roll,
        Phase.DINO_ROLL: dinosaurs.on_roll,
        Phase.BATTLE_DINO: battle.on_dinosaur_roll,
        Phase.BATTLE_HUMAN: battle.on_human_roll,
        Phase.DUEL_DINO: raptor_duel.on_dinosaur_roll,
        Phase.DUEL_HUMAN: raptor_duel.on_drawer_roll,
    }
)
_DICE: Final[Mapping[Phase, str]] = MappingProxyType(
    {
        Phase.HUMAN_ROLL: "character_movement",
        Phase.DINO_ROLL: "dinosaur_movement",
        Phase.BATTLE_DINO: "dinosaur_battle",
        Phase.BATTLE_HUMAN: "human_battle",
        Phase.DUEL_DINO: "dinosaur_battle",
        Phase.DUEL_HUMAN: "dinosaur_battle",
    }
)


def _decide(state: _State, action: object) -> _State:  # noqa: C901, PLR0911 - one line per action type
    """Apply one decision (already known to be legal) without settling forced ones."""
    index = state.components.index
    if isinstance(action, MoveTo):
        return _MOVES[state.phase](state, action.space)
    if isinstance(action, Pick):
        return movement.apply_pick(state, index[action.character])
    if isinstance(action, GroupAt):
        return movement.apply_group_at(state, action.space)
    if isinstance(action, Join):
        return movement.apply_join(state, action.joins)
    if isinstance(action, SpendChip):
        return apply_spend(state, index[action.character])
    if isinstance(action, EndTurn):
        return end_human_turn(state)
    if isinstance(action, Pull):
        return card_effects.apply_pull(state, index[action.character])
    if isinstance(action, SendRaptor):
        return raptor_duel.send(state, state.components.dinosaur_index[action.dinosaur])
    if isinstance(action, PickDinosaur):
        return dinosaurs.apply_pick(state, state.components.dinosaur_index[action.dinosaur])
    if isinstance(action, Stay):
        if state.phase is Phase.ALL_STEP:
            return dinosaurs.step(state, None)
        return dinosaurs.move_dinosaur(state, None)
    if isinstance(action, Attack):
        dinosaur = state.components.dinosaur_index[action.dinosaur]
        return battle.apply_attack(state, index[action.character], dinosaur)
    raise TypeError(f"not an Island Survival decision: {action!r}")


def _settle(state: _State) -> _State:
    """Take every decision that has a single legal action (IS-R7)."""
    while True:
        legal = _LEGAL.get(state.phase)
        if legal is None:
            return state
        actions = legal(state)
        if len(actions) != 1:
            return state
        state = _decide(state, actions[0])


class IslandRules(Rules):
    """The rules of Jurassic Park III: Island Survival for 2 to 4 players."""

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> _State:
        """Pawns on START, Eric aside, dinosaurs on Figure 1, piles full (IS-3, IS-5)."""
        state = initial(components_for(options), options, rng, explicit_chance)
        return _settle(state)

    def num_players(self, state: _State) -> int:
        """2 to 4: the dinosaur player (seat 0) and the human players."""
        return state.players

    def current_player(self, state: _State) -> Player:
        """The human player, the dinosaur player, an escaping character's player, or chance."""
        phase = state.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase is Phase.OVER:
            return None
        return deciding_seat(state)

    def legal_actions(self, state: _State) -> tuple[Any, ...]:
        """The current decision's actions in canonical order (IS-R7)."""
        return _LEGAL[state.phase](state)

    def apply_action(self, state: _State, action: object) -> _State:
        """Apply a decision, then any forced decisions that follow."""
        return _settle(_decide(state, action))

    def chance_node(self, state: _State) -> ChanceNode:
        """The die being rolled, or the pile being drawn from."""
        if state.phase is Phase.DRAW:
            return draw_node(state)
        return state.components.die_nodes[_DICE[state.phase]]

    def apply_outcome(self, state: _State, outcome: object) -> _State:
        """Apply a die face or a drawn card, then any forced decisions that follow."""
        if isinstance(outcome, Draw):
            return _settle(card_effects.on_draw(state, outcome.card))
        if isinstance(outcome, Roll):
            return _settle(_ROLLS[state.phase](state, outcome.face))
        raise TypeError(f"not an Island Survival chance outcome: {outcome!r}")

    def winners(self, state: _State) -> frozenset[int]:
        """The player of the character that drew WIN, or the dinosaur player (IS-21)."""
        return state.winners

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
