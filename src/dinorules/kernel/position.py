"""Positions as text: a whole state in one line, and the same line read back exactly.

A position is ``game options; section value; section value; ...``::

    jurassattack players=2; phase face_off; round 1; first 0;
    hands [{Egg*2, Compsognathus}, {Sarcosuchus}]; ...; rng 0x8c2f00a1b2c3d4e5

The first section is the game's name and the options that differ from their
defaults (``players``, ``chance``, ``forced`` and the game's own); each later section
is one part of the state, named as the game's notation (`Notation`) declares, its
value in the grammar of `dinorules.kernel.notation`. ``rng`` is the generator: its
state in hexadecimal, or ``seed N`` for the generator of a fresh game of seed N.

Reading is exact: ``from_position(position(s)) == s`` for every state a game can
reach, and the written text of a state is canonical. A section left out takes its
value from a fresh game (of the ``rng seed``, else seed 0) with the same options, so
a partial text is a quick way to set up a test; the game's own invariants then
check the whole (`Game.invariants`), and a broken one is a `PositionError` naming the
field and the rule. Nothing in the text is evaluated, and its length, its sections
and its nesting are bounded.

The state is then settled as after any move: chance events (unless shown) and
forced decisions (unless shown) are taken, so a position is where a decision waits.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Final

import attrs

from .chance import CHANCE
from .data import DataFile
from .errors import InvalidOptionError, short_text
from .frozen import FrozenMap
from .notation import (
    PositionError,
    field_hints,
    parse_value,
    read_value,
    record_hints,
    write_value,
)
from .options import DataOption
from .rng import Rng, check_seed
from .state import KERNEL_FIELDS

if TYPE_CHECKING:
    from .game import AnyGame

__all__ = [
    "MAX_POSITION_CHARS",
    "MAX_SECTIONS",
    "USER_FILE",
    "Notation",
    "PositionBuilder",
    "PositionError",
    "View",
    "broken_law",
    "law",
    "read_position",
    "write_observation",
    "write_position",
]

MAX_POSITION_CHARS: Final = 256 * 1024
"""The longest position text read (the Miniature Game's largest is about 6,000)."""
MAX_SECTIONS: Final = 64
_SECTION = re.compile(r"\s*([a-z][a-z0-9_]*)(?:\s+(.*?))?\s*", re.DOTALL)
_LAW = re.compile(
    r"(?P<field>[^:]{1,80}): (?P<message>.*) \((?P<rule>[A-Z]{1,4}-[A-Za-z0-9.]{1,12})\)", re.DOTALL
)
USER_FILE: Final = "file"
"""An option's value written for data a user loaded from a file: give it to read."""


def law(rule: str, field: str, message: str) -> str:
    """A broken law as an invariant says it: ``field: message (RULE-ID)``.

    A game's invariants written this way make a position that breaks them a
    `PositionError` with its ``field`` and ``rule`` (`broken_law`).
    """
    return f"{field}: {message} ({rule})"


def broken_law(text: str, fallback_rule: str, *, after: str = "") -> PositionError:
    """The `PositionError` of an invariant's message (`law`'s form, or any text).

    ``after`` says when the law broke (e.g. once the position settled).
    """
    found = _LAW.fullmatch(text)
    if found is None:
        return PositionError(after + text, rule=fallback_rule)
    return PositionError(after + found["message"], field=found["field"], rule=found["rule"])


@attrs.frozen
class View:
    """A section that stands for state fields kept in another form.

    ``get`` reads the section's value from a state, ``put`` writes it into one, and
    ``hint`` is the value's type: e.g. the hands as multisets of card names, where
    the state keeps counts packed in integers (``replaces`` names those fields).
    The section stands where the first of them is; views sharing that field stand
    there in the order they are declared (one field holding several sections' parts).
    """

    name: str
    hint: Any
    get: Callable[[Any], object]
    put: Callable[[Any, Any], Any]
    replaces: tuple[str, ...]
    rule: str = ""


@attrs.frozen
class _Section:
    name: str
    hint: Any
    get: Callable[[Any], object]
    put: Callable[[Any, Any], Any] | None
    rule: str


@attrs.frozen
class Notation:
    """How a game's states are written: its sections, options and rule IDs.

    Every compared field of the state (but the kernel's and ``components``, which
    the options build) is a section named after the field, read by its annotated
    type, unless a `View` replaces it. A view's section stands where its first replaced
    field would; several views may share that field (one section per part of it),
    in their declared order. ``options`` gives the game's own options of
    a state (``players``, ``chance`` and ``forced`` are the kernel's); ``rule`` is
    the rule ID a malformed section breaks (the notation's ruling in the game's
    catalogue); ``names`` are types the state's annotations name but its module
    imports only for type checkers.
    """

    state_type: type
    rule: str
    options: Callable[[Any], Mapping[str, object]] = attrs.field(default=lambda state: {})
    views: tuple[View, ...] = ()
    names: tuple[type, ...] = ()
    builder: Callable[..., PositionBuilder] = attrs.field(default=None)
    """The game's `PositionBuilder` class (its methods in the game's words)."""
    complete: Callable[[Any, frozenset[str]], Any] | None = None
    """``complete(state, written)``: a partial text's state with the sections it left
    out derived from those ``written`` (their names), before the laws are checked
    (e.g. a dealer's pile as the cards no other section holds); ``None``: a fresh game's."""
    brief: tuple[type, ...] = ()
    """Record classes written without their fields at defaults (`write_value`)."""
    sections: tuple[_Section, ...] = attrs.field(init=False, eq=False)
    space: Mapping[str, object] = attrs.field(init=False, eq=False)
    records: Mapping[type, Mapping[str, Any]] = attrs.field(init=False, eq=False)

    def __attrs_post_init__(self) -> None:
        space = {cls.__name__: cls for cls in self.names}
        hints = field_hints(self.state_type, space)
        replaced = {name for view in self.views for name in view.replaces}
        sections: list[_Section] = []
        for field in attrs.fields(self.state_type):
            name = field.name
            if name in KERNEL_FIELDS or name == "components" or not field.eq or not field.init:
                continue
            if name not in replaced:
                sections.append(_Section(name, hints[name], attrs_getter(name), None, self.rule))
            sections.extend(  # several views may share a field: in their declared order
                _Section(view.name, view.hint, view.get, view.put, view.rule or self.rule)
                for view in self.views
                if view.replaces[0] == name
            )
        object.__setattr__(self, "sections", tuple(sections))
        if self.builder is None:
            object.__setattr__(self, "builder", PositionBuilder)
        object.__setattr__(self, "space", FrozenMap(space))
        found = record_hints([section.hint for section in sections], space)
        object.__setattr__(self, "records", FrozenMap({k: FrozenMap(v) for k, v in found.items()}))


def attrs_getter(name: str) -> Callable[[Any], object]:
    """The getter of the attribute ``name`` (a section that is a field as it is)."""
    return lambda state: getattr(state, name)


# --- Writing -------------------------------------------------------------------


def write_position(game: AnyGame, state: Any) -> str:
    """The canonical position of ``state`` (see the module's grammar)."""
    notation = _notation(game)
    header = [game.name]
    options = _options_of(game, notation, state)
    header.extend(f"{name}={_option_text(value)}" for name, value in options.items())
    parts = [" ".join(header)]
    parts.extend(
        f"{section.name} {write_value(section.get(state), notation.brief)}"
        for section in notation.sections
    )
    parts.append(f"rng {write_value(state.rng)}")
    return "; ".join(parts)


def write_observation(game: AnyGame, observation: Any) -> str:
    """What a seat sees, as a position: its observation's fields (hidden parts as counts)."""
    cls = type(observation)
    fields = [field.name for field in attrs.fields(cls) if field.eq]
    parts = [f"{game.name} observation"]
    parts.extend(f"{name} {write_value(getattr(observation, name))}" for name in fields)
    return "; ".join(parts)


def _options_of(game: AnyGame, notation: Notation, state: Any) -> dict[str, object]:
    """The options of ``state`` that differ from the game's defaults, in declared order."""
    found: dict[str, object] = {
        "players": game.num_players(state),
        "chance": "explicit" if state.explicit_chance else "auto",
        "forced": "explicit" if state.explicit_forced else "auto",
        **notation.options(state),
    }
    defaults = game.defaults
    return {
        name: found[name] for name in defaults if name in found and found[name] != defaults[name]
    }


def _option_text(value: object) -> str:
    if isinstance(value, DataFile):
        return f"sha256:{value.sha256}"
    return write_value(value)


# --- Reading -------------------------------------------------------------------


def read_position(game: AnyGame, text: object, options: Mapping[str, object]) -> Any:
    """The state a position text writes (partial texts filled from a fresh game)."""
    notation = _notation(game)
    rule = notation.rule
    if not isinstance(text, str):
        raise PositionError(f"a position is text, not {type(text).__name__}", rule=rule)
    if len(text) > MAX_POSITION_CHARS:
        raise PositionError(
            f"a position is {len(text)} characters, more than {MAX_POSITION_CHARS}", rule=rule
        )
    parts = list(_split(text, rule))
    header, sections = parts[0], parts[1:]
    written = _given_sections(notation, sections)
    resolved = _options(game, notation, header, options)
    seed, rng = _generator(written.pop("rng", None), rule)
    base = game.initial_state(seed=seed, **resolved)
    return _build(game, notation, base, written, rng)


def _build(
    game: AnyGame, notation: Notation, base: Any, written: Mapping[str, str], rng: Rng | None
) -> Any:
    """``base`` with the written sections read and put in, checked and settled."""
    fields: dict[str, Any] = {}
    state = base
    for section in notation.sections:
        text = written.get(section.name)
        if text is None:
            continue
        value = _read_section(notation, section, text)
        if section.put is None:
            fields[section.name] = value
        else:
            state = section.put(state, value)
    if rng is not None:
        fields["rng"] = rng
    if fields:
        state = state.replace(**fields)
    if notation.complete is not None:
        state = notation.complete(state, frozenset(written))
    return settle(game, state, notation.rule)


def _read_section(notation: Notation, section: _Section, text: str) -> Any:
    node = parse_value(text, field=section.name, rule=section.rule)
    return read_value(
        node,
        section.hint,
        field=section.name,
        rule=section.rule,
        names=notation.space,
        records=notation.records,
    )


def settle(game: AnyGame, state: Any, rule: str) -> Any:
    """``state`` checked by the game's invariants, then settled as after a move."""
    for broken in game.invariants(state):
        raise broken_law(broken, rule)
    settled = game._advance(state)
    for broken in game.invariants(settled):
        raise broken_law(broken, rule, after="once the chance and forced moves are taken, ")
    player = game.current_player(settled)
    if player is not None and player is not CHANCE and not game.legal_actions(settled):
        raise PositionError(f"seat {player} has no legal decision here", field="phase", rule=rule)
    return settled


def _split(text: str, rule: str) -> Iterator[str]:
    """The sections of a position: the text cut at each ``;`` outside quotes."""
    start, quoted, escaped, count = 0, False, False, 0
    for index, char in enumerate(text):
        if quoted:
            escaped = char == "\\" and not escaped
            quoted = escaped or char != '"'
            continue
        if char == '"':
            quoted = True
        elif char == ";":
            count += 1
            if count >= MAX_SECTIONS:
                raise PositionError(f"a position has at most {MAX_SECTIONS} sections", rule=rule)
            yield text[start:index]
            start = index + 1
    if quoted:
        raise PositionError("a quoted text is not closed", rule=rule)
    yield text[start:]


def _given_sections(notation: Notation, sections: list[str]) -> dict[str, str]:
    """Each written section's text under its name; unknown or repeated names refused."""
    known = {section.name for section in notation.sections} | {"rng"}
    written: dict[str, str] = {}
    for part in sections:
        if not part.strip():
            continue
        found = _SECTION.fullmatch(part)
        if found is None:
            raise PositionError(
                f"a section is a name and a value, not {short_text(part.strip())!r}",
                rule=notation.rule,
            )
        name, value = found[1], found[2] or ""
        if name not in known:
            names = ", ".join(sorted(known))
            raise PositionError(
                f"no section {name!r}; the sections: {names}", field=name, rule=notation.rule
            )
        if name in written:
            raise PositionError("written twice", field=name, rule=notation.rule)
        if not value:
            raise PositionError("has no value", field=name, rule=notation.rule)
        written[name] = value
    return written


def _options(
    game: AnyGame, notation: Notation, header: str, given: Mapping[str, object]
) -> dict[str, object]:
    """The options of the header, checked against (and completed by) those ``given``."""
    words = header.split()
    if not words or words[0] != game.name:
        shown = short_text(words[0]) if words else "nothing"
        raise PositionError(
            f"this is a position of {game.name}, and it starts with {shown!r}",
            field="game",
            rule=notation.rule,
        )
    declared = {option.name: option for option in game.declared_options}
    options: dict[str, object] = {}
    for word in words[1:]:
        name, equals, written_value = word.partition("=")
        if not equals or name not in declared:
            names = ", ".join(declared)
            raise PositionError(
                f"{short_text(word)!r} is not name=value of an option ({names})",
                field="options",
                rule=notation.rule,
            )
        if name in options:
            raise PositionError(f"option {name} written twice", field="options", rule=notation.rule)
        options[name] = _option_value(declared[name].default, written_value)
    for name, value in given.items():
        written = options.get(name)
        if isinstance(written, str) and written.startswith("sha256:"):
            options[name] = _data_file(game, name, value, written, notation.rule)
        elif written == USER_FILE and isinstance(declared.get(name), DataOption):
            options[name] = value
        elif name in options and options[name] != value:
            said = short_text(str(options[name]))
            raise PositionError(
                f"the position says {name}={said}, the call {short_text(repr(value))}",
                field="options",
                rule=notation.rule,
            )
        else:
            options[name] = value
    for name, chosen in options.items():
        from_file = chosen == USER_FILE or (
            isinstance(chosen, str) and chosen.startswith("sha256:")
        )
        if from_file and isinstance(declared[name], DataOption) and name not in given:
            raise PositionError(
                f"the position was written with a {name} file ({short_text(str(chosen), 26)}); "
                f"give it: from_position(text, {name}=PATH)",
                field=name,
                rule=notation.rule,
            )
    try:
        game.resolve_options(**options)
    except InvalidOptionError as error:
        raise PositionError(str(error), field="options", rule=notation.rule) from None
    return options


def _option_value(default: object, text: str) -> object:
    """An option's value as written: a whole number where the default is one, else text."""
    if isinstance(default, int) and not isinstance(default, bool) and text.lstrip("-").isdigit():
        return int(text)
    if isinstance(default, bool) and text in ("yes", "no"):
        return text == "yes"
    return text


def _data_file(game: AnyGame, name: str, given: object, written: str, rule: str) -> object:
    """The data file given for an option written by its digest; its digest must match."""
    declared = {option.name: option for option in game.declared_options}
    value = declared[name].validate(given)
    digest = written.removeprefix("sha256:")
    if not isinstance(value, DataFile) or value.sha256 != digest:
        raise PositionError(
            f"the file given is not the one the position was written with ({written[:19]}...)",
            field=name,
            rule=rule,
        )
    return value


def _generator(text: str | None, rule: str) -> tuple[int, Rng | None]:
    """The seed of the fresh game under the position, and its generator if written."""
    if text is None:
        return 0, None
    if text.startswith("seed"):
        word = text.removeprefix("seed").strip()
        if not word.isdigit() or not word.isascii() or len(word) > 20:
            raise PositionError(
                f"'seed' takes a whole number, not {short_text(word)!r}", field="rng", rule=rule
            )
        try:
            return check_seed(int(word)), None
        except (TypeError, ValueError) as error:
            raise PositionError(str(error), field="rng", rule=rule) from None
    node = parse_value(text, field="rng", rule=rule)
    rng: Rng = read_value(node, Rng, field="rng", rule=rule, names={})
    return 0, rng


def _notation(game: AnyGame) -> Notation:
    notation = game.spec.position
    if notation is None:
        raise PositionError(f"{game.name} has no position notation")
    return notation


# --- The builder ---------------------------------------------------------------


class PositionBuilder:
    """A position set up piece by piece, for tests: ``builder.set(...).build()``.

    It starts from a fresh game (``seed``, options) and each call changes one
    section, by value (``set``) or as text (``text``); ``build`` checks the whole
    against the game's invariants and settles it, like `Game.from_position`. Games
    add methods in their own words (a hand, the top of a deck, whose turn it is).
    """

    def __init__(self, game: AnyGame, *, seed: int = 0, **options: object) -> None:
        self.game = game
        self.notation = _notation(game)
        self.options = dict(options)
        self.seed = seed
        self._values: dict[str, object] = {}
        self._texts: dict[str, str] = {}

    @property
    def fresh(self) -> Any:
        """The fresh game the builder starts from."""
        return self.game.initial_state(seed=self.seed, **self.options)

    def current(self, name: str) -> Any:
        """The value section ``name`` will have (set, or the fresh game's)."""
        if name in self._values:
            return self._values[name]
        section = self._section(name)
        if name in self._texts:
            return _read_section(self.notation, section, self._texts[name])
        return section.get(self.fresh)

    def set(self, name: str, value: object) -> PositionBuilder:
        """Section ``name`` set to ``value`` (a Python value of the section's type)."""
        self._section(name)
        self._texts.pop(name, None)
        self._values[name] = value
        return self

    def text(self, name: str, value: str) -> PositionBuilder:
        """Section ``name`` set from its text in the position grammar."""
        self._section(name)
        self._values.pop(name, None)
        self._texts[name] = value
        return self

    def build(self) -> Any:
        """The state: checked by the game's invariants and settled."""
        state = self.fresh
        fields: dict[str, Any] = {}
        for section in self.notation.sections:
            if section.name in self._values:  # written and read back: checked by type
                try:
                    text = write_value(self._values[section.name], self.notation.brief)
                except TypeError as error:
                    raise PositionError(str(error), field=section.name, rule=section.rule) from None
            elif section.name in self._texts:
                text = self._texts[section.name]
            else:
                continue
            value = _read_section(self.notation, section, text)
            if section.put is None:
                fields[section.name] = value
            else:
                state = section.put(state, value)
        if fields:
            state = state.replace(**fields)
        if self.notation.complete is not None:
            state = self.notation.complete(state, frozenset(self._values) | frozenset(self._texts))
        return settle(self.game, state, self.notation.rule)

    def _section(self, name: str) -> _Section:
        for section in self.notation.sections:
            if section.name == name:
                return section
        names = ", ".join(section.name for section in self.notation.sections)
        raise PositionError(
            f"no section {name!r}; the sections: {names}", field=name, rule=self.notation.rule
        )
