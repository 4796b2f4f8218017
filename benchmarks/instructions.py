"""Instructions per decision or per IS-MCTS iteration, counted by cachegrind.

    python benchmarks/instructions.py GAME [--games N] [--src SRC]
    python benchmarks/instructions.py GAME --reference [--games N]
    python benchmarks/instructions.py GAME --layer LAYER [--games N] [--src SRC]
    python benchmarks/instructions.py GAME --mcts DECISIONS ITERATIONS [--src SRC]

Counts do not depend on the machine's load, so they compare two trees (``--src``)
or the compiled and pure-Python kernel (``DINORULES_PURE_PYTHON=1``) exactly. Each
figure is a run of one probe less the same probe with no work (the import and
set-up): random play as ``make bench`` plays it (`probes.probe_playout`, checked
``apply``), the reference the same way, random games through a layer (per step:
``simulate`` or an adapter, `probes.LAYERS`), or IS-MCTS on the first contested
decisions of game 0 (`mcts_probe`). Needs valgrind (docs/performance.md, *Measuring*).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CACHEGRIND = ("valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null")


def instructions(command: list[str]) -> tuple[int, str]:
    """Instructions cachegrind counts for ``command``, and what it printed."""
    done = subprocess.run(
        [*CACHEGRIND, *command],
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr}")
    return int(found.group(1).replace(",", "")), done.stdout


def mcts_probe(src: str, game_name: str, decisions: int, iterations: int) -> int:
    """Play game 0's first ``decisions`` contested decisions with IS-MCTS (0: no search)."""
    sys.path.insert(0, src)
    from dinorules import GAMES  # noqa: PLC0415
    from dinorules.agents.mcts import MCTSAgent  # noqa: PLC0415
    from dinorules.kernel import Rng  # noqa: PLC0415
    from dinorules.sim.play import ask_agent  # noqa: PLC0415

    game = GAMES[game_name]
    agent = MCTSAgent(iterations=max(iterations, 1)).for_game(game)
    state = game.initial_state(seed=0)
    rng, runner = Rng.from_seed(5), Rng.from_seed(6)
    done = 0
    while done < decisions and game.current_player(state) is not None:
        legal = game.legal_actions(state)
        action = legal[0]
        if len(legal) > 1:
            if iterations:
                rng, sub = rng.split()
                action, runner = ask_agent(game, agent, state, legal, rng=sub, runner=runner)
            done += 1
        state = game.apply(state, action)
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=10, help="random games (default 10)")
    parser.add_argument("--src", default=str(ROOT / "src"), help="the tree to count")
    parser.add_argument("--reference", action="store_true", help="count the mutable reference")
    parser.add_argument("--layer", help="count random games through a layer (probes.LAYERS)")
    parser.add_argument("--mcts", nargs=2, type=int, metavar=("DECISIONS", "ITERATIONS"))
    parser.add_argument("--probe-mcts", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe_mcts:  # the child process of --mcts
        print(mcts_probe(args.src, args.game, *args.probe_mcts))
        return
    python = sys.executable
    if args.mcts:
        decisions, iterations = args.mcts

        def run(work: int) -> list[str]:
            return [python, __file__, args.game, "--src", args.src, "--probe-mcts",
                    str(decisions), str(work)]  # fmt: skip

        full, _ = instructions(run(iterations))
        empty, _ = instructions(run(0))
        print(f"{args.game}: {(full - empty) / (decisions * iterations):,.0f} instructions "
              f"per IS-MCTS iteration ({decisions} decisions x {iterations})")  # fmt: skip
        return
    if args.reference:
        from bench import baselines_folder  # noqa: PLC0415

        folder = baselines_folder()
        if folder is None:
            raise SystemExit("no reference folder (set DINORULES_BASELINES)")
        kind, extra = "reference", {"folder": str(folder)}
    elif args.layer:
        kind, extra = "layer", {"src": args.src, "layer": args.layer}
    else:
        kind, extra = "playout", {"src": args.src}

    def probe(games: int) -> list[str]:
        spec = {"game": args.game, "seed": 0, "games": games, **extra}
        return [python, str(HERE / "probes.py"), kind, json.dumps(spec)]

    full, printed = instructions(probe(args.games))
    empty, _ = instructions(probe(0))
    result = json.loads(printed)
    steps = result.get("decisions", result.get("steps"))
    what = " (reference)" if args.reference else f" through {args.layer}" if args.layer else ""
    unit = "step" if args.layer else "decision"
    print(f"{args.game}{what}: {(full - empty) / steps:,.0f} instructions per {unit} "
          f"({steps} {unit}s, {args.games} games)")  # fmt: skip


if __name__ == "__main__":
    main()
