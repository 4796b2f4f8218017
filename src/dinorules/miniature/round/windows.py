"""Interaction windows: the points the book marks "Interaction" (MI-R21).

Rules MI-8.5, MI-8.10, MI-8.14, MI-10.4 and MI-10.11.
A window is an explicit decision for each seat in turn, the first player first and
then clockwise: pass, or play a hero card whose condition holds there
(`heroes.play.window_options`); with the kernel's forced-decision policy a window where
no one can play passes by itself unless every decision is shown. Which window is open
is kept in the round (`Window`); where the game goes on afterwards is the procedure's
agenda. Skill tests have their own Interaction step instead (`combat.skill_tests`,
MI-R42).
"""

from __future__ import annotations

from ..state import MiniatureState, Phase, Stage, Window

__all__ = ["close_window", "open_window", "window_seat"]


def window_seat(state: MiniatureState, k: int) -> int:
    """The ``k``-th seat to speak in a window: clockwise from the first player (MI-2.1)."""
    return (state.first_player + k) % state.players


def open_window(
    state: MiniatureState, window: Window, *then: Stage, passed: int = 0
) -> MiniatureState:
    """Open an Interaction window; the first player speaks first (MI-R21).

    ``then``: the stages that come after the window, first the next; ``passed``: the
    seats that pass at once, from the first player on (`close_window`).
    """
    return close_window(
        state,
        passed,
        window=window,
        agenda=(*then, *state.agenda) if then else state.agenda,
    )


def close_window(
    state: MiniatureState,
    passed: int,
    *,
    window: Window | None = None,
    agenda: tuple[Stage, ...] | None = None,
) -> MiniatureState:
    """The window once ``passed`` seats in all have passed: the next seat speaks, or it closes.

    A seat that passes ends its turn in the window; after the last, the window is over
    and the actor is the last seat to have passed (MI-R21).
    """
    rnd = state.round.replace(
        passed=passed, window=state.round.window if window is None else window
    )
    over = passed >= state.players
    return state.replace(
        phase=Phase.GOING_ON if over else Phase.INTERACTION,
        actor=window_seat(state, state.players - 1 if over else passed),
        round=rnd,
        agenda=state.agenda if agenda is None else agenda,
    )
