"""``dinorules validate FILE``: check a replay or a component data file, report its problems.

A ``.json`` file (or text starting with ``{``) is checked as a replay, with the
library's own reader and messages: the size and nesting limits, every top-level
field, the game and its options (an embedded data file against its digest; a path
is refused, never opened), every action's encoding (each with its location, e.g.
``actions[3].cards[0]``, every action decoded), and the replay itself up to the first
bad or illegal step (the steps after it are not replayed: they would start from
the wrong state).
Anything else is read as TOML (at most `MAX_DATA_BYTES`) and offered, as text, to
every game option that reads a data file (e.g. JurassAttack's ``deck``); it is
valid when one accepts it, else each game's complaint is reported. Exit status: 0
valid, 1 problems found, 2 unreadable file or bad arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dinorules.kernel import AnyGame, DataError, ReplayError, RulesError
from dinorules.kernel.data import MAX_DATA_BYTES, DataFile, read_toml
from dinorules.kernel.errors import short_repr
from dinorules.kernel.jsontext import LazyList
from dinorules.kernel.options import DataOption
from dinorules.kernel.render import outcome_text
from dinorules.kernel.replay import (
    MAX_REPLAY_BYTES,
    apply_step,
    decode_options,
    field_problems,
    read_json,
)

from .common import UsageError, load_game, printable, read_text

__all__ = [
    "MAX_PROBLEMS",
    "add_validate_arguments",
    "run_validate",
    "validate_data",
    "validate_replay",
]


def add_validate_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``validate``."""
    parser.add_argument("file", help="a replay (.json) or a component data file (.toml)")
    parser.add_argument("--game", help="check a data file against this game only")


MAX_PROBLEMS = 50
"""Problems listed for one file; checking stops after that many."""


def _options_problems(game: AnyGame, data: dict[str, Any], sound: bool) -> tuple[list[str], Any]:
    """Problems of the options, and the initial state if the fields are ``sound`` too."""
    if not isinstance(data.get("options"), dict):
        return [], None
    try:
        options = decode_options(game, data["options"])
    except ReplayError as error:
        return [str(error)], None
    if not sound:
        return [], None
    position = data.get("position")
    field = "options" if position is None else "position"
    try:
        if position is None:
            return [], game.initial_state(seed=data["seed"], **options)
        return [], game.from_position(position, **options)
    except RulesError as error:
        return [f"{field}: {error}"], None


def _actions_problems(game: AnyGame, actions: object, state: Any) -> tuple[list[str], Any, int]:
    """Each action's problems, replaying from ``state`` (if any) until the first bad one.

    The actions are read one at a time and not kept. After a bad or illegal step the
    game cannot be replayed further (its later steps would start from the wrong
    state), but every later action is still decoded, so each malformed one is
    reported; reading stops at broken JSON or after `MAX_PROBLEMS`. The final state
    (``None`` once an action is bad) and the number of actions read come back.
    """
    problems: list[str] = []
    if not isinstance(actions, LazyList):
        return problems, None, 0
    items = iter(actions)
    index = 0
    while len(problems) < MAX_PROBLEMS:
        try:
            item = next(items)
        except StopIteration:
            return problems, state, index
        except ReplayError as error:  # the text is broken here: nothing after it is read
            return [*problems, str(error)], None, index
        try:
            action = game.decode_action(item, f"actions[{index}]")
        except ReplayError as error:  # the next actions may still be well formed
            problems.append(str(error))
            state = None
        else:
            if state is not None:
                try:
                    state = apply_step(game, state, index, action)
                except ReplayError as error:  # the rest cannot be replayed, but is still read
                    problems.append(str(error))
                    state = None
        index += 1
    problems.append(f"actions[{index}]: not checked, stopped after {MAX_PROBLEMS} problems")
    return problems, None, index


def validate_replay(text: str, games: Mapping[str, AnyGame]) -> tuple[list[str], str]:
    """Every problem of a replay text (with its location), and a summary if none.

    The game is replayed while the actions are decoded, up to the first bad one.
    """
    try:
        data = read_json(text)
    except ReplayError as error:
        return [str(error)], ""
    problems = field_problems(data)
    name = data.get("game")
    game = games.get(name) if isinstance(name, str) else None
    if isinstance(name, str) and game is None:
        problems.append(f"game: unknown game {short_repr(name)}; known: {', '.join(games)}")
    if game is None:
        return problems, ""
    found, state = _options_problems(game, data, not problems)
    problems += found
    found, state, count = _actions_problems(game, data.get("actions"), None if problems else state)
    problems += found
    if problems or state is None:
        return problems[: MAX_PROBLEMS + 1], ""
    end = f"finished: {outcome_text(game, state)}" if game.is_terminal(state) else "not finished"
    return [], f"valid replay of {game.name}: {count} actions, {end}"


def validate_data(path: str, text: str, games: Mapping[str, AnyGame]) -> tuple[list[str], str]:
    """Every problem of a data file, and which game option accepts it if none."""
    try:
        data = DataFile(path, text)
        read_toml(data, what="data", package=__package__, bundled={})
    except DataError as error:
        return [str(error).removeprefix(f"data file {path}: ")], ""
    complaints = []
    for game in games.values():
        for option in game.declared_options:
            if not isinstance(option, DataOption):
                continue
            accepted, complaint = _accepts(
                game, option.name, DataFile(path, text, what=option.name)
            )
            if accepted:
                return [], f"valid {game.name} data file (--option {option.name}={path})"
            if complaint:
                complaints.append(f"as {game.name} --option {option.name}: {complaint}")
    return complaints or ["no game option reads a data file like this one"], ""


def _accepts(game: AnyGame, option: str, data: DataFile) -> tuple[bool, str]:
    """Whether ``game`` takes ``data`` for ``option``, and its `DataError` if it is bad."""
    try:
        game.resolve_options(**{option: data})
    except DataError as error:
        return False, str(error)
    except RulesError:
        return False, ""
    except Exception:  # noqa: BLE001 - a half-written game must not break validation
        return False, ""
    return True, ""


def run_validate(args: argparse.Namespace) -> int:
    """Print ``FILE: problem`` lines (exit 1) or ``FILE: valid ...`` (exit 0)."""
    from dinorules import GAMES  # noqa: PLC0415 - keeps `dinorules --help` fast

    text = read_text(args.file, limit=max(MAX_REPLAY_BYTES, MAX_DATA_BYTES))
    games: dict[str, AnyGame] = {}
    for name in [args.game] if args.game else list(GAMES):
        try:
            games[name] = load_game(name)
        except UsageError:
            if args.game:
                raise
    is_replay = Path(args.file).suffix == ".json" or text.lstrip().startswith("{")
    if is_replay:
        problems, summary = validate_replay(text, games)
    else:
        problems, summary = validate_data(args.file, text, games)
    for problem in problems:
        _say(f"{args.file}: {problem}")
    if problems:
        _say(f"{args.file}: {len(problems)} problem{'s' * (len(problems) > 1)}")
        return 1
    _say(f"{args.file}: {summary}")
    return 0


def _say(line: str) -> None:
    print(printable(line, sys.stdout))
