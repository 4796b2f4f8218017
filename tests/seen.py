"""The leak check of what a seat sees of a move (`dinorules.kernel.seen`), for every game.

`moves_alike` walks random games and, at each decision, also the states that a rival
seat cannot tell apart from it (`sample_hidden`), with every action legal there: the
text told to that seat must be the same for any two moves it sees the same way.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from dinorules.kernel import AnyGame
from dinorules.kernel.seen import told_apart


def moves_alike(
    game: AnyGame, seat: int, *, seeds: range, steps: int = 60, **options: object
) -> Iterator[tuple[Any, Any]]:
    """``(state, action)`` pairs of random games and of hidden redraws of their states."""
    for seed in seeds:
        pick = random.Random(seed)
        state = game.initial_state(seed=seed, **options)
        for step in range(steps):
            if game.is_terminal(state):
                break
            legal = game.legal_actions(state)
            if game.current_player(state) != seat:
                for k in range(2):
                    other = game.sample_hidden(state, seat, seed=seed * 1000 + step * 10 + k)
                    for action in game.legal_actions(other)[:12]:
                        yield other, action
            for action in legal[:12]:
                yield state, action
            state = game.apply(state, pick.choice(legal))


def leaks(game: AnyGame, *, seeds: range, **options: object) -> list[tuple[str, str]]:
    """Texts told differently for moves a seat cannot tell apart, for every seat."""
    players = game.num_players(game.initial_state(seed=0, **options))
    found: list[tuple[str, str]] = []
    for seat in range(players):
        found += told_apart(game, moves_alike(game, seat, seeds=seeds, **options), seat)
    return found
