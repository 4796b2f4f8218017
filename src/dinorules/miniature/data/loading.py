"""Reading the Miniature Game's component files: a bundled data set or a user's TOML path.

Five kinds of file, each read through `dinorules.kernel.data`: ``units``, ``actions``
(action decks and condition cards), ``heroes`` (hero decks), ``equipment`` and
``scenario``. A source is a bundled name (``"starter"``; a scenario's own name) or a
path. Every problem raises `DataError` naming the file, the entry and the field, e.g.
``units.toml: units[2].skills.dodge: expected int, got '3'``; every number and list
is bounded, so an absurd file is refused at load rather than exhausting memory.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Iterable
from pathlib import Path
from typing import Final, TypeVar

import attrs

from dinorules.kernel import DataError, FrozenMap
from dinorules.kernel.data import DataFile, Table, check_keys, read_toml, strings

__all__ = [
    "BUNDLED",
    "BUNDLED_FILES",
    "MAX_FILE_BYTES",
    "MAX_NAME",
    "MAX_TEXT",
    "STARTER",
    "At",
    "Table",
    "blame",
    "distinct",
    "enum_value",
    "enum_values",
    "flag",
    "integer",
    "items",
    "keys",
    "name_list",
    "read",
    "text",
    "unique",
]

_E = TypeVar("_E", bound=enum.Enum)

STARTER: Final = "starter"
"""The bundled data set of units, action decks, hero decks and equipment."""

BUNDLED: Final[FrozenMap[str, FrozenMap[str, str]]] = FrozenMap(
    units=FrozenMap({STARTER: "units.toml"}),
    actions=FrozenMap({STARTER: "action_decks.toml"}),
    heroes=FrozenMap({STARTER: "hero_decks.toml"}),
    equipment=FrozenMap({STARTER: "equipment.toml"}),
    scenario=FrozenMap(
        {
            "skirmish": "skirmish.toml",
            "supply_run": "supply_run.toml",
            "free_for_all": "free_for_all.toml",
        }
    ),
)
"""Each kind of file: its bundled data sets by name (the first is the default)."""

BUNDLED_FILES: Final = frozenset(file for kind in BUNDLED.values() for file in kind.values())
"""The labels of the bundled files in messages; a user's file is labelled by its path."""

MAX_FILE_BYTES: Final = 1 << 20
"""A data file larger than 1 MiB is refused before parsing (the starter files are ~20 KiB)."""
MAX_NAME: Final = 60
"""The longest name or title, in characters."""
MAX_TEXT: Final = 400
"""The longest printed text or comment, in characters."""


@attrs.frozen
class At:
    """Where a value sits: the file's label and the path inside it (``units[2].skills``).

    >>> str(At("units.toml") / "units" % 2 / "skills")
    'units.toml: units[2].skills'
    """

    file: str
    path: str = ""

    def __str__(self) -> str:
        return f"{self.file}: {self.path}" if self.path else self.file

    def __truediv__(self, key: str) -> At:
        return At(self.file, f"{self.path}.{key}" if self.path else key)

    def __mod__(self, index: int) -> At:
        return At(self.file, f"{self.path}[{index}]")

    def error(self, message: str) -> DataError:
        """A `DataError` for this place: ``FILE: PATH: message``."""
        return DataError(f"{self}: {message}")


def read(kind: str, source: str | DataFile) -> tuple[Table, At]:
    """The parsed ``kind`` file (a bundled name, a path or a `DataFile`) and its top `At`.

    A bundled file is labelled by its file name (``units.toml``), a user's by its path.
    """
    bundled = BUNDLED[kind]
    if isinstance(source, DataFile):
        data, _ = read_toml(source, what=kind, package=__package__, bundled=bundled)
        return data, At(_users(source.name))
    if source not in bundled:
        try:
            size = Path(source).stat().st_size
        except OSError as error:
            raise DataError(f"{kind} file {source}: cannot read the file: {error}") from None
        if size > MAX_FILE_BYTES:
            raise DataError(f"{kind} file {source}: {size} bytes; at most {MAX_FILE_BYTES}")
    data, _ = read_toml(source, what=kind, package=__package__, bundled=bundled)
    label = Path(bundled[source]).name if source in bundled else _users(source)
    return data, At(label)


def _users(path: str) -> str:
    """A user's file's label: its path, never a bundled file's label (``./units.toml``)."""
    return f"./{path}" if path in BUNDLED_FILES else path


def blame(at: At, referenced: str, message: str) -> DataError:
    """The error of an entry at ``at`` naming something the file ``referenced`` lacks.

    When a bundled file names what a user's file no longer has (a unit renamed in one's
    own units file), the user's file is the cause: the message names it first, then the
    bundled entry that names the missing thing.
    """
    if at.file in BUNDLED_FILES and referenced not in BUNDLED_FILES:
        return DataError(f"{referenced}: {message} ({at} names it)")
    return at.error(message)


