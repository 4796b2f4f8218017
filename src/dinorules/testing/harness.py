"""`check_game`: the eleven conformance properties of the contract, on random games.

Each failure raises `ConformanceError` naming the property, the options, the seed,
the step and the action, with the replay (as code) that reaches the failing state.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

import attrs

from dinorules.kernel import (
    CHANCE,
    AnyGame,
    Compiled,
    IllegalActionError,
    Replay,
    Rng,
    to_json_value,
)

from .mutability import walk_mutable

__all__ = ["PROPERTIES", "CheckReport", "ConformanceError", "check_game"]

PROPERTIES = {
    1: "random games end within the declared maximum length",
    2: "legal_actions is empty exactly at terminal states and every listed action applies",
    3: "apply never changes its input",
    4: "same seed and same actions give equal states; replays round-trip",
    5: "actions not in legal_actions are rejected with IllegalActionError",
    6: "sample_hidden keeps the player's observation and really varies what is hidden",
    7: "explicit chance outcomes have exact probabilities summing to 1, and automatic "
    "chance samples them as the chance node does",
    8: "the game's own invariants hold",
    9: "states, actions, observations and chance outcomes pickle and copy to equal values "
    "that play on identically",
    10: "nothing reachable from a state, an action, an observation or a chance outcome is mutable",
    11: "decisions taken for the player are the ones shown with forced='explicit', one at a time",
}


class ConformanceError(AssertionError):
    """A game broke one of the contract's properties (a test failure, not user error)."""


@attrs.frozen
class CheckReport:
    """What `check_game` played: games, decisions, chance nodes and samples checked."""

    games: int
    decisions: int
    chance_nodes: int
    samples: int
    hidden_varied: bool


@attrs.frozen
class _Where:
    game: AnyGame
    options: Mapping[str, object]
    seed: int
    actions: tuple[Any, ...]

    def fail(self, prop: int, detail: str) -> ConformanceError:
        replay = Replay(
            game=self.game.name, seed=self.seed, options=self.options, actions=self.actions
        )
        return ConformanceError(
            f"property {prop} ({PROPERTIES[prop]}) failed for {self.game.name} "
            f"options={dict(self.options)} seed={self.seed} at step {len(self.actions)}: "
            f"{detail}\nreplay to the failing state: {replay!r}"
        )


def _snapshot(state: Any) -> Any:
    """A deep, independent copy of a state's content, to detect mutation.

    Compiled component tables are frozen all the way down, so they are compared by
    identity rather than walked (they can hold a whole board and deck).
    """
    return to_json_value(state, opaque=(Compiled,))


def check_game(
    game: AnyGame,
    *,
    seeds: Iterable[int] = range(10),
    options: Mapping[str, object] | Sequence[Mapping[str, object]] = (),
    samples_per_state: int = 2,
    max_actions_checked: int = 8,
    every: int = 3,
) -> CheckReport:
    """Play random games and check the eleven properties at every step.

    ``options`` is one option set or a sequence of them (default: the game's
    defaults). Each seed is played twice: with automatic chance and forced
    decisions, and with every chance node and decision shown (``chance="explicit"``,
    ``forced="explicit"`` unless the options say otherwise; outcomes drawn by the
    harness). The costlier per-step checks (sampling hidden information, copying
    and pickling, the walk for mutable containers: properties 6, 9 and 10) run at
    one step in ``every`` and at the end; ``every=1`` checks them at every step.
    Raises `ConformanceError` on the first failure; returns a `CheckReport` of what
    was checked.
    """
    option_sets: list[Mapping[str, object]] = (
        [options] if isinstance(options, Mapping) else list(options) or [{}]
    )
    totals = [0, 0, 0, 0]
    varied = False
    for opts in option_sets:
        for seed in seeds:
            for explicit in (False, True):
                run = dict(opts)
                if explicit:
                    run = {"forced": "explicit", **run, "chance": "explicit"}
                counts, v = _check_one(
                    game, run, seed, samples_per_state, max_actions_checked, every
                )
                totals = [a + b for a, b in zip(totals, counts, strict=True)]
                varied = varied or v
    if game.hidden_information and not varied:
        where = _Where(game, option_sets[0], next(iter(seeds), 0), ())
        raise where.fail(6, "sample_hidden never changed anything hidden in any game played")
    games, decisions, chance_nodes, samples = totals
    return CheckReport(games, decisions, chance_nodes, samples, hidden_varied=varied)


