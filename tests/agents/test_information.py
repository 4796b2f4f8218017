"""Agents only ever see what their seat may see: never the true state or its generator."""

from __future__ import annotations

import gc
import types
from typing import Any

import attrs

from dinorules.agents import Decision, Determinizer
from dinorules.kernel import GameState, Rng
from dinorules.sim import play
from tests.toy.game import GAME

_OPAQUE = (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType, type)


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through data (not modules, classes or code)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _OPAQUE):
            continue
        seen[id(obj)] = obj
        stack.extend(gc.get_referents(obj))
    return list(seen.values())


@attrs.define
class SpyAgent:
    """Records everything it is given, then plays the first legal action."""

    needs_determinizer: bool
    name: str = "spy"
    seen: list[tuple[Decision, Rng]] = attrs.field(factory=list)
    reads_observation: bool = True

    def for_game(self, game: Any) -> SpyAgent:
        return self

    def act(self, decision: Decision, rng: Rng) -> Any:
        self.seen.append((decision, rng))
        return decision.legal_actions[0]


def true_states(seed: int) -> list[Any]:
    """The states of a toy game, replayed from the spy's own game."""
    record = play(GAME, [SpyAgent(False), "random"], seed=seed)
    return list(record.replay.states({"toy": GAME}))


def test_a_spy_agent_cannot_reach_hidden_hands_or_the_generator() -> None:
    for needs in (False, True):
        spy = SpyAgent(needs)
        record = play(GAME, [spy, "random"], seed=11)
        states = list(record.replay.states({"toy": GAME}))
        decided = [s for s in states if GAME.current_player(s) == 0]
        assert len(decided) == len(spy.seen) > 0
        for state, (decision, rng) in zip(decided, spy.seen, strict=True):
            assert decision.observation == GAME.observe(state, 0)
            assert rng != state.rng
            found = reachable((decision, rng))
            assert all(obj is not state for obj in found)
            assert all(obj != state.rng for obj in found if isinstance(obj, Rng))
            rival_hand = state.hands[1]
            assert all(obj is not rival_hand for obj in found)
            fakes = [obj for obj in found if isinstance(obj, GameState)]
            if not needs:
                assert fakes == []  # nothing but the observation and the rules
            for fake in fakes:  # the determinizer's redrawn state: same view, new secrets
                assert GAME.observe(fake, 0) == decision.observation
                assert fake.rng != state.rng


def test_an_agent_that_reads_no_observation_is_given_none_and_nothing_hidden() -> None:
    for needs in (False, True):
        spy = SpyAgent(needs, reads_observation=False)
        record = play(GAME, [spy, "random"], seed=11)
        states = list(record.replay.states({"toy": GAME}))
        decided = [s for s in states if GAME.current_player(s) == 0]
        assert len(decided) == len(spy.seen) > 0
        for state, (decision, rng) in zip(decided, spy.seen, strict=True):
            assert decision.observation is None
            assert decision.legal_actions == GAME.legal_actions(state)
            found = reachable((decision, rng))
            assert all(obj is not state and obj is not state.hands[1] for obj in found)
            assert all(obj != state.rng for obj in found if isinstance(obj, Rng))
            fakes = [obj for obj in found if isinstance(obj, GameState)]
            assert (fakes != []) is needs  # only a determinizer's redrawn state
            for fake in fakes:
                assert GAME.observe(fake, 0) == GAME.observe(state, 0)
                assert fake.rng != state.rng


def test_the_determinizer_keeps_the_view_and_redraws_the_rest() -> None:
    state = GAME.initial_state(seed=3, players=3)
    determinizer = Determinizer(GAME, state, 0, secret=1)
    assert [name for name in dir(determinizer) if not name.startswith("_")] == [
        "player",
        "sample",
    ]
    samples = [determinizer.sample(seed) for seed in range(20)]
    assert all(GAME.observe(s, 0) == GAME.observe(state, 0) for s in samples)
    assert len({(s.hands[1], s.hands[2]) for s in samples}) > 1
    assert determinizer.sample(5) == determinizer.sample(5)
    assert all(s.rng != state.rng for s in samples)
