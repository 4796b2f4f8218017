"""A server for the module's tests, and Chromium driven by Playwright.

The browser is Debian's Chromium (``/usr/bin/chromium``, installed by ``.ci/run``); the
browser tests are skipped, saying why, only when no Chromium or no Playwright is
installed. Every wait is on an event (the server's ready line, the page's DOM), with
one generous guard against hanging.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser import chromium

from .running import GUARD, Running


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    pytest.importorskip("starlette", reason="the web extra is not installed")
    running = Running()
    yield running
    running.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium(GUARD)


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
