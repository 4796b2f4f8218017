"""``make demo``: greedy against random in every game, with summary tables and plots.

Simulates every registered game, greedy against random with seats rotating, on 2
worker processes: 500 games each by default (``--games``), from the fixed seed
2026, so the tables are the same on every machine. Prints each game's summary
table and a closing one-line-per-game table, and writes the plots into
``demo-output/``. A game that fails to run is reported and skipped (exit 1).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import GAMES

AGENTS = ("greedy", "random")
WORKERS = 2
SEED = 2026
GAMES_PER_GAME = 500


def simulations(games: int, out: str) -> int:
    """Simulate every game; print the tables, write the plots; 1 if a game failed."""
    from .sim import plot_report, simulate  # noqa: PLC0415

    names = list(GAMES)
    if not names:
        print("no game packages yet: nothing to simulate")
        return 0
    rows, status = [], 0
    for name in names:
        try:
            report = simulate(
                name,
                AGENTS,
                games=games,
                seed=SEED,
                workers=WORKERS,
            )
        except Exception as error:  # noqa: BLE001 - a half-written game must not stop the demo
            print(f"{name}: skipped: {type(error).__name__}: {error}", file=sys.stderr)
            status = 1
            continue
        print(report.summary(), flush=True)
        for path in plot_report(report, out):
            print(f"  wrote {path}")
        greedy = report.agent_rates()["greedy"]
        length = report.length
        advantage = report.first_player_advantage
        rows.append(
            f"{name:16} {report.games:6d}  {greedy!s:>24}  "
            + (f"{advantage:+7.1%}" if advantage is not None else f"{'-':>7}")
            + f"  {length.mean if length else 0:7.1f}  {report.games_per_second:8.1f}"
        )
    print(
        f"\n{'game':16} {'games':>6}  {'greedy win rate [95% CI]':>24}  {'1st adv':>7}"
        f"  {'length':>7}  {'games/s':>8}"
    )
    print("\n".join(rows))
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """Run the demo; the exit status."""
    parser = argparse.ArgumentParser(prog="python -m dinorules.demo", description=__doc__)
    parser.add_argument("--games", type=int, default=GAMES_PER_GAME, help="games per game")
    parser.add_argument("--out", default="demo-output", help="where the plots go")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    return simulations(args.games, args.out)


if __name__ == "__main__":
    sys.exit(main())
