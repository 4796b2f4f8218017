"""Drivers of the contract: random playouts (demos, tests, search) and the seat a loop asks for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .chance import Player
from .game import AnyGame
from .rng import Rng, below_state, generator_at

__all__ = ["Playout", "play_out", "random_playout", "seat_reader"]


def seat_reader(game: AnyGame) -> Callable[[Any], Player]:
    """``game.current_player`` for a loop over the game's own states, made cheaper.

    A state where the kernel stopped at a decision holds its legal actions
    (``cached_legal``); with a decision table that state's phase is a decision, so
    its player is the table's seat, read at once, where the rules' method reads the
    phase, looks it up and then reads the seat. Any other state asks the rules.
    The states must be ``game``'s (the reader does not check).

    >>> from dinorules import GAMES
    >>> game = GAMES["spino_chase"]
    >>> state = game.initial_state(seed=1)
    >>> seat_reader(game)(state) == game.current_player(state)
    True
    """
    rules = game.spec.rules
    current: Callable[[Any], Player] = rules.current_player
    table = game.table
    if table is None:
        return current
    seat = table.seat

    def player(state: Any) -> Player:
        return current(state) if state.cached_legal is None else seat(state)

    return player


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


def play_out(game: AnyGame, state: Any, rng: Rng, *, limit: int | None = None) -> tuple[Any, Rng]:
    """The end of the game from ``state``, every decision uniform: ``rng.choice(legal)``.

    Returns the final state and the generator after the draws (one per decision);
    chance must be automatic, so that the legal actions are the deciding seat's and
    empty exactly at the end. The decisions are trusted (``check=False``). With a
    ``limit``, it stops after that many decisions even if the game goes on.
    """
    legal_actions, apply = game.legal_actions, game.apply
    left = -1 if limit is None else limit  # counts down to 0, or from -1 forever
    seed = rng.state  # `rng.choice(legal)` on the plain state: no generator a decision
    while left and (legal := legal_actions(state)):
        index, seed = below_state(seed, len(legal))
        state = apply(state, legal[index], check=False)
        left -= 1
    return state, generator_at(seed)
