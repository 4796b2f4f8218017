"""Positions as text (`kernel.position`, `kernel.notation`), on the toy game (TY-R1)."""

from __future__ import annotations

import enum
import json

import attrs
import pytest

from dinorules.kernel import FrozenMap, Multiset, Replay, ReplayError, Rng, RulesError, Value, value
from dinorules.kernel.notation import MAX_DEPTH, parse_value, read_value, write_value
from dinorules.kernel.position import MAX_POSITION_CHARS, USER_FILE, PositionError, law
from dinorules.testing.positions import check_positions, fuzz_positions
from tests.toy.game import GAME, Pending
from tests.toy.game import GAMES as GAME_TABLE

pytestmark = pytest.mark.rules("TY-R1")


class Colour(enum.Enum):
    RED = "red"
    DEEP_BLUE = "deep blue"


@value
class Record(Value):
    colour: Colour
    names: tuple[str, ...]
    score: int = 0


def _read(text: str, hint: object) -> object:
    node = parse_value(text, field="f", rule="TY-R1")
    return read_value(node, hint, field="f", rule="TY-R1", names={"Colour": Colour})


@pytest.mark.parametrize(
    ("item", "hint", "text"),
    [
        (12, int, "12"),
        (-1, int, "-1"),
        (True, bool, "yes"),
        (None, type(None), "-"),
        ("T-Rex male", str, "T-Rex male"),
        ("a, b", str, '"a, b"'),
        ("12", str, '"12"'),
        ("-", str, '"-"'),
        ("", str, '""'),
        (Colour.DEEP_BLUE, Colour, "deep_blue"),
        ((0, 3, 3), tuple[int, ...], "[0, 3, 3]"),
        ((1, "x"), tuple[int, str], "[1, x]"),
        (frozenset({4, 1}), frozenset[int], "{1, 4}"),
        (Multiset.of(["Egg", "Egg", "Compy"]), Multiset[str], "{Compy, Egg*2}"),
        (FrozenMap({1: 5, 0: 3}), FrozenMap[int, int], "{0: 3, 1: 5}"),
        (Record(Colour.RED, ("a",), 2), Record, "Record(colour=red, names=[a], score=2)"),
        (Rng(0x8C2F), Rng, "0x8c2f"),
        (3, int | None, "3"),
        (None, int | None, "-"),
        ("3", str | int, '"3"'),
        (3, str | int, "3"),
    ],
)
def test_each_kind_of_value_is_written_and_read_back(item: object, hint: object, text: str) -> None:
    assert write_value(item) == text
    assert _read(text, hint) == item


def test_a_record_s_defaulted_fields_may_be_left_out() -> None:
    assert _read("Record(colour=red, names=[])", Record) == Record(Colour.RED, ())


