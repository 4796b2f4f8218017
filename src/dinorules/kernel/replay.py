"""Replays: (game, options, seed, actions) as JSON, replayed to the same state.

The format is plain JSON with a format name and version::

    {"format": "dinorules-replay", "version": 1, "game": "brunch",
     "options": {"players": 2}, "seed": 7, "actions": [{"type": "...", ...}, ...]}

A game started from a position (`dinorules.kernel.position`) stores it under
``"position"``, after ``"seed"``: replaying starts there instead of at the seed's
fresh game.

A data option given a user's file (``deck="my_deck.toml"``) is stored as the file
itself, ``{"file": "my_deck.toml", "sha256": "...", "text": "..."}``, so the replay
plays anywhere; a bundled data set stays its name (``"deck": "standard"``).

Reading is defensive: a size limit before parsing, a nesting limit, no repeated
key, then every field checked by type, each embedded file checked against its
digest, and each action decoded by the game's codec and checked for legality, one
at a time, stopping at the first that is bad (`dinorules.kernel.jsontext` keeps
the actions not yet reached unparsed, so memory stays a small multiple of the
text). Any problem raises `ReplayError` saying where, with any value it repeats
cut short. Nothing is executed, and no path a replay names is ever opened: a data
option that is not a bundled name must embed its text.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

import attrs
from pyrsistent import PMap, pmap

from .data import DataFile
from .errors import (
    SHOWN_CHARS,
    DataError,
    IllegalActionError,
    InvalidOptionError,
    ReplayError,
    short_repr,
    short_text,
)
from .frozen import FrozenMap
from .game import AnyGame, Game
from .jsontext import LazyList, read_object
from .options import DataOption, freeze_option_value
from .position import PositionError
from .registry import GAMES
from .rng import check_seed

__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "MAX_FIELDS",
    "MAX_REPLAY_BYTES",
    "VERSION",
    "Replay",
    "apply_step",
    "decode_options",
    "field_problems",
    "read_json",
]

FORMAT = "dinorules-replay"
VERSION = 1
MAX_REPLAY_BYTES = 64 * 1024 * 1024
"""Replays longer than this are refused before parsing."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects a replay may have."""
MAX_FIELDS = 64
"""The most top-level fields read (a replay has six); more are refused unread."""


def _freeze_options(options: Mapping[str, object]) -> PMap[str, object]:
    return pmap({key: freeze_option_value(value) for key, value in options.items()})


def _thaw(value: object) -> object:
    if isinstance(value, tuple):
        return [_thaw(item) for item in value]
    if isinstance(value, DataFile):
        return {"file": value.name, "sha256": value.sha256, "text": value.text}
    return value


def _game_name(game: object) -> str:
    """A game's name, from itself or its name; `ReplayError` for anything else."""
    if isinstance(game, Game):
        return game.name
    if isinstance(game, str):
        return game
    raise ReplayError(f"game: expected a game name or a Game, got {short_repr(game)}")


