"""JurassAttack! positions: exact round trips, the builder, refusals naming the rule (JA-R18)."""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from dinorules.kernel.position import PositionError
from dinorules.testing.fuzz import option_sets
from dinorules.testing.positions import check_positions, fuzz_positions
from tests.jurassattack.helpers import (
    COMPY,
    EGG,
    FOOTPRINT,
    FOSSIL,
    REX_M,
    SARCO,
    cards,
    write_deck,
)

GAME = ja.GAME
pytestmark = pytest.mark.rules("JA-R18")


@pytest.mark.parametrize("options", option_sets(GAME), ids=str)
def test_every_state_of_random_games_reads_back_exactly(options: dict[str, object]) -> None:
    report = check_positions(GAME, games=2, options=options)
    assert report.ok, report.problems


def test_hostile_positions_are_refused_with_a_position_error_or_play_on() -> None:
    report = fuzz_positions(GAME, texts=300, seed=3)
    assert report.ok, report.problems


def test_a_fresh_game_reads_as_the_rules_describe_it() -> None:
    text = GAME.position(ja.initial_state(seed=3))
    assert text.startswith("jurassattack; phase face_off; round 1; first 0; hands [{")
    assert "discards [{}, {}]; captured [{}, {}]; saved [{}, {}]; table [[], []]" in text


def test_a_user_deck_is_written_as_a_file_and_must_be_given_back(tmp_path: Path) -> None:
    deck = write_deck(
        tmp_path / "d.toml", [{"name": "One", "count": 3}, {"name": "Two", "count": 2}]
    )
    state = ja.initial_state(seed=1, deck=deck)
    text = GAME.position(state)
    assert text.startswith("jurassattack deck=file;")
    assert GAME.from_position(text, deck=deck) == state
    with pytest.raises(PositionError, match="give it") as caught:
        GAME.from_position(text)
    assert caught.value.field == "deck"


@pytest.mark.parametrize(
    ("text", "field", "rule"),
    [
        ("jurassattack; hands [{Nessie}, {}]", "hands[0]", "JA-2.1"),
        ("jurassattack; hands [{Egg*99}, {}]", "decks", "JA-2.1"),
        ("jurassattack; first 2", "first", "JA-4.2"),
        ("jurassattack; round 0", "round", "JA-3.1"),
        ("jurassattack; phase return", "returns_owed", "JA-9.2"),
        ("jurassattack; phase draw", "draws", "JA-6.4"),
        ("jurassattack; draws [5]", "draws", "JA-6.4"),
        ("jurassattack; phase sleep", "phase", "JA-R18"),
        ("jurassattack; hands [{Egg}]", "hands", "JA-2.1"),
        ("jurassattack; hands [{Egg}, {}]", "decks", "JA-2.1"),
    ],
)
def test_an_impossible_position_names_the_field_and_the_rule(
    text: str, field: str, rule: str
) -> None:
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text)
    assert (caught.value.field, caught.value.rule) == (field, rule)


def test_a_card_beyond_the_deck_list_is_named() -> None:
    beyond = r"the Footprint deck has \d+ Compsognathus more than its deck list"
    with pytest.raises(PositionError, match=beyond):
        GAME.from_position("jurassattack; discards [{Compsognathus*6}, {}]")


def test_only_eggs_are_kept_in_their_owner_s_score_pile() -> None:
    with pytest.raises(PositionError, match="not an Egg") as caught:
        GAME.position_builder().saved(FOOTPRINT, COMPY).build()
    assert (caught.value.field, caught.value.rule) == ("saved[0]", "JA-6.3")


def test_the_builder_moves_cards_and_keeps_the_deck_list() -> None:
    state = (
        GAME.position_builder()
        .hand(FOOTPRINT, EGG, EGG, COMPY)
        .captured(FOSSIL, REX_M)
        .turn(FOSSIL)
        .build()
    )
    assert ja.observe(state, FOOTPRINT).hand == cards(EGG, EGG, COMPY)
    assert ja.observe(state, FOSSIL).seats[FOSSIL].captured == cards(REX_M)
    assert ja.current_player(state) == FOSSIL
    assert GAME.invariants(state) == ()


def test_the_builder_refuses_a_card_the_seat_no_longer_has() -> None:
    with pytest.raises(PositionError, match="no Spinosaurus left") as caught:
        GAME.position_builder().hand(FOOTPRINT, "Spinosaurus", "Spinosaurus")
    assert caught.value.rule == "JA-2.1"


def test_a_seat_s_position_shows_its_own_hand_and_counts_the_rival_s() -> None:
    builder = GAME.position_builder(forced="explicit")
    state = builder.hand(FOOTPRINT, SARCO).hand(FOSSIL, REX_M).build()
    seen = GAME.position(ja.observe(state, FOOTPRINT))
    assert "hand {Sarcosuchus}" in seen
    assert "T-Rex male" not in seen.split("seats", 1)[0]
    assert "hand_size=1" in seen