def keys(table: object, allowed: frozenset[str], at: At) -> Table:
    """``table`` if it is a table whose keys are all allowed (`check_keys`).

    None (what ``dict.get`` gives for an absent field; TOML has no null) is missing.
    """
    if table is None:
        raise at.error("missing field")
    return check_keys(table, allowed, str(at))


def _present(table: Table, key: str, at: At) -> object:
    if key not in table:
        raise (at / key).error("missing field")
    return table[key]


def integer(table: Table, key: str, at: At, low: int, high: int, default: int | None = None) -> int:
    """``table[key]``: an int (never a bool) in ``low..high``; ``default`` if absent.

    >>> integer({"dodge": "3"}, "dodge", At("units.toml", "units[2].skills"), 0, 12)
    Traceback (most recent call last):
    dinorules.DataError: units.toml: units[2].skills.dodge: expected int, got '3'
    """
    if key not in table and default is not None:
        return default
    found = _present(table, key, at)
    if type(found) is not int:
        raise (at / key).error(f"expected int, got {found!r}")
    if not low <= found <= high:
        raise (at / key).error(f"must be {low}..{high}, got {found}")
    return found


def text(
    table: Table, key: str, at: At, default: str | None = None, *, limit: int = MAX_NAME
) -> str:
    """``table[key]``: a string of at most ``limit`` characters, not blank unless defaulted."""
    if key not in table and default is not None:
        return default
    found = _present(table, key, at)
    if not isinstance(found, str):
        raise (at / key).error(f"expected str, got {found!r}")
    if len(found) > limit:
        raise (at / key).error(f"at most {limit} characters, got {len(found)}")
    if default is None and not found.strip():
        raise (at / key).error("must not be empty")
    return found


def flag(table: Table, key: str, at: At, default: bool = False) -> bool:
    """``table[key]``: a boolean; ``default`` if absent."""
    found = table.get(key, default)
    if not isinstance(found, bool):
        raise (at / key).error(f"expected bool, got {found!r}")
    return found


def enum_value(found: object, kind: type[_E], at: At) -> _E:
    """The member of ``kind`` whose value is the string ``found``; `DataError` at ``at``."""
    if found is None:
        raise at.error("missing field")
    for member in kind:
        if member.value == found:
            return member
    allowed = ", ".join(str(member.value) for member in kind)
    raise at.error(f"unknown {_label(kind)} {found!r}; one of {allowed}")


def enum_values(found: object, kind: type[_E], at: At) -> tuple[_E, ...]:
    """Distinct members of ``kind`` named by a list of strings, in declaration order."""
    if isinstance(found, list) and len(found) > len(kind):
        raise at.error(f"at most {len(kind)} items, got {len(found)}")
    chosen = [enum_value(item, kind, at % i) for i, item in enumerate(strings(found, str(at)))]
    distinct((m.value for m in chosen), at, _label(kind))
    return tuple(member for member in kind if member in chosen)


def items(
    table: Table, key: str, at: At, low: int, high: int, *, required: bool = True
) -> tuple[object, ...]:
    """``table[key]``: a list of ``low..high`` entries (an empty list if absent and optional)."""
    if key not in table and not required:
        found: object = []
    else:
        found = _present(table, key, at)
    if not isinstance(found, list):
        raise (at / key).error(f"expected a list, got {found!r}")
    if not low <= len(found) <= high:
        raise (at / key).error(f"must hold {low}..{high} entries, got {len(found)}")
    return tuple(found)


def name_list(table: Table, key: str, at: At, high: int) -> tuple[str, ...]:
    """An optional list of at most ``high`` distinct, non-blank names."""
    found = items(table, key, at, 0, high, required=False)
    names = strings(list(found), str(at / key))
    for i, name in enumerate(names):
        if not name.strip() or len(name) > MAX_NAME:
            raise (at / key % i).error(f"expected a name of 1..{MAX_NAME} characters")
    distinct(names, at / key, "name")
    return names


def unique(found: Iterable[Hashable], at: At, *, field: str = "name") -> None:
    """`DataError` at the first entry of a list whose ``field`` was seen before.

    ``at`` is the list; the message names both entries.
    """
    first: dict[Hashable, int] = {}
    for i, key in enumerate(found):
        if key in first:
            raise (at % i / field).error(
                f"duplicate {field} {key!r} (also {at.path}[{first[key]}])"
            )
        first[key] = i


def distinct(found: Iterable[Hashable], at: At, what: str) -> None:
    """`DataError` at the first item of a list seen before, naming both places."""
    first: dict[Hashable, int] = {}
    for i, key in enumerate(found):
        if key in first:
            shown = key.value if isinstance(key, enum.Enum) else key  # as the file writes it
            raise (at % i).error(f"duplicate {what} {shown!r} (also [{first[key]}])")
        first[key] = i


def _label(kind: type[enum.Enum]) -> str:
    """``ActionSymbol`` -> ``action symbol``."""
    name = kind.__name__
    return "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
