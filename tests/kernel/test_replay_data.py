"""Replays embed a user's component data (text and SHA-256) and never open a path they name."""

from __future__ import annotations

import builtins
import hashlib
import io
import json
import os
import pickle
from pathlib import Path
from typing import Any

import pytest

from dinorules import GAMES, Replay, ReplayError
from dinorules.kernel import random_playout
from dinorules.kernel.data import DataFile
from tests.toy.game import GAME as TOY

SRC = Path(__file__).resolve().parents[2] / "src" / "dinorules"

DATA_FILES = [
    ("brunch", "components", "brunch/components.toml"),
    ("jurassattack", "deck", "jurassattack/deck.toml"),
    ("spino_chase", "deck", "spino_chase/deck.toml"),
    ("spino_chase", "board", "spino_chase/board.toml"),
    ("island_survival", "board", "island_survival/board.toml"),
    ("island_survival", "cards", "island_survival/cards.toml"),
    ("island_survival", "dice", "island_survival/dice.toml"),
    ("island_survival", "cast", "island_survival/cast.toml"),
]
"""Each game's data options, with the bundled file a user's copy is made from."""


def _user_copy(tmp_path: Path, bundled: str) -> Path:
    path = tmp_path / "mine" / Path(bundled).name
    path.parent.mkdir(exist_ok=True)
    text = (SRC / bundled).read_text(encoding="utf-8")
    path.write_text("# a user's copy\n" + text, encoding="utf-8")
    return path


def _jurassattack_replay(tmp_path: Path) -> tuple[Replay, Path]:
    path = _user_copy(tmp_path, "jurassattack/deck.toml")
    playout = random_playout(GAMES["jurassattack"], seed=4, deck=str(path))
    return Replay(
        game="jurassattack", seed=4, options={"deck": str(path)}, actions=playout.actions
    ), path


