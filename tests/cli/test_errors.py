"""Every user error: one line on stderr, exit status 2, never a traceback."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.cli.conftest import Run


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
