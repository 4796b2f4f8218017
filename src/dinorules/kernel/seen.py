"""What a seat sees of a move: the action's text as that seat may know it.

One rule for every game and every tool that tells a move (``dinorules play``, the
server's move log, ``dinorules replay``, the replay page's captions): `action_seen`.
A move is told from the seat's own observations before and after it. The mover sees
its own action; a rival sees what the rules show it. A game with hidden information
words its hidden moves with its spec's ``seen`` hook,
``seen(before, action, after, mover, seat) -> str | None``, where ``before`` and
``after`` are the seat's observations around the move: the hook returns the text
that seat may read (a pack "played face down", the token a look showed its own team),
or ``None`` for a move everyone sees as ``str(action)``. The text a rival reads must be
a function of its own two observations: two states that differ only in what it
cannot see tell it the same (each game's tests check this, `told_apart`).

>>> from dinorules import GAMES
>>> game = GAMES["jurassattack"]
>>> state = game.initial_state(seed=3)
>>> action = game.legal_actions(state)[1]
>>> action_seen(game, state, action, 0), action_seen(game, state, action, 1)
('play Compsognathus+Compsognathus', 'play a pack of 2 cards face down')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Final

from .chance import CHANCE, Player

if TYPE_CHECKING:
    from .game import AnyGame

__all__ = [
    "HIDDEN_MOVE",
    "SeenAction",
    "action_seen",
    "move_caption",
    "mover_name",
    "seat_roles",
    "told_apart",
]

SeenAction = Callable[[Any, Any, Any, Player, int], "str | None"]
"""``seen(before, action, after, mover, seat) -> str | None``: a move as ``seat`` reads it."""

HIDDEN_MOVE: Final = "a move you cannot see"
"""A rival's move in a game with hidden information that declares no ``seen`` hook."""


def mover_name(mover: Player) -> str:
    """Who made a move, in words: ``seat 1``, or ``chance`` for a random event.

    >>> mover_name(1), mover_name(CHANCE)
    ('seat 1', 'chance')
    """
    return "chance" if mover is CHANCE else f"seat {mover}"


def action_seen(
    game: AnyGame, state: Any, action: Any, seat: int | None, *, after: Any = None
) -> str:
    """``action``, taken at ``state``, as ``seat`` may see it (``None``: everything).

    ``after`` is the state the action leads to, when the caller has it already.
    """
    if seat is None or not game.hidden_information:
        return str(action)
    mover = game.current_player(state)
    hook = game.spec.seen
    if hook is None:
        return str(action) if mover == seat else HIDDEN_MOVE
    if after is None:
        after = game.apply(state, action)
    told = hook(game.observe(state, seat), action, game.observe(after, seat), mover, seat)
    return str(action) if told is None else told


def move_caption(
    game: AnyGame,
    state: Any,
    action: Any,
    seat: int | None,
    *,
    after: Any = None,
    by: str | None = None,
) -> str:
    """One line telling a move to ``seat``: who made it (``by`` whom), then `action_seen`.

    >>> from dinorules import GAMES
    >>> game = GAMES["spino_chase"]
    >>> state = game.initial_state(seed=1)
    >>> move_caption(game, state, game.legal_actions(state)[0], 1, by="random")
    'seat 0 (random): play Compsognathus'
    """
    mover = game.current_player(state)
    who = mover_name(mover) + (f" ({by})" if by else "")
    return f"{who}: {action_seen(game, state, action, seat, after=after)}"


def seat_roles(game: AnyGame, state: Any) -> tuple[str, ...]:
    """Who each seat is, in words, by the spec's ``roles`` hook (empty words without one).

    >>> from dinorules import GAMES
    >>> seat_roles(GAMES["island_survival"], GAMES["island_survival"].initial_state(seed=1))[:2]
    ('the dinosaur player: every dinosaur', 'the humans Alan and Billy')
    """
    hook = game.spec.roles
    players = game.num_players(state)
    return ("",) * players if hook is None else tuple(hook(state))


def told_apart(game: AnyGame, moves: Iterable[tuple[Any, Any]], seat: int) -> list[tuple[str, str]]:
    """Pairs of texts told to ``seat`` for moves only hidden parts tell apart (empty: no leak).

    ``moves`` are ``(state, action)`` pairs. Two of them whose before and after
    observations of ``seat`` are equal must read the same, unless each action is legal
    in the other's state too: then what tells them apart is public (two alike pieces
    moved to the same square are two public moves that look the same afterwards).
    """
    told: dict[tuple[Any, Any], list[tuple[str, Any, Any]]] = {}
    clashes: list[tuple[str, str]] = []
    for state, action in moves:
        after = game.apply(state, action)
        key = (game.observe(state, seat), game.observe(after, seat))
        text = action_seen(game, state, action, seat, after=after)
        earlier = told.setdefault(key, [])
        for first, other, was in earlier:
            if first != text and not (
                was in game.legal_actions(state) and action in game.legal_actions(other)
            ):
                clashes.append((first, text))
        if all(first != text or other != state for first, other, _ in earlier):
            earlier.append((text, state, action))
    return clashes
