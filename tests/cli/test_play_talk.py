"""``dinorules play`` explains itself: driven through its input stream, for every game.

Each test plays a game of one of the five games through the command's standard input
and reads its output until what it expects appears (a generous guard stops a hung
game; nothing waits on the clock). The defects they pin: a rival's move told as
"seat 1 (random) moved", typed actions and close matches, a bad entry answered by a
redrawn board, results as Python lists, seats nobody introduced, pictures without a
legend, internal names (``pick_dino``, ``in_play``, phase names) in the output.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
from typing import Final

import pytest

from tests.cli.conftest import ROOT, run_cli

GAMES: Final = ("miniature", "island_survival", "jurassattack", "brunch", "spino_chase")
GUARD: Final = 300.0
"""The anti-hang guard, in seconds: far more than any of these games needs."""
SEED: Final = 3
LEGENDS: Final = {
    "miniature": ". open; ~ difficult; # impassable",
    "island_survival": "spaces: J1.. Jaw to Jaw",
    "jurassattack": "cards by name, x2 for two alike",
    "brunch": ". empty; ~~ face-down grass",
    "spino_chase": "digits: pawns by seat number; S the Spinosaurus; . an empty space",
}
"""A piece of each game's legend of its text picture."""
ROLES: Final = {
    "miniature": "the army of A ",
    "island_survival": "the dinosaur player",
    "jurassattack": "the Footprint deck",
    "brunch": "the blue team",
    "spino_chase": "pawn 0 on the board",
}
"""Who seat 0 is, in words."""
INTERNAL: Final = re.compile(r"\b[a-z]+_[a-z_]+\b|\[\d|\bPhase\.|\bNone\b|<[A-Za-z]")
"""Internal names and Python reprs: ``pick_dino``, ``[0, 1]``, ``Phase.X``, ``None``, ``<obj``."""
LISTED: Final = re.compile(r"^ +(\d+)\. (.+)$", re.MULTILINE)


class Terminal:
    """The command run with pipes: what it prints is read until an expected text."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "dinorules.cli", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=ROOT,
        )
        self.pending = ""

    def read_until(self, marker: str) -> str:
        """Everything printed up to and including the next ``marker``."""
        assert self.process.stdout is not None
        fd = self.process.stdout.fileno()
        while marker not in self.pending:
            ready, _, _ = select.select([fd], [], [], GUARD)
            assert ready, f"no {marker!r} within the guard; got {self.pending[-2000:]!r}"
            chunk = os.read(fd, 65536)
            assert chunk, f"the command ended before {marker!r}: {self.pending[-2000:]!r}"
            self.pending += chunk.decode("utf-8")
        end = self.pending.index(marker) + len(marker)
        text, self.pending = self.pending[:end], self.pending[end:]
        return text

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write((line + "\n").encode("utf-8"))
        self.process.stdin.flush()

    def close(self) -> None:
        self.send("q")
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=GUARD)
        assert self.process.stdout is not None
        self.process.stdout.close()


@pytest.fixture
def terminal() -> object:
    opened: list[Terminal] = []

    def start(game: str) -> Terminal:
        opened.append(Terminal("play", game, "--seed", str(SEED)))
        return opened[-1]

    yield start
    for each in opened:
        if each.process.poll() is None:
            each.process.kill()
            each.process.wait(timeout=GUARD)
        for stream in (each.process.stdin, each.process.stdout):
            if stream is not None and not stream.closed:
                stream.close()


def _whole_game(game: str) -> str:
    """A whole game played by always choosing the first action, then quitting."""
    result = run_cli("play", game, "--seed", str(SEED), stdin="1\n" * 3000, timeout=GUARD)
    assert result.returncode == 0, result.stderr
    assert "game over after" in result.stdout, result.stdout[-2000:]
    return result.stdout


@pytest.fixture(scope="module")
def games() -> dict[str, str]:
    """Each game's whole output, played once for the module."""
    return {}


def _output(games: dict[str, str], game: str) -> str:
    if game not in games:
        games[game] = _whole_game(game)
    return games[game]


@pytest.mark.parametrize("game", GAMES)
def test_every_rival_move_is_told_as_the_seat_sees_it(game: str, games: dict[str, str]) -> None:
    out = _output(games, game)
    told = re.findall(r"^seat [1-9] \((?:random|the only option)\): (.+)$", out, re.MULTILINE)
    assert told, out[:3000]
    assert not re.search(r"^seat \d \(random\) moved", out, re.MULTILINE)


@pytest.mark.parametrize("game", GAMES)
def test_a_typed_action_is_played(game: str, terminal: object) -> None:
    term = terminal(game)  # type: ignore[operator]
    turn = term.read_until("\n> ")
    first = LISTED.findall(turn)[0][1]
    term.send("  " + first.upper().replace(" ", "   ") + " ")
    answer = term.read_until("\n")
    assert answer == f"seat 0 (you): {first}\n" or answer.startswith(f"seat 0 (you): {first}")
    term.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_miss_is_answered_in_one_line_with_close_matches(game: str, terminal: object) -> None:
    term = terminal(game)  # type: ignore[operator]
    turn = term.read_until("\n> ")
    first = LISTED.findall(turn)[0][1]
    term.send(first[:-1])  # a typo: the last letter left out
    answer = term.read_until("> ")
    lines = answer.splitlines()
    if lines[0].startswith("seat 0 (you): "):  # the shortened text is itself an action
        pytest.skip(f"{first[:-1]!r} is an action of {game}")
    assert len(lines) == 2 and lines[1] == "> ", answer  # one line, no board drawn again
    assert lines[0].startswith("not understood: ") and f"'{first}'" in lines[0], lines[0]
    term.send("zzz")
    assert term.read_until("> ").count("\n") == 1
    term.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_result_is_said_in_plain_words(game: str, games: dict[str, str]) -> None:
    out = _output(games, game)
    (told,) = re.findall(r"^game over after \d+ steps: (.+)$", out, re.MULTILINE)
    assert re.fullmatch(
        r"you win(, with seats? [\d, and]+)?|you lose: seats? [\d, and]+ wins?|.*no one wins",
        told,
    ), told


@pytest.mark.parametrize("game", GAMES)
def test_who_each_seat_is_is_said_at_the_start(game: str, terminal: object) -> None:
    term = terminal(game)  # type: ignore[operator]
    start = term.read_until("\n> ")
    assert re.search(rf"^  seat 0 \(you\): {re.escape(ROLES[game])}", start, re.MULTILINE), start
    assert re.search(r"^  seat 1 \(random\): \S", start, re.MULTILINE), start
    term.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_picture_has_its_legend(game: str, terminal: object) -> None:
    term = terminal(game)  # type: ignore[operator]
    assert LEGENDS[game] in term.read_until("\n> ")
    term.close()


@pytest.mark.parametrize("game", GAMES)
def test_no_internal_name_is_printed(game: str, games: dict[str, str]) -> None:
    out = _output(games, game)
    found = sorted({m.group(0) for m in INTERNAL.finditer(out)})
    assert found == [], found
