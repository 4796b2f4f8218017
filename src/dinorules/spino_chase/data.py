"""Reading component files: bundled TOML data or a user's file, checked field by field.

Both the deck (`deck.py`) and the board (`board.py`) are TOML files. `read_table`
finds and parses one (a bundled name or a path); the ``field`` helpers check each
field's type so that anything malformed raises `DataError` naming the file and the
field, e.g. ``my_deck.toml: cards[2].value: expected int, got '3'``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dinorules.kernel import DataError
from dinorules.kernel.data import read_toml

__all__ = ["check_keys", "field", "optional_field", "read_table"]


def read_table(source: str, bundled: Mapping[str, str], what: str) -> tuple[dict[str, Any], str]:
    """The parsed TOML of the bundled file named ``source``, or of the file at that path.

    Returns the table and a description of where it came from, for error messages.
    """
    data, where = read_toml(source, what=what, package=__package__, bundled=bundled)
    return dict(data), where


def check_keys(table: Mapping[str, Any], allowed: set[str], where: str, path: str = "") -> None:
    """Refuse unknown fields (a typo must not be silently ignored)."""
    extra = sorted(set(table) - allowed)
    if extra:
        raise DataError(
            f"{where}: {path}{extra[0]}: unknown field; fields are {', '.join(sorted(allowed))}"
        )


def field(table: Mapping[str, Any], key: str, kind: type, where: str, path: str = "") -> Any:
    """The value of a required field, checked to be of type ``kind`` (bools are not ints).

    ``where`` is the file, ``path`` the position of ``table`` in it (``"cards[2]."``).
    """
    if key not in table:
        raise DataError(f"{where}: {path}{key}: missing field")
    found = table[key]
    if not isinstance(found, kind) or (kind is int and isinstance(found, bool)):
        raise DataError(f"{where}: {path}{key}: expected {kind.__name__}, got {found!r}")
    return found


def optional_field(
    table: Mapping[str, Any], key: str, kind: type, default: object, where: str, path: str = ""
) -> Any:
    """The value of an optional field, or ``default`` when it is absent."""
    return field(table, key, kind, where, path) if key in table else default
