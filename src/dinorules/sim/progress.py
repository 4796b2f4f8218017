"""A progress bar on stderr (rich, the ``sim`` extra): games done, rate and ETA.

Without rich, or when stderr is not a terminal, it prints plain lines instead
(``brunch: 200/1000 games``): when the first games finish, then at each further
tenth of the run. Disabled, it does nothing. It refreshes only when games finish
(no refresh thread).
"""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import Any

__all__ = ["ProgressBar"]


class ProgressBar:
    """``with ProgressBar("brunch", 1000) as bar: bar.advance(10)``."""

    def __init__(self, label: str, total: int, *, enabled: bool = True) -> None:
        self._label = label
        self._total = total
        self._done = 0
        self._started = time.perf_counter()
        self._progress: Any = None
        self._task: Any = None
        self._plain = False
        self._tenths = -1
        if enabled:
            self._progress = _rich_progress()
            self._plain = self._progress is None

    def __enter__(self) -> ProgressBar:
        if self._progress is not None:
            self._progress.start()
            self._task = self._progress.add_task(self._label, total=self._total, rate="")
        return self

    def advance(self, games: int) -> None:
        """Count ``games`` more finished games."""
        self._done += games
        if self._plain and games:
            self._print_line()
        if self._progress is None:
            return
        elapsed = max(time.perf_counter() - self._started, 1e-9)
        rate = f"{self._done / elapsed:,.1f} games/s"
        self._progress.update(self._task, completed=self._done, rate=rate)
        self._progress.refresh()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._progress is not None:
            self._progress.stop()

    def _print_line(self) -> None:
        tenths = self._done * 10 // max(self._total, 1)
        if tenths > self._tenths:
            self._tenths = tenths
            print(f"{self._label}: {self._done}/{self._total} games", file=sys.stderr, flush=True)


def _rich_progress() -> Any:
    try:
        from rich.console import Console  # noqa: PLC0415 - optional dependency
        from rich.progress import (  # noqa: PLC0415
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
    except ImportError:
        return None
    console = Console(stderr=True)
    if not console.is_terminal:
        return None
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("games"),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
        auto_refresh=False,
    )
