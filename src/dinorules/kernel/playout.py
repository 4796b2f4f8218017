"""Random playouts: the simplest driver of the contract, used by demos, tests and search."""

from __future__ import annotations

from typing import Any

import attrs

from .game import AnyGame
from .rng import Rng, below_state, generator_at

__all__ = ["Playout", "play_out", "random_playout"]


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


def play_out(game: AnyGame, state: Any, rng: Rng) -> tuple[Any, Rng]:
    """The end of the game from ``state``, every decision uniform: ``rng.choice(legal)``.

    Returns the final state and the generator after the draws (one per decision);
    chance must be automatic, so that the legal actions are the deciding seat's and
    empty exactly at the end. The decisions are trusted (``check=False``).
    """
    legal_actions, apply = game.legal_actions, game.apply
    seed = rng.state  # `rng.choice(legal)` on the plain state: no generator a decision
    while legal := legal_actions(state):
        index, seed = below_state(seed, len(legal))
        state = apply(state, legal[index], check=False)
    return state, generator_at(seed)
