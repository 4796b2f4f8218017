"""``dinorules serve`` in Chromium: every game played to the end by clicking, and what a
page may hold, undo, saving and resuming, hot-seat and spectator views, and a hostile
page's attempts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import pytest

import dinorules
from dinorules.cli import main
from dinorules.kernel import Replay, to_json_value
from tests.browser import words

from .clicks import Player, replay_of, start_game, wait_for_turn
from .running import Running


@attrs.frozen
class Play:
    game: str
    options: dict[str, object]
    rival: str
    seed: int
    policy: str = "greedy"


PLAYS = [
    Play("jurassattack", {}, "mcts:20", seed=6),
    Play("spino_chase", {}, "random", seed=2, policy="last"),
    Play("brunch", {"variant": "snack"}, "greedy", seed=4),
    Play("island_survival", {"players": 2}, "random", seed=5),
    Play("miniature", {}, "random", seed=1),
]


def secrets_of_seat_1(replay: Replay) -> list[set[str]]:
    """At each step, the names seat 1 sees that seat 0 has not seen so far, in any text."""
    game = dinorules.GAMES[replay.game]
    secrets: list[set[str]] = []
    known = ""
    for state in replay.states():
        known += "\n".join(words(to_json_value(game.observe(state, 0)))) + "\n"
        seen = words(to_json_value(game.observe(state, 1)))
        secrets.append({word for word in seen if len(word) > 3 and word not in known})
    return secrets


@pytest.mark.parametrize("play", PLAYS, ids=[p.game for p in PLAYS])
def test_a_whole_game_is_played_by_clicking_and_the_page_never_holds_the_rivals_secrets(
    page: Any, server: Running, play: Play
) -> None:
    game_id = start_game(
        page, server, play.game, options=play.options, seats=("human", play.rival), seed=play.seed
    )
    player = Player(server, game_id, play.policy)
    player.play_to_end(page)
    replay = replay_of(server, game_id)
    game = dinorules.GAMES[play.game]
    final = replay.final_state()
    assert game.is_terminal(final)
    winners = sorted(game.winners(final))
    status = page.inner_text("#status")
    assert status.startswith(f"Game over after {len(replay.actions)} moves")
    assert ("you win" in status) == (0 in winners)
    assert "as seat 0" in page.inner_html("#board")
    assert player.clicks > 0
    if game.hidden_information:
        secrets = secrets_of_seat_1(replay)
        leaked = {word for step, html in player.pages for word in secrets[step] if word in html}
        assert leaked == set()
        assert any(secrets) or play.game not in ("jurassattack", "spino_chase")
    if play.game in ("brunch", "jurassattack", "island_survival", "miniature"):
        assert player.board_clicks > 0


def test_a_move_is_undone_and_the_board_is_as_before(page: Any, server: Running) -> None:
    start_game(page, server, "brunch", seats=("human", "random"), seed=3)
    wait_for_turn(page)
    board = page.inner_html("#board")
    assert page.is_disabled("#undo")
    page.locator("#actions button.action").first.click()
    wait_for_turn(page, "0")
    assert page.inner_html("#board") != board
    assert page.locator("#log li").count() >= 1
    page.click("#undo")
    page.wait_for_selector("body[data-step='0']")
    assert page.inner_html("#board") == board
    assert page.locator("#log li").count() == 0
    assert page.is_disabled("#undo")


def test_a_saved_replay_is_the_game_and_resumes_where_it_was(
    page: Any, server: Running, tmp_path: Path
) -> None:
    game_id = start_game(page, server, "jurassattack", seats=("human", "random"), seed=11)
    player = Player(server, game_id)
    wait_for_turn(page)
    for _ in range(3):
        player.turn(page)
    step = page.get_attribute("body", "data-step")
    with page.expect_download() as download:
        page.click("#save")
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    assert main(["validate", str(saved)]) == 0
    replay = Replay.from_json(saved.read_text(encoding="utf-8"))
    assert str(len(replay.actions)) == step and replay.seed == 11
    board = page.inner_html("#board")

    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=yes]")
    page.set_input_files("#replay-file", str(saved))
    page.wait_for_function("() => document.getElementById('game').value === 'jurassattack'")
    page.click("#resume")
    page.wait_for_selector(f"body[data-step='{step}']")
    assert page.inner_html("#board") == board
    assert not page.is_disabled("#undo")  # the saved game's moves can be undone
    resumed = Player(server, page.url.rsplit("/", 1)[1])
    resumed.play_to_end(page)
    assert page.inner_text("#status").startswith("Game over")


def test_hot_seat_shows_each_person_only_their_view_on_their_turn(
    page: Any, server: Running
) -> None:
    start_game(page, server, "spino_chase", seats=("human", "human"), seed=5)
    for seat in (0, 1, 0):
        page.wait_for_selector("body[data-curtain='yes']")
        assert page.inner_text("#curtain-text").startswith(f"Seat {seat}'s turn")
        assert page.inner_html("#board") == "" and page.locator("#actions button").count() == 0
        page.click("#reveal")
        page.wait_for_selector(f"body[data-curtain='no'][data-view='{seat}']")
        assert f"Chase as seat {seat}" in page.inner_html("#board")
        while page.get_attribute("body", "data-to-move") == str(seat):
            before = page.get_attribute("body", "data-step")
            page.locator("#actions button.action").last.click()
            page.wait_for_function("(before) => document.body.dataset.step !== before", arg=before)


def test_the_spectator_view_shows_everything_and_each_seat(page: Any, server: Running) -> None:
    game_id = start_game(page, server, "jurassattack", seats=("human", "random"), spectator=True)
    wait_for_turn(page)
    assert page.get_attribute("body", "data-view") == "all"
    assert "JurassAttack! as everything" in page.inner_html("#board")
    hand = dinorules.GAMES["jurassattack"].initial_state(seed=replay_of(server, game_id).seed)
    assert all(card in page.inner_html("#board") for card in hand.hands[1].distinct())
    page.select_option("#view", "1")
    page.wait_for_selector("body[data-view='1']")
    assert "JurassAttack! as seat 1" in page.inner_html("#board")


def test_the_page_fetches_nothing_from_elsewhere_and_shows_hostile_text_as_text(
    page: Any, server: Running
) -> None:
    start_game(page, server, "jurassattack", seats=("human", "random"), seed=2)
    wait_for_turn(page)
    page.evaluate(
        "() => { window.violations = []; document.addEventListener("
        "'securitypolicyviolation', (e) => window.violations.push(e.blockedURI)); }"
    )
    outcome = page.evaluate(
        "() => fetch('http://127.0.0.2:9/steal').then(() => 'fetched', () => 'blocked')"
    )
    assert outcome == "blocked"
    page.wait_for_function("() => window.violations.length > 0")
    hostile = '<img src=x onerror="document.body.dataset.pwned = 1">'
    page.fill("#action-text", hostile)
    page.click("#typed button")
    page.wait_for_function("() => document.getElementById('error').textContent.length > 0")
    assert page.locator("#error img").count() == 0
    assert page.get_attribute("body", "data-pwned") is None
    assert page.get_attribute("body", "data-step") == "0"
