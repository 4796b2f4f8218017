"""Deliberately broken variants of Dice & Steal: each must fail `check_game`.

A harness that cannot fail is worthless; every class here breaks exactly one
property of CONTRACT.md, and ``test_harness.py`` checks that it is caught.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import attrs

from dinorules.kernel import ChanceNode, Game, Rng, Value, value

from .game import SPEC, Face, Phase, Play, Roll, ToyObservation, ToyRules, ToyState, roll

# Module-level state is exactly what the non-deterministic variant needs.
_CALLS = itertools.count()


class MutatingApply(ToyRules):
    """Property 3: writes the new score into the state it was given."""

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        if isinstance(action, Play):
            object.__setattr__(state, "round", state.round)  # harmless
            object.__setattr__(state, "scores", state.scores.set(state.turn, 99))
        return super().apply_action(state, action)


class LeakingObserve(ToyRules):
    """Property 6: the observation shows every hand (sizes encoded as the hand)."""

    def observe(self, state: ToyState, player: int) -> ToyObservation:
        seen = super().observe(state, player)
        everything = state.hands[0]
        for hand in state.hands[1:]:
            everything = everything.union(hand)
        return seen.replace(hand=everything)


class StaleSample(ToyRules):
    """Property 6: sample_hidden never redraws anything."""

    def sample_hidden(self, state: ToyState, player: int, rng: Rng) -> ToyState:
        return state


class LossySample(ToyRules):
    """Property 6: the sampler deals the rivals' cards but forgets to keep the deck."""

    def sample_hidden(self, state: ToyState, player: int, rng: Rng) -> ToyState:
        sampled = super().sample_hidden(state, player, rng)
        if len(sampled.deck):
            return sampled.replace(deck=sampled.deck.remove(sampled.deck.distinct()[0]))
        return sampled


class NeverEnds(ToyRules):
    """Property 1: the round counter never advances."""

    def apply_outcome(self, state: ToyState, outcome: object) -> ToyState:
        return super().apply_outcome(state, outcome).replace(round=0)

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        return super().apply_action(state, action).replace(round=0)


class ListsUnplayable(ToyRules):
    """Property 2: lists playing a card the player does not hold."""

    def legal_actions(self, state: ToyState) -> tuple[object, ...]:
        return (*super().legal_actions(state), Play(card=7))


class LosesCards(ToyRules):
    """Property 8: a played card vanishes instead of going to the discard."""

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        after = super().apply_action(state, action)
        if isinstance(action, Play):
            return after.replace(discard=after.discard.remove(action.card))
        return after


class Nondeterministic(ToyRules):
    """Property 4: a roll scores according to a hidden global counter."""

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        after = super().apply_action(state, action)
        if isinstance(action, Roll):
            me = state.turn
            return after.replace(scores=after.scores.set(me, next(_CALLS) % 3))
        return after


_SHARED_MEMO: dict[str, int] = {}
"""A plain dict every state of `SharedMemo` reaches: mutating it through one game changes all."""


@value
class MemoState(ToyState):
    """The toy state with a memo left out of equality and hashing (so no other check sees it)."""

    memo: dict[str, int] = attrs.field(default=_SHARED_MEMO, eq=False, kw_only=True)


class SharedMemo(ToyRules):
    """Property 10: every state reaches one shared, mutable dict."""

    def setup(self, options: object, rng: Rng, explicit_chance: bool) -> ToyState:
        state = super().setup(options, rng, explicit_chance)  # type: ignore[arg-type]
        fields = {f.name: getattr(state, f.name) for f in attrs.fields(ToyState) if f.init}
        return MemoState(**fields)


class BiasedChance(ToyRules):
    """Property 7: the die lists a face twice, so its outcomes are not distinct."""

    def chance_node(self, state: ToyState) -> ChanceNode:
        node = super().chance_node(state)
        if state.pending is not None and state.pending.kind == "roll":
            return ChanceNode(outcomes=(*node.outcomes, node.outcomes[0]))
        return node


class ZeroWeight(ToyRules):
    """Property 7: the die's six gets weight zero (a face that can never come up)."""

    def chance_node(self, state: ToyState) -> ChanceNode:
        node = super().chance_node(state)
        if state.pending is not None and state.pending.kind == "roll":
            return ChanceNode(outcomes=node.outcomes, weights=(1, 1, 1, 1, 1, 0))
        return node


class PeeksAtGenerator(ToyRules):
    """Property 7: a roll adds a bonus read straight from the state's generator."""

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        after = super().apply_action(state, action)
        if isinstance(action, Roll):
            bonus, _ = state.rng.below(2)
            return after.replace(scores=after.scores.set(state.turn, bonus))
        return after


class SeedIgnoredOutcomes(ToyRules):
    """Property 4 (explicit chance): set-up peeks at the generator, not the outcomes."""

    def setup(self, options: object, rng: Rng, explicit_chance: bool) -> ToyState:
        state = super().setup(options, rng, explicit_chance)  # type: ignore[arg-type]
        bonus, _ = rng.below(1000)
        return state.replace(scores=state.scores.set(0, bonus))

    def invariants(self, state: ToyState) -> Iterable[str]:
        return ()


def broken(rules: ToyRules) -> Game:
    """The toy game with ``rules`` in place of the real ones."""
    return Game(attrs.evolve(SPEC, rules=rules))


def _local_observation_class() -> type:
    @value
    class LocalObservation(Value):
        seen: ToyObservation

    return LocalObservation


_LOCAL_OBSERVATION = _local_observation_class()


class UnpicklableObservation(ToyRules):
    """Property 9: the observation's class is local to a function, so it cannot be pickled."""

    def observe(self, state: ToyState, player: int) -> ToyObservation:
        observation: ToyObservation = _LOCAL_OBSERVATION(seen=super().observe(state, player))
        return observation


def _roll_only(state: ToyState) -> tuple[Roll, ...]:
    return (Roll(),)


def _shortcut_roll(state: ToyState, action: Roll) -> ToyState:
    rolled = roll(state, action)
    if state.explicit_forced:
        return rolled
    return rolled.replace(scores=rolled.scores.set(state.turn, rolled.scores[state.turn] + 1))


class ForcedShortcut(ToyRules):
    """Property 11: every turn is a forced roll, scored one more when taken for the player."""

    decisions = attrs.evolve(
        ToyRules.decisions,
        options={Phase.TURN: _roll_only},
        effects={**ToyRules.decisions.effects, Roll: _shortcut_roll},
    )


BROKEN = {
    1: NeverEnds(),
    2: ListsUnplayable(),
    3: MutatingApply(),
    4: Nondeterministic(),
    6: LeakingObserve(),
    7: BiasedChance(),
    8: LosesCards(),
    9: UnpicklableObservation(),
    10: SharedMemo(),
    11: ForcedShortcut(),
}
"""Each property number with a variant that breaks it."""


class SkewedSampler(ToyRules):
    """Property 7: the fast sampler always rolls a six, unlike the die's node."""

    def sample_outcome(self, state: ToyState, rng: Rng) -> tuple[object, Rng]:
        outcome, rng = super().sample_outcome(state, rng)
        if state.pending is not None and state.pending.kind == "roll":
            return Face(6), rng
        return outcome, rng


class ForgetfulDraw(ToyRules):
    """Property 7: the fast path forgets to keep the advanced generator."""

    def apply_drawn(self, state: ToyState, outcome: object, rng: Rng) -> ToyState:
        return self.apply_outcome(state, outcome)