@pytest.mark.parametrize(
    ("text", "hint", "says"),
    [
        ("x", int, "expected a whole number"),
        ("1" * 41, int, "expected a whole number"),
        ('"1"', int, "expected a whole number"),
        ("maybe", bool, "expected yes or no"),
        ("green", Colour, "is not one of red, deep_blue"),
        ("[1, 2", tuple[int, ...], "expected ',' or ']', found the end"),
        ("[1, 2]", tuple[int], "expected 1 items, found 2"),
        ("{1, 1}", frozenset[int], "names an item twice"),
        ("{a*0}", Multiset[str], "a count is at least 1"),
        ("{a, a}", Multiset[str], "written twice"),
        ("{0: 1, 0: 2}", FrozenMap[int, int], "written twice"),
        ("Record(colour=red)", Record, "not a Record"),
        ("Record(hue=red, names=[])", Record, "has no field 'hue'"),
        ("Other(colour=red)", Record, "expected Record(...)"),
        ("0xzz", Rng, "0x and up to 16 hex digits"),
        ("[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2), tuple[int, ...], "nested deeper"),
        ('"open', str, "unexpected"),
        ("1 2 ]", int, "unexpected"),
    ],
)
def test_a_value_that_does_not_fit_its_type_is_refused_naming_the_field(
    text: str, hint: object, says: str
) -> None:
    with pytest.raises(PositionError, match=says) as caught:
        _read(text, hint)
    assert caught.value.field.startswith("f")
    assert caught.value.rule == "TY-R1"


def test_a_fresh_game_reads_back_exactly() -> None:
    state = GAME.initial_state(seed=1)
    text = GAME.position(state)
    assert text.startswith("toy; players 2; rounds 3; round 0;")
    assert GAME.from_position(text) == state
    assert GAME.position(GAME.from_position(text)) == text


def test_every_state_of_random_games_reads_back_exactly_in_every_mode() -> None:
    for options in ({}, {"players": 3, "rounds": 2}):
        report = check_positions(GAME, games=3, options=options)
        assert report.ok, report.problems
        assert report.checked > 100


def test_options_that_differ_from_the_defaults_are_in_the_header() -> None:
    state = GAME.initial_state(seed=1, players=3, rounds=2, chance="explicit")
    assert GAME.position(state).startswith("toy players=3 chance=explicit rounds=2;")


def test_a_left_out_section_comes_from_a_fresh_game_of_the_seed() -> None:
    assert GAME.from_position("toy; rng seed 5") == GAME.initial_state(seed=5)
    assert GAME.from_position("toy players=3") == GAME.initial_state(seed=0, players=3)
    state = GAME.from_position("toy; rng seed 5; scores [4, 0]")
    assert list(state.scores) == [4, 0]
    assert state.hands == GAME.initial_state(seed=5).hands


def test_the_options_of_the_call_must_agree_with_the_text() -> None:
    assert GAME.from_position("toy", players=3) == GAME.initial_state(seed=0, players=3)
    with pytest.raises(PositionError, match="the position says players=2") as caught:
        GAME.from_position("toy players=2", players=3)
    assert caught.value.field == "options"


def test_a_user_file_option_must_be_given_to_read_the_position() -> None:
    assert USER_FILE == "file"


@pytest.mark.parametrize(
    ("text", "field", "says"),
    [
        ("chess", "game", "this is a position of toy"),
        ("toy colour=red", "options", "is not name=value of an option"),
        ("toy rounds=9", "options", "option rounds=9 is not allowed"),
        ("toy; turns 3", "turns", "no section 'turns'"),
        ("toy; round 1; round 1", "round", "written twice"),
        ("toy; round", "round", "has no value"),
        ("toy; rng seed x", "rng", "'seed' takes a whole number"),
        ("toy; pending Pending(kind=roll)", "pending", "not a Pending"),
        ("toy; scores [1, -2]", "", "negative score"),
        ("toy; turn 7", "turn", "no seat 7"),
        ("toy; deck {}", "", "cards not conserved"),
    ],
)
def test_an_invalid_position_names_the_field_and_the_rule(text: str, field: str, says: str) -> None:
    with pytest.raises(PositionError, match=says) as caught:
        GAME.from_position(text)
    assert caught.value.field == field
    assert caught.value.rule.startswith("TY-")
    assert isinstance(caught.value, RulesError)


def test_a_law_written_with_law_gives_its_field_and_rule() -> None:
    with pytest.raises(PositionError) as caught:
        GAME.from_position("toy; turn 7")
    assert str(caught.value) == law("TY-2", "turn", "no seat 7")


def test_texts_too_long_or_not_text_are_refused() -> None:
    with pytest.raises(PositionError, match="more than"):
        GAME.from_position("toy; " + " " * MAX_POSITION_CHARS)
    with pytest.raises(PositionError, match="a position is text"):
        GAME.from_position(b"toy")  # type: ignore[arg-type]
    with pytest.raises(PositionError, match="at most 64 sections"):
        GAME.from_position("toy" + ";" * 100)


def test_the_builder_sets_sections_by_value_or_text_and_checks_them() -> None:
    builder = GAME.position_builder(seed=2)
    fresh = GAME.initial_state(seed=2)
    state = builder.set("scores", [3, 1]).text("turn", "1").build()
    assert list(state.scores) == [3, 1]
    assert state.turn == 1
    assert state.hands == fresh.hands
    with pytest.raises(PositionError, match="no section 'score'"):
        builder.set("score", 1)
    with pytest.raises(PositionError, match="a position cannot write a object") as caught:
        GAME.position_builder().set("scores", object()).build()
    assert caught.value.field == "scores"


def test_a_seat_s_observation_is_written_without_the_hidden_cards() -> None:
    state = GAME.initial_state(seed=1)
    seen = GAME.position(GAME.observe(state, 0))
    assert seen.startswith("toy observation; player 0;")
    assert "deck_size 10" in seen
    assert write_value(state.hands[1]) not in seen


def test_a_position_is_written_only_of_this_game_s_states_and_observations() -> None:
    with pytest.raises(PositionError, match="a position is written of a ToyState"):
        GAME.position(3)


def test_hostile_positions_are_refused_or_play_on() -> None:
    report = fuzz_positions(GAME, texts=400)
    assert report.ok, report.problems


def test_pending_events_are_records_in_the_text() -> None:
    state = GAME.initial_state(seed=3, chance="explicit")
    assert state.pending == Pending(kind="deal", player=0)
    assert "pending Pending(kind=deal, player=0, target=-1)" in GAME.position(state)
    assert attrs.has(Pending)


def test_a_replay_that_starts_from_a_position_plays_from_there() -> None:
    start = "toy; scores [5, 0]"
    state = GAME.from_position(start)
    action = GAME.legal_actions(state)[0]
    replay = Replay(game="toy", seed=0, actions=[action], position=start)
    back = Replay.from_json(replay.to_json(GAME_TABLE), GAME_TABLE)
    assert back == replay
    assert back.final_state(GAME_TABLE) == GAME.apply(state, action)
    broken = json.loads(replay.to_json(GAME_TABLE))
    broken["position"] = "toy; turn 9"
    with pytest.raises(ReplayError, match=r"position: turn: no seat 9 \(TY-2\)"):
        Replay.from_json(json.dumps(broken), GAME_TABLE)
