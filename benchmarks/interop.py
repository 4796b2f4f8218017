"""Steps per second through each adapter against our own API, and OpenSpiel's bots vs ours.

Every run plays uniformly random legal moves from fixed seeds for about ``--seconds``
per game and interface, the loops of ``make bench`` (`probes.LAYERS`): our API
(``legal_actions`` then a checked ``apply``, chance shown as OpenSpiel sees it and
resolved automatically as the others do), the OpenSpiel state (chance drawn by its
probabilities), the PettingZoo AEC loop and the Gymnasium step (counted per decision:
the learner's and the random opponents' that follow it). Then OpenSpiel's MCTS bot
(perfect information: Island Survival) and IS-MCTS bot (JurassAttack!, its defaults:
its tree keyed by our information-state strings), both
OpenSpiel's Python bots (its C++ ``MCTSBot`` crashes on Python games), play our
``MCTSAgent`` through the adapter.

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
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from probes import LAYERS  # noqa: E402

import dinorules  # noqa: E402
from dinorules.adapters import openspiel  # noqa: E402
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


def _timed(name: str, layer: str, seconds: float) -> float:
    """Steps per second of random games through ``layer`` (`probes.LAYERS`), about ``seconds``."""
    game, run = dinorules.GAMES[name], LAYERS[layer]
    steps, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += run(game, OPTIONS[name], seed, 1)
        seed += 1
    return steps / (time.perf_counter() - start)


def steps_table(names: list[str], seconds: float) -> None:
    print(f"random play, steps/s (about {seconds:.0f} s each; a Gymnasium step is a decision)")
    heads = ("ours auto", "ours expl", "openspiel", "pettingzoo", "gymnasium")
    print(f"{'game':<16} " + " ".join(f"{head:>10}" for head in heads))
    for name in names:
        figures = [
            _timed(name, layer, seconds)
            for layer in ("engine", "explicit", "openspiel", "pettingzoo", "gymnasium")
        ]
        print(f"{name:<16} " + " ".join(f"{x:>10.0f}" for x in figures))


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
            return ismcts.ISMCTSBot(game, evaluator, 2.0, args.iterations, random_state=state)

        match("island_survival", mcts_bot, args.matches, args.iterations)
        match("jurassattack", ismcts_bot, args.matches, args.iterations)


if __name__ == "__main__":
    main()
