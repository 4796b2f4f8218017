"""The conformance harness on every variant and player count, and state machines.

The machines check the conservation laws through what a player observes (28 or 56
tokens always accounted for: meadow + piles + Hideouts + box; every figure on the
meadow, in a reserve or in the charger's hands), besides the game's own invariants.
"""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest
from hypothesis.stateful import invariant

from dinorules.brunch import GAME
from dinorules.kernel import random_playout
from dinorules.testing import check_game, game_machine

OPTION_SETS = [
    pytest.param({}, range(4), id="brunch"),
    pytest.param({"layout": "turned"}, range(2), id="brunch-turned"),
    pytest.param(
        {"layout": [[0, 0, 0], [3, 0, 1], [6, 0, 2], [6, 3, 3]]}, range(2), id="brunch-user"
    ),
    pytest.param({"variant": "snack"}, range(4), id="snack"),
    pytest.param({"variant": "snack", "layout": "t_shape"}, range(2), id="snack-t"),
    pytest.param({"variant": "team", "players": 2}, range(2), id="team-2"),
    pytest.param({"variant": "team", "players": 3}, range(1), id="team-3"),
    pytest.param({"variant": "team", "players": 4}, range(2), id="team-4"),
    pytest.param({"variant": "team", "players": 4, "layout": "ring"}, range(1), id="team-ring"),
]


@pytest.mark.rules("BR-R24", "BR-R25", "BR-R13")
@pytest.mark.parametrize(("options", "seeds"), OPTION_SETS)
def test_the_conformance_harness_passes(options: dict[str, Any], seeds: range) -> None:
    report = check_game(GAME, seeds=seeds, options=options)
    assert report.games == 2 * len(seeds)
    assert report.hidden_varied


TOTAL_TOKENS = {"brunch": 28, "snack": 28, "team": 56}
FIGURES = {
    "brunch": {"blue triceratops": 5, "orange triceratops": 5, "raptor": 1},
    "snack": {"blue diplo": 5, "yellow diplo": 5, "t-rex": 2},
    "team": {
        "blue diplo": 5,
        "yellow diplo": 5,
        "blue triceratops": 5,
        "yellow triceratops": 5,
        "raptor": 1,
        "t-rex": 2,
    },
}


def conserved(state: Any) -> None:
    """Tokens and figures are all accounted for, as player 0 sees them."""
    seen = GAME.observe(state, 0)
    tokens = seen.face_down_on_meadow + seen.box_unknown + len(seen.box) + len(seen.discard)
    tokens += sum(len(view.tokens) + len(view.face_up) for view in seen.piles)
    if seen.decision == "choose who receives the Flower":
        tokens += 1  # the Flower on its way
    assert tokens == TOTAL_TOKENS[seen.variant]
    for figure, total in FIGURES[seen.variant].items():
        count = seen.reserve.count(figure)
        count += sum(1 for name in seen.board if name.startswith(figure))
        if seen.decision.startswith("place the") and figure in seen.decision:
            count += 0 if "newborn" in seen.decision else 1
        assert count == total, (figure, seen.board, seen.reserve, seen.decision)


class BrunchMachine(game_machine(GAME)):  # type: ignore[misc]
    @invariant()
    def tokens_and_figures_conserved(self) -> None:
        if self.state is not None:
            conserved(self.state)


class SnackMachine(game_machine(GAME, options={"variant": "snack"})):  # type: ignore[misc]
    @invariant()
    def tokens_and_figures_conserved(self) -> None:
        if self.state is not None:
            conserved(self.state)


class TeamMachine(game_machine(GAME, options={"variant": "team", "players": 4})):  # type: ignore[misc]
    @invariant()
    def tokens_and_figures_conserved(self) -> None:
        if self.state is not None:
            conserved(self.state)


TestBrunchMachine = pytest.mark.rules("BR-R24", "BR-3.2", "BR-3.4")(BrunchMachine.TestCase)
TestSnackMachine = pytest.mark.rules("BR-R24", "BR-19.1")(SnackMachine.TestCase)
TestTeamMachine = pytest.mark.rules("BR-R24", "BR-14.2", "BR-14.4")(TeamMachine.TestCase)


@pytest.mark.parametrize("options", [{}, {"variant": "team", "players": 3, "layout": "ring"}])
def test_states_pickle_and_copy_for_parallel_search(options: dict[str, Any]) -> None:
    state = random_playout(GAME, seed=1, max_decisions=40, **options).final_state
    again = pickle.loads(pickle.dumps(state))
    assert again == state and copy.deepcopy(state) == state
    assert GAME.legal_actions(again) == GAME.legal_actions(state)
    assert GAME.observe(again, 0) == GAME.observe(state, 0)
