"""The action codec and `to_json_value`: round trips, errors with paths, canonical sets."""

from __future__ import annotations

import enum
import json
import re
from typing import Any, Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pmap, pset, pvector

from dinorules import ReplayError
from dinorules.kernel import ActionCodec, Multiset, Value, random_playout, to_json_value, value
from tests.toy.game import GAME, Card, Face, Play, Roll, Steal


class Colour(enum.Enum):
    RED = 1
    BLUE = 2


@value
class Inner(Value):
    n: int


@value
class Fancy(Value):
    squares: tuple[int, ...]
    pair: tuple[int, str]
    colours: frozenset[Colour]
    mode: Literal["a", "b"]
    target: int | None
    inner: Inner
    flag: bool


CODEC = ActionCodec.for_types([Fancy, Inner])

TOY_ACTIONS = [Roll(), Play(1), Play(4), Steal(0), Steal(2), Face(1), Face(6), Card(3)]


def _json_round_trip(data: Any) -> Any:
    return json.loads(json.dumps(data))


# --- Round trips ---------------------------------------------------------------------


@pytest.mark.parametrize("action", TOY_ACTIONS, ids=repr)
def test_every_toy_action_type_round_trips(action: Any) -> None:
    encoded = GAME.encode_action(action)
    assert encoded["type"] == type(action).__name__
    decoded = GAME.decode_action(_json_round_trip(encoded))
    assert decoded == action
    assert type(decoded) is type(action)


def test_toy_action_encodings() -> None:
    assert GAME.encode_action(Roll()) == {"type": "Roll"}
    assert GAME.encode_action(Play(3)) == {"type": "Play", "card": 3}
    assert GAME.encode_action(Steal(1)) == {"type": "Steal", "target": 1}
    assert set(GAME.codec.types) == {"Roll", "Play", "Steal", "Face", "Card"}


@given(
    st.builds(
        Fancy,
        squares=st.lists(st.integers(), max_size=4).map(tuple),
        pair=st.tuples(st.integers(), st.text(max_size=4)),
        colours=st.frozensets(st.sampled_from(Colour)),
        mode=st.sampled_from(["a", "b"]),
        target=st.none() | st.integers(),
        inner=st.builds(Inner, n=st.integers()),
        flag=st.booleans(),
    )
)
def test_rich_field_types_round_trip(action: Fancy) -> None:
    assert CODEC.decode(_json_round_trip(CODEC.encode(action))) == action


def test_encoding_an_action_of_another_game_fails() -> None:
    with pytest.raises(TypeError, match="Fancy"):
        GAME.encode_action(
            Fancy(
                squares=(),
                pair=(1, "x"),
                colours=frozenset(),
                mode="a",
                target=None,
                inner=Inner(1),
                flag=False,
            )
        )


# --- Decoding errors -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "Fly"}, "actions[3]: unknown action type 'Fly'; known: Card, Face, Play, Roll"),
        ({"card": 3}, "actions[3]: unknown action type None"),
        ({"type": 3}, "actions[3]: unknown action type 3"),
        ({"type": ["Play"]}, "actions[3]: unknown action type"),
        ([], "actions[3]: expected an object"),
        ("Roll", "actions[3]: expected an object"),
        (None, "actions[3]: expected an object"),
        ({"type": "Play"}, "actions[3]: missing field 'card' of Play"),
        ({"type": "Play", "card": 3, "colour": "red"}, "actions[3]: unexpected field 'colour'"),
        ({"type": "Roll", "card": 3}, "actions[3]: unexpected field 'card' for Roll"),
        ({"type": "Play", "card": "3"}, "actions[3].card: expected an integer, got '3'"),
        ({"type": "Play", "card": True}, "actions[3].card: expected an integer, got True"),
        ({"type": "Play", "card": 3.0}, "actions[3].card: expected an integer, got 3.0"),
        ({"type": "Play", "card": None}, "actions[3].card: expected an integer, got None"),
        ({"type": "Steal", "target": [1]}, "actions[3].target: expected an integer"),
    ],
)
def test_malformed_toy_actions_name_the_path(data: Any, message: str) -> None:
    with pytest.raises(ReplayError, match=re.escape(message)):
        GAME.decode_action(data, "actions[3]")


def test_default_path_is_action() -> None:
    with pytest.raises(ReplayError, match=re.escape("action.card: expected an integer")):
        GAME.decode_action({"type": "Play", "card": "1"})


def _fancy(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "type": "Fancy",
        "squares": [1, 2],
        "pair": [1, "x"],
        "colours": ["RED"],
        "mode": "a",
        "target": None,
        "inner": {"type": "Inner", "n": 1},
        "flag": False,
    }
    data.update(changes)
    return data


