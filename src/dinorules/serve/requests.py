"""What the page may ask for, read defensively: bounded JSON, games, options and seats.

Every body is read to a limit and parsed as JSON no deeper than `MAX_DEPTH`; every
field is checked for its type before it is used, and a problem is a `Refused` with a
sentence to show. Options come from the lobby's form: a data option takes only one
of the game's bundled data sets (a path would have the server open a file of its
own machine), and every value is then checked by the game (`resolve_options`).
A resumed game's replay goes through `Replay.from_json`, which executes nothing and
opens no path.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import AsyncIterator, Mapping
from typing import Any, Final

import attrs

from dinorules.agents import AGENT_NAMES, make_agent
from dinorules.kernel import AnyGame, InvalidOptionError, Replay, RulesError
from dinorules.kernel.data import nesting_depth
from dinorules.kernel.options import DataOption
from dinorules.kernel.registry import GAMES

from .errors import Refused
from .session import HUMAN

__all__ = [
    "MAX_BODY",
    "MAX_DEPTH",
    "MAX_REPLAY_BODY",
    "NewGame",
    "catalogue",
    "field",
    "new_game",
    "read_body",
    "read_json",
]

MAX_BODY: Final = 16 * 1024
"""The largest request body but a resumed replay's, in bytes."""
MAX_REPLAY_BODY: Final = 8 * 1024 * 1024
"""The largest body of a request that resumes a replay, in bytes."""
MAX_DEPTH: Final = 8
"""How deeply a request's JSON may nest (a replay inside it is text, not counted)."""
MAX_ITERATIONS: Final = 1_000_000
"""The largest search budget an agent may be given from the page."""
_AGENT_CHOICES: Final = (HUMAN, "random", "greedy", "mcts")


async def read_body(chunks: AsyncIterator[bytes], declared: str | None, limit: int) -> bytes:
    """The body, read to ``limit`` bytes at most; `Refused` (413) beyond that."""
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise Refused(f"the request is larger than {limit} bytes", status=413)
    body = bytearray()
    async for chunk in chunks:
        body += chunk
        if len(body) > limit:
            raise Refused(f"the request is larger than {limit} bytes", status=413)
    return bytes(body)


def read_json(body: bytes) -> dict[str, Any]:
    """A JSON object from the body; `Refused` for anything else.

    >>> read_json(b'{"seat": 0}')
    {'seat': 0}
    >>> read_json(b'[1]')
    Traceback (most recent call last):
    dinorules.serve.errors.Refused: the request must be a JSON object
    """
    try:
        data = json.loads(body.decode("utf-8"))
    except UnicodeDecodeError:
        raise Refused("the request is not UTF-8 text") from None
    except (ValueError, RecursionError):
        raise Refused("the request is not valid JSON") from None
    if not isinstance(data, dict):
        raise Refused("the request must be a JSON object")
    if nesting_depth(data) > MAX_DEPTH:
        raise Refused(f"the request nests deeper than {MAX_DEPTH} levels")
    return data


