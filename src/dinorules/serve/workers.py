"""Agents think in worker processes, so a search never holds up the server's pages.

`Thinkers` keeps a few worker processes (started with ``spawn``: a fresh
interpreter, nothing inherited but the job). A job is a `Job`: the game's name, the
state, the agent's spec and the seed and step that fix its random streams
(`dinorules.sim.play.move_at`); the answer is the action. Waiting for one is
cancellable: cancelling the wait ends that worker at once (a search nobody wants any
more is not finished), and `Thinkers.close` ends them all. Workers ignore Ctrl-C,
which the terminal sends to the whole process group: the server decides when they
stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import signal
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Final

import attrs

__all__ = ["Job", "Thinkers", "WorkerError"]

_STOP_GUARD: Final = 10.0
"""Seconds a worker is given to end after being told to, before it is killed."""


class WorkerError(Exception):
    """An agent's worker failed: it raised, or its process ended without an answer."""


@attrs.frozen
class Job:
    """One decision for an agent: everything the worker needs, all picklable."""

    game: str
    agent: str
    state: Any
    seed: int
    step: int


def _decide(job: Job) -> Any:
    """The agent's move (runs in the worker)."""
    from dinorules import GAMES  # noqa: PLC0415 - imported in the worker, not the server
    from dinorules.agents import make_agent  # noqa: PLC0415
    from dinorules.sim.play import move_at  # noqa: PLC0415

    game = GAMES[job.game]
    agent = make_agent(job.agent).for_game(game)
    return move_at(game, job.state, seed=job.seed, step=job.step, agent=agent)


def _work(connection: Connection) -> None:
    """A worker's life: answer jobs until the server closes the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, Any] = ("ok", _decide(job))
        except Exception as error:  # noqa: BLE001 - reported to the server, not raised here
            answer = ("error", f"{type(error).__name__}: {error}")
        try:
            connection.send(answer)
        except (BrokenPipeError, OSError):
            return


class _Worker:
    """One worker process and the server's end of its pipe."""

    def __init__(self, context: Any) -> None:
        self.connection, child = multiprocessing.Pipe()
        self.process: BaseProcess = context.Process(
            target=_work, args=(child,), name="dinorules-agent", daemon=True
        )
        self.process.start()
        child.close()

    def ask(self, job: Job) -> Any:
        """Send ``job`` and wait for its answer (in a thread of the server)."""
        try:
            self.connection.send(job)
            status, value = self.connection.recv()
        except (EOFError, OSError) as error:
            raise WorkerError("the agent's worker process ended without an answer") from error
        if status != "ok":
            raise WorkerError(str(value))
        return value

    def stop(self) -> None:
        """End the process now and wait for it (killed if it does not end)."""
        self.process.terminate()
        self.process.join(_STOP_GUARD)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.connection.close()


class Thinkers:
    """A pool of at most ``size`` agent workers; jobs beyond that wait their turn."""

    def __init__(self, size: int = 2) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._size = size
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        self._slots: asyncio.Semaphore | None = None
        self._closed = False

    def warm(self) -> None:
        """Start one worker ahead of the first job (a new interpreter takes a moment)."""
        if not self._idle and not self._busy and not self._closed:
            self._idle.append(_Worker(self._context))

    @property
    def processes(self) -> list[int]:
        """The process ids of the living workers."""
        return [w.process.pid for w in (*self._idle, *self._busy) if w.process.pid is not None]

    async def decide(self, job: Job) -> Any:
        """The action the agent of ``job`` chooses; `WorkerError` if its worker fails."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self._size)
        async with self._slots:
            if self._closed:
                raise WorkerError("the server is stopping")
            worker = self._idle.pop() if self._idle else _Worker(self._context)
            self._busy.add(worker)
            try:
                answer = await asyncio.to_thread(worker.ask, job)
            except BaseException:  # cancelled, or the worker failed: it is not reused
                self._busy.discard(worker)
                worker.stop()
                raise
            self._busy.discard(worker)
            if self._closed:
                worker.stop()
            else:
                self._idle.append(worker)
            return answer

    def close(self) -> None:
        """End every worker, busy or idle, and wait until each has ended."""
        self._closed = True
        for worker in (*self._idle, *self._busy):
            with contextlib.suppress(OSError):
                worker.stop()
        self._idle.clear()
        self._busy.clear()
