"""Game options: declared with defaults, keyword-only, validated on entry.

Every game has the options ``players`` and ``chance`` (``"auto"`` or
``"explicit"``) besides its own. Values are checked against what the option
allows, and a bad value raises `InvalidOptionError` naming the option and the
allowed values. Option values are JSON-friendly (ints, strings, booleans and
nested tuples) so that replays can store them; a data option's value is a bundled
name or a `DataFile` (a user's file as read), which a replay stores as its text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs
from pyrsistent import PMap, pmap

from .data import DataFile, file_problem
from .errors import DataError, InvalidOptionError, short_repr

__all__ = [
    "CHANCE_MODES",
    "DataOption",
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
                    f"option {self.name}={short_repr(value)} is not allowed; "
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
            f"unknown option {short_repr(unknown[0])} for game {game!r}; "
            f"options are: {', '.join(sorted(by_name))}"
        )
    values: dict[str, Any] = {}
    for name, option in by_name.items():
        values[name] = option.validate(given[name]) if name in given else option.default
    options = pmap(values)
    if check is not None:
        check(options)
    return options


@attrs.frozen
class DataOption(Option):
    """An option naming component data: a bundled data set, or a user's TOML file.

    A bundled name stays a name. A path is read once, with a bound, into a `DataFile`
    (its text and SHA-256), which is the option's value: the game parses that text
    and never opens the path again, and a replay stores the text, not the path. A
    `DataFile` is taken as it is. Either is checked by ``load``, so a malformed
    file fails at ``initial_state`` with the `DataError` naming its field.
    """

    bundled: tuple[str, ...] = attrs.field(kw_only=True)
    """The names of the bundled data sets; the first is the default."""
    load: Callable[[Any], object] = attrs.field(kw_only=True)
    """The game's loader: takes a bundled name or a `DataFile`, raises `DataError`."""

    def describe_allowed(self) -> str:
        """A short text of the permitted values, for messages and ``dinorules list``."""
        return self.help

    def validate(self, value: object) -> object:
        """The bundled name, or the `DataFile` read from the path or given; checked."""
        names = ", ".join(repr(b) for b in self.bundled)
        if isinstance(value, str) and value in self.bundled:
            return value
        if isinstance(value, str) and value:
            problem = file_problem(value)  # never opens a pipe or a device
            if problem is None:
                raise InvalidOptionError(
                    f"option {self.name}={short_repr(value)}: no bundled {self.name} has that "
                    f"name and it is not the path of a file; bundled: {names}"
                )
            if problem:
                raise DataError(f"{self.name} file {value}: cannot read the file: {problem}")
            value = DataFile.read(value, what=self.name)
        if not isinstance(value, DataFile):
            raise InvalidOptionError(
                f"option {self.name}={short_repr(value)} is not allowed; give a bundled "
                f"{self.name} ({names}) or the path of a {self.name} TOML file"
            )
        self.load(value)
        return value


def data_option(
    name: str, *, bundled: Sequence[str], load: Callable[[Any], object], help: str
) -> DataOption:
    """The `DataOption` ``name``, defaulting to the first bundled data set.

    ``load`` takes a bundled name or a `DataFile` (games read both with
    `dinorules.kernel.data.read_toml`) and raises `DataError` if the data is bad.
    """
    return DataOption(name, bundled[0], help, bundled=tuple(bundled), load=load)
