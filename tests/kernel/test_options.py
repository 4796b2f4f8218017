"""Data options: a bundled name, a user's file read once and held as text, never a path."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from dinorules import GAMES, DataError, InvalidOptionError, RulesError
from dinorules.jurassattack.cards import load_deck
from dinorules.kernel.data import MAX_DATA_BYTES, DataFile
from dinorules.kernel.options import DataOption, data_option

DECK = Path(__file__).resolve().parents[2] / "src" / "dinorules" / "jurassattack" / "deck.toml"
OPTION = data_option("deck", bundled=("standard",), load=load_deck, help="a deck")


def test_a_data_option_is_a_picklable_value() -> None:
    assert isinstance(OPTION, DataOption)
    assert OPTION.bundled == ("standard",)
    assert pickle.loads(pickle.dumps(OPTION)) == OPTION


def test_every_games_data_options_pickle() -> None:
    for game in GAMES.values():
        for option in game.declared_options:
            if isinstance(option, DataOption):
                assert pickle.loads(pickle.dumps(option)) == option, (game.name, option.name)


def test_a_path_is_read_into_a_data_file_and_a_data_file_is_taken_as_is(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    path.write_text(DECK.read_text(encoding="utf-8"), encoding="utf-8")
    value = OPTION.validate(str(path))
    assert isinstance(value, DataFile)
    assert value.text == DECK.read_text(encoding="utf-8")
    path.unlink()  # what was read is what the game uses: the path is not read again
    assert OPTION.validate(value) is value
    state = GAMES["jurassattack"].initial_state(seed=1, deck=value)
    assert state == GAMES["jurassattack"].initial_state(seed=1)


@pytest.mark.parametrize(
    "source", ["x" * 5000 + ".toml", "/dev/zero", "/", "", "no/such/file.toml", "\0"]
)
def test_a_path_that_is_no_readable_file_is_a_rules_error(source: str) -> None:
    with pytest.raises(RulesError):
        OPTION.validate(source)
    with pytest.raises(RulesError):
        GAMES["jurassattack"].initial_state(seed=1, deck=source)


def test_a_long_path_is_an_invalid_option() -> None:
    with pytest.raises(InvalidOptionError, match="no bundled deck has that name"):
        OPTION.validate("x" * 5000 + ".toml")


def test_a_file_over_the_limit_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_bytes(b"#" * (MAX_DATA_BYTES + 1))
    with pytest.raises(DataError, match="larger than the"):
        OPTION.validate(str(path))


def test_a_deeply_nested_file_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(DataError, match="nests deeper"):
        GAMES["jurassattack"].initial_state(seed=1, deck=str(path))


def test_other_values_are_invalid_options() -> None:
    for value in (3, None, ("standard",), {"text": ""}):
        with pytest.raises(InvalidOptionError, match="option deck="):
            OPTION.validate(value)
