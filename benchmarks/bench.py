"""``make bench``: kernel micro-benchmarks and random playouts per game.

Random playouts go through the public API (``legal_actions`` then ``apply``
with ``check=False``, as a simulation would). When ``../shared/perf-baselines``
is present, the same number of games of each game it has is timed there in the
same run, and the ratio is printed (machines are noisy: compare ratios).

    python benchmarks/bench.py [--games N] [--seed S] [--json FILE] [GAME ...]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import attrs
from pyrsistent import pmap, pvector

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dinorules import GAMES  # noqa: E402
from dinorules.kernel import GameState, Rng, random_playout, value  # noqa: E402

BASELINES = ROOT.parent / "shared" / "perf-baselines"


@value
class _TenFields(GameState):
    a: int
    b: int
    c: Any
    d: Any
    e: int
    f: int
    g: int
    h: int


def _per_second(label: str, n: int, seconds: float) -> dict[str, Any]:
    return {"bench": label, "n": n, "seconds": round(seconds, 4), "per_s": round(n / seconds)}


def bench_rng(n: int = 200_000) -> dict[str, Any]:
    """Draws of ``below(6)`` per second."""
    rng = Rng.from_seed(1)
    start = time.perf_counter()
    for _ in range(n):
        _, rng = rng.below(6)
    return _per_second("rng.below(6)", n, time.perf_counter() - start)


def bench_replace(n: int = 200_000) -> list[dict[str, Any]]:
    """`Value.replace` against `attrs.evolve` on a ten-field state, two fields changed."""
    state = _TenFields(
        rng=Rng.from_seed(1),
        explicit_chance=False,
        a=1,
        b=2,
        c=pvector([1]),
        d=pmap({1: 2}),
        e=5,
        f=6,
        g=7,
        h=8,
    )
    results = []
    for label, update in (
        ("Value.replace", lambda s: s.replace(a=3, e=4)),
        ("attrs.evolve", lambda s: attrs.evolve(s, a=3, e=4)),
    ):
        start = time.perf_counter()
        for _ in range(n):
            update(state)
        seconds = time.perf_counter() - start
        results.append(
            {**_per_second(label, n, seconds), "us_per_call": round(seconds / n * 1e6, 3)}
        )
    return results


def bench_game(name: str, games: int, seed: int) -> dict[str, Any]:
    """Random playouts of one game: decisions per second and mean length."""
    game = GAMES[name]
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        decisions += random_playout(game, seed=seed * 1_000_003 + i).decisions
    seconds = time.perf_counter() - start
    return {
        "game": name,
        "games": games,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_s": round(decisions / seconds),
        "mean_length": round(decisions / games, 2),
    }


def bench_baseline(name: str, games: int, seed: int) -> dict[str, Any] | None:
    """The mutable reference implementation's figures, if it has this game."""
    if not (BASELINES / f"{name}.py").is_file():
        return None
    out = subprocess.run(
        [sys.executable, "bench.py", name, str(games), str(seed)],
        cwd=BASELINES,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"kernel": [bench_rng(), *bench_replace()], "games": []}
    for row in report["kernel"]:
        print(f"{row['bench']:>16}: {row['per_s']:>10,} /s")
    for name in args.games_to_run or list(GAMES):
        ours = bench_game(name, args.games, args.seed)
        base = bench_baseline(name, args.games, args.seed)
        ratio = ours["decisions_per_s"] / base["decisions_per_s"] if base else None
        report["games"].append({"ours": ours, "baseline": base, "ratio": ratio})
        line = (
            f"{name:>16}: {ours['decisions_per_s']:>8,} decisions/s, "
            f"mean length {ours['mean_length']}"
        )
        if base:
            line += (
                f" | baseline {round(base['decisions_per_s']):,} decisions/s, "
                f"mean length {base['mean_length']} | ratio {ratio:.2f}"
            )
        print(line)
    if not GAMES:
        print("no game packages yet")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
