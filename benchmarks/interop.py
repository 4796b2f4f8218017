"""Steps per second through each adapter against our own API, and OpenSpiel's bots vs ours.

Every run plays uniformly random legal moves from fixed seeds for about ``--seconds``
per game and interface: our API (``legal_actions`` then a checked ``apply``, chance
shown as OpenSpiel sees it and resolved automatically as the others do), the OpenSpiel
state, the PettingZoo AEC loop and the Gymnasium step (one learner decision, with the
random opponents' decisions that follow it). Then OpenSpiel's MCTS bot (perfect information:
Island Survival) and IS-MCTS bot (JurassAttack!), both OpenSpiel's Python bots (its C++
``MCTSBot`` crashes on Python games), play our ``MCTSAgent`` through the adapter.

    python benchmarks/interop.py [--seconds S] [--matches N] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import dinorules  # noqa: E402
from dinorules.adapters import gymnasium as dg  # noqa: E402
from dinorules.adapters import openspiel  # noqa: E402
from dinorules.adapters import pettingzoo as pz  # noqa: E402
from dinorules.agents import MCTSAgent  # noqa: E402
from dinorules.kernel import Rng  # noqa: E402
from dinorules.sim.play import ask_agent  # noqa: E402

OPTIONS: dict[str, dict[str, Any]] = {
    "jurassattack": {},
    "brunch": {},
    "spino_chase": {"players": 2},
    "island_survival": {"players": 2},
    "miniature": {"scenario": "skirmish"},
}


def _timed(run: Callable[[int], int], seconds: float) -> float:
    """Steps per second of ``run(seed) -> steps`` repeated for about ``seconds``."""
    steps, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += run(seed)
        seed += 1
    return steps / (time.perf_counter() - start)


def ours(name: str, chance: str) -> Callable[[int], int]:
    game = dinorules.GAMES[name]

    def run(seed: int) -> int:
        rng = random.Random(seed)
        state = game.initial_state(seed=seed, chance=chance, **OPTIONS[name])
        steps = 0
        while not game.is_terminal(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            steps += 1
        return steps

    return run


def through_openspiel(name: str) -> Callable[[int], int]:
    game = openspiel.load(name, **OPTIONS[name])

    def run(seed: int) -> int:
        rng = random.Random(seed)
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        return steps

    return run


def through_pettingzoo(name: str) -> Callable[[int], int]:
    env = pz.env(name, **OPTIONS[name])

    def run(seed: int) -> int:
        rng = random.Random(seed)
        env.reset(seed=seed)
        steps = 0
        for _agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(rng.choice(observation["action_mask"].nonzero()[0].tolist()))
            steps += 1
        return steps

    return run


def steps_table(names: list[str], seconds: float) -> None:
    print(f"random play, steps/s (about {seconds:.0f} s each)")
    print(f"{'game':<16} {'ours auto':>10} {'ours expl':>10} {'openspiel':>10} {'pettingzoo':>10}")
    for name in names:
        figures = [
            _timed(ours(name, "auto"), seconds),
            _timed(ours(name, "explicit"), seconds),
            _timed(through_openspiel(name), seconds),
            _timed(through_pettingzoo(name), seconds),
        ]
        print(f"{name:<16} " + " ".join(f"{x:>10.0f}" for x in figures))
    print("gymnasium: learner steps/s (the random opponent's decisions come with each step)")
    for name in names:
        env = dg.make(name, **OPTIONS[name])

        def run(seed: int, env: Any = env) -> int:
            rng = random.Random(seed)
            observation, _ = env.reset(seed=seed)
            steps, done = 0, False
            while not done:
                action = rng.choice(observation["action_mask"].nonzero()[0].tolist())
                observation, _, terminated, truncated, _ = env.step(action)
                done, steps = terminated or truncated, steps + 1
            return steps

        print(f"{name:<16} {_timed(run, seconds):>10.0f}")


def _ours_through_adapter(agent: Any, state: Any, seed: int) -> int:
    """Our agent's choice at an OpenSpiel state, as an index (it sees its Decision only)."""
    game, inner = state.dino, state.state
    action, _ = ask_agent(
        game,
        agent,
        inner,
        game.legal_actions(inner),
        rng=Rng.from_seed(seed),
        runner=Rng.from_seed(seed + 1),
    )
    return game.action_index(inner, action)


def match(name: str, bot_factory: Callable[[Any, int], Any], matches: int, iterations: int) -> None:
    options = {"island_survival": {"players": 2, "max_turns": 12}}.get(name, {})
    game = openspiel.load(name, **options)
    agent = MCTSAgent(iterations=iterations).for_game(dinorules.GAMES[name])
    wins = [0.0, 0.0]
    start = time.perf_counter()
    for m in range(matches):
        bot = bot_factory(game, m)
        our_seat = m % 2
        rng = random.Random(m)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
            elif state.current_player() == our_seat:
                state.apply_action(
                    _ours_through_adapter(agent, state, m * 7919 + len(state.history()))
                )
            else:
                state.apply_action(bot.step(state))
        returns = state.returns()
        wins[0] += returns[our_seat] > 0
        wins[1] += returns[1 - our_seat] > 0
    elapsed = time.perf_counter() - start
    print(
        f"{name}: our MCTSAgent({iterations}) {wins[0]:.0f} wins, OpenSpiel bot {wins[1]:.0f} wins,"
        f" {matches - sum(wins):.0f} other, over {matches} games ({elapsed:.1f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(OPTIONS))
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=50)
    args = parser.parse_args()
    steps_table(args.games, args.seconds)
    if args.matches:

        def mcts_bot(game: Any, seed: int) -> Any:
            state = np.random.RandomState(seed)
            evaluator = mcts.RandomRolloutEvaluator(1, state)
            return mcts.MCTSBot(game, 2.0, args.iterations, evaluator, random_state=state)

        def ismcts_bot(game: Any, seed: int) -> Any:
            state = np.random.RandomState(seed)
            evaluator = mcts.RandomRolloutEvaluator(1, state)
            return ismcts.ISMCTSBot(
                game,
                evaluator,
                2.0,
                args.iterations,
                random_state=state,
                use_observation_string=True,
            )

        match("island_survival", mcts_bot, args.matches, args.iterations)
        match("jurassattack", ismcts_bot, args.matches, args.iterations)


if __name__ == "__main__":
    main()
