"""`simulate`: many games between agents, on worker processes or any executor.

Games are cut into chunks of consecutive indices; a worker plays a chunk and
returns its `Tally` (and records, if asked), which the caller merges as chunks
finish. At most a few chunks are in flight at once, so memory stays flat however
many games are played. Game ``i`` is fixed by the master seed and ``i`` alone
(`game_seed`, `seating`), so the report is the same for any number of workers.

Ctrl-C (SIGINT, to this process or its whole process group) stops the run: in
this process and in the worker processes, each game in progress is dropped at
its next decision, or at the next iteration of a search in progress, and every
finished game is reported, chunks in flight included; the workers then exit. A
worker asks its stop event every few hundredths of a second of elapsed time,
whatever the agents do between, so the run ends well within a second or two. A
second Ctrl-C stops at once and terminates the workers, and a worker whose
parent process has gone (killed, crashed) exits by itself. With an executor of
your own (threads, Dask), Ctrl-C returns the finished chunks at once and cancels
the others.
"""

from __future__ import annotations

import importlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager, suppress
from itertools import islice
from multiprocessing.context import BaseContext
from multiprocessing.synchronize import Event as ProcessEvent
from types import FrameType

import attrs

from dinorules.agents import Agent, make_agent
from dinorules.kernel import AnyGame, Game, InvalidOptionError

from .play import GameRecord, Seat, Stopped, bind_agents, game_result, play_game, resolve_game
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
    stopped: bool = False
    """Whether ``stop`` cut the chunk short (the tally holds the games finished before)."""


def run_chunk(chunk: GameChunk, stop: Callable[[], bool] | None = None) -> ChunkResult:
    """Play one chunk of games (in a worker process, a thread, or here).

    ``stop`` is asked before each decision and by a search between its iterations:
    when it answers true the game in progress is dropped and the games finished so
    far are returned.
    """
    game = _load_game(chunk.game)
    bound = bind_agents(game, chunk.agents)
    builder = TallyBuilder()
    records: list[tuple[int, GameRecord]] = []
    tables: dict[tuple[int, ...], tuple[list[Seat], tuple[str, ...]]] = {}
    for index in range(chunk.start, chunk.stop):
        order = seating(len(bound), chunk.players, index)
        if order not in tables:  # the seats of each seating, made once a chunk
            seats = [Seat(game, bound[agent], seat, stop=stop) for seat, agent in enumerate(order)]
            tables[order] = (seats, tuple(chunk.labels[agent] for agent in order))
        seats, labels = tables[order]
        seed = game_seed(chunk.seed, index)
        try:
            if chunk.keep_records:
                record = play_game(
                    game,
                    [bound[agent] for agent in order],
                    seed=seed,
                    options=chunk.options,
                    labels=labels,
                    stop=stop,
                )
                records.append((index, record))
                result = record.result()
            else:
                result = game_result(
                    game, seats, seed=seed, options=chunk.options, labels=labels, stop=stop
                )
        except Stopped:
            return ChunkResult(builder.freeze(), tuple(records), stopped=True)
        builder.add(result)
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
    started = time.perf_counter()
    with (
        ProgressBar(resolved.name, games, enabled=progress) as bar,
        _ctrl_c(
            graceful=executor is None, notice=_notice(resolved.name) if progress else b""
        ) as ctrl_c,
    ):

        def collect(result: ChunkResult) -> None:
            nonlocal total
            total = total.merge(result.tally)
            records.extend(result.records)
            bar.advance(result.tally.games)

        try:
            if executor is None and workers == 1:
                for chunk in chunks:
                    collect(run_chunk(chunk, ctrl_c.is_set))
                    if ctrl_c.is_set():
                        break
            elif executor is not None:
                _drive(
                    lambda chunk: executor.submit(run_chunk, chunk),
                    chunks,
                    2 * (workers or 4),
                    collect,
                    ctrl_c,
                )
            else:
                _drive_processes(workers or 1, chunks, collect, ctrl_c)
        except KeyboardInterrupt:
            ctrl_c.set()
    return Report(
        game=resolved.name,
        agents=template.labels,
        players=players,
        seed=seed,
        games_requested=games,
        tally=total,
        options=given,
        interrupted=ctrl_c.is_set(),
        records=tuple(record for _, record in sorted(records, key=lambda pair: pair[0])),
        elapsed=time.perf_counter() - started,
        workers=workers,
    )


class _CtrlC:
    """Whether Ctrl-C was pressed; pressing it also sets the events linked to it."""

    def __init__(self) -> None:
        self._pressed = threading.Event()
        self._linked: list[ProcessEvent] = []
        self.is_set = self._pressed.is_set
        """Whether Ctrl-C was pressed (the event's own method: asked at every decision)."""

    def set(self) -> None:
        self._pressed.set()
        for event in self._linked:
            event.set()

    def link(self, event: ProcessEvent) -> None:
        """Set ``event`` too when Ctrl-C is pressed (now, if it already was)."""
        self._linked.append(event)
        if self.is_set():
            event.set()


def _notice(name: str) -> bytes:
    """The line written on stderr at the first Ctrl-C of a run with a progress bar."""
    return f"\n{name}: stopping; the finished games follow (Ctrl-C again to quit)\n".encode()


