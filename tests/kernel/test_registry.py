"""`dinorules.GAMES` and the public error hierarchy."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping

import attrs
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
from dinorules.kernel.registry import REGISTERED_HOOKS, _registered, game_of
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


def _spec(**hooks: object) -> dinorules.GameSpec:
    return attrs.evolve(GAME.spec, **hooks)


def _picture(x: object, *, player: int | None = None) -> str:
    return "a picture"


@pytest.mark.parametrize(
    ("hook", "found"),
    [
        ("text", "not a function"),
        ("svg", lambda x: "no player keyword"),
        ("greedy", lambda game, observation: 0.0),
        ("interop", _picture),
    ],
)
def test_a_malformed_hook_is_refused_when_the_spec_is_made(hook: str, found: object) -> None:
    with pytest.raises(TypeError, match=f"^toy: GameSpec.{hook} must be "):
        _spec(**{hook: found})


def test_a_spec_takes_well_formed_hooks() -> None:
    spec = _spec(text=_picture, svg=_picture, greedy=lambda game, obs, player, action: 1.0)
    assert spec.text is _picture and spec.svg is _picture


@pytest.mark.parametrize("missing", REGISTERED_HOOKS)
def test_registering_a_game_without_a_picture_names_the_missing_hook(missing: str) -> None:
    hooks = {hook: _picture for hook in REGISTERED_HOOKS}
    game = Game(attrs.evolve(GAME.spec, name="pictured", **{**hooks, missing: None}))
    with pytest.raises(TypeError, match=f"declares no {missing!r} hook"):
        _registered("pictured", game)
    assert _registered("pictured", Game(attrs.evolve(game.spec, **hooks))).name == "pictured"
    with pytest.raises(TypeError, match="is not the Game named 'other'"):
        _registered("other", game)


def test_every_registered_game_declares_every_hook() -> None:
    for game in GAMES.values():
        spec = game.spec
        assert None not in (spec.text, spec.svg, spec.greedy, spec.interop), game.name


def test_a_value_belongs_to_the_game_whose_package_defines_it() -> None:
    for game in GAMES.values():
        state = game.initial_state(seed=1)
        assert game_of(state) is game and game_of(game.observe(state, 0)) is game
    assert game_of(GAME.initial_state(seed=1)) is None  # the toy game is not registered
