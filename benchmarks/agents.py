"""Agents against random: win rates with 95 % Wilson intervals, for every game.

A benchmark report, not a timed test. For each game (default: every registered
game), plays MCTS (``--iterations``, default 1,000) against random and greedy
against random, ``--games`` games each (default 200), seats rotating, on
``--workers`` processes, and prints each agent's win rate with its interval.

    python benchmarks/agents.py [--games N] [--iterations K] [--workers W]
                                [--seed S] [--matchups mcts,greedy] [GAME ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dinorules import GAMES  # noqa: E402
from dinorules.sim import simulate  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--matchups", default="mcts,greedy")
    args = parser.parse_args()
    names = args.games_to_run or list(GAMES)
    agents = {"mcts": f"mcts:{args.iterations}", "greedy": "greedy"}
    print(f"{'game':14} {'agent':12} {'games':>6} {'win rate':>9}  95% Wilson     s")
    for name in names:
        for matchup in args.matchups.split(","):
            start = time.perf_counter()
            report = simulate(
                name,
                [agents[matchup], "random"],
                games=args.games,
                seed=args.seed,
                workers=args.workers,
                progress=False,
            )
            for label, rate in report.agent_rates().items():
                print(
                    f"{name:14} {label:12} {rate.games:6d} {rate.rate:9.1%}  "
                    f"[{rate.low:.1%}, {rate.high:.1%}] {time.perf_counter() - start:6.0f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
