"""A generic JSON codec for actions and observations, driven by type hints.

Every action is an attrs value; it encodes as a JSON object with its class name
under ``"type"`` and one key per field, e.g. ``{"type": "Move", "square": 12}``.
Decoding is type-directed: the class comes from the game's declared action types
and each field is checked against its annotation, so a malformed action raises
`ReplayError` naming the field; nothing is evaluated. Supported field types:
``int``, ``str``, ``bool``, ``None``, enums (by name), ``tuple[X, ...]``,
fixed tuples, ``frozenset[X]``, unions of those, ``Literal`` and nested attrs
values.
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any

import attrs

from .errors import ReplayError, short_repr, short_text
from .frozen import FrozenMap

__all__ = ["JSON_FIELDS", "ActionCodec", "same_shape", "to_json_value"]

_Json = Any
JSON_FIELDS = "__json_fields__"
"""The optional method of an attrs value that gives `to_json_value` its fields.

A value whose storage differs from its meaning (say, a pile kept as counts per card
index where its JSON is the multiset of card names) defines
``__json_fields__(self) -> Iterable[tuple[str, object]]``: the ``(name, value)``
pairs to encode, in order, instead of its attrs fields. The JSON of a state (the
golden replays' digests, snapshots, the viewer) then does not depend on its layout.
"""


def to_json_value(obj: object, *, opaque: tuple[type, ...] = ()) -> _Json:
    """Encode a value (action, observation, option) as plain JSON data.

    attrs values become objects with a ``"type"`` key and their compared fields
    (derived fields, declared with ``eq=False``, are left out); tuples, vectors and sets
    become lists (sets sorted by their JSON text, so the result is canonical);
    maps become lists of ``[key, value]`` pairs; enums become their names. A value
    with a ``__json_fields__`` method (`JSON_FIELDS`) encodes those fields. Instances
    of the ``opaque`` types are not walked: they become ``{"type": ..., "id": ...}``
    with their identity (for snapshots that compare a value with itself later).
    """
    if isinstance(obj, enum.Enum):  # before int: an IntEnum is decoded by its name
        return obj.name
    if obj is None or isinstance(obj, bool | int | str):
        return obj
    cls: Any = type(obj)
    if opaque and isinstance(obj, opaque):
        return {"type": cls.__name__, "id": id(obj)}
    if attrs.has(cls):
        encoded: dict[str, _Json] = {"type": cls.__name__}
        view = getattr(cls, JSON_FIELDS, None)
        if view is not None:  # a value stored in a faster layout shows its logical fields
            for name, item in view(obj):
                encoded[name] = to_json_value(item, opaque=opaque)
            return encoded
        for field in attrs.fields(cls):
            if field.eq:  # a field left out of equality is derived: a cache or a table
                encoded[field.name] = to_json_value(getattr(obj, field.name), opaque=opaque)
        return encoded
    return _collection(obj, opaque)


def _collection(obj: object, opaque: tuple[type, ...]) -> _Json:
    """`to_json_value` of a map, a set or another iterable."""
    if isinstance(obj, Mapping):
        pairs = [
            [to_json_value(k, opaque=opaque), to_json_value(v, opaque=opaque)]
            for k, v in obj.items()
        ]
        return sorted(pairs, key=repr)
    if isinstance(obj, AbstractSet):
        return sorted((to_json_value(item, opaque=opaque) for item in obj), key=repr)
    if isinstance(obj, Iterable):
        return [to_json_value(item, opaque=opaque) for item in obj]
    raise TypeError(f"cannot encode {type(obj).__name__} as JSON: {obj!r}")


def _fail(path: str, expected: str, got: object) -> ReplayError:
    return ReplayError(f"{path}: expected {expected}, got {short_repr(got)}")


@attrs.frozen
class ActionCodec:
    """Encodes and decodes a game's actions (and chance outcomes) to JSON data."""

    types: Mapping[str, type]

    @classmethod
    def for_types(cls, action_types: Iterable[type]) -> ActionCodec:
        """A codec for these attrs classes; checks that every field type is supported."""
        by_name: dict[str, type] = {}
        for action_type in action_types:
            if not attrs.has(action_type):
                raise TypeError(f"{action_type.__name__} is not an attrs class")
            if action_type.__name__ in by_name:
                raise TypeError(f"two action types named {action_type.__name__}")
            attrs.resolve_types(action_type)
            for field in attrs.fields(action_type):
                _check_supported(field.type, f"{action_type.__name__}.{field.name}")
            by_name[action_type.__name__] = action_type
        return cls(types=FrozenMap(by_name))

    def encode(self, action: object) -> _Json:
        """The JSON data of one action."""
        if type(action).__name__ not in self.types:
            raise TypeError(f"{type(action).__name__} is not an action type of this game")
        return to_json_value(action)

    def decode(self, data: _Json, path: str = "action") -> Any:
        """The action encoded by ``data``; `ReplayError` saying where if malformed."""
        if not isinstance(data, dict):
            raise _fail(path, "an object with a 'type' key", data)
        name = data.get("type")
        if not isinstance(name, str) or name not in self.types:
            known = ", ".join(sorted(self.types))
            raise ReplayError(f"{path}: unknown action type {short_repr(name)}; known: {known}")
        return _decode_attrs(self.types[name], data, path)


def _check_supported(hint: Any, where: str) -> None:
    origin = typing.get_origin(hint)
    if hint in (int, str, bool, type(None), None) or (
        isinstance(hint, type) and (issubclass(hint, enum.Enum) or attrs.has(hint))
    ):
        return
    if origin in (tuple, frozenset, typing.Union, types.UnionType):
        for arg in typing.get_args(hint):
            if arg is not Ellipsis:
                _check_supported(arg, where)
        return
    if origin is typing.Literal:
        return
    raise TypeError(f"{where}: field type {hint!r} is not supported by the action codec")


def _decode_attrs(cls: type, data: dict[str, _Json], path: str) -> Any:
    fields = attrs.fields(cls)
    expected = {field.name for field in fields} | {"type"}
    extra = sorted(set(data) - expected)
    if extra:
        raise ReplayError(f"{path}: unexpected field {short_repr(extra[0])} for {cls.__name__}")
    kwargs: dict[str, Any] = {}
    for field in fields:
        if field.name not in data:
            raise ReplayError(f"{path}: missing field {field.name!r} of {cls.__name__}")
        kwargs[field.name] = _decode(field.type, data[field.name], f"{path}.{field.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as error:
        raise ReplayError(f"{path}: invalid {cls.__name__}: {short_text(str(error))}") from None


def _decode(hint: Any, data: _Json, path: str) -> Any:  # noqa: C901, PLR0911, PLR0912
    origin = typing.get_origin(hint)
    if hint is bool:
        if not isinstance(data, bool):
            raise _fail(path, "a boolean", data)
        return data
    if hint is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise _fail(path, "an integer", data)
        return data
    if hint is str:
        if not isinstance(data, str):
            raise _fail(path, "a string", data)
        return data
    if hint in (None, type(None)):
        if data is not None:
            raise _fail(path, "null", data)
        return None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if not isinstance(data, str) or data not in hint.__members__:
            raise _fail(path, f"one of {', '.join(hint.__members__)}", data)
        return hint[data]
    if isinstance(hint, type) and attrs.has(hint):
        if not isinstance(data, dict) or data.get("type") != hint.__name__:
            raise _fail(path, f"a {hint.__name__} object", data)
        return _decode_attrs(hint, data, path)
    if origin is typing.Literal:
        if not any(type(data) is type(a) and data == a for a in typing.get_args(hint)):
            raise _fail(path, f"one of {typing.get_args(hint)}", data)
        return data
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        for arg in args:
            try:
                return _decode(arg, data, path)
            except ReplayError:
                continue
        raise _fail(path, " or ".join(getattr(a, "__name__", repr(a)) for a in args), data)
    if origin in (tuple, frozenset):
        if not isinstance(data, list):
            raise _fail(path, "a list", data)
        args = typing.get_args(hint)
        if origin is frozenset:
            return frozenset(_decode(args[0], item, f"{path}[{i}]") for i, item in enumerate(data))
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item, f"{path}[{i}]") for i, item in enumerate(data))
        if len(data) != len(args):
            raise _fail(path, f"a list of {len(args)} items", data)
        return tuple(
            _decode(arg, item, f"{path}[{i}]")
            for i, (arg, item) in enumerate(zip(args, data, strict=True))
        )
    raise ReplayError(f"{path}: cannot decode type {hint!r}")  # pragma: no cover - checked at build


def same_shape(given: object, listed: object) -> bool:
    """Whether two equal values have the same exact types all the way down.

    ``Move((True, 0), "N") == Move((1, 0), "N")``, and so does a field that equals
    everything; neither has a listed action's shape.
    """
    cls = type(given)
    if cls is not type(listed):
        return False
    if cls is tuple:
        return len(given) == len(listed) and all(  # type: ignore[arg-type]
            map(same_shape, given, listed)  # type: ignore[call-overload]
        )
    if cls is frozenset:
        return all(
            any(same_shape(item, other) for other in listed if other == item)  # type: ignore[attr-defined]
            for item in given  # type: ignore[attr-defined]
        )
    fields = getattr(cls, "__attrs_attrs__", None)
    if fields is not None:
        return all(
            same_shape(getattr(given, field.name), getattr(listed, field.name)) for field in fields
        )
    return True  # equal atoms (int, str, bool, enum members, ...) of the same type
