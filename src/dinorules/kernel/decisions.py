"""The decision machine: who decides what next, and the policy for forced decisions.

A game state says what is pending with a *phase*: a member of the game's own enum,
read from the state. Each phase is one of three things, declared once in a
`Decisions` table:

- a **decision**: a seat chooses among the options its function lists (a first
  choice such as "play a card", or a follow-up such as "where does the charged
  dinosaur land"; a long choice is a chain of small follow-ups, never a cross
  product, so that every action stays small and enumerable);
- a **chance event**: its function gives the `ChanceNode`;
- **over**: the game has ended.

Each action or chance-outcome class has one effect function. `Rules` uses the
table for ``current_player``, ``legal_actions``, ``apply_action``, ``chance_node``
and ``apply_outcome``, so a game writes only its rules.

Forced decisions, one policy for every game: a decision with exactly one legal
option is taken by the kernel as soon as it arises, and the caller never sees it
(``forced="auto"``, the default). With ``forced="explicit"`` every decision is
shown, however many options it has. A phase whose options are empty is a game's
own business (a follow-up with nothing to choose usually ends the step): its
rules must never leave a player to move with no option.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Any, Final, Generic, TypeVar

import attrs

from .chance import ChanceNode
from .frozen import FrozenMap

__all__ = ["FORCED_MODES", "Decisions", "KeyEnum", "PhaseEnum"]

FORCED_MODES: Final = ("auto", "explicit")
"""Values of the ``forced`` option every game has (see the module's docstring)."""

_S = TypeVar("_S")
_P = TypeVar("_P", bound=enum.Enum)


class KeyEnum(enum.Enum):
    """An enum whose members hash by identity: for members used as keys on hot paths.

    `enum.Enum` hashes in Python (``hash(self._name_)``), a function call for every
    lookup; members are singletons compared by identity, so identity hashing is
    equivalent and done in C. Like any hash, it differs between processes:
    no result may depend on the order of a set of members.
    """

    __hash__ = object.__hash__


class PhaseEnum(KeyEnum):
    """Base of a game's phase enum: the decision table is looked up by phase per decision."""


def _frozen(table: Mapping[Any, Any]) -> FrozenMap[Any, Any]:
    return FrozenMap(table)


@attrs.frozen
class Decisions(Generic[_S, _P]):
    """A game's decision table: phases, who decides, options, chance and effects.

    ``phase`` and ``seat`` read the pending phase and the deciding seat from a
    state (``operator.attrgetter`` keeps them fast); ``options`` lists each
    decision phase's legal actions in canonical order; ``chance`` gives each
    chance phase's node; ``effects`` applies each action or outcome class; ``over``
    is the phase of a finished game.
    """

    phase: Callable[[_S], _P]
    seat: Callable[[_S], int]
    options: Mapping[_P, Callable[[_S], tuple[Any, ...]]] = attrs.field(converter=_frozen)
    effects: Mapping[type, Callable[[_S, Any], _S]] = attrs.field(converter=_frozen)
    over: _P
    chance: Mapping[_P, Callable[[_S], ChanceNode]] = attrs.field(
        converter=_frozen, factory=FrozenMap
    )

    def __attrs_post_init__(self) -> None:
        both = set(self.options) & set(self.chance)
        if both or self.over in self.options or self.over in self.chance:
            raise TypeError(f"a phase is declared twice in a decision table: {both or self.over}")

    def effect(self, action: object) -> Callable[[_S, Any], _S]:
        """The effect function of ``action``'s class."""
        effect = self.effects.get(type(action))
        if effect is None:
            raise TypeError(f"not an action of this game: {action!r}")
        return effect
