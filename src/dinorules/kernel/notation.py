"""The value grammar of positions: Python values as short text, read back by type.

A position (`dinorules.kernel.position`) is a line of sections, and each section's
value is written in this grammar. Writing needs only the value; reading is
type-directed, like the replay codec: the section's declared type says what the text
must be, so nothing in it is evaluated, and a value that does not fit raises
`PositionError` naming the field.

=================  ===========================  ===============================
value              written                      e.g.
=================  ===========================  ===============================
int                decimal                      ``12``, ``-1``
bool               ``yes`` / ``no``             ``yes``
None               ``-``                        ``-``
str                bare, or JSON-quoted         ``T-Rex male``, ``"a, b"``
enum member        its name in lower case       ``face_off``
tuple, PVector     ``[item, item]``             ``[0, 3, 3]``
frozenset          ``{item, item}``, sorted     ``{1, 4}``
Multiset           ``{item*count, item}``       ``{Egg*2, Compsognathus}``
FrozenMap          ``{key: value}``             ``{0: 3, 1: 5}``
attrs value        ``Name(field=value, ...)``   ``Record(winner=0, cards=[])``
`Rng`              its state in hexadecimal     ``0x8c2f00a1b2c3d4e5``
=================  ===========================  ===============================

A bare string is any text without ``[]{}(),:;=*"`` whose ends are not spaces and
that is not ``-``, ``yes`` or ``no``; anything else is quoted. Fields of an attrs
value with a default may be left out when reading; writing gives them all (or, for
the record classes a notation declares brief, those not at their defaults), so the
written text is canonical: reading it and writing the result gives it back.
"""

from __future__ import annotations

import enum
import json
import re
import sys
import types
import typing
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Any

import attrs
from pyrsistent import PVector, pvector

from .errors import RulesError, short_text
from .frozen import FrozenMap
from .multiset import Multiset
from .rng import Rng

__all__ = [
    "MAX_DEPTH",
    "Node",
    "PositionError",
    "field_hints",
    "parse_value",
    "read_value",
    "record_hints",
    "write_value",
]

MAX_DEPTH = 16
"""The deepest nesting of brackets a position may have."""
_MAX_INT_DIGITS = 40
_DELIMITERS = '[]{}(),:;=*"'
_BARE = re.compile(r"[^\[\]{}(),:;=*\"\s](?:[^\[\]{}(),:;=*\"]*[^\[\]{}(),:;=*\"\s])?")
_WORDS = frozenset({"-", "yes", "no"})
_RNG = re.compile(r"0x[0-9a-f]{1,16}")


class PositionError(RulesError):
    """A position text or builder value that is malformed or breaks a rule.

    ``field`` names the section (or ``section.part``) at fault and ``rule`` the rule
    ID it breaks (a grammar problem names the notation's own rule).
    """

    def __init__(self, message: str, *, field: str = "", rule: str = "") -> None:
        where = f"{field}: " if field else ""
        because = f" ({rule})" if rule else ""
        super().__init__(f"{where}{message}{because}")
        self.field = field
        self.rule = rule


# --- Writing -------------------------------------------------------------------


def write_value(value: object, brief: Collection[type] = ()) -> str:  # noqa: PLR0911 - one return per kind of value
    """``value`` in the position grammar (canonical: sets and maps in a fixed order).

    The fields of a record of a class in ``brief`` that are at their defaults are
    left out (reading fills them in), so long records stay short.
    """
    if isinstance(value, enum.Enum):  # before int: an IntEnum is written by its name
        return value.name.lower()
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _write_text(value)
    if isinstance(value, Rng):
        return f"{value.state:#x}"
    if isinstance(value, Multiset):
        counted = (_counted(item, count, brief) for item, count in value.counts)
        return "{" + ", ".join(sorted(counted)) + "}"
    if isinstance(value, Mapping):
        pairs = sorted(
            f"{write_value(k, brief)}: {write_value(v, brief)}" for k, v in value.items()
        )
        return "{" + ", ".join(pairs) + "}"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(write_value(item, brief) for item in value)) + "}"
    if isinstance(value, tuple | list | PVector):
        return "[" + ", ".join(write_value(item, brief) for item in value) + "]"
    cls = type(value)
    if attrs.has(cls):
        short = cls in brief
        fields = ", ".join(
            f"{field.name}={write_value(getattr(value, field.name), brief)}"
            for field in attrs.fields(cls)
            if field.eq and field.init and not (short and _at_default(field, value))
        )
        return f"{cls.__name__}({fields})"
    raise TypeError(f"a position cannot write a {cls.__name__}: {short_text(repr(value))}")


