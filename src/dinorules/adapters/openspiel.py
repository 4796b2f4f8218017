"""OpenSpiel adapter: each game registered as a pyspiel Python game (extra ``openspiel``).

``load("brunch", players=2)`` (or ``pyspiel.load_game("dinorules_brunch", {...})``
after `register`) gives a ``pyspiel.Game`` whose parameters are the game's options
(``chance`` is always ``"explicit"``: OpenSpiel sees every random event as an explicit
stochastic chance node with our exact probabilities). Actions and chance outcomes
are the game's fixed indices (`Game.action_index`); observations come from
``observe`` alone, as the game's tensor and text, and each seat's perfect-recall
information state from its observations and actions so far (`Recall`); returns
are `Game.returns`.
A state serializes as its action history (OpenSpiel's default), which replays
exactly; `DinoState.replay` gives the same game as a dinorules `Replay`.

Each pyspiel state holds an immutable `_Held` (a clone shares it): the dinorules
state as a `Position` (its player, legal indices and chance probabilities computed
once), the actions so far as a linked history, so a step copies nothing of the
steps before it (docs/performance.md, *Where it stands*), and the `_Held` before it, from
which each seat's `Recall` is built when first asked for (never on a plain step).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import dinorules
from dinorules.kernel import CHANCE, AnyGame, Replay

from .actions import ActionSpaceError, checked_index
from .position import ActionSpace, Position
from .recall import DIGEST_BITS, Recall, Recorder
from .text import observation_text, require, state_text

np = require("numpy", "openspiel")
pyspiel = require("pyspiel", "openspiel")
_GameBase: Any = pyspiel.Game
_StateBase: Any = pyspiel.State

__all__ = ["ActionSpaceError", "DinoGame", "DinoState", "load", "register", "short_name"]

PREFIX = "dinorules_"
_PARAMETER_TYPES = (bool, int, float, str)
_FIXED = frozenset({"chance"})


def short_name(game: str | AnyGame) -> str:
    """The name a game is registered under in pyspiel, e.g. ``dinorules_brunch``."""
    name = game if isinstance(game, str) else game.name
    return PREFIX + name


def _parameters(game: AnyGame) -> dict[str, Any]:
    """The options OpenSpiel can pass (scalars), with their defaults; ``seed`` besides."""
    parameters = {
        option.name: option.default
        for option in game.declared_options
        if option.name not in _FIXED and isinstance(option.default, _PARAMETER_TYPES)
    }
    parameters["seed"] = 0
    return parameters


def game_type(game: AnyGame) -> Any:
    """The truthful `pyspiel.GameType` of a dinorules game."""
    information = (
        pyspiel.GameType.Information.IMPERFECT_INFORMATION
        if game.hidden_information
        else pyspiel.GameType.Information.PERFECT_INFORMATION
    )
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"dinorules: {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=information,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(game),
    )


class DinoGame(_GameBase):  # type: ignore[misc]
    """A dinorules game with one option set, as a ``pyspiel.Game``."""

    dino: AnyGame

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        given = dict(params or {})
        self.seed = int(given.pop("seed", 0))
        defaults = _parameters(self.dino)
        defaults.pop("seed")
        self.options = {**defaults, **given, "chance": "explicit"}
        game = self.dino
        players = game.num_players_for(**self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions(**self.options),
            max_chance_outcomes=game.max_chance_outcomes(**self.options),
            num_players=players,
            min_utility=-1.0,
            max_utility=float(players - 1),
            utility_sum=0.0,
            max_game_length=game.max_game_length(**self.options),
        )
        super().__init__(game_type(game), info, {**given, "seed": self.seed})
        self.initial = game.initial_state(seed=self.seed, **self.options)
        self.space = ActionSpace(game, game.tables(self.initial))
        """The action space of these options, the same for every state of the game."""
        self.recorder = Recorder(game)
        """The information states' memo of observations (`Recorder`), for every state."""

    def new_initial_state(self) -> DinoState:
        """The start of a game (every random event still to come, as chance nodes)."""
        return DinoState(self, self.initial)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> DinoObserver:
        """An observer of what one seat sees now (`Game.observe`), or has seen (`Recall`).

        OpenSpiel asks for a perfect-recall observer for information states
        (``information_state_string``/``_tensor``), for a plain one for observations.
        """
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            return DinoRecallObserver(self)
        return DinoObserver(self)

    def state_from_replay(self, replay: Replay) -> DinoState:
        """The state a dinorules `Replay` of this game leads to."""
        state = DinoState(self, self.initial)
        for action in replay.actions:
            state.apply_action(self.dino.action_index(state.state, action))
        return state


