"""The one table of `bench.py` reports, as markdown: one report, or before and after.

python benchmarks/table.py bench-output/bench.json
python benchmarks/table.py before.json after.json

Per game (default options): random play against the reference (per decision and per
game) and instructions per decision when counted; µs per decision of the raw engine
and of ``simulate``, µs per step of each adapter, with each layer's ratio to the
native engine in its chance mode; IS-MCTS ms per decision with full and cut rollouts;
two workers; memory; import.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def _by_game(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {row["game"]: row for row in rows}


def _layer(row: dict[str, Any] | None, layer: str) -> str:
    """``µs (ratio x)`` of one layer, ``-`` when it was not measured."""
    if row is None or layer not in row["us_per_step"]:
        return "-"
    shown = f"{row['us_per_step'][layer]:.1f}"
    return f"{shown} ({row['ratio'][layer]:.2f}x)" if layer in row["ratio"] else shown


def _cells(report: dict[str, Any], game: str) -> list[str]:
    """One report's figures for one game (default options)."""
    play = next(r for r in report["playouts"] if r["game"] == game and not r["options"])
    ratio = f"{play['ratio']:.2f} ({play['ratio_per_game']:.2f})" if "ratio" in play else "-"
    counted = _by_game(report.get("instructions", [])).get(game)
    mcts = _by_game(report["mcts"]).get(game)
    layers = _by_game(report.get("layers", [])).get(game)
    workers = _by_game(report["workers"]).get(game)
    memory = _by_game(report["memory"]).get(game)
    load = report["import"]["games"].get(game)
    if mcts and "cut" in mcts:
        search = f"{mcts['full']['ms_per_decision']:,.0f} / {mcts['cut']['ms_per_decision']:,.0f}"
    else:
        search = f"{mcts['s_per_decision'] * 1e3:,.0f} / -" if mcts else "-"
    return [
        f"{play['decisions_per_s']:,.0f}",
        ratio,
        f"{counted['ours']:,.0f} / {counted['reference']:,.0f}" if counted else "-",
        *(_layer(layers, layer) for layer in LAYERS),
        search,
        f"{workers['speedup']:.2f} / {workers['idle_speedup']:.2f}"
        if workers and "idle_speedup" in workers
        else (f"{workers['speedup']:.2f} / -" if workers else "-"),
        f"{memory['further_ratio']:.1%} / {memory['further_ratio_dynamic']:.0%}" if memory else "-",
        f"{load:.0f}" if load is not None else "-",
    ]


LAYERS = ("engine", "observed", "simulate", "explicit", "openspiel", "pettingzoo", "gymnasium")
"""What `bench.py` times random games through (`probes.LAYERS`), in this order."""
HEADER = [
    "decisions/s",
    "ratio to reference (per game)",
    "instructions/decision: ours / reference",
    "engine µs/decision",
    "engine + tensor µs/decision",
    "simulate µs/decision",
    "explicit chance µs/step",
    "OpenSpiel µs/step",
    "PettingZoo µs/step",
    "Gymnasium µs/decision",
    "IS-MCTS ms/200 it: full / cut",
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
        f"{name} {report['import']['import_ms']:.0f} ms".strip() for name, report in reports
    )
    lines.append("")
    lines.append(f"`import dinorules` (CPU): {imports}.")
    cut = next(
        (row["cut_depth"] for _, r in reports for row in r["mcts"] if "cut_depth" in row), None
    )
    if cut is not None:
        lines.append(f"IS-MCTS cut rollouts stop after {cut} decisions.")
    loads = ", ".join(
        f"{name} {r['load_average_before'][0]:.1f} before, "
        f"{r['load_average_after'][0]:.1f} after".strip()
        for name, r in reports
    )
    lines.append(f"Load average (1 min): {loads}.")
    return "\n".join(lines)


def main() -> None:
    paths = [Path(p) for p in sys.argv[1:]]
    names = ["before", "after"] if len(paths) == 2 else [p.stem for p in paths]
    print(table([(n, json.loads(p.read_text())) for n, p in zip(names, paths, strict=True)]))


if __name__ == "__main__":
    main()
