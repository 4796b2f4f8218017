"""The games and option sets the interop tests run on: every game and player count."""

from __future__ import annotations

from typing import Any

import dinorules

SHORT = {
    "spino_chase": {"max_rounds": 3},
    "island_survival": {"max_turns": 6},
    "miniature": {"max_rounds": 2},
}
"""Length options that keep the external suites' long games short (a cut-short game
has no winner: it still ends, with returns of zero)."""


def _player_counts(name: str) -> list[dict[str, Any]]:
    if name == "brunch":
        return [
            {"variant": "brunch"},
            {"variant": "snack"},
            *({"variant": "team", "players": n} for n in (2, 3, 4)),
        ]
    if name == "miniature":
        return [
            {"scenario": "skirmish"},
            {"scenario": "supply_run"},
            *({"scenario": "free_for_all", "players": n} for n in (3, 4)),
        ]
    game = dinorules.GAMES[name]
    return [{"players": n} for n in range(game.min_players, game.max_players + 1)]


INTEROP_GAMES = tuple(name for name, game in dinorules.GAMES.items() if game.spec.interop)
"""Every registered game that declares a fixed action space."""

CASES = [
    (name, {**options, **SHORT.get(name, {})})
    for name in INTEROP_GAMES
    for options in _player_counts(name)
]
"""(game name, options) for every game and player count, long games shortened."""


def case_id(case: tuple[str, dict[str, Any]]) -> str:
    """A readable pytest id: ``brunch-variant=team-players=3``."""
    name, options = case
    return "-".join([name, *(f"{k}={v}" for k, v in options.items())])
