"""A slice of `fuzz_positions` per game: hostile position texts refused with PositionError."""

from __future__ import annotations

import pytest

from dinorules import GAMES
from dinorules.testing import fuzz_positions


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hostile_positions_are_refused_or_give_a_sound_state(name: str) -> None:
    game = GAMES[name]
    if game.spec.position is None:
        pytest.fail(f"{name} declares no position notation")
    report = fuzz_positions(game, texts=150, seed=11)
    assert report.ok, report.summary() + "\n" + "\n".join(report.examples)
