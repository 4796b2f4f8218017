"""Replays: JSON round trips, and every malformed input rejected with `ReplayError`."""

from __future__ import annotations

import contextlib
import json
import re
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules import Replay, ReplayError
from dinorules.kernel import random_playout
from dinorules.kernel import replay as replay_module
from tests.toy.game import GAME, Face, Play, Roll

GAMES = {"toy": GAME}


def _replay(seed: int = 5, **options: object) -> Replay:
    playout = random_playout(GAME, seed=seed, **options)
    return Replay(game="toy", seed=seed, options=options, actions=playout.actions)


VALID = _replay(seed=5, players=3)
VALID_TEXT = VALID.to_json(GAMES)
VALID_DATA: dict[str, Any] = json.loads(VALID_TEXT)


def _with(**changes: Any) -> str:
    data = json.loads(VALID_TEXT)
    data.update(changes)
    return json.dumps(data)


def _without(key: str) -> str:
    data = json.loads(VALID_TEXT)
    del data[key]
    return json.dumps(data)


def _with_action(index: int, action: Any) -> str:
    data = json.loads(VALID_TEXT)
    data["actions"][index] = action
    return json.dumps(data)


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


# --- Round trips ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [{}, {"players": 3}, {"players": 3, "rounds": 5}, {"rounds": 1, "chance": "auto"}],
)
@pytest.mark.parametrize("seed", [0, 9, 2**64 - 1])
def test_random_playout_replay_round_trips(seed: int, options: dict[str, object]) -> None:
    playout = random_playout(GAME, seed=seed, **options)
    replay = Replay(game="toy", seed=seed, options=options, actions=playout.actions)
    text = replay.to_json(GAMES)
    back = Replay.from_json(text, GAMES)
    assert back == replay
    assert hash(back) == hash(replay)
    assert back.final_state(GAMES) == playout.final_state
    assert Replay.from_json(text.encode("utf-8"), GAMES) == replay
    assert Replay.from_json(replay.to_json(GAMES, indent=2), GAMES) == replay


def test_explicit_chance_replay_records_outcomes() -> None:
    state = GAME.initial_state(seed=3, chance="explicit")
    actions = []
    while not GAME.is_terminal(state):
        action = GAME.legal_actions(state)[-1]
        state = GAME.apply(state, action)
        actions.append(action)
    replay = Replay(game="toy", seed=3, options={"chance": "explicit"}, actions=tuple(actions))
    back = Replay.from_json(replay.to_json(GAMES), GAMES)
    assert back == replay
    assert back.final_state(GAMES) == state


def test_states_yields_every_state() -> None:
    states = list(VALID.states(GAMES))
    assert len(states) == len(VALID.actions) + 1
    assert states[0] == GAME.initial_state(seed=5, players=3)
    assert states[-1] == VALID.final_state(GAMES)
    assert GAME.is_terminal(states[-1])


def test_json_layout() -> None:
    assert VALID_DATA["format"] == replay_module.FORMAT == "dinorules-replay"
    assert VALID_DATA["version"] == replay_module.VERSION == 1
    assert VALID_DATA["game"] == "toy"
    assert VALID_DATA["options"] == {"players": 3}
    assert VALID_DATA["seed"] == 5
    assert VALID_DATA["actions"] == [GAME.encode_action(a) for a in VALID.actions]


def test_default_registry_does_not_know_the_toy_game() -> None:
    with pytest.raises(ReplayError, match="unknown game 'toy'"):
        Replay.from_json(VALID_TEXT)


# --- Malformed replays -------------------------------------------------------------------

