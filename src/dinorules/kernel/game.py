"""`Rules` (what a game implements), `GameSpec` (what it declares) and `Game`.

A game package writes its rules as a `Rules` subclass of pure methods over its
own `GameState` subclass and declares a `GameSpec`. `Game` turns the two into
the public contract: option validation, the seed, chance resolution, legality
checks with a reason, and the action codec. Rules code only ever sees decisions
and chance outcomes one at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import Any

import attrs

from .chance import CHANCE, ChanceNode, Player
from .codec import ActionCodec
from .errors import IllegalActionError, InvalidOptionError
from .options import CHANCE_MODES, Option, Options, resolve_options
from .rng import Rng, check_seed
from .state import GameState

__all__ = ["Game", "GameSpec", "Rules"]


class Rules:
    """The rules of one game as pure methods; subclass and override.

    No method may change its arguments. ``legal_actions`` and ``apply_action``
    deal with player decisions only; ``chance_node`` and ``apply_outcome`` with
    random events, reported by ``current_player`` returning `CHANCE`.
    """

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> Any:
        """The state before the first decision (set-up chance nodes may follow)."""
        raise NotImplementedError

    def num_players(self, state: Any) -> int:
        """How many seats this game has."""
        raise NotImplementedError

    def current_player(self, state: Any) -> Player:
        """The seat to decide, `CHANCE` at a random event, ``None`` when over."""
        raise NotImplementedError

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        """The decisions open to the current player, in canonical order."""
        raise NotImplementedError

    def apply_action(self, state: Any, action: Any) -> Any:
        """The state after a legal decision."""
        raise NotImplementedError

    def chance_node(self, state: Any) -> ChanceNode:
        """The random event pending in a state whose current player is `CHANCE`."""
        raise NotImplementedError

    def apply_outcome(self, state: Any, outcome: Any) -> Any:
        """The state after one outcome of the pending chance node."""
        raise NotImplementedError

    def sample_outcome(self, state: Any, rng: Rng) -> tuple[Any, Rng]:
        """Draw the pending chance node's outcome from ``rng`` (automatic chance).

        Override only to go faster (e.g. draw from a deck's counts without building
        the node); the result must equal ``self.chance_node(state).sample(rng)``
        for every state and generator, which `check_game` verifies.
        """
        return self.chance_node(state).sample(rng)

    def apply_drawn(self, state: Any, outcome: Any, rng: Rng) -> Any:
        """Apply an outcome drawn by automatic chance; ``rng`` is the generator after it.

        Override only to save a copy of the state (set ``rng`` in the same update);
        the result must equal ``apply_outcome(state.replace(rng=rng), outcome)``,
        which `check_game` verifies.
        """
        return self.apply_outcome(state.replace(rng=rng), outcome)

    def winners(self, state: Any) -> frozenset[int]:
        """The winning seats of a finished game (several on a shared victory)."""
        raise NotImplementedError

    def observe(self, state: Any, player: int) -> Any:
        """What ``player`` may see: a frozen, JSON-encodable value."""
        raise NotImplementedError

    def sample_hidden(self, state: Any, player: int, rng: Rng) -> Any:
        """A state ``player`` cannot tell from ``state``, hidden parts redrawn."""
        return state

    def invariants(self, state: Any) -> Iterable[str]:
        """Descriptions of broken conservation laws; empty when all hold."""
        return ()

    def explain_illegal(self, state: Any, action: Any) -> str:
        """Why ``action`` is not legal here, naming the rule (called on failure only)."""
        return "it is not among the legal actions"


@attrs.frozen
class GameSpec:
    """What a game declares: identity, players, options, limits, and its rules."""

    name: str
    title: str
    rules: Rules
    min_players: int
    max_players: int
    default_players: int
    options: tuple[Option, ...]
    hidden_information: bool
    max_game_length: Callable[[Options], int]
    """The most decisions (not chance outcomes) a game with these options takes."""
    action_types: tuple[type, ...]
    """Every class of decision and chance outcome, for the replay codec."""
    check_options: Callable[[Options], None] | None = None
    rule_prefix: str = ""
    """The rule-ID prefix of the game's catalogue in ``docs/rules`` (e.g. ``BR``)."""


def _kernel_options(spec: GameSpec) -> tuple[Option, ...]:
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
    return (players, chance)


