"""Hypothesis strategies for games, seeds, action sequences and illegal actions.

A sequence draws its target depth first (anywhere in a typical game, or on to
its end), then one legal action at a time (an index into ``legal_actions``), so
draws cover whole games and a failing example shrinks towards short prefixes and
the first listed actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
from hypothesis import strategies as st

from dinorules.kernel import MAX_SEED, AnyGame, Replay, Rng

__all__ = [
    "action_sequences",
    "games",
    "illegal_actions",
    "reachable_states",
    "seeds",
    "typical_length",
]


def seeds() -> st.SearchStrategy[int]:
    """Valid seeds: integers in ``0 .. 2**64-1``."""
    return st.integers(min_value=0, max_value=MAX_SEED)


def games(*, names: tuple[str, ...] | None = None) -> st.SearchStrategy[AnyGame]:
    """Registered games (all of them, or those named)."""
    from dinorules import GAMES  # noqa: PLC0415 - keeps import of this module light

    chosen = sorted(GAMES) if names is None else list(names)
    return st.sampled_from([GAMES[name] for name in chosen])


PLAYOUTS = 8
"""The seeded random playouts that estimate a game's typical length."""


def typical_length(
    game: AnyGame, *, options: Mapping[str, object] | None = None, limit: int | None = None
) -> int:
    """The mean number of actions of `PLAYOUTS` uniformly random games (seeds 0, 1, ...).

    Deterministic and cheap (a few games); each playout stops at ``limit``
    (default: four times the game's declared length bound).
    """
    opts = dict(options or {})
    cap = limit if limit is not None else game.max_game_length(**opts) * 4
    total = 0
    for seed in range(PLAYOUTS):
        state, rng = game.initial_state(seed=seed, **opts), Rng.from_seed(seed)
        length = 0
        while length < cap and not game.is_terminal(state):
            legal = game.legal_actions(state)
            index, rng = rng.below(len(legal))
            state = game.apply(state, legal[index], check=False)
            length += 1
        total += length
    return max(1, round(total / PLAYOUTS))


def action_sequences(
    game: AnyGame,
    *,
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    max_length: int | None = None,
) -> st.SearchStrategy[Replay]:
    """A `Replay` of legal actions from a drawn (or given) seed, of any depth in the game.

    A target depth is drawn first, up to a little past the game's `typical_length`
    (or ``max_length``), deep targets more likely than shallow ones: below the
    typical length the game is cut there; past it (about one draw in four) the game
    is played on to its end (at most ``max_length`` actions, default four times the
    declared length bound).
    Then one legal action is drawn at a time (an index into ``legal_actions``), so
    an example shrinks towards short prefixes and the first listed actions. With
    ``chance="explicit"`` in ``options`` the chance outcomes are drawn too.
    """
    return _playthroughs(game, seed=seed, options=options, max_length=max_length).map(_replay)


def reachable_states(
    game: AnyGame,
    *,
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    max_length: int | None = None,
) -> st.SearchStrategy[Any]:
    """States reached by legal play from a drawn seed, at any depth (see `action_sequences`)."""
    return _playthroughs(game, seed=seed, options=options, max_length=max_length).map(_state)


def _playthroughs(
    game: AnyGame,
    *,
    seed: int | None,
    options: Mapping[str, object] | None,
    max_length: int | None,
) -> st.SearchStrategy[tuple[Replay, Any]]:
    """Replays with their final states; the typical length is estimated once, when first drawn."""
    opts = dict(options or {})

    def define() -> st.SearchStrategy[tuple[Replay, Any]]:
        limit = max_length if max_length is not None else game.max_game_length(**opts) * 4
        typical = min(limit, typical_length(game, options=opts, limit=limit))
        return _play(game, seed=seed, options=opts, limit=limit, typical=typical)

    return st.deferred(define)


def _replay(drawn: tuple[Replay, Any]) -> Replay:
    return drawn[0]


def _state(drawn: tuple[Replay, Any]) -> Any:
    return drawn[1]


@st.composite
def _play(
    draw: st.DrawFn,
    game: AnyGame,
    *,
    seed: int | None,
    options: dict[str, object],
    limit: int,
    typical: int,
) -> tuple[Replay, Any]:
    chosen_seed = draw(seeds()) if seed is None else seed
    state = game.initial_state(seed=chosen_seed, **options)
    target = draw(_depths(typical * 7 // 6 + 1))
    stop = target if target < typical else limit
    actions: list[Any] = []
    while len(actions) < stop and not game.is_terminal(state):
        legal = game.legal_actions(state)
        action = legal[draw(st.integers(min_value=0, max_value=len(legal) - 1))]
        state = game.apply(state, action, check=False)
        actions.append(action)
    replay = Replay(game=game.name, seed=chosen_seed, options=options, actions=tuple(actions))
    return replay, state


_STEPS = 256
"""Hypothesis draws integers up to 256 about uniformly, larger ones skewed to small values."""


@st.composite
def _depths(draw: st.DrawFn, reach: int) -> int:
    """A depth in ``0 .. reach-1``: a coarse step, then an offset inside it.

    The step is the larger of two uniform draws, so a depth's chance grows with it
    and most draws reach the middle game or later, despite Hypothesis's preference
    for the simplest choices; shrinking either draw shortens the depth.
    """
    width = -(-reach // _STEPS)
    steps = st.integers(min_value=0, max_value=_STEPS - 1)
    step = max(draw(steps), draw(steps))
    offset = draw(st.integers(min_value=0, max_value=width - 1)) if width > 1 else 0
    return min(reach - 1, step * reach // _STEPS + offset)


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
