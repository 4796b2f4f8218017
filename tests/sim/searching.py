"""A search agent that never ends by itself, for the Ctrl-C tests (in-process and workers).

``python -m tests.sim.searching [--second]`` runs a simulation of the toy game on two
workers between it and a random agent, writes ``searching`` on stderr when a worker
starts its endless search, then prints the report (exit 130 when interrupted).
With ``--second`` the search never asks its decision's ``stop``: only a second Ctrl-C
can end it.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from dinorules.agents import Decision, MCTSAgent, RandomAgent
from dinorules.kernel import AnyGame, Rng
from dinorules.sim import simulate
from tests.toy.game import GAME

GUARD = 1_000_000
"""Iterations after which a search that was asked to stop and did not is reported as a
failure (at the toy game's speed, many seconds: a guard against hanging, not a timer)."""


class Endless:
    """Scores every state evenly; says when it is first called; fails after `GUARD` calls.

    ``on_first`` runs at the first call: the search is under way.
    """

    def __init__(self, on_first: Any) -> None:
        self.calls = 0
        self.on_first = on_first

    def __call__(self, game: AnyGame, state: Any) -> tuple[float, ...]:
        self.calls += 1
        if self.calls == 1:
            self.on_first()
        if self.calls > GUARD:
            raise AssertionError(f"the search went on for {GUARD} iterations")
        players = game.num_players(state)
        return (1.0 / players,) * players


class Searcher:
    """Random for its first ``plain`` decisions, then an MCTS search of a billion iterations.

    A fresh copy reaches each worker with each chunk, so ``plain`` counts the decisions
    of the chunk. ``heed_stop=False`` hides the decision's ``stop`` from the search.
    """

    needs_determinizer = True
    reads_observation = False

    def __init__(self, plain: int, on_search: Any, *, heed_stop: bool = True) -> None:
        self.plain = plain
        self.on_search = on_search
        self.heed_stop = heed_stop
        self.decisions = 0
        self.estimate: Endless | None = None
        self.name = "searcher"

    def for_game(self, game: AnyGame) -> Searcher:
        return self

    def act(self, decision: Decision, rng: Rng) -> Any:
        self.decisions += 1
        if self.decisions <= self.plain:
            return RandomAgent().act(decision, rng)
        self.estimate = Endless(self.on_search)
        search = MCTSAgent(iterations=10**9, rollout_depth=0, estimate=self.estimate)
        if not self.heed_stop:
            decision = decision.replace(stop=None)
        return search.act(decision, rng)


def say_searching() -> None:
    """Tell the test (on stderr, unbuffered) that a worker's search is under way."""
    os.write(2, b"searching\n")


def main() -> int:
    heed = "--second" not in sys.argv
    agent = Searcher(plain=3, on_search=say_searching, heed_stop=heed)
    # Chunks of two games: the toy game takes 3 decisions a seat, so each worker
    # finishes its first game and then searches in its second.
    report = simulate(GAME, [agent, "random"], games=40, workers=2, chunk_size=2)
    print(report.summary(), flush=True)
    return 130 if report.interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
