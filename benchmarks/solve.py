"""OpenSpiel's CFR on the tiny configurations: exploitability against iterations.

CFR (``cfr.CFRSolver``) enumerates the whole tree of JurassAttack! with the bundled
``tiny`` and ``tiny_egg`` decks (docs/interop.md, *Solved configurations*); after
each doubling of the iterations the average policy's ``exploitability`` is measured.
Prints one table and writes ``bench-output/solve.json``; exploitability is a property
of the policy, so the curve is the same on every machine (the seconds are not).

    python benchmarks/solve.py [--iterations N] [DECK ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from open_spiel.python.algorithms import cfr, exploitability  # noqa: E402

from dinorules.adapters import openspiel  # noqa: E402

DECKS = ("tiny", "tiny_egg")


def curve(deck: str, iterations: int) -> dict[str, object]:
    """The exploitability after 1, 2, 4, ... iterations (and the last), with the tree's size."""
    game = openspiel.load("jurassattack", deck=deck)
    start = time.process_time()
    solver = cfr.CFRSolver(game)
    points = []
    for done in range(1, iterations + 1):
        solver.evaluate_and_update_policy()
        if done & (done - 1) == 0 or done == iterations:
            value = exploitability.exploitability(game, solver.average_policy())
            points.append({"iterations": done, "exploitability": value})
    infosets = len(solver.average_policy().state_lookup)
    return {"deck": deck, "infosets": infosets, "curve": points,
            "cpu_seconds": time.process_time() - start}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", default=list(DECKS))
    parser.add_argument("--iterations", type=int, default=128)
    args = parser.parse_args()
    results = [curve(deck, args.iterations) for deck in args.decks]
    marks = [point["iterations"] for point in results[0]["curve"]]  # type: ignore[index]
    print("| deck | information states | " + " | ".join(f"after {m}" for m in marks) + " |")
    print("|---|---|" + "---|" * len(marks))
    for result in results:
        values = " | ".join(f"{p['exploitability']:.4f}" for p in result["curve"])  # type: ignore[attr-defined]
        print(f"| `{result['deck']}` | {result['infosets']} | {values} |")
    out = ROOT / "bench-output"
    out.mkdir(exist_ok=True)
    (out / "solve.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
