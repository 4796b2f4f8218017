"""OpenSpiel's algorithms run on our games: CFR, exploitability, IS-MCTS and MCTS.

CFR and ``exploitability`` enumerate the whole game tree, so they run on the tiny
configurations (JurassAttack! with the bundled ``tiny`` and ``tiny_egg`` decks, a few
hundred histories each); the property checked is that exploitability falls as CFR
iterates, never a time. The bots play whole games with their default settings
(IS-MCTS keyed by information-state strings) on a tiny and a default configuration.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python import policy  # noqa: E402
from open_spiel.python.algorithms import cfr, exploitability, ismcts, mcts  # noqa: E402

from dinorules.adapters import openspiel  # noqa: E402

TINY = ["tiny", "tiny_egg"]


@pytest.mark.parametrize("deck", TINY)
def test_cfr_lowers_exploitability_on_a_tiny_deck(deck: str) -> None:
    game = openspiel.load("jurassattack", deck=deck)
    solver = cfr.CFRSolver(game)
    curve = []
    for _ in range(4):
        solver.evaluate_and_update_policy()
        curve.append(exploitability.exploitability(game, solver.average_policy()))
    assert curve[0] > 0.0
    assert curve[-1] < curve[0] / 2  # falls: 0.5 -> 0.19 and 0.8 -> 0.2 here
    assert all(later <= earlier + 1e-9 for earlier, later in itertools.pairwise(curve))


def test_the_uniform_policy_of_a_tiny_deck_is_exploitable_and_nash_conv_agrees() -> None:
    game = openspiel.load("jurassattack", deck="tiny")
    uniform = policy.UniformRandomPolicy(game)
    value = exploitability.exploitability(game, uniform)
    assert value > 0.0
    assert exploitability.nash_conv(game, uniform) == pytest.approx(2 * value)


def _play(game: Any, bots: list[Any], seed: int) -> Any:
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=weights)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state


CONFIGURATIONS = [
    ("jurassattack", {"deck": "tiny"}),
    ("jurassattack", {}),
    ("spino_chase", {"max_rounds": 1}),
]


@pytest.mark.parametrize(("name", "options"), CONFIGURATIONS, ids=str)
def test_is_mcts_with_its_defaults_plays_whole_games(name: str, options: dict[str, Any]) -> None:
    game = openspiel.load(name, **options)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bots = [
        ismcts.ISMCTSBot(game, evaluator, 2.0, 8, random_state=np.random.RandomState(seat))
        for seat in range(game.num_players())
    ]
    final = _play(game, bots, seed=3)
    assert sum(final.returns()) == 0.0


@pytest.mark.parametrize(("name", "options"), CONFIGURATIONS, ids=str)
def test_mcts_plays_whole_games(name: str, options: dict[str, Any]) -> None:
    game = openspiel.load(name, **options)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bots = [
        mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=np.random.RandomState(seat))
        for seat in range(game.num_players())
    ]
    final = _play(game, bots, seed=4)
    assert sum(final.returns()) == 0.0
