"""The fields every game state shares: its random generator and chance modes."""

from __future__ import annotations

from typing import Any

import attrs

from .registry import game_of
from .rng import Rng
from .values import Value, value

__all__ = ["KERNEL_FIELDS", "GameState"]


@value
class GameState(Value):
    """Base of every game's state: a frozen value holding its own `Rng`.

    ``explicit_chance`` says whether chance nodes are shown to the caller
    (``chance="explicit"``) or resolved from ``rng`` as they arise;
    ``explicit_forced`` whether decisions with a single option are shown
    (``forced="explicit"``) or taken by the kernel. None of these fields is ever
    part of an observation. ``cached_legal`` holds the legal actions the kernel
    computed when it settled the state: a cache filled in place, as attrs fills a
    cached hash, since it is a function of the state's content; it is not compared,
    hashed or encoded, and every ``replace`` starts without it.
    """

    rng: Rng
    explicit_chance: bool
    explicit_forced: bool = attrs.field(default=False, kw_only=True)
    cached_legal: tuple[Any, ...] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )

    def __str__(self) -> str:
        """The whole state as its game draws it in text (its ``text`` hook), else the repr.

        The picture shows everything, hidden parts included: a seat's view is
        ``game.spec.text(game.observe(state, seat))``.
        """
        game = game_of(self)
        draw = None if game is None else game.spec.text
        return repr(self) if draw is None else draw(self)


_STATE: Any = GameState
KERNEL_FIELDS = frozenset(field.name for field in attrs.fields(_STATE))
"""The fields of every state that no observation may show."""
