"""`simulate`: many games between agents, on worker processes or any executor.

Games are cut into chunks of consecutive indices; a worker plays a chunk and
returns its `Tally` (and records, if asked), which the caller merges as chunks
finish. At most a few chunks are in flight at once, so memory stays flat however
many games are played. Game ``i`` is fixed by the master seed and ``i`` alone
(`game_seed`, `seating`), so the report is the same for any number of workers.
Ctrl-C stops the run and returns the report of the chunks already finished.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from itertools import islice

import attrs

from dinorules.agents import Agent, make_agent
from dinorules.kernel import AnyGame, Game, InvalidOptionError

from .play import GameRecord, bind_agents, play_game, resolve_game
from .progress import ProgressBar
from .report import Report
from .seeds import game_seed, seating
from .tally import Tally, TallyBuilder

__all__ = ["ChunkResult", "GameChunk", "run_chunk", "simulate"]

GameRef = str | tuple[str, str] | AnyGame
"""A game as shipped to a worker: a registry name, ``(module, attribute)``, or itself."""


@attrs.frozen
class GameChunk:
    """Games ``start .. stop-1`` of a run: everything a worker needs to play them."""

    game: GameRef
    agents: tuple[Agent, ...]
    labels: tuple[str, ...]
    options: Mapping[str, object]
    players: int
    seed: int
    start: int
    stop: int
    keep_records: bool = False


@attrs.frozen
class ChunkResult:
    """A chunk's tally and, if asked, its records with their game index."""

    tally: Tally
    records: tuple[tuple[int, GameRecord], ...] = ()


def run_chunk(chunk: GameChunk) -> ChunkResult:
    """Play one chunk of games (in a worker process, a thread, or here)."""
    game = _load_game(chunk.game)
    bound = bind_agents(game, chunk.agents)
    builder = TallyBuilder()
    records = []
    for index in range(chunk.start, chunk.stop):
        seats = seating(len(bound), chunk.players, index)
        record = play_game(
            game,
            [bound[i] for i in seats],
            seed=game_seed(chunk.seed, index),
            options=chunk.options,
            labels=[chunk.labels[i] for i in seats],
        )
        builder.add(record.result())
        if chunk.keep_records:
            records.append((index, record))
    return ChunkResult(builder.freeze(), tuple(records))


def simulate(
    game: str | AnyGame,
    agents: Sequence[Agent | str],
    *,
    games: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    workers: int | None = None,
    executor: Executor | None = None,
    progress: bool = True,
    chunk_size: int | None = None,
    keep_records: bool = False,
) -> Report:
    """Play ``games`` games between ``agents`` (agents or specs like ``"mcts:200"``).

    Seats rotate from game to game so every agent plays every seat; with fewer
    agents than seats the list is repeated to fill the table. ``workers=None``
    uses one process per CPU, ``workers=1`` plays here; ``executor`` (any
    `concurrent.futures.Executor`, e.g. a Dask client's ``get_executor()``) is
    used instead of a process pool and left running. ``keep_records`` keeps
    every `GameRecord` in the report (for small runs only).

    >>> report = simulate("jurassattack", ["greedy", "random"], games=4, workers=1,
    ...                   progress=False)
    >>> report.games, sorted(report.agent_rates())
    (4, ['greedy', 'random'])
    """
    resolved = resolve_game(game)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise InvalidOptionError(f"games must be a positive integer, got {games!r}")
    given = dict(options or {})
    players = int(resolved.resolve_options(**given)["players"])
    made = tuple(make_agent(a) if isinstance(a, str) else a for a in agents)
    try:
        seating(len(made), players, 0)
    except ValueError as error:
        raise InvalidOptionError(str(error)) from None
    if executor is None:
        workers = workers if workers is not None else os.cpu_count() or 1
        if workers < 1:
            raise InvalidOptionError(f"workers must be at least 1, got {workers}")
    size = chunk_size or _chunk_size(games, workers or 4)
    template = GameChunk(
        game=_portable(resolved),
        agents=made,
        labels=_labels(made),
        options=given,
        players=players,
        seed=seed,
        start=0,
        stop=0,
        keep_records=keep_records,
    )
    chunks = (
        attrs.evolve(template, start=start, stop=min(start + size, games))
        for start in range(0, games, size)
    )
    total = Tally()
    records: list[tuple[int, GameRecord]] = []
    interrupted = False
    started = time.perf_counter()
    with ProgressBar(resolved.name, games, enabled=progress) as bar:

        def collect(result: ChunkResult) -> None:
            nonlocal total
            total = total.merge(result.tally)
            records.extend(result.records)
            bar.advance(result.tally.games)

        try:
            if executor is None and workers == 1:
                for chunk in chunks:
                    collect(run_chunk(chunk))
            elif executor is not None:
                _drive(executor, chunks, 2 * (workers or 4), collect)
            else:
                with _process_pool(workers or 1) as pool:
                    _drive(pool, chunks, 2 * (workers or 1), collect)
        except KeyboardInterrupt:
            interrupted = True
    return Report(
        game=resolved.name,
        agents=template.labels,
        players=players,
        seed=seed,
        games_requested=games,
        tally=total,
        options=given,
        interrupted=interrupted,
        records=tuple(record for _, record in sorted(records, key=lambda pair: pair[0])),
        elapsed=time.perf_counter() - started,
        workers=workers,
    )


