"""The server's API against malformed, oversized, out-of-turn and foreign requests: each
is refused with a clear JSON error, never a traceback; and Ctrl-C leaves no worker."""

from __future__ import annotations

import http.client
import json
from typing import Any

import pytest

from dinorules.cli import main

from .running import GUARD, Running, alive


def raw(
    server: Running,
    method: str,
    path: str,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    """One request as given, with no client between: status, headers and body."""
    host, port = server.url.removeprefix("http://").rsplit(":", 1)
    connection = http.client.HTTPConnection(host, int(port), timeout=GUARD)
    sent = {"Content-Type": "application/json", **(headers or {})}
    connection.request(method, path, body=body, headers=sent)
    response = connection.getresponse()
    answer = response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    connection.close()
    return answer


def refused(answer: tuple[int, dict[str, str], bytes], status: int, words: str) -> None:
    code, headers, body = answer
    assert code == status, body
    assert headers["content-type"].startswith("application/json")
    assert "default-src 'none'" in headers["content-security-policy"]
    assert b"Traceback" not in body
    error = json.loads(body)["error"]
    assert words in error, error


def new_game(server: Running, **fields: Any) -> dict[str, Any]:
    request = {"game": "jurassattack", "seats": ["human", "random"], "seed": 3, **fields}
    status, data = server.call("POST", "/api/games", request)
    assert status == 201, data
    return data


def post(server: Running, path: str, data: Any) -> tuple[int, dict[str, str], bytes]:
    return raw(server, "POST", path, json.dumps(data).encode())


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b"{", 400, "not valid JSON"),
        (b"[1, 2]", 400, "JSON object"),
        (b'{"a":' * 50 + b"1" + b"}" * 50, 400, "nests deeper"),
        (b"\xff\xfe", 400, "not UTF-8"),
        (b'{"game": "chess", "seats": []}', 400, "unknown game"),
        (b'{"game": "jurassattack", "seats": ["human"]}', 400, "2 seats, 1 were given"),
        (b'{"game": "jurassattack", "seats": ["human", "exec:rm"]}', 400, "unknown agent"),
        (b'{"game": "jurassattack", "seats": ["human", "mcts:0"]}', 400, "positive integer"),
        (b'{"game": "jurassattack", "seats": ["human", "mcts:99999999"]}', 400, "at most"),
        (b'{"game": "jurassattack", "seats": ["human", 7]}', 400, "seats[1]"),
        (b'{"game": "jurassattack", "seats": ["human", "random"], "seed": -1}', 400, "seed"),
        (b'{"game": "jurassattack", "seats": ["human", "random"], "seed": true}', 400, "got bool"),
        (
            b'{"game": "jurassattack", "seats": ["human", "random"],'
            b' "options": {"deck": "/etc/passwd"}}',
            400,
            "bundled data set",
        ),
        (
            b'{"game": "brunch", "seats": ["human", "random"], "options": {"players": 9}}',
            400,
            "players=9 is not allowed",
        ),
        (b'{"game": "brunch", "seats": [], "options": {"nope": 1}}', 400, "no option 'nope'"),
        (b'{"replay": "{\\"format\\": 1}", "seats": []}', 400, "replay:"),
    ],
)
def test_a_malformed_new_game_is_refused_with_a_reason(
    server: Running, body: bytes, status: int, words: str
) -> None:
    refused(raw(server, "POST", "/api/games", body), status, words)


def test_oversized_and_mistyped_requests_are_refused_unread(server: Running) -> None:
    refused(raw(server, "POST", "/api/games", b"{}", {"Content-Length": str(10**9)}), 413, "larger")
    game = new_game(server)
    path = f"/api/games/{game['id']}/act"
    refused(raw(server, "POST", path, b" " * 20_000 + b"{}"), 413, "larger than 16384 bytes")
    refused(raw(server, "POST", path, b"seat=0", {"Content-Type": "text/plain"}), 415, "send JSON")


