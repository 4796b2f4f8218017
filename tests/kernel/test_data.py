"""The shared component-data reader: every problem is a DataError naming file and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules import DataError, InvalidOptionError
from dinorules.kernel.data import check_keys, get, read_toml, strings
from dinorules.kernel.options import data_option

BUNDLED = {"standard": "deck.toml"}
PACKAGE = "dinorules.jurassattack"


def test_a_bundled_file_is_read_from_the_package() -> None:
    data, where = read_toml("standard", what="deck", package=PACKAGE, bundled=BUNDLED)
    assert where == "bundled deck 'standard'"
    assert data["size"] == 27


def test_a_user_file_is_read_from_its_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "mine"\nsize = 1\n', encoding="utf-8")
    data, where = read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)
    assert data == {"name": "mine", "size": 1}
    assert where == f"deck file {path}"


def test_a_missing_file_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "absent.toml"
    with pytest.raises(DataError, match=r"deck file .*absent\.toml: cannot read the file"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)


def test_bad_toml_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("size = = 3\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"bad\.toml: not valid TOML"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)


def test_fields_are_checked_by_type_and_bools_are_not_ints() -> None:
    table = {"size": True, "name": "x"}
    with pytest.raises(DataError, match=r"^deck\.size: expected int, got True$"):
        get(table, "size", int, "deck")
    assert get(table, "name", str, "deck") == "x"
    assert get(table, "count", int, "deck", default=3) == 3
    with pytest.raises(DataError, match=r"^deck\.count: missing field$"):
        get(table, "count", int, "deck")


def test_tables_and_string_lists_are_checked() -> None:
    with pytest.raises(DataError, match=r"^deck: expected a table"):
        check_keys(["not", "a", "table"], {"name"}, "deck")
    assert strings(["a", "b"], "deck.tags") == ("a", "b")
    with pytest.raises(DataError, match=r"^deck\.tags\[1\]: expected str, got 3$"):
        strings(["a", 3], "deck.tags")
    with pytest.raises(DataError, match=r"^deck\.tags: expected a list of str"):
        strings("ab", "deck.tags")


def test_a_data_option_takes_a_bundled_name_or_a_readable_valid_file(tmp_path: Path) -> None:
    loaded: list[str] = []

    def load(path: str) -> object:
        loaded.append(path)
        if "bad" in path:
            raise DataError(f"deck file {path}: size: missing field")
        return path

    option = data_option("deck", bundled=("standard", "mini"), load=load, help="a deck")
    assert option.default == "standard"
    assert option.validate("mini") == "mini" and loaded == []
    good, bad = tmp_path / "good.toml", tmp_path / "bad.toml"
    good.write_text("", encoding="utf-8")
    bad.write_text("", encoding="utf-8")
    assert option.validate(str(good)) == str(good) and loaded == [str(good)]
    with pytest.raises(DataError, match="size: missing field"):
        option.validate(str(bad))
    with pytest.raises(InvalidOptionError, match=r"no bundled deck has that name.*'standard'"):
        option.validate("huge")
    with pytest.raises(InvalidOptionError, match=r"option deck=3 is not allowed"):
        option.validate(3)
