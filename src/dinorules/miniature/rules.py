"""`MiniatureRules`: the kernel's `Rules` for the Miniature Game, part 1, 2 to 4 players.

The decisions are the mulligan (`Mulligan`, `KeepHand`: MI-3.3, MI-R5), the first
placement (`ChooseDeployer`: MI-3.5), each placement (`PlaceUnit`, `PlaceAt`, `Face`:
MI-R6) and each movement step (`Forward`, `Backward`, `Rotate`, `Jump`, `Stop`: MI-4,
MI-R7..MI-R11); the random events are the first player's coin toss (`CoinToss`: MI-R3)
and single cards drawn (`DrawAction`, `DrawHero`: MI-R4, MI-R5). Each `Phase` is one
entry of the decision table; legal actions come in the canonical order of MI-R13.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from dinorules.kernel import Decisions, Options, Rng, Rules

from . import invariants, legality, movement, observation, start
from .actions import (
    Backward,
    ChooseDeployer,
    CoinToss,
    DrawAction,
    DrawHero,
    Face,
    Forward,
    Jump,
    KeepHand,
    MiniatureAction,
    Mulligan,
    PlaceAt,
    PlaceUnit,
    Rotate,
    Stop,
)
from .observation import MiniatureObservation
from .state import MiniatureState, Phase

__all__ = ["MiniatureRules"]


class MiniatureRules(Rules[MiniatureState, MiniatureAction, MiniatureObservation]):
    """The rules of the Miniature Game, part 1: start phase and a movement-only round."""

    decisions: Decisions[MiniatureState, Phase] = Decisions(
        phase=attrgetter("phase"),
        seat=attrgetter("actor"),  # the active unit's owner decides its movement (MI-2.7)
        options={
            Phase.MULLIGAN: start.mulligan_options,
            Phase.CHOOSE_DEPLOYER: start.deployer_options,
            Phase.PLACE_UNIT: start.unit_options,
            Phase.PLACE_AT: start.anchor_options,
            Phase.FACE: start.facing_options,
            Phase.MOVE: movement.movement_options,
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
            CoinToss: start.coin_toss,
            DrawAction: start.draw_action,
            DrawHero: start.draw_hero,
        },
        chance={
            Phase.COIN_TOSS: start.coin_toss_node,
            Phase.DRAW_ACTIONS: start.draw_action_node,
            Phase.DRAW_HEROES: start.draw_hero_node,
            Phase.REDRAW: start.draw_hero_node,
        },
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> MiniatureState:
        """Units off the board with full decks, then the first player (MI-R1, MI-1.1)."""
        return start.setup(options, rng, explicit_chance)

    def num_players(self, state: MiniatureState) -> int:
        """2 to 4, as the scenario allows."""
        return state.players

    def winners(self, state: MiniatureState) -> frozenset[int]:
        """Nobody: part 1 ends after the movement-only round with no winner (MI-R7)."""
        return frozenset()

    def truncated(self, state: MiniatureState) -> bool:
        """False: the part-1 end is the game's documented end, not a length cap (MI-R7)."""
        return False

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
        return legality.explain(state, action)
