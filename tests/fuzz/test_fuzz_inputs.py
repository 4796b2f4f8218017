"""A slice of `fuzz_inputs` per game: hostile replays, data files and states, refused cleanly."""

from __future__ import annotations

import pytest

from dinorules import GAMES, ReplayError
from dinorules.testing import fuzz_inputs
from dinorules.testing.hostile import MAX_MESSAGE, _Tally


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hostile_inputs_are_refused_with_short_rules_errors(name: str) -> None:
    report = fuzz_inputs(GAMES[name], inputs=40, seed=3)
    assert report.inputs >= 40
    assert report.ok, report.summary() + "\n" + "\n".join(report.examples)
    assert report.accepted > 0 and report.refused > 0


def test_the_oracle_counts_each_kind_of_problem() -> None:
    tally = _Tally()

    def refuse_at_length() -> bool:
        raise ReplayError("x" * (MAX_MESSAGE + 1))

    def escape() -> bool:
        raise KeyError("x")

    tally.run("long", refuse_at_length, ReplayError)
    tally.run("escape", escape, ReplayError)
    tally.run("wrongly accepted", lambda: True, ReplayError, refuse=True)
    tally.run("misbehaved", lambda: False, ReplayError)
    tally.run("fine", lambda: True, ReplayError)
    assert len(tally.problems) == 4 and tally.accepted == 1
    assert tally.problems[0].startswith("long: a 1001-character message")
