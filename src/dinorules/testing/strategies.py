"""Hypothesis strategies for games, seeds, action sequences and illegal actions.

Sequences are drawn one legal action at a time (an index into
``legal_actions``, then whether to go on), so a failing example shrinks towards
short games and the first listed actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
from hypothesis import strategies as st

from dinorules.kernel import MAX_SEED, AnyGame, Replay

__all__ = ["action_sequences", "games", "illegal_actions", "reachable_states", "seeds"]


def seeds() -> st.SearchStrategy[int]:
    """Valid seeds: integers in ``0 .. 2**64-1``."""
    return st.integers(min_value=0, max_value=MAX_SEED)


def games(*, names: tuple[str, ...] | None = None) -> st.SearchStrategy[AnyGame]:
    """Registered games (all of them, or those named)."""
    from dinorules import GAMES  # noqa: PLC0415 - keeps import of this module light

    chosen = sorted(GAMES) if names is None else list(names)
    return st.sampled_from([GAMES[name] for name in chosen])


@st.composite
def action_sequences(
    draw: st.DrawFn,
    game: AnyGame,
    *,
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    max_length: int | None = None,
) -> Replay:
    """A `Replay` of legal actions from a drawn (or given) seed.

    With ``chance="explicit"`` in ``options`` the chance outcomes are drawn too.
    """
    opts = dict(options or {})
    chosen_seed = draw(seeds()) if seed is None else seed
    state = game.initial_state(seed=chosen_seed, **opts)
    limit = max_length if max_length is not None else game.max_game_length(**opts) * 4
    actions: list[Any] = []
    while len(actions) < limit and not game.is_terminal(state):
        if not draw(st.booleans().map(lambda stop: not stop)):
            break
        legal = game.legal_actions(state)
        action = legal[draw(st.integers(min_value=0, max_value=len(legal) - 1))]
        state = game.apply(state, action, check=False)
        actions.append(action)
    return Replay(game=game.name, seed=chosen_seed, options=opts, actions=tuple(actions))


def reachable_states(
    game: AnyGame,
    *,
    options: Mapping[str, object] | None = None,
    max_length: int | None = None,
) -> st.SearchStrategy[Any]:
    """States reached by legal play from a drawn seed."""
    return action_sequences(game, options=options, max_length=max_length).map(
        lambda replay: replay.final_state({game.name: game})
    )


def illegal_actions(state: Any, *, game: AnyGame) -> st.SearchStrategy[Any]:
    """Values of the game's action types that are not legal in ``state``."""
    legal = set(game.legal_actions(state))
    candidates = st.one_of(
        [
            st.builds(cls) if not attrs.fields(cls) else st.from_type(cls)
            for cls in game.spec.action_types
        ]
    )
    return candidates.filter(lambda action: action not in legal)
