"""Reading a replay's JSON in bounded memory: one object, its long list an item at a time.

`json.loads` builds every value of a 60 MB replay at once (a million small actions
take a gigabyte). `read_object` parses the top-level object itself; the list under
one key (a replay's ``actions``) is checked item by item (syntax, nesting,
duplicate keys) and kept as a `LazyList` that parses each item again only when it
is reached, so a reader that stops at the first illegal action never builds the
rest. A duplicate key anywhere is refused (``json`` would keep the last one
silently), and so is an object with more top-level fields than ``max_fields``.
Every problem is a `ReplayError` in the words of ``json``'s own messages.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from .data import nesting_depth
from .errors import ReplayError, short_repr

__all__ = ["LazyList", "read_object"]

_SPACE = re.compile(r"[ \t\n\r]*")


class _DuplicateKeyError(ValueError):
    """A JSON object with the same key twice (raised by the decoder's pairs hook)."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKeyError(key)
            seen.add(key)
    return found


_SCAN: Callable[[str, int], tuple[Any, int]] = vars(
    json.JSONDecoder(object_pairs_hook=_no_duplicates)
)["scan_once"]
"""``json``'s own scanner (in C): the value at an index, and the index after it."""
_PLAIN_SCAN: Callable[[str, int], tuple[Any, int]] = vars(json.JSONDecoder())["scan_once"]
_SEPARATOR = re.compile(r"[ \t\n\r]*(?:(,)[ \t\n\r]*)?")
"""Spaces, then a comma and spaces if there is one (between a list's items)."""
_STRING: Callable[[str, int], tuple[str, int]] = vars(json.decoder)["scanstring"]
"""``json``'s string scanner: the string whose opening quote is just before an index."""


def _skip(text: str, index: int) -> int:
    """The index of the first non-space character at or after ``index``."""
    return _SPACE.match(text, index).end()  # type: ignore[union-attr]


def _invalid(message: str, text: str, index: int) -> ReplayError:
    error = json.JSONDecodeError(message, text, index)
    return ReplayError(f"not valid JSON (truncated?): {error}")


def _scan_error(error: Exception, text: str, where: str, item: int, max_depth: int) -> ReplayError:
    """The `ReplayError` for what ``json``'s scanner raised at ``where`` (``[item]``)."""
    if isinstance(error, StopIteration):
        return _invalid("Expecting value", text, error.value)
    if isinstance(error, json.JSONDecodeError):
        return ReplayError(f"not valid JSON (truncated?): {error}")
    if isinstance(error, _DuplicateKeyError):
        where = where if item < 0 else f"{where}[{item}]"
        return ReplayError(f"{where}: duplicate key {short_repr(error.args[0])} in an object")
    if isinstance(error, RecursionError):  # deeper than the parser goes, so than any limit
        return ReplayError(f"replay nests deeper than {max_depth} levels")
    # The only other: an integer past Python's conversion limit.
    return ReplayError(
        f"a number in the replay has more than {sys.get_int_max_str_digits()} digits"
    )


def _value(
    text: str, index: int, where: str, room: int, max_depth: int, item: int = -1
) -> tuple[Any, int]:
    """The JSON value at ``index`` and the index after it, nesting at most ``room`` levels.

    ``where`` (with ``[item]`` for a list's item) names it and ``max_depth`` is the
    whole text's limit, for messages.
    """
    try:
        found, end = _SCAN(text, index)
    except (StopIteration, ValueError, RecursionError) as error:
        raise _scan_error(error, text, where, item, max_depth) from None
    # Only a value with more brackets than ``room`` can nest deeper (counted in C).
    deep = text.count("[", index, end) + text.count("{", index, end) > room
    if deep and nesting_depth(found) > room:
        raise ReplayError(f"replay nests deeper than {max_depth} levels")
    return found, end


def _items(
    text: str, start: int, where: str, room: int, max_depth: int
) -> Iterator[tuple[Any, int]]:
    """Each item of the list whose ``[`` is at ``start``, parsed when it is reached.

    Comes with the index of what follows it (the next item, or the closing ``]``).
    """
    index = _skip(text, start + 1)
    count = 0
    while not text.startswith("]", index):
        item, index = _value(text, index, where, room, max_depth, count)
        index = _skip(text, index)
        if text.startswith(",", index):
            index = _skip(text, index + 1)
            if text.startswith("]", index):
                raise _invalid("Expecting value", text, index)
        elif not text.startswith("]", index):
            raise _invalid("Expecting ',' delimiter", text, index)
        yield item, index
        count += 1


def _check_list(text: str, start: int, where: str, room: int, max_depth: int) -> int:
    """Check every item of the list at ``start``, keeping none; the index after its ``]``.

    The fast pass over a list that precedes the fields needed to read it: one scan and
    one separator match per item (a repeated key is found when the item is parsed).
    """
    index = _skip(text, start + 1)
    if text.startswith("]", index):
        return index + 1
    scan, separator, count = _PLAIN_SCAN, _SEPARATOR.match, text.count
    item = 0
    try:
        while True:
            found, end = scan(text, index)
            brackets = count("[", index, end) + count("{", index, end)
            if brackets > room and nesting_depth(found) > room:
                raise ReplayError(f"replay nests deeper than {max_depth} levels")
            after = separator(text, end)
            index = after.end()  # type: ignore[union-attr]
            if after.group(1) is None:  # type: ignore[union-attr]
                break
            item += 1
    except (StopIteration, ValueError, RecursionError) as error:
        if isinstance(error, ReplayError):
            raise
        raise _scan_error(error, text, where, item, max_depth) from None
    if not text.startswith("]", index):
        raise _invalid("Expecting ',' delimiter", text, index)
    return index + 1


@attrs.frozen
class LazyList:
    """A JSON list inside a text whose items are parsed one at a time, when iterated.

    With ``rest`` (the keys read before it), the list was not checked ahead and is
    the object's last field: iterating to its end also checks what follows it, so
    a reader that stops at the first bad item never parses the items after it.
    """

    text: str = attrs.field(repr=False)
    start: int
    """The offset of the list's ``[``."""
    where: str
    room: int = attrs.field(repr=False)
    """How deeply an item may nest."""
    max_depth: int = attrs.field(repr=False)
    rest: frozenset[str] | None = attrs.field(default=None, repr=False)

    def __iter__(self) -> Iterator[Any]:
        end = _skip(self.text, self.start + 1)
        for item, end in _items(self.text, self.start, self.where, self.room, self.max_depth):  # noqa: B007
            yield item
        if self.rest is not None:
            _finish(self.text, end + 1, self.rest)


def _finish(text: str, index: int, keys: frozenset[str]) -> None:
    """Check the end of an object whose every expected field was read before ``index``."""
    index = _skip(text, index)
    if text.startswith(",", index):
        key, _ = _key(text, _skip(text, index + 1), dict.fromkeys(keys), len(keys) + 1)
        raise ReplayError(f"{key[:80]}: unexpected field")
    if not text.startswith("}", index):
        raise _invalid("Expecting ',' delimiter", text, index)
    index = _skip(text, index + 1)
    if index != len(text):
        raise _invalid("Extra data", text, index)


def _not_an_object(text: str, index: int, max_depth: int) -> ReplayError:
    """The error for a text whose value at ``index`` is not an object."""
    found: Any
    if text.startswith("[", index):  # checked an item at a time: it may be huge
        found, end = None, _check_list(text, index, "replay", max_depth - 1, max_depth)
    else:
        found, end = _value(text, index, "replay", max_depth, max_depth)
    if _skip(text, end) != len(text):
        return _invalid("Extra data", text, _skip(text, end))
    kind = "list" if text.startswith("[", index) else type(found).__name__
    return ReplayError(f"a replay is a JSON object, got {kind}")


def _key(text: str, index: int, fields: dict[str, Any], max_fields: int) -> tuple[str, int]:
    """The new field name at ``index`` and the index after its colon (and spaces)."""
    if not text.startswith('"', index):
        raise _invalid("Expecting property name enclosed in double quotes", text, index)
    try:
        key, index = _STRING(text, index + 1)
    except json.JSONDecodeError as error:
        raise ReplayError(f"not valid JSON (truncated?): {error}") from None
    if key in fields:
        raise ReplayError(f"{short_repr(key)}: duplicate key in the replay object")
    if len(fields) == max_fields:
        raise ReplayError(f"a replay object has at most {max_fields} fields")
    index = _skip(text, index)
    if not text.startswith(":", index):
        raise _invalid("Expecting ':' delimiter", text, index)
    return key, _skip(text, index + 1)


def read_object(
    text: str, *, lazy: str, before: frozenset[str], max_depth: int, max_fields: int
) -> dict[str, Any]:
    """The JSON object that is ``text``, the list under key ``lazy`` as a `LazyList`.

    `ReplayError` if the text is not JSON, is not an object, nests deeper than
    ``max_depth`` levels (the object itself is one), repeats a key, or has more than
    ``max_fields`` fields. When the list comes after every field in ``before`` (as a
    replay is written), the text after it is read only as the list is iterated;
    otherwise every item is checked now, and parsed again when iterated.
    """
    index = _skip(text, 0)
    if not text.startswith("{", index):
        raise _not_an_object(text, index, max_depth)
    fields: dict[str, Any] = {}
    index = _skip(text, index + 1)
    closed = text.startswith("}", index)
    if closed:
        index = _skip(text, index + 1)
    while not closed:
        key, index = _key(text, index, fields, max_fields)
        if key == lazy and text.startswith("[", index):
            room = max_depth - 2
            if before <= fields.keys():
                keys = frozenset(fields) | {key}
                fields[key] = LazyList(text, index, key, room, max_depth, rest=keys)
                return fields
            fields[key] = LazyList(text, index, key, room, max_depth)
            index = _check_list(text, index, key, room, max_depth)
        else:
            fields[key], index = _value(text, index, key, max_depth - 1, max_depth)
        index = _skip(text, index)
        closed = text.startswith("}", index)
        if not closed and not text.startswith(",", index):
            raise _invalid("Expecting ',' delimiter", text, index)
        index = _skip(text, index + 1)
    if index != len(text):
        raise _invalid("Extra data", text, index)
    return fields
