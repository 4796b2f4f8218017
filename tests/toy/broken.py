"""Deliberately broken variants of Dice & Steal: each must fail `check_game`.

A harness that cannot fail is worthless; every class here breaks exactly one
property of CONTRACT.md, and ``test_harness.py`` checks that it is caught. A
variant that breaks how the game plays changes its decision table (`changed`):
the table is what the kernel reads.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

import attrs

from dinorules.kernel import ChanceNode, Decisions, Game, Rng, Value, value

from .game import SPEC, Face, Phase, Play, Roll, ToyObservation, ToyRules, ToyState, roll

# Module-level state is exactly what the non-deterministic variant needs.
_CALLS = itertools.count()

_TABLE = ToyRules.decisions
Effect = Callable[[ToyState, Any], ToyState]


def changed(
    effects: dict[type, Callable[[Effect], Effect]] | None = None,
    options: Callable[[ToyState], tuple[object, ...]] | None = None,
    chance: Callable[[ToyState], ChanceNode] | None = None,
) -> Decisions[ToyState, Phase]:
    """The toy's decision table with some effects wrapped, or other turn options or die."""
    wrapped = {
        kind: (effects or {}).get(kind, lambda effect: effect)(effect)
        for kind, effect in _TABLE.effects.items()
    }
    return attrs.evolve(
        _TABLE,
        effects=wrapped,
        options={**_TABLE.options, Phase.TURN: options or _TABLE.options[Phase.TURN]},
        chance={**_TABLE.chance, Phase.ROLL: chance or _TABLE.chance[Phase.ROLL]},
    )


def after(change: Callable[[ToyState, ToyState, Any], ToyState]) -> Callable[[Effect], Effect]:
    """Wrap an effect: ``change(before, after, action)`` rewrites the state it returns."""

    def wrap(effect: Effect) -> Effect:
        def wrapped(state: ToyState, action: Any) -> ToyState:
            return change(state, effect(state, action), action)

        return wrapped

    return wrap


def _mutate(effect: Effect) -> Effect:
    def mutating(state: ToyState, action: Play) -> ToyState:
        object.__setattr__(state, "round", state.round)  # harmless
        object.__setattr__(state, "scores", state.scores.set(state.turn, 99))
        return effect(state, action)

    return mutating


class MutatingApply(ToyRules):
    """Property 3: writes the new score into the state it was given."""

    decisions = changed({Play: _mutate})


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


def _round_zero(before: ToyState, state: ToyState, action: object) -> ToyState:
    return state.replace(round=0)


class NeverEnds(ToyRules):
    """Property 1: the round counter never advances."""

    decisions = changed(dict.fromkeys(_TABLE.effects, after(_round_zero)))


def _with_unplayable(state: ToyState) -> tuple[object, ...]:
    return (*_TABLE.options[Phase.TURN](state), Play(card=7))


class ListsUnplayable(ToyRules):
    """Property 2: lists playing a card the player does not hold."""

    decisions = changed(options=_with_unplayable)


def _lose_card(before: ToyState, state: ToyState, action: Play) -> ToyState:
    return state.replace(discard=state.discard.remove(action.card))


class LosesCards(ToyRules):
    """Property 8: a played card vanishes instead of going to the discard."""

    decisions = changed({Play: after(_lose_card)})


def _counted_score(before: ToyState, state: ToyState, action: Roll) -> ToyState:
    return state.replace(scores=state.scores.set(before.turn, next(_CALLS) % 3))


class Nondeterministic(ToyRules):
    """Property 4: a roll scores according to a hidden global counter."""

    decisions = changed({Roll: after(_counted_score)})


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


class SealedDict(dict[str, int]):
    """A ``dict`` whose own mutating methods raise: ``dict.__setitem__`` still changes it."""

    def _refuse(self, *args: object, **kwargs: object) -> None:
        raise TypeError("SealedDict is immutable")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]


@value
class SealedState(ToyState):
    """The toy state with a sealed dict left out of equality and hashing."""

    table: SealedDict = attrs.field(factory=SealedDict, eq=False, kw_only=True)


class SealedTable(ToyRules):
    """Property 10: every state holds a dict subclass that only looks read-only."""

    def setup(self, options: object, rng: Rng, explicit_chance: bool) -> ToyState:
        state = super().setup(options, rng, explicit_chance)  # type: ignore[arg-type]
        fields = {f.name: getattr(state, f.name) for f in attrs.fields(ToyState) if f.init}
        return SealedState(**fields)


def _biased_die(state: ToyState) -> ChanceNode:
    node = _TABLE.chance[Phase.ROLL](state)
    return ChanceNode(outcomes=(*node.outcomes, node.outcomes[0]))


class BiasedChance(ToyRules):
    """Property 7: the die lists a face twice, so its outcomes are not distinct."""

    decisions = changed(chance=_biased_die)


def _unfair_die(state: ToyState) -> ChanceNode:
    node = _TABLE.chance[Phase.ROLL](state)
    return ChanceNode(outcomes=node.outcomes, weights=(1, 1, 1, 1, 1, 0))


class ZeroWeight(ToyRules):
    """Property 7: the die's six gets weight zero (a face that can never come up)."""

    decisions = changed(chance=_unfair_die)


def _peek(before: ToyState, state: ToyState, action: Roll) -> ToyState:
    bonus, _ = before.rng.below(2)
    return state.replace(scores=state.scores.set(before.turn, bonus))


class PeeksAtGenerator(ToyRules):
    """Property 7: a roll adds a bonus read straight from the state's generator."""

    decisions = changed({Roll: after(_peek)})


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
