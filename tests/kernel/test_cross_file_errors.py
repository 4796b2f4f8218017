"""A data error caused by a user's file names that file, also when it is found across files."""

from __future__ import annotations

from importlib import resources

import pytest

from dinorules import GAMES, RulesError
from dinorules.kernel.data import DataFile


def bundled(package: str, name: str) -> str:
    return resources.files(package).joinpath(name).read_text(encoding="utf-8")


def test_a_brunch_layout_of_a_users_file_that_overlaps_names_the_file_bug() -> None:
    text = bundled("dinorules.brunch", "components.toml")
    square = "four = [[0, 0, 0], [3, 0, 0], [0, 3, 0], [3, 3, 0]]"
    assert square in text
    spoiled = text.replace(square, "four = [[0, 0, 0], [0, 0, 0], [0, 3, 0], [3, 3, 0]]", 1)
    file = DataFile("my-brunch.toml", spoiled, what="components")
    with pytest.raises(RulesError, match=r"components file my-brunch\.toml.*overlap"):
        GAMES["brunch"].resolve_options(components=file, layout="square")


def test_a_brunch_layout_a_users_file_lacks_names_the_file_bug() -> None:
    text = bundled("dinorules.brunch", "components.toml")
    start = text.index("[layouts.line]")
    end = text.index("[layouts.", start + 1)
    spoiled = text[:start] + text[end:]
    file = DataFile("my-brunch.toml", spoiled, what="components")
    with pytest.raises(RulesError, match=r"components file my-brunch\.toml.*layout='line'"):
        GAMES["brunch"].resolve_options(components=file, layout="line")


def test_an_island_survival_cast_without_a_set_up_names_the_file_bug() -> None:
    text = bundled("dinorules.island_survival", "cast.toml")
    row = "  { players = 3, pawns_each = 3, chips = 4, late_chips = 2 },\n"
    assert row in text
    file = DataFile("my-cast.toml", text.replace(row, ""), what="cast")
    with pytest.raises(RulesError, match=r"cast file my-cast\.toml.* no set-up for 3 players"):
        GAMES["island_survival"].resolve_options(cast=file, players=3)
