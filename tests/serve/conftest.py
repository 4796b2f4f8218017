"""A server for the module's tests, and Chromium driven by Playwright.

The browser is Debian's Chromium (``/usr/bin/chromium``, installed by ``.ci/run``); the
browser tests are skipped, saying why, only when no Chromium or no Playwright is
installed. Every wait is on an event (the server's ready line, the page's DOM), with
one generous guard against hanging.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from .running import GUARD, Running

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


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    pytest.importorskip("starlette", reason="the web extra is not installed")
    running = Running()
    yield running
    running.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if CHROMIUM is None:
        pytest.skip("no Chromium installed (apt-get install chromium; .ci/run installs it)")
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="Playwright is not installed (the 'browser' extra)"
    )
    sync_api.expect.set_options(timeout=GUARD * 1000)
    with sync_api.sync_playwright() as playwright:
        engine = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield engine
        engine.close()


@pytest.fixture
def page(browser: Any, server: Running) -> Iterator[Any]:
    """A fresh page whose every request must go to the server, and that raises no error."""
    context = browser.new_context(accept_downloads=True)
    tab = context.new_page()
    tab.set_default_timeout(GUARD * 1000)
    requests: list[str] = []
    errors: list[str] = []
    tab.on("request", lambda request: requests.append(request.url))
    tab.on("pageerror", lambda error: errors.append(str(error)))
    yield tab
    context.close()
    assert errors == []
    assert [url for url in requests if not url.startswith(server.url + "/")] == []
