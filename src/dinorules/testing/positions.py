"""Positions under test: exact round trips, and hostile texts refused cleanly.

`check_positions` plays random games of a game (both chance modes, and with forced
decisions shown) and at every state reached checks both directions of the
notation: ``from_position(position(s)) == s`` and ``position(from_position(t)) == t``,
and that a seat's observation is written. `fuzz_positions` changes canonical texts
in hostile ways (cut, repeated or unknown sections, wrong values, numbers out of
range, deep brackets, odd characters) and checks that each is either refused with a
`PositionError` or gives a sound state the game plays on from::

    >>> from dinorules import GAMES
    >>> check_positions(GAMES["jurassattack"], games=1).ok
    True
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from dinorules.kernel import CHANCE, AnyGame, Rng, RulesError
from dinorules.kernel.options import DataOption
from dinorules.kernel.position import PositionError

from .hostile import MAX_MESSAGE

__all__ = ["PositionReport", "check_positions", "fuzz_positions", "random_states"]

_MODES: tuple[Mapping[str, object], ...] = (
    {},
    {"chance": "explicit"},
    {"forced": "explicit"},
    {"chance": "explicit", "forced": "explicit"},
)


def random_states(
    game: AnyGame, *, games: int, seed: int, options: Mapping[str, object], steps: int = 400
) -> Iterator[Any]:
    """Every state of ``games`` random games (chance outcomes drawn with their weights)."""
    rng = Rng.from_seed(seed)
    for index in range(games):
        state = game.initial_state(seed=seed * 1000 + index, **options)
        for _ in range(steps):
            yield state
            if game.is_terminal(state):
                break
            if game.current_player(state) is CHANCE:
                outcomes = game.chance_outcomes(state)
                weights = [
                    weight.numerator * (10**6 // weight.denominator) or 1 for _, weight in outcomes
                ]
                pick, rng = rng.weighted_index(weights)
                action = outcomes[pick][0]
            else:
                action, rng = rng.choice(game.legal_actions(state))
            state = game.apply(state, action)


@attrs.frozen
class PositionReport:
    """How many positions were checked, and the problems found (empty when sound)."""

    game: str
    checked: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not self.problems

    @property
    def examples(self) -> tuple[str, ...]:
        """The problems, each described in full (as `FuzzReport.examples`)."""
        return self.problems

    def summary(self) -> str:
        """One line: how many positions, and how many problems."""
        verdict = "ok" if self.ok else f"{len(self.problems)} problems"
        return f"{self.game} positions: {self.checked} checked, {verdict}"


def check_positions(
    game: AnyGame,
    *,
    games: int = 3,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    steps: int = 400,
) -> PositionReport:
    """Round trips of every state of random games, in each chance and forced mode.

    Each game stops after ``steps`` moves (a long game's first moves, for quick tests).
    """
    problems: list[str] = []
    checked = 0
    for mode in _MODES:
        merged = {**(options or {}), **mode}
        for state in random_states(game, games=games, seed=seed, options=merged, steps=steps):
            checked += 1
            problem = _round_trip(game, state, _file_options(game, merged))
            if problem:
                problems.append(f"{game.name} {merged}: {problem}")
                if len(problems) >= 5:
                    return PositionReport(game.name, checked, tuple(problems))
    return PositionReport(game.name, checked, tuple(problems))


def _round_trip(game: AnyGame, state: Any, files: Mapping[str, object]) -> str:
    text = game.position(state)
    try:
        back = game.from_position(text, **files)
    except RulesError as error:
        return f"{text[:200]}... is refused: {error}"
    if back != state:
        return f"{text[:200]}... reads back as another state"
    again = game.position(back)
    if again != text:
        return f"{text[:200]}... is written back as {again[:200]}..."
    for seat in range(game.num_players(state)):
        game.position(game.observe(state, seat))
    return ""


def _file_options(game: AnyGame, options: Mapping[str, object]) -> dict[str, object]:
    """The data options given as users' files: a position names them, and needs them back."""
    data = {
        option.name: option for option in game.declared_options if isinstance(option, DataOption)
    }
    return {
        name: value
        for name, value in options.items()
        if name in data and value not in data[name].bundled
    }


def fuzz_positions(game: AnyGame, *, texts: int = 200, seed: int = 0) -> PositionReport:
    """Hostile variants of canonical positions: refused with `PositionError`, or sound.

    A variant that is read must give a state whose invariants hold and from which a
    few random moves play without an error that is not a `RulesError` (a position
    may obey every law and still be one no game reaches, so the laws are not asked
    again after those moves); anything but a `PositionError` escaping is a problem.
    """
    rng = Rng.from_seed(seed)
    canon = [game.position(state) for state in random_states(game, games=2, seed=seed, options={})]
    problems: list[str] = []
    for index in range(texts):
        pick, rng = rng.below(len(canon))
        variant, rng = _variant(canon[pick], rng)
        problem = _hostile_check(game, variant, rng)
        if problem:
            problems.append(f"{game.name} variant {index}: {problem}: {variant[:300]!r}")
            if len(problems) >= 5:
                break
    return PositionReport(game.name, texts, tuple(problems))


_ODD = (
    "",
    "-",
    "yes",
    "99999999999999999999999999",
    "-1",
    "[",
    "]",
    "{}",
    "()",
    '"',
    "*",
    ":",
    "=",
    "x" * 300,
    "\x00",
    "é",
    "[" * 40,
    "Nobody",
    "0x",
    "0xzz",
    "seed -1",
    "1e9",
    "∞",
)


def _variant(text: str, rng: Rng) -> tuple[str, Rng]:  # noqa: C901, PLR0912 - one branch a kind
    sections = text.split("; ")
    kind, rng = rng.below(8)
    at, rng = rng.below(len(sections))
    if kind == 0:  # a section left out (a partial position)
        if len(sections) > 1:
            del sections[max(at, 1)]
    elif kind == 1:  # a section written twice
        sections.insert(at, sections[max(at, 1) % len(sections)])
    elif kind == 2:  # a section's value replaced by an odd word
        odd, rng = rng.choice(_ODD)
        name = sections[at].split(" ", 1)[0]
        sections[at] = f"{name} {odd}"
    elif kind == 3:  # the text cut short
        cut, rng = rng.below(len(text) + 1)
        return text[:cut], rng
    elif kind == 4:  # a number changed
        words = sections[at].split(" ")
        spot, rng = rng.below(len(words))
        delta, rng = rng.choice((-100, -2, -1, 1, 2, 7, 1000))
        head, digits = words[spot].rstrip("],})"), ""
        while head and head[-1].isdigit():
            head, digits = head[:-1], head[-1] + digits
        if digits:
            words[spot] = words[spot].replace(head + digits, head + str(int(digits) + delta), 1)
        sections[at] = " ".join(words)
    elif kind == 5:  # one character dropped or doubled
        spot, rng = rng.below(len(text))
        double, rng = rng.below(2)
        return text[:spot] + (text[spot] * 2 if double else "") + text[spot + 1 :], rng
    elif kind == 6:  # an unknown section, or a header changed
        odd, rng = rng.choice(_ODD)
        if at:
            sections.insert(at, f"nothing {odd}")
        else:
            sections[0] = f"{sections[0]} x={odd}"
    else:  # two sections' values swapped
        other, rng = rng.below(len(sections))
        if at and other:
            first, second = sections[at].split(" ", 1), sections[other].split(" ", 1)
            if len(first) == 2 and len(second) == 2:
                sections[at], sections[other] = f"{first[0]} {second[1]}", f"{second[0]} {first[1]}"
    return "; ".join(sections), rng


def _hostile_check(game: AnyGame, text: str, rng: Rng) -> str:  # noqa: PLR0911 - one return a verdict
    try:
        state = game.from_position(text)
    except PositionError as error:
        said = str(error)
        return f"a {len(said)}-character message" if len(said) > MAX_MESSAGE else ""
    except RulesError as error:
        return f"a {type(error).__name__} that is not a PositionError: {error}"
    except Exception as error:  # noqa: BLE001 - the fuzzer reports any escape
        return f"{type(error).__name__}: {error}"
    broken = game.invariants(state)
    if broken:
        return f"read into a broken state: {broken[0]}"
    try:
        for _ in range(6):
            if game.is_terminal(state):
                break
            legal = game.legal_actions(state)
            if not legal:  # a lawful position no game reaches may lead to a dead end
                break
            action, rng = rng.choice(legal)
            state = game.apply(state, action)
    except RulesError:
        return ""
    except Exception as error:  # noqa: BLE001 - the fuzzer reports any escape
        return f"read, then play failed with {type(error).__name__}: {error}"
    return ""
