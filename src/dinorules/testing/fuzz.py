"""`fuzz_game`: hostile calls to `apply`; only `RulesError`s may escape, and nothing changes.

Random games are played with a game's options; at every state the fuzzer calls
``apply`` with a mix of values: listed actions, actions listed at earlier states
and in other games, values of the wrong type (``None``, numbers, strings, lists,
dicts, objects whose ``==`` says yes to anything or whose ``str`` raises), the
game's own action classes with fields forced to the wrong type, and listed actions
with one field mutated. A listed action must apply; anything else must be refused
with a `dinorules.RulesError`, and the state given must be unchanged after every
call. The counts come back in a `FuzzReport`::

    >>> from dinorules import GAMES
    >>> report = fuzz_game(GAMES["spino_chase"], calls=200, seed=1)
    >>> report.calls, report.ok
    (200, True)

``python -m dinorules.testing.fuzz [--calls N] [--inputs M] [--seed S] [GAME ...]`` runs
it on every registered game (or those named) and each of its main option sets
(`option_sets`), then `fuzz_inputs` (hostile replays, data files and other games'
states) and `fuzz_positions` (hostile position texts), printing a line per run;
it exits with status 1 if any run found a problem.
"""

from __future__ import annotations

import argparse
import copy
import enum
import math
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from dinorules.kernel import CHANCE, AnyGame, InvalidOptionError, Rng, RulesError

from .hostile import InputReport, fuzz_inputs
from .positions import PositionReport, fuzz_positions

__all__ = ["FuzzReport", "fuzz_game", "main", "option_sets"]

CALLS_PER_STATE = 12
"""Hostile calls made at each state before the game moves on with a listed action."""
POOL_SIZE = 256
"""How many actions listed at earlier states (and in other games) are kept to reuse."""
EXAMPLES = 5
"""How many problems a report describes in full."""


@attrs.frozen
class FuzzReport:
    """What `fuzz_game` did: calls made, how they ended, and the problems found.

    ``accepted`` counts listed actions applied; ``refused`` values refused with a
    `RulesError`. The problems: ``escapes`` (another exception came out of
    ``apply``), ``wrongly_accepted`` (an unlisted value was applied), ``wrongly_refused``
    (a listed action was refused) and ``changed`` (the state given changed).
    ``examples`` describes the first few.
    """

    game: str
    options: Mapping[str, object]
    calls: int
    accepted: int
    refused: int
    escapes: int
    wrongly_accepted: int
    wrongly_refused: int
    changed: int
    games: int
    examples: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not (self.escapes or self.wrongly_accepted or self.wrongly_refused or self.changed)

    def summary(self) -> str:
        """One line: the game, options and counts."""
        return (
            f"{self.game} {dict(self.options)}: {self.calls} calls in {self.games} games, "
            f"{self.accepted} accepted, {self.refused} refused, {self.escapes} escapes, "
            f"{self.wrongly_accepted} wrongly accepted, {self.wrongly_refused} wrongly refused, "
            f"{self.changed} changed the state"
        )