def _check_one(  # noqa: PLR0915 - one walk through a game; each check is a helper
    game: AnyGame,
    options: dict[str, object],
    seed: int,
    samples: int,
    max_checked: int,
    every: int,
) -> tuple[tuple[int, int, int, int], bool]:
    limit = game.max_game_length(**options)
    chooser = Rng.from_seed(seed ^ 0x5EED)
    state = game.initial_state(seed=seed, **options)
    states = [state]
    actions: list[Any] = []
    seen_actions: set[Any] = set()
    decisions = chance_nodes = sampled = 0
    varied = False
    players = game.num_players(state)
    walked: dict[int, object] = {}  # compiled tables checked once per game, kept alive
    while True:
        where = _Where(game, dict(options), seed, tuple(actions))
        before = _snapshot(state)
        before_hash = hash(state)
        _check_invariants(game, state, where)
        legal = game.legal_actions(state)
        deep = len(actions) % every == 0  # properties 6, 9 and 10 at one step in `every`
        terminal = _check_listing(game, state, legal, where)
        if deep or terminal:
            _check_immutable(game, state, legal, walked, where)
        if terminal:
            _check_terminal(game, state, players, where)
            break
        player = game.current_player(state)
        if player is CHANCE:
            chance_nodes += 1
            _check_chance(game, state, legal, where)
        elif decisions >= limit:
            raise where.fail(1, f"not over after {decisions} decisions (declared max {limit})")
        else:
            decisions += 1
            if not isinstance(player, int) or not 0 <= player < players:
                raise where.fail(2, f"current_player returned {player!r}")
            for p in range(players if deep else 0):
                s, v = _check_samples(game, state, p, seed, samples, where)
                sampled += s
                varied = varied or v
        _check_all_apply(game, state, legal, max_checked, chooser, before, where)
        _check_illegal(game, state, legal, seen_actions, before, where)
        seen_actions.update(legal)
        if player is CHANCE:
            outcomes = game.chance_outcomes(state)
            index, chooser = chooser.weighted_index(
                [p.numerator * _lcm_denominator(outcomes) // p.denominator for _, p in outcomes]
            )
            action = outcomes[index][0]
        else:
            action, chooser = chooser.choice(legal)
        state = game.apply(state, action)
        if _snapshot(states[-1]) != before or hash(states[-1]) != before_hash:
            raise where.fail(3, "apply changed the state it was given")
        if deep:
            _check_copies(game, states[-1], action, legal, player, where)
        actions.append(action)
        states.append(state)
    _check_whole_game(game, options, seed, actions, states)
    return (1, decisions, chance_nodes, sampled), varied


def _lcm_denominator(outcomes: Sequence[tuple[Any, Fraction]]) -> int:
    lcm = 1
    for _, p in outcomes:
        a, b = lcm, p.denominator
        while b:
            a, b = b, a % b
        lcm = lcm * p.denominator // a
    return lcm


def _check_invariants(game: AnyGame, state: Any, where: _Where) -> None:
    broken = game.invariants(state)
    if broken:
        raise where.fail(8, "; ".join(broken))


def _check_immutable(
    game: AnyGame, state: Any, legal: tuple[Any, ...], walked: dict[int, object], where: _Where
) -> None:
    """Property 10: the state, the listed actions and every observation are immutable."""
    values: list[tuple[str, Any]] = [("state", state), ("legal_actions", legal)]
    player = game.current_player(state)
    if player is not None and player is not CHANCE:
        values += [
            (f"observe(state, {p})", game.observe(state, p)) for p in range(game.num_players(state))
        ]
    for name, value in values:
        found = next(walk_mutable(value, name, {}, walked), None)
        if found is not None:
            raise where.fail(10, f"{found} is mutable")


def _check_listing(game: AnyGame, state: Any, legal: tuple[Any, ...], where: _Where) -> bool:
    """Property 2 on the listing itself; returns whether the state is terminal."""
    terminal = game.is_terminal(state)
    if terminal != (not legal):
        raise where.fail(2, f"is_terminal={terminal} but {len(legal)} legal actions")
    kept = state.cached_legal
    if kept is not None and kept != game.spec.rules.legal_actions(state):
        raise where.fail(2, "the legal actions kept in the state differ from the rules' own")
    return terminal


def _check_terminal(game: AnyGame, state: Any, players: int, where: _Where) -> None:
    if game.current_player(state) is not None:
        raise where.fail(2, "terminal state with a current player")
    winners = game.winners(state)
    if not winners <= frozenset(range(players)):
        raise where.fail(2, f"winners {set(winners)} are not seats 0..{players - 1}")


def _check_chance(game: AnyGame, state: Any, legal: tuple[Any, ...], where: _Where) -> None:
    try:
        outcomes = game.chance_outcomes(state)
    except ValueError as error:
        raise where.fail(7, f"the chance node is malformed: {error}") from None
    total = sum((p for _, p in outcomes), Fraction(0))
    if total != 1:
        raise where.fail(7, f"chance probabilities sum to {total}")
    if any(not isinstance(p, Fraction) or p <= 0 for _, p in outcomes):
        raise where.fail(7, f"a probability is not a positive Fraction: {outcomes}")
    if tuple(o for o, _ in outcomes) != legal or len(set(legal)) != len(legal):
        raise where.fail(7, "legal_actions at a chance node are not its distinct outcomes")
    rules = game.spec.rules
    rng = state.rng
    for _ in range(3):
        fast, after_fast = rules.sample_outcome(state, rng)
        node, after_node = rules.chance_node(state).sample(rng)
        if (fast, after_fast) != (node, after_node):
            raise where.fail(
                7, f"sample_outcome drew {fast!r} where the chance node draws {node!r}"
            )
        if rules.apply_drawn(state, fast, after_fast) != rules.apply_outcome(
            state.replace(rng=after_fast), fast
        ):
            raise where.fail(7, f"apply_drawn({fast!r}) differs from apply_outcome")
        _, rng = rng.split()


def _check_all_apply(
    game: AnyGame,
    state: Any,
    legal: tuple[Any, ...],
    max_checked: int,
    chooser: Rng,
    before: Any,
    where: _Where,
) -> None:
    if len(set(legal)) != len(legal):
        raise where.fail(2, "legal_actions lists an action twice")
    checked = legal
    if len(legal) > max_checked:
        picks, _ = chooser.split()[0].shuffle(legal)
        checked = picks[:max_checked]
    for action in checked:
        try:
            game.apply(state, action)
        except Exception as error:
            raise where.fail(2, f"listed action {action!r} raised {error!r}") from error
    if _snapshot(state) != before:
        raise where.fail(3, "applying a legal action changed the state it was given")


def _check_illegal(
    game: AnyGame, state: Any, legal: tuple[Any, ...], seen: set[Any], before: Any, where: _Where
) -> None:
    candidates = [a for a in seen if a not in legal][:4]
    candidates.append(_NotAnAction())
    for action in candidates:
        try:
            game.apply(state, action)
        except IllegalActionError:
            pass
        except Exception as error:
            raise where.fail(5, f"illegal {action!r} raised {error!r}") from error
        else:
            raise where.fail(5, f"illegal {action!r} was accepted")
    if _snapshot(state) != before:
        raise where.fail(5, "rejecting illegal actions changed the state")


@attrs.frozen
class _NotAnAction:
    """An object of no game's action type: always illegal."""


def _check_samples(
    game: AnyGame, state: Any, player: int, seed: int, samples: int, where: _Where
) -> tuple[int, bool]:
    seen = game.observe(state, player)
    try:
        hash(seen)
        encoded = to_json_value(seen)
    except TypeError as error:
        raise where.fail(6, f"observation of player {player} is not frozen JSON: {error}") from None
    if "'Rng'" in repr(encoded):
        raise where.fail(6, f"observation of player {player} contains the random generator")
    varied = False
    for k in range(samples):
        sample = game.sample_hidden(state, player, seed=(seed * 7919 + k) % 2**64)
        broken = game.invariants(sample)
        if broken:
            raise where.fail(
                6,
                f"sample_hidden for player {player} gave an impossible state: {'; '.join(broken)}",
            )
        if game.observe(sample, player) != seen:
            raise where.fail(
                6,
                f"sample_hidden for player {player} changed what the player sees "
                f"(a leak in observe, or a sampler that redraws visible parts)",
            )
        if sample.replace(rng=state.rng) != state:
            varied = True
    return samples, varied


def _check_copies(
    game: AnyGame,
    state: Any,
    action: Any,
    legal: tuple[Any, ...],
    player: Any,
    where: _Where,
) -> None:
    """Property 9: every value met at this step pickles and copies to an equal one."""
    values: list[tuple[str, Any]] = [("state", state), ("action", action)]
    values += [("legal action", a) for a in legal[:4]]
    if player is CHANCE:
        values += [("chance outcome", o) for o, _ in game.chance_outcomes(state)[:4]]
    else:
        values += [
            (f"observation of player {p}", game.observe(state, p))
            for p in range(game.num_players(state))
        ]
    for what, value in values:
        try:
            copies = {
                "pickle": pickle.loads(pickle.dumps(value)),  # noqa: S301 - our own bytes
                "deepcopy": copy.deepcopy(value),
                "copy": copy.copy(value),
            }
        except Exception as error:  # noqa: BLE001 - any failure to copy is the finding
            raise where.fail(9, f"the {what} cannot be pickled or copied: {error!r}") from None
        for how, restored in copies.items():
            if restored != value or hash(restored) != hash(value):
                raise where.fail(9, f"the {what} after {how} is not equal to the original")


def _check_unpickled_play(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    """Property 9: an unpickled state plays each action as the original did."""
    for step, action in enumerate(actions):
        restored = pickle.loads(pickle.dumps(states[step]))  # noqa: S301 - our own bytes
        if game.apply(restored, action) != states[step + 1]:
            where = _Where(game, options, seed, tuple(actions[:step]))
            raise where.fail(9, f"an unpickled state plays {action!r} differently")


def _check_determinism(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    replay = Replay(game=game.name, seed=seed, options=options, actions=tuple(actions))
    where = _Where(game, options, seed, tuple(actions))
    again = list(replay.states({game.name: game}))
    for step, (a, b) in enumerate(zip(states, again, strict=True)):
        if a != b:
            raise where.fail(4, f"replaying the same seed and actions differs at step {step}")
    text = replay.to_json({game.name: game})
    back = Replay.from_json(text, {game.name: game})
    if back.actions != replay.actions or back.final_state({game.name: game}) != states[-1]:
        raise where.fail(4, "the replay does not round-trip through JSON")


def _check_outcomes_fix_the_game(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    """In explicit mode, another seed given the same outcomes gives the same game."""
    where = _Where(game, options, seed, tuple(actions))
    other = game.initial_state(seed=(seed + 1) % 2**64, **options)
    players = game.num_players(other)
    for step, action in enumerate(actions):
        for p in range(players):
            if game.observe(other, p) != game.observe(states[step], p):
                raise where.fail(
                    4,
                    f"with explicit chance, seed {seed + 1} and the same outcomes gives "
                    f"another observation for player {p} at step {step}",
                )
        other = game.apply(other, action)


def _check_whole_game(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    _check_determinism(game, options, seed, actions, states)
    _check_unpickled_play(game, options, seed, actions, states)
    if options.get("chance") == "explicit":
        _check_outcomes_fix_the_game(game, options, seed, actions, states)
    else:
        _check_automatic_is_explicit(game, options, seed, actions, states)
    if options.get("forced") != "explicit":
        _check_forced_is_shown(game, options, seed, actions, states)


def _check_forced_is_shown(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    """Forced decisions taken automatically are the shown ones taken one at a time."""
    where = _Where(game, options, seed, tuple(actions))
    shown = game.initial_state(seed=seed, **dict(options, forced="explicit"))
    for step, auto in enumerate(states):
        while True:
            player = game.current_player(shown)
            legal = game.legal_actions(shown)
            if player is None or player is CHANCE or len(legal) != 1:
                break
            shown = game.apply(shown, legal[0])
        if shown.replace(explicit_forced=False) != auto:
            raise where.fail(
                11,
                f"automatic forced decisions differ from the shown ones taken one at a time "
                f"at step {step}",
            )
        if step < len(actions):
            shown = game.apply(shown, actions[step])


def _check_automatic_is_explicit(
    game: AnyGame, options: dict[str, object], seed: int, actions: list[Any], states: list[Any]
) -> None:
    """Automatic chance is explicit chance fed the outcomes the generator draws."""
    where = _Where(game, options, seed, tuple(actions))
    rules = game.spec.rules
    shown = game.initial_state(seed=seed, **dict(options, chance="explicit"))
    rng = shown.rng
    for step, auto in enumerate(states):
        while rules.current_player(shown) is CHANCE:
            outcome, rng = rules.sample_outcome(shown, rng)
            shown = game.apply(shown, outcome)
        if shown.replace(rng=auto.rng, explicit_chance=False) != auto:
            raise where.fail(
                7,
                f"automatic chance differs from explicit chance fed the generator's "
                f"outcomes at step {step}",
            )
        if step < len(actions):
            shown = game.apply(shown, actions[step])
