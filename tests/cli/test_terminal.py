"""Strings from a file are never echoed raw: a terminal sees escapes, not control codes."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from dinorules import Replay
from dinorules.cli.common import terminal_safe
from dinorules.kernel.data import DataFile
from tests.cli.conftest import Run

EVIL = "\x1b[2J\x1b]0;pwned\x07\x00\u202e\u2066\x9b"
"""Clear the screen, set the title, NUL, bidi overrides, a C1 control."""
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Any control a terminal could act on (a newline is allowed between lines)."""


def plain_deck() -> str:
    return resources.files("dinorules.jurassattack").joinpath("deck.toml").read_text("utf-8")


def evil_deck() -> str:
    escaped = "".join(f"\\u{ord(char):04x}" for char in EVIL)  # TOML escapes
    return plain_deck().replace('"Compsognathus"', f'"Compso{escaped}gnathus"')


@pytest.mark.parametrize("keep", ["", "\n"])
def test_terminal_safe_escapes_every_control(keep: str) -> None:
    shown = terminal_safe(f"Rex{EVIL}\n", keep=keep)
    assert not RAW.search(shown)
    assert "\\x1b[2J" in shown and "\\u202e" in shown and "\\x00" in shown
    assert shown.endswith("\n") == bool(keep)
    assert terminal_safe("Tyrannosaure rôdeur 🦖") == "Tyrannosaure rôdeur 🦖"


def test_validate_escapes_an_embedded_file_name(cli: Run, tmp_path: Path) -> None:
    deck = DataFile(f"deck{EVIL}.toml", plain_deck(), what="deck")
    text = Replay(game="jurassattack", seed=1, options={"deck": deck}).to_json()
    path = tmp_path / "evil.json"
    path.write_text(text.replace(deck.sha256, "0" * 64))
    result = cli("validate", str(path))
    assert result.returncode == 1, result.stdout + result.stderr
    assert "sha256 does not match" in result.stdout and "\\x1b]0;pwned\\x07" in result.stdout
    assert not RAW.search(result.stdout + result.stderr)


def test_a_replay_whose_deck_has_control_characters_is_refused_with_escapes_bug(
    cli: Run, tmp_path: Path
) -> None:
    plain = DataFile("evil.toml", plain_deck(), what="deck")
    evil = DataFile("evil.toml", evil_deck(), what="deck")
    text = Replay(game="jurassattack", seed=2, options={"deck": plain}).to_json()
    data = json.loads(text)
    (stored,) = [v for v in data["options"].values() if isinstance(v, dict)]
    stored["text"], stored["sha256"] = evil.text, evil.sha256
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = cli("replay", str(path), stdin="q\n")
    assert result.returncode != 0
    assert "evil.toml" in result.stderr
    assert "control character U+001B" in result.stderr
    assert not RAW.search(result.stdout + result.stderr)
