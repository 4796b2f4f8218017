"""``make demo``'s simulation: every game, greedy vs random, tables and plots."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import dinorules

ROOT = Path(__file__).resolve().parents[2]
HANG_GUARD = 900
"""Seconds before giving up on a demo run that should have ended: a guard against
hanging the suite (the run takes well under a minute), never what decides a result."""


def test_demo_simulates_every_game_and_writes_plots(tmp_path: Path) -> None:
    out = tmp_path / "demo-output"
    result = subprocess.run(
        [sys.executable, "-m", "dinorules.demo", "--games", "4", "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])},
        timeout=HANG_GUARD,
    )
    simulated = [
        line.split(":")[0] for line in result.stdout.splitlines() if " games, seed 2026," in line
    ]
    skipped = [line.split(":")[0] for line in result.stderr.splitlines() if ": skipped:" in line]
    assert sorted(simulated + skipped) == sorted(dinorules.GAMES), result.stderr
    assert result.returncode == (1 if skipped else 0)
    header = [line for line in result.stdout.splitlines() if line.startswith("game ")]
    assert header and "greedy win rate [95% CI]" in header[0]
    for name in simulated:
        assert (out / f"{name}-win-rates.png").read_bytes()[:4] == b"\x89PNG"
        assert (out / f"{name}-lengths.png").is_file()


def test_demo_refuses_a_non_positive_game_count() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dinorules.demo", "--games", "0"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        timeout=HANG_GUARD,
    )
    assert result.returncode == 2
    assert "--games must be at least 1" in result.stderr
