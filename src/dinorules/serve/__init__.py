"""``dinorules serve``: play any game in a browser, against agents or at one screen.

A local web app (the ``web`` extra: Starlette and uvicorn). The lobby picks a game,
its options and who plays each seat (a person, ``random``, ``greedy``, ``mcts:N``);
a game's page draws the board with the game's own SVG picture for the seat being
played, lists the legal actions as buttons (and makes what they name clickable on
the board), shows the rivals' moves as they are made, and can undo, save the replay
and resume one. Several people can share one screen (each sees only their seat's
view on their turn), and a game started with the spectator view shows everything.

The server is the rules authority and the only holder of the state; agents think in
worker processes (`workers`). See ``docs/serve.md``.
"""

from __future__ import annotations

from .app import create_app

__all__ = ["create_app"]
