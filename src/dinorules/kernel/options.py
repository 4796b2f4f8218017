"""Game options: declared with defaults, keyword-only, validated on entry.

Every game has the options ``players`` and ``chance`` (``"auto"`` or
``"explicit"``) besides its own. Values are checked against what the option
allows, and a bad value raises `InvalidOptionError` naming the option and the
allowed values. Option values are JSON-friendly (ints, strings, booleans and
nested tuples) so that replays can store them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
from pyrsistent import PMap, pmap

from .errors import InvalidOptionError

__all__ = [
    "CHANCE_MODES",
    "Option",
    "Options",
    "data_option",
    "freeze_option_value",
    "resolve_options",
]

CHANCE_MODES = ("auto", "explicit")

Options = PMap[str, Any]
"""Validated options: a persistent map from option name to value."""


def freeze_option_value(value: object) -> object:
    """Lists become tuples (recursively) so that option values are hashable."""
    if isinstance(value, list | tuple):
        return tuple(freeze_option_value(item) for item in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), freeze_option_value(v)) for k, v in value.items()))
    return value


@attrs.frozen
class Option:
    """One option: its name, default, what it allows, and a line of help.

    ``allowed`` lists the permitted values; for anything richer, ``parse`` takes
    the value and returns the normalized value or raises `InvalidOptionError`.
    """

    name: str
    default: object
    help: str
    allowed: tuple[object, ...] | None = None
    parse: Callable[[object], object] | None = None

    def describe_allowed(self) -> str:
        """A short text of the permitted values, for messages and ``dinorules list``."""
        if self.allowed is not None:
            return ", ".join(repr(v) for v in self.allowed)
        return self.help

    def validate(self, value: object) -> object:
        """The normalized value, or `InvalidOptionError` naming this option."""
        value = freeze_option_value(value)
        if self.allowed is not None:
            # ``True == 1`` in Python; an option never accepts a bool for an int.
            ok = any(type(value) is type(v) and value == v for v in self.allowed)
            if not ok:
                raise InvalidOptionError(
                    f"option {self.name}={value!r} is not allowed; "
                    f"allowed values: {self.describe_allowed()}"
                )
        if self.parse is not None:
            value = self.parse(value)
        return value


def resolve_options(
    game: str,
    declared: Iterable[Option],
    given: Mapping[str, object],
    check: Callable[[Options], None] | None = None,
) -> Options:
    """Fill defaults, validate each value, then run the game's cross-option check."""
    by_name = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise InvalidOptionError(
            f"unknown option {unknown[0]!r} for game {game!r}; "
            f"options are: {', '.join(sorted(by_name))}"
        )
    values: dict[str, Any] = {}
    for name, option in by_name.items():
        values[name] = option.validate(given[name]) if name in given else option.default
    options = pmap(values)
    if check is not None:
        check(options)
    return options


def data_option(
    name: str, *, bundled: Sequence[str], load: Callable[[str], object], help: str
) -> Option:
    """An option naming component data: a bundled data set, or the path of a TOML file.

    The default is the first bundled name. A path is read and checked by ``load``
    when the option is given, so a malformed file fails at ``initial_state`` with
    the `DataError` naming its field. Replays store the path, not the data.
    """
    names = ", ".join(repr(b) for b in bundled)

    def parse(source: object) -> object:
        if not isinstance(source, str) or not source:
            raise InvalidOptionError(
                f"option {name}={source!r} is not allowed; give a bundled {name} ({names}) "
                f"or the path of a {name} TOML file"
            )
        if source not in bundled:
            if not Path(source).is_file():
                raise InvalidOptionError(
                    f"option {name}={source!r}: no bundled {name} has that name and no such "
                    f"file exists; bundled: {names}"
                )
            load(source)
        return source

    return Option(name, bundled[0], help, parse=parse)
