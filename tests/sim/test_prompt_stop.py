"""Ctrl-C during a search: the search stops at its next iteration, in-process and on workers.

The process tests send SIGINT to a process group, as a terminal's Ctrl-C does, and
wait for events only: a worker's search under way (a line on stderr), then the report
or the process's end. `tests.sim.searching` holds the endless search they interrupt.
"""

from __future__ import annotations

import os
import queue
import select
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dinorules.sim import simulate
from tests.cli.test_commands import HANG_GUARD, group_members
from tests.sim.searching import Searcher
from tests.toy.game import GAME

ROOT = Path(__file__).resolve().parents[2]

needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")


def test_ctrl_c_in_process_stops_a_search_at_its_next_iteration() -> None:
    # Game 0 is played at random; in game 1 the search sends SIGINT at its first
    # iteration and would fail after a million more if it did not stop.
    agent = Searcher(plain=3, on_search=lambda: signal.raise_signal(signal.SIGINT))
    report = simulate(GAME, [agent, "random"], games=10, workers=1, progress=False)
    assert report.interrupted
    assert report.games == 1
    assert agent.estimate is not None
    assert agent.estimate.calls == 1  # the next iteration saw the stop


class Command:
    """``python -m tests.sim.searching`` in its own process group, stderr read line by line."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.sim.searching", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])},
            start_new_session=True,  # its own process group, as a terminal job has
            preexec_fn=_as_in_a_terminal,  # noqa: PLW1509 - the child runs no thread before exec
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def close(self) -> None:
        """Kill what is left of the group, then close the pipes."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.reader.join(timeout=HANG_GUARD)
        for pipe in (self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()

    def _read(self) -> None:
        stderr = self.process.stderr
        assert stderr is not None
        for line in stderr:
            self.lines.put(line)
        self.lines.put("")  # the end

    def wait_for(self, text: str, times: int = 1) -> None:
        """Block until ``text`` has started ``times`` lines of stderr."""
        while sum(line.startswith(text) for line in self.seen) < times:
            line = self.lines.get(timeout=HANG_GUARD)
            assert line, f"stderr ended before {text!r}: {''.join(self.seen)}"
            self.seen.append(line)

    def interrupt(self) -> None:
        os.killpg(self.process.pid, signal.SIGINT)

    def report(self) -> tuple[int, str]:
        """The exit status and stdout, once the command has ended."""
        stdout = self.process.stdout
        assert stdout is not None
        out = stdout.read()
        return self.process.wait(timeout=HANG_GUARD), out


def _as_in_a_terminal() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def command() -> Iterator[Any]:
    made: list[Command] = []

    def make(*args: str) -> Command:
        made.append(Command(*args))
        return made[-1]

    yield make
    for each in made:
        each.close()


def played(out: str) -> int:
    return int(out.split(": ", 1)[1].split(" games", maxsplit=1)[0])


@needs_proc
def test_ctrl_c_stops_the_searches_of_every_worker_and_reports_the_finished_games(
    command: Any,
) -> None:
    run = command()
    run.wait_for("searching", times=2)  # each worker finished a game, then searches
    run.interrupt()
    status, out = run.report()
    assert status == 130, "".join(run.seen)
    assert "(interrupted)" in out
    assert played(out) >= 2
    assert group_members(run.process.pid) == []


@needs_proc
def test_a_second_ctrl_c_ends_a_search_that_never_stops_at_once(command: Any) -> None:
    run = command("--second")
    run.wait_for("searching", times=2)
    run.interrupt()
    run.wait_for("toy: stopping")  # the first Ctrl-C was seen: the searches ignore it
    run.interrupt()
    status, out = run.report()
    assert status == 130, "".join(run.seen)
    assert "(interrupted)" in out
    assert group_members(run.process.pid) == []


@needs_proc
@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs pidfd_open")
def test_workers_end_when_their_parent_is_killed(command: Any) -> None:
    run = command("--second")
    run.wait_for("searching", times=2)
    workers = [int(member.split(":")[0]) for member in group_members(run.process.pid)]
    workers.remove(run.process.pid)
    assert len(workers) == 2
    handles = [os.pidfd_open(pid) for pid in workers]
    try:
        os.kill(run.process.pid, signal.SIGKILL)
        run.process.wait(timeout=HANG_GUARD)
        for handle in handles:  # readable once that process has ended
            ready, _, _ = select.select([handle], [], [], HANG_GUARD)
            assert ready, "a worker outlived its parent"
    finally:
        for handle in handles:
            os.close(handle)
    assert group_members(run.process.pid) == []
