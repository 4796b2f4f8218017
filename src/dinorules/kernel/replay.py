"""Replays: (game, options, seed, actions) as JSON, replayed to the same state.

The format is plain JSON with a format name and version::

    {"format": "dinorules-replay", "version": 1, "game": "brunch",
     "options": {"players": 2}, "seed": 7, "actions": [{"type": "...", ...}, ...]}

Reading is defensive: a size limit before parsing, a nesting limit, then every
field checked by type, and each action decoded by the game's codec and checked
for legality. Any problem raises `ReplayError` saying where. Nothing is executed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

import attrs
from pyrsistent import PMap, pmap

from .errors import IllegalActionError, InvalidOptionError, ReplayError
from .game import AnyGame
from .options import freeze_option_value
from .rng import check_seed

__all__ = ["FORMAT", "MAX_DEPTH", "MAX_REPLAY_BYTES", "VERSION", "Replay"]

FORMAT = "dinorules-replay"
VERSION = 1
MAX_REPLAY_BYTES = 64 * 1024 * 1024
"""Replays longer than this are refused before parsing."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects a replay may have."""


def _freeze_options(options: Mapping[str, object]) -> PMap[str, object]:
    return pmap({key: freeze_option_value(value) for key, value in options.items()})


def _thaw(value: object) -> object:
    if isinstance(value, tuple):
        return [_thaw(item) for item in value]
    return value


def _depth(data: object) -> int:
    """How deeply lists and objects nest in parsed JSON (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            children = node.values() if isinstance(node, dict) else node
            stack.extend((child, depth) for child in children)
    return deepest


@attrs.frozen
class Replay:
    """A recorded game: enough to reproduce every state bit for bit.

    ``options`` holds only options given explicitly; defaults are filled in again
    when replaying, so a replay reads like the call that started the game.
    """

    game: str
    seed: int
    options: PMap[str, object] = attrs.field(factory=pmap, converter=_freeze_options)
    actions: tuple[Any, ...] = attrs.field(default=(), converter=tuple)

    # --- JSON ------------------------------------------------------------------------

    def to_json(
        self, games: Mapping[str, AnyGame] | None = None, *, indent: int | None = None
    ) -> str:
        """The replay as JSON text (``games`` defaults to `dinorules.GAMES`)."""
        game = _lookup(self.game, games)
        data = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": {k: _thaw(v) for k, v in sorted(self.options.items())},
            "seed": self.seed,
            "actions": [game.encode_action(action) for action in self.actions],
        }
        return json.dumps(data, indent=indent, sort_keys=False)

    @classmethod
    def from_json(cls, text: str | bytes, games: Mapping[str, AnyGame] | None = None) -> Replay:
        """Parse and fully check a replay; `ReplayError` saying where if it is bad.

        Every action is decoded and replayed, so an action illegal at step k is
        reported here, not later.
        """
        data = _parse(text)
        game = _lookup(data["game"], games)
        seed = data["seed"]
        options = data["options"]
        try:
            game.resolve_options(**options)
        except InvalidOptionError as error:
            raise ReplayError(f"options: {error}") from None
        actions = tuple(
            game.decode_action(item, f"actions[{i}]") for i, item in enumerate(data["actions"])
        )
        replay = cls(game=game.name, seed=seed, options=options, actions=actions)
        for _ in replay.states(games):
            pass
        return replay

    # --- Replaying -------------------------------------------------------------------

    def states(self, games: Mapping[str, AnyGame] | None = None) -> Iterator[Any]:
        """Every state of the game, from the initial one to the last."""
        game = _lookup(self.game, games)
        try:
            state = game.initial_state(seed=self.seed, **self.options)
        except InvalidOptionError as error:
            raise ReplayError(f"options: {error}") from None
        yield state
        for step, action in enumerate(self.actions):
            try:
                state = game.apply(state, action)
            except IllegalActionError as error:
                raise ReplayError(f"actions[{step}]: illegal at step {step}: {error}") from None
            yield state

    def final_state(self, games: Mapping[str, AnyGame] | None = None) -> Any:
        """The state after the last action."""
        *_, last = self.states(games)
        return last


def _lookup(name: object, games: Mapping[str, AnyGame] | None) -> AnyGame:
    if games is None:
        from dinorules import GAMES  # noqa: PLC0415 - the registry imports the kernel

        games = GAMES
    if not isinstance(name, str) or name not in games:
        raise ReplayError(f"game: unknown game {name!r}; known: {', '.join(sorted(games))}")
    return games[name]


_FIELDS: dict[str, tuple[type, ...]] = {
    "format": (str,),
    "version": (int,),
    "game": (str,),
    "options": (dict,),
    "seed": (int,),
    "actions": (list,),
}


def _parse(text: str | bytes) -> dict[str, Any]:
    if not isinstance(text, str | bytes):
        raise ReplayError(f"a replay is JSON text, got {type(text).__name__}")
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_REPLAY_BYTES:
        raise ReplayError(f"replay is {size} bytes, more than the limit {MAX_REPLAY_BYTES}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReplayError(f"not valid JSON (truncated?): {error}") from None
    except (RecursionError, ValueError) as error:  # e.g. bad UTF-8, integers too long
        raise ReplayError(f"unreadable replay: {type(error).__name__}: {error}") from None
    if not isinstance(data, dict):
        raise ReplayError(f"a replay is a JSON object, got {type(data).__name__}")
    if _depth(data) > MAX_DEPTH:
        raise ReplayError(f"replay nests deeper than {MAX_DEPTH} levels")
    _check_fields(data)
    return data


def _check_fields(data: dict[str, Any]) -> None:
    for key, kinds in _FIELDS.items():
        if key not in data:
            raise ReplayError(f"missing field {key!r}")
        if isinstance(data[key], bool) or not isinstance(data[key], kinds):
            raise ReplayError(f"{key}: expected {kinds[0].__name__}, got {data[key]!r}")
    extra = sorted(set(data) - set(_FIELDS))
    if extra:
        raise ReplayError(f"unexpected field {extra[0]!r}")
    if data["format"] != FORMAT:
        raise ReplayError(f"format: expected {FORMAT!r}, got {data['format']!r}")
    if data["version"] != VERSION:
        raise ReplayError(f"version: this library reads version {VERSION}, got {data['version']}")
    try:
        check_seed(data["seed"])
    except InvalidOptionError as error:
        raise ReplayError(f"seed: {error}") from None
