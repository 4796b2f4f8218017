"""Markdown tables from `bench.py` reports: one report, or before and after.

python benchmarks/table.py bench-output/bench.json
python benchmarks/table.py before.json after.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def _by_game(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {row["game"]: row for row in rows}


def _cells(report: dict[str, Any], game: str) -> list[str]:
    """One report's figures for one game (default options)."""
    play = next(r for r in report["playouts"] if r["game"] == game and not r["options"])
    ratio = f"{play['ratio']:.2f} ({play['ratio_per_game']:.2f})" if "ratio" in play else "-"
    mcts = _by_game(report["mcts"]).get(game)
    workers = _by_game(report["workers"]).get(game)
    memory = _by_game(report["memory"]).get(game)
    load = report["import"]["games"].get(game)
    return [
        f"{play['decisions_per_s']:,.0f}",
        f"{play['us_per_decision']:.0f}",
        ratio,
        f"{mcts['iterations_per_s']:.0f}" if mcts else "-",
        f"{workers['speedup']:.2f} / {workers['idle_speedup']:.2f}"
        if workers and "idle_speedup" in workers
        else (f"{workers['speedup']:.2f} / -" if workers else "-"),
        f"{memory['further_ratio']:.1%} / {memory['further_ratio_dynamic']:.0%}" if memory else "-",
        f"{load:.0f}" if load is not None else "-",
    ]


HEADER = [
    "decisions/s",
    "µs/decision",
    "ratio to reference (per game)",
    "IS-MCTS it/s",
    "2 workers: wall / idle",
    "further state: all / dynamic",
    "GAMES[x] ms",
]


def table(reports: list[tuple[str, dict[str, Any]]]) -> str:
    """A markdown table: one row per game and report."""
    label = ["game", *(["run"] if len(reports) > 1 else []), *HEADER]
    lines = ["| " + " | ".join(label) + " |", "|" + "---|" * len(label)]
    games = [r["game"] for r in reports[0][1]["playouts"] if not r["options"]]
    for game in games:
        for name, report in reports:
            run = [name] if len(reports) > 1 else []
            lines.append("| " + " | ".join([game, *run, *_cells(report, game)]) + " |")
    imports = ", ".join(
        f"{name} {report['import']['import_ms']:.0f} ms" for name, report in reports
    )
    lines.append("")
    lines.append(f"`import dinorules` (CPU): {imports}.")
    return "\n".join(lines)


def main() -> None:
    paths = [Path(p) for p in sys.argv[1:]]
    names = ["before", "after"] if len(paths) == 2 else [p.stem for p in paths]
    print(table([(n, json.loads(p.read_text())) for n, p in zip(names, paths, strict=True)]))


if __name__ == "__main__":
    main()
