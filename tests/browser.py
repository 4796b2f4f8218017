"""Chromium driven by Playwright for the browser tests, and the words a page may hold.

The browser is Debian's Chromium (``/usr/bin/chromium``, installed by ``.ci/run``); a
browser test is skipped, saying why, only when no Chromium or no Playwright is
installed.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium(guard: float | None = None) -> Iterator[Any]:
    """A launched Chromium for a fixture to yield (``guard``: Playwright's expect timeout, s)."""
    if CHROMIUM is None:
        pytest.skip("no Chromium installed (apt-get install chromium; .ci/run installs it)")
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="Playwright is not installed (the 'browser' extra)"
    )
    if guard is not None:
        sync_api.expect.set_options(timeout=guard * 1000)
    with sync_api.sync_playwright() as playwright:
        engine = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield engine
        engine.close()


def words(value: Any) -> set[str]:
    """Every string in a JSON value (an observation's names, for secrets' checks)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(), *(words(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(words(v) for v in value))
    return set()
