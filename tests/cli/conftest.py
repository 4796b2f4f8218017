"""Run the ``dinorules`` command through its module entry point."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import dinorules

ROOT = Path(__file__).resolve().parents[2]
Run = Callable[..., subprocess.CompletedProcess[str]]


def run_cli(*args: str, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python -m dinorules.cli ARGS`` with ``stdin`` as input."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    return subprocess.run(
        [sys.executable, "-m", "dinorules.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=ROOT,
        check=False,
    )


@pytest.fixture
def cli() -> Run:
    return run_cli


@pytest.fixture(scope="session")
def game_name() -> str:
    """A registered game that loads and plays (JurassAttack! when present)."""
    for name in ("jurassattack", *dinorules.GAMES):
        try:
            game = dinorules.GAMES[name]
            game.legal_actions(game.initial_state(seed=0))
        except Exception:  # noqa: BLE001 - skip games still being written
            continue
        return name
    pytest.skip("no registered game plays yet")
