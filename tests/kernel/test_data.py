"""The shared component-data reader: every problem is a DataError naming file and field."""

from __future__ import annotations

import hashlib
import pickle
from pathlib import Path

import pytest

from dinorules import DataError, InvalidOptionError
from dinorules.kernel.data import (
    MAX_DATA_BYTES,
    MAX_DATA_DEPTH,
    DataFile,
    check_keys,
    get,
    read_toml,
    strings,
)
from dinorules.kernel.options import data_option

BUNDLED = {"standard": "deck.toml"}
PACKAGE = "dinorules.jurassattack"
ROOT = Path(__file__).resolve().parents[2]


def test_a_bundled_file_is_read_from_the_package() -> None:
    data, where = read_toml("standard", what="deck", package=PACKAGE, bundled=BUNDLED)
    assert where == "bundled deck 'standard'"
    assert data["size"] == 27


def test_a_user_file_is_read_from_its_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "mine"\nsize = 1\n', encoding="utf-8")
    data, where = read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)
    assert data == {"name": "mine", "size": 1}
    assert where == f"deck file {path}: deck"


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
    loaded: list[object] = []

    def load(source: str | DataFile) -> object:
        loaded.append(source)
        if isinstance(source, DataFile) and "bad" in source.name:
            raise DataError(f"deck file {source.name}: size: missing field")
        return source

    option = data_option("deck", bundled=("standard", "mini"), load=load, help="a deck")
    assert option.default == "standard"
    assert option.validate("mini") == "mini" and loaded == []
    good, bad = tmp_path / "good.toml", tmp_path / "bad.toml"
    good.write_text("size = 1\n", encoding="utf-8")
    bad.write_text("", encoding="utf-8")
    read = option.validate(str(good))  # the file is read once, here, and held as text
    assert read == DataFile(str(good), "size = 1\n") and loaded == [read]
    with pytest.raises(DataError, match="size: missing field"):
        option.validate(str(bad))
    with pytest.raises(InvalidOptionError, match=r"no bundled deck has that name.*'standard'"):
        option.validate("huge")
    with pytest.raises(InvalidOptionError, match=r"option deck=3 is not allowed"):
        option.validate(3)


# --- Bounded, never recursive: hostile files ------------------------------------------------


def test_a_file_over_the_limit_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_bytes(b"#" * (MAX_DATA_BYTES + 1))
    with pytest.raises(DataError, match=rf"big\.toml: larger than the {MAX_DATA_BYTES}-byte limit"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)
    path.write_bytes(b"#" * MAX_DATA_BYTES)
    assert read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)[0] == {}


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_file_is_read_with_a_bound() -> None:
    with pytest.raises(DataError, match=r"deck file /dev/zero: larger than the"):
        read_toml("/dev/zero", what="deck", package=PACKAGE, bundled=BUNDLED)


def test_the_data_limit_is_documented() -> None:
    assert MAX_DATA_BYTES == 1024 * 1024
    assert f"{MAX_DATA_BYTES // (1024 * 1024)} MiB" in (ROOT / "docs" / "kernel.md").read_text(
        encoding="utf-8"
    )


@pytest.mark.parametrize("depth", [100_000, 200, 33])
def test_deeply_nested_toml_is_a_data_error(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=rf"deep\.toml: nests deeper than {MAX_DATA_DEPTH} levels"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)


def test_nesting_up_to_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "nested.toml"
    depth = MAX_DATA_DEPTH - 1  # the top-level table is the first level
    path.write_text("a = " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
    assert "a" in read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)[0]
    path.write_text("a = " + "[" * (depth + 1) + "]" * (depth + 1) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match="nests deeper"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)


def test_a_path_too_long_for_the_system_is_a_data_error() -> None:
    source = "x" * 5000 + ".toml"
    with pytest.raises(DataError, match=r"cannot read the file: File name too long$"):
        read_toml(source, what="deck", package=PACKAGE, bundled=BUNDLED)


def test_a_file_that_is_not_utf8_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "latin.toml"
    path.write_bytes('name = "Caf\xe9"\n'.encode("latin-1"))
    with pytest.raises(DataError, match=r"latin\.toml: cannot read the file: not UTF-8 text"):
        read_toml(str(path), what="deck", package=PACKAGE, bundled=BUNDLED)


# --- DataFile: a user's file held as text --------------------------------------------------


def test_a_data_file_holds_the_text_and_its_sha256(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "mine"\nsize = 1\n', encoding="utf-8")
    data = DataFile.read(str(path), what="deck")
    assert data.name == str(path)
    assert data.text == 'name = "mine"\nsize = 1\n'
    assert data.sha256 == hashlib.sha256(data.text.encode("utf-8")).hexdigest()
    assert data == DataFile("elsewhere.toml", data.text)  # the content is the value
    assert hash(data) == hash(DataFile("elsewhere.toml", data.text))
    assert data != DataFile(str(path), data.text + "\n")
    assert pickle.loads(pickle.dumps(data)) == data
    assert len(repr(data)) < 120 and data.sha256[:12] in repr(data)


def test_a_data_file_is_parsed_from_its_text_without_opening_a_path(tmp_path: Path) -> None:
    data = DataFile(str(tmp_path / "gone.toml"), 'name = "mine"\nsize = 1\n')
    assert not (tmp_path / "gone.toml").exists()
    table, where = read_toml(data, what="deck", package=PACKAGE, bundled=BUNDLED)
    assert table == {"name": "mine", "size": 1}
    assert where == f"deck file {tmp_path / 'gone.toml'}: deck"
    named_like_bundled = DataFile("standard", 'name = "mine"\nsize = 1\n')
    assert read_toml(named_like_bundled, what="deck", package=PACKAGE, bundled=BUNDLED)[0] == (
        table
    )


def test_a_data_file_over_the_limit_is_refused() -> None:
    with pytest.raises(DataError, match=rf"deck file big: larger than the {MAX_DATA_BYTES}-byte"):
        DataFile("big", "#" * (MAX_DATA_BYTES + 1), what="deck")


def test_a_data_file_checks_an_expected_digest() -> None:
    text = 'name = "mine"\n'
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    assert DataFile.embedded("mine.toml", text, digest).text == text
    with pytest.raises(DataError, match="sha256 does not match"):
        DataFile.embedded("mine.toml", text + " ", digest)


def test_a_data_file_is_utf8_text() -> None:
    with pytest.raises(DataError, match=r"^deck file odd: not UTF-8 text \(a lone surrogate"):
        DataFile("odd", 'name = "\ud800"', what="deck")