@attrs.frozen
class Game:
    """One game's public API, built from its `GameSpec`.

    Generic code holds a `Game` and calls its methods: ``g.initial_state(seed=1)``,
    ``g.legal_actions(s)``, ``g.apply(s, a)`` and so on (see CONTRACT.md).
    """

    spec: GameSpec
    codec: ActionCodec = attrs.field(init=False)
    declared_options: tuple[Option, ...] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "codec", ActionCodec.for_types(self.spec.action_types))
        object.__setattr__(self, "declared_options", _kernel_options(self.spec) + self.spec.options)

    def __repr__(self) -> str:
        return f"<Game {self.spec.name!r}>"

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

    # --- The contract -----------------------------------------------------------

    def initial_state(self, /, *, seed: int, **options: object) -> Any:
        """The start of a game; the seed is the only entropy it will ever use."""
        resolved = self.resolve_options(**options)
        rng = Rng.from_seed(check_seed(seed))
        state = self.spec.rules.setup(resolved, rng, resolved["chance"] == "explicit")
        return self._resolve_chance(state)

    def current_player(self, state: Any) -> Player:
        """The seat to act, `CHANCE` at a shown random event, ``None`` when over."""
        return self.spec.rules.current_player(state)

    def is_terminal(self, state: Any) -> bool:
        """Whether the game is over."""
        return self.spec.rules.current_player(state) is None

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        """The current player's legal actions, or the outcomes at a chance node."""
        rules = self.spec.rules
        player = rules.current_player(state)
        if player is None:
            return ()
        if player is CHANCE:
            return rules.chance_node(state).outcomes
        return rules.legal_actions(state)

    def apply(self, state: Any, action: Any, *, check: bool = True) -> Any:
        """The state after ``action``; ``state`` itself is never changed.

        With ``check=True`` an action that is not legal raises `IllegalActionError`
        naming the rule; ``check=False`` skips that test for trusted callers that
        took the action from ``legal_actions``.
        """
        rules = self.spec.rules
        player = rules.current_player(state)
        if player is CHANCE:
            if check and action not in rules.chance_node(state).outcomes:
                raise IllegalActionError(f"{action!r} is not an outcome of this chance node")
            state = rules.apply_outcome(state, action)
        else:
            if check:
                self._check_legal(state, player, action)
            state = rules.apply_action(state, action)
        return self._resolve_chance(state)

    def winners(self, state: Any) -> frozenset[int]:
        """The winners once the game is over (all of them on a shared victory)."""
        if self.spec.rules.current_player(state) is not None:
            return frozenset()
        return self.spec.rules.winners(state)

    def observe(self, state: Any, player: int) -> Any:
        """What ``player`` may see, hidden information and the generator removed."""
        self._check_player(state, player)
        return self.spec.rules.observe(state, player)

    def chance_outcomes(self, state: Any) -> tuple[tuple[Any, Fraction], ...]:
        """Each outcome of the pending random event with its exact probability."""
        if self.spec.rules.current_player(state) is not CHANCE:
            return ()
        return self.spec.rules.chance_node(state).probabilities()

    def sample_hidden(self, state: Any, player: int, *, seed: int) -> Any:
        """A state with ``player``'s observation, all hidden parts redrawn."""
        self._check_player(state, player)
        rng = Rng.from_seed(check_seed(seed))
        sample_rng, state_rng = rng.split()
        sampled = self.spec.rules.sample_hidden(state, player, sample_rng)
        return sampled.replace(rng=state_rng)

    def invariants(self, state: Any) -> tuple[str, ...]:
        """The game's broken conservation laws in ``state`` (empty when sound)."""
        return tuple(self.spec.rules.invariants(state))

    def num_players(self, state: Any) -> int:
        """The number of seats in this game."""
        return self.spec.rules.num_players(state)

    # --- Actions as data ---------------------------------------------------------

    def encode_action(self, action: Any) -> Any:
        """An action (or chance outcome) as JSON data."""
        return self.codec.encode(action)

    def decode_action(self, data: Any, path: str = "action") -> Any:
        """The action encoded by ``data``; `ReplayError` saying where if malformed."""
        return self.codec.decode(data, path)

    # --- Helpers -------------------------------------------------------------------

    def _resolve_chance(self, state: GameState) -> Any:
        if state.explicit_chance:
            return state
        rules = self.spec.rules
        while rules.current_player(state) is CHANCE:
            outcome, rng = rules.sample_outcome(state, state.rng)
            state = rules.apply_drawn(state, outcome, rng)
        return state

    def _check_legal(self, state: Any, player: Player, action: Any) -> None:
        if player is None:
            raise IllegalActionError(f"{action!r}: the game is over")
        if action not in self.spec.rules.legal_actions(state):
            try:
                reason = self.spec.rules.explain_illegal(state, action)
            except Exception:  # noqa: BLE001 - a malformed action must still get a clear error
                reason = "it is not among the legal actions"
            raise IllegalActionError(f"{action!s} is illegal for player {player}: {reason}")

    def _check_player(self, state: Any, player: object) -> None:
        n = self.spec.rules.num_players(state)
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < n:
            raise InvalidOptionError(f"player must be a seat 0..{n - 1}, got {player!r}")
