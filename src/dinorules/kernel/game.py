"""`Game`: the public contract of a game, from its `GameSpec` (what the game declares).

A game package writes its rules as a `Rules` subclass (`dinorules.kernel.rules`) of
pure methods over its own `GameState` subclass and declares a `GameSpec`. `Game` turns the two into
the public contract: option validation, the seed, chance resolution, legality
checks with a reason, and the action codec. Rules code only ever sees decisions
and chance outcomes one at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any, Generic, NamedTuple

import attrs

from .chance import CHANCE, Player
from .codec import ActionCodec, same_shape
from .decisions import FORCED_MODES, Decisions
from .errors import IllegalActionError, InvalidOptionError, short_repr, short_text
from .gamespec import GameSpec
from .indexing import Interfaced
from .options import CHANCE_MODES, Option, Options, resolve_options
from .ownership import declared_state_type, refuse_foreign, state_checked, state_checked_one
from .position import (
    PositionBuilder,
    PositionError,
    read_position,
    write_observation,
    write_position,
)
from .registry import GAMES
from .rng import Rng, check_seed
from .rules import TABLE_DRIVEN, A, O, Rules, S
from .seen import action_seen
from .state import GameState

__all__ = ["AnyGame", "Contract", "Game", "GameSpec", "Rules"]


def _kernel_options(spec: GameSpec[Any, Any, Any]) -> tuple[Option, ...]:
    players = Option(
        "players",
        spec.default_players,
        f"number of players, {spec.min_players} to {spec.max_players}",
        allowed=tuple(range(spec.min_players, spec.max_players + 1)),
    )
    chance = Option(
        "chance",
        "auto",
        "'auto' resolves random events from the seed; 'explicit' shows them",
        allowed=CHANCE_MODES,
    )
    forced = Option(
        "forced",
        "auto",
        "'auto' takes every decision that has a single option; 'explicit' shows them",
        allowed=FORCED_MODES,
    )
    return (players, chance, forced)


class Contract(NamedTuple, Generic[S, A, O]):
    """The contract's nine functions of one game, for a game package to re-export."""

    initial_state: Callable[..., S]
    legal_actions: Callable[[S], tuple[A, ...]]
    apply: Callable[..., S]
    current_player: Callable[[S], Player]
    is_terminal: Callable[[S], bool]
    winners: Callable[[S], frozenset[int]]
    observe: Callable[[S, int], O]
    chance_outcomes: Callable[[S], tuple[tuple[Any, Fraction], ...]]
    sample_hidden: Callable[..., S]


