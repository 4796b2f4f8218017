"""Reading component data: a bundled data set or a user's TOML file, checked field by field.

Every game keeps its components (decks, boards, dice, token sets) in TOML files,
read with `read_toml` and checked with `check_keys`, `get` and `strings`, so that
anything malformed raises `DataError` naming the file and the field, e.g.
``deck file my.toml: cards[2].ferocity: expected int, got '3'``. Nothing in a
file is executed.

A user's file is read once, with a bound (`MAX_DATA_BYTES`), into a `DataFile`: its
text and SHA-256 digest. Data options hold that value, so a game uses what was read,
and a replay stores the text itself rather than a path (`dinorules.kernel.replay`).
"""

from __future__ import annotations

import errno
import functools
import importlib
import os
import stat
import sys
from collections.abc import Callable, Hashable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, TypeVar

import attrs

from .errors import DataError, short_repr, short_text
from .printable import describe, unsafe_character

__all__ = [
    "DATA_MEMO_SIZE",
    "MAX_DATA_BYTES",
    "MAX_DATA_DEPTH",
    "MAX_DATA_VALUES",
    "DataFile",
    "DataSource",
    "Table",
    "as_source",
    "check_keys",
    "file_problem",
    "get",
    "loader",
    "nesting_depth",
    "read_text_file",
    "read_toml",
    "strings",
    "unique",
]

MAX_DATA_BYTES = 1024 * 1024
"""The largest component data file read (1 MiB, a hundred times the largest bundled one);
a larger one is refused unread (TOML parsing takes about a second per MiB)."""
MAX_DATA_VALUES = 20_000
"""The most lines and commas a data file may have (the bundled ones have under 600): a
file of more small values than that is refused before it is parsed."""
MAX_DATA_DEPTH = 32
"""The deepest nesting of tables and arrays in a data file (the top-level table is 1)."""

DATA_MEMO_SIZE = 16
"""How many files read and data sets loaded the data memo keeps (per process)."""

Table = Mapping[str, Any]
"""A parsed TOML table."""

_T = TypeVar("_T")


@functools.lru_cache(maxsize=DATA_MEMO_SIZE)
def _once(function: Callable[..., Any], identity: Hashable, *args: Hashable) -> Any:
    """``function(*args)``, computed once per distinct arguments and ``identity``.

    The data memo, bounded like `dinorules.kernel.compiled`'s; a failure is not kept.
    """
    return function(*args)


