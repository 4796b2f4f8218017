"""``dinorules validate FILE``: check a replay or a component data file, report every problem.

A ``.json`` file (or text starting with ``{``) is checked as a replay: every
top-level field, the game and its options, every action's encoding (each with
its location, e.g. ``actions[3].cards[0]``), then the replay itself up to the
first illegal step. Anything else is read as TOML and offered to every game
option that reads a data file (e.g. JurassAttack's ``deck``: an option whose
parser rejects an empty TOML file); it is valid when one accepts it, else each
game's complaint is reported. Exit status: 0 valid,
1 problems found, 2 unreadable file or bad arguments.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dinorules.kernel import (
    AnyGame,
    DataError,
    InvalidOptionError,
    Replay,
    ReplayError,
    RulesError,
)
from dinorules.kernel.replay import FORMAT, MAX_REPLAY_BYTES, VERSION
from dinorules.kernel.rng import check_seed

from .common import UsageError, load_game, read_text

__all__ = ["add_validate_arguments", "run_validate", "validate_data", "validate_replay"]

_FIELDS: dict[str, type] = {
    "format": str,
    "version": int,
    "game": str,
    "options": dict,
    "seed": int,
    "actions": list,
}


def add_validate_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``validate``."""
    parser.add_argument("file", help="a replay (.json) or a component data file (.toml)")
    parser.add_argument("--game", help="check a data file against this game only")


def _field_problems(data: dict[str, Any]) -> list[str]:
    problems = []
    for key, kind in _FIELDS.items():
        if key not in data:
            problems.append(f"{key}: missing field")
        elif isinstance(data[key], bool) or not isinstance(data[key], kind):
            problems.append(f"{key}: expected {kind.__name__}, got {data[key]!r}")
    problems += [f"{key}: unexpected field" for key in sorted(set(data) - set(_FIELDS))]
    if data.get("format", FORMAT) != FORMAT:
        problems.append(f"format: expected {FORMAT!r}, got {data['format']!r}")
    if isinstance(data.get("version"), int) and data["version"] != VERSION:
        problems.append(f"version: this library reads version {VERSION}, got {data['version']}")
    if isinstance(data.get("seed"), int):
        try:
            check_seed(data["seed"])
        except InvalidOptionError as error:
            problems.append(f"seed: {error}")
    return problems


def _game_problems(game: AnyGame, data: dict[str, Any], actions: list[Any]) -> list[str]:
    """Problems with the options and each action; decoded actions go into ``actions``."""
    problems = []
    if isinstance(data.get("options"), dict):
        try:
            game.resolve_options(**data["options"])
        except InvalidOptionError as error:
            problems.append(f"options: {error}")
    if isinstance(data.get("actions"), list):
        for index, item in enumerate(data["actions"]):
            try:
                actions.append(game.decode_action(item, f"actions[{index}]"))
            except ReplayError as error:
                problems.append(str(error))
    return problems


def _parse_replay(text: str) -> tuple[dict[str, Any] | None, str]:
    """The replay's JSON object, or ``None`` and the reason it cannot be read."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_REPLAY_BYTES:
        return None, f"larger than the {MAX_REPLAY_BYTES}-byte limit"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return None, f"line {error.lineno} column {error.colno}: not valid JSON: {error.msg}"
    except (RecursionError, ValueError) as error:
        return None, f"unreadable JSON: {type(error).__name__}"
    if not isinstance(data, dict):
        return None, f"a replay is a JSON object, got {type(data).__name__}"
    return data, ""


def validate_replay(text: str, games: Mapping[str, AnyGame]) -> tuple[list[str], str]:
    """Every problem of a replay text (with its location), and a summary if none."""
    data, reason = _parse_replay(text)
    if data is None:
        return [reason], ""
    problems = _field_problems(data)
    name = data.get("game")
    game = games.get(name) if isinstance(name, str) else None
    if isinstance(name, str) and game is None:
        problems.append(f"game: unknown game {name!r}; known: {', '.join(games)}")
    actions: list[Any] = []
    if game is not None:
        problems += _game_problems(game, data, actions)
    if problems or game is None:
        return problems, ""
    replay = Replay(game=game.name, seed=data["seed"], options=data["options"], actions=actions)
    try:
        final = replay.final_state(games)
    except ReplayError as error:
        return [str(error)], ""
    if game.is_terminal(final):
        end = f"finished, winners {sorted(game.winners(final))}"
    else:
        end = "not finished"
    return [], f"valid replay of {game.name}: {len(actions)} actions, {end}"


def validate_data(path: str, text: str, games: Mapping[str, AnyGame]) -> tuple[list[str], str]:
    """Every problem of a data file, and which game option accepts it if none."""
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return [f"not valid TOML: {error}"], ""
    complaints = []
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "empty.toml"
        probe.write_text("", encoding="utf-8")
        for game in games.values():
            for option in game.declared_options:
                if option.parse is None or _accepts(game, option.name, str(probe))[0]:
                    continue  # takes no file, or does not look inside it
                accepted, complaint = _accepts(game, option.name, path)
                if accepted:
                    return [], f"valid {game.name} data file (--option {option.name}={path})"
                if complaint:
                    complaints.append(f"as {game.name} --option {option.name}: {complaint}")
    return complaints or ["no game option reads a data file like this one"], ""


def _accepts(game: AnyGame, option: str, path: str) -> tuple[bool, str]:
    """Whether ``game`` takes ``path`` for ``option``, and its `DataError` if it is bad."""
    try:
        game.resolve_options(**{option: path})
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

    text = read_text(args.file)
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
        print(f"{args.file}: {problem}")
    if problems:
        print(f"{args.file}: {len(problems)} problem{'s' * (len(problems) > 1)}")
        return 1
    print(f"{args.file}: {summary}")
    return 0
