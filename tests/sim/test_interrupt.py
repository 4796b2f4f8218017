"""Ctrl-C during a simulation: every finished game is reported, the one in progress dropped."""

from __future__ import annotations

import signal
from typing import Any

import pytest

from dinorules.agents import Decision, RandomAgent
from dinorules.kernel import AnyGame, Rng
from dinorules.sim import simulate
from dinorules.sim.report import Report
from dinorules.sim.tally import Tally
from tests.toy.game import GAME


class CtrlCAt:
    """Plays at random and sends this process SIGINT at its ``at``-th decision of the run."""

    needs_determinizer = False

    def __init__(self, at: int) -> None:
        self.at = at
        self.decisions = 0
        self.name = "ctrl-c"

    def for_game(self, game: AnyGame) -> CtrlCAt:
        return self

    def act(self, decision: Decision, rng: Rng) -> Any:
        self.decisions += 1
        if self.decisions == self.at:
            signal.raise_signal(signal.SIGINT)
        return RandomAgent().act(decision, rng)


def test_ctrl_c_in_process_keeps_every_finished_game() -> None:
    # The toy game takes 6 decisions, 3 for each of 2 seats: the agent's 16th decision
    # is in game 6 (index 5), so games 0-4 are finished and game 5 is dropped.
    agent = CtrlCAt(at=16)
    report = simulate(
        GAME, [agent, "random"], games=40, workers=1, progress=False, keep_records=True
    )
    assert report.interrupted
    assert report.games == 5
    assert [r.replay.final_state({"toy": GAME}) is not None for r in report.records] == [True] * 5
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # restored


def test_a_report_of_no_games_says_so() -> None:
    report = Report("toy", ("a", "b"), 2, 0, 10, Tally(), interrupted=True)
    text = report.summary()
    assert "no game finished" in text
    assert "advantage" not in text
    assert "%" not in text
    data = report.to_dict()
    assert data["first_player"]["advantage"] is None
    assert data["length"] is None


def test_ctrl_c_with_sigint_ignored_is_left_alone() -> None:
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        report = simulate(GAME, ["random", "random"], games=4, workers=1, progress=False)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)
    assert report.games == 4


@pytest.fixture(autouse=True)
def _default_sigint() -> Any:
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)
