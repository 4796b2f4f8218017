"""Hostile replays and data files: bounded memory, the first problem only, short messages."""

from __future__ import annotations

import json
import os
import tomllib
import tracemalloc
from pathlib import Path
from typing import Any

import attrs
import pytest

from dinorules import GAMES, DataError, IllegalActionError, InvalidOptionError, Replay, ReplayError
from dinorules.kernel.data import DataFile, loader

GAME = GAMES["brunch"]
ILLEGAL = {"type": "Move", "at": [9, 9], "direction": "N"}
"""No herbivore stands on (9, 9) at the start (BR-6.1): illegal at step 0."""


def replay_text(actions: list[Any], **fields: Any) -> str:
    data = {"format": "dinorules-replay", "version": 1, "game": "brunch", "options": {}}
    return json.dumps({**data, "seed": 1, "actions": actions, **fields})


class Counting:
    """A game that counts the actions it decodes."""

    def __init__(self) -> None:
        self.decoded = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def decode_action(self, data: Any, path: str = "action") -> Any:
        self.decoded += 1
        return GAME.decode_action(data, path)


def test_reading_stops_at_the_first_illegal_action() -> None:
    counting = Counting()
    text = replay_text([ILLEGAL] * 50_000)
    with pytest.raises(ReplayError, match=r"^actions\[0\]: illegal at step 0"):
        Replay.from_json(text, {"brunch": counting})  # type: ignore[dict-item]
    assert counting.decoded == 1


def test_a_long_replay_is_read_in_memory_near_its_size() -> None:
    text = replay_text([ILLEGAL] * 100_000)  # 4.5 MB; json.loads alone builds ~40 MB
    tracemalloc.start()
    try:
        with pytest.raises(ReplayError, match="illegal at step 0"):
            Replay.from_json(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(text) // 2


def test_actions_before_the_header_are_checked_one_at_a_time() -> None:
    header = json.loads(replay_text([]))
    del header["actions"]
    text = json.dumps({"actions": [ILLEGAL] * 10_000, **header})
    assert text.index("actions") < text.index("seed")
    tracemalloc.start()
    try:
        with pytest.raises(ReplayError, match="illegal at step 0"):
            Replay.from_json(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(text) // 2


def test_a_huge_string_in_an_action_gives_a_short_message() -> None:
    action = {"type": "Move", "at": [1, 1], "direction": "N" * 2_000_000}
    with pytest.raises(ReplayError) as caught:
        Replay.from_json(replay_text([action]))
    message = str(caught.value)
    assert message.startswith("actions[0]") and len(message) < 400
    assert "(2000000 chars)" in message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (replay_text([]).replace('"seed": 1', '"seed": 1, "seed": 2'), "'seed': duplicate key"),
        (replay_text(["X"]).replace('"X"', '{"type": "Pass", "type": "Pass"}'), r"actions\[0\]"),
        (replay_text([], options={}).replace("{}", '{"layout": 1, "layout": 2}'), "options: dup"),
        ('{"a": 1, "a": 1}', "'a': duplicate key"),
        (json.dumps({f"x{i}": 0 for i in range(70)}), "at most 64 fields"),
        (replay_text([], extra=1), "^extra: unexpected field"),
    ],
)
def test_a_repeated_key_is_refused(text: str, message: str) -> None:
    with pytest.raises(ReplayError, match=message):
        Replay.from_json(text)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-8-sig"])
def test_a_replay_is_utf8_as_on_the_command_line(encoding: str) -> None:
    text = Replay(game="brunch", seed=1).to_json()
    assert Replay.from_json(text.encode("utf-8")) == Replay(game="brunch", seed=1)
    with pytest.raises(ReplayError, match=r"not UTF-8 text|not valid JSON"):
        Replay.from_json(text.encode(encoding))


def test_json_errors_keep_their_place() -> None:
    for text, message in [
        ('{"game": "brunch",}', "Expecting property name"),
        ('{"game" "brunch"}', "Expecting ':' delimiter"),
        ('{"actions": [1 2]}', "Expecting ',' delimiter"),
        ('{"game": "brunch"} x', "Extra data"),
        ("[1, 2", "Expecting ',' delimiter"),
        ("[[1], 2] 3", "Extra data"),
    ]:
        with pytest.raises(ReplayError, match=f"not valid JSON.*{message}"):
            Replay.from_json(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x = [" + "1," * 30_000 + "]", r"mine\.toml: more than 20000 lines and commas"),
        ("size = " + "9" * 5000, r"mine\.toml: a number has more than \d+ digits"),
    ],
)
def test_a_data_file_that_is_slow_to_parse_is_refused(text: str, message: str) -> None:
    deck = DataFile("mine.toml", text, what="deck")
    with pytest.raises(DataError, match=message):
        GAMES["jurassattack"].initial_state(seed=1, deck=deck)


def test_a_directory_or_a_symlink_loop_is_named_as_such(tmp_path: Path) -> None:
    os.symlink(tmp_path / "b", tmp_path / "a")
    os.symlink(tmp_path / "a", tmp_path / "b")
    jurassattack = GAMES["jurassattack"]
    with pytest.raises(DataError, match="a directory, not a file"):
        jurassattack.initial_state(seed=1, deck=str(tmp_path))
    with pytest.raises(DataError, match="symbolic links"):
        jurassattack.initial_state(seed=1, deck=str(tmp_path / "a"))
    with pytest.raises(InvalidOptionError, match="not the path of a file"):
        jurassattack.initial_state(seed=1, deck=str(tmp_path / "none.toml"))


