"""`MiniatureRules`: the kernel's `Rules` for the Miniature Game, parts 1-2, 2 to 4 players.

The decisions are the mulligan (`Mulligan`, `KeepHand`: MI-3.3, MI-R5), the first
placement (`ChooseDeployer`: MI-3.5), each placement (`PlaceUnit`, `PlaceAt`, `Face`:
MI-R6) and each movement step (`Forward`, `Backward`, `Rotate`, `Jump`, `Stop`: MI-4,
MI-R8..MI-R11), then the game round's chains (initiative, activation, Reaction, combo
stack: MI-7 .. MI-12, MI-R16 .. MI-R28); the random events are the first player's coin
tosses (`CoinToss`: MI-R3, MI-8.15) and single cards drawn (`DrawAction`, `DrawHero`:
MI-R4, MI-R5, MI-10.6, MI-10.12). Each `Phase` is one
entry of the decision table; legal actions come in the canonical order of MI-R13.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter
from typing import Final

from dinorules.kernel import Decisions, Options, Rng, Rules

from . import invariants, legality, observation
from .actions import (
    Act,
    Attack,
    Backward,
    BreakFree,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawHero,
    Face,
    Flee,
    Follow,
    Forward,
    Grab,
    Hold,
    Jump,
    KeepHand,
    KeepIdle,
    KeepSkipped,
    KeepStack,
    Knock,
    Lead,
    LetGo,
    MiniatureAction,
    MoveNextTo,
    Mulligan,
    NoAction,
    NoIdle,
    NoReinforce,
    NoTest,
    Pass,
    Pick,
    PlaceActive,
    PlaceAt,
    PlaceIdle,
    PlaceNext,
    PlaceUnit,
    Push,
    React,
    Reinforce,
    Reveal,
    Rotate,
    SkipTurn,
    Stack,
    StandUp,
    Stop,
    Target,
    TrimStack,
    UseBaseSkills,
    UseCard,
    Wound,
    Zone,
)
from .combat import attack, push, strike
from .effects import fear, resources
from .heroes import bids as hero_bids
from .heroes import play as hero_play
from .heroes.actions import Buy, DrawCondition, PlayHero, UseIcons
from .movement import instructions
from .movement import steps as movement
from .observation import MiniatureObservation
from .round import action as action_step
from .round import activation, initiative
from .round import ending as round_end
from .round import procedure as flow
from .round import setup as start
from .round import tiers as turns
from .state import MiniatureState, Phase

__all__ = ["MiniatureRules"]

_HERO_DRAWS: Final = frozenset({Phase.DRAW_HEROES, Phase.REDRAW, Phase.DRAW_PICK})
"""The chance phases that draw from a seat's hero deck (`flow.draw_heroes_rest`)."""