def test_valid_fancy_decodes() -> None:
    decoded = CODEC.decode(_fancy(target=4))
    assert decoded.colours == frozenset({Colour.RED})
    assert decoded.target == 4
    assert decoded.inner == Inner(1)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"squares": [1, "x"]}, "actions[3].squares[1]: expected an integer, got 'x'"),
        ({"squares": {"a": 1}}, "actions[3].squares: expected a list"),
        ({"pair": [1]}, "actions[3].pair: expected a list of 2 items"),
        ({"pair": [1, 2]}, "actions[3].pair[1]: expected a string, got 2"),
        ({"colours": ["GREEN"]}, "actions[3].colours[0]: expected one of RED, BLUE"),
        ({"colours": [1]}, "actions[3].colours[0]: expected one of RED, BLUE"),
        ({"mode": "c"}, "actions[3].mode: expected one of ('a', 'b')"),
        ({"target": "x"}, "actions[3].target: expected int or NoneType"),
        ({"target": False}, "actions[3].target: expected int or NoneType"),
        ({"inner": {"type": "Inner", "n": "1"}}, "actions[3].inner.n: expected an integer"),
        ({"inner": {"type": "Other", "n": 1}}, "actions[3].inner: expected a Inner object"),
        ({"inner": {"type": "Inner"}}, "actions[3].inner: missing field 'n' of Inner"),
        ({"inner": 5}, "actions[3].inner: expected a Inner object"),
        ({"flag": 0}, "actions[3].flag: expected a boolean, got 0"),
    ],
)
def test_nested_errors_name_the_full_path(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ReplayError, match=re.escape(message)):
        CODEC.decode(_fancy(**changes), "actions[3]")


def test_codec_rejects_unsupported_declarations() -> None:
    @value
    class Listy(Value):
        items: list[int]

    class NotAttrs:
        pass

    with pytest.raises(TypeError, match=re.escape("Listy.items")):
        ActionCodec.for_types([Listy])
    with pytest.raises(TypeError, match="NotAttrs"):
        ActionCodec.for_types([NotAttrs])
    with pytest.raises(TypeError, match="two action types named Inner"):
        ActionCodec.for_types([Inner, Inner])


# --- to_json_value ---------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_observations_are_json_data(seed: int) -> None:
    playout = random_playout(GAME, seed=seed, players=3, max_decisions=4)
    for player in range(3):
        observation = GAME.observe(playout.final_state, player)
        data = to_json_value(observation)
        text = json.dumps(data)
        assert json.loads(text) == data
        assert data["type"] == "ToyObservation"
        assert data["player"] == player
        assert "rng" not in text
        hash(observation)


def test_scalars_enums_and_containers() -> None:
    assert to_json_value(None) is None
    assert to_json_value(True) is True
    assert to_json_value(-3) == -3
    assert to_json_value("x") == "x"
    assert to_json_value(Colour.BLUE) == "BLUE"
    assert to_json_value((1, (2, 3))) == [1, [2, 3]]
    assert to_json_value(pvector([1, 2])) == [1, 2]
    assert to_json_value(Multiset.of([2, 1, 2])) == {
        "type": "Multiset",
        "counts": [[1, 1], [2, 2]],
    }
    with pytest.raises(TypeError, match="cannot encode"):
        to_json_value(1.5)


@given(st.lists(st.text(max_size=4) | st.integers(), unique=True, max_size=10), st.randoms())
def test_sets_are_encoded_canonically(items: list[Any], random: Any) -> None:
    shuffled = list(items)
    random.shuffle(shuffled)
    expected = to_json_value(frozenset(items))
    assert to_json_value(frozenset(shuffled)) == expected
    assert to_json_value(set(reversed(items))) == expected
    assert to_json_value(pset(shuffled)) == expected
    assert sorted(map(repr, expected)) == list(map(repr, expected))


@given(st.dictionaries(st.text(max_size=4), st.integers(), max_size=8), st.randoms())
def test_mappings_are_encoded_canonically(mapping: dict[str, int], random: Any) -> None:
    pairs = list(mapping.items())
    random.shuffle(pairs)
    expected = to_json_value(mapping)
    assert to_json_value(dict(pairs)) == expected
    assert to_json_value(pmap(dict(pairs))) == expected
    assert sorted(expected) == sorted([k, v] for k, v in mapping.items())


def test_opaque_values_are_encoded_by_identity_not_walked() -> None:
    @value
    class Box(Value):
        content: tuple[int, ...]

    box = Box((1, 2))
    assert to_json_value((box,), opaque=(Box,)) == [{"type": "Box", "id": id(box)}]
    assert to_json_value((box,)) == [{"type": "Box", "content": [1, 2]}]


@value
class CountedPile(Value):
    """A pile stored as counts per card index, shown as the multiset of card names."""

    counts: tuple[int, ...]

    def __json_fields__(self) -> tuple[tuple[str, object], ...]:
        names = ("egg", "fern")
        return (("cards", Multiset.from_counts(zip(names, self.counts, strict=True))),)


def test_a_value_with_json_fields_encodes_its_logical_fields() -> None:
    pile = CountedPile(counts=(2, 0))
    assert to_json_value(pile) == {
        "type": "CountedPile",
        "cards": to_json_value(Multiset.of(["egg", "egg"])),
    }
    assert to_json_value((pile,)) == [to_json_value(pile)]
