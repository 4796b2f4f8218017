"""Positions for the picture tests: games played by a fixed policy through the public API."""

from __future__ import annotations

from typing import Any

import dinorules
from dinorules.kernel import Replay


def play(name: str, *, seed: int, steps: int, pick: int = -1, **options: Any) -> list[Any]:
    """The states of a game that plays the ``pick``-th legal action ``steps`` times."""
    game = dinorules.GAMES[name]
    states = [game.initial_state(seed=seed, **options)]
    for _ in range(steps):
        if game.is_terminal(states[-1]):
            break
        legal = game.legal_actions(states[-1])
        states.append(game.apply(states[-1], legal[pick % len(legal)]))
    return states


def replay_of(name: str, *, seed: int, steps: int, **options: Any) -> Replay:
    """The replay of `play`'s game."""
    game = dinorules.GAMES[name]
    states = play(name, seed=seed, steps=steps, **options)
    actions = []
    state = states[0]
    for _ in states[1:]:
        action = game.legal_actions(state)[-1]
        actions.append(action)
        state = game.apply(state, action)
    return Replay(game=name, seed=seed, options=options, actions=actions)
