"""``make demo``: one seeded random game of every game package, one line each."""

from __future__ import annotations

from . import GAMES
from .kernel import random_playout


def main() -> None:
    """Play and summarize one random game of each registered game."""
    if not GAMES:
        print("no game packages yet: the kernel is installed and ready")
    for name, game in GAMES.items():
        playout = random_playout(game, seed=2026)
        winners = sorted(game.winners(playout.final_state))
        print(f"{name:16} winners={winners} decisions={playout.decisions}")


if __name__ == "__main__":
    main()
