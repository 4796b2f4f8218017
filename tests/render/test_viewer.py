"""The HTML replay viewer: one self-contained page, tested in a real browser engine.

The browser test drives Debian's Chromium (``/usr/bin/chromium``, installed by
``.ci/run``) through Playwright; it is skipped, saying why, only when no Chromium
or no Playwright is installed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import dinorules
import dinorules.island_survival
import dinorules.jurassattack
from dinorules.cli import main
from dinorules.kernel import to_json_value
from dinorules.viewer import SVG_NS, replay_html
from tests.browser import chromium, words

from .helpers import replay_of

STEPS = 8


def _secret_of_seat_1() -> tuple[Any, str]:
    """A JurassAttack! replay, and a card in seat 1's hand that seat 0 never sees in it."""
    game = dinorules.GAMES["jurassattack"]
    for seed in range(40):
        replay = replay_of("jurassattack", seed=seed, steps=STEPS)
        states = list(replay.states())
        seen = set().union(*(words(to_json_value(game.observe(s, 0))) for s in states))
        secret = set(states[0].hands[1].distinct()) - seen - {"Egg"}
        if secret:
            return replay, sorted(secret)[0]
    raise AssertionError("no card stays hidden from seat 0 in 40 games")


def test_the_page_is_self_contained_and_a_seat_page_holds_nothing_hidden(tmp_path: Path) -> None:
    replay, secret = _secret_of_seat_1()
    everything = replay_html(replay)
    assert "://" not in everything.replace(SVG_NS, "")
    assert "<script src" not in everything and "<link" not in everything
    assert secret in everything  # the omniscient view shows it...
    path = tmp_path / "game.json"
    path.write_text(replay.to_json(), encoding="utf-8")
    out = tmp_path / "seat0.html"
    assert main(["replay", str(path), "--html", str(out), "--as", "0"]) == 0
    page = out.read_text(encoding="utf-8")
    assert secret not in page  # ...a page for seat 0 does not, not even in its data
    assert page.count("play a pack of ") + page.count("play a pack face down") > 0


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def test_the_page_loads_steps_forward_and_back_and_hides_what_a_seat_may_not_see(
    browser: Any, tmp_path: Path
) -> None:
    replay, secret = _secret_of_seat_1()
    game = dinorules.GAMES["jurassattack"]
    states = list(replay.states())
    path = tmp_path / "replay.html"
    path.write_text(replay_html(replay), encoding="utf-8")
    page = browser.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path.as_uri())

    def board() -> str:
        return str(page.inner_html("#board"))

    assert page.title().startswith("JurassAttack!: replay")
    assert page.inner_text("#step") == f"step 0 / {len(replay.actions)}"
    assert "JurassAttack! as everything" in board()
    start = board()
    page.click("#next")
    page.click("#next")
    assert page.inner_text("#step") == f"step 2 / {len(replay.actions)}"
    assert board() != start
    page.click("#prev")
    assert page.inner_text("#step") == f"step 1 / {len(replay.actions)}"
    page.keyboard.press("End")
    assert page.inner_text("#step") == f"step {len(replay.actions)} / {len(replay.actions)}"
    page.keyboard.press("Home")
    assert board() == start
    assert secret in page.inner_text("#board")  # everything: seat 1's hand is face up

    page.select_option("#view", "0")
    for step, state in enumerate(states):
        page.fill("#slider", str(step))
        page.dispatch_event("#slider", "input")
        assert page.inner_text("#step").startswith(f"step {step} /")
        shown = board()
        assert secret not in shown
        assert "JurassAttack! as seat 0" in shown
        assert shown.count('class="card"') >= len(game.observe(state, 0).hand)
    assert errors == []
    assert [url for url in requests if not url.startswith("file:")] == []
    page.close()


def test_the_page_opens_at_the_step_and_seat_its_address_names_and_follows_the_slider(
    browser: Any, tmp_path: Path
) -> None:
    replay, secret = _secret_of_seat_1()
    path = tmp_path / "replay.html"
    path.write_text(replay_html(replay), encoding="utf-8")
    page = browser.new_page()
    page.goto(path.as_uri() + "#step=3&seat=0")
    assert page.inner_text("#step") == f"step 3 / {len(replay.actions)}"
    assert page.get_attribute("body", "data-view") == "0"
    assert secret not in page.inner_html("#board")
    page.click("#next")
    assert page.evaluate("location.hash") == "#step=4&seat=0"
    page.select_option("#view", "all")
    assert page.evaluate("location.hash") == "#step=4"
    page.evaluate("location.hash = '#step=999'")  # past the end: the last step
    page.wait_for_function(f"() => document.body.dataset.step === '{len(replay.actions)}'")
    page.close()


def test_an_unwritable_page_is_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    replay = replay_of("spino_chase", seed=1, steps=3)
    path = tmp_path / "game.json"
    path.write_text(replay.to_json(), encoding="utf-8")
    target = tmp_path / "missing" / "page.html"
    assert main(["replay", str(path), "--html", str(target)]) == 2
    assert capsys.readouterr().err.startswith(f"dinorules: error: cannot write {target}")


def test_a_long_game_page_shares_the_lines_its_pictures_have_in_common() -> None:
    replay = replay_of("island_survival", seed=3, steps=60)
    page = replay_html(replay, view=1)
    states = list(replay.states())
    one = dinorules.island_survival.render_svg(states[-1], player=1)
    assert len(page) < 3 * len(one) + 2000 * len(states)