class _NoOpening:
    """Fails the test if anything opens a file while it is active."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        def refuse(*args: Any, **kwargs: Any) -> Any:
            raise AssertionError(f"a file was opened: {args[:1]}")

        monkeypatch.setattr(builtins, "open", refuse)
        monkeypatch.setattr(io, "open", refuse)
        monkeypatch.setattr(os, "open", refuse)


@pytest.mark.parametrize(("game_name", "option", "bundled"), DATA_FILES)
def test_a_replay_with_a_users_file_embeds_it_and_replays_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_name: str, option: str, bundled: str
) -> None:
    game = GAMES[game_name]
    path = _user_copy(tmp_path, bundled)
    monkeypatch.chdir(path.parent)
    given = {option: path.name}  # relative to the current directory
    playout = random_playout(game, seed=2, max_decisions=40, **given)
    text = Replay(game=game_name, seed=2, options=given, actions=playout.actions).to_json()
    stored = json.loads(text)["options"][option]
    content = path.read_text(encoding="utf-8")
    assert stored == {
        "file": path.name,
        "sha256": hashlib.sha256(content.encode("utf-8")).hexdigest(),
        "text": content,
    }
    path.unlink()
    monkeypatch.chdir(tmp_path)  # elsewhere, the file gone
    back = Replay.from_json(text)
    assert back.options[option] == DataFile(path.name, content)
    assert back.final_state() == playout.final_state
    assert Replay.from_json(back.to_json()) == back


def test_reading_a_replay_with_embedded_data_opens_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replay, _ = _jurassattack_replay(tmp_path)
    text, final = replay.to_json(), replay.final_state()
    _NoOpening(monkeypatch)
    back = Replay.from_json(text)
    assert back.final_state() == final


@pytest.mark.parametrize("named", ["/etc/passwd", "PATH", "x" * 5000, "", "standard.toml"])
def test_a_replay_naming_a_path_is_refused_without_opening_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, named: str
) -> None:
    _, path = _jurassattack_replay(tmp_path)
    data = {
        "format": "dinorules-replay",
        "version": 1,
        "game": "jurassattack",
        "options": {"deck": str(path) if named == "PATH" else named},
        "seed": 1,
        "actions": [],
    }
    _NoOpening(monkeypatch)
    with pytest.raises(ReplayError, match=r"^options: deck: .*never opens a path|^options: option"):
        Replay.from_json(json.dumps(data))


def test_a_replay_naming_a_bundled_data_set_keeps_the_name() -> None:
    replay = Replay(game="jurassattack", seed=1, options={"deck": "standard"})
    assert json.loads(replay.to_json())["options"] == {"deck": "standard"}
    assert Replay.from_json(replay.to_json()) == replay


def _with_deck(replay_text: str, /, **deck: object) -> str:
    data = json.loads(replay_text)
    data["options"]["deck"] = deck
    return json.dumps(data)


def test_embedded_data_is_checked_against_its_digest(tmp_path: Path) -> None:
    replay, _ = _jurassattack_replay(tmp_path)
    text = replay.to_json()
    embedded = json.loads(text)["options"]["deck"]
    tampered = embedded["text"].replace("ferocity = 1", "ferocity = 2", 1)
    with pytest.raises(ReplayError, match=r"^options: deck: .*sha256 does not match"):
        Replay.from_json(_with_deck(text, **{**embedded, "text": tampered}))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"text": 3}, r"deck\.text: expected str"),
        ({"sha256": None}, r"deck\.sha256: expected str"),
        ({"extra": 1}, r"deck\.extra: unexpected field"),
        ({"file": ["a"]}, r"deck\.file: expected str"),
    ],
)
def test_malformed_embedded_data_is_a_replay_error(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    replay, _ = _jurassattack_replay(tmp_path)
    text = replay.to_json()
    embedded = json.loads(text)["options"]["deck"]
    with pytest.raises(ReplayError, match=rf"^options: {message}"):
        Replay.from_json(_with_deck(text, **{**embedded, **change}))
    missing = {k: v for k, v in embedded.items() if k != "text"}
    with pytest.raises(ReplayError, match=r"^options: deck\.text: missing field"):
        Replay.from_json(_with_deck(text, **missing))


def test_embedded_data_that_is_malformed_is_a_replay_error(tmp_path: Path) -> None:
    replay, _ = _jurassattack_replay(tmp_path)
    text = replay.to_json()
    bad = 'name = "x"\nsize = 1\n'
    digest = hashlib.sha256(bad.encode("utf-8")).hexdigest()
    message = r"^options: deck file deck\.toml: deck\.cards: missing field"  # not deck.toml.cards
    with pytest.raises(ReplayError, match=message):
        Replay.from_json(_with_deck(text, file="deck.toml", sha256=digest, text=bad))


def test_a_replay_pins_the_data_it_was_played_with(tmp_path: Path) -> None:
    """A file read into the options (as `play` does) is stored as read, not re-read."""
    replay, path = _jurassattack_replay(tmp_path)
    final = replay.final_state()
    pinned = GAMES["jurassattack"].resolve_options(deck=str(path))["deck"]
    assert isinstance(pinned, DataFile)
    path.write_text("spoilt", encoding="utf-8")
    kept = Replay(game="jurassattack", seed=4, options={"deck": pinned}, actions=replay.actions)
    assert Replay.from_json(kept.to_json()).final_state() == final
    with pytest.raises(ReplayError, match=r"^options: deck file .*: not valid TOML"):
        replay.to_json()  # a path is read when the replay is written


def test_replays_with_embedded_data_pickle(tmp_path: Path) -> None:
    replay, _ = _jurassattack_replay(tmp_path)
    pinned = Replay.from_json(replay.to_json())
    assert pickle.loads(pickle.dumps(pinned)) == pinned


# --- The game field ------------------------------------------------------------------------


def test_a_replay_takes_a_game_and_stores_its_name() -> None:
    game = GAMES["jurassattack"]
    replay = Replay(game=game, seed=1)
    assert replay.game == "jurassattack"
    assert Replay.from_json(replay.to_json()) == replay
    toy = Replay(game=TOY, seed=1)
    assert toy.to_json({"toy": TOY})


@pytest.mark.parametrize("game", [3, None, b"toy", ["toy"]])
def test_a_replay_refuses_a_game_that_is_neither_a_name_nor_a_game(game: object) -> None:
    with pytest.raises(ReplayError, match=r"^game: expected a game name or a Game, got"):
        Replay(game=game, seed=1)