class MiniatureRules(Rules[MiniatureState, MiniatureAction, MiniatureObservation]):
    """The rules of the Miniature Game, parts 1-2: start phase and the game round."""

    decisions: Decisions[MiniatureState, Phase] = Decisions(
        phase=attrgetter("phase"),
        seat=attrgetter("actor"),  # the active unit's owner decides its movement (MI-2.7)
        options={
            Phase.MULLIGAN: start.mulligan_options,
            Phase.CHOOSE_DEPLOYER: start.deployer_options,
            Phase.PLACE_UNIT: start.unit_options,
            Phase.PLACE_AT: start.anchor_options,
            Phase.FACE: start.facing_options,
            Phase.LEAD: turns.lead_options,
            Phase.PICK: turns.pick_options,
            Phase.PLACE_ACTIVE: initiative.active_options,
            Phase.PLACE_NEXT: initiative.next_options,
            Phase.PLACE_IDLE: initiative.idle_options,
            Phase.REVEAL: activation.reveal_options,
            Phase.INTERACTION: hero_play.window_options,
            Phase.ACTIVATE: hero_play.activate_options,
            Phase.REACT: activation.react_options,
            Phase.MOVE: movement.movement_options,
            Phase.ACT: action_step.act_options,
            Phase.CHOOSE: action_step.choose_options,
            Phase.REINFORCE: action_step.reinforce_options,
            Phase.STRIKE: strike.strike_options,
            Phase.TARGET: strike.target_options,
            Phase.ZONE: attack.zone_options,
            Phase.WOUND: attack.wound_options,
            Phase.SHOVE: push.shove_options,
            Phase.FOLLOW: push.follow_options,
            Phase.CLENCH: instructions.clench_options,
            Phase.FLEE: instructions.flee_options,
            Phase.KEEP_SKIPPED: round_end.keep_skipped_options,
            Phase.STACK: initiative.stack_options,
            Phase.TRIM: initiative.trim_options,
            Phase.KEEP_IDLE: initiative.keep_idle_options,
            Phase.DISCARD_HERO: initiative.discard_hero_options,
            Phase.TEST_STEP: hero_bids.step_options,
            Phase.RECEIVED: hero_play.received_options,
            Phase.MODEL_LOST: hero_play.lost_options,
        },
        effects={
            Mulligan: start.mulligan,
            KeepHand: start.keep_hand,
            ChooseDeployer: start.choose_deployer,
            PlaceUnit: start.place_unit,
            PlaceAt: start.place_at,
            Face: start.face,
            Forward: movement.forward,
            Backward: movement.backward,
            Rotate: movement.rotate,
            Jump: movement.jump,
            Stop: movement.stop,
            Lead: turns.lead,
            Pick: turns.pick,
            PlaceActive: initiative.place_active,
            PlaceNext: initiative.place_next,
            PlaceIdle: initiative.place_idle,
            NoIdle: initiative.no_idle,
            Reveal: activation.reveal,
            SkipTurn: activation.skip_turn,
            Pass: flow.pass_turn,
            UseCard: activation.use_card,
            UseBaseSkills: activation.use_base_skills,
            Hold: activation.hold,
            React: activation.react,
            Act: action_step.act,
            NoAction: action_step.no_action,
            Choose: action_step.choose,
            Reinforce: action_step.reinforce,
            NoReinforce: action_step.no_reinforce,
            Attack: strike.use_weapon,
            Grab: strike.use_grab,
            BreakFree: strike.break_free,
            Target: strike.target,
            Zone: attack.choose_zone,
            Wound: attack.choose_wound,
            Push: push.push,
            Knock: push.knock,
            NoTest: push.no_test,
            Follow: push.follow,
            MoveNextTo: instructions.clench,
            Flee: instructions.flee,
            StandUp: movement.stand_up,
            LetGo: movement.let_go,
            KeepSkipped: round_end.keep_skipped,
            Stack: initiative.stack,
            TrimStack: initiative.trim,
            KeepStack: initiative.keep_stack,
            KeepIdle: initiative.keep_idle,
            DiscardHero: initiative.discard_hero,
            CoinToss: flow.coin_toss,
            DrawAction: flow.draw_action,
            DrawHero: flow.draw_hero,
            PlayHero: hero_bids.play,
            UseIcons: hero_bids.use_icons,
            Buy: resources.buy,
            DrawCondition: fear.take_fear,
        },
        chance={
            Phase.COIN_TOSS: start.coin_toss_node,
            Phase.DRAW_ACTIONS: start.draw_action_node,
            Phase.DRAW_HEROES: start.draw_hero_node,
            Phase.REDRAW: start.draw_hero_node,
            Phase.FIRST_PLAYER_TOSS: round_end.toss_node,
            Phase.DRAW_ROUND: start.draw_action_node,
            Phase.DRAW_PICK: start.draw_hero_node,
            Phase.DRAW_FEAR: fear.fear_node,
        },
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> MiniatureState:
        """Units off the board with full decks, then the first player (MI-R1, MI-1.1)."""
        return start.setup(options, rng, explicit_chance)

    def resolve_chance(self, state: MiniatureState) -> MiniatureState:
        """A run of cards drawn in one update, draw for draw (MI-3.2, MI-3.3, MI-10.6, MI-10.12).

        The same cards and generator as drawing them one chance node at a time
        (`Rules.resolve_chance`), which the conformance harness checks.
        """
        if state.phase is Phase.DRAW_ROUND:
            return initiative.draw_rest(state)
        if state.phase is Phase.DRAW_ACTIONS:
            return start.draw_actions_rest(state)
        if state.phase in _HERO_DRAWS:
            return flow.draw_heroes_rest(state)
        return super().resolve_chance(state)

    def num_players(self, state: MiniatureState) -> int:
        """2 to 4, as the scenario allows."""
        return state.players

    def winners(self, state: MiniatureState) -> frozenset[int]:
        """The seats of the teams that met a victory condition (MI-8.12, MI-R23)."""
        return state.round.winners

    def truncated(self, state: MiniatureState) -> bool:
        """Whether the round bound, not a rule of the game, ended it (MI-R27)."""
        return round_end.cut_short(state)

    def observe(self, state: MiniatureState, player: int) -> MiniatureObservation:
        """What ``player`` sees (MI-R14)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: MiniatureState, player: int, rng: Rng) -> MiniatureState:
        """The others' hands and every deck they hide redrawn from what is unseen (MI-R14)."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: MiniatureState) -> Iterable[str]:
        """Card conservation, models and health, units on the board apart."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: MiniatureState, action: object) -> str:
        """The rule an illegal action breaks (MI-R13)."""
        return hero_play.explain(state, action) or legality.explain(state, action)