@contextmanager
def _ctrl_c(*, graceful: bool, notice: bytes = b"") -> Iterator[_CtrlC]:
    """Catch SIGINT while the games run; the previous handler is restored after.

    Graceful (the main thread, SIGINT not ignored): the first SIGINT only sets the
    flag, so the games stop at their next decision, and writes ``notice`` on
    stderr; a second raises `KeyboardInterrupt`. Otherwise SIGINT keeps its handler
    (`KeyboardInterrupt`).
    """
    pressed = _CtrlC()
    in_main = threading.current_thread() is threading.main_thread()
    previous = signal.getsignal(signal.SIGINT) if in_main else None
    if not graceful or not in_main or previous in (signal.SIG_IGN, None):
        yield pressed
        return

    def handle(signum: int, frame: FrameType | None) -> None:
        if pressed.is_set():
            raise KeyboardInterrupt
        pressed.set()
        if notice:
            with suppress(OSError):  # unbuffered: the handler may interrupt a print
                os.write(sys.stderr.fileno(), notice)

    signal.signal(signal.SIGINT, handle)
    try:
        yield pressed
    finally:
        signal.signal(signal.SIGINT, previous)


def _drive(
    submit: Callable[[GameChunk], Future[ChunkResult]],
    chunks: Iterator[GameChunk],
    in_flight: int,
    collect: Callable[[ChunkResult], None],
    ctrl_c: _CtrlC,
) -> None:
    """Keep at most ``in_flight`` chunks submitted; collect each as it finishes.

    After Ctrl-C nothing more is submitted, chunks not started are cancelled, and
    the running ones are collected (they stop at their next decision).
    """
    pending: set[Future[ChunkResult]] = {submit(chunk) for chunk in islice(chunks, in_flight)}
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                if not future.cancelled():
                    collect(future.result())
            if ctrl_c.is_set():
                for future in pending:
                    future.cancel()
            else:
                pending.update(submit(chunk) for chunk in islice(chunks, len(done)))
    finally:
        for future in pending:
            future.cancel()


def _drive_processes(
    workers: int,
    chunks: Iterator[GameChunk],
    collect: Callable[[ChunkResult], None],
    ctrl_c: _CtrlC,
) -> None:
    """Play the chunks on worker processes that stop when ``ctrl_c`` is set.

    The workers ignore SIGINT (a terminal sends it to the whole process group):
    Ctrl-C reaches them through an event, so they return their finished games.
    They are joined before this returns, or terminated after a second Ctrl-C.
    """
    context = _worker_context()
    stop = context.Event()
    ctrl_c.link(stop)
    pool = ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=_start_worker, initargs=(stop,)
    )

    def submit(chunk: GameChunk) -> Future[ChunkResult]:
        # Workers are spawned here: SIGINT is blocked meanwhile (the children
        # inherit the mask until they ignore it), and delivered to us just after.
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            return pool.submit(_run_in_worker, chunk)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)

    try:
        _drive(submit, chunks, 2 * workers, collect, ctrl_c)
    except KeyboardInterrupt:
        for process in list(pool._processes.values()):  # no public way to reach them
            process.terminate()
        raise
    except BaseException:
        stop.set()  # a failed chunk: the others stop at their next decision
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _worker_context() -> BaseContext:
    """``fork`` on Linux when this process runs no other thread, else ``spawn``.

    A forked worker starts with the game already imported and compiled, where a
    spawned one spends a few hundred milliseconds importing it: on short runs that
    start-up decided whether two workers beat one (docs/performance.md). Forking a
    process that runs other threads is unsafe, and macOS frameworks dislike it.
    """
    if sys.platform == "linux" and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


_WORKER_STOP: list[ProcessEvent] = []
"""In a worker process of `_drive_processes`: its run's stop event, set by `_start_worker`."""


def _start_worker(stop: ProcessEvent) -> None:
    """Initialise a worker process: ignore SIGINT, keep ``stop``, watch the parent.

    The parent handles SIGINT and sets ``stop``; the worker exits as soon as its
    parent has gone.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    _WORKER_STOP[:] = [stop]
    parent = multiprocessing.parent_process()
    if parent is not None and parent.sentinel is not None:
        watch = threading.Thread(
            target=_exit_after, args=(parent.sentinel,), name="parent-watch", daemon=True
        )
        watch.start()


def _exit_after(sentinel: int) -> None:
    """Exit once the parent process has ended, however it ended.

    ``sentinel`` is the end of a pipe whose other end the parent holds open: it is
    ready once the parent has gone.
    """
    multiprocessing.connection.wait([sentinel])
    os._exit(1)


def _run_in_worker(chunk: GameChunk) -> ChunkResult:
    """`run_chunk` in a worker process, stopping when its run's stop event is set."""
    return run_chunk(chunk, _Sparing(_WORKER_STOP[0].is_set))


class _Sparing:
    """Asks ``stop`` at most once every ``interval`` seconds of elapsed time.

    A process `Event` takes locks each time: asked before each decision,
    ``multiprocessing.Event.is_set`` cost a fifth of a worker's time in a random game
    (docs/performance.md). Reading a monotonic clock costs about as little as
    counting calls, and bounds the wait whatever a call costs: a search that asks
    between iterations stops within ``interval`` (plus one iteration) of the event.
    The first call asks at once, so a chunk started after the event plays nothing.
    """

    __slots__ = ("_interval", "_next", "_stop")

    def __init__(self, stop: Callable[[], bool], interval: float = 0.02) -> None:
        self._stop = stop
        self._interval = interval
        self._next = 0.0

    def __call__(self) -> bool:
        now = _monotonic()
        if now < self._next:
            return False
        self._next = now + self._interval
        return self._stop()


_monotonic = time.monotonic


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
