"""`fuzz_inputs`: hostile replay texts, data files and states; only `RulesError`s may escape.

Starting from a real replay of a random game and from the game's bundled data files,
the fuzzer makes hostile variants: cut or spliced texts, repeated keys, control and
bidi characters, huge strings and numbers, floats and ``true`` for integers, fields
reordered or dropped, actions repeated many times, deep nesting, other encodings.
Each replay text goes to `Replay.from_json` and to ``dinorules validate``'s checker;
each data file to the game's data options; and each game's functions get every other
game's state. The oracle:

- a replay either loads and writes back the same JSON, or raises `ReplayError`;
- a data file is either accepted or refused with a `DataError` (or, when it clashes
  with an option, an `InvalidOptionError`) that names the file;
  one with a control or bidi character in a name or text is refused, one that
  starts with a byte-order mark is read as without it, and an accepted one's
  pictures (text and SVG) show no such character;
- another game's state is refused with a `RulesError`;
- every message is short (`MAX_MESSAGE` characters) and nothing else is raised.

The counts come back in an `InputReport`::

    >>> from dinorules import GAMES
    >>> fuzz_inputs(GAMES["jurassattack"], inputs=40, seed=1).ok
    True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from importlib import resources

import attrs

from dinorules.kernel import (
    AnyGame,
    DataError,
    InvalidOptionError,
    Replay,
    ReplayError,
    Rng,
    RulesError,
)
from dinorules.kernel.data import DataFile
from dinorules.kernel.options import DataOption
from dinorules.kernel.playout import random_playout
from dinorules.kernel.printable import describe, unsafe_character

__all__ = ["MAX_MESSAGE", "InputReport", "fuzz_inputs"]

MAX_MESSAGE = 1000
"""The longest error message accepted: a value from a file is echoed cut short."""
EXAMPLES = 5

_EVIL = ("\x1b[2J", "\x00", "\u202e", "\ud800", "\n", "x" * 100_000)
"""Strings a hostile file holds: an escape sequence, NUL, a bidi override, a lone
surrogate, a newline, a long string."""


@attrs.frozen
class InputReport:
    """What `fuzz_inputs` did: inputs tried, how they ended, and the problems found."""

    game: str
    inputs: int
    accepted: int
    refused: int
    problems: int
    examples: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not self.problems

    def summary(self) -> str:
        """One line: the game and counts."""
        return (
            f"{self.game} hostile inputs: {self.inputs} tried, {self.accepted} accepted, "
            f"{self.refused} refused, {self.problems} problems"
        )


@attrs.define
class _Tally:
    inputs: int = 0
    accepted: int = 0
    refused: int = 0
    problems: list[str] = attrs.field(factory=list)

    def run(
        self, what: str, check: Callable[[], bool], refusal: type[RulesError], refuse: bool = False
    ) -> None:
        """Run one input: ``check`` says whether an accepted input behaved.

        With ``refuse``, the input must be refused.
        """
        self.inputs += 1
        try:
            behaved = check()
        except refusal as error:
            message = str(error)
            if len(message) > MAX_MESSAGE:
                self.problems.append(f"{what}: a {len(message)}-character message")
            else:
                self.refused += 1
            return
        except Exception as error:  # noqa: BLE001 - any other exception is the finding
            self.problems.append(f"{what}: raised {type(error).__name__}: {str(error)[:200]}")
            return
        if behaved and not refuse:
            self.accepted += 1
        else:
            self.problems.append(f"{what}: accepted but misbehaved")


def _replay_variants(text: str, rng: Rng) -> Iterator[tuple[str, str | bytes, bool]]:
    """Hostile variants of a replay text: a description, the text, whether it must be refused."""
    data = json.loads(text)
    actions = data["actions"]
    yield "as written", text, False
    yield "actions first", json.dumps({"actions": actions, **data}), False
    yield "utf-16", text.encode("utf-16"), True
    yield "repeated key", text.replace('"seed":', '"seed": 0, "seed":', 1), True
    yield "actions x200", json.dumps({**data, "actions": (actions or [{}]) * 200}), False
    deep = '"options": {"x": ' + "[" * 40 + "]" * 40 + ","
    yield "nested", text.replace('"options": {', deep), True
    for evil in _EVIL:
        yield f"game {evil[:4]!r}", json.dumps({**data, "game": evil}), True
        if actions:
            index, rng = rng.below(len(actions))
            action = dict(actions[index])
            key, rng = rng.choice(sorted(action))
            action[key] = evil
            yield f"action field {evil[:4]!r}", json.dumps({**data, "actions": [action]}), True
    for number in (1.0, True, -1, 2**70, "9" * 5000):
        yield f"seed {str(number)[:8]}", json.dumps({**data, "seed": number}), True
    for _ in range(8):
        cut, rng = rng.below(len(text) + 1)
        size, rng = rng.below(6)
        junk, rng = rng.choice(("", "}", "[", '"', "\\", ",", "\x00", "\ufeff", "1e999"))
        yield f"spliced at {cut}", text[:cut] + junk + text[cut + size :], False


def _data_variants(text: str, rng: Rng) -> Iterator[tuple[str, str, bool]]:
    """Hostile variants of a data file's TOML text, each with whether it must be refused.

    A control or bidi character in a name or text always must.
    """
    yield "with a byte-order mark", "\ufeff" + text, False
    lines = text.splitlines()
    for _ in range(12):
        index, rng = rng.below(len(lines))
        line = lines[index]
        how, rng = rng.below(6)
        refuse = False
        if how == 0:
            changed = ""
        elif how == 1 and "=" in line:
            key, _, _ = line.partition("=")
            value, rng = rng.choice(("-1", "1000000000", "1.5", '"x"', "true", "[]", "{}"))
            changed = f"{key}= {value}"
        elif how == 2 and '"' in line:
            evil, rng = rng.choice(_EVIL[:3])
            escaped = "".join(f"\\u{ord(c):04x}" for c in evil)
            changed = line.replace('"', f'"{escaped}', 1)
            refuse = not line.lstrip().startswith("#") and "'" not in line
        elif how == 3:
            changed = line + "\n" + line
        elif how == 4:
            changed = "deep = " + "[" * 40 + "]" * 40
        else:
            changed = line.upper()
        changed_text = "\n".join([*lines[:index], changed, *lines[index + 1 :]])
        yield f"line {index + 1} changed", changed_text, refuse


def _replay_check(game: AnyGame, text: str | bytes) -> Callable[[], bool]:
    def check() -> bool:
        from dinorules.cli.validate_cmd import validate_replay  # noqa: PLC0415 - optional

        if isinstance(text, str):
            problems, _ = validate_replay(text, {game.name: game})
            if any(len(problem) > MAX_MESSAGE for problem in problems):
                raise ReplayError("x" * (MAX_MESSAGE + 1))  # counted as a problem
        replay = Replay.from_json(text, {game.name: game})
        return Replay.from_json(replay.to_json({game.name: game}), {game.name: game}) == replay

    return check


def _data_check(game: AnyGame, option: str, file: DataFile) -> Callable[[], bool]:
    def check() -> bool:
        try:
            game.resolve_options(**{option: file})
            state = game.initial_state(seed=0, **{option: file})
        except (DataError, InvalidOptionError) as error:  # also: a clash with an option
            if file.name not in str(error):
                raise RuntimeError(f"the message does not name the file: {error}") from None
            raise DataError(str(error)) from None
        for draw in (game.spec.text, game.spec.svg):
            picture = "" if draw is None else draw(state)
            found = unsafe_character(picture, allowed="\n")
            if found is not None:
                raise RuntimeError(f"a picture shows {describe(found)}")
        return True

    return check


def _foreign_check(game: AnyGame, state: object) -> Callable[[], bool]:
    def check() -> bool:
        game.is_terminal(state)
        return False  # another game's state must never get an answer

    return check


def fuzz_inputs(game: AnyGame, *, inputs: int = 1000, seed: int = 0) -> InputReport:
    """Try about ``inputs`` hostile replays, data files and states on ``game``."""
    from dinorules.kernel.registry import GAMES  # noqa: PLC0415 - the registry imports the games

    tally = _Tally()
    rng = Rng.from_seed(seed)
    games = 0
    while tally.inputs < inputs:
        playout = random_playout(game, seed=(seed + games) % 2**64, max_decisions=30)
        games += 1
        text = Replay(game=game.name, seed=(seed + games - 1) % 2**64, actions=playout.actions)
        for what, variant, refuse in _replay_variants(text.to_json({game.name: game}), rng):
            tally.run(f"replay {what}", _replay_check(game, variant), ReplayError, refuse)
        for option in game.declared_options:
            if isinstance(option, DataOption):
                bundled = _bundled_text(game, option)
                for what, variant, refuse in _data_variants(bundled, rng) if bundled else ():
                    file = DataFile(f"fuzz-{option.name}.toml", variant, what=option.name)
                    check = _data_check(game, option.name, file)
                    tally.run(f"{option.name} {what}", check, DataError, refuse)
        for other in GAMES.values():
            if other.name != game.name:
                state = other.initial_state(seed=seed)
                tally.run(f"a {other.name} state", _foreign_check(game, state), RulesError)
    return InputReport(
        game=game.name,
        inputs=tally.inputs,
        accepted=tally.accepted,
        refused=tally.refused,
        problems=len(tally.problems),
        examples=tuple(tally.problems[:EXAMPLES]),
    )


def _bundled_text(game: AnyGame, option: DataOption) -> str | None:
    """The text of ``option``'s default bundled file, found beside the game's modules."""
    package = f"dinorules.{game.name}"
    for name in (f"{option.name}.toml", f"data/{option.name}.toml"):
        try:
            return resources.files(package).joinpath(name).read_text("utf-8")
        except (FileNotFoundError, ModuleNotFoundError, IsADirectoryError):
            continue
    return None
