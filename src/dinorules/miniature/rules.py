"""`MiniatureRules`: the kernel's `Rules` for the Miniature Game, 2 to 4 players.

The decision table maps each `Phase` to its options and each action to its effect
(MI-R13: legal actions in canonical order). Each effect states its rule and returns;
the round's procedure then goes on with the agenda (`round.procedure`), so an entry
here tells which room of the package a rule lives in: the set-up and the round
(`round`), movement (`movement`), an action's effect and skill tests (`combat`),
conditions and resources (`effects`), hero cards (`heroes`). The random events are
the coin tosses (MI-R3, MI-8.15), single cards drawn (MI-R4, MI-R5, MI-10.6, MI-10.12)
and the Fear card taken from the supply (MI-17.4).
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
    Buy,
    Choose,
    ChooseDeployer,
    CoinToss,
    DiscardHero,
    DrawAction,
    DrawCondition,
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
    PlayHero,
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
    UseIcons,
    Wound,
    Zone,
)
from .combat import attack, push, strike
from .effects import fear, resources
from .heroes import bids, play
from .movement import instructions, steps
from .observation import MiniatureObservation
from .round import action, activation, ending, initiative, procedure, setup, tiers
from .state import MiniatureState, Phase

__all__ = ["MiniatureRules"]

_HERO_DRAWS: Final = frozenset({Phase.DRAW_HEROES, Phase.REDRAW, Phase.DRAW_PICK})
"""The chance phases that draw from a seat's hero deck (`procedure.draw_heroes_rest`)."""


