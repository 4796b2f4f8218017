"""Write the golden replays (``tests/golden/*.json``); run it deliberately, then review the diff.

    .venv/bin/python -m tests.golden.regenerate

Each file pins one game and main option set (`dinorules.testing.fuzz.option_sets`): the
seed, the actions of the random playout from that seed, and the SHA-256 of the final
state (`digest`). ``test_golden.py`` replays them in ``make test``, so a change of the
rules, of the random generator or of the playout's choices fails until a developer
regenerates them and the diff shows what changed. The Miniature Game is left out until
its rules settle.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from dinorules import GAMES
from dinorules.kernel import AnyGame, Replay, random_playout, to_json_value
from dinorules.testing.fuzz import option_sets

FOLDER = Path(__file__).parent
PINNED = ("brunch", "island_survival", "jurassattack", "spino_chase")
"""The games with golden replays (the Miniature Game is not pinned yet)."""
SEED = 20_240_601


def digest(state: Any) -> str:
    """SHA-256 of the state's canonical JSON (compiled tables appear as their sources)."""
    text = json.dumps(to_json_value(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def file_name(game: str, options: dict[str, object]) -> str:
    """``brunch.json``, ``brunch-variant-team.json``, ``spino_chase-players-3.json``..."""
    parts = [game, *(f"{key}-{value}" for key, value in sorted(options.items()))]
    return "-".join(parts) + ".json"


def golden(game: AnyGame, options: dict[str, object], seed: int = SEED) -> dict[str, Any]:
    """The golden record of one game and option set."""
    playout = random_playout(game, seed=seed, **options)
    replay = Replay(game=game.name, seed=seed, options=options, actions=playout.actions)
    return {
        "replay": json.loads(replay.to_json(GAMES)),
        "decisions": playout.decisions,
        "final_state_sha256": digest(playout.final_state),
    }


def cases() -> list[tuple[str, dict[str, object]]]:
    """Every pinned game with each of its main option sets."""
    return [(name, options) for name in PINNED for options in option_sets(GAMES[name])]


def main() -> None:
    """Write every golden file."""
    for name, options in cases():
        path = FOLDER / file_name(name, options)
        record = golden(GAMES[name], options)
        path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {len(record['replay']['actions'])} actions")


if __name__ == "__main__":
    main()
