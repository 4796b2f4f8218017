"""Interaction windows: the points the book marks "Interaction" (MI-R21).

Rules MI-8.5, MI-8.10, MI-8.14, MI-10.4 and MI-10.11.
A window is an explicit decision for each seat in turn, the first player first and
then clockwise: pass, or play a hero card whose condition holds there
(`hero_play.window_options`); with the kernel's forced-decision policy a window where
no one can play passes by itself unless every decision is shown. Where the game goes
on afterwards is a `Resume` kept in the round (the continuations live in `flow`).
Skill tests have their own Interaction step instead (`skill_test`, MI-R42).
"""

from __future__ import annotations

from ..state import MiniatureState, Phase, Resume

__all__ = ["open_window", "passed_by_all", "window_seat"]


def window_seat(state: MiniatureState, k: int) -> int:
    """The ``k``-th seat to speak in a window: clockwise from the first player (MI-2.1)."""
    return (state.first_player + k) % state.players


def open_window(state: MiniatureState, resume: Resume) -> MiniatureState:
    """Open an Interaction window; the first player speaks first (MI-R21)."""
    return state.replace(
        phase=Phase.INTERACTION,
        actor=state.first_player,
        round=state.round.replace(resume=resume, passed=0),
    )


def passed_by_all(state: MiniatureState) -> tuple[MiniatureState, bool]:
    """The window after one more seat passes, and whether every seat has now passed."""
    passed = state.round.passed + 1
    rnd = state.round.replace(passed=passed)
    if passed >= state.players:
        return state.replace(round=rnd), True
    return state.replace(round=rnd, actor=window_seat(state, passed)), False
