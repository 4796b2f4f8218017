"""Deck and board files have sane bounds, checked at load with a `DataError` naming the field."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

import dinorules.spino_chase
from dinorules import DataError
from dinorules.spino_chase.components import parse_board, parse_deck

FOLDER = Path(dinorules.spino_chase.__file__).parent
DECK = tomllib.loads((FOLDER / "deck.toml").read_text("utf-8"))
BOARD = tomllib.loads((FOLDER / "board.toml").read_text("utf-8"))


@pytest.mark.parametrize("rows", [10**5, 2**31])
def test_an_absurd_board_is_refused_at_load(rows: int) -> None:
    with pytest.raises(DataError, match=r"rows: must be at most \d+"):
        parse_board({**BOARD, "rows": rows}, "board")


@pytest.mark.parametrize(("key", "found"), [("count", 10**9), ("value", 10**9)])
def test_an_absurd_card_is_refused_at_load(key: str, found: int) -> None:
    data: Any = copy.deepcopy(DECK)
    data["cards"][0][key] = found
    with pytest.raises(DataError, match=rf"cards\[0\]\.{key}"):
        parse_deck(data, "deck")


def test_too_many_card_types_are_refused_at_load() -> None:
    data: Any = copy.deepcopy(DECK)
    data["cards"] = [{**data["cards"][0], "name": f"Dino {i}"} for i in range(100)]
    with pytest.raises(DataError, match=r"cards: at most"):
        parse_deck(data, "deck")