@attrs.frozen
class Game(Interfaced, Generic[S, A, O]):
    """One game's public API, built from its `GameSpec`.

    Generic code holds a `Game` and calls its methods: ``g.initial_state(seed=1)``,
    ``g.legal_actions(s)``, ``g.apply(s, a)`` and so on (see ``docs/contract.md``).
    """

    spec: GameSpec[S, A, O]
    codec: ActionCodec = attrs.field(init=False)
    declared_options: tuple[Option, ...] = attrs.field(init=False)
    state_type: type = attrs.field(init=False, repr=False, eq=False)
    """The class of this game's states, which every method checks it is given (a tag)."""
    table: Decisions[S, Any] = attrs.field(init=False, repr=False, eq=False)
    """The rules' decision table, which says who plays and what (`_advance` reads it)."""
    loop: tuple[Any, ...] = attrs.field(init=False, repr=False, eq=False)
    """What `_advance` reads on every call, in one tuple: the rules, then the table's
    phase reader, options, effects and finished phase."""

    @codec.default
    def _codec(self) -> ActionCodec:
        return ActionCodec.for_types(self.spec.action_types)

    @declared_options.default
    def _declared_options(self) -> tuple[Option, ...]:
        return _kernel_options(self.spec) + self.spec.options

    @state_type.default
    def _state_type(self) -> type:
        return declared_state_type(self.spec.rules)

    @table.default
    def _table(self) -> Decisions[S, Any]:
        return _decision_table(self.spec)

    @loop.default
    def _loop(self) -> tuple[Any, ...]:
        table = self.table
        return (self.spec.rules, table.phase, table.options, table.effects, table.over)

    def __repr__(self) -> str:
        return f"<Game {self.spec.name!r}>"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_registered_game, (self.spec.name,))

    @property
    def name(self) -> str:
        """The registry name, e.g. ``"brunch"``."""
        return self.spec.name

    @property
    def title(self) -> str:
        """The published title."""
        return self.spec.title

    @property
    def min_players(self) -> int:
        """The fewest players the game allows."""
        return self.spec.min_players

    @property
    def max_players(self) -> int:
        """The most players the game allows."""
        return self.spec.max_players

    @property
    def hidden_information(self) -> bool:
        """Whether any player ever lacks information another has."""
        return self.spec.hidden_information

    @property
    def defaults(self) -> Mapping[str, object]:
        """Every option with its default value."""
        return {option.name: option.default for option in self.declared_options}

    def resolve_options(self, /, **options: object) -> Options:
        """All options with defaults filled in and values validated."""
        return resolve_options(self.name, self.declared_options, options, self.spec.check_options)

    def max_game_length(self, /, **options: object) -> int:
        """The most decisions a game with these options takes."""
        return self.spec.max_game_length(self.resolve_options(**options))

    def contract(self) -> Contract[S, A, O]:
        """The nine functions of the contract, bound to this game."""
        return Contract(
            self.initial_state,
            self.legal_actions,
            self.apply,
            self.current_player,
            self.is_terminal,
            self.winners,
            self.observe,
            self.chance_outcomes,
            self.sample_hidden,
        )

    # --- The contract -----------------------------------------------------------

    def initial_state(self, /, *, seed: int, **options: object) -> S:
        """The start of a game; the seed is the only entropy it will ever use."""
        resolved = self.resolve_options(**options)
        rng = Rng.from_seed(check_seed(seed))
        state = self.spec.rules.setup(resolved, rng, resolved["chance"] == "explicit")
        if resolved["forced"] == "explicit":
            state = state.replace(explicit_forced=True)
        return self._advance(state)

    @state_checked_one
    def current_player(self, state: S) -> Player:
        """The seat to act, `CHANCE` at a shown random event, ``None`` when over."""
        return self.spec.rules.current_player(state)

    @state_checked_one
    def is_terminal(self, state: S) -> bool:
        """Whether the game is over."""
        return self.spec.rules.current_player(state) is None

    def legal_actions(self, state: S) -> tuple[A, ...]:
        """The current player's legal actions, or the outcomes at a chance node."""
        if type(state) is not self.state_type:  # `state_checked`, inlined: a hot path
            refuse_foreign(self, state)
        cached = state.cached_legal
        if cached is not None:
            return cached
        rules = self.spec.rules
        player = rules.current_player(state)
        if player is None:
            return ()
        if player is CHANCE:
            outcomes: tuple[Any, ...] = rules.chance_node(state).outcomes
            return outcomes
        return rules.legal_actions(state)

    def apply(self, state: S, action: A, *, check: bool = True) -> S:
        """The state after ``action``; ``state`` itself is never changed.

        With ``check=True`` an action that is not legal raises `IllegalActionError`
        naming the rule, and so does a value that is not exactly one of the game's
        action types or whose fields are malformed; the rules then get the listed
        action equal to it, so they only ever see values they made themselves.
        ``check=False`` skips that test for trusted callers that took the action
        from ``legal_actions``.
        """
        if type(state) is not self.state_type:  # `state_checked`, inlined: a hot path
            refuse_foreign(self, state)
        legal = state.cached_legal
        if legal is not None:
            # A settled decision (see `_advance`): no need to ask who is to play.
            if check:
                for listed in legal:
                    if listed is action:
                        break  # the listed object itself: `_check_listed`'s first test, inlined
                else:
                    action = self._check_listed(state, legal, action)
            effect = self.loop[3].get(type(action)) or self.table.effect(action)
            return self._advance(effect(state, action))
        if check:
            action = self._check_legal(state, self.spec.rules.current_player(state), action)
        return self._advance(self.table.effect(action)(state, action))

    @state_checked_one
    def winners(self, state: S) -> frozenset[int]:
        """The winners once the game is over (all of them on a shared victory)."""
        if self.spec.rules.current_player(state) is not None:
            return frozenset()
        return self.spec.rules.winners(state)

    @state_checked_one
    def truncated(self, state: S) -> bool:
        """Whether the game is over because a length bound cut it short, not by its rules.

        A truncated game has no winner: a length bound is never a victory.
        """
        rules = self.spec.rules
        return rules.current_player(state) is None and rules.truncated(state)

    @state_checked
    def observe(self, state: S, player: int) -> O:
        """What ``player`` may see, hidden information and the generator removed."""
        self._check_player(state, player)
        return self.spec.rules.observe(state, player)

    @state_checked
    def chance_outcomes(self, state: S) -> tuple[tuple[Any, Fraction], ...]:
        """Each outcome of the pending random event with its exact probability."""
        if self.spec.rules.current_player(state) is not CHANCE:
            return ()
        return self.spec.rules.chance_node(state).probabilities()

    @state_checked
    def sample_hidden(self, state: S, player: int, *, seed: int) -> S:
        """A state with ``player``'s observation, all hidden parts redrawn."""
        self._check_player(state, player)
        rng = Rng.from_seed(check_seed(seed))
        sample_rng, state_rng = rng.split()
        sampled = self.spec.rules.sample_hidden(state, player, sample_rng)
        return sampled.replace(rng=state_rng)

    @state_checked
    def invariants(self, state: S) -> tuple[str, ...]:
        """The game's broken conservation laws in ``state`` (empty when sound)."""
        return tuple(self.spec.rules.invariants(state))

    @state_checked
    def num_players(self, state: S) -> int:
        """The number of seats in this game."""
        return self.spec.rules.num_players(state)

    # --- Positions ------------------------------------------------------------------

    def position(self, x: object) -> str:
        """``x`` as a position: a state exactly, or an observation as its seat sees it.

        `from_position` reads a state's position back; an observation's is for logs
        and bug reports, its hidden parts as counts (`kernel.position`).
        """
        if type(x) is self.state_type:
            return write_position(self, x)
        if attrs.has(type(x)) and not isinstance(x, GameState):
            return write_observation(self, x)
        raise PositionError(
            f"{self.name}: a position is written of a {self.state_type.__name__} or an "
            f"observation, not of {short_repr(x)}"
        )

    def from_position(self, text: str, /, **options: object) -> S:
        """The state a position text writes, checked by the game's invariants and settled.

        Sections left out take their value from a fresh game of the same options
        (``rng seed N``, else seed 0); options given here must agree with the text's.
        A malformed or impossible position raises `PositionError` naming the field
        and the rule.
        """
        state: S = read_position(self, text, options)
        return state

    def position_builder(self, /, *, seed: int = 0, **options: object) -> PositionBuilder:
        """A builder that sets up a position piece by piece from a fresh game (for tests)."""
        notation = self.spec.position
        if notation is None:
            raise PositionError(f"{self.name} has no position notation")
        return notation.builder(self, seed=seed, **options)

    def action_seen(self, state: S, action: A, seat: int | None, *, after: S | None = None) -> str:
        """``action`` taken at ``state`` as ``seat`` may see it (`kernel.seen.action_seen`)."""
        return action_seen(self, state, action, seat, after=after)

    # --- Actions as data ---------------------------------------------------------

    def encode_action(self, action: A) -> Any:
        """An action (or chance outcome) as JSON data."""
        return self.codec.encode(action)

    def decode_action(self, data: Any, path: str = "action") -> A:
        """The action encoded by ``data``; `ReplayError` saying where if malformed."""
        decoded: A = self.codec.decode(data, path)
        return decoded

    # --- Helpers -------------------------------------------------------------------

    def _advance(self, state: S) -> S:
        """Resolve chance (unless explicit) and forced decisions (unless explicit).

        The one place where the kernel acts on its own: it stops at the first
        decision with two options or more (or a shown chance node, or the end), and
        fills that state's legal-action cache (a function of its content, like a
        cached hash) so that ``legal_actions`` and a checked ``apply`` do not compute
        them again. It reads the decision table itself: each phase once, and no
        call to ask the seat, which the loop does not need.
        """
        rules, phase_of, listed, effects, over = self.loop
        while True:
            phase = phase_of(state)
            options_of = listed.get(phase)
            if options_of is None:
                if phase is over:
                    return state
                if state.explicit_chance:  # a chance phase
                    return state
                state = rules.resolve_chance(state)
                continue
            if state.explicit_forced:
                return state
            options = options_of(state)
            if len(options) != 1:
                _set_cached_legal(state, options)
                return state
            action = options[0]
            state = effects[type(action)](state, action)

    def _check_legal(self, state: S, player: Player, action: object) -> A:
        """The listed action (or chance outcome) equal to ``action``; refuse anything else.

        In order: the game must not be over; ``type(action)`` must be exactly one of
        the declared action types (so an object that claims to equal everything, or
        a subclass, never meets the rules); the action must equal a listed one; and
        unless it *is* that listed object, it must have the listed one's shape, exact
        types all the way down (a field forced past its validators, e.g. by
        ``replace``, may compare equal: ``True == 1``, or an object equal to
        everything). Comparing a malformed value may raise: that too is an illegal
        action, never an error from inside the rules. The listed object is returned,
        so the rules only ever get values they made themselves.
        """
        if player is None:
            raise IllegalActionError(f"{_shown(action)}: the game is over")
        return self._check_listed(state, self.legal_actions(state), action)

    def _check_listed(self, state: S, legal: tuple[Any, ...], action: object) -> A:
        """`_check_legal` once the legal actions are known (the player is found on failure)."""
        cls = type(action)
        if self.codec.types.get(cls.__name__) is not cls:
            raise self._illegal(state, action)
        found: A
        for found in legal:
            if found is action:
                # The listed object itself (the usual case): found by identity, where
                # ``index`` would call the action class's ``__eq__`` on each one before
                # it; a plain loop is the cheapest identity search, with no `cast` call.
                return found
        try:
            listed: A = legal[legal.index(action)]
            shaped = listed is action or same_shape(action, listed)
        except ValueError:
            raise self._illegal(state, action) from None
        except Exception as error:  # noqa: BLE001 - comparing a malformed field failed
            raise self._illegal(state, action, _malformed(cls, error)) from None
        if not shaped:
            raise self._illegal(state, action, _malformed(cls))
        return listed

    def _illegal(self, state: S, action: object, reason: str | None = None) -> IllegalActionError:
        """The error for an action refused at ``state``; the rules explain unless told why."""
        player = self.spec.rules.current_player(state)
        if player is CHANCE:
            why = f": {reason}" if reason else ""
            return IllegalActionError(
                f"{_shown(action)} is not an outcome of this chance node{why}"
            )
        if reason is None:
            try:
                reason = self.spec.rules.explain_illegal(state, action)
            except Exception:  # noqa: BLE001 - a malformed action must still get a clear error
                reason = "it is not among the legal actions"
        return IllegalActionError(f"{_shown(action)} is illegal for player {player}: {reason}")

    def _check_player(self, state: S, player: object) -> None:
        n = self.spec.rules.num_players(state)
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < n:
            raise InvalidOptionError(f"player must be a seat 0..{n - 1}, got {player!r}")


