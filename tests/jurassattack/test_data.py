"""Cards are data (JA-1.1, JA-R2, JA-R3): the bundled deck, other decks, and bad deck files."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import dinorules.jurassattack as ja
from dinorules import DataError, InvalidOptionError
from dinorules.jurassattack.cards import parse_deck
from tests.jurassattack.helpers import (
    REX_F,
    REX_M,
    SCORES,
    STANDARD_COUNTS,
    deal,
    write_deck,
)

CATALOGUE = Path(__file__).resolve().parents[2] / "docs" / "rules" / "jurassattack.md"


@pytest.mark.rules("JA-1.1", "JA-R2")
def test_the_bundled_deck_is_the_published_list() -> None:
    deck = ja.load_deck("standard")
    assert {card.name: card.count for card in deck.cards} == STANDARD_COUNTS
    assert deck.size == sum(STANDARD_COUNTS.values()) == 27
    rex = {card.name: card for card in deck.cards if card.species == "T-Rex"}
    assert (rex[REX_F].sex, rex[REX_M].sex) == ("female", "male")
    assert rex[REX_F].ferocity == 9  # the FAQ: three Compys tie her
    assert "will not pack with another T-Rex" in rex[REX_F].text
    egg = deck.card("Egg")
    assert (egg.kind, egg.ferocity, egg.score) == ("egg", 0, 1)


@pytest.mark.rules("JA-R3")
def test_the_documented_card_table_is_the_bundled_data() -> None:
    rows = {}
    for line in CATALOGUE.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0] in STANDARD_COUNTS:
            rows[cells[0]] = cells
    assert set(rows) == set(STANDARD_COUNTS)
    for card in ja.load_deck("standard").cards:
        _, species, sex, count, ferocity, score, _effect = rows[card.name]
        assert (species, sex, int(count), int(score)) == (
            card.species,
            card.sex,
            card.count,
            card.score,
        )
        assert int(re.match(r"\d+", ferocity).group()) == card.ferocity  # type: ignore[union-attr]
        assert card.score == SCORES[card.name]


@pytest.mark.rules("JA-R2", "JA-4.7")
def test_another_deck_list_plays_by_its_own_packing_texts(tmp_path: Path) -> None:
    deck = write_deck(
        tmp_path / "glider.toml",
        [
            {"name": "Glider", "packs_with_any_dinosaur": True, "never_packs_with": ["Brute"]},
            {"name": "Horn", "ferocity": 2, "count": 2},
            {"name": "Brute", "ferocity": 6, "count": 2},
        ],
    )
    hand = ["Glider", "Horn", "Horn", "Brute", "Brute"]
    state = deal(hand, hand, deck=deck)
    legal = {action.cards for action in ja.legal_actions(state)}
    assert ("Glider", "Horn", "Horn") in legal
    assert ("Brute", "Glider") not in legal and ("Brute", "Horn") not in legal
    assert ja.GAME.max_game_length(deck=deck) == 2 * 5


def _card(**changes: Any) -> dict[str, Any]:
    card = {
        "name": "Rex",
        "species": "Rex",
        "kind": "dinosaur",
        "ferocity": 5,
        "score": 2,
        "count": 3,
    }
    card.update(changes)
    return card


def _deck(*cards: dict[str, Any], size: int = 3) -> dict[str, Any]:
    return {"name": "bad", "size": size, "cards": list(cards)}


@pytest.mark.rules("JA-R2")
@pytest.mark.parametrize(
    ("data", "message"),
    [
        (_deck(_card(), size=4), r"size: the deck says 4 cards but counts add up to 3"),
        (_deck(_card(effects=["fly"])), r"cards\[0\]\.effects: unknown effect 'fly'"),
        (_deck(_card(kind="plant")), r"cards\[0\]\.kind: unknown value 'plant'"),
        (_deck(_card(sex="both")), r"cards\[0\]\.sex: unknown value 'both'"),
        (_deck(_card(never_packs_with=["Bird"])), r"cards\[0\]\.never_packs_with: unknown species"),
        (_deck(_card(only_packs_with=[3])), r"cards\[0\]\.only_packs_with\[0\]: expected str"),
        (_deck(_card(count="3")), r"cards\[0\]\.count: expected int, got '3'"),
        (_deck(_card(ferocity=True)), r"cards\[0\]\.ferocity: expected int, got True"),
        (_deck(_card(ferocity=-1)), r"cards\[0\]\.ferocity: must be 0 or more"),
        (_deck(_card(count=0), size=0), r"cards\[0\]\.count: must be 1 or more"),
        (_deck(_card(ferocty=5)), r"cards\[0\]: unknown field 'ferocty'"),
        (
            _deck({"name": "Rex", "species": "Rex", "kind": "dinosaur", "score": 1, "count": 3}),
            r"cards\[0\]\.ferocity: missing field",
        ),
        (_deck(_card(count=1), _card(count=2), size=3), r"cards\[1\]\.name: duplicate card name"),
        (_deck(_card(name=" ")), r"cards\[0\]\.name: must not be empty"),
        ({"name": "bad", "size": 0, "cards": []}, r"cards: a deck needs at least one card"),
        ({"name": "bad", "cards": [_card()]}, r"size: missing field"),
    ],
)
def test_a_malformed_deck_names_the_field(data: dict[str, Any], message: str) -> None:
    with pytest.raises(DataError, match=message):
        parse_deck(data, "bad.toml")


@pytest.mark.rules("JA-R2")
def test_a_bad_deck_file_fails_when_the_game_starts(tmp_path: Path) -> None:
    deck = write_deck(tmp_path / "short.toml", [{"name": "Rex", "count": 3}], size=27)
    with pytest.raises(DataError, match=r"short\.toml: deck: size: the deck says 27 cards"):
        ja.initial_state(seed=1, deck=deck)
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n", encoding="utf-8")
    with pytest.raises(DataError, match="not valid TOML"):
        ja.initial_state(seed=1, deck=str(broken))


@pytest.mark.rules("JA-R2")
@pytest.mark.parametrize("value", ["no-such-deck", "missing/deck.toml", 27, ""])
def test_the_deck_option_is_a_bundled_name_or_an_existing_file(value: object) -> None:
    with pytest.raises(InvalidOptionError, match="deck="):
        ja.initial_state(seed=1, deck=value)


@pytest.mark.rules("JA-R2")
def test_the_deck_option_defaults_to_the_standard_deck() -> None:
    assert ja.GAME.defaults["deck"] == "standard"
    assert ja.initial_state(seed=2) == ja.initial_state(seed=2, deck="standard")
    with pytest.raises(InvalidOptionError, match="unknown option 'decks'"):
        ja.initial_state(seed=1, decks="standard")