@attrs.frozen
class Replay:
    """A recorded game: enough to reproduce every state bit for bit.

    ``options`` holds only options given explicitly; defaults are filled in again
    when replaying, so a replay reads like the call that started the game.
    """

    game: str = attrs.field(converter=_game_name)
    """The game's registry name (a `Game` given here is stored as its name)."""
    seed: int
    options: PMap[str, object] = attrs.field(factory=pmap, converter=_freeze_options)
    actions: tuple[Any, ...] = attrs.field(default=(), converter=tuple)
    position: str | None = attrs.field(default=None, kw_only=True)
    """The position the game started from (`Game.from_position`), if not the seed's."""

    # --- JSON ------------------------------------------------------------------------

    def to_json(
        self, games: Mapping[str, AnyGame] | None = None, *, indent: int | None = None
    ) -> str:
        """The replay as JSON text (``games`` defaults to `dinorules.GAMES`).

        A data option holding a path is read now, with its option's checks, and
        stored as the file's text; resolve the options first (as ``dinorules play``
        does) to store what the game was played with.
        """
        game = _lookup(self.game, games)
        options = dict(self.options)
        for option in game.declared_options:
            if isinstance(option, DataOption) and option.name in options:
                try:
                    options[option.name] = option.validate(options[option.name])
                except (InvalidOptionError, DataError) as error:
                    raise ReplayError(f"options: {error}") from None
        data = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": {k: _thaw(v) for k, v in sorted(options.items())},
            "seed": self.seed,
            **({} if self.position is None else {"position": self.position}),
            "actions": [_encoded(game, step, action) for step, action in enumerate(self.actions)],
        }
        return json.dumps(data, indent=indent, sort_keys=False)

    @classmethod
    def from_json(cls, text: str | bytes, games: Mapping[str, AnyGame] | None = None) -> Replay:
        """Parse and fully check a replay; `ReplayError` saying where if it is bad.

        Every action is decoded and replayed, so an action illegal at step k is
        reported here, not later.
        """
        data = read_json(text)
        problems = field_problems(data)
        if problems:
            raise ReplayError(problems[0])
        game = _lookup(data["game"], games)
        seed = data["seed"]
        options = decode_options(game, data["options"])
        position = data.get("position")
        actions: list[Any] = []
        state = _initial_state(game, seed, options, position)
        for step, item in enumerate(data["actions"]):  # stop at the first bad one
            action = game.decode_action(item, f"actions[{step}]")
            state = apply_step(game, state, step, action)
            actions.append(action)
        return cls(game=game.name, seed=seed, options=options, actions=actions, position=position)

    # --- Replaying -------------------------------------------------------------------

    def states(self, games: Mapping[str, AnyGame] | None = None) -> Iterator[Any]:
        """Every state of the game, from the initial one to the last."""
        game = _lookup(self.game, games)
        state = _initial_state(game, self.seed, self.options, self.position)
        yield state
        for step, action in enumerate(self.actions):
            state = apply_step(game, state, step, action)
            yield state

    def final_state(self, games: Mapping[str, AnyGame] | None = None) -> Any:
        """The state after the last action."""
        *_, last = self.states(games)
        return last


def _encoded(game: AnyGame, step: int, action: object) -> Any:
    """An action's JSON data; `ReplayError` naming the step if it is not one of the game's."""
    try:
        return game.encode_action(action)
    except (TypeError, ValueError, RecursionError) as error:
        raise ReplayError(f"actions[{step}]: cannot be written: {short_text(str(error))}") from None


def _initial_state(
    game: AnyGame, seed: int, options: Mapping[str, object], position: str | None = None
) -> Any:
    if position is not None:
        try:
            return game.from_position(position, **options)
        except PositionError as error:
            raise ReplayError(f"position: {error}") from None
    try:
        return game.initial_state(seed=seed, **options)
    except (InvalidOptionError, DataError) as error:
        raise ReplayError(f"options: {error}") from None


def apply_step(game: AnyGame, state: Any, step: int, action: object) -> Any:
    """``game.apply(state, action)``; `ReplayError` naming the step if it is illegal."""
    try:
        return game.apply(state, action)
    except IllegalActionError as error:
        reason = short_text(str(error), 4 * SHOWN_CHARS)  # the rules may repeat a field
        raise ReplayError(f"actions[{step}]: illegal at step {step}: {reason}") from None


def _lookup(name: object, games: Mapping[str, AnyGame] | None) -> AnyGame:
    if games is None:
        games = GAMES
    if not isinstance(name, str) or name not in games:
        raise ReplayError(
            f"game: unknown game {short_repr(name)}; known: {', '.join(sorted(games))}"
        )
    return games[name]


_HEADER = frozenset(("format", "version", "game", "options", "seed", "position"))
"""The fields before ``actions`` in a replay as written (then read in one pass)."""
_FIELDS: FrozenMap[str, tuple[type, ...]] = FrozenMap(
    {
        "format": (str,),
        "version": (int,),
        "game": (str,),
        "options": (dict,),
        "seed": (int,),
        "position": (str,),
        "actions": (list, LazyList),
    }
)
_OPTIONAL = frozenset(("position",))