class _EqualToEverything:
    """Equal to any value (and hashable): it must never pass for a listed action."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "EqualToEverything()"


class _Unprintable:
    """A value whose ``str`` and ``repr`` raise: the error message must still be made."""

    def __str__(self) -> str:
        raise RuntimeError("this value cannot be shown")

    __repr__ = __str__


def _hostile_values() -> tuple[object, ...]:
    """Values of the wrong type for any action or field."""
    return (
        None,
        0,
        -1,
        2**70,
        True,
        1.5,
        math.nan,
        "",
        "x" * 300,
        "\udcff",
        b"bytes",
        (),
        (1,),
        (None, None),
        ("a", 2, None),
        [],
        [1, 2],
        {},
        {"type": "Move"},
        frozenset({1}),
        object(),
        _EqualToEverything(),
        _Unprintable(),
        int,
    )


def _mutations(found: object, rng: Rng) -> tuple[object, Rng]:
    """A well-typed value near ``found``: a number moved, a string or tuple changed."""
    if isinstance(found, bool):
        return (not found), rng
    if isinstance(found, int):
        step, rng = rng.choice((-1, 1, 7, -100, 10**9))
        return found + step, rng
    if isinstance(found, str):
        how, rng = rng.below(4)
        return (found + "x", found[:-1], found.upper(), found[::-1])[how], rng
    if isinstance(found, tuple) and found:
        return _mutated_tuple(found, rng)
    value: object
    value, rng = rng.choice(_hostile_values())
    return value, rng


def _mutated_tuple(found: tuple[object, ...], rng: Rng) -> tuple[object, Rng]:
    """A tuple with its last item dropped, its first repeated, reversed, or an item mutated."""
    how, rng = rng.below(4)
    index, rng = rng.below(len(found))
    item, rng = _mutations(found[index], rng)
    changed = (
        found[:-1],
        (*found, found[0]),
        tuple(reversed(found)),
        (*found[:index], item, *found[index + 1 :]),
    )
    return changed[how], rng


def _forged(action: object, rng: Rng, *, well_typed: bool) -> tuple[object, Rng]:
    """``action`` with one field replaced (past its validators, as rules code may).

    With ``well_typed`` the field is mutated (`_mutations`); otherwise it gets a
    value of the wrong type.
    """
    cls: Any = type(action)
    fields = attrs.fields(cls) if attrs.has(cls) else ()
    names = [field.name for field in fields if field.init]
    if not names or not hasattr(action, "replace"):
        value: object
        value, rng = rng.choice(_hostile_values())
        return value, rng
    name, rng = rng.choice(names)
    if well_typed:
        new, rng = _mutations(getattr(action, name), rng)
    else:
        new, rng = rng.choice(_hostile_values())
    return action.replace(**{name: new}), rng


def _text(value: object) -> str | None:
    """A value's canonical text naming every type in it, or None for a value of no game.

    The fuzzer's own oracle of "is this a listed action", independent of the kernel's
    check and never by ``==``: ``True`` is not ``1``, a list is not a tuple, and an
    object that equals everything has no text.
    """
    try:
        return _typed(value)
    except (TypeError, RecursionError):
        return None


def _typed(value: Any) -> str:
    """`_text` of a value made of atoms, enums, tuples, frozensets and attrs values."""
    cls: Any = type(value)
    name = f"{cls.__module__}.{cls.__qualname__}"
    if cls in (bool, int, str, type(None)) or isinstance(value, enum.Enum):
        return f"{name}:{value!r}"
    if cls is tuple:
        return "(" + ",".join(map(_typed, value)) + ")"
    if cls is frozenset:
        return "{" + ",".join(sorted(map(_typed, value))) + "}"
    if attrs.has(cls):
        fields = ",".join(f"{f.name}={_typed(getattr(value, f.name))}" for f in attrs.fields(cls))
        return f"{name}({fields})"
    raise TypeError(name)


def _listed(action: object, legal: frozenset[str]) -> bool:
    """Whether ``action`` is one of the listed actions (``legal`` holds their texts)."""
    text = _text(action)
    return text is not None and text in legal


def _foreign_actions(game: AnyGame, seed: int) -> list[object]:
    """Actions listed in the opening of every other registered game."""
    from dinorules.kernel.registry import GAMES  # noqa: PLC0415 - the registry imports the games

    pool: list[object] = []
    for other in GAMES.values():
        if other.name == game.name:
            continue
        try:
            state = other.initial_state(seed=seed)
            rng = Rng.from_seed(seed)
            for _ in range(40):
                legal = other.legal_actions(state)
                if not legal:
                    break
                pool.extend(legal[:8])
                action, rng = rng.choice(legal)
                state = other.apply(state, action, check=False)
        except Exception:  # noqa: BLE001, S112 - another game's health is not this fuzz's business
            continue
    return pool[:POOL_SIZE]


_Kind = Callable[[object, tuple[object, ...], Rng], tuple[object, bool, Rng]]


def fuzz_game(
    game: AnyGame,
    *,
    calls: int = 10_000,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> FuzzReport:
    """Call ``game.apply`` ``calls`` times with listed and hostile values; count the results.

    Deterministic for given arguments. Never raises for a problem it finds: it
    counts it in the `FuzzReport` (``report.ok`` is false) and describes the first few.
    """
    opts = dict(options or {})
    rng = Rng.from_seed(seed)
    foreign = _foreign_actions(game, seed)
    seen: list[object] = []
    tally = _Tally()
    state = game.initial_state(seed=seed, **opts)
    games = 1
    while tally.calls < calls:
        legal = tuple(game.legal_actions(state))
        if not legal:
            state = game.initial_state(seed=(seed + games) % 2**64, **opts)
            games += 1
            continue
        texts = frozenset(t for t in map(_text, legal) if t is not None)
        draws = []
        for _ in range(min(CALLS_PER_STATE, calls - tally.calls)):
            action, rng = _draw(legal, seen, foreign, rng)
            draws.append(action)
        state = _fuzz_state(game, state, draws, texts, tally)
        seen.extend(legal[:4])
        del seen[:-POOL_SIZE]
        state, rng = _advance(game, state, legal, rng)
    return FuzzReport(
        game=game.name,
        options=opts,
        calls=tally.calls,
        games=games,
        examples=tuple(tally.examples),
        **tally.counts,
    )


@attrs.define
class _Tally:
    """The counts of one fuzz run as it goes (private to `fuzz_game`)."""

    calls: int = 0
    counts: dict[str, int] = attrs.field(
        factory=lambda: dict.fromkeys(
            ("accepted", "refused", "escapes", "wrongly_accepted", "wrongly_refused", "changed"),
            0,
        )
    )
    examples: list[str] = attrs.field(factory=list)

    def count(self, kind: str, text: str = "") -> None:
        """Count one result; describe it if it is a problem and few have been described."""
        self.counts[kind] += 1
        if text and len(self.examples) < EXAMPLES:
            self.examples.append(f"{kind}: {text}")


def _fuzz_state(
    game: AnyGame, state: Any, draws: list[object], texts: frozenset[str], tally: _Tally
) -> Any:
    """Apply each drawn value to ``state``; the state to go on from (a copy if it changed).

    A deep copy is compared with once every call is made, and the hash after each
    call (a change of content changes the hash).
    """
    twin = copy.deepcopy(state)
    digest = hash(state)
    tried = []
    for action in draws:
        tally.calls += 1
        shown = _show(action)
        tried.append(shown)
        listed = _listed(action, texts)
        try:
            game.apply(state, action)
        except RulesError:
            if listed:
                tally.count("wrongly_refused", f"listed {shown} was refused")
            else:
                tally.count("refused")
        except Exception as error:  # noqa: BLE001 - any other exception is the finding
            tally.count("escapes", f"{shown} raised {type(error).__name__}: {_show(error)}")
        else:
            if listed:
                tally.count("accepted")
            else:
                tally.count("wrongly_accepted", f"{shown} is not listed but was applied")
        if hash(state) != digest:
            tally.count("changed", f"applying {shown} changed the state it was given")
            state = twin
    if state != twin:
        tally.count("changed", f"one of {', '.join(tried)} changed the state it was given")
        state = twin
    return state


def _draw(
    legal: tuple[object, ...], seen: list[object], foreign: list[object], rng: Rng
) -> tuple[object, Rng]:
    """A value to apply: listed, from another state or game, of a wrong type, or forged."""
    kind, rng = rng.below(6)
    action: object
    if kind == 1 and seen:
        action, rng = rng.choice(seen)
    elif kind == 2 and foreign:
        action, rng = rng.choice(foreign)
    elif kind == 3:
        action, rng = rng.choice(_hostile_values())
    else:
        action, rng = rng.choice(legal)
        if kind >= 4:
            action, rng = _forged(action, rng, well_typed=kind == 4)
    return action, rng


def _advance(game: AnyGame, state: Any, legal: tuple[object, ...], rng: Rng) -> tuple[Any, Rng]:
    """The next state: a random listed action (chance outcomes weighted as the node says)."""
    if game.current_player(state) is CHANCE:
        outcomes = game.chance_outcomes(state)
        scale = math.lcm(*(p.denominator for _, p in outcomes))
        index, rng = rng.weighted_index([p.numerator * scale // p.denominator for _, p in outcomes])
        return game.apply(state, outcomes[index][0]), rng
    action, rng = rng.choice(legal)
    return game.apply(state, action), rng


def _show(value: object) -> str:
    """A short description of any value, even one whose ``repr`` raises."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile value
        text = f"<a {type(value).__qualname__}>"
    return text if len(text) <= 120 else text[:117] + "..."