MALFORMED: list[tuple[str, str | bytes, str]] = [
    ("not json", "this is not json", "not valid JSON"),
    ("empty", "", "not valid JSON"),
    ("truncated", VALID_TEXT[: len(VALID_TEXT) // 2], "not valid JSON"),
    ("array", json.dumps([VALID_DATA]), "a replay is a JSON object, got list"),
    ("string", json.dumps("replay"), "a replay is a JSON object, got str"),
    ("null", "null", "a replay is a JSON object, got NoneType"),
    ("missing format", _without("format"), "format: missing field"),
    ("missing game", _without("game"), "game: missing field"),
    ("missing seed", _without("seed"), "seed: missing field"),
    ("missing options", _without("options"), "options: missing field"),
    ("missing actions", _without("actions"), "actions: missing field"),
    ("extra field", _with(comment="hi"), "comment: unexpected field"),
    ("wrong format", _with(format="chess-pgn"), "format: expected 'dinorules-replay'"),
    ("format not a string", _with(format=1), "format: expected str"),
    ("wrong version", _with(version=2), "version: this library reads version 1, got 2"),
    ("version as string", _with(version="1"), "version: expected int"),
    ("version as bool", _with(version=True), "version: expected int, got True"),
    ("unknown game", _with(game="chess"), "game: unknown game 'chess'; known: toy"),
    ("game not a string", _with(game=["toy"]), "game: expected str"),
    ("negative seed", _with(seed=-1), "seed: seed must be an integer in 0..2**64-1"),
    ("seed too big", _with(seed=2**64), "seed: seed must be an integer"),
    ("seed as string", _with(seed="5"), "seed: expected int, got '5'"),
    ("seed as bool", _with(seed=True), "seed: expected int, got True"),
    ("seed as float", _with(seed=5.0), "seed: expected int, got 5.0"),
    ("options as list", _with(options=[["players", 3]]), "options: expected dict"),
    ("options as null", _with(options=None), "options: expected dict"),
    ("unknown option", _with(options={"colour": "red"}), "options: unknown option 'colour'"),
    ("option out of range", _with(options={"players": 9}), "options: option players=9"),
    ("option as bool", _with(options={"players": True}), "options: option players=True"),
    ("actions as object", _with(actions={"0": {"type": "Roll"}}), "actions: expected list"),
    ("actions as string", _with(actions="Roll"), "actions: expected list"),
    ("unknown action type", _with_action(2, {"type": "Fly"}), "actions[2]: unknown action type"),
    ("action not an object", _with_action(1, "Roll"), "actions[1]: expected an object"),
    ("action field", _with_action(3, {"type": "Play", "card": "3"}), "actions[3].card:"),
    ("action bool", _with_action(3, {"type": "Play", "card": True}), "actions[3].card:"),
    ("action extra", _with_action(0, {"type": "Roll", "x": 1}), "actions[0]: unexpected field"),
    ("too deep", _with(options={"rounds": _nested(40)}), "nests deeper than 32 levels"),
    ("not utf-8", b'{"format": "dinorules-replay", "game": "\xff\xfe"}', "not UTF-8 text"),
    ("latin-1 bytes", VALID_TEXT.replace("toy", "t\xf6y").encode("latin-1"), "not UTF-8 text"),
]


@pytest.mark.parametrize(
    ("text", "message"), [c[1:] for c in MALFORMED], ids=[c[0] for c in MALFORMED]
)
def test_malformed_replay_says_where(text: str | bytes, message: str) -> None:
    with pytest.raises(ReplayError, match=re.escape(message)):
        Replay.from_json(text, GAMES)


def test_deep_nesting_limit_is_the_module_constant() -> None:
    assert replay_module.MAX_DEPTH == 32
    with pytest.raises(ReplayError, match="nests deeper"):
        Replay.from_json(_with(options={"rounds": _nested(replay_module.MAX_DEPTH)}), GAMES)
    # Within the limit the nesting itself is not the complaint.
    with pytest.raises(ReplayError, match="options:"):
        Replay.from_json(_with(options={"rounds": _nested(3)}), GAMES)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        VALID_TEXT.replace('"seed": 5', '"seed": ' + "[" * 100_000 + "]" * 100_000),
    ],
)
def test_nesting_too_deep_for_the_parser(text: str) -> None:
    with pytest.raises(ReplayError, match=r"^replay nests deeper than 32 levels$"):
        Replay.from_json(text, GAMES)


def test_non_text_input_is_rejected() -> None:
    with pytest.raises(ReplayError, match="JSON text"):
        Replay.from_json(VALID_DATA, GAMES)  # type: ignore[arg-type]


@pytest.mark.parametrize("step", [0, 4, 7])
def test_illegal_action_at_step_k(step: int) -> None:
    text = _with_action(step, GAME.encode_action(Face(6)))
    with pytest.raises(ReplayError, match=rf"actions\[{step}\]: illegal at step {step}: .*TY-2"):
        Replay.from_json(text, GAMES)


def test_card_not_in_hand_at_step_k() -> None:
    states = list(VALID.states(GAMES))
    step = 3
    missing = next(c for c in (1, 2, 3, 4) if c not in states[step].hands[states[step].turn])
    text = _with_action(step, GAME.encode_action(Play(missing)))
    with pytest.raises(ReplayError, match=r"illegal at step 3: .*TY-4"):
        Replay.from_json(text, GAMES)


def test_action_after_the_end_is_illegal() -> None:
    data = json.loads(VALID_TEXT)
    end = len(data["actions"])
    data["actions"].append(GAME.encode_action(Roll()))
    with pytest.raises(ReplayError, match=rf"illegal at step {end}: .*over"):
        Replay.from_json(json.dumps(data), GAMES)


def test_outcome_in_an_auto_replay_is_illegal() -> None:
    replay = Replay(game="toy", seed=1, actions=(Face(3),))
    with pytest.raises(ReplayError, match="illegal at step 0"):
        replay.final_state(GAMES)


def test_replay_of_bad_options_is_a_replay_error() -> None:
    replay = Replay(game="toy", seed=1, options={"players": 7})
    with pytest.raises(ReplayError, match="options: option players=7"):
        replay.final_state(GAMES)
    with pytest.raises(ReplayError, match="unknown game"):
        Replay(game="nope", seed=1).final_state(GAMES)


