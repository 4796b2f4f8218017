"""A Hypothesis `RuleBasedStateMachine` per game: play, then check invariants.

Subclass the machine a factory returns to add the game's own invariants::

    class BrunchMachine(game_machine(GAMES["brunch"])):
        @invariant()
        def tokens_conserved(self) -> None: ...
    TestBrunch = BrunchMachine.TestCase
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from dinorules.kernel import AnyGame, Compiled, to_json_value

from .strategies import seeds

__all__ = ["game_machine"]


def game_machine(  # noqa: C901 - one small method per rule and invariant
    game: AnyGame, *, options: Mapping[str, object] | None = None
) -> type[RuleBasedStateMachine]:
    """A state machine class that plays ``game`` one drawn legal action per step."""
    fixed_options = dict(options or {})

    class GameMachine(RuleBasedStateMachine):
        """Plays one game; checks purity, invariants and observations at each step."""

        def __init__(self) -> None:
            super().__init__()
            self.state: Any = None
            self.previous: Any = None
            self.previous_snapshot: Any = None

        @initialize(seed=seeds())
        def start(self, seed: int) -> None:
            self.state = game.initial_state(seed=seed, **fixed_options)

        @precondition(lambda self: self.state is not None and game.is_terminal(self.state))
        @rule(seed=seeds())
        def restart(self, seed: int) -> None:
            self.previous = None
            self.state = game.initial_state(seed=seed, **fixed_options)

        @precondition(lambda self: self.state is not None and not game.is_terminal(self.state))
        @rule(data=st.data())
        def play(self, data: st.DataObject) -> None:
            legal = game.legal_actions(self.state)
            action = data.draw(st.sampled_from(legal), label="action")
            self.previous, self.previous_snapshot = (
                self.state,
                to_json_value(self.state, opaque=(Compiled,)),
            )
            self.state = game.apply(self.state, action)

        @invariant()
        def input_unchanged(self) -> None:
            if self.previous is not None:
                assert to_json_value(self.previous, opaque=(Compiled,)) == self.previous_snapshot, (
                    "apply mutated"
                )

        @invariant()
        def game_invariants(self) -> None:
            if self.state is not None:
                assert game.invariants(self.state) == ()

        @invariant()
        def terminal_iff_no_actions(self) -> None:
            if self.state is not None:
                assert game.is_terminal(self.state) == (not game.legal_actions(self.state))

        @invariant()
        def observations_consistent(self) -> None:
            if self.state is None:
                return
            for player in range(game.num_players(self.state)):
                seen = game.observe(self.state, player)
                sample = game.sample_hidden(self.state, player, seed=player)
                assert game.observe(sample, player) == seen, f"player {player} sees a change"

    GameMachine.__name__ = f"{game.name.title().replace('_', '')}Machine"
    GameMachine.__qualname__ = GameMachine.__name__
    return GameMachine
