"""Reading component files: a bundled data set's name or a TOML path, checked field by field.

Every problem raises `DataError` naming the file (``bundled board 'standard'`` or the
path) and the field (``spaces[3].tags``), so a user's own data fails with a message
saying what to fix.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Final

from dinorules.kernel import DataError

__all__ = ["BUNDLED", "Table", "check_keys", "get", "read_toml", "strings"]

BUNDLED: Final = "standard"
"""The name of the bundled data set of every component kind."""

Table = Mapping[str, Any]


def read_toml(kind: str, source: str) -> tuple[Table, str]:
    """The parsed TOML of the bundled ``kind`` file (``board``, ...) or of a path.

    Returns the data and the ``where`` prefix for error messages.
    """
    if source == BUNDLED:
        where = f"bundled {kind} {source!r}"
        text = resources.files(__package__).joinpath(f"{kind}.toml").read_text("utf-8")
    else:
        where = f"{kind} file {source}"
        try:
            text = Path(source).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise DataError(f"{where}: cannot read the file: {error}") from None
    try:
        return tomllib.loads(text), where
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{where}: not valid TOML: {error}") from None


def check_keys(table: object, allowed: set[str], where: str) -> Table:
    """``table`` if it is a table whose keys are all ``allowed``; else `DataError`."""
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
    """``table[key]`` checked to be of ``kind`` (bools are never ints); `DataError` if not."""
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
        raise DataError(f"{where}: expected a list of strings, got {items!r}")
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise DataError(f"{where}[{i}]: expected a string, got {item!r}")
    return tuple(items)
