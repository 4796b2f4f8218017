"""Component files have sane bounds, checked at load with a `DataError` naming the field."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

import dinorules.island_survival
from dinorules import DataError
from dinorules.island_survival.board import parse_board
from dinorules.island_survival.cards import parse_cards
from dinorules.island_survival.cast import parse_cast
from dinorules.island_survival.dice import parse_dice

FOLDER = Path(dinorules.island_survival.__file__).parent


def bundled(kind: str) -> Any:
    return tomllib.loads((FOLDER / f"{kind}.toml").read_text("utf-8"))


@pytest.mark.parametrize(
    ("die", "face", "key", "found"),
    [
        ("human_battle", 1, "escape", 10**6),
        ("character_movement", 3, "steps", 10**6),
        ("dinosaur_movement", 0, "count", 10**9),
        ("dinosaur_battle", 0, "lose", 10**9),
    ],
)
def test_an_absurd_die_face_is_refused_at_load(die: str, face: int, key: str, found: int) -> None:
    data = bundled("dice")
    data[die][face][key] = found
    with pytest.raises(DataError, match=rf"{die}\[{face}\]\.{key}"):
        parse_dice(data, "dice")


def test_a_die_with_a_hundred_thousand_faces_is_refused_at_load() -> None:
    data = bundled("dice")
    data["human_battle"] = [{"label": f"Escape {i}", "escape": 2} for i in range(10**5)]
    with pytest.raises(DataError, match=r"human_battle: at most \d+ faces"):
        parse_dice(data, "dice")


def test_absurd_life_chips_are_refused_at_load() -> None:
    data = bundled("cast")
    data["setups"][0]["chips"] = 10**9
    with pytest.raises(DataError, match=r"setups\[0\]\.chips"):
        parse_cast(data, "cast")


@pytest.mark.parametrize(("key", "found"), [("count", 10**9), ("amount", 10**9)])
def test_an_absurd_card_is_refused_at_load(key: str, found: int) -> None:
    data = bundled("cards")
    index = next(i for i, card in enumerate(data["cards"]) if "amount" in card)
    data["cards"][index][key] = found
    with pytest.raises(DataError, match=rf"cards\[{index}\]\.{key}"):
        parse_cards(data, "cards")


def test_a_board_of_a_hundred_thousand_spaces_is_refused_at_load() -> None:
    data = bundled("board")
    data["spaces"] = data["spaces"] + [{"id": f"X{i}", "x": 0, "y": 0} for i in range(10**5)]
    with pytest.raises(DataError, match=r"spaces: at most \d+"):
        parse_board(data, "board")


@pytest.mark.parametrize("kind", ["dice", "cast", "cards", "board"])
def test_the_bundled_data_is_within_bounds(kind: str) -> None:
    parse = {"dice": parse_dice, "cast": parse_cast, "cards": parse_cards, "board": parse_board}
    assert parse[kind](copy.deepcopy(bundled(kind)), kind)
