"""Reading component data: a bundled data set or a user's TOML file, checked field by field.

Every game keeps its components (decks, boards, dice, token sets) in TOML files,
read with `read_toml` and checked with `check_keys`, `get` and `strings`, so that
anything malformed raises `DataError` naming the file and the field, e.g.
``deck file my.toml: cards[2].ferocity: expected int, got '3'``. Nothing in a
file is executed.
"""

from __future__ import annotations

import tomllib
from collections.abc import Hashable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import DataError

__all__ = ["Table", "check_keys", "get", "read_toml", "strings", "unique"]

Table = Mapping[str, Any]
"""A parsed TOML table."""


def read_toml(
    source: str, *, what: str, package: str, bundled: Mapping[str, str]
) -> tuple[Table, str]:
    """The parsed TOML of the bundled file named ``source``, or of the file at that path.

    ``bundled`` maps a data set's name to its file in ``package``. Returns the data
    and the ``where`` prefix for error messages (``bundled deck 'standard'`` or
    ``deck file PATH``).
    """
    if source in bundled:
        where = f"bundled {what} {source!r}"
        text = resources.files(package).joinpath(bundled[source]).read_text("utf-8")
    else:
        where = f"{what} file {source}"
        try:
            text = Path(source).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise DataError(f"{where}: cannot read the file: {error}") from None
    try:
        return tomllib.loads(text), where
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{where}: not valid TOML: {error}") from None


def check_keys(table: object, allowed: AbstractSet[str], where: str) -> Table:
    """``table`` if it is a table whose keys are all ``allowed``; else `DataError`.

    >>> check_keys({"name": "x"}, {"name", "size"}, "deck")
    {'name': 'x'}
    >>> check_keys({"nmae": "x"}, {"name"}, "deck")
    Traceback (most recent call last):
    dinorules.DataError: deck: unknown field 'nmae'; fields are name
    """
    if not isinstance(table, Mapping):
        raise DataError(f"{where}: expected a table, got {table!r}")
    extra = sorted(set(table) - allowed)
    if extra:
        raise DataError(
            f"{where}: unknown field {extra[0]!r}; fields are {', '.join(sorted(allowed))}"
        )
    return table


def get(
    table: Table, key: str, kind: type | tuple[type, ...], where: str, default: Any = ...
) -> Any:
    """``table[key]`` checked to be of ``kind`` (bools are never ints); `DataError` if not.

    >>> get({"size": "27"}, "size", int, "deck")
    Traceback (most recent call last):
    dinorules.DataError: deck.size: expected int, got '27'
    """
    if key not in table:
        if default is not ...:
            return default
        raise DataError(f"{where}.{key}: missing field")
    found = table[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(found, kinds) or (bool not in kinds and isinstance(found, bool)):
        names = " or ".join(k.__name__ for k in kinds)
        raise DataError(f"{where}.{key}: expected {names}, got {found!r}")
    return found


def strings(items: object, where: str) -> tuple[str, ...]:
    """``items`` as a tuple of strings; `DataError` naming the bad item if not."""
    if not isinstance(items, list):
        raise DataError(f"{where}: expected a list of str, got {items!r}")
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise DataError(f"{where}[{i}]: expected str, got {item!r}")
    return tuple(items)


def unique(
    keys: Iterable[Hashable], where: str, *, field: str = "name", what: str = "name"
) -> None:
    """`DataError` at the first key seen before, naming both entries.

    ``keys`` are the entries' identities in file order (a name, or a tuple such
    as ``(section, name)``); ``where`` names the list.

    >>> unique(["Egg", "Compy", "Egg"], "deck.cards")
    Traceback (most recent call last):
    dinorules.DataError: deck.cards[2].name: duplicate name 'Egg' (also deck.cards[0])
    """
    first: dict[Hashable, int] = {}
    for i, key in enumerate(keys):
        if key in first:
            raise DataError(
                f"{where}[{i}].{field}: duplicate {what} {key!r} (also {where}[{first[key]}])"
            )
        first[key] = i