def option_sets(game: AnyGame) -> tuple[dict[str, object], ...]:
    """A game's main option sets: the defaults, each other allowed value, explicit modes.

    Derived from the declared options (each value in an option's ``allowed`` tuple,
    one option at a time; a value that needs another option's value gets the first
    one that allows it), so a new option value is fuzzed without a list to update.
    """
    choices = [
        option
        for option in game.declared_options
        if option.name not in ("chance", "forced") and option.allowed
    ]
    sets: list[dict[str, object]] = [{}]
    for option in choices:
        extras: list[dict[str, object]] = [{}]
        extras += [
            {other.name: v} for other in choices if other is not option for v in other.allowed or ()
        ]
        for found in option.allowed or ():
            if found == option.default:
                continue
            for extra in extras:
                candidate = {option.name: found, **extra}
                if candidate in sets:
                    break
                try:
                    game.resolve_options(**candidate)
                except InvalidOptionError:
                    continue
                sets.append(candidate)
                break
    sets.append({"chance": "explicit", "forced": "explicit"})
    return tuple(sets)


def main(argv: Sequence[str] | None = None) -> int:
    """Fuzz every registered game (or those named) with each of its main option sets."""
    from dinorules.kernel.registry import GAMES  # noqa: PLC0415 - the registry imports the games

    parser = argparse.ArgumentParser(prog="python -m dinorules.testing.fuzz")
    parser.add_argument("games", nargs="*", help="games to fuzz (default: every game)")
    parser.add_argument("--calls", type=int, default=100_000, help="calls per option set")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--inputs", type=int, default=2000, help="hostile files per game")
    args = parser.parse_args(argv)
    failed = False
    for name in args.games or sorted(GAMES):
        game = GAMES[name]
        reports: list[FuzzReport | InputReport | PositionReport] = [
            fuzz_game(game, calls=args.calls, seed=args.seed, options=options)
            for options in option_sets(game)
        ]
        reports.append(fuzz_inputs(game, inputs=args.inputs, seed=args.seed))
        if game.spec.position is not None:
            reports.append(fuzz_positions(game, texts=args.inputs, seed=args.seed))
        for report in reports:
            print(report.summary(), flush=True)
            for example in report.examples:
                print(f"    {example}")
            failed = failed or not report.ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
