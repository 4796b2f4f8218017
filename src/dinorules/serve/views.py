"""What a page receives: a game as one seat may see it, or everything for a spectator.

A view is built from the same per-seat data as the replay viewer's pages: the game's
picture drawn for that seat (`board_renderer`, from its observation) and each move's
caption as that seat may know it (`dinorules.viewer.caption`, from
`Game.action_seen`: a rival's hidden move in the words the seat may read). The legal
actions are listed only to the seat that is to decide, so a seat's page never holds
another seat's secrets. The everything view (``all``) exists only for a game started
with a spectator view.
"""

from __future__ import annotations

import time
from typing import Any, Final

from dinorules.viewer import ALL, caption

from .board import action_picks, board_renderer, picks_of
from .errors import Refused
from .session import HUMAN, Session

__all__ = ["LOG_LENGTH", "check_view", "view"]

LOG_LENGTH: Final = 40
"""How many of the latest moves a view lists."""


def check_view(session: Session, who: str) -> int | None:
    """The seat ``who`` names (``None`` for everything), if this game shows it to a page.

    A person's seat is shown; every seat and everything only in a spectator game.
    """
    if who == ALL:
        if not session.spectator:
            raise Refused("this game was started without the spectator view", status=403)
        return None
    if not (who.isascii() and who.isdigit()) or int(who) >= len(session.seats):
        raise Refused(f"view: expected a seat 0 to {len(session.seats) - 1} or 'all'")
    seat = int(who)
    if seat not in session.humans and not session.spectator:
        raise Refused(f"seat {seat} is played by an agent: its view is not shown", status=403)
    return seat


def _actions(session: Session, seat: int | None) -> list[dict[str, Any]]:
    """The legal actions, for the page of the person who is to decide (or a spectator's)."""
    mover = session.to_move()
    if mover is None or mover not in session.humans or session.thinking is not None:
        return []
    if seat is not None and seat != mover:
        return []
    return [{"text": str(action)} for action in session.game.legal_actions(session.state)]


def view(session: Session, who: str) -> dict[str, Any]:
    """The game as ``who`` (a seat's number, or ``all``) may see it, as JSON-ready data."""
    seat = check_view(session, who)
    game, state = session.game, session.state
    draw = board_renderer(game)
    svg = draw(state) if seat is None else draw(state, player=seat)
    actions = _actions(session, seat)
    picks = picks_of(svg) if actions else []
    for entry, found in zip(
        actions, action_picks([a["text"] for a in actions], picks), strict=True
    ):
        entry["picks"] = found
    first = max(1, session.step - LOG_LENGTH + 1)
    log = [
        {"step": step, "text": caption(game, session.states, session.actions, step, who)}
        for step in range(first, session.step + 1)
    ]
    thinking = session.thinking
    return {
        "id": session.id,
        "game": game.name,
        "title": game.title,
        "seed": session.seed,
        "view": who,
        "version": session.version,
        "step": session.step,
        "seats": [
            {"seat": n, "by": by, "human": by == HUMAN} for n, by in enumerate(session.seats)
        ],
        "spectator": session.spectator,
        "to_move": session.to_move(),
        "over": game.is_terminal(state),
        "winners": sorted(game.winners(state)),
        "thinking": None
        if thinking is None
        else {
            "seat": thinking.seat,
            "agent": thinking.agent,
            "seconds": round(time.monotonic() - thinking.since, 1),
        },
        "problem": session.problem,
        "can_undo": bool(session.undo_points),
        "svg": svg,
        "picks": picks,
        "actions": actions,
        "log": log,
    }
