"""Random playouts: the simplest driver of the contract, used by demos and tests."""

from __future__ import annotations

from typing import Any

import attrs

from .game import AnyGame
from .rng import Rng

__all__ = ["Playout", "random_playout"]


@attrs.frozen
class Playout:
    """The end of one random game: its final state, decisions and actions."""

    final_state: Any
    decisions: int
    actions: tuple[Any, ...]


def random_playout(
    game: AnyGame,
    *,
    seed: int,
    chooser_seed: int | None = None,
    max_decisions: int | None = None,
    **options: object,
) -> Playout:
    """Play one game with uniformly random decisions.

    The game's own chance comes from ``seed``; decisions come from a separate
    generator seeded with ``chooser_seed`` (default: ``seed``). Stops after
    ``max_decisions`` if given, even if the game is not over.
    """
    state = game.initial_state(seed=seed, **options)
    chooser = Rng.from_seed(seed if chooser_seed is None else chooser_seed)
    actions: list[Any] = []
    limit = max_decisions if max_decisions is not None else -1
    legal_actions, apply = game.legal_actions, game.apply
    while len(actions) != limit:
        legal = legal_actions(state)
        if not legal:
            break
        action, chooser = chooser.choice(legal)
        state = apply(state, action, check=False)
        actions.append(action)
    return Playout(final_state=state, decisions=len(actions), actions=tuple(actions))
