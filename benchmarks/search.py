"""IS-MCTS with rollouts cut short against full rollouts, at equal thinking time, every game.

A benchmark report, not a test. For each game: the CPU time of an iteration with full
rollouts and with rollouts cut after ``--cut`` decisions (`MCTSAgent.rollout_depth`),
measured on decisions spread along random games; then ``--games`` games (seats
rotating) between the full-rollout agent with ``--iterations`` and the cut-rollout
agent with as many iterations as take the same time, and the cut agent's win rate
with its 95 % Wilson interval. The per-game defaults (`BUDGETS`) keep a full run to a
few hours on two cores.

    python benchmarks/search.py [GAME ...] [--games 200] [--iterations N] [--cut D]
                                [--workers 2] [--seed S] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from dinorules import GAMES  # noqa: E402
from dinorules.agents import MCTSAgent  # noqa: E402
from dinorules.kernel import Rng  # noqa: E402
from dinorules.sim import simulate  # noqa: E402
from dinorules.sim.play import ask_agent  # noqa: E402

BUDGETS: dict[str, tuple[int, int]] = {
    "jurassattack": (200, 8),
    "brunch": (50, 20),
    "spino_chase": (50, 20),
    "island_survival": (20, 20),
    "miniature": (5, 20),
}
"""Per game: the full-rollout agent's iterations, and the cut agent's rollout depth (a
JurassAttack! game takes about 30 decisions, so a cut at 20 would cut little). Island
Survival's and the Miniature Game's full rollouts cost 7 ms and about 50 ms an
iteration here: their budgets keep a game to minutes."""


def seconds_per_iteration(name: str, cut: int | None, seed: int, samples: int) -> float:
    """CPU seconds an iteration takes, over ``samples`` decisions spread along random games.

    Every fifth contested decision of random games from ``seed`` is searched with 20
    iterations, so early positions (long rollouts) and late ones weigh as in a game.
    """
    game = GAMES[name]
    agent = MCTSAgent(iterations=20, rollout_depth=cut).for_game(game)
    chooser = random.Random(seed)
    rng, runner = Rng.from_seed(seed), Rng.from_seed(seed + 1)
    spent, done, index, contested = 0.0, 0, 0, 0
    while done < samples:
        state = game.initial_state(seed=seed + index)
        index += 1
        while done < samples and (legal := game.legal_actions(state)):
            if len(legal) > 1:
                contested += 1
                if contested % 5 == 0:
                    rng, sub = rng.split()
                    start = time.process_time()
                    ask_agent(game, agent, state, legal, rng=sub, runner=runner)
                    spent += time.process_time() - start
                    done += 1
            state = game.apply(state, chooser.choice(legal), check=False)
    return spent / (samples * agent.iterations)


def match(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """Time both agents, then play the cut agent against the full one at equal time."""
    iterations, cut = BUDGETS.get(name, (50, 20))
    iterations = args.iterations or iterations
    cut = args.cut if args.cut is not None else cut
    full_s = seconds_per_iteration(name, None, args.seed, args.samples)
    cut_s = seconds_per_iteration(name, cut, args.seed, args.samples)
    cut_iterations = max(1, round(iterations * full_s / cut_s))
    cut_spec, full_spec = f"mcts:{cut_iterations},cut={cut}", f"mcts:{iterations}"
    start = time.perf_counter()
    report = simulate(
        name,
        [cut_spec, full_spec],
        games=args.games,
        seed=args.seed,
        workers=args.workers,
        progress=False,
    )
    rate = report.agent_rates()[cut_spec]
    row = {
        "game": name,
        "full_ms_per_200": full_s * 200e3,
        "cut_ms_per_200": cut_s * 200e3,
        "cut": cut,
        "full_iterations": iterations,
        "cut_iterations": cut_iterations,
        "games": report.games,
        "cut_wins": rate.wins,
        "cut_rate": rate.rate,
        "ci": (rate.low, rate.high),
        "shared": report.tally.shared_games,
        "no_winner": report.tally.no_winner_games,
        "seconds": time.perf_counter() - start,
        "seat_rates": {
            f"{label} at seat {seat}": [rate.wins, rate.games]
            for (label, seat), rate in report.agent_seat_rates().items()
        },
    }
    print(
        f"{name:15} {row['full_ms_per_200']:8,.0f} {row['cut_ms_per_200']:8,.0f} "
        f"{cut:4d} {iterations:5d} vs {cut_iterations:5d} {report.games:6d} "
        f"{rate.rate:8.1%}  [{rate.low:.1%}, {rate.high:.1%}] "
        f"{row['shared']:4d} {row['no_winner']:4d} {row['seconds']:7.0f}",
        flush=True,
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, help="the full agent's (default: BUDGETS)")
    parser.add_argument("--cut", type=int, help="the cut agent's rollout depth (BUDGETS)")
    parser.add_argument("--samples", type=int, default=12, help="decisions timed per agent")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", type=Path, help="write the rows here too")
    args = parser.parse_args()
    names = args.games_to_run or list(GAMES)
    print(
        "game            ms/200 it (CPU)  cut  iterations   games  cut wins  95% Wilson      "
        "shared none  wall s\n                   full      cut        full    cut"
    )
    rows = [match(name, args) for name in names]
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