def _shown(action: object) -> str:
    """``str(action)`` for a message, cut short; a short ``repr`` if ``str`` fails."""
    try:
        return short_text(str(action))
    except Exception:  # noqa: BLE001 - a hostile value still gets a message
        return short_repr(action)


def _malformed(cls: type, error: Exception | None = None) -> str:
    """The reason given for an action whose fields are malformed."""
    detail = ""
    if error is not None:
        try:
            detail = f": {error}"
        except Exception:  # noqa: BLE001 - the error message of a hostile value
            detail = f": {type(error).__name__}"
    return f"a malformed {cls.__name__} (a field does not have its declared type{detail})"


def _decision_table(spec: GameSpec[S, A, O]) -> Decisions[S, Any]:
    """The rules' decision table; `TypeError` if the rules override what it answers."""
    rules = spec.rules
    overridden = sorted(
        name for name in TABLE_DRIVEN if getattr(type(rules), name) is not getattr(Rules, name)
    )
    if overridden:
        raise TypeError(
            f"{spec.name}: {type(rules).__qualname__} overrides {', '.join(overridden)}, "
            "which its decision table answers: change the table (Rules.decisions) instead"
        )
    table = rules.decisions
    if not isinstance(table, Decisions):
        raise TypeError(f"{spec.name}: Rules.decisions must be a Decisions table, got {table!r}")
    return table


AnyGame = Game[Any, Any, Any]
"""A game of any state, action and observation types (for generic code)."""

_set_cached_legal = GameState.__dict__["cached_legal"].__set__
"""Fill a state's legal-action cache in place, as attrs fills a cached hash: the value
is a function of the state's content, outside equality, hashing and encoding."""


def _registered_game(name: str) -> AnyGame:
    """The registered game of that name (how a pickled `Game` is restored)."""
    return GAMES[name]
