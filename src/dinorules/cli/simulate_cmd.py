"""``dinorules simulate``: many games between agents, a summary table, JSON/CSV/plots."""

from __future__ import annotations

import argparse
import json
import socket
import sys
from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dinorules.agents import make_agent
from dinorules.kernel import AnyGame, RulesError

from .common import UsageError, check_options, load_game, parse_options, printable

__all__ = ["add_simulate_arguments", "run_simulate"]

INTERRUPTED = 130


def add_simulate_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``simulate``."""
    parser.add_argument("game", help="a game name, or 'all' for every game")
    parser.add_argument("--games", type=int, default=100, help="games per game (default 100)")
    parser.add_argument(
        "--agents",
        default="greedy,random",
        help="comma-separated agents: random, greedy[:samples], mcts[:iterations], "
        "mcts-greedy[:iterations] (default greedy,random); seats rotate",
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: CPUs)")
    parser.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option")
    parser.add_argument("--json", metavar="FILE", help="write the report as JSON")
    parser.add_argument("--csv", metavar="FILE", help="write the report as CSV")
    parser.add_argument("--plot", metavar="DIR", help="write PNG plots into DIR")
    parser.add_argument("--dask", metavar="ADDRESS", help="run on a Dask scheduler")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def _games(name: str) -> list[AnyGame]:
    from dinorules import GAMES  # noqa: PLC0415 - keeps `dinorules --help` fast

    if name != "all":
        return [load_game(name)]
    games = []
    for each in GAMES:
        try:
            games.append(load_game(each))
        except UsageError as error:
            print(printable(f"dinorules: skipping: {error}", sys.stderr), file=sys.stderr)
    if not games:
        raise UsageError("no game to simulate")
    return games


def _check_address(address: str) -> None:
    """Fail fast, with one line, when nothing listens at a Dask address."""
    hostport = address.split("://", 1)[-1]
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        raise UsageError(f"--dask {address!r}: expected HOST:PORT or tcp://HOST:PORT")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
    except OSError as error:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {error}") from None


@contextmanager
def _dask_executor(address: str | None) -> Iterator[tuple[Executor | None, int | None]]:
    if address is None:
        yield None, None
        return
    _check_address(address)
    try:
        import distributed  # noqa: PLC0415 - optional dependency
    except ImportError:
        raise UsageError("--dask needs the 'dask' extra: pip install 'dinorules[dask]'") from None
    try:
        client_class: Any = distributed.Client
        client = client_class(address, timeout=10)
    except (OSError, TimeoutError) as error:
        raise UsageError(f"cannot connect to the Dask scheduler at {address}: {error}") from None
    try:
        threads = sum(client.nthreads().values()) or 1
        yield client.get_executor(), threads
    finally:
        client.close()


def run_simulate(args: argparse.Namespace) -> int:
    """Simulate, print the summaries, write the outputs; 130 if interrupted."""
    from dinorules.sim import plot_report, simulate  # noqa: PLC0415

    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.workers is not None and args.workers < 1:
        raise UsageError(f"--workers must be at least 1, got {args.workers}")
    try:
        agents = [make_agent(spec) for spec in args.agents.split(",")]
    except ValueError as error:
        raise UsageError(str(error)) from None
    options = parse_options(args.option)
    games = _games(args.game)
    for game in games:
        check_options(game, options)
    reports = []
    failed = False
    with _dask_executor(args.dask) as (executor, threads):
        for game in games:
            try:
                report = simulate(
                    game,
                    agents,
                    games=args.games,
                    seed=args.seed,
                    options=options,
                    workers=args.workers or threads,
                    executor=executor,
                    progress=not args.no_progress,
                )
            except RulesError as error:
                raise UsageError(f"{game.name}: {error}") from None
            except Exception as error:
                if len(games) == 1:
                    raise
                # One broken game (e.g. half-written) must not stop 'simulate all'.
                line = f"dinorules: skipping {game.name}: {type(error).__name__}: {error}"
                print(printable(line, sys.stderr), file=sys.stderr)
                failed = True
                continue
            reports.append(report)
            print(report.summary(), flush=True)
            if report.interrupted:
                break
    if not reports:
        return 1
    _write_outputs(args, reports, plot_report)
    if reports[-1].interrupted:
        return INTERRUPTED
    return 1 if failed else 0


def _write_outputs(args: argparse.Namespace, reports: list[Any], plot: Any) -> None:
    try:
        if args.json:
            data: Any = [r.to_dict() for r in reports]
            data = data[0] if len(data) == 1 else data
            Path(args.json).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        if args.csv:
            rows = [reports[0].to_csv()] + [r.to_csv().split("\n", 1)[1] for r in reports[1:]]
            Path(args.csv).write_text("".join(rows), encoding="utf-8")
        if args.plot:
            for report in reports:
                for path in plot(report, args.plot):
                    print(f"wrote {path}")
    except OSError as error:
        raise UsageError(f"cannot write output: {error}") from None
    except RuntimeError as error:
        raise UsageError(str(error)) from None
