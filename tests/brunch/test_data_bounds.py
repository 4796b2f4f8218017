"""Component files have sane bounds, checked at load with a `DataError` naming the field."""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import dinorules.brunch
from dinorules import DataError
from dinorules.brunch.box import parse_components

STANDARD = tomllib.loads(
    (Path(dinorules.brunch.__file__).parent / "components.toml").read_text("utf-8")
)


def _set(path: tuple[Any, ...], found: object) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = found

    return change


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (_set(("pieces", "diplo"), 10**9), r"pieces\.diplo"),
        (_set(("effects", "fallback_looks"), 10**9), r"effects\.fallback_looks"),
        (_set(("tokens", 0, "count"), 10**9), r"tokens\[0\]\.count"),
        (_set(("tokens", 0, "points"), 10**9), r"tokens\[0\]\.points"),
        (_set(("tokens", 1, "capacity"), 10**9), r"tokens\[1\]\.capacity"),
        (_set(("layouts", "square", "four", 3), [3, 10**5, 0]), r"layouts\.square\.four\[3\]"),
        (_set(("layouts", "square", "four", 3), [3, 3, 2**31]), r"layouts\.square\.four\[3\]"),
        (_set(("tokens",), STANDARD["tokens"] * 100), r"tokens: at most"),
    ],
)
def test_an_absurd_number_is_refused_at_load(change: Any, field: str) -> None:
    data = copy.deepcopy(STANDARD)
    change(data)
    with pytest.raises(DataError, match=field):
        parse_components(data, "components")


def test_the_bundled_data_is_within_bounds() -> None:
    assert parse_components(copy.deepcopy(STANDARD)).tokens
