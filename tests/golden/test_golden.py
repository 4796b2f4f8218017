"""Golden replays: every pinned game and main option set plays to the recorded final state.

The files are written by ``python -m tests.golden.regenerate`` (see that module); a
failure here means the rules, the random generator or the playout changed. If the
change is intended, regenerate and review the diff of ``tests/golden/*.json``.
"""

from __future__ import annotations

import json

import pytest

from dinorules import GAMES
from dinorules.kernel import Replay

from .regenerate import FOLDER, cases, digest, file_name, golden


@pytest.mark.parametrize(("name", "options"), cases(), ids=str)
def test_the_golden_replay_reaches_the_recorded_state(
    name: str, options: dict[str, object]
) -> None:
    path = FOLDER / file_name(name, options)
    assert path.is_file(), f"no golden file {path.name}: run python -m tests.golden.regenerate"
    record = json.loads(path.read_text("utf-8"))
    replay = Replay.from_json(json.dumps(record["replay"]), GAMES)
    assert replay.game == name and dict(replay.options) == options
    assert digest(replay.final_state(GAMES)) == record["final_state_sha256"], (
        f"{path.name}: the recorded actions now lead to another final state (rules changed?)"
    )
    again = golden(GAMES[name], options, seed=replay.seed)
    assert again == record, f"{path.name}: the playout from the seed changed (generator?)"


def test_every_golden_file_is_a_case() -> None:
    names = {file_name(name, options) for name, options in cases()}
    assert {path.name for path in FOLDER.glob("*.json")} == names
