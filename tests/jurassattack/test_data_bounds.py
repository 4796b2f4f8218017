"""A deck file has sane bounds, checked at load with a `DataError` naming the field."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

import dinorules.jurassattack
from dinorules import DataError
from dinorules.jurassattack.cards import parse_deck

STANDARD = tomllib.loads(
    (Path(dinorules.jurassattack.__file__).parent / "deck.toml").read_text("utf-8")
)


def _deck(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(STANDARD)
    for key, found in changes.items():
        data["cards"][0][key] = found
    data["size"] = sum(card["count"] for card in data["cards"])
    return data


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (_deck(count=10**9), r"cards\[0\]\.count"),
        (_deck(ferocity=10**9), r"cards\[0\]\.ferocity"),
        (_deck(score=10**9), r"cards\[0\]\.score"),
        ({**STANDARD, "size": 10**9}, r"size"),
    ],
)
def test_an_absurd_number_is_refused_at_load(data: Any, field: str) -> None:
    with pytest.raises(DataError, match=field):
        parse_deck(data, "deck")


def test_too_many_card_types_are_refused_at_load() -> None:
    data = copy.deepcopy(STANDARD)
    data["cards"] = [
        {**data["cards"][1], "name": f"Dino {i}", "species": f"Dino {i}", "count": 1}
        for i in range(100)
    ]
    data["size"] = 100
    with pytest.raises(DataError, match=r"cards: at most"):
        parse_deck(data, "deck")
