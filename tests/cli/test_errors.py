"""Every user error: one line on stderr, exit status 2, never a traceback."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import dinorules
from dinorules import Replay, ReplayError
from dinorules.cli.common import plain_number
from dinorules.cli.validate_cmd import validate_replay
from dinorules.kernel.replay import MAX_REPLAY_BYTES
from tests.cli.conftest import ROOT, Run


def closed_port() -> int:
    """A loopback port with nothing listening."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["simulate", "no-such-game"], "unknown game 'no-such-game'"),
        (["simulate", "GAME", "--option", "players=7"], "players=7 is not allowed"),
        (["simulate", "GAME", "--option", "nonsense"], "expected key=value"),
        (["simulate", "GAME", "--option", "colour=red"], "unknown option 'colour'"),
        (["simulate", "GAME", "--games", "0"], "--games must be at least 1"),
        (["simulate", "GAME", "--games", "-3"], "--games must be at least 1"),
        (["simulate", "GAME", "--workers", "0"], "--workers must be at least 1"),
        (["simulate", "GAME", "--agents", "random,wizard"], "unknown agent 'wizard'"),
        (["simulate", "GAME", "--games", "ten"], "invalid int value"),
        (["play", "no-such-game"], "unknown game"),
        (["play", "GAME", "--seat", "5"], "--seat must be"),
        (["play", "GAME", "--vs", "nobody"], "unknown agent"),
        (["replay", "/no/such/file.json"], "cannot read /no/such/file.json"),
        (["validate", "/no/such/file.toml"], "cannot read"),
        (["frobnicate"], "invalid choice"),
        ([], "required"),
    ],
)
def test_user_errors_print_one_line_and_exit_2(
    cli: Run, game_name: str, args: list[str], needle: str
) -> None:
    result = cli(*[game_name if a == "GAME" else a for a in args])
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert needle in lines[0]
    assert "Traceback" not in result.stderr + result.stdout


def test_unreachable_dask_scheduler(cli: Run, game_name: str) -> None:
    address = f"tcp://127.0.0.1:{closed_port()}"
    result = cli("simulate", game_name, "--games", "2", "--dask", address)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        line for line in result.stderr.strip().splitlines() if "cannot reach" in line
    ]
    assert address in result.stderr


def test_unreadable_replay_is_a_user_error(cli: Run, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "dinorules-replay", "version": 1', encoding="utf-8")
    result = cli("replay", str(bad))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "not valid JSON" in result.stderr


# --- Hostile files and values ----------------------------------------------------------------


def _replay_text(game: str, **changes: object) -> str:
    data: dict[str, object] = {
        "format": "dinorules-replay",
        "version": 1,
        "game": game,
        "options": {},
        "seed": 1,
        "actions": [],
    }
    data.update(changes)
    return json.dumps(data)


_LIMITED = """
import resource, runpy, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
sys.argv = ["dinorules", *sys.argv[1:]]
runpy.run_module("dinorules.cli", run_name="__main__")
"""


def _limited(*args: str) -> subprocess.CompletedProcess[str]:
    """The command run with 1 GiB of address space (an unbounded read fails at once)."""
    return subprocess.run(
        [sys.executable, "-c", _LIMITED, *args],
        input="q\n",
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])},
        cwd=ROOT,
        check=False,
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("command", ["validate", "replay"])
def test_an_endless_file_is_read_with_a_bound(command: str) -> None:
    result = _limited(command, "/dev/zero")
    assert result.returncode == 2, result.stderr
    assert result.stderr.strip().splitlines() == [
        f"dinorules: error: cannot read /dev/zero: larger than the {MAX_REPLAY_BYTES}-byte limit"
    ]