_Link = tuple["_Link | None", Any]
"""A game's actions so far: ``(the actions before, the last one)``, ``None`` for none yet.

Each step adds one pair, where copying the whole tuple of actions at each step made a
game's history quadratic in its length."""


def _linked(actions: tuple[Any, ...]) -> _Link | None:
    """The linked history of ``actions``, oldest first."""
    link: _Link | None = None
    for action in actions:
        link = (link, action)
    return link


def _unlinked(link: _Link | None) -> tuple[Any, ...]:
    """The actions of a linked history, oldest first."""
    found = []
    while link is not None:
        link, action = link
        found.append(action)
    found.reverse()
    return tuple(found)


class _Held(Position):
    """Immutable values held by a pyspiel state: a clone (a deep copy) shares them.

    The `Position` of the dinorules state, and the game's linked history, seed and
    options. It pickles with its history as a flat tuple, whatever the game's length.

    ``parent`` is the `_Held` before the last step and ``step`` that step (who took
    it, which index); each seat's `Recall` is computed from them on first use and
    kept (a function of the history, so sharing it is safe). A held with no parent
    but a history (unpickled) replays it; a resampled one (``origin``) starts every
    seat's record anew, but for the seat it was resampled for.
    """

    __slots__ = (
        "_recalls", "history", "options", "origin", "parent", "recorder", "seed", "step",
    )  # fmt: skip

    def __init__(
        self,
        game: AnyGame,
        state: Any,
        history: _Link | None,
        seed: int,
        options: Mapping[str, Any],
        space: ActionSpace | None = None,
        parent: _Held | None = None,
        step: tuple[Any, int] | None = None,
        recorder: Recorder | None = None,
    ) -> None:
        super().__init__(
            game, ActionSpace(game, game.tables(state)) if space is None else space, state
        )
        self.history, self.seed, self.options = history, seed, options
        self.parent, self.step = parent, step
        self.recorder = Recorder(game) if recorder is None else recorder
        self.origin: bytes | None = None
        self._recalls: dict[int, Recall] = {}

    def recall(self, seat: int) -> Recall:
        """``seat``'s perfect-recall record of the game up to here (see `Recall`)."""
        chain, node = [], self
        while seat not in node._recalls:
            if node.parent is None:
                node._recalls[seat] = node._first_recall(seat)
                break
            chain.append(node)
            node = node.parent
        record = node._recalls[seat]
        for node in reversed(chain):
            assert node.step is not None
            actor, index = node.step
            record = node._recalls[seat] = record.after(self.recorder, actor, index, node.state)
        return record

    def _first_recall(self, seat: int) -> Recall:
        """The record of a held with no parent: the start, a replay, or a fresh start."""
        game, recorder = self.game, self.recorder
        if self.origin is not None or self.history is None:
            return Recall.start(recorder, self.state, seat, self.origin or b"")
        state = game.initial_state(seed=self.seed, **self.options)
        record = Recall.start(recorder, state, seat)
        for action in self.actions:
            actor = game.current_player(state)
            index = game.action_index(state, action)
            state = game.apply(state, action)
            record = record.after(recorder, actor, index, state)
        return record

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions (and chance outcomes) so far, oldest first."""
        return _unlinked(self.history)

    def after(self, index: int) -> _Held:
        """The values held after playing ``index`` (see `Position.play`)."""
        action, state = self.play(index)
        return _Held(
            self.game, state, (self.history, action), self.seed, self.options, self.space,
            self, (self.player, index), self.recorder,
        )  # fmt: skip

    def resampled(self, seat: int, state: Any) -> _Held:
        """A held of ``state`` (`Game.sample_hidden` for ``seat``) with ``seat``'s record."""
        known = self.recall(seat)
        held = _Held(
            self.game, state, self.history, self.seed, self.options, self.space,
            recorder=self.recorder,
        )  # fmt: skip
        held.origin = b"resampled for %d: " % seat + known.digest
        held._recalls[seat] = known
        return held

    def __deepcopy__(self, memo: object) -> _Held:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restored, (self.game, self.state, self.actions, self.seed, self.options))

    def __setstate__(self, slots: tuple[None, dict[str, Any]]) -> None:
        """Restore a state pickled before the linked history (its actions as a tuple)."""
        _, held = slots
        _Held.__init__(
            self, held["game"], held["state"], _linked(held["actions"]), held["seed"],
            held["options"],
        )  # fmt: skip