def test_size_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay_module, "MAX_REPLAY_BYTES", len(VALID_TEXT) - 1)
    with pytest.raises(ReplayError, match=rf"more than the limit {len(VALID_TEXT) - 1}"):
        Replay.from_json(VALID_TEXT, GAMES)
    with pytest.raises(ReplayError, match="limit"):
        Replay.from_json(VALID_TEXT.encode(), GAMES)
    monkeypatch.setattr(replay_module, "MAX_REPLAY_BYTES", len(VALID_TEXT))
    assert Replay.from_json(VALID_TEXT, GAMES) == VALID


def test_size_limit_counts_bytes_of_text(monkeypatch: pytest.MonkeyPatch) -> None:
    data = json.loads(VALID_TEXT)
    data["game"] = "\u00e9" * 100
    text = json.dumps(data, ensure_ascii=False)
    assert len(text.encode("utf-8")) > len(text)
    monkeypatch.setattr(replay_module, "MAX_REPLAY_BYTES", len(text) + 50)
    with pytest.raises(ReplayError, match="limit"):
        Replay.from_json(text, GAMES)


def test_option_named_self_is_a_replay_error() -> None:
    with pytest.raises(ReplayError, match="options: unknown option 'self'"):
        Replay.from_json(_with(options={"self": 1}), GAMES)


@pytest.mark.parametrize("digits", [5000, 100_000])
def test_huge_integer_is_a_replay_error(digits: int) -> None:
    text = VALID_TEXT.replace('"seed": 5', '"seed": ' + "9" * digits)
    limit = sys.get_int_max_str_digits()
    with pytest.raises(
        ReplayError, match=rf"^a number in the replay has more than {limit} digits$"
    ):
        Replay.from_json(text, GAMES)


# --- Nothing but ReplayError ---------------------------------------------------------------


def _only_replay_error(text: str | bytes) -> None:
    with contextlib.suppress(ReplayError):
        Replay.from_json(text, GAMES)


json_keys = st.text(max_size=6) | st.just("self")
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(json_keys, children, max_size=4)
    ),
    max_leaves=20,
)


@given(st.text())
def test_arbitrary_text_only_raises_replay_error(text: str) -> None:
    _only_replay_error(text)


@given(st.binary())
def test_arbitrary_bytes_only_raise_replay_error(data: bytes) -> None:
    _only_replay_error(data)


@given(json_values)
def test_arbitrary_json_only_raises_replay_error(data: Any) -> None:
    _only_replay_error(json.dumps(data))


action_data = st.one_of(
    st.sampled_from(VALID_DATA["actions"]),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["Roll", "Play", "Steal", "Face", "Card", "Fly"])},
        optional={
            "card": json_values,
            "target": json_values,
            "pips": json_values,
            "value": json_values,
        },
    ),
    json_values,
)

option_data = st.dictionaries(
    st.sampled_from(["players", "rounds", "chance", "colour"]) | json_keys,
    st.sampled_from([2, 3, 5, "auto", "explicit", True]) | json_values,
    max_size=3,
)


@st.composite
def mutated_replays(draw: st.DrawFn) -> dict[str, Any]:
    """A valid replay with some fields replaced, dropped, or added."""
    data = json.loads(VALID_TEXT)
    fields = {
        "format": st.sampled_from(["dinorules-replay", "other"]) | json_values,
        "version": st.sampled_from([1, 2, True, "1"]) | json_values,
        "game": st.sampled_from(["toy", "chess"]) | json_values,
        "options": option_data | json_values,
        "seed": st.sampled_from([0, 5, -1, 2**64, True, "5"]) | json_values,
        "actions": st.lists(action_data, max_size=12) | json_values,
    }
    for key in draw(st.sets(st.sampled_from(sorted(fields)), max_size=3)):
        data[key] = draw(fields[key])
    if draw(st.booleans()):
        actions = data["actions"]
        if isinstance(actions, list) and actions:
            index = draw(st.integers(min_value=0, max_value=len(actions) - 1))
            actions[index] = draw(action_data)
    for key in draw(st.sets(st.sampled_from([*sorted(fields), "extra"]), max_size=2)):
        if draw(st.booleans()):
            data.pop(key, None)
        else:
            data[key] = draw(json_values)
    return data


@given(mutated_replays())
def test_mutated_replays_only_raise_replay_error(data: dict[str, Any]) -> None:
    _only_replay_error(json.dumps(data))


@given(st.integers(min_value=0, max_value=len(VALID_TEXT)), st.integers(0, 20), st.text())
def test_spliced_text_only_raises_replay_error(start: int, cut: int, insert: str) -> None:
    text = VALID_TEXT[:start] + insert + VALID_TEXT[start + cut :]
    _only_replay_error(text)
    _only_replay_error(text.encode("utf-8", "surrogatepass"))
