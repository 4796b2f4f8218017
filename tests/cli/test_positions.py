"""Positions on the command line: ``show``, ``play --from``, ``replay --position`` (JA-R18)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.conftest import Run

pytestmark = pytest.mark.rules("JA-R18")


def test_show_draws_a_partial_position_and_says_whose_decision_it_is(cli: Run) -> None:
    result = cli("show", "jurassattack", "jurassattack; first 1")
    assert result.returncode == 0, result.stderr
    assert "== seat 1 ==" in result.stdout
    assert result.stdout.rstrip().endswith("seat 1 to decide")


def test_show_prints_the_canonical_position_of_a_seat_s_view(cli: Run) -> None:
    result = cli("show", "jurassattack", "jurassattack", "--as", "1", "--position")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("jurassattack observation; player 1;")


def test_show_writes_the_svg_of_a_position_read_from_a_file(cli: Run, tmp_path: Path) -> None:
    text = tmp_path / "p.txt"
    text.write_text("jurassattack; round 4\n", encoding="utf-8")
    svg = tmp_path / "p.svg"
    result = cli("show", "jurassattack", f"@{text}", "--svg", str(svg))
    assert result.returncode == 0, result.stderr
    assert svg.read_text(encoding="utf-8").startswith("<svg")


def test_show_refuses_an_impossible_position_naming_field_and_rule(cli: Run) -> None:
    result = cli("show", "jurassattack", "jurassattack; first 9")
    assert result.returncode == 2
    assert "first: the first player is seat 0 or 1, not 9 (JA-4.2)" in result.stderr
    assert "Traceback" not in result.stderr


def test_play_from_a_position_saves_it_in_the_replay(cli: Run, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    start = "jurassattack; first 1"
    result = cli(
        "play", "jurassattack", "--from", start, "--seed", "3", "--save", str(saved), stdin="1\nq\n"
    )
    assert result.returncode == 0, result.stderr
    replay = json.loads(saved.read_text(encoding="utf-8"))
    assert replay["position"] == start
    shown = cli("replay", str(saved), "--position", "--step", "0")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("jurassattack; phase face_off; round 1; first 1;")
    assert cli("validate", str(saved)).returncode == 0
