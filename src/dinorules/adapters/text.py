"""The text the adapters show: one place, so a better renderer plugs in here alone."""

from __future__ import annotations

import importlib
from typing import Any

from dinorules.cli.render import render_observation, render_state
from dinorules.kernel import AnyGame

__all__ = ["observation_text", "require", "state_text"]


def observation_text(game: AnyGame, state: Any, player: int) -> str:
    """What ``player`` sees of ``state``, as text (built from `Game.observe` only)."""
    return render_observation(game, game.observe(state, player), player)


def state_text(game: AnyGame, state: Any) -> str:
    """The whole state as text, hidden parts included (for debugging, never for a seat)."""
    return f"{game.name}\n{render_state(game, state)}"


def require(module: str, extra: str) -> Any:
    """Import ``module``, or fail with an `ImportError` naming the extra that installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise ImportError(
            f"{module} is needed here: install it with `pip install dinorules[{extra}]`"
        ) from error
