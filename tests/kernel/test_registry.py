"""`dinorules.GAMES` and the public error hierarchy."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping

import pytest

import dinorules
from dinorules import (
    GAMES,
    DataError,
    Game,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    RulesError,
)
from tests.toy.game import GAME


def test_games_is_a_read_only_mapping() -> None:
    assert isinstance(GAMES, Mapping)
    assert not isinstance(GAMES, MutableMapping)
    assert not hasattr(GAMES, "__setitem__")
    assert not hasattr(GAMES, "__delitem__")
    with pytest.raises(TypeError):
        GAMES["toy"] = GAME  # type: ignore[index]
    with pytest.raises(TypeError):
        del GAMES["toy"]  # type: ignore[attr-defined]
    assert "toy" not in GAMES


def test_games_keys_are_sorted_and_unique() -> None:
    names = list(GAMES)
    assert names == sorted(names)
    assert len(set(names)) == len(names) == len(GAMES)
    assert list(GAMES.keys()) == names


def test_each_game_is_named_by_its_key() -> None:
    for name, game in GAMES.items():
        assert isinstance(game, Game)
        assert game.name == name
        assert GAMES[name] is game  # the module is imported once and cached


@pytest.mark.parametrize("key", ["nope", "", "Toy", "kernel", "testing", "registry"])
def test_unknown_game_is_a_key_error(key: str) -> None:
    with pytest.raises(KeyError):
        GAMES[key]
    assert key not in GAMES
    assert GAMES.get(key) is None


def test_only_contract_names_are_registered() -> None:
    contract = {"miniature", "island_survival", "jurassattack", "brunch", "spino_chase"}
    assert set(GAMES) <= contract


def test_errors_form_the_contract_hierarchy() -> None:
    assert issubclass(RulesError, ValueError)
    for error in (IllegalActionError, InvalidOptionError, ReplayError):
        assert issubclass(error, RulesError)
        assert issubclass(error, ValueError)
        assert error is not RulesError
    assert issubclass(DataError, RulesError)
    assert not issubclass(IllegalActionError, InvalidOptionError)
    assert not issubclass(ReplayError, IllegalActionError)


def test_errors_are_caught_as_value_errors() -> None:
    with pytest.raises(ValueError, match="boom"):
        raise IllegalActionError("boom")


def test_public_names_are_exported() -> None:
    for name in (
        "GAMES",
        "CHANCE",
        "Game",
        "Replay",
        "RulesError",
        "IllegalActionError",
        "InvalidOptionError",
        "ReplayError",
    ):
        assert name in dinorules.__all__
        assert hasattr(dinorules, name)


@pytest.mark.parametrize("key", ["nope", "", "Toy"])
def test_an_unknown_game_names_the_games_that_exist(key: str) -> None:
    with pytest.raises(KeyError) as caught:
        GAMES[key]
    assert isinstance(caught.value, InvalidOptionError)  # a RulesError, and still a KeyError
    assert str(caught.value) == f"unknown game {key!r}; games: {', '.join(GAMES)}"
