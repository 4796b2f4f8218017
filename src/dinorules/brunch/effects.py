"""Eating a grass token and resolving its effect (BR-6.2, BR-11, BR-16, BR-19.7 to BR-19.13).

The eater takes the token's square; the token is revealed to everyone (a chance
node over the pool if nobody had drawn it yet), its effect is resolved at once,
then it goes face down in front of the player, a Hideout face up (BR-6.3). When an
effect cannot apply, the player secretly looks at two grass tokens instead (BR-12.1,
BR-12.2). Each effect keyword of the data (`data.EFFECTS`) has one handler.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from dinorules.kernel import FrozenMap

from .followups import ask, start_looks
from .pieces import (
    DIPLO_CODES,
    DROWSY,
    EMPTY,
    FACE_DOWN,
    PILE_PARTS,
    TREX,
    base,
    grass_kind,
    reserve_slot,
    role_team,
)
from .state import FACE_UP, STACK, BrunchState, Pending, Phase, bump, forget, placed
from .turns import finish_action

__all__ = ["eat", "resolve_token", "reveal_eaten", "steal"]

_FACE_UP: Final = "hideout"
"""The effect whose token is kept face up (BR-6.3)."""
_HANDED_OVER: Final = "flower"
"""The effect whose token is handed to the victim, or kept if none (BR-11.10, BR-11.12)."""
_BIRTH: Final = Pending(Phase.BIRTH)
_HIDE: Final = Pending(Phase.HIDE)
_RECON: Final = Pending(Phase.RECON)
"""The follow-ups some tokens open, made once."""


def eat(state: BrunchState, square: int, code: int, **changes: Any) -> BrunchState:
    """The herbivore now on ``square`` eats the token whose square code was ``code``.

    Eating is progress (BR-10.4); a token nobody drew yet is drawn now, from the
    tokens not drawn (BR-4.4, BR-14.4, BR-R13). ``changes`` (the move itself) are
    applied in the same copy of the state.
    """
    tokens = state.tokens
    if code == FACE_DOWN:
        if state.explicit_chance:
            event = state.variant.eat_events[square]
            return state.replace(progress=True, chance=event, **changes)
        # Chance resolved from the state's generator: the token drawn here at once, as
        # `BrunchRules.resolve_chance` draws it, so the move and its token are one update.
        kind, rng = state.rng.weighted_index(tokens.pool)
        pool = bump(tokens.pool, kind, -1)
        return resolve_token(
            state, square, kind, pool, tokens.known, progress=True, rng=rng, **changes
        )
    known = forget(tokens.known, square)
    kind = grass_kind(code)
    return resolve_token(state, square, kind, tokens.pool, known, progress=True, **changes)


def reveal_eaten(state: BrunchState, kind: int, **changes: Any) -> BrunchState:
    """Chance outcome: the token being eaten is ``kind`` (drawn from the pool)."""
    event = state.chance
    assert event is not None
    tokens = state.tokens
    pool = bump(tokens.pool, kind, -1)
    return resolve_token(state, event.square, kind, pool, tokens.known, chance=None, **changes)


def resolve_token(
    state: BrunchState,
    square: int,
    kind: int,
    pool: tuple[int, ...],
    known: tuple[int, int],
    **changes: Any,
) -> BrunchState:
    """Apply the effect of token ``kind`` just eaten on ``square`` (BR-6.2, BR-6.2a).

    The token is revealed to all; it goes face down in front of the role (BR-6.2b,
    into the role's own pile: BR-16.1, BR-R24; a Hideout face up, BR-6.3), except a
    Flower, which its handler hands over or keeps. Every other token applies its
    rule text exactly, in both boxes (BR-16.7, BR-R27).
    ``pool`` and ``known`` are the new token bookkeeping, ``changes`` other changes to
    the state, all applied in the same copy.
    """
    effect = state.variant.tokens.effects[kind]
    tokens = state.tokens
    piles = tokens.piles
    if effect != _HANDED_OVER:
        part = FACE_UP if effect == _FACE_UP else STACK
        piles = bump(piles, (state.role * PILE_PARTS + part) * tokens.kinds + kind, 1)
    tokens = tokens.replace(piles=piles, pool=pool, known=known)
    if effect in _NO_EFFECT:
        # The Action is resolved: the token and the move in one copy of the state.
        return finish_action(state, tokens=tokens, **changes)
    state = state.replace(tokens=tokens, **changes)
    return _EFFECTS[effect](state, square, kind)


def steal(state: BrunchState, kind: int, **changes: Any) -> BrunchState:
    """Chance outcome: the Flower takes ``kind`` from the victim, who gets the Flower.

    The stolen token's effect is not applied (BR-11.11); the thief drew it from the
    victim's usable tokens before the Flower joined them (BR-R11).
    """
    event = state.chance
    assert event is not None
    victim, role = event.victim, state.role
    tokens = state.tokens.moved(
        (victim, STACK, kind, -1), (victim, STACK, event.token, 1), (role, STACK, kind, 1)
    )
    return finish_action(state, tokens=tokens, chance=None, **changes)


def _cannot_apply(state: BrunchState) -> BrunchState:
    """The effect cannot apply: secretly look at two grass tokens (BR-12.1, BR-12.2, BR-19.14)."""
    return start_looks(state, state.variant.fallback_looks)


def _no_effect(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Fruit Is Life, Yummy: no effect (BR-11.25, BR-19.13); a Super Yum waits (BR-11.22)."""
    return finish_action(state)


def _sleep(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Indigestible Grass: the eater, of either species, falls asleep (BR-11.15, BR-16.3).

    It may be woken from its owner's next turn (BR-11.16, BR-R15).
    """
    board = placed(state.board, square, base(state.board[square]) + DROWSY)
    return finish_action(state, board=board, drowsy=True)


def _birth(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Birth: a herbivore from the reserve onto an empty square (BR-11.2, BR-19.7, BR-16.2).

    It cannot apply with no empty square or nobody in reserve (BR-12.1, BR-R20); a
    team that lost a species gets it back this way (BR-17.3).
    """
    team_roles = state.variant.team_roles[role_team(state.role)]
    if EMPTY not in state.board or all(state.reserve[r] == 0 for r in team_roles):
        return _cannot_apply(state)
    return ask(state, _BIRTH)


def _hideout(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Hideout: kept face up; its finder may hide tokens under it now (BR-11.5, BR-R10)."""
    return ask(state, _HIDE)


def _flower(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Flower: hand it to an opponent and steal one of their tokens (BR-11.10, BR-R11).

    With no opposing token to take, the finder keeps it and looks instead (BR-11.12,
    BR-12.1, BR-R22).
    """
    tokens = state.tokens
    if not any(any(tokens.part(r, STACK)) for r in state.variant.opponents[state.role]):
        tokens = tokens.moved((state.role, STACK, kind, 1))
        return _cannot_apply(state.replace(tokens=tokens))
    return ask(state, Pending(Phase.FLOWER, piece=kind))


def _carnivore(state: BrunchState, square: int, kind: int) -> BrunchState:
    """It Was a Trap!, Surprise: the carnivore takes the eater's square (BR-11.19, BR-19.12).

    The eater, of either species, goes back to its reserve (BR-16.6); a carnivore
    enters play only this way (BR-R6).
    """
    carnivore = state.variant.tokens.carnivore[kind]
    reserve = state.reserve
    if reserve[reserve_slot(carnivore)] == 0:
        return _cannot_apply(state)
    eater = reserve_slot(state.board[square])
    reserve = bump(bump(reserve, reserve_slot(carnivore), -1), eater, 1)
    return finish_action(state, board=placed(state.board, square, carnivore), reserve=reserve)


def _recon(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Recon: secretly look at every grass token of one board (BR-19.8, BR-R18)."""
    return ask(state, _RECON)


def _air_travel(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Air Travel: fly any Diplo to another empty square (BR-19.9, BR-16.4, BR-R19)."""
    if DIPLO_CODES.isdisjoint(state.board):
        return _cannot_apply(state)
    return ask(state, Pending(Phase.PICK, piece=EMPTY))


def _air_raid(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Air Raid: fly a T-Rex in play, never the Raptor (BR-19.10, BR-16.5, BR-R19)."""
    if TREX not in state.board:
        return _cannot_apply(state)
    return ask(state, Pending(Phase.PICK, piece=TREX))


def _eruption(state: BrunchState, square: int, kind: int) -> BrunchState:
    """Volcanic Eruption: remove grass tokens unseen, to the box (BR-19.11, BR-R17)."""
    grass = sum(1 for code in state.board if code < 0)
    if not grass:
        return _cannot_apply(state)
    return ask(state, Pending(Phase.ERUPT, count=min(state.variant.tokens.remove[kind], grass)))


_NO_EFFECT: Final = frozenset({"none", "extra_action"})
"""The effects of `_no_effect`: `resolve_token` finishes the Action itself, in one copy."""
_Effect = Callable[[BrunchState, int, int], BrunchState]
_EFFECTS: Final[FrozenMap[str, _Effect]] = FrozenMap(
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
