"""Eating a grass token and resolving its effect (BR-6.2, BR-11, BR-16, BR-19.7 to BR-19.13).

The eater takes the token's square; the token is revealed to everyone (a chance
node over the pool if nobody had drawn it yet), its effect is resolved at once,
then it goes face down in front of the player, a Hideout face up (BR-6.3). When an
effect cannot apply, the player secretly looks at two grass tokens instead (BR-12.1,
BR-12.2). Each effect keyword of the data (`components.EFFECTS`) has one handler.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Final

from .followups import ask, start_looks
from .pieces import DROWSY, EMPTY, FACE_DOWN, TREX, base, grass_kind
from .state import (
    BIRTH,
    ERUPT,
    FACE_UP,
    FLOWER,
    HIDE,
    PICK,
    RECON,
    STACK,
    BrunchState,
    Phase,
    bump,
    forget,
    put,
)
from .turns import finish_action

__all__ = ["eat", "resolve_token", "reveal_eaten", "steal"]

_FACE_UP: Final = "hideout"
_HANDED_OVER: Final = "flower"


def eat(state: BrunchState, square: int, code: int, **changes: Any) -> BrunchState:
    """The herbivore now on ``square`` eats the token whose square code was ``code``.

    ``changes`` (the move itself) are applied in the same copy of the state.
    """
    if code == FACE_DOWN:
        event = state.variant.eat_events[square]
        return state.replace(progress=True, chance=event, **changes)
    tokens = state.tokens
    known = forget(tokens.known, square)
    kind = grass_kind(code)
    return resolve_token(state, square, kind, tokens.pool, known, progress=True, **changes)


def reveal_eaten(state: BrunchState, kind: int) -> BrunchState:
    """Chance outcome: the token being eaten is ``kind`` (drawn from the pool)."""
    event = state.chance
    assert event is not None
    tokens = state.tokens
    pool = bump(tokens.pool, kind, -1)
    return resolve_token(state, event.square, kind, pool, tokens.known, chance=None)


def resolve_token(
    state: BrunchState,
    square: int,
    kind: int,
    pool: tuple[int, ...],
    known: tuple[int, int],
    **changes: Any,
) -> BrunchState:
    """Apply the effect of token ``kind`` just eaten on ``square`` (BR-6.2).

    The token is revealed to all; it goes face down in front of the role (a Hideout
    face up, BR-6.3), except a Flower, which its handler hands over or keeps.
    ``pool`` and ``known`` are the new token bookkeeping, ``changes`` other changes to
    the state, all applied in the same copy.
    """
    effect = state.variant.tokens.effects[kind]
    tokens = state.tokens
    piles = tokens.piles
    if effect != _HANDED_OVER:
        part = FACE_UP if effect == _FACE_UP else STACK
        piles = bump(piles, (state.role * 3 + part) * tokens.kinds + kind, 1)
    tokens = tokens.replace(piles=piles, pool=pool, known=known)
    state = state.replace(tokens=tokens, **changes)
    return _EFFECTS[effect](state, square, kind)


def steal(state: BrunchState, kind: int) -> BrunchState:
    """Chance outcome: the Flower takes ``kind`` from the victim, who gets the Flower."""
    event = state.chance
    assert event is not None
    victim, role = event.victim, state.role
    tokens = state.tokens.moved(
        (victim, STACK, kind, -1), (victim, STACK, event.token, 1), (role, STACK, kind, 1)
    )
    return finish_action(state, tokens=tokens, chance=None)


def _cannot_apply(state: BrunchState) -> BrunchState:
    """The effect cannot apply: secretly look at two grass tokens (BR-12.2)."""
    return start_looks(state, state.variant.fallback_looks)


def _no_effect(state: BrunchState, square: int, kind: int) -> BrunchState:
    return finish_action(state)


def _sleep(state: BrunchState, square: int, kind: int) -> BrunchState:
    board = put(state.board, square, base(state.board[square]) + DROWSY)
    return finish_action(state, board=board, drowsy=True)


def _birth(state: BrunchState, square: int, kind: int) -> BrunchState:
    team_roles = state.variant.team_roles[state.role & 1]
    if EMPTY not in state.board or all(state.reserve[r] == 0 for r in team_roles):
        return _cannot_apply(state)
    return ask(state, Phase(BIRTH))


def _hideout(state: BrunchState, square: int, kind: int) -> BrunchState:
    return ask(state, Phase(HIDE))


def _flower(state: BrunchState, square: int, kind: int) -> BrunchState:
    tokens = state.tokens
    if not any(any(tokens.part(r, STACK)) for r in state.variant.opponents[state.role]):
        tokens = tokens.moved((state.role, STACK, kind, 1))
        return _cannot_apply(state.replace(tokens=tokens))
    return ask(state, Phase(FLOWER, piece=kind))


def _carnivore(state: BrunchState, square: int, kind: int) -> BrunchState:
    carnivore = state.variant.tokens.carnivore[kind]
    reserve = state.reserve
    if reserve[carnivore - 1] == 0:
        return _cannot_apply(state)
    eater = base(state.board[square])
    reserve = bump(bump(reserve, carnivore - 1, -1), eater - 1, 1)
    return finish_action(state, board=put(state.board, square, carnivore), reserve=reserve)


def _recon(state: BrunchState, square: int, kind: int) -> BrunchState:
    return ask(state, Phase(RECON))


def _air_travel(state: BrunchState, square: int, kind: int) -> BrunchState:
    if not any(code > 0 and base(code) <= 2 for code in state.board):
        return _cannot_apply(state)
    return ask(state, Phase(PICK, piece=0))


def _air_raid(state: BrunchState, square: int, kind: int) -> BrunchState:
    if TREX not in state.board:
        return _cannot_apply(state)
    return ask(state, Phase(PICK, piece=TREX))


def _eruption(state: BrunchState, square: int, kind: int) -> BrunchState:
    grass = sum(1 for code in state.board if code < 0)
    if not grass:
        return _cannot_apply(state)
    return ask(state, Phase(ERUPT, count=min(state.variant.tokens.remove[kind], grass)))


_Effect = Callable[[BrunchState, int, int], BrunchState]
_EFFECTS: Final[Mapping[str, _Effect]] = MappingProxyType(
    {
        "none": _no_effect,
        "extra_action": _no_effect,
        "sleep": _sleep,
        "birth": _birth,
        "hideout": _hideout,
        "flower": _flower,
        "carnivore": _carnivore,
        "recon": _recon,
        "air_travel": _air_travel,
        "air_raid": _air_raid,
        "eruption": _eruption,
    }
)
