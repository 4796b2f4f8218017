"""`make demo`'s entry point: one line per registered game, each game finished."""

from __future__ import annotations

import re
import subprocess
import sys

import dinorules


def test_demo_plays_every_registered_game_to_the_end() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dinorules.demo"], capture_output=True, text=True, check=True
    ).stdout
    lines = [line for line in out.splitlines() if line.strip()]
    if not dinorules.GAMES:
        assert lines == ["no game packages yet: the kernel is installed and ready"]
        return
    assert [line.split()[0] for line in lines] == list(dinorules.GAMES)
    for line, game in zip(lines, dinorules.GAMES.values(), strict=True):
        match = re.search(r"winners=\[([\d, ]*)\] decisions=(\d+)$", line)
        assert match, line
        seats = [int(s) for s in match.group(1).split(",") if s.strip()]
        assert seats, f"{game.name}: a finished game has at least one winner"
        assert 0 < int(match.group(2)) <= game.max_game_length()
