"""Gymnasium spaces for a game's tensor and mask (for the PettingZoo and Gymnasium adapters)."""

from __future__ import annotations

from typing import Any

from dinorules.kernel import AnyGame

from .position import Position
from .text import require

np = require("numpy", "gymnasium")
spaces = require("gymnasium.spaces", "gymnasium")

__all__ = ["HIGH", "observation", "observation_space"]

HIGH = float(2**24)
"""The Box bound of a tensor entry: every count, round or turn in a game is far below it
(and float32 represents every integer up to it exactly); the lowest entry is -1 (unseen)."""


def observation_space(game: AnyGame, **options: object) -> Any:
    """``Dict(observation=Box(size), action_mask=Box(0, 1, actions, int8))``."""
    tables = game.tables_for(**options)
    return spaces.Dict(
        {
            "observation": spaces.Box(-1.0, HIGH, shape=(tables.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(len(tables.actions),), dtype=np.int8),
        }
    )


def observation(position: Position, player: int, acting: bool) -> dict[str, Any]:
    """``player``'s tensor, and the legal-action mask when ``player`` is to act (else zeros)."""
    tables = position.tables
    mask = np.zeros(len(tables.actions), np.int8)
    if acting:
        mask[position.legal_indices] = 1
    tensor = np.empty(tables.size, np.float32)
    position.game.observation_tensor(position.state, player, out=tensor)
    return {"observation": tensor, "action_mask": mask}
