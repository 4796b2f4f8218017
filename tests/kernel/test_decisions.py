"""The decision machine: a `Decisions` table drives the rules, and one forced-decision policy.

Countdown, a game made for these tests: a pile of ``n`` sticks; the player to move
takes 1 or 2 (2 only while at least 2 are left); whoever takes the last stick wins.
With one stick left, taking it is the only option: a forced decision.
"""

from __future__ import annotations

import copy
import json
import pickle
from operator import attrgetter

import pytest

from dinorules.kernel import (
    Decisions,
    Game,
    GameSpec,
    GameState,
    Option,
    Options,
    PhaseEnum,
    Rng,
    Rules,
    Value,
    to_json_value,
    value,
)


class Phase(PhaseEnum):
    TAKE = "take sticks"
    OVER = "no stick left"


@value
class Take(Value):
    sticks: int


@value
class Pile(GameState):
    phase: Phase
    sticks: int
    turn: int
    last: int


def take_options(state: Pile) -> tuple[Take, ...]:
    return tuple(Take(k) for k in (1, 2) if k <= state.sticks)


def take(state: Pile, action: Take) -> Pile:
    left = state.sticks - action.sticks
    return state.replace(
        sticks=left,
        last=state.turn,
        turn=1 - state.turn,
        phase=Phase.TAKE if left else Phase.OVER,
    )


class CountdownRules(Rules[Pile, Take, int]):
    decisions = Decisions(
        phase=attrgetter("phase"),
        seat=attrgetter("turn"),
        options={Phase.TAKE: take_options},
        effects={Take: take},
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> Pile:
        return Pile(
            rng=rng,
            explicit_chance=explicit_chance,
            phase=Phase.TAKE,
            sticks=int(options["sticks"]),
            turn=0,
            last=-1,
        )

    def num_players(self, state: Pile) -> int:
        return 2

    def winners(self, state: Pile) -> frozenset[int]:
        return frozenset({state.last})

    def observe(self, state: Pile, player: int) -> int:
        return state.sticks


COUNTDOWN = Game(
    GameSpec(
        name="countdown",
        title="Countdown",
        rules=CountdownRules(),
        min_players=2,
        max_players=2,
        default_players=2,
        options=(Option("sticks", 3, "sticks in the pile", allowed=(1, 2, 3, 4, 5)),),
        hidden_information=False,
        max_game_length=lambda options: int(options["sticks"]),
        action_types=(Take,),
    )
)


def test_the_table_gives_current_player_legal_actions_and_effects() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    assert COUNTDOWN.current_player(state) == 0
    assert COUNTDOWN.legal_actions(state) == (Take(1), Take(2))
    after = COUNTDOWN.apply(state, Take(1))
    assert (after.sticks, COUNTDOWN.current_player(after)) == (2, 1)
    assert COUNTDOWN.legal_actions(after) == (Take(1), Take(2))


def test_a_single_option_decision_is_taken_by_the_kernel() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    after = COUNTDOWN.apply(state, Take(2))  # one stick left: player 1 must take it
    assert COUNTDOWN.is_terminal(after)
    assert COUNTDOWN.winners(after) == frozenset({1})


def test_forced_explicit_shows_the_single_option_decision() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3, forced="explicit")
    after = COUNTDOWN.apply(state, Take(2))
    assert COUNTDOWN.current_player(after) == 1
    assert COUNTDOWN.legal_actions(after) == (Take(1),)
    assert COUNTDOWN.winners(COUNTDOWN.apply(after, Take(1))) == frozenset({1})


def test_a_game_that_starts_forced_is_settled_at_set_up() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=1)
    assert COUNTDOWN.is_terminal(state)
    assert COUNTDOWN.winners(state) == frozenset({0})


def test_forced_is_validated_like_every_option() -> None:
    with pytest.raises(ValueError, match="forced"):
        COUNTDOWN.initial_state(seed=1, forced="sometimes")


def test_the_kept_legal_actions_are_a_cache_outside_equality_and_json() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    assert state.cached_legal == (Take(1), Take(2))
    fresh = CountdownRules().setup(COUNTDOWN.resolve_options(sticks=3), state.rng, False)
    assert fresh.cached_legal is None
    assert fresh == state and hash(fresh) == hash(state)
    assert "cached_legal" not in json.dumps(to_json_value(state))


def test_replace_drops_the_kept_legal_actions() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    changed = state.replace(sticks=1)
    assert changed.cached_legal is None
    assert COUNTDOWN.legal_actions(changed) == (Take(1),)


def test_a_checked_apply_refuses_what_the_kept_actions_lack() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    with pytest.raises(ValueError, match="illegal"):
        COUNTDOWN.apply(state, Take(3))


def test_states_with_kept_actions_pickle_and_copy() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    for restored in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), copy.copy(state)):
        assert restored == state
        assert COUNTDOWN.apply(restored, Take(1)) == COUNTDOWN.apply(state, Take(1))


def test_an_action_of_another_game_is_a_type_error_in_unchecked_apply() -> None:
    state = COUNTDOWN.initial_state(seed=1, sticks=3)
    with pytest.raises(TypeError, match="not an action of this game"):
        COUNTDOWN.apply(state, "take", check=False)  # type: ignore[arg-type]


def test_a_phase_declared_twice_is_refused() -> None:
    with pytest.raises(TypeError, match="declared twice"):
        Decisions(
            phase=attrgetter("phase"),
            seat=attrgetter("turn"),
            options={Phase.TAKE: take_options},
            effects={Take: take},
            over=Phase.TAKE,
        )


def test_rules_without_a_table_say_so() -> None:
    class Bare(Rules[Pile, Take, int]):
        setup = CountdownRules.setup
        num_players = CountdownRules.num_players
        winners = CountdownRules.winners
        observe = CountdownRules.observe

    with pytest.raises(TypeError, match=r"abstract.*decisions"):
        Bare()  # type: ignore[abstract]


def test_games_pickle_by_their_registered_name() -> None:
    from dinorules import GAMES  # noqa: PLC0415

    for name in GAMES:
        assert pickle.loads(pickle.dumps(GAMES[name])) is GAMES[name]
