"""Gymnasium spaces for a game's tensor and mask (for the PettingZoo and Gymnasium adapters)."""

from __future__ import annotations

from typing import Any

from dinorules.kernel import AnyGame

from .position import Position
from .text import require

np = require("numpy", "gymnasium")
spaces = require("gymnasium.spaces", "gymnasium")

__all__ = ["observation", "observation_space"]


def observation_space(game: AnyGame, **options: object) -> Any:
    """``Dict(observation=Box(low, high), action_mask=Box(0, 1, actions, int8))``.

    The Box's bounds are each slot's (`Slot.low`, `Slot.high`), entry by entry.
    """
    tables = game.tables_for(**options)
    low = np.concatenate([np.full(slot.size, slot.low, np.float32) for slot in tables.slots])
    high = np.concatenate([np.full(slot.size, slot.high, np.float32) for slot in tables.slots])
    return spaces.Dict(
        {
            "observation": spaces.Box(low, high, dtype=np.float32),
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
