"""``make bench``: random play against the mutable references, the layers, IS-MCTS and more.

Every figure comes from a fresh child process (``benchmarks/probes.py``) timed
with ``time.process_time``; ours and the reference are interleaved in the same
run, three rounds by default, and the median is kept, so compare ratios, not
absolute figures (the machine is shared); so are the engine, ``simulate`` and the
adapters (the layers). The references are the plain mutable games of
``../shared/perf-baselines`` (or ``$DINORULES_BASELINES``); without them the ratio
is skipped. The run ends with one table of every game's figures (`table.table`).

    python benchmarks/bench.py [--quick] [--rounds R] [--instructions] [--json FILE] [GAME ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from table import LAYERS, table

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
PROBES = HERE / "probes.py"
GAMES = ("brunch", "jurassattack", "spino_chase", "island_survival", "miniature")
OPTION_SETS: dict[str, tuple[dict[str, Any], ...]] = {
    "brunch": ({}, {"variant": "snack"}, {"variant": "team", "players": 4}),
    "jurassattack": ({},),
    "spino_chase": ({}, {"players": 4}),
    "island_survival": ({}, {"players": 4}),
    "miniature": ({},),
}
"""The main option sets timed for each game (the first is the one the reference plays)."""
WORKER_SCALE = {"jurassattack": 4.0, "island_survival": 0.5, "miniature": 0.1}
"""Games played in the ``simulate`` figures, per game asked (1 if not listed): about 5 s on
one worker here in a full run, so that starting two workers (about 0.1 s) weighs little."""


def baselines_folder() -> Path | None:
    """The references' folder, if present."""
    given = os.environ.get("DINORULES_BASELINES")
    folder = Path(given) if given else ROOT.parent / "shared" / "perf-baselines"
    return folder if (folder / "bench.py").is_file() else None


SOURCE: list[str] = []
"""``--src``: another checkout's ``src`` folder to time instead of this one (before/after)."""


