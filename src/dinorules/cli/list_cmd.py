"""``dinorules list``: every game with its player counts and options."""

from __future__ import annotations

import sys

from .common import UsageError, load_game

__all__ = ["run_list"]


def run_list() -> int:
    """Print each registered game; a game that fails to load is reported on stderr."""
    from dinorules import GAMES  # noqa: PLC0415 - keeps `dinorules --help` fast

    if not GAMES:
        print("no games installed")
    status = 0
    for name in GAMES:
        try:
            game = load_game(name)
        except UsageError as error:
            print(f"dinorules: {error}", file=sys.stderr)
            status = 1
            continue
        hidden = "hidden information" if game.hidden_information else "perfect information"
        print(
            f"{name}  {game.title}  players {game.min_players}-{game.max_players} "
            f"(default {game.defaults['players']}), {hidden}"
        )
        for option in game.declared_options:
            allowed = f" [{option.describe_allowed()}]" if option.allowed is not None else ""
            print(f"    --option {option.name}={option.default!r}  {option.help}{allowed}")
    return status