DEEP = "[" * 100_000 + "]" * 100_000
HOSTILE = {
    "empty": "",
    "long number": '{"format": "dinorules-replay", "seed": ' + "9" * 100_000 + "}",
    "deep": '{"format": "dinorules-replay", "seed": ' + DEEP + "}",
    "40 levels": '{"format": "dinorules-replay", "seed": ' + "[" * 40 + "]" * 40 + "}",
    "truncated": "{" + '"a": ' * 5,
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_validate_finds_the_librarys_own_message(text: str) -> None:
    with pytest.raises(ReplayError) as caught:
        Replay.from_json(text)
    assert "Error" not in str(caught.value)  # no exception class names
    assert validate_replay(text, dinorules.GAMES) == ([str(caught.value)], "")


def test_validate_prints_the_librarys_own_message(cli: Run, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(HOSTILE["long number"], encoding="utf-8")
    with pytest.raises(ReplayError) as caught:
        Replay.from_json(HOSTILE["long number"])
    result = cli("validate", str(path))
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.splitlines() == [f"{path}: {caught.value}", f"{path}: 1 problem"]


def test_validate_refuses_a_deeply_nested_data_file(cli: Run, tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + DEEP, encoding="utf-8")
    result = cli("validate", str(path), "--game", "jurassattack")
    assert result.returncode == 1, result.stderr
    assert "nests deeper than 32 levels" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.parametrize(
    "deck", ["x" * 5000, "/etc/passwd", "src/dinorules/jurassattack/deck.toml"]
)
def test_validate_refuses_a_replay_naming_a_data_path(deck: str) -> None:
    text = _replay_text("jurassattack", options={"deck": deck})
    problems, _ = validate_replay(text, {"jurassattack": dinorules.GAMES["jurassattack"]})
    assert len(problems) == 1
    assert problems[0].startswith("options: deck: ")
    assert "a replay never opens a path" in problems[0]


def test_a_replay_naming_a_data_path_is_refused(cli: Run, tmp_path: Path) -> None:
    path = tmp_path / "named.json"
    deck = "x" * 5000
    path.write_text(_replay_text("jurassattack", options={"deck": deck}), encoding="utf-8")
    checked = cli("validate", str(path))
    assert checked.returncode == 1, checked.stderr
    assert "a replay never opens a path" in checked.stdout
    shown = cli("replay", str(path), stdin="q\n")
    assert shown.returncode == 2
    assert len(shown.stderr.strip().splitlines()) == 1
    assert "a replay never opens a path" in shown.stderr
    assert "Traceback" not in checked.stdout + checked.stderr + shown.stdout + shown.stderr


def test_a_long_data_path_given_to_play_is_a_user_error(cli: Run) -> None:
    result = cli("play", "jurassattack", "--option", "deck=" + "x" * 5000)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "no bundled deck has that name" in result.stderr


def test_play_saves_a_users_deck_inside_the_replay(cli: Run, tmp_path: Path) -> None:
    deck = tmp_path / "mine.toml"
    deck.write_text(
        (ROOT / "src/dinorules/jurassattack/deck.toml").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    saved = tmp_path / "game.json"
    played = cli(
        "play",
        "jurassattack",
        "--seed",
        "2",
        "--option",
        f"deck={deck}",
        "--save",
        str(saved),
        stdin="1\n" * 60,
    )
    assert played.returncode == 0, played.stderr
    stored = json.loads(saved.read_text(encoding="utf-8"))["options"]["deck"]
    assert stored["text"] == deck.read_text(encoding="utf-8")
    deck.unlink()
    shown = cli("replay", str(saved), stdin="q\n")
    assert shown.returncode == 0, shown.stderr


@pytest.fixture
def short_replay(tmp_path: Path) -> Path:
    path = tmp_path / "short.json"
    path.write_text(_replay_text("jurassattack"), encoding="utf-8")
    return path


@pytest.mark.parametrize("view", ["\u00b2", "9" * 5000])
def test_replay_as_a_seat_that_is_not_a_number_is_a_user_error(
    cli: Run, short_replay: Path, view: str
) -> None:
    result = cli("replay", str(short_replay), "--as", view, stdin="q\n")
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "give a seat" in result.stderr


def test_the_viewer_takes_only_plain_numbers(cli: Run, short_replay: Path) -> None:
    typed = "g \u00b3\nv \u00b2\ng " + "9" * 5000 + "\nv 0\nq\n"
    result = cli("replay", str(short_replay), stdin=typed)
    assert result.returncode == 0, result.stderr
    assert "commands: n next" in result.stdout  # "g ³" is not understood
    assert "give a seat" in result.stdout  # nor "v ²"
    assert "view: seat 0" in result.stdout


def test_play_takes_only_plain_numbers(cli: Run) -> None:
    typed = "\u00b2\n" + "9" * 5000 + "\nq\n"
    result = cli("play", "jurassattack", "--seed", "1", stdin=typed)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("not understood") == 2


def test_validate_prints_a_problem_holding_a_lone_surrogate(cli: Run, tmp_path: Path) -> None:
    path = tmp_path / "surrogate.json"
    action = {"type": "PlayPack", "cards": ["\ud800"]}
    path.write_text(_replay_text("jurassattack", actions=[action]), encoding="utf-8")
    result = cli("validate", str(path))
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "\\ud800" in result.stdout


@pytest.mark.parametrize("text", ["\u00b2", "\u0663", "-1", " 0", "0x1", "", "1.0"])
def test_only_plain_ascii_digits_are_numbers(text: str) -> None:
    assert plain_number(text) is None


def test_a_number_too_long_to_convert_is_very_large() -> None:
    assert plain_number("9" * 5000) == 10**18
    assert plain_number("007") == 7
