"""The `Game` contract, exercised through the toy game Dice & Steal."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import attrs
import pytest

import dinorules
from dinorules import CHANCE, IllegalActionError, InvalidOptionError
from dinorules.kernel import Rng, play_out, random_playout
from dinorules.kernel.rules import TABLE_DRIVEN
from tests.toy.game import GAME, Card, Face, Play, Roll, Steal, ToyState


def _first_decision(seed: int = 1, **options: object) -> ToyState:
    state = GAME.initial_state(seed=seed, **options)
    assert GAME.current_player(state) == 0
    return state


def _finished(seed: int = 1, **options: object) -> ToyState:
    state = random_playout(GAME, seed=seed, **options).final_state
    assert GAME.is_terminal(state)
    return state


# --- Options ------------------------------------------------------------------------


def test_unknown_option_names_it_and_lists_the_known_ones() -> None:
    with pytest.raises(InvalidOptionError) as info:
        GAME.initial_state(seed=1, colour="red")
    message = str(info.value)
    assert "'colour'" in message
    assert "chance, forced, players, rounds" in message


def test_players_out_of_range_lists_allowed_values() -> None:
    with pytest.raises(InvalidOptionError, match=r"players=4.*allowed values: 2, 3"):
        GAME.initial_state(seed=1, players=4)


@pytest.mark.parametrize("players", [True, False, 2.0, "2", 1, 0, -2])
def test_players_of_the_wrong_kind_are_rejected(players: object) -> None:
    with pytest.raises(InvalidOptionError, match="players"):
        GAME.initial_state(seed=1, players=players)


def test_chance_mode_must_be_auto_or_explicit() -> None:
    with pytest.raises(InvalidOptionError, match=r"chance=.*'auto', 'explicit'"):
        GAME.initial_state(seed=1, chance="sometimes")


def test_game_option_checked_too() -> None:
    with pytest.raises(InvalidOptionError, match="rounds"):
        GAME.initial_state(seed=1, rounds=6)


@pytest.mark.parametrize("seed", [-1, 2**64, True, 1.0, "7", None])
def test_seed_out_of_range_is_rejected(seed: object) -> None:
    with pytest.raises(InvalidOptionError, match="seed"):
        GAME.initial_state(seed=seed)  # type: ignore[arg-type]


def test_seed_is_keyword_only() -> None:
    with pytest.raises(TypeError):
        GAME.initial_state(1)  # type: ignore[call-arg]


def test_defaults_and_valid_options() -> None:
    assert GAME.defaults == {"players": 2, "chance": "auto", "forced": "auto", "rounds": 3}
    state = GAME.initial_state(seed=2**64 - 1, players=3, rounds=5, chance="auto")
    assert state.players == 3 and state.rounds == 5
    assert GAME.num_players(state) == 3


# --- Chance ----------------------------------------------------------------------


@pytest.mark.rules("TY-1")
def test_explicit_chance_starts_at_the_deal() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    assert GAME.current_player(state) is CHANCE
    assert not GAME.is_terminal(state)
    outcomes = GAME.chance_outcomes(state)
    assert GAME.legal_actions(state) == tuple(outcome for outcome, _ in outcomes)
    assert dict(outcomes) == {
        Card(1): Fraction(5, 14),
        Card(2): Fraction(4, 14),
        Card(3): Fraction(3, 14),
        Card(4): Fraction(2, 14),
    }


@pytest.mark.rules("TY-3")
def test_explicit_roll_is_forced() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    while GAME.current_player(state) is CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    rolled = GAME.apply(state, Roll())
    assert GAME.current_player(rolled) is CHANCE
    assert GAME.legal_actions(rolled) == tuple(Face(p) for p in range(1, 7))
    assert {p for _, p in GAME.chance_outcomes(rolled)} == {Fraction(1, 6)}
    after = GAME.apply(rolled, Face(5))
    assert after.scores[0] == 5
    assert GAME.current_player(after) == 1


def test_chance_outcomes_empty_at_a_decision() -> None:
    assert GAME.chance_outcomes(_first_decision()) == ()


def test_an_outcome_that_is_not_offered_is_illegal() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    for bad in (Face(3), Roll(), Card(9)):
        with pytest.raises(IllegalActionError, match="not an outcome"):
            GAME.apply(state, bad)


def _play_explicit(seed: int, choices: int, steps: int) -> list[ToyState]:
    """An explicit-chance game whose every choice (outcomes too) comes from ``choices``."""
    state = GAME.initial_state(seed=seed, chance="explicit", players=3)
    chooser = Rng.from_seed(choices)
    states = [state]
    for _ in range(steps):
        if GAME.is_terminal(state):
            break
        action, chooser = chooser.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize("choices", [0, 1, 2])
def test_explicit_chance_makes_the_seed_irrelevant(choices: int) -> None:
    first = _play_explicit(seed=11, choices=choices, steps=200)
    second = _play_explicit(seed=987654321, choices=choices, steps=200)
    assert len(first) == len(second)
    assert GAME.is_terminal(first[-1])
    for a, b in zip(first, second, strict=True):
        assert GAME.current_player(a) == GAME.current_player(b)
        for player in range(3):
            assert GAME.observe(a, player) == GAME.observe(b, player)
        assert a.replace(rng=b.rng) == b


@pytest.mark.parametrize("seed", range(8))
def test_auto_mode_never_shows_chance(seed: int) -> None:
    state = GAME.initial_state(seed=seed, players=3)
    chooser = Rng.from_seed(seed + 100)
    while not GAME.is_terminal(state):
        assert GAME.current_player(state) is not CHANCE
        assert GAME.chance_outcomes(state) == ()
        action, chooser = chooser.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
    assert GAME.current_player(state) is None


def test_same_seed_same_actions_same_states() -> None:
    one = random_playout(GAME, seed=5, players=3)
    two = random_playout(GAME, seed=5, players=3)
    assert one == two
    state = GAME.initial_state(seed=5, players=3)
    for action in one.actions:
        state = GAME.apply(state, action)
    assert state == one.final_state


# --- Legality ------------------------------------------------------------------------


@pytest.mark.rules("TY-4")
def test_illegal_play_names_the_rule_and_leaves_the_state_unchanged() -> None:
    state = _first_decision(seed=1)
    missing = next(card for card in (1, 2, 3, 4) if card not in state.hands[0])
    before_hash = hash(state)
    with pytest.raises(IllegalActionError, match="TY-4") as info:
        GAME.apply(state, Play(missing))
    assert f"play {missing}" in str(info.value)
    assert state == _first_decision(seed=1)
    assert hash(state) == before_hash
    assert GAME.legal_actions(state) == GAME.legal_actions(_first_decision(seed=1))


@pytest.mark.rules("TY-5")
def test_stealing_from_yourself_is_illegal() -> None:
    state = _first_decision(seed=2)
    with pytest.raises(IllegalActionError, match="TY-5"):
        GAME.apply(state, Steal(0))
    assert state == _first_decision(seed=2)


@pytest.mark.rules("TY-2")
def test_a_chance_outcome_is_not_a_decision() -> None:
    state = _first_decision(seed=3)
    with pytest.raises(IllegalActionError, match="TY-2"):
        GAME.apply(state, Face(6))


def test_illegal_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        GAME.apply(_first_decision(seed=1), Steal(7))


def test_every_listed_action_applies_and_input_is_unchanged() -> None:
    state = _first_decision(seed=4, players=3)
    for action in GAME.legal_actions(state):
        after = GAME.apply(state, action)
        assert after != state
    assert state == _first_decision(seed=4, players=3)


@pytest.mark.rules("TY-2")
def test_legal_actions_order() -> None:
    state = _first_decision(seed=1)
    legal = GAME.legal_actions(state)
    plays = tuple(Play(card) for card in sorted(set(state.hands[0])))
    assert legal == (Roll(), *plays, Steal(1))


@pytest.mark.parametrize("action", [Roll(), Play(1), Steal(0), Face(1)])
def test_applying_after_the_end_is_illegal(action: Any) -> None:
    final = _finished(seed=6)
    assert GAME.legal_actions(final) == ()
    assert GAME.current_player(final) is None
    with pytest.raises(IllegalActionError, match="over"):
        GAME.apply(final, action)
    assert final == _finished(seed=6)


# --- Winners, observations, samples ------------------------------------------------


def test_winners_empty_before_the_end() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    assert GAME.winners(state) == frozenset()
    playout = random_playout(GAME, seed=1, players=3, max_decisions=4)
    assert not GAME.is_terminal(playout.final_state)
    assert GAME.winners(playout.final_state) == frozenset()


@pytest.mark.rules("TY-6")
@pytest.mark.parametrize("seed", range(6))
def test_winners_have_the_top_score(seed: int) -> None:
    final = _finished(seed=seed, players=3)
    winners = GAME.winners(final)
    best = max(final.scores)
    assert winners
    assert winners == {p for p in range(3) if final.scores[p] == best}


@pytest.mark.parametrize("player", [2, -1, True, 1.0, "0", None])
def test_observe_a_missing_player_is_an_option_error(player: object) -> None:
    state = _first_decision()
    with pytest.raises(InvalidOptionError, match="player"):
        GAME.observe(state, player)  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match="player"):
        GAME.sample_hidden(state, player, seed=1)  # type: ignore[arg-type]


@pytest.mark.rules("TY-7")
def test_observation_hides_the_rival_hand_and_the_generator() -> None:
    state = _first_decision(seed=1)
    other = state.replace(
        rng=Rng(12345), hands=state.hands.set(1, state.hands[1].union(state.deck))
    )
    seen = GAME.observe(state, 0)
    assert seen.hand == state.hands[0]
    assert hash(seen) == hash(GAME.observe(state, 0))
    assert not any(isinstance(v, Rng) for v in _fields(seen))
    assert GAME.observe(state.replace(rng=Rng(5)), 0) == seen
    assert GAME.observe(other, 0) != seen  # hand size of player 1 is public


def _fields(obj: Any) -> list[Any]:
    return [getattr(obj, field.name) for field in attrs.fields(type(obj))]


@pytest.mark.parametrize("seed", range(4))
def test_sample_hidden_keeps_the_observation(seed: int) -> None:
    playout = random_playout(GAME, seed=seed, players=3, max_decisions=2)
    state = playout.final_state
    for player in range(3):
        for k in range(5):
            sampled = GAME.sample_hidden(state, player, seed=k)
            assert GAME.observe(sampled, player) == GAME.observe(state, player)
            assert sampled.rng != state.rng
            assert not GAME.invariants(sampled)
            assert type(sampled) is ToyState


def test_sample_hidden_varies_what_is_hidden() -> None:
    state = _first_decision(seed=1, players=3)
    samples = {GAME.sample_hidden(state, 0, seed=k) for k in range(12)}
    hidden = {(s.hands[1], s.hands[2], s.deck) for s in samples}
    assert len(hidden) > 1
    assert {s.hands[0] for s in samples} == {state.hands[0]}
    assert len({s.rng for s in samples}) == 12


def test_sample_hidden_is_deterministic_and_rejects_bad_seeds() -> None:
    state = _first_decision(seed=1, players=3)
    assert GAME.sample_hidden(state, 1, seed=3) == GAME.sample_hidden(state, 1, seed=3)
    with pytest.raises(InvalidOptionError, match="seed"):
        GAME.sample_hidden(state, 1, seed=-1)


def test_chance_repr_and_game_metadata() -> None:
    assert repr(dinorules.CHANCE) == "dinorules.CHANCE"
    assert GAME.name == "toy"
    assert (GAME.min_players, GAME.max_players) == (2, 3)
    assert GAME.hidden_information is True
    assert GAME.max_game_length(players=3, rounds=5) == 15


@pytest.mark.parametrize("seed", range(6))
def test_explicit_chance_with_the_generators_outcomes_is_the_automatic_game(seed: int) -> None:
    """Automatic chance is explicit chance whose outcomes come from the state's Rng."""
    auto = GAME.initial_state(seed=seed, players=3)
    explicit = GAME.initial_state(seed=seed, players=3, chance="explicit")
    rng = explicit.rng
    chooser = Rng.from_seed(seed + 100)
    while not GAME.is_terminal(auto):
        while GAME.current_player(explicit) is CHANCE:
            outcome, rng = GAME.spec.rules.chance_node(explicit).sample(rng)
            explicit = GAME.apply(explicit, outcome)
        for player in range(3):
            assert GAME.observe(explicit, player) == GAME.observe(auto, player)
        action, chooser = chooser.choice(GAME.legal_actions(auto))
        auto, explicit = GAME.apply(auto, action), GAME.apply(explicit, action)
    while GAME.current_player(explicit) is CHANCE:
        outcome, rng = GAME.spec.rules.chance_node(explicit).sample(rng)
        explicit = GAME.apply(explicit, outcome)
    assert GAME.is_terminal(explicit)
    assert GAME.winners(explicit) == GAME.winners(auto)
    assert explicit.replace(rng=auto.rng, explicit_chance=False) == auto


@pytest.mark.parametrize("method", sorted(TABLE_DRIVEN))
def test_rules_that_override_what_the_table_answers_are_refused(method: str) -> None:
    """The decision table is the one path: a rules class may not answer around it."""
    rules_class = type(GAME.spec.rules)
    overriding = type("Overriding", (rules_class,), {method: lambda self, *args: None})
    with pytest.raises(TypeError, match=f"overrides {method}.*change the table"):
        dinorules.Game(attrs.evolve(GAME.spec, rules=overriding()))


@pytest.mark.parametrize("seed", range(4))
def test_play_out_chooses_each_decision_as_rng_choice_would(seed: int) -> None:
    state = _first_decision(seed=seed, players=3)
    final, after = play_out(GAME, state, Rng.from_seed(seed))
    rng = Rng.from_seed(seed)
    while legal := GAME.legal_actions(state):
        action, rng = rng.choice(legal)
        state = GAME.apply(state, action)
    assert (final, after) == (state, rng)
