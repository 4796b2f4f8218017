"""Golden playthroughs: OpenSpiel's ``generate_playthrough`` of each game is unchanged.

Each file under ``tests/adapters/playthroughs/`` is regenerated from its game string
and seed and compared line by line; after a deliberate change, regenerate them with
``python -m tests.adapters.playthroughs`` (see that module).
"""

from __future__ import annotations

import pytest

from tests.adapters import playthroughs

pytest.importorskip("pyspiel")


@pytest.mark.parametrize("key", list(playthroughs.GAMES))
def test_the_playthrough_is_unchanged(key: str) -> None:
    kept = playthroughs.path(key).read_text(encoding="utf-8").splitlines()
    made = playthroughs.generate(key).splitlines()
    for number, (old, new) in enumerate(zip(kept, made, strict=False), start=1):
        assert new == old, (
            f"{playthroughs.path(key).name}:{number} differs (regenerate deliberately with "
            f"`python -m tests.adapters.playthroughs {key}`)"
        )
    assert len(made) == len(kept)


def test_the_playthroughs_show_information_states() -> None:
    text = playthroughs.path("jurassattack_tiny").read_text(encoding="utf-8")
    assert 'InformationStateString(0) = "seat 0; 1 entries, 0 own actions; history ' in text
    assert "InformationStateTensor(1)" in text
