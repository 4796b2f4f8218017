"""Golden OpenSpiel playthroughs: ``generate_playthrough`` of each game, kept as text.

A playthrough is OpenSpiel's whole record of one random game (seeded): the game's
type and info, then at every state each seat's observation and information state as
text and tensor, the legal actions, the chance outcomes and the returns. The files
under ``tests/adapters/playthroughs/`` pin all of it; ``test_playthroughs.py``
regenerates each and compares. After a deliberate change, regenerate them all with

    python -m tests.adapters.playthroughs

The three short games use their default options; Island Survival and the Miniature
Game are cut short (``max_turns``, ``max_rounds``) so that a file stays small.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent / "playthroughs"
SEED = 1
"""The seed of the random actions (and chance outcomes) of every playthrough."""

GAMES: dict[str, dict[str, object]] = {
    "jurassattack": {},
    "jurassattack_tiny": {"deck": "tiny"},
    "spino_chase": {},
    "brunch": {},
    "island_survival": {"players": 2, "max_turns": 2},
    "miniature": {"max_rounds": 1},
}
"""Each file's game (a name, or ``<game>_<deck>`` for a deck of one) and options."""


def game_string(key: str) -> str:
    """The pyspiel game string of a playthrough, e.g. ``dinorules_miniature(max_rounds=1)``."""
    import dinorules  # noqa: PLC0415
    from dinorules.adapters import openspiel  # noqa: PLC0415

    name = key if key in dinorules.GAMES else key.rsplit("_", 1)[0]
    openspiel.register(name)
    options = GAMES[key]
    given = ",".join(f"{option}={value}" for option, value in options.items())
    return openspiel.short_name(name) + (f"({given})" if given else "")


def generate(key: str) -> str:
    """The playthrough text of one entry of `GAMES`."""
    from open_spiel.python.algorithms import generate_playthrough  # noqa: PLC0415

    return generate_playthrough.playthrough(game_string(key), None, seed=SEED)


def path(key: str) -> Path:
    """Where the golden playthrough of ``key`` is kept."""
    return HERE / f"{key}.txt"


def main() -> None:
    """Regenerate every golden playthrough (or those named on the command line)."""
    for key in sys.argv[1:] or GAMES:
        path(key).write_text(generate(key), encoding="utf-8")
        print(f"wrote {path(key)}")


if __name__ == "__main__":
    main()
