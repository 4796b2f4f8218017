"""Strings from a file are never echoed raw: a terminal sees escapes, not control codes."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

from dinorules import GAMES, Replay
from dinorules.cli.common import terminal_safe
from dinorules.kernel.data import DataFile
from tests.cli.conftest import Run

EVIL = "\x1b[2J\x1b]0;pwned\x07\x00\u202e\u2066\x9b"
"""Clear the screen, set the title, NUL, bidi overrides, a C1 control."""
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Any control a terminal could act on (a newline is allowed between lines)."""


def evil_deck() -> str:
    text = resources.files("dinorules.jurassattack").joinpath("deck.toml").read_text("utf-8")
    escaped = "".join(f"\\u{ord(char):04x}" for char in EVIL)  # TOML escapes
    return text.replace('"Compsognathus"', f'"Compso{escaped}gnathus"')


@pytest.mark.parametrize("keep", ["", "\n"])
def test_terminal_safe_escapes_every_control(keep: str) -> None:
    shown = terminal_safe(f"Rex{EVIL}\n", keep=keep)
    assert not RAW.search(shown)
    assert "\\x1b[2J" in shown and "\\u202e" in shown and "\\x00" in shown
    assert shown.endswith("\n") == bool(keep)
    assert terminal_safe("Tyrannosaure rôdeur 🦖") == "Tyrannosaure rôdeur 🦖"


def test_validate_escapes_an_embedded_file_name(cli: Run, tmp_path: Path) -> None:
    deck = DataFile(f"deck{EVIL}.toml", evil_deck(), what="deck")
    text = Replay(game="jurassattack", seed=1, options={"deck": deck}).to_json()
    path = tmp_path / "evil.json"
    path.write_text(text.replace(deck.sha256, "0" * 64))
    result = cli("validate", str(path))
    assert result.returncode == 1, result.stdout + result.stderr
    assert "sha256 does not match" in result.stdout and "\\x1b]0;pwned\\x07" in result.stdout
    assert not RAW.search(result.stdout + result.stderr)


def test_the_viewer_escapes_card_names_from_a_replay(cli: Run, tmp_path: Path) -> None:
    deck = DataFile("evil.toml", evil_deck(), what="deck")
    game = GAMES["jurassattack"]
    state = game.initial_state(seed=2, deck=deck)
    actions = []
    for _ in range(12):
        if game.is_terminal(state):
            break
        action = game.legal_actions(state)[0]
        actions.append(action)
        state = game.apply(state, action)
    path = tmp_path / "evil.json"
    path.write_text(Replay(game=game, seed=2, options={"deck": deck}, actions=actions).to_json())
    result = cli("replay", str(path), stdin="n\n" * 12 + "q\n")
    assert result.returncode == 0, result.stderr
    assert "Compso\\x1b[2J" in result.stdout
    assert not RAW.search(result.stdout + result.stderr)
