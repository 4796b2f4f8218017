"""Playing through the page as a person would: the lobby's form, the board, the buttons.

A `Player` is the person at seat 0: at each turn it asks its policy for a move
(``greedy`` or ``last``, seeing the game as the server's replay has it), then clicks
what the board names in that move when the board has it, and the move's button
otherwise or when the board offers several. Every wait is on the page's DOM.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import attrs

import dinorules
from dinorules.agents import make_agent
from dinorules.kernel import Replay
from dinorules.serve.board import action_picks
from dinorules.sim.play import move_at

from .running import Running

OUR_TURN_OR_OVER = """(before) => {
  const b = document.body.dataset;
  if (b.step === before) return false;
  return b.over === "yes" || b.curtain === "yes" ||
    ((b.toMove === b.view || b.view === "all") &&
     document.querySelectorAll("#actions button.action").length > 0);
}"""
SHOWN = """() => ({
  data: Object.assign({}, document.body.dataset),
  status: document.getElementById("status").textContent,
  error: document.getElementById("error").textContent,
  buttons: document.querySelectorAll("#actions button.action").length,
})"""
"""What the page shows, for a failure's message."""


def start_game(
    page: Any,
    server: Running,
    game: str,
    *,
    options: Mapping[str, object] | None = None,
    seats: tuple[str, ...] = ("human", "random"),
    seed: int | None = None,
    spectator: bool = False,
) -> str:
    """Fill in the lobby and start; the game's id, once its page shows its first view."""
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=yes]")
    page.select_option("#game", game)
    catalogue = {g["name"]: g for g in server.call("GET", "/api/catalogue")[1]["games"]}
    for name, value in (options or {}).items():
        option = next(o for o in catalogue[game]["options"] if o["name"] == name)
        if option["choices"] is not None:
            page.select_option(f"#option-{name}", str(option["choices"].index(value)))
        else:
            page.fill(f"#option-{name}", json.dumps(value))
    for seat, by in enumerate(seats):
        agent, _, budget = by.partition(":")
        page.select_option(f"#seat-{seat}", agent)
        if budget:
            page.fill(f"#budget-{seat}", budget)
    if seed is not None:
        page.fill("#seed", str(seed))
    if spectator:
        page.check("#spectator")
    page.click("#start")
    page.wait_for_selector("body[data-version]")
    return str(page.url.rsplit("/", 1)[1])


def replay_of(server: Running, game_id: str) -> Replay:
    """The game as the server has it (what its save link gives)."""
    status, data = server.call("GET", f"/api/games/{game_id}/replay")
    assert status == 200
    return Replay.from_json(json.dumps(data))


def wait_for_turn(page: Any, before: str = "") -> None:
    """Wait until the page shows the seat's turn, a curtain or the end (after step ``before``)."""
    try:
        page.wait_for_function(OUR_TURN_OR_OVER, arg=before)
    except Exception as error:  # the guard ran out: say what the page showed
        shown = page.evaluate(SHOWN)
        raise AssertionError(f"waiting past step {before!r}, the page shows {shown}") from error


@attrs.define
class Player:
    """The person at the page's seat, choosing by ``policy``: ``greedy`` or ``last``."""

    server: Running
    game_id: str
    policy: str = "greedy"
    seat: int = 0
    pages: list[tuple[int, str]] = attrs.field(factory=list)
    """The step and the page's HTML at each of the seat's turns."""
    clicks: int = 0
    board_clicks: int = 0

    def choose(self) -> str:
        """The text of the move to make now."""
        replay = replay_of(self.server, self.game_id)
        game = dinorules.GAMES[replay.game]
        state = replay.final_state()
        legal = game.legal_actions(state)
        if self.policy == "last":
            return str(legal[-1])
        agent = make_agent("greedy").for_game(game)
        step = len(replay.actions)
        return str(move_at(game, state, seed=replay.seed, step=step, agent=agent))

    def turn(self, page: Any) -> None:
        """Make one move by clicking, and wait until the page has moved past it."""
        step = page.get_attribute("body", "data-step")
        self.pages.append((int(step), page.content()))
        text = self.choose()
        pickable = page.eval_on_selector_all(
            "#board .pickable", "ns => ns.map(n => n.dataset.pick)"
        )
        named = [pickable[n] for n in action_picks([text], pickable)[0]]
        if named:
            self.board_clicks += 1
            target = page.locator("#board .pickable").nth(pickable.index(named[0]))
            target.click(force=True)  # what lies on top of it is clicked too, as a person would
            page.wait_for_function(
                "(before) => document.body.dataset.step !== before || "
                "!document.getElementById('picked').hidden",
                arg=step,
            )
        if page.get_attribute("body", "data-step") == step:
            page.locator("#actions").get_by_role("button", name=text, exact=True).click()
        self.clicks += 1
        wait_for_turn(page, step)

    def play_to_end(self, page: Any, *, limit: int = 400) -> None:
        """Take turns until the game is over (``limit`` turns at most)."""
        wait_for_turn(page)
        for _ in range(limit):
            if page.get_attribute("body", "data-over") == "yes":
                return
            self.turn(page)
        raise AssertionError(f"the game did not end in {limit} turns")