def test_moves_out_of_turn_stale_or_illegal_are_refused(server: Running) -> None:
    game = new_game(server)
    act = f"/api/games/{game['id']}/act"
    refused(post(server, act, {"seat": 1, "step": 0, "index": 0}), 403, "played by the agent")
    refused(post(server, act, {"seat": 5, "step": 0, "index": 0}), 400, "no seat 5")
    refused(post(server, act, {"seat": 0, "step": 4, "index": 0}), 409, "at step 0, not 4")
    refused(post(server, act, {"seat": 0, "step": 0, "index": 10**6}), 400, "index: expected 0 to")
    refused(post(server, act, {"seat": 0, "step": 0}), 400, "index or its text")
    refused(post(server, act, {"seat": 0, "step": 0, "index": 0, "text": "x"}), 400, "not both")
    refused(
        post(server, act, {"seat": 0, "step": 0, "text": "play T-Rex"}), 422, "not a legal action"
    )
    refused(post(server, act, {"seat": "0", "step": 0, "index": 0}), 400, "seat: expected int")
    refused(post(server, act, {"seat": 0, "step": 0, "text": "x" * 201}), 400, "200 characters")
    refused(post(server, act, {"seat": 0, "step": 0, "index": 0, "view": "all"}), 403, "spectator")
    status, view = server.call("POST", act, {"seat": 0, "step": 0, "text": "PLAY  egg"})
    assert status == 200 and view["log"][0]["text"] == "seat 0: play Egg"
    refused(post(server, act, {"seat": 0, "step": 0, "index": 0}), 409, "look again")


def test_views_are_given_only_to_the_seats_this_screen_plays(server: Running) -> None:
    game = new_game(server)
    view = f"/api/games/{game['id']}/view"
    refused(raw(server, "GET", view + "?as=1"), 403, "played by an agent")
    refused(raw(server, "GET", view + "?as=all"), 403, "without the spectator view")
    refused(raw(server, "GET", view + "?as=%C2%B2"), 400, "expected a seat")
    refused(raw(server, "GET", view + "?as=0&version=x"), 400, "version")
    status, seen = server.call("GET", view + "?as=0")
    assert status == 200 and seen["actions"] and "as seat 0" in seen["svg"]
    spectated = new_game(server, spectator=True)
    status, seen = server.call("GET", f"/api/games/{spectated['id']}/view?as=1")
    assert status == 200 and seen["actions"] == []


def test_unknown_games_pages_and_methods_answer_json(server: Running) -> None:
    refused(raw(server, "GET", "/api/games/not-a-game/view?as=0"), 404, "no game with this id")
    refused(raw(server, "GET", "/api/nothing"), 404, "no such page")
    refused(raw(server, "DELETE", "/api/games"), 405, "method not allowed")
    refused(raw(server, "GET", "/static/../../etc/passwd"), 404, "no such")
    refused(post(server, "/api/games/x/undo", {}), 404, "no game with this id")
    ids = {new_game(server)["id"] for _ in range(3)}
    assert len(ids) == 3 and all(
        len(i) >= 24 and i.replace("-", "").replace("_", "").isalnum() for i in ids
    )


def test_requests_from_other_sites_and_names_are_refused(server: Running) -> None:
    refused(raw(server, "GET", "/api/catalogue", headers={"Host": "evil.example"}), 400, "Host")
    origin = {"Origin": "http://evil.example"}
    refused(raw(server, "POST", "/api/games", b"{}", origin), 403, "other sites")
    status, _, page = raw(server, "GET", "/")
    assert status == 200 and b'<script src="/static/app.js"' in page and b"<script>" not in page


def test_undo_goes_back_to_before_the_persons_move(server: Running) -> None:
    game = new_game(server)
    base = f"/api/games/{game['id']}"
    refused(post(server, base + "/undo", {"view": 0}), 409, "nothing to undo")
    status, view = server.call("POST", base + "/act", {"seat": 0, "step": 0, "index": 0})
    assert status == 200 and view["can_undo"]
    status, view = server.call("POST", base + "/undo", {"view": 0})
    assert status == 200 and view["step"] == 0 and view["log"] == [] and not view["can_undo"]


def test_ctrl_c_stops_a_thinking_agent_and_leaves_no_worker(browser: Any) -> None:
    running = Running()
    try:
        game = new_game(running, seats=["human", "mcts:1000000"])
        base = f"/api/games/{game['id']}"
        status, view = running.call("POST", base + "/act", {"seat": 0, "step": 0, "index": 0})
        assert status == 200
        while view["thinking"] is None:  # each answer comes when the game changes
            _, view = running.call("GET", f"{base}/view?as=0&version={view['version']}")
        page = browser.new_page()
        page.goto(f"{running.url}/play/{game['id']}")
        page.wait_for_selector("#thinking:not([hidden])")
        assert "seat 1 (mcts:1000000) is thinking" in page.inner_text("#thinking")
        workers = running.children()
        assert workers and all(alive(pid) for pid in workers)
        assert running.interrupt() == 130
        page.close()
    finally:
        running.close()
    assert not [pid for pid in workers if alive(pid)]
    assert "Traceback" not in running.stderr()


def test_serve_refuses_a_bad_port_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "70000"]) == 2
    assert capsys.readouterr().err.strip() == "dinorules: error: --port must be 0..65535, got 70000"