def _file_identity(path: str) -> Hashable:
    """What tells one version of the file at ``path`` from another (``None`` if none is there)."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return None
    return (found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns)


def _identity(source: object) -> tuple[bool, Hashable]:
    """Whether ``source`` can be memoized, and what tells its versions apart."""
    if isinstance(source, DataFile):
        return True, None
    if isinstance(source, str):
        return True, _file_identity(source)
    if isinstance(source, tuple):
        parts = [_identity(part) for part in source]
        return all(ok for ok, _ in parts), tuple(identity for _, identity in parts)
    return False, None


def loader(load: Callable[[Any], _T]) -> Callable[[Any], _T]:
    """``load`` (a bundled name, a `DataFile` or a path to a data set) run once per source.

    Loading is a pure function of the data, so a game, its options check and every
    later game with the same option set share one load; a path is keyed by the
    file's identity (device, inode, size, time), so a changed file is read again. A
    tuple of sources (data sets compiled together) is keyed by each of them.

    >>> calls = []
    >>> @loader
    ... def load_size(source):
    ...     calls.append(source)
    ...     return len(source.text)
    >>> mine = DataFile("mine.toml", "size = 1")
    >>> load_size(mine), load_size(DataFile("copy.toml", "size = 1")), len(calls)
    (8, 8, 1)
    >>> @loader
    ... def load_both(sources):
    ...     calls.append(sources)
    ...     return sum(len(s.text) for s in sources)
    >>> load_both((mine, mine)), load_both((mine, mine)), len(calls)
    (16, 16, 2)
    """

    @functools.wraps(load)
    def load_once(source: Any) -> _T:
        memo, identity = _identity(source)
        if not memo:
            return load(source)  # the loader says what is wrong with it
        loaded: _T = _once(load, identity, source)
        return loaded

    return load_once


def _bundled_text(package: str, name: str) -> str:
    """The text of the data file ``name`` shipped in ``package``, read by its loader.

    What ``importlib.resources`` does for a plain file, without importing it, which
    would slow the first load of a game (docs/performance.md).
    """
    module = importlib.import_module(package)
    folder = os.path.dirname(module.__file__ or "")
    data: bytes = module.__loader__.get_data(os.path.join(folder, name))  # type: ignore[union-attr]
    return data.decode("utf-8")


def read_text_file(path: str, *, limit: int) -> str:
    """The UTF-8 text of the file at ``path``, reading at most ``limit`` + 1 bytes.

    A device, a pipe or a huge file costs no more than the bound. Any problem is a
    `DataError` giving only the reason (``No such file or directory``, ``larger than
    the 4194304-byte limit``, ``not UTF-8 text ...``), for the caller to say whose.
    """
    try:
        with open(path, "rb") as file:
            data = file.read(limit + 1)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise DataError(str(reason)) from None
    if len(data) > limit:
        raise DataError(f"larger than the {limit}-byte limit")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text ({error.reason} at byte {error.start})") from None


def file_problem(path: str) -> str | None:
    """Why the file ``path`` cannot be read: ``None`` if nothing is there, ``""`` if it can.

    Else the reason: a directory, a symlink loop, a device or a pipe. Asks the file
    system only (a pipe is never opened, so nothing blocks).

    >>> file_problem("/"), file_problem("/no/such/file")
    ('a directory, not a file', None)
    """
    try:
        mode = os.stat(path).st_mode
    except ValueError:  # a NUL in the path
        return None
    except OSError as error:
        if error.errno in (errno.ENOENT, errno.ENOTDIR, errno.ENAMETOOLONG):
            return None
        return error.strerror or type(error).__name__
    if stat.S_ISDIR(mode):
        return "a directory, not a file"
    if not stat.S_ISREG(mode):
        return "not a regular file (a device, a pipe or a socket)"
    return ""


@attrs.frozen(repr=False)
class DataFile:
    """A user's data file as read: its text, and its name for messages. Never re-read.

    Two are equal when their texts are (the name is only a label). ``what`` names
    the kind of data for the size check's message.

    >>> DataFile("mine.toml", "size = 1").sha256[:12]
    '2984b82b2380'
    """

    name: str = attrs.field(eq=False)
    """The path it was read from (or the name a replay gives it), for messages."""
    text: str
    sha256: str = attrs.field(init=False, eq=False)
    """The SHA-256 of the UTF-8 text, in hexadecimal."""
    what: str = attrs.field(default="data", eq=False, kw_only=True)
    """The kind of data (``deck``, ``board``), for messages."""

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.text, str):
            raise DataError(f"a {self.what} file is a name and a text, got {short_repr(self.name)}")
        try:
            encoded = self.text.encode("utf-8")
        except UnicodeEncodeError as error:  # possible in a replay, never in a file
            raise DataError(
                f"{self.what} file {self.name}: not UTF-8 text (a lone surrogate at "
                f"character {error.start})"
            ) from None
        if len(encoded) > MAX_DATA_BYTES:
            raise DataError(
                f"{self.what} file {self.name}: larger than the {MAX_DATA_BYTES}-byte limit"
            )
        import hashlib  # noqa: PLC0415 - on first use: `import dinorules` stays light

        object.__setattr__(self, "sha256", hashlib.sha256(encoded).hexdigest())

    @classmethod
    def read(cls, path: str, *, what: str = "data") -> DataFile:
        """The file at ``path``, read with the bound; `DataError` naming it if unreadable.

        Read once while it does not change (the data memo keeps it by file identity).
        """
        identity = _file_identity(path)
        if identity is None:
            return cls._read(path, what)
        found: DataFile = _once(cls._read, identity, path, what)
        return found

    @classmethod
    def _read(cls, path: str, what: str) -> DataFile:
        try:
            text = read_text_file(path, limit=MAX_DATA_BYTES)
        except DataError as error:
            where = f"{what} file {path}"
            if str(error).startswith("larger than"):
                raise DataError(f"{where}: {error}") from None
            raise DataError(f"{where}: cannot read the file: {error}") from None
        return cls(path, text, what=what)

    @classmethod
    def embedded(cls, name: str, text: str, sha256: str, *, what: str = "data") -> DataFile:
        """A file stored with its digest (in a replay); `DataError` if the digest differs."""
        found = cls(name, text, what=what)
        if found.sha256 != sha256:
            raise DataError(
                f"{what} file {name}: the sha256 does not match the text (expected "
                f"{sha256!r}, the text's is {found.sha256!r})"
            )
        return found

    def __repr__(self) -> str:
        return f"<DataFile {self.name!r} sha256={self.sha256[:12]}>"


DataSource = str | DataFile
"""What a data option holds: a bundled data set's name, or a user's file as read."""


def as_source(value: object) -> DataSource:
    """A data option's value, typed: a bundled name or a `DataFile`."""
    if isinstance(value, str | DataFile):
        return value
    raise DataError(f"expected a bundled data set's name or a DataFile, got {short_repr(value)}")


def nesting_depth(data: object) -> int:
    """How deeply lists and tables nest in parsed data (a scalar is 0), without recursion.

    >>> nesting_depth({"a": [[1], 2]})
    3
    """
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, Mapping | list):
            depth += 1
            deepest = max(deepest, depth)
            children = node.values() if isinstance(node, Mapping) else node
            stack.extend((child, depth) for child in children)
    return deepest