class MiniatureRules(Rules[MiniatureState, MiniatureAction, MiniatureObservation]):
    """The rules of the Miniature Game: the start phase, then game rounds."""

    decisions: Decisions[MiniatureState, Phase] = Decisions(
        phase=attrgetter("phase"),
        seat=attrgetter("actor"),  # the active unit's owner decides its movement (MI-2.7)
        options={
            Phase.MULLIGAN: setup.mulligan_options,
            Phase.CHOOSE_DEPLOYER: setup.deployer_options,
            Phase.PLACE_UNIT: setup.unit_options,
            Phase.PLACE_AT: setup.anchor_options,
            Phase.FACE: setup.facing_options,
            Phase.LEAD: tiers.lead_options,
            Phase.PICK: tiers.pick_options,
            Phase.PLACE_ACTIVE: initiative.active_options,
            Phase.PLACE_NEXT: initiative.next_options,
            Phase.PLACE_IDLE: initiative.idle_options,
            Phase.REVEAL: activation.reveal_options,
            Phase.INTERACTION: play.window_options,
            Phase.ACTIVATE: play.activate_options,
            Phase.REACT: activation.react_options,
            Phase.MOVE: steps.movement_options,
            Phase.ACT: action.act_options,
            Phase.CHOOSE: action.choose_options,
            Phase.REINFORCE: action.reinforce_options,
            Phase.STRIKE: strike.strike_options,
            Phase.TARGET: strike.target_options,
            Phase.ZONE: attack.zone_options,
            Phase.WOUND: attack.wound_options,
            Phase.SHOVE: push.shove_options,
            Phase.FOLLOW: push.follow_options,
            Phase.CLENCH: instructions.clench_options,
            Phase.FLEE: instructions.flee_options,
            Phase.KEEP_SKIPPED: ending.keep_skipped_options,
            Phase.STACK: initiative.stack_options,
            Phase.TRIM: initiative.trim_options,
            Phase.KEEP_IDLE: initiative.keep_idle_options,
            Phase.DISCARD_HERO: initiative.discard_hero_options,
            Phase.TEST_STEP: bids.step_options,
            Phase.RECEIVED: play.received_options,
            Phase.MODEL_LOST: play.lost_options,
        },
        effects=procedure.settled(
            {
                Mulligan: setup.mulligan,
                KeepHand: setup.keep_hand,
                ChooseDeployer: setup.choose_deployer,
                PlaceUnit: setup.place_unit,
                PlaceAt: setup.place_at,
                Face: setup.face,
                Forward: steps.forward,
                Backward: steps.backward,
                Rotate: steps.rotate,
                Jump: steps.jump,
                Stop: steps.stop,
                StandUp: steps.stand_up,
                LetGo: steps.let_go,
                Lead: tiers.lead,
                Pick: tiers.pick,
                PlaceActive: initiative.place_active,
                PlaceNext: initiative.place_next,
                PlaceIdle: initiative.place_idle,
                NoIdle: initiative.no_idle,
                Reveal: activation.reveal,
                SkipTurn: activation.skip_turn,
                Pass: procedure.pass_turn,
                UseCard: procedure.use_card,
                UseBaseSkills: procedure.use_base_skills,
                Hold: activation.hold,
                React: procedure.react,
                Act: action.act,
                NoAction: procedure.no_action,
                Choose: action.choose,
                Reinforce: action.reinforce,
                NoReinforce: action.no_reinforce,
                Attack: strike.use_weapon,
                Grab: strike.use_grab,
                BreakFree: strike.break_free,
                Target: procedure.target,
                Zone: attack.choose_zone,
                Wound: attack.choose_wound,
                Push: push.push,
                Knock: push.knock,
                NoTest: push.no_test,
                Follow: push.follow,
                MoveNextTo: instructions.clench,
                Flee: instructions.flee,
                KeepSkipped: ending.keep_skipped,
                Stack: initiative.stack,
                TrimStack: initiative.trim,
                KeepStack: initiative.keep_stack,
                KeepIdle: initiative.keep_idle,
                DiscardHero: initiative.discard_hero,
                CoinToss: procedure.coin_toss,
                DrawAction: procedure.draw_action,
                DrawHero: procedure.draw_hero,
                PlayHero: bids.play,
                UseIcons: bids.use_icons,
                Buy: resources.buy,
                DrawCondition: fear.take_fear,
            }
        ),
        chance={
            Phase.COIN_TOSS: setup.coin_toss_node,
            Phase.DRAW_ACTIONS: setup.draw_action_node,
            Phase.DRAW_HEROES: setup.draw_hero_node,
            Phase.REDRAW: setup.draw_hero_node,
            Phase.FIRST_PLAYER_TOSS: ending.toss_node,
            Phase.DRAW_ROUND: setup.draw_action_node,
            Phase.DRAW_PICK: setup.draw_hero_node,
            Phase.DRAW_FEAR: fear.fear_node,
        },
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> MiniatureState:
        """Units off the board with full decks, then the first player (MI-R1, MI-1.1)."""
        return procedure.go_on(setup.setup(options, rng, explicit_chance))

    def resolve_chance(self, state: MiniatureState) -> MiniatureState:
        """A run of cards drawn in one update, draw for draw (MI-3.2, MI-3.3, MI-10.6, MI-10.12).

        The same cards and generator as drawing them one chance node at a time
        (`Rules.resolve_chance`), which the conformance harness checks.
        """
        if state.phase is Phase.DRAW_ROUND:
            return procedure.go_on(initiative.draw_rest(state))
        if state.phase is Phase.DRAW_ACTIONS:
            return procedure.go_on(setup.draw_actions_rest(state))
        if state.phase in _HERO_DRAWS:
            return procedure.go_on(procedure.draw_heroes_rest(state))
        return super().resolve_chance(state)

    def num_players(self, state: MiniatureState) -> int:
        """2 to 4, as the scenario allows."""
        return state.players

    def winners(self, state: MiniatureState) -> frozenset[int]:
        """The seats of the teams that met a victory condition (MI-8.12, MI-R23)."""
        return state.round.winners

    def truncated(self, state: MiniatureState) -> bool:
        """Whether the round bound, not a rule of the game, ended it (MI-R27)."""
        return ending.cut_short(state)

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
        return play.explain(state, action) or legality.explain(state, action)
