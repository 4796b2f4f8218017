"""`dinorules serve`: the page's response time per move, and screenshots for the docs.

    python benchmarks/serve.py                        # every game against each agent
    python benchmarks/serve.py --screenshots docs/assets/serve --no-times

Times: a server on a free local port; seat 0 is a person who plays what the greedy
policy would (chosen off the clock) through the API the page uses, and each game is
played to the end against each agent. A move's response time is the round trip of
its ``act`` request: the server checks and applies the move and answers the new
view (board, actions, moves). The agents think after that answer, in their workers,
so their thinking is not in it. Screenshots: Chromium plays a few moves of each game
by clicking, and the page is photographed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import dinorules  # noqa: E402
from dinorules.agents import make_agent  # noqa: E402
from dinorules.kernel import Replay  # noqa: E402
from dinorules.sim.play import move_at  # noqa: E402
from tests.serve.clicks import Player, start_game, wait_for_turn  # noqa: E402
from tests.serve.running import Running  # noqa: E402

GAMES: list[tuple[str, dict[str, object], int]] = [
    ("jurassattack", {}, 6),
    ("spino_chase", {}, 1),
    ("brunch", {"variant": "snack"}, 4),
    ("island_survival", {"players": 2}, 5),
    ("miniature", {}, 1),
]
AGENTS = ("random", "greedy", "mcts:30")
SHOTS: dict[str, tuple[tuple[str, ...], int, dict[str, object]]] = {
    "jurassattack": (("human", "greedy"), 3, {}),
    "spino_chase": (("human", "random"), 6, {}),
    "brunch": (("human", "greedy"), 4, {}),
    "island_survival": (("human", "random", "random"), 5, {"players": 3}),
    "miniature": (("human", "random"), 9, {}),
}
"""Per game: the seats, the moves made before the picture, and the options."""


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def play_over_http(
    server: Running, game: str, options: dict[str, object], seed: int, rival: str
) -> dict[str, Any]:
    """One whole game, seat 0 greedy through the API; each move's round trip in ms."""
    _, made = server.call(
        "POST",
        "/api/games",
        {"game": game, "options": options, "seed": seed, "seats": ["human", rival]},
    )
    base = f"/api/games/{made['id']}"
    rules = dinorules.GAMES[game]
    greedy = make_agent("greedy").for_game(rules)
    _, view = server.call("GET", f"{base}/view?as=0")
    times: list[float] = []
    while not view["over"]:
        if view["to_move"] != 0 or not view["actions"]:
            _, view = server.call("GET", f"{base}/view?as=0&version={view['version']}")
            continue
        _, data = server.call("GET", f"{base}/replay")
        replay = Replay.from_json(json.dumps(data))
        state = replay.final_state()
        step = len(replay.actions)
        text = str(move_at(rules, state, seed=seed, step=step, agent=greedy))
        index = [a["text"] for a in view["actions"]].index(text)
        started = time.perf_counter()
        status, view = server.call("POST", f"{base}/act", {"seat": 0, "step": step, "index": index})
        times.append((time.perf_counter() - started) * 1000)
        assert status == 200, view
    return {
        "game": game,
        "rival": rival,
        "moves": len(times),
        "steps": view["step"],
        "winners": view["winners"],
        "ms": times,
    }


def measure(server: Running) -> list[dict[str, Any]]:
    """Every game against each agent; prints a line per game and a summary."""
    results = []
    print(
        f"{'game':16} {'rival':8} {'moves':>5} {'steps':>5} {'median ms':>9} {'p95 ms':>7}  winners"
    )
    for game, options, seed in GAMES:
        for rival in AGENTS:
            result = play_over_http(server, game, options, seed, rival)
            ms = result["ms"]
            print(
                f"{game:16} {rival:8} {len(ms):5} {result['steps']:5} "
                f"{statistics.median(ms):9.1f} {_percentile(ms, 0.95):7.1f}  {result['winners']}",
                flush=True,
            )
            results.append(result)
    everything = [t for r in results for t in r["ms"]]
    print(
        f"all {len(everything)} moves: median {statistics.median(everything):.1f} ms, "
        f"p95 {_percentile(everything, 0.95):.1f} ms"
    )
    return results


def screenshots(server: Running, folder: Path) -> None:
    """A picture of each game's page a few moves in, and of the lobby."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    folder.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox"]
        )
        page = browser.new_page(viewport={"width": 1180, "height": 760})
        page.set_default_timeout(120_000)
        page.goto(server.url + "/")
        page.wait_for_selector("body[data-ready=yes]")
        page.select_option("#seat-1", "mcts")
        page.screenshot(path=str(folder / "lobby.png"))
        for game, (seats, moves, options) in SHOTS.items():
            game_id = start_game(page, server, game, options=options, seats=seats, seed=2)
            player = Player(server, game_id)
            wait_for_turn(page)
            for _ in range(moves):
                if page.get_attribute("body", "data-over") == "yes":
                    break
                player.turn(page)
            page.screenshot(path=str(folder / f"{game}.png"), full_page=True)
            print(f"wrote {folder / game}.png")
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--screenshots", type=Path, help="write the pages' pictures here")
    parser.add_argument("--no-times", action="store_true", help="do not measure response times")
    parser.add_argument("--json", type=Path, default=ROOT / "bench-output" / "serve.json")
    args = parser.parse_args()
    server = Running()
    try:
        if not args.no_times:
            results = measure(server)
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
        if args.screenshots:
            screenshots(server, args.screenshots)
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
