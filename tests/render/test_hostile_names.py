"""Names from a user's file that look like HTML: the viewer page still works and runs nothing.

Every string of every data option's bundled file gets a hostile tail (a comment
opener, a script end, an event handler); the replay page made from a game played
with those files must load in Chromium, step forward, and run none of it. The
browser is Debian's Chromium driven by Playwright (as in ``test_viewer.py``); each
wait is on an event (the page's load, its DOM), with one generous guard.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from dinorules import GAMES, DataError
from dinorules.kernel import Replay
from dinorules.kernel.data import DataFile
from dinorules.kernel.options import DataOption
from dinorules.kernel.playout import random_playout
from dinorules.kernel.render import script_json
from dinorules.testing.hostile import _bundled_text
from dinorules.viewer import replay_html
from tests.browser import chromium

GUARD = 120_000
"""Milliseconds before a wait gives up: a guard against hanging, never what decides."""
TAILS = (
    "<!--<script>",
    "</script><script>window.ran = 1</script>",
    "<img src=x onerror=window.ran=2>",
    "&amp;]]>",
)


def hostile_text(text: str, keys: str = "name|title") -> str:
    """``text`` with a hostile tail on every value of ``keys`` (names, titles), in turn."""
    count = iter(range(10**6))

    def spoil(found: re.Match[str]) -> str:
        tail = TAILS[next(count) % len(TAILS)].replace("\\", "\\\\").replace('"', '\\"')
        return f'{found.group(1)}{found.group(2)}{tail}"'

    return re.sub(rf'^(\s*(?:{keys})\s*=\s*")([^"\\\n]*)"', spoil, text, flags=re.MULTILINE)


def hostile_replay(name: str) -> Replay:
    """A short game played with every data file spoiled as far as the game accepts.

    Names that must be words, or that other files refer to, cannot take a tail: those
    files get it on their titles only, or not at all.
    """
    game = GAMES[name]
    options: dict[str, object] = {}
    for option in game.declared_options:
        text = _text_of(name, option) if isinstance(option, DataOption) else None
        for keys in ("name|title|label", "title|label", "name|label", "title"):
            if text is None:
                break
            file = DataFile(f"{option.name}.toml", hostile_text(text, keys), what=option.name)
            if file.text == text:
                continue
            try:
                game.resolve_options(**{option.name: file})
            except DataError:
                continue
            options[option.name] = file
            break
    playout = random_playout(game, seed=2, max_decisions=6, **options)
    return Replay(game=name, seed=2, options=options, actions=playout.actions)


ELSEWHERE = {
    ("miniature", "heroes"): "hero_decks.toml",
    ("miniature", "actions"): "action_decks.toml",
}
"""Bundled files not named after their option."""


def _text_of(name: str, option: DataOption) -> str | None:
    if (name, option.name) in ELSEWHERE:
        path = resources.files(f"dinorules.{name}.data") / ELSEWHERE[name, option.name]
        return path.read_text(encoding="utf-8")
    return _bundled_text(GAMES[name], option)


def test_embedded_json_escapes_what_could_end_or_open_markup_bug() -> None:
    data = script_json({"name": "<!--<script></script>&\u2028"})
    assert not set("<>&\u2028") & set(data)
    assert "\\u003c!--\\u003cscript\\u003e" in data


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_page_of_hostile_names_works_and_runs_nothing_it_did_not_bring_bug(
    browser: Any, tmp_path: Path, name: str
) -> None:
    replay = hostile_replay(name)
    assert replay.options, "no data option to spoil"
    path = tmp_path / "replay.html"
    path.write_text(replay_html(replay), encoding="utf-8")
    page = browser.new_page()
    page.set_default_timeout(GUARD)
    requests: list[str] = []
    events: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda error: events.append(f"error: {error}"))
    page.on("dialog", lambda dialog: (events.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    expect = pytest.importorskip("playwright.sync_api").expect
    page.goto(path.as_uri(), wait_until="load")
    steps = len(replay.actions)
    expect(page.locator("#step")).to_have_text(f"step 0 / {steps}", timeout=GUARD)
    page.click("#next")
    expect(page.locator("#step")).to_have_text(f"step 1 / {steps}", timeout=GUARD)
    page.keyboard.press("End")
    expect(page.locator("#step")).to_have_text(f"step {steps} / {steps}", timeout=GUARD)
    assert page.evaluate("window.ran") is None  # no hostile script or handler ran
    assert page.evaluate("document.querySelectorAll('script').length") == 2
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.close()
    assert events == []
    assert requests == [path.as_uri()]