def _restored(
    game: AnyGame, state: Any, actions: tuple[Any, ...], seed: int, options: Mapping[str, Any]
) -> _Held:
    """A `_Held` from its pickle (`_Held.__reduce__`)."""
    return _Held(game, state, _linked(actions), seed, options)


_TERMINAL = int(pyspiel.PlayerId.TERMINAL)
_CHANCE = int(pyspiel.PlayerId.CHANCE)


class DinoState(_StateBase):  # type: ignore[misc]
    """A pyspiel state wrapping one immutable dinorules state."""

    def __init__(self, game: DinoGame, state: Any) -> None:
        super().__init__(game)
        self.held = _Held(
            game.dino, state, None, game.seed, game.options, game.space, recorder=game.recorder
        )

    @property
    def dino(self) -> AnyGame:
        """The dinorules game."""
        return self.held.game

    @property
    def state(self) -> Any:
        """The dinorules state (an immutable value)."""
        return self.held.state

    def current_player(self) -> int:
        """The seat to act, ``PlayerId.CHANCE`` or ``PlayerId.TERMINAL``."""
        player = self.held.player
        if player is None:
            return _TERMINAL
        if player is CHANCE:
            return _CHANCE
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.held.legal_indices

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The pyspiel ``legal_actions``, answered here rather than through its C++ bridge.

        The same answers as ``pyspiel.State.legal_actions`` (which calls back into
        this object three times): none at the end, the chance outcomes in their order
        at a chance node, else the current player's actions, none for another seat,
        and a pseudo-player refused.
        """
        held = self.held
        current = held.player
        if current is None:
            return []
        if current is CHANCE:
            return [index for index, _ in held.chance_outcomes]
        if player is None or player == current:
            return list(held.legal_indices)
        if player < 0:
            raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")
        return []

    def is_chance_node(self) -> bool:
        """The pyspiel ``is_chance_node``, answered here (see `legal_actions`)."""
        return self.held.player is CHANCE

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Each outcome's index with its probability (the float nearest the exact one)."""
        return self.held.chance_outcomes

    def apply_action(self, action: int) -> None:
        """Play an index: a Python or numpy integer of the space, else `ActionSpaceError`.

        At a chance node the space is the outcomes'. An index in the space that is not
        legal here raises the game's `IllegalActionError`, saying which rule forbids it.
        """
        if type(action) is not int or action < 0 or action >= self.held.size:
            action = checked_index(action, self.held.size, self._space_name())
        super().apply_action(action)

    def _space_name(self) -> str:
        kind = "chance outcomes" if self.held.player is CHANCE else "actions"
        return f"the {self.held.size} {kind} of {self.dino.name}"

    def _apply_action(self, action: int) -> None:
        self.held = self.held.after(action)

    def _action_to_string(self, player: int, action: int) -> str:
        tables = self.held.tables
        values = tables.outcomes if player == _CHANCE else tables.actions
        return str(values[action])

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.held.player is None

    def returns(self) -> list[float]:
        """`Game.returns`: zero until the end; winners share the pot."""
        return list(self.dino.returns(self.state))

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> DinoState:
        """A state ``player_id`` cannot tell from this one (`Game.sample_hidden`)."""
        seed = int(probability_sampler() * 2**62)
        held = self.held
        sampled = DinoState(
            self.get_game(), held.game.sample_hidden(held.state, player_id, seed=seed)
        )
        sampled.held = held.resampled(player_id, sampled.state)
        return sampled

    def replay(self) -> Replay:
        """This game so far as a dinorules `Replay` (options, seed and actions)."""
        held = self.held
        return Replay(game=held.game, options=held.options, seed=held.seed, actions=held.actions)

    def __str__(self) -> str:
        return repr(self.held.state)

    def debug_text(self) -> str:
        """The whole state as readable text, hidden parts included."""
        return state_text(self.dino, self.state)


