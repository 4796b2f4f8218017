"""``dinorules validate`` on hostile replays: bounded problem lists, the first illegal step
and the malformed actions after it."""

from __future__ import annotations

import json

from dinorules import GAMES
from dinorules.cli.validate_cmd import MAX_PROBLEMS, validate_replay

HEADER = {"format": "dinorules-replay", "version": 1, "game": "brunch", "options": {}, "seed": 1}
ILLEGAL = {"type": "Move", "at": [9, 9], "direction": "N"}


def test_validate_lists_at_most_max_problems() -> None:
    text = json.dumps({**HEADER, "actions": [{"type": "Nope"}] * (3 * MAX_PROBLEMS)})
    problems, summary = validate_replay(text, GAMES)
    assert not summary and len(problems) == MAX_PROBLEMS + 1
    assert problems[-1] == f"actions[{MAX_PROBLEMS}]: not checked, stopped after 50 problems"


def test_validate_replays_to_the_first_illegal_step_and_still_decodes_the_rest() -> None:
    text = json.dumps({**HEADER, "actions": [ILLEGAL] * 20_000 + [{"type": "Nope"}]})
    problems, _ = validate_replay(text, GAMES)
    assert len(problems) == 2 and problems[0].startswith("actions[0]: illegal at step 0")
    assert problems[1].startswith("actions[20000]")  # malformed, found after the illegal step


def test_validate_counts_a_field_after_the_actions() -> None:
    text = json.dumps({**HEADER, "actions": [], "comment": "x" * 500})
    problems, _ = validate_replay(text, GAMES)
    assert problems == ["comment: unexpected field"]
