"""Hostile values given to `apply`: refused with `IllegalActionError`, never reaching the rules."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from dinorules import GAMES, IllegalActionError
from dinorules.kernel import to_json_value

FOUR = ["brunch", "jurassattack", "spino_chase", "island_survival"]


class EqualToEverything:
    """Equal to any value, with a hash: it would match the first legal action."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


class Impostor(EqualToEverything):
    """Also claims to be an instance of every class it is checked against."""

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        raise AttributeError("__class__")


def refused(game: Any, state: Any, action: Any) -> str:
    before, digest = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError) as caught:
        game.apply(state, action)
    assert to_json_value(state) == before and hash(state) == digest
    return str(caught.value)


@pytest.mark.parametrize("name", FOUR)
@pytest.mark.parametrize("explicit", [False, True])
def test_an_object_equal_to_everything_is_not_an_action(name: str, explicit: bool) -> None:
    game = GAMES[name]
    options = {"chance": "explicit", "forced": "explicit"} if explicit else {}
    state = game.initial_state(seed=3, **options)
    refused(game, state, EqualToEverything())
    refused(game, state, Impostor())


@pytest.mark.parametrize("name", FOUR)
def test_a_listed_action_with_a_field_equal_to_everything_is_refused(name: str) -> None:
    game = GAMES[name]
    state = game.initial_state(seed=3)
    listed = next(a for a in game.legal_actions(state) if attrs.fields(type(a)))
    field = attrs.fields(type(listed))[0].name
    forged = listed.replace(**{field: EqualToEverything()})
    assert forged == listed  # so a plain membership test would let it through
    refused(game, state, forged)


class Unprintable:
    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


@pytest.mark.parametrize("name", FOUR)
def test_an_unprintable_field_still_gets_a_message(name: str) -> None:
    game = GAMES[name]
    state = game.initial_state(seed=3)
    listed = next(a for a in game.legal_actions(state) if attrs.fields(type(a)))
    field = attrs.fields(type(listed))[0].name
    assert refused(game, state, listed.replace(**{field: Unprintable()}))
    assert refused(game, state, Unprintable())


class AgreeableName(str):
    """A ``str`` (so it passes the field validators) equal to every string."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        raise TypeError("unhashable name")


def test_a_field_of_a_subclass_that_claims_equality_is_refused() -> None:
    game = GAMES["spino_chase"]
    state = game.initial_state(seed=3)
    listed = next(a for a in game.legal_actions(state) if hasattr(a, "card"))
    forged = type(listed)(card=AgreeableName("no such card"))  # passes the str validator
    assert forged == listed
    assert "malformed" in refused(game, state, forged)


def test_a_bool_for_an_int_is_refused() -> None:
    game = GAMES["brunch"]
    state = game.initial_state(seed=3)
    listed = next(a for a in game.legal_actions(state) if hasattr(a, "at") and a.at[0] in (0, 1))
    forged = listed.replace(at=(bool(listed.at[0]), listed.at[1]))
    assert forged == listed  # True == 1 and False == 0
    assert "malformed" in refused(game, state, forged)
