"""A ``dinorules serve`` process for the tests: started on a free port, stopped with Ctrl-C.

The server prints its address once it is ready; the tests wait for that line (with a
generous guard against hanging, never a sleep) and talk to the address it names.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path
from typing import IO, Any

GUARD = 120.0
"""Seconds after which a server that has not answered counts as hung."""


def _first_line(stream: IO[str], lines: queue.Queue[str]) -> None:
    lines.put(stream.readline())


class Running:
    """``dinorules serve --port 0`` in a subprocess, and its address once it is ready."""

    def __init__(self, *arguments: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "dinorules.cli", "serve", "--port", "0", *arguments],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=_first_line, args=(self.process.stdout, lines), daemon=True).start()
        try:
            line = lines.get(timeout=GUARD)
        except queue.Empty:
            self.process.kill()
            raise AssertionError("the server did not start") from None
        if "serving on" not in line:
            self.process.kill()
            _, errors = self.process.communicate(timeout=GUARD)
            raise AssertionError(f"the server did not start: {line!r} {errors}")
        self.url = line.split("serving on ", 1)[1].split()[0].rstrip("/")
        self.errors = ""

    def stderr(self) -> str:
        """What the server wrote on stderr (once it has stopped)."""
        return self.errors

    def children(self) -> list[int]:
        """The process ids of the server's children (its agents' workers)."""
        found: list[int] = []
        for task in Path(f"/proc/{self.process.pid}/task").glob("*"):
            text = (task / "children").read_text() if (task / "children").exists() else ""
            found += [int(pid) for pid in text.split()]
        return found

    def interrupt(self) -> int:
        """Ctrl-C, then the exit status once the server has stopped."""
        self.process.send_signal(signal.SIGINT)
        _, self.errors = self.process.communicate(timeout=GUARD)
        return self.process.returncode

    def close(self) -> None:
        """Stop the server if it still runs."""
        if self.process.poll() is None:
            self.interrupt()

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """An API call as the page makes it: status and decoded JSON answer."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        if body is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=GUARD) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())


def alive(pid: int) -> bool:
    """Whether a process with that id still runs (a zombie counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return status.rsplit(")", 1)[1].split()[0] != "Z" and os.path.exists(f"/proc/{pid}")