def _at_default(field: attrs.Attribute[Any], record: object) -> bool:
    """Whether ``record``'s ``field`` holds its default (of the same type)."""
    default: Any = field.default
    if default is attrs.NOTHING:
        return False
    if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
        if default.takes_self:
            return False
        default = default.factory()
    found = getattr(record, field.name)
    return type(found) is type(default) and bool(found == default)


def _counted(item: object, count: int, brief: Collection[type]) -> str:
    text = write_value(item, brief)
    return text if count == 1 else f"{text}*{count}"


def _write_text(text: str) -> str:
    if text not in _WORDS and _BARE.fullmatch(text) and not text.lstrip("-").isdigit():
        return text
    return json.dumps(text, ensure_ascii=False)


# --- Parsing: text to a tree ---------------------------------------------------


@attrs.frozen
class Node:
    """A parsed value: an atom, a ``[...]`` list, a ``{...}`` group or a ``Name(...)`` record.

    ``kind`` is ``"atom"``, ``"list"``, ``"group"`` or ``"record"``; an atom keeps its
    ``text`` and whether it was ``quoted``; a list, group or record its ``items``.
    A group's item may be a ``"pair"`` (``key: value``) or a ``"count"`` (``item*n``)
    and a record's items are ``"field"`` nodes (``name=value``), whose ``text`` is the
    name.
    """

    kind: str
    text: str = ""
    quoted: bool = False
    items: tuple[Node, ...] = ()


_TOKEN = re.compile(
    r'\s*(?:(?P<quote>"(?:[^"\\]|\\.)*")|(?P<mark>[\[\]{}(),:=*])|(?P<bare>[^\[\]{}(),:;=*"]+))'
)


def _tokens(text: str, field: str, rule: str) -> Iterator[tuple[str, str]]:
    """``(kind, text)`` of each piece: ``quote``, ``mark`` or ``bare`` (stripped)."""
    index, end = 0, len(text.rstrip())
    while index < end:
        match = _TOKEN.match(text, index)
        if match is None or match.end() == index:
            raise PositionError(
                f"unexpected {short_text(text[index : index + 20])!r} at character {index + 1}",
                field=field,
                rule=rule,
            )
        kind = match.lastgroup or ""
        piece = match.group(kind)
        yield kind, piece.strip() if kind == "bare" else piece
        index = match.end()