class DinoObserver:
    """A pyspiel Python observer: the game's tensor and text of one seat's observation."""

    def __init__(self, game: DinoGame) -> None:
        tables = game.dino.tables_for(**game.options)
        self.tensor = np.zeros(tables.size, np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for slot in tables.slots:
            self.dict[slot.name] = self.tensor[start : start + slot.size]
            start += slot.size

    def set_from(self, state: DinoState, player: int) -> None:
        """Fill ``tensor`` with ``player``'s observation of ``state``."""
        state.dino.observation_tensor(state.state, player, out=self.tensor)

    def string_from(self, state: DinoState, player: int) -> str:
        """``player``'s observation of ``state`` as text."""
        return observation_text(state.dino, state.state, player)


class DinoRecallObserver(DinoObserver):
    """A perfect-recall observer: one seat's information state (`Recall`) as text and tensor.

    The tensor is the seat's observation tensor, then ``recall.entries`` and
    ``recall.actions`` (the record's counts) and ``recall.digest`` (its 128 bits):
    equal exactly when the information-state strings are.
    """

    EXTRA = (("recall.entries", 1), ("recall.actions", 1), ("recall.digest", DIGEST_BITS))

    def __init__(self, game: DinoGame) -> None:
        tables = game.dino.tables_for(**game.options)
        self.size = tables.size
        self.tensor = np.zeros(tables.size + 2 + DIGEST_BITS, np.float32)
        self.dict = {}
        start = 0
        for name, size in (*((slot.name, slot.size) for slot in tables.slots), *self.EXTRA):
            self.dict[name] = self.tensor[start : start + size]
            start += size

    def set_from(self, state: DinoState, player: int) -> None:
        """Fill ``tensor`` with ``player``'s information state at ``state``."""
        record = state.held.recall(player)
        state.dino.observation_tensor(state.state, player, out=self.tensor[: self.size])
        self.tensor[self.size] = record.entries
        self.tensor[self.size + 1] = record.actions
        self.tensor[self.size + 2 :] = record.bits()

    def string_from(self, state: DinoState, player: int) -> str:
        """``player``'s information state at ``state`` as text (`Recall.text`)."""
        return state.held.recall(player).text()


def _game_class(game: AnyGame) -> type[DinoGame]:
    return type(f"{game.name.title().replace('_', '')}Game", (DinoGame,), {"dino": game})


@functools.cache
def register(name: str) -> Callable[..., Any]:
    """Register one dinorules game with pyspiel (once); return its game class."""
    game = dinorules.GAMES[name]
    cls = _game_class(game)
    pyspiel.register_game(game_type(game), cls)
    return cls


def load(name: str, **options: Any) -> Any:
    """A ``pyspiel.Game`` for a dinorules game and options (``seed=`` too), registered first."""
    register(name)
    return pyspiel.load_game(short_name(name), options)