def _drive(
    executor: Executor,
    chunks: Iterator[GameChunk],
    in_flight: int,
    collect: Callable[[ChunkResult], None],
) -> None:
    """Keep at most ``in_flight`` chunks submitted; collect each as it finishes."""
    pending: set[Future[ChunkResult]] = {
        executor.submit(run_chunk, chunk) for chunk in islice(chunks, in_flight)
    }
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                collect(future.result())
                pending.update(executor.submit(run_chunk, c) for c in islice(chunks, 1))
    finally:
        for future in pending:
            future.cancel()


class _process_pool(ProcessPoolExecutor):  # noqa: N801 - used like a function
    """Spawned workers that ignore Ctrl-C (the parent handles it); no waiting on exit."""

    def __init__(self, workers: int) -> None:
        super().__init__(
            max_workers=workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=signal.signal,
            initargs=(signal.SIGINT, signal.SIG_IGN),
        )

    def __exit__(self, *exc: object) -> None:
        interrupted = exc[0] is KeyboardInterrupt
        self.shutdown(wait=not interrupted, cancel_futures=True)


def _chunk_size(games: int, workers: int) -> int:
    """About 16 chunks per worker, 1 to 200 games each."""
    return max(1, min(200, games // (16 * workers)))


def _labels(agents: Sequence[Agent]) -> tuple[str, ...]:
    """Agent names, made unique (``random``, ``random#2``) so each entry is reported."""
    labels: list[str] = []
    for agent in agents:
        label, n = agent.name, 1
        while label in labels:
            n += 1
            label = f"{agent.name}#{n}"
        labels.append(label)
    return tuple(labels)


def _portable(game: AnyGame) -> GameRef:
    """How to name ``game`` to a worker process without pickling its rules."""
    from dinorules import GAMES  # noqa: PLC0415 - the registry imports every game lazily

    try:
        if game.name in GAMES and GAMES[game.name] is game:
            return game.name
    except Exception:  # noqa: BLE001, S110 - a broken namesake: fall back to a reference
        pass
    module = sys.modules.get(type(game.spec.rules).__module__)
    if module is not None:
        for name, value in vars(module).items():
            if value is game:
                return (module.__name__, name)
    return game


def _load_game(ref: GameRef) -> AnyGame:
    if isinstance(ref, Game):
        return ref
    if isinstance(ref, str):
        return resolve_game(ref)
    game = getattr(importlib.import_module(ref[0]), ref[1])
    if not isinstance(game, Game):
        raise TypeError(f"{ref[0]}.{ref[1]} is not a Game")
    return game