def read_json(text: str | bytes) -> dict[str, Any]:
    """A replay text's JSON object, read within the size and nesting limits.

    `ReplayError` if it is not UTF-8 text, too long, not JSON, not an object,
    repeats a key, or nests deeper than `MAX_DEPTH`; its fields are not checked (see
    `field_problems`). The ``actions`` list is a `LazyList`: each action is parsed
    when it is reached.
    """
    if not isinstance(text, str | bytes):
        raise ReplayError(f"a replay is JSON text, got {type(text).__name__}")
    size = len(text) if isinstance(text, bytes) or text.isascii() else _utf8_size(text)
    if size > MAX_REPLAY_BYTES:
        raise ReplayError(f"replay is {size} bytes, more than the limit {MAX_REPLAY_BYTES}")
    if isinstance(text, bytes):  # UTF-8 only, as the command line reads files
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ReplayError(f"not UTF-8 text ({error.reason} at byte {error.start})") from None
    return read_object(
        text, lazy="actions", before=_HEADER, max_depth=MAX_DEPTH, max_fields=MAX_FIELDS
    )


def _utf8_size(text: str) -> int:
    """The length of ``text`` in UTF-8 (a lone surrogate counts 3 bytes), stopping early."""
    if len(text) > MAX_REPLAY_BYTES:
        return len(text)  # at least that many bytes: too long either way
    return len(text.encode("utf-8", "surrogatepass"))


def field_problems(data: Mapping[str, Any]) -> list[str]:
    """Every problem of a replay object's top-level fields, each saying which field."""
    problems = []
    for key, kinds in _FIELDS.items():
        if key not in data:
            if key not in _OPTIONAL:
                problems.append(f"{key}: missing field")
        elif isinstance(data[key], bool) or not isinstance(data[key], kinds):
            problems.append(f"{key}: expected {kinds[0].__name__}, got {short_repr(data[key])}")
    problems += [f"{key}: unexpected field" for key in sorted(set(data) - set(_FIELDS))]
    if isinstance(data.get("format"), str) and data["format"] != FORMAT:
        problems.append(f"format: expected {FORMAT!r}, got {short_repr(data['format'])}")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version != VERSION:
        problems.append(f"version: this library reads version {VERSION}, got {version}")
    seed = data.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        try:
            check_seed(seed)
        except InvalidOptionError as error:
            problems.append(f"seed: {error}")
    return problems


_EMBEDDED = FrozenMap({"file": str, "sha256": str, "text": str})
"""The fields of a data file embedded in a replay's options."""


def decode_options(game: AnyGame, options: Mapping[str, object]) -> dict[str, object]:
    """A replay's options, checked by ``game``, with each embedded data file decoded.

    A data option must hold a bundled name or an embedded file whose SHA-256 matches
    its text: a path is refused, unopened. `ReplayError` says which option is bad.
    """
    data_options = {o.name: o for o in game.declared_options if isinstance(o, DataOption)}
    decoded = dict(options)
    for name, value in options.items():
        option = data_options.get(name)
        if option is not None:
            decoded[name] = _decode_data(option, value)
    try:
        game.resolve_options(**decoded)
    except (InvalidOptionError, DataError) as error:
        raise ReplayError(f"options: {error}") from None
    return decoded


def _decode_data(option: DataOption, value: object) -> object:
    where = f"options: {option.name}"
    if isinstance(value, str) and value not in option.bundled:
        bundled = ", ".join(repr(b) for b in option.bundled)
        raise ReplayError(
            f"{where}: {short_repr(value)} is not a bundled {option.name} ({bundled}); a replay "
            "never opens a path: it embeds a user's file as {file, sha256, text}"
        )
    if not isinstance(value, dict):
        return value  # a bundled name; anything else the option refuses
    for key, kind in _EMBEDDED.items():
        if key not in value:
            raise ReplayError(f"{where}.{key}: missing field")
        if not isinstance(value[key], kind):
            raise ReplayError(
                f"{where}.{key}: expected {kind.__name__}, got {short_repr(value[key])}"
            )
    extra = sorted(set(value) - set(_EMBEDDED))
    if extra:
        raise ReplayError(f"{where}.{extra[0]}: unexpected field")
    try:
        return DataFile.embedded(value["file"], value["text"], value["sha256"], what=option.name)
    except DataError as error:
        raise ReplayError(f"{where}: {error}") from None