class _Parser:
    """A recursive-descent reader of one section's value, depth bounded by `MAX_DEPTH`."""

    def __init__(self, text: str, field: str, rule: str) -> None:
        self.tokens = list(_tokens(text, field, rule))
        self.at = 0
        self.field = field
        self.rule = rule

    def fail(self, message: str) -> PositionError:
        return PositionError(message, field=self.field, rule=self.rule)

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.at] if self.at < len(self.tokens) else ("end", "")

    def take(self, mark: str) -> None:
        kind, piece = self.peek()
        if kind != "mark" or piece != mark:
            shown = "the end" if kind == "end" else repr(piece)
            raise self.fail(f"expected {mark!r}, found {shown}")
        self.at += 1

    def comma(self, close: str) -> None:
        kind, piece = self.peek()
        if kind != "mark" or piece != ",":
            shown = "the end" if kind == "end" else repr(piece)
            raise self.fail(f"expected ',' or {close!r}, found {shown}")
        self.at += 1

    def value(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise self.fail(f"nested deeper than {MAX_DEPTH} brackets")
        kind, piece = self.peek()
        if kind == "quote":
            self.at += 1
            try:
                text = json.loads(piece)
            except ValueError as error:
                raise self.fail(f"bad quoted text {short_text(piece)}: {error}") from None
            return Node("atom", text, quoted=True)
        if kind == "mark" and piece in "[{":
            self.at += 1
            close = "]" if piece == "[" else "}"
            items = self.items(close, depth, grouped=piece == "{")
            return Node("list" if piece == "[" else "group", items=items)
        if kind == "bare":
            self.at += 1
            if self.peek() == ("mark", "("):
                self.at += 1
                return Node("record", piece, items=self.fields(depth))
            return Node("atom", piece)
        raise self.fail("expected a value, found " + ("the end" if kind == "end" else repr(piece)))

    def items(self, close: str, depth: int, *, grouped: bool) -> tuple[Node, ...]:
        found: list[Node] = []
        while self.peek() != ("mark", close):
            if found:
                self.comma(close)
            item = self.value(depth + 1)
            if grouped and self.peek() == ("mark", ":"):
                self.at += 1
                item = Node("pair", items=(item, self.value(depth + 1)))
            elif grouped and self.peek() == ("mark", "*"):
                self.at += 1
                item = Node("count", items=(item, self.value(depth + 1)))
            found.append(item)
        self.take(close)
        return tuple(found)

    def fields(self, depth: int) -> tuple[Node, ...]:
        found: list[Node] = []
        while self.peek() != ("mark", ")"):
            if found:
                self.comma(")")
            kind, name = self.peek()
            if kind != "bare":
                raise self.fail(f"expected a field name, found {name!r}")
            self.at += 1
            self.take("=")
            found.append(Node("field", name, items=(self.value(depth + 1),)))
        self.take(")")
        return tuple(found)


def parse_value(text: str, *, field: str, rule: str) -> Node:
    """The tree of one value written in the grammar; `PositionError` if malformed."""
    parser = _Parser(text, field, rule)
    node = parser.value(1)
    kind, piece = parser.peek()
    if kind != "end":
        raise parser.fail(f"unexpected {piece!r} after the value")
    return node


# --- Reading: a tree to a value, by type ---------------------------------------


def field_hints(cls: type, names: Mapping[str, object]) -> dict[str, Any]:
    """The type of each ``init`` field of the attrs class ``cls``, strings resolved.

    A string annotation is evaluated in ``cls``'s module, then ``names`` (types
    a module imports only for type checkers), then `typing`: annotations are the
    game's own code, never a user's text. A field whose type cannot be resolved
    raises `TypeError` naming it, when the game's notation is made.
    """
    hints: dict[str, Any] = {}
    for field in attrs.fields(cls):
        if not field.init:
            continue
        hint = field.type
        if isinstance(hint, str):
            owner = next(k for k in cls.__mro__ if field.name in vars(k).get("__annotations__", {}))
            space = {**vars(typing), **names, **vars(sys.modules[owner.__module__])}
            try:
                hint = eval(hint, space)  # noqa: S307 - the class's own annotation
            except Exception as error:  # noqa: BLE001 - any failure to resolve says the same
                raise TypeError(
                    f"{cls.__name__}.{field.name}: cannot resolve the type {hint!r} ({error}); "
                    "give the notation the types it names"
                ) from None
        hints[field.name] = hint
    return hints


Reader = Callable[[Node, Any, str], Any]


def record_hints(hints: Iterable[Any], names: Mapping[str, object]) -> dict[type, dict[str, Any]]:
    """`field_hints` of every attrs class the types ``hints`` reach, each resolved once."""
    found: dict[type, dict[str, Any]] = {}
    todo = list(hints)
    while todo:
        hint = todo.pop()
        todo.extend(typing.get_args(hint))
        if isinstance(hint, type) and attrs.has(hint) and hint not in found and hint is not Rng:
            found[hint] = field_hints(hint, names)
            todo.extend(found[hint].values())
    return found


def read_value(
    node: Node,
    hint: Any,
    *,
    field: str,
    rule: str,
    names: Mapping[str, object],
    records: Mapping[type, Mapping[str, Any]] | None = None,
) -> Any:
    """The value of type ``hint`` that ``node`` writes; `PositionError` naming ``field``.

    ``records`` are the `record_hints` of the types ``hint`` reaches, if known.
    """
    return _Reading(rule, names, records or {}).read(node, hint, field)


class _Reading:
    def __init__(
        self, rule: str, names: Mapping[str, object], records: Mapping[type, Mapping[str, Any]]
    ) -> None:
        self.rule = rule
        self.names = names
        self.records = records

    def fail(self, field: str, message: str) -> PositionError:
        return PositionError(message, field=field, rule=self.rule)

    def read(self, node: Node, hint: Any, field: str) -> Any:  # noqa: C901, PLR0911, PLR0912
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            return self.union(node, args, field)
        if hint is typing.Any or hint is object:
            raise self.fail(field, "this field has no declared type to read")
        if origin is typing.Literal:
            for allowed in args:
                try:
                    value = self.read(node, type(allowed), field)
                except PositionError:
                    continue
                if value == allowed:
                    return value
            raise self.fail(field, f"expected one of {', '.join(map(write_value, args))}")
        if origin is tuple:
            return self.sequence(node, args, field)
        if origin is PVector or hint is PVector:
            inner = args[0] if args else typing.Any
            items = self.expect(node, "list", field)
            return pvector(
                self.read(item, inner, f"{field}[{at}]") for at, item in enumerate(items)
            )
        if origin in (frozenset, set) or hint in (frozenset, set):
            inner = args[0] if args else typing.Any
            items = self.expect(node, "group", field)
            values = [self.read(item, inner, f"{field}[{at}]") for at, item in enumerate(items)]
            result = frozenset(values)
            if len(result) != len(values):
                raise self.fail(field, "a set names an item twice")
            return result
        base = origin if origin is not None else hint
        if isinstance(base, type) and issubclass(base, Multiset):
            return self.multiset(node, args[0] if args else typing.Any, field)
        if base is FrozenMap or (isinstance(base, type) and issubclass(base, Mapping)):
            return self.mapping(node, args, field)
        if hint is type(None):
            self.word(node, field, "-")
            return None
        if hint is bool:
            return self.word(node, field, "yes", "no") == "yes"
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return self.member(node, hint, field)
        if hint is int:
            return self.integer(node, field)
        if hint is str:
            return self.atom(node, field).text
        if hint is Rng:
            text = self.atom(node, field).text
            if not _RNG.fullmatch(text):
                raise self.fail(
                    field, f"a generator is 0x and up to 16 hex digits, not {short_text(text)!r}"
                )
            return Rng(int(text, 16))
        if isinstance(hint, type) and attrs.has(hint):
            return self.record(node, hint, field)
        raise self.fail(field, f"this field's type {hint!r} has no written form")

    def expect(self, node: Node, kind: str, field: str) -> tuple[Node, ...]:
        if node.kind != kind:
            shape = {"list": "[...]", "group": "{...}", "record": "Name(...)"}[kind]
            raise self.fail(field, f"expected {shape}, found {_shown(node)}")
        return node.items

    def atom(self, node: Node, field: str) -> Node:
        if node.kind != "atom":
            raise self.fail(field, f"expected a single value, found {_shown(node)}")
        return node

    def word(self, node: Node, field: str, *words: str) -> str:
        text = self.atom(node, field).text
        if node.quoted or text not in words:
            raise self.fail(field, f"expected {' or '.join(words)}, found {short_text(text)!r}")
        return text

    def union(self, node: Node, options: tuple[Any, ...], field: str) -> Any:
        problems: list[str] = []
        if node.kind == "atom" and not node.quoted and node.text == "-" and type(None) in options:
            return None
        for option in sorted(options, key=lambda option: option is str):  # text last
            if option is type(None):
                continue
            if node.kind == "record" and attrs.has(option) and option.__name__ != node.text:
                continue
            try:
                return self.read(node, option, field)
            except PositionError as error:
                problems.append(str(error))
        raise self.fail(field, f"{_shown(node)} fits none of its types: " + "; ".join(problems[:3]))

    def sequence(self, node: Node, args: tuple[Any, ...], field: str) -> tuple[Any, ...]:
        items = self.expect(node, "list", field)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(
                self.read(item, args[0], f"{field}[{at}]") for at, item in enumerate(items)
            )
        if not args:
            raise self.fail(field, "this field's tuple has no declared item type")
        if len(items) != len(args):
            raise self.fail(field, f"expected {len(args)} items, found {len(items)}")
        return tuple(
            self.read(item, arg, f"{field}[{at}]")
            for at, (item, arg) in enumerate(zip(items, args, strict=True))
        )

    def multiset(self, node: Node, inner: Any, field: str) -> Multiset[Any]:
        counts: dict[Any, int] = {}
        for at, item in enumerate(self.expect(node, "group", field)):
            where = f"{field}[{at}]"
            count, named = 1, item
            if item.kind == "count":
                named, times = item.items
                count = self.integer(times, where)
                if count < 1:
                    raise self.fail(where, f"a count is at least 1, not {count}")
            key = self.read(named, inner, where)
            if key in counts:
                raise self.fail(where, f"{write_value(key)} is written twice; give one count")
            counts[key] = count
        return Multiset.from_counts(counts.items())

    def mapping(self, node: Node, args: tuple[Any, ...], field: str) -> FrozenMap[Any, Any]:
        key_type, value_type = args if len(args) == 2 else (typing.Any, typing.Any)
        found: dict[Any, Any] = {}
        for at, item in enumerate(self.expect(node, "group", field)):
            where = f"{field}[{at}]"
            if item.kind != "pair":
                raise self.fail(where, f"expected key: value, found {_shown(item)}")
            key = self.read(item.items[0], key_type, where)
            if key in found:
                raise self.fail(where, f"the key {write_value(key)} is written twice")
            found[key] = self.read(item.items[1], value_type, f"{field}[{write_value(key)}]")
        return FrozenMap(found)

    def member(self, node: Node, enum_type: type[enum.Enum], field: str) -> enum.Enum:
        text = self.atom(node, field).text
        for member in enum_type:
            if member.name.lower() == text:
                return member
        allowed = ", ".join(member.name.lower() for member in enum_type)
        raise self.fail(field, f"{short_text(text)!r} is not one of {allowed}")

    def integer(self, node: Node, field: str) -> int:
        text = self.atom(node, field).text
        digits = text[1:] if text.startswith("-") else text
        if (
            node.quoted
            or not digits.isdigit()
            or not digits.isascii()
            or len(digits) > _MAX_INT_DIGITS
        ):
            raise self.fail(field, f"expected a whole number, found {short_text(text)!r}")
        return int(text)

    def record(self, node: Node, cls: type, field: str) -> Any:
        items = self.expect(node, "record", field)
        if node.text != cls.__name__:
            raise self.fail(
                field, f"expected {cls.__name__}(...), found {short_text(node.text)}(...)"
            )
        hints = self.records.get(cls) or field_hints(cls, self.names)
        given: dict[str, Any] = {}
        for item in items:
            name = item.text
            if name not in hints:
                known = ", ".join(hints)
                raise self.fail(
                    field, f"{cls.__name__} has no field {short_text(name)!r}; its fields: {known}"
                )
            if name in given:
                raise self.fail(f"{field}.{name}", "written twice")
            given[name] = self.read(item.items[0], hints[name], f"{field}.{name}")
        try:
            return cls(**given)
        except (TypeError, ValueError) as error:
            raise self.fail(field, f"not a {cls.__name__}: {short_text(str(error))}") from None


def _shown(node: Node) -> str:
    if node.kind == "atom":
        return repr(short_text(node.text))
    return {"list": "a [...] list", "group": "a {...} group", "record": f"{node.text}(...)"}.get(
        node.kind, "a value"
    )
