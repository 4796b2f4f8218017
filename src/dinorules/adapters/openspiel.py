"""OpenSpiel adapter: each game registered as a pyspiel Python game (extra ``openspiel``).

``load("brunch", players=2)`` (or ``pyspiel.load_game("dinorules_brunch", {...})``
after `register`) gives a ``pyspiel.Game`` whose parameters are the game's options
(``chance`` is always ``"explicit"``: OpenSpiel sees every random event as an explicit
stochastic chance node with our exact probabilities). Actions and chance outcomes
are the game's fixed indices (`Game.action_index`); observations come from
``observe`` alone, as the game's tensor and text; returns are `Game.returns`.
A state serializes as its action history (OpenSpiel's default), which replays
exactly; `DinoState.replay` gives the same game as a dinorules `Replay`.

Each pyspiel state holds an immutable `_Held` (a clone shares it): the dinorules
state as a `Position` (its player, legal indices and chance probabilities computed
once) and the actions so far as a linked history, so a step copies nothing of the
steps before it (docs/performance.md, *The layers*).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import dinorules
from dinorules.kernel import CHANCE, AnyGame, Replay

from .position import ActionSpace, Position
from .text import observation_text, require, state_text

np = require("numpy", "openspiel")
pyspiel = require("pyspiel", "openspiel")
_GameBase: Any = pyspiel.Game
_StateBase: Any = pyspiel.State

__all__ = ["DinoGame", "DinoState", "load", "register", "short_name"]

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
        provides_information_state_string=False,
        provides_information_state_tensor=False,
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

    def new_initial_state(self) -> DinoState:
        """The start of a game (every random event still to come, as chance nodes)."""
        return DinoState(self, self.initial)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> DinoObserver:
        """An observer of what one seat sees (`Game.observe`); no perfect-recall state."""
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("dinorules observations are not perfect-recall information states")
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
    """

    __slots__ = ("history", "options", "seed")

    def __init__(
        self,
        game: AnyGame,
        state: Any,
        history: _Link | None,
        seed: int,
        options: Mapping[str, Any],
        space: ActionSpace | None = None,
    ) -> None:
        super().__init__(
            game, ActionSpace(game, game.tables(state)) if space is None else space, state
        )
        self.history, self.seed, self.options = history, seed, options

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions (and chance outcomes) so far, oldest first."""
        return _unlinked(self.history)

    def after(self, index: int) -> _Held:
        """The values held after playing ``index`` (see `Position.play`)."""
        action, state = self.play(index)
        return _Held(self.game, state, (self.history, action), self.seed, self.options, self.space)

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
        self.held = _Held(game.dino, state, None, game.seed, game.options, game.space)

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
        sampled.held = _Held(
            held.game, sampled.state, held.history, held.seed, held.options, held.space
        )
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
        self.tensor[:] = state.dino.observation_tensor(state.state, player)

    def string_from(self, state: DinoState, player: int) -> str:
        """``player``'s observation of ``state`` as text."""
        return observation_text(state.dino, state.state, player)


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
