"""A state goes with the game that made it: one type comparison at each method's entry.

Every contract method of `Game` taking a state is decorated here (``legal_actions``
and ``apply``, the hot paths, make the same check inline, saving a call), so another
game's state (or any other value) is a `RulesError` rather than an ``AttributeError``
or, worse, an answer. The check costs one ``type(state) is`` comparison.
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable
from typing import Any, Protocol, TypeVar, cast

from .errors import RulesError
from .rules import Rules

__all__ = ["declared_state_type", "refuse_foreign", "state_checked", "state_checked_one"]

F = TypeVar("F", bound=Callable[..., Any])


class _Owner(Protocol):
    """What the check needs of a game: its name and its state class."""

    @property
    def name(self) -> str: ...

    @property
    def state_type(self) -> type: ...


def refuse_foreign(owner: _Owner, state: object) -> None:
    """`RulesError` unless ``state`` is one of ``owner``'s (a subclass is one)."""
    if not isinstance(state, owner.state_type):
        raise RulesError(
            f"a {type(state).__qualname__} is not a state of {owner.name} (its states are "
            f"{owner.state_type.__qualname__}s): a state goes with the game that made it"
        )


def state_checked(method: F) -> F:
    """``method(self, state, ...)`` that first checks ``state`` is one of the game's."""

    @functools.wraps(method)
    def checked(self: _Owner, state: Any, /, *args: Any, **kwargs: Any) -> Any:
        if type(state) is not self.state_type:
            refuse_foreign(self, state)
        return method(self, state, *args, **kwargs)

    return cast("F", checked)


def state_checked_one(method: F) -> F:
    """`state_checked` for a method taking the state alone (a faster call)."""

    @functools.wraps(method)
    def checked(self: _Owner, state: Any) -> Any:
        if type(state) is not self.state_type:
            refuse_foreign(self, state)
        return method(self, state)

    return cast("F", checked)


def declared_state_type(rules: object) -> type:
    """The state class the rules declare (``class R(Rules[State, ...])``), else `object`."""
    for klass in type(rules).__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            origin = typing.get_origin(base)
            if isinstance(origin, type) and issubclass(origin, Rules):
                declared = typing.get_args(base)[0]
                if isinstance(declared, type):
                    return declared
    return object