def test_a_field_path_never_reads_as_a_file_name(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "x"\nsize = 1\n', encoding="utf-8")
    with pytest.raises(DataError) as caught:
        GAMES["jurassattack"].initial_state(seed=1, deck=str(path))
    assert str(caught.value) == f"deck file {path}: deck.cards: missing field"


@pytest.mark.parametrize(
    ("name", "option", "file"),
    [
        ("brunch", "components", "components.toml"),
        ("jurassattack", "deck", "deck.toml"),
        ("spino_chase", "board", "board.toml"),
        ("island_survival", "cards", "cards.toml"),
    ],
)
def test_a_data_file_is_read_and_loaded_once_per_option_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, option: str, file: str
) -> None:
    source = Path(__file__).resolve().parents[2] / "src" / "dinorules" / name / file
    path = tmp_path / file
    path.write_text(source.read_text("utf-8") + "\n# a copy\n", encoding="utf-8")
    game = GAMES[name]
    game.initial_state(seed=0)  # the bundled data, read when the game is imported

    parsed: list[str] = []
    real = tomllib.loads
    monkeypatch.setattr(tomllib, "loads", lambda text: parsed.append(text) or real(text))
    reads: list[str] = []
    real_read = DataFile._read.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        DataFile, "_read", classmethod(lambda cls, p, w: reads.append(p) or real_read(cls, p, w))
    )
    for seed in range(5):
        game.initial_state(seed=seed, **{option: str(path)})
    mine = [text for text in parsed if "# a copy" in text]  # a bundled file may be read too
    assert (len(reads), len(mine)) == (1, 1)
    path.write_text(path.read_text("utf-8") + "# changed\n", encoding="utf-8")
    game.initial_state(seed=9, **{option: str(path)})
    mine = [text for text in parsed if "# a copy" in text]
    assert (len(reads), len(mine)) == (2, 2)  # a changed file is read again


def test_the_loader_memo_keys_by_content() -> None:
    calls: list[object] = []

    @loader
    def size(source: object) -> int:
        calls.append(source)
        return len(source.text)  # type: ignore[attr-defined]

    first, copy = DataFile("a.toml", "x = 1"), DataFile("b.toml", "x = 1")
    assert size(first) == size(copy) == 5 and len(calls) == 1
    assert size(DataFile("a.toml", "x = 22")) == 6 and len(calls) == 2


class Index(int):
    """An integer subclass, as a numpy integer converts (equal and hashed like the int)."""


class Text(str):
    """A string subclass (equal and hashed like the str)."""


def _retyped(value: object) -> object:
    if type(value) is int:
        return Index(value)
    if type(value) is str:
        return Text(value)
    if type(value) is tuple:
        return tuple(_retyped(item) for item in value)
    return value


@pytest.mark.parametrize("name", ["brunch", "jurassattack", "spino_chase", "island_survival"])
def test_an_equal_action_of_other_field_types_never_reaches_the_rules(name: str) -> None:
    forged_count = 0
    game = GAMES[name]
    state = game.initial_state(seed=2, chance="explicit", forced="explicit")
    for _ in range(30):
        if game.is_terminal(state):
            break
        listed = game.legal_actions(state)
        for action in listed[:6]:
            for field in attrs.fields(type(action)):
                found = getattr(action, field.name)
                for forged in (_retyped(found), 1.0 if type(found) is int else None):
                    if forged is None or forged is found:
                        continue
                    twin = action.replace(**{field.name: forged})
                    assert twin == action  # equal, so a membership test alone would pass it
                    with pytest.raises(IllegalActionError, match="malformed"):
                        game.apply(state, twin)
                    forged_count += 1
        state = game.apply(state, listed[-1])
    assert forged_count > 20


def test_writing_a_replay_of_values_that_are_no_actions_is_a_replay_error() -> None:
    first = GAME.legal_actions(GAME.initial_state(seed=1))[0]
    for action in (object(), first.replace(at=(1.0, 1.0))):
        with pytest.raises(ReplayError, match=r"^actions\[1\]: cannot be written"):
            Replay(game="brunch", seed=1, actions=[first, action]).to_json()


def _actions_first(actions: str) -> str:
    header = json.loads(replay_text([]))
    del header["actions"]
    return '{"actions": ' + actions + ", " + json.dumps(header)[1:]


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ("[1,]", "Expecting value"),
        ("[1 2]", "Expecting ',' delimiter"),
        ("[" + "[" * 40 + "]" * 40 + "]", "nests deeper than 32 levels"),
        ('[{"type": "Pass", "type": "Pass"}]', r"actions\[0\]: duplicate key 'type'"),
        ("[" + "9" * 5000 + "]", "more than 4300 digits"),
        ("[]", r"^$"),
    ],
)
def test_actions_before_the_header_are_checked_as_strictly(actions: str, message: str) -> None:
    text = _actions_first(actions)
    if message == "^$":
        assert Replay.from_json(text) == Replay(game="brunch", seed=1)
        return
    with pytest.raises(ReplayError, match=message):
        Replay.from_json(text)
