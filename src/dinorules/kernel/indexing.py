"""A fixed action space, returns, observation tensors and actions read from text.

Search and learning frameworks (OpenSpiel, PettingZoo, Gymnasium) want every
decision as an integer ``0 .. num_distinct_actions - 1`` with a fixed-size legal
mask, every chance outcome likewise, a return per seat, and each observation as a
fixed-length vector of numbers. A game declares one `Interop` in its `GameSpec`:

- ``key(options)`` and ``state_key(state)``: the component tables (and player
  count) that fix the space, read from options or from a state of that game;
- ``actions(key)`` and ``outcomes(key)``: every decision and every chance outcome
  the components allow, each exactly once, in a canonical order (an index is a
  position in that order, so it never depends on the state);
- ``layout(key)`` and ``encode(observation, context)``: the observation tensor's named
  slots and the numbers filling them, computed from ``observe`` alone; ``context`` is
  ``prepare(key)`` (lookup rows computed once per key), or the key itself.

`IndexTables.build` compiles these once per key. `Interfaced` gives `Game` the
public methods (``action_index``, ``legal_action_mask``, ``returns``, ...).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

import attrs

from .chance import CHANCE, Player
from .compiled import Compiled, FrozenMap, compiled, derived
from .errors import IllegalActionError, InvalidOptionError
from .ownership import state_checked, state_checked_one

if TYPE_CHECKING:
    from .gamespec import GameSpec
    from .options import Options

__all__ = [
    "UNBOUNDED",
    "IndexTables",
    "Interfaced",
    "Interop",
    "Slot",
    "one_hot",
    "seat_order",
    "share_returns",
    "tally",
]


class _Writable(Protocol):
    def __len__(self) -> int: ...
    def __setitem__(self, index: slice, values: Sequence[float], /) -> None: ...


_Buffer = TypeVar("_Buffer", bound=_Writable)
"""A buffer `Interfaced.observation_tensor` writes into (a numpy array, a list...)."""


UNBOUNDED = float(2**24)
"""The default upper bound of a tensor entry: every count, round or turn in a game is
far below it (and float32 represents every integer up to it exactly)."""


@attrs.frozen
class Slot:
    """A named run of ``size`` numbers in an observation tensor, and what they mean.

    ``low`` and ``high`` bound every number of the slot (the adapters' ``Box``): by
    default -1 (unseen) and `UNBOUNDED`; a game declares its real bounds where it
    knows them (a flag or one-hot is 0..1, a count at most the cards there are).
    """

    name: str
    size: int
    meaning: str
    low: float = -1.0
    high: float = UNBOUNDED

    def bounded(self, low: float, high: float) -> Slot:
        """The same slot with the bounds ``low .. high``."""
        return attrs.evolve(self, low=low, high=high)


def one_hot(value: object, choices: Sequence[object]) -> list[float]:
    """One number per choice, 1 where ``value`` is (all 0 when it is none of them).

    >>> one_hot("b", ("a", "b", "c")), one_hot(None, ("a", "b"))
    ([0.0, 1.0, 0.0], [0.0, 0.0])
    """
    numbers = [0.0] * len(choices)
    if value in choices:
        numbers[choices.index(value)] = 1.0
    return numbers


def tally(items: Iterable[object], names: Sequence[object]) -> list[float]:
    """How many of ``items`` are each of ``names`` (a multiset's counts in a fixed order).

    >>> tally(["Egg", "Compy", "Egg"], ("Compy", "Egg", "T-Rex"))
    [1.0, 2.0, 0.0]
    """
    counts = [0.0] * len(names)
    for item in items:
        counts[names.index(item)] += 1.0
    return counts


def seat_order(player: int, players: int) -> tuple[int, ...]:
    """The seats as a tensor lists them: the observer first, then the next seats in turn.

    >>> seat_order(2, 4)
    (2, 3, 0, 1)
    """
    return tuple((player + k) % players for k in range(players))


@attrs.frozen(cache_hash=True)
class Interop:
    """What a game declares for integer actions and observation tensors (see the module)."""

    key: Callable[[Options], Hashable]
    state_key: Callable[[Any], Hashable]
    actions: Callable[[Any], Iterable[Any]]
    outcomes: Callable[[Any], Iterable[Any]]
    layout: Callable[[Any], Sequence[Slot]]
    encode: Callable[[Any, Any], Sequence[float]]
    prepare: Callable[[Any], Any] | None = None


def _positions(values: tuple[Any, ...], what: str) -> FrozenMap[Any, int]:
    index = FrozenMap((item, i) for i, item in enumerate(values))
    if len(index) != len(values):
        raise ValueError(f"the {what} of an action space must be distinct")
    return index


@compiled
class IndexTables(Compiled):
    """One game's action space and tensor layout for one key, compiled once."""

    interop: Interop
    key: Hashable
    actions: tuple[Any, ...] = derived()
    outcomes: tuple[Any, ...] = derived()
    action_index: FrozenMap[Any, int] = derived()
    outcome_index: FrozenMap[Any, int] = derived()
    slots: tuple[Slot, ...] = derived()
    size: int = derived()
    context: Any = derived()

    @classmethod
    def compile(cls, interop: Interop, key: Hashable) -> IndexTables:
        """Enumerate the actions and outcomes once; number them by position."""
        actions = tuple(interop.actions(key))
        outcomes = tuple(interop.outcomes(key))
        slots = tuple(interop.layout(key))
        return cls(
            interop=interop,
            key=key,
            actions=actions,
            outcomes=outcomes,
            action_index=_positions(actions, "actions"),
            outcome_index=_positions(outcomes, "outcomes"),
            slots=slots,
            size=sum(slot.size for slot in slots),
            context=key if interop.prepare is None else interop.prepare(key),
        )


def share_returns(players: int, winners: frozenset[int]) -> tuple[float, ...]:
    """Each seat's return: every seat stakes 1 and the winners share the pot.

    A winner among ``k`` gets ``players / k - 1``, every other seat ``-1``; with no
    winner (a game cut short) every stake comes back: all zero. The sum is always 0.

    >>> share_returns(2, frozenset({0})), share_returns(2, frozenset({0, 1}))
    ((1.0, -1.0), (0.0, 0.0))
    >>> share_returns(4, frozenset({1, 3})), share_returns(3, frozenset())
    ((-1.0, 1.0, -1.0, 1.0), (0.0, 0.0, 0.0))
    """
    if not winners:
        return (0.0,) * players
    share = players / len(winners) - 1.0
    return tuple(share if seat in winners else -1.0 for seat in range(players))


class _Game(Protocol):
    """What `Interfaced` needs of the `Game` it is mixed into."""

    @property
    def spec(self) -> GameSpec[Any, Any, Any]: ...
    @property
    def name(self) -> str: ...
    def resolve_options(self, /, **options: object) -> Options: ...
    def legal_actions(self, state: Any) -> tuple[Any, ...]: ...
    def observe(self, state: Any, player: int) -> Any: ...
    def current_player(self, state: Any) -> Player: ...
    def tables(self, state: Any) -> IndexTables: ...
    def tables_for(self, /, **options: object) -> IndexTables: ...
    def legal_indices(self, state: Any) -> tuple[int, ...]: ...


class Interfaced:
    """The fixed action space, returns and tensors of a `Game` (a mixin of `Game`)."""

    __slots__ = ()

    def _interop(self: _Game) -> Interop:
        interop = self.spec.interop
        if interop is None:
            raise InvalidOptionError(f"{self.name} has no fixed action space yet")
        return interop

    def tables_for(self: _Game, /, **options: object) -> IndexTables:
        """The action space and tensor layout of a game with these options."""
        interop = Interfaced._interop(self)
        return IndexTables.build(interop, interop.key(self.resolve_options(**options)))

    @state_checked_one
    def tables(self: _Game, state: Any) -> IndexTables:
        """The action space and tensor layout of the game ``state`` belongs to."""
        interop = Interfaced._interop(self)
        return IndexTables.build(interop, interop.state_key(state))

    def num_players_for(self: _Game, /, **options: object) -> int:
        """How many seats a game with these options has, without a state."""
        return int(self.resolve_options(**options)["players"])

    def num_distinct_actions(self: _Game, /, **options: object) -> int:
        """The size of the action space: every index is in ``0 .. n - 1``."""
        return len(self.tables_for(**options).actions)

    def max_chance_outcomes(self: _Game, /, **options: object) -> int:
        """The size of the chance-outcome space."""
        return len(self.tables_for(**options).outcomes)

    @state_checked
    def action_index(self: _Game, state: Any, action: object) -> int:
        """The index of ``action`` (of a chance outcome at a chance node); fixed by the options."""
        tables = self.tables(state)
        chance = self.current_player(state) is CHANCE
        index = tables.outcome_index if chance else tables.action_index
        try:
            return index[action]
        except (KeyError, TypeError):
            kind = "chance outcome" if chance else "action"
            raise IllegalActionError(f"{action!r} is no {kind} of {self.name}") from None

    @state_checked
    def index_action(self: _Game, state: Any, index: int) -> Any:
        """The action (the chance outcome at a chance node) with this index."""
        tables = self.tables(state)
        values = tables.outcomes if self.current_player(state) is CHANCE else tables.actions
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(values):
            raise IllegalActionError(
                f"action index {index!r} is not an integer in 0..{len(values) - 1}"
            )
        return values[index]

    @state_checked_one
    def legal_indices(self: _Game, state: Any) -> tuple[int, ...]:
        """The indices of the legal actions (or outcomes), ascending."""
        tables = self.tables(state)
        chance = self.current_player(state) is CHANCE
        index = tables.outcome_index if chance else tables.action_index
        return tuple(sorted(index[action] for action in self.legal_actions(state)))

    @state_checked_one
    def legal_action_mask(self: _Game, state: Any) -> tuple[bool, ...]:
        """One flag per index of the action (or, at a chance node, outcome) space."""
        tables = self.tables(state)
        chance = self.current_player(state) is CHANCE
        mask = [False] * len(tables.outcomes if chance else tables.actions)
        for i in self.legal_indices(state):
            mask[i] = True
        return tuple(mask)

    @state_checked_one
    def returns(self: _Game, state: Any) -> tuple[float, ...]:
        """Each seat's return: zero until the end, then `share_returns` of the winners."""
        rules = self.spec.rules
        players = rules.num_players(state)
        if rules.current_player(state) is not None:
            return (0.0,) * players
        return share_returns(players, rules.winners(state))

    @overload
    def observation_tensor(self: _Game, state: Any, player: int) -> tuple[float, ...]: ...
    @overload
    def observation_tensor(self: _Game, state: Any, player: int, *, out: _Buffer) -> _Buffer: ...
    @state_checked
    def observation_tensor(
        self: _Game, state: Any, player: int, *, out: _Buffer | None = None
    ) -> tuple[float, ...] | _Buffer:
        """``player``'s observation as a flat tuple of numbers (see the game's layout).

        Built from ``observe(state, player)`` alone, so nothing hidden can reach it.
        With ``out`` (a numpy array of the layout's size, or any buffer taking slice
        assignment) the numbers are written into ``out``, which is returned: no tuple
        is built.
        """
        observation = self.observe(state, player)
        tables = self.tables(state)
        numbers = tables.interop.encode(observation, tables.context)
        if len(numbers) != tables.size:
            raise ValueError(
                f"{self.name}: a tensor of {len(numbers)} for a layout of {tables.size}"
            )
        if out is None:
            return tuple(numbers)
        if len(out) != tables.size:
            raise ValueError(
                f"out: a buffer of {len(out)} for {self.name}'s tensor of {tables.size}"
            )
        out[:] = numbers
        return out

    @state_checked
    def parse_action(self: _Game, state: Any, text: str) -> Any:
        """The legal action (or outcome) whose ``str`` is ``text``; case and spaces are loose.

        Anything else raises `IllegalActionError` listing the closest legal texts.
        """
        legal = self.legal_actions(state)
        wanted = " ".join(str(text).split()).casefold()
        for action in legal:
            if " ".join(str(action).split()).casefold() == wanted:
                return action
        texts = {" ".join(str(action).split()).casefold(): str(action) for action in legal}
        close = [texts[t] for t in difflib.get_close_matches(wanted, texts, n=5, cutoff=0.5)]
        hint = f"; close: {', '.join(map(repr, close))}" if close else ""
        if not legal:
            raise IllegalActionError(f"{text!r}: the game is over")
        raise IllegalActionError(f"{text!r} is not a legal action here{hint}")