def read_toml(
    source: DataSource, *, what: str, package: str, bundled: Mapping[str, str]
) -> tuple[Table, str]:
    """The parsed TOML of the bundled data set ``source``, of a `DataFile`, or of a path.

    ``bundled`` maps a data set's name to its file in ``package``. A `DataFile` is
    parsed from its text: no path is opened. A path is read with the bound
    `MAX_DATA_BYTES`; a text with more than `MAX_DATA_VALUES` lines and commas is
    refused unparsed. Returns the data and the ``where`` prefix for error messages
    (``bundled deck 'standard'``, or ``deck file PATH: deck`` so that a field's path
    never reads as part of the file name). Nesting deeper than
    `MAX_DATA_DEPTH` is refused.
    """
    if isinstance(source, DataFile):
        file = f"{what} file {source.name}"
        text = source.text
    elif source in bundled:
        file = f"bundled {what} {source!r}"
        text = _bundled_text(package, bundled[source])
    else:
        text = DataFile.read(source, what=what).text
        file = f"{what} file {source}"
    text = text.removeprefix(_BOM)  # a byte-order mark, as some editors write, is no data
    if text.count(",") + text.count("\n") > MAX_DATA_VALUES:  # counted in C, before parsing
        raise DataError(f"{file}: more than {MAX_DATA_VALUES} lines and commas")
    import tomllib  # noqa: PLC0415 - on first use: `import dinorules` stays light

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{file}: not valid TOML: {short_text(str(error))}") from None
    except RecursionError:
        raise DataError(f"{file}: nests deeper than {MAX_DATA_DEPTH} levels") from None
    except ValueError:  # the only other: an integer past Python's conversion limit
        digits = sys.get_int_max_str_digits()
        raise DataError(f"{file}: a number has more than {digits} digits") from None
    if nesting_depth(data) > MAX_DATA_DEPTH:
        raise DataError(f"{file}: nests deeper than {MAX_DATA_DEPTH} levels")
    if file.startswith("bundled"):
        return data, file
    # A field path follows: ``deck file my.toml: deck.cards[2]``, never ``my.toml.cards``.
    where = f"{file}: {what}"
    _check_characters(data, where)
    return data, where


_BOM = "\ufeff"


def _check_characters(data: object, where: str) -> None:
    r"""`DataError` at the first name or text holding a character a terminal acts on.

    Every key and string of a user's file is checked (names, titles, labels): ESC, NUL,
    bidi overrides and their like are refused, naming the field; newlines and tabs
    are allowed in values.

    >>> _check_characters({"cards": [{"name": "Rex\x1b"}]}, "deck file m.toml: deck")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    dinorules.DataError: deck file m.toml: deck.cards[0].name: control character U+001B ...
    """
    if isinstance(data, str):
        found = unsafe_character(data)
        if found is not None:
            raise DataError(f"{where}: {describe(found)} is not allowed in a name or text")
    elif isinstance(data, dict):
        for key, item in data.items():
            found = unsafe_character(key, allowed="")
            if found is not None:
                raise DataError(
                    f"{where}: key {short_repr(key)}: {describe(found)} is not allowed in a key"
                )
            _check_characters(item, f"{where}.{key}")
    elif isinstance(data, list):
        for i, item in enumerate(data):
            _check_characters(item, f"{where}[{i}]")


def check_keys(table: object, allowed: AbstractSet[str], where: str) -> Table:
    """``table`` if it is a table whose keys are all ``allowed``; else `DataError`.

    >>> check_keys({"name": "x"}, {"name", "size"}, "deck")
    {'name': 'x'}
    >>> check_keys({"nmae": "x"}, {"name"}, "deck")
    Traceback (most recent call last):
    dinorules.DataError: deck: unknown field 'nmae'; fields are name
    """
    if not isinstance(table, Mapping):
        raise DataError(f"{where}: expected a table, got {short_repr(table)}")
    extra = sorted(set(table) - allowed)
    if extra:
        raise DataError(
            f"{where}: unknown field {short_repr(extra[0])}; "
            f"fields are {', '.join(sorted(allowed))}"
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
        raise DataError(f"{where}.{key}: expected {names}, got {short_repr(found)}")
    return found


def strings(items: object, where: str) -> tuple[str, ...]:
    """``items`` as a tuple of strings; `DataError` naming the bad item if not."""
    if not isinstance(items, list):
        raise DataError(f"{where}: expected a list of str, got {short_repr(items)}")
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise DataError(f"{where}[{i}]: expected str, got {short_repr(item)}")
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
                f"{where}[{i}].{field}: duplicate {what} {short_repr(key)} "
                f"(also {where}[{first[key]}])"
            )
        first[key] = i