def probe(kind: str, env: dict[str, str] | None = None, **args: Any) -> dict[str, Any]:
    """Run one probe in a fresh interpreter (``env`` added to its environment)."""
    if SOURCE and kind != "reference":
        args["src"] = SOURCE[0]
    out = subprocess.run(
        [sys.executable, str(PROBES), kind, json.dumps(args)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env} if env else None,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def median_of(rounds: list[dict[str, Any]], key: Callable[[dict[str, Any]], float]) -> float:
    """The median of ``key`` over the rounds."""
    return statistics.median(key(r) for r in rounds)


def rate(result: dict[str, Any]) -> float:
    """Decisions per CPU second."""
    return float(result["decisions"] / result["seconds"])


def bench_playouts(names: list[str], games: int, rounds: int, seed: int) -> list[dict[str, Any]]:
    """Random play, ours (checked ``apply``) and the reference interleaved, per option set."""
    folder = baselines_folder()
    rows = []
    for name in names:
        for index, options in enumerate(OPTION_SETS[name]):
            with_ref = folder is not None and index == 0 and (folder / f"{name}.py").is_file()
            ours: list[dict[str, Any]] = []
            refs: list[dict[str, Any]] = []
            ratios: list[float] = []
            count = games if name != "miniature" else max(1, games // 20)
            for _ in range(rounds):
                ours.append(probe("playout", game=name, options=options, seed=seed, games=count))
                if with_ref:
                    refs.append(
                        probe("reference", game=name, folder=str(folder), seed=seed, games=count)
                    )
                    ratios.append(rate(ours[-1]) / rate(refs[-1]))
            row: dict[str, Any] = {
                "game": name,
                "options": options,
                "games": count,
                "decisions_per_game": ours[0]["decisions"] / count,
                "decisions_per_s": median_of(ours, rate),
                "games_per_s": median_of(ours, lambda r: r["games"] / r["seconds"]),
                "us_per_decision": 1e6 / median_of(ours, rate),
            }
            if refs:
                row["reference"] = {
                    "decisions_per_game": refs[0]["decisions"] / count,
                    "decisions_per_s": median_of(refs, rate),
                    "games_per_s": median_of(refs, lambda r: r["games"] / r["seconds"]),
                }
                row["ratio"] = statistics.median(ratios)
                row["ratio_per_game"] = statistics.median(
                    (o["games"] / o["seconds"]) / (r["games"] / r["seconds"])
                    for o, r in zip(ours, refs, strict=True)
                )
            rows.append(row)
            print_playout(row)
    return rows


def print_playout(row: dict[str, Any]) -> None:
    """One line of the playout table."""
    shown = ",".join(f"{k}={v}" for k, v in row["options"].items()) or "defaults"
    line = (
        f"{row['game']:>15} {shown:<22} {row['decisions_per_s']:>9,.0f} dec/s "
        f"{row['us_per_decision']:>7.1f} us/dec {row['games_per_s']:>8.1f} games/s"
    )
    if "ratio" in row:
        line += (
            f" | ref {row['reference']['decisions_per_s']:>9,.0f} dec/s"
            f" ratio {row['ratio']:.2f} (per game {row['ratio_per_game']:.2f})"
        )
    print(line, flush=True)


def bench_calls(names: list[str], games: int, seed: int) -> list[dict[str, Any]]:
    """µs per ``legal_actions`` and per ``apply`` over the states of a few random games."""
    rows = []
    for name in names:
        count = games if name != "miniature" else 1
        row = {"game": name, **probe("calls", game=name, seed=seed, games=count)}
        rows.append(row)
        print(
            f"{name:>15} legal_actions {row['legal_actions_us']:7.1f} us "
            f"(cached {row['legal_actions_cached_us']:.2f}) | apply checked "
            f"{row['apply_checked_us']:7.1f} us, unchecked {row['apply_unchecked_us']:7.1f} us",
            flush=True,
        )
    return rows


NATIVE = {
    "simulate": "engine",
    "openspiel": "explicit",
    "pettingzoo": "observed",
    "gymnasium": "observed",
}
"""Each layer's native counterpart: the engine with the same chance mode (OpenSpiel shows
chance, the others resolve it from the seed), doing the same work: an RL step hands
over the deciding seat's tensor and legal mask, so PettingZoo and Gymnasium are
compared with the engine making those too (``observed``)."""
FRAMEWORKS = {"openspiel": "pyspiel", "pettingzoo": "pettingzoo", "gymnasium": "gymnasium"}


def bench_layers(names: list[str], games: int, rounds: int, seed: int) -> list[dict[str, Any]]:
    """µs per step through the engine, ``simulate`` and each adapter, interleaved per round.

    A layer's ratio is the median over the rounds of its µs per step over its native
    counterpart's in the same round (`NATIVE`). The adapters play a quarter of the
    games (a PettingZoo step costs ten engine steps). An adapter whose framework is
    not installed is left out.
    """
    layers = [
        layer
        for layer in LAYERS
        if layer not in FRAMEWORKS or importlib.util.find_spec(FRAMEWORKS[layer]) is not None
    ]
    rows = []
    for name in names:
        count = games if name != "miniature" else max(1, games // 20)
        runs: dict[str, list[float]] = {layer: [] for layer in layers}
        for _ in range(rounds):
            for layer in layers:
                played = max(1, count // 4) if layer in FRAMEWORKS else count
                result = probe("layer", game=name, layer=layer, seed=seed, games=played)
                runs[layer].append(result["seconds"] / result["steps"] * 1e6)
        row: dict[str, Any] = {
            "game": name,
            "games": count,
            "us_per_step": {layer: statistics.median(times) for layer, times in runs.items()},
            "ratio": {
                layer: statistics.median(
                    ours / native
                    for ours, native in zip(runs[layer], runs[NATIVE[layer]], strict=True)
                )
                for layer in layers
                if layer in NATIVE
            },
        }
        rows.append(row)
        us, ratio = row["us_per_step"], row["ratio"]
        shown = " | ".join(
            f"{layer} {us[layer]:.1f}" + (f" ({ratio[layer]:.2f}x)" if layer in ratio else "")
            for layer in layers
        )
        print(f"{name:>15} us/step: {shown}", flush=True)
    return rows


CUT = 20
"""The rollout depth of the cut IS-MCTS figures (`MCTSAgent.rollout_depth`)."""


def bench_mcts(
    names: list[str], decisions: int, iterations: int, seed: int
) -> list[dict[str, Any]]:
    """IS-MCTS CPU time per decision, full rollouts and rollouts cut after `CUT` decisions.

    A game whose search fails is reported and skipped.
    """
    rows = []
    for name in names:
        row: dict[str, Any] = {"game": name, "iterations": iterations, "cut_depth": CUT}
        for label, cut in (("full", None), ("cut", CUT)):
            try:
                result = probe(
                    "mcts", game=name, seed=seed, decisions=decisions, iterations=iterations,
                    cut=cut,
                )  # fmt: skip
            except subprocess.CalledProcessError as error:
                last = (error.stderr or "").strip().splitlines()[-1:] or ["no message"]
                print(f"{name:>15} IS-MCTS ({label}) failed: {last[0]}", flush=True)
                break
            row[label] = {
                **result,
                "iterations_per_s": result["iterations"] / result["seconds"],
                "ms_per_decision": result["seconds"] / result["decisions"] * 1e3,
            }
        else:
            row["iterations_per_s"] = row["full"]["iterations_per_s"]
            row["s_per_decision"] = row["full"]["ms_per_decision"] / 1e3
            rows.append(row)
            full, cut_short = row["full"], row["cut"]
            print(
                f"{name:>15} IS-MCTS {iterations} iterations: full rollouts "
                f"{full['ms_per_decision']:,.0f} ms a decision "
                f"({full['iterations_per_s']:,.0f} it/s), cut at {CUT} "
                f"{cut_short['ms_per_decision']:,.0f} ms "
                f"({cut_short['iterations_per_s']:,.0f} it/s)",
                flush=True,
            )
    return rows


def bench_workers(names: list[str], games: int, seed: int) -> list[dict[str, Any]]:
    """``simulate`` on 1 and 2 workers (wall time, so it feels other load)."""
    rows = []
    for name in names:
        count = max(2, round(games * WORKER_SCALE.get(name, 1.0)))
        one = probe("simulate", game=name, games=count, seed=seed, workers=1)
        two = probe("simulate", game=name, games=count, seed=seed, workers=2)
        row = {
            "game": name,
            "games": count,
            "one_worker_s": one["seconds"],
            "two_workers_s": two["seconds"],
            "speedup": one["seconds"] / two["seconds"],
            "one_worker_cpu_s": one["cpu_seconds"],
            "two_workers_cpu_s": two["cpu_seconds"],
            "idle_speedup": 2 * one["cpu_seconds"] / two["cpu_seconds"],
        }
        rows.append(row)
        print(
            f"{name:>15} simulate {count} games: 1 worker {one['seconds']:.2f} s, "
            f"2 workers {two['seconds']:.2f} s, speed-up {row['speedup']:.2f} "
            f"(CPU {one['cpu_seconds']:.2f} s and {two['cpu_seconds']:.2f} s: "
            f"{row['idle_speedup']:.2f} on idle cores)",
            flush=True,
        )
    return rows


def bench_memory(names: list[str], seed: int) -> list[dict[str, Any]]:
    """Bytes of each further state in a kept history, against a whole state."""
    rows = []
    for name in names:
        row = {"game": name, **probe("memory", game=name, seed=seed)}
        rows.append(row)
        print(
            f"{name:>15} history of {row['states']} states: whole state "
            f"{row['whole_state_bytes']:,.0f} B, each further state "
            f"{row['further_state_bytes']:,.0f} B ({row['further_ratio']:.1%}); without "
            f"static data {row['whole_state_bytes_dynamic']:,.0f} B and "
            f"{row['further_state_bytes_dynamic']:,.0f} B ({row['further_ratio_dynamic']:.1%})",
            flush=True,
        )
    return rows


def bench_import(names: list[str], rounds: int, folder: Path) -> dict[str, Any]:
    """CPU ms of ``import dinorules`` and of loading each game, median of the rounds.

    Measured with the bytecode cached, as after an install (``pip`` compiles it): the
    probes keep it under ``folder`` (``PYTHONPYCACHEPREFIX``, written even where
    ``PYTHONDONTWRITEBYTECODE`` is set), warmed by an untimed import of every game.
    """
    warm = {"PYTHONPYCACHEPREFIX": str(folder / "pycache"), "PYTHONDONTWRITEBYTECODE": ""}
    for name in names:  # compile every module once, untimed
        probe("import", env=warm, game=name)
    runs = [probe("import", env=warm) for _ in range(rounds)]
    report: dict[str, Any] = {"import_ms": median_of(runs, lambda r: r["import_ms"]), "games": {}}
    for name in names:
        runs = [probe("import", env=warm, game=name) for _ in range(rounds)]
        report["games"][name] = median_of(runs, lambda r: r["game_ms"])
    loads = ", ".join(f"{k} +{v:.0f}" for k, v in report["games"].items())
    print(f"import dinorules {report['import_ms']:.0f} ms; GAMES[x] (ms): {loads}", flush=True)
    return report


def bench_kernel(rounds: int) -> dict[str, Any]:
    """µs per ``Rng.below`` and per ``Value.replace`` against ``attrs.evolve``."""
    runs = [probe("kernel") for _ in range(rounds)]
    report = {
        key: median_of(runs, lambda r, k=key: r[k]) for key in runs[0] if key != "compiled_rng"
    }
    report["compiled_rng"] = runs[0]["compiled_rng"]
    rng = "compiled" if report["compiled_rng"] else "pure Python"
    print(
        f"Rng.below(6) {report['rng_below_us']:.2f} us ({rng}); ten-field state, two fields "
        "changed: "
        f"Value.replace {report['replace_us']:.2f} us, attrs.evolve {report['evolve_us']:.2f} us",
        flush=True,
    )
    return report


REFERENCE_GAMES = ("brunch", "jurassattack", "spino_chase")
"""The games with a mutable reference (``../shared/perf-baselines``)."""


def bench_instructions(names: list[str]) -> list[dict[str, Any]]:
    """Instructions per decision of random play, ours and the reference (cachegrind).

    `instructions.py` with its default games; needs valgrind, and takes minutes.
    """
    rows = []
    for name in names:
        if name not in REFERENCE_GAMES or baselines_folder() is None:
            continue
        row: dict[str, Any] = {"game": name}
        for label, extra in (("ours", []), ("reference", ["--reference"])):
            command = [sys.executable, str(HERE / "instructions.py"), name, *extra]
            if SOURCE and label == "ours":
                command += ["--src", SOURCE[0]]
            printed = subprocess.run(command, capture_output=True, text=True, check=True).stdout
            row[label] = float(printed.split(": ")[1].split()[0].replace(",", ""))
        row["ratio"] = row["reference"] / row["ours"]
        rows.append(row)
        print(
            f"{name:>15} instructions per decision: ours {row['ours']:,.0f}, reference "
            f"{row['reference']:,.0f} (reference / ours {row['ratio']:.2f})",
            flush=True,
        )
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="GAME")
    parser.add_argument("--quick", action="store_true", help="fewer games, one round")
    parser.add_argument("--rounds", type=int, help="interleaved rounds (default 3, quick 1)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, default=ROOT / "bench-output" / "bench.json")
    parser.add_argument("--src", type=Path, help="time another checkout's src folder instead")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions too (valgrind, minutes)"
    )
    args = parser.parse_args(argv)
    if args.src:
        SOURCE[:] = [str(args.src.resolve())]
    names = args.games_to_run or list(GAMES)
    unknown = sorted(set(names) - set(GAMES))
    if unknown:
        parser.error(f"unknown games {unknown}; games: {', '.join(GAMES)}")
    rounds = args.rounds or (1 if args.quick else 3)
    games = 40 if args.quick else 200
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "rounds": rounds,
        "source": SOURCE[0] if SOURCE else str(ROOT / "src"),
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg(),
    }
    print(f"random play, checked apply, median of {rounds} interleaved rounds")
    report["playouts"] = bench_playouts(names, games, rounds, args.seed)
    print("calls (CPU µs per call over every decision state of random games)")
    report["calls"] = bench_calls(names, 5 if args.quick else 20, args.seed)
    print(
        "layers: CPU us per step of random games (a decision; in explicit and openspiel also "
        "a chance outcome), ratio to the native engine in the same chance mode"
    )
    report["layers"] = bench_layers(names, 40 if args.quick else 200, rounds, args.seed)
    if args.instructions:
        print("instructions per decision (cachegrind)")
        report["instructions"] = bench_instructions(names)
    print("IS-MCTS (CPU time)")
    report["mcts"] = bench_mcts(names, 2 if args.quick else 3, 200, args.seed)
    print("simulate, random agents (wall time)")
    report["workers"] = bench_workers(names, 100 if args.quick else 400, args.seed)
    print("memory")
    report["memory"] = bench_memory(names, args.seed)
    print("import")
    report["import"] = bench_import(names, rounds, args.json.parent)
    print("kernel")
    report["kernel"] = bench_kernel(rounds)
    report["load_average_after"] = os.getloadavg()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2))
    print()
    print(table([("", report)]))
    print(f"report written to {args.json}")


if __name__ == "__main__":
    main()