def field(
    data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], default: Any = ...
) -> Any:
    """``data[name]`` if it has the type ``kind`` (``bool`` is no ``int``); `Refused` if not.

    >>> field({"seat": 1}, "seat", int)
    1
    >>> field({"seat": True}, "seat", int)
    Traceback (most recent call last):
    dinorules.serve.errors.Refused: seat: expected int, got bool
    """
    if name not in data:
        if default is ...:
            raise Refused(f"{name}: missing")
        return default
    value = data[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise Refused(f"{name}: expected {_names(kinds)}, got bool")
    if not isinstance(value, kinds):
        raise Refused(f"{name}: expected {_names(kinds)}, got {type(value).__name__}")
    return value


def _names(kinds: tuple[type, ...]) -> str:
    return " or ".join("null" if k is type(None) else k.__name__ for k in kinds)


def _option_entry(option: Any) -> dict[str, Any]:
    """One option as the lobby's form shows it."""
    if isinstance(option, DataOption):
        choices: list[Any] | None = list(option.bundled)
    elif option.allowed is not None:
        choices = list(option.allowed)
    else:
        choices = None
    default = option.default
    if isinstance(default, tuple):
        default = json.loads(json.dumps(default))
    return {"name": option.name, "default": default, "help": option.help, "choices": choices}


def catalogue() -> dict[str, Any]:
    """The games, their options and the agents, for the lobby."""
    games = []
    for name in GAMES:
        game = GAMES[name]
        games.append(
            {
                "name": name,
                "title": game.title,
                "min_players": game.min_players,
                "max_players": game.max_players,
                "hidden": game.hidden_information,
                "options": [_option_entry(option) for option in game.declared_options],
            }
        )
    return {"games": games, "agents": list(_AGENT_CHOICES)}


def _game(name: object) -> AnyGame:
    if not isinstance(name, str) or name not in GAMES:
        raise Refused(f"game: unknown game; games are {', '.join(GAMES)}")
    return GAMES[name]


def _options(game: AnyGame, given: Mapping[str, Any]) -> dict[str, object]:
    """The lobby's options, checked: a data option names a bundled data set only."""
    declared = {option.name: option for option in game.declared_options}
    options: dict[str, object] = {}
    for name, value in given.items():
        option = declared.get(name)
        if option is None:
            raise Refused(f"options: {game.name} has no option {name[:40]!r}")
        if isinstance(option, DataOption) and value not in option.bundled:
            allowed = ", ".join(option.bundled)
            raise Refused(f"options: {name} must be a bundled data set here ({allowed})")
        options[name] = value
    try:
        game.resolve_options(**options)
    except RulesError as error:
        raise Refused(f"options: {error}") from None
    return options


def _seat(spec: object, seat: int) -> str:
    """A seat's player: ``human`` or an agent's spec, with a search budget in bounds."""
    if not isinstance(spec, str) or len(spec) > 40:
        raise Refused(f"seats[{seat}]: expected 'human' or an agent such as 'mcts:200'")
    spec = spec.strip()
    if spec == HUMAN:
        return spec
    try:
        make_agent(spec)
    except ValueError as error:
        raise Refused(f"seats[{seat}]: {error}") from None
    name, _, budget = spec.partition(":")
    if name not in AGENT_NAMES or (budget and int(budget) > MAX_ITERATIONS):
        raise Refused(f"seats[{seat}]: at most {MAX_ITERATIONS} iterations")
    return spec


@attrs.frozen
class NewGame:
    """A game to start: from the lobby's choices, or resumed from a replay."""

    game: AnyGame
    seed: int
    options: dict[str, object]
    seats: tuple[str, ...]
    spectator: bool
    actions: tuple[Any, ...] = ()


def _seats(data: Mapping[str, Any], players: int) -> tuple[str, ...]:
    seats = field(data, "seats", list)
    if len(seats) != players:
        raise Refused(f"seats: this game has {players} seats, {len(seats)} were given")
    return tuple(_seat(spec, n) for n, spec in enumerate(seats))


def new_game(data: Mapping[str, Any]) -> NewGame:
    """The game a lobby request asks for; `Refused` saying what is wrong with it.

    A request with ``replay`` (a replay's JSON text) resumes that game where it ended;
    otherwise ``game``, ``options`` and ``seed`` (``null`` for a random one) start one.
    """
    spectator = field(data, "spectator", bool, False)
    text = field(data, "replay", (str, type(None)), None)
    if text is not None:
        try:
            replay = Replay.from_json(text)
        except RulesError as error:
            raise Refused(f"replay: {error}") from None
        if replay.position is not None:
            raise Refused("replay: a game started from a position is not resumed here yet")
        game = GAMES[replay.game]
        options = dict(replay.options)
        players = int(game.resolve_options(**options)["players"])
        seats = _seats(data, players)
        return NewGame(
            game, replay.seed, options, seats, spectator or HUMAN not in seats, replay.actions
        )
    game = _game(data.get("game"))
    options = _options(game, field(data, "options", dict, {}))
    seed = field(data, "seed", (int, type(None)), None)
    if seed is None:
        seed = secrets.randbits(64)
    elif not 0 <= seed < 2**64:
        raise Refused("seed: expected a whole number from 0 to 2**64 - 1")
    try:
        players = int(game.resolve_options(**options)["players"])
    except InvalidOptionError as error:  # pragma: no cover - checked by _options
        raise Refused(f"options: {error}") from None
    seats = _seats(data, players)
    return NewGame(game, seed, options, seats, spectator or HUMAN not in seats)
