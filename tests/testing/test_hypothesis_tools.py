"""The shipped Hypothesis tools: strategies and the state machine factory."""

from __future__ import annotations

from hypothesis import find, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant

from dinorules import IllegalActionError, Replay
from dinorules.testing import action_sequences, game_machine, illegal_actions, reachable_states
from tests.toy.game import GAME

TOY = {"toy": GAME}


@given(replay=action_sequences(GAME, options={"players": 3}))
def test_action_sequences_are_legal_replays(replay: Replay) -> None:
    assert replay.game == "toy"
    final = replay.final_state(TOY)  # raises ReplayError if any step were illegal
    assert len(replay.actions) <= GAME.max_game_length(players=3) * 4
    assert Replay.from_json(replay.to_json(TOY), TOY).final_state(TOY) == final


@given(replay=action_sequences(GAME, options={"chance": "explicit"}))
def test_explicit_sequences_include_chance_outcomes(replay: Replay) -> None:
    assert replay.final_state(TOY) is not None


def test_sequences_shrink_to_short_games() -> None:
    shortest = find(
        action_sequences(GAME, seed=3),
        lambda replay: GAME.is_terminal(replay.final_state(TOY)),
        settings=settings(max_examples=500, database=None),
    )
    assert len(shortest.actions) == GAME.max_game_length()


@given(data=st.data())
def test_illegal_actions_are_rejected(data: st.DataObject) -> None:
    state = data.draw(reachable_states(GAME))
    if GAME.is_terminal(state):
        return
    action = data.draw(illegal_actions(state, game=GAME))
    assert action not in GAME.legal_actions(state)
    try:
        GAME.apply(state, action)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was accepted")


class ToyMachine(game_machine(GAME, options={"players": 3})):  # type: ignore[misc]
    @invariant()
    def scores_never_decrease_below_zero(self) -> None:
        if self.state is not None:
            assert min(self.state.scores) >= 0


TestToyMachine = ToyMachine.TestCase
