"""The shipped strategies reach whole games, and shrink towards short prefixes."""

from __future__ import annotations

import random
import statistics

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings

import dinorules
from dinorules import Replay
from dinorules.kernel import AnyGame
from dinorules.testing import action_sequences

EXAMPLES = 40
"""Draws per game: enough for a stable median, few enough to stay fast."""


def mean_length(game: AnyGame, playouts: int = 5) -> float:
    """The mean number of actions of uniformly random games from seeds 0, 1, ..."""
    lengths = []
    for seed in range(playouts):
        chooser = random.Random(seed)
        state, length = game.initial_state(seed=seed), 0
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            state = game.apply(state, legal[chooser.randrange(len(legal))], check=False)
            length += 1
        lengths.append(length)
    return statistics.mean(lengths)


def drawn_depths(game: AnyGame, mean: float) -> list[float]:
    """The lengths of `EXAMPLES` sequences, drawn the same way on every run.

    A sequence that plays its game to the end counts as reaching the late game (at
    least ``mean`` deep), however soon that game ended (a Miniature Game won early).
    """
    depths: list[float] = []

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        database=None,
        phases=[Phase.generate],
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(replay=action_sequences(game))
    def record(replay: Replay) -> None:
        depth = len(replay.actions)
        ended = depth < mean and game.is_terminal(replay.final_state())
        depths.append(max(depth, mean) if ended else depth)

    record()
    return depths


@pytest.mark.parametrize("name", sorted(dinorules.GAMES))
def test_the_median_drawn_depth_is_at_least_a_third_of_a_game(name: str) -> None:
    game = dinorules.GAMES[name]
    mean = mean_length(game)
    depths = drawn_depths(game, mean)
    assert statistics.median(depths) >= mean / 3, (sorted(depths), mean)
    assert max(depths) >= mean / 2  # some draws reach the late game


def test_sequences_shrink_to_the_shortest_prefix() -> None:
    game = dinorules.GAMES["jurassattack"]
    shortest = find(
        action_sequences(game, seed=5),
        lambda replay: len(replay.actions) >= 10,
        settings=settings(max_examples=50, database=None, derandomize=True),
    )
    assert len(shortest.actions) == 10
