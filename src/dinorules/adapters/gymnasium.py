"""Gymnasium adapter: one seat of a game as a single-agent environment (extra ``gymnasium``).

``make("jurassattack", seat=0, opponent="random")`` gives a ``gymnasium.Env``: the
learner plays ``seat``; every other seat is played by a dinorules agent (any
`Agent` or spec such as ``"greedy"`` or ``"mcts:50"``; random by default), which
sees only its own `Decision`. Observations are a ``Dict`` of the seat's tensor and
its ``action_mask`` (also in ``info["action_mask"]`` and from `DinoEnv.action_masks`,
sb3-contrib's convention); actions are indices (`Game.action_index`): a Python or
numpy integer in the space, anything else raises `ActionSpaceError`. The reward is
the seat's `Game.returns` at the end, 0 before. An index in the space that is not
legal is refused: the state does not change, the reward is 0, and
``info["illegal"]`` says why. ``truncated`` is true when the game's length bound cut
it short (no winner). A step after the end (or before the first reset) raises
`EpisodeOverError`, a ``gymnasium.error.ResetNeeded`` too.
"""

from __future__ import annotations

from typing import Any

import dinorules
from dinorules.agents import Agent, make_agent
from dinorules.kernel import AnyGame, IllegalActionError, Rng
from dinorules.kernel.rng import generator_at, split_state
from dinorules.sim.play import Seat

from .actions import ActionSpaceError, EpisodeOverError, checked_index
from .position import ActionSpace, Position
from .spaces import observation, observation_space
from .text import observation_text, require

np = require("numpy", "gymnasium")
gymnasium = require("gymnasium", "gymnasium")
_EnvBase: Any = gymnasium.Env
_ResetNeeded: Any = gymnasium.error.ResetNeeded

__all__ = [
    "ActionSpaceError",
    "DinoEnv",
    "EpisodeOverError",
    "ResetNeededError",
    "env_id",
    "make",
    "register",
]

ENTRY_POINT = "dinorules.adapters.gymnasium:make"
"""What a registered id builds: `make`, with the id's game name and the caller's kwargs."""


class ResetNeededError(EpisodeOverError, _ResetNeeded):  # type: ignore[misc]
    """`EpisodeOverError` as Gymnasium's own ``ResetNeeded``, for code that catches that."""


class DinoEnv(_EnvBase):  # type: ignore[misc]
    """One seat of a dinorules game against fixed agents, as a ``gymnasium.Env``."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 - Gymnasium's class attribute

    def __init__(
        self,
        game: AnyGame,
        *,
        seat: int = 0,
        opponent: Agent | str = "random",
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        players = game.num_players_for(**options)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise dinorules.InvalidOptionError(f"seat must be 0..{players - 1}, got {seat!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.game = game
        self.seat = seat
        self.options = dict(options)
        self.render_mode = render_mode
        chosen = make_agent(opponent) if isinstance(opponent, str) else opponent
        self.opponent = chosen.for_game(game)
        self._seats = [Seat(game, self.opponent, player) for player in range(players)]
        self._space = ActionSpace(game, game.tables_for(**options))
        self.observation_space = observation_space(game, **options)
        self.action_space = gymnasium.spaces.Discrete(len(self._space.tables.actions))
        self.max_episode_steps = game.max_game_length(**options)
        """The game's length bound: no episode has more of the learner's steps."""
        self._size = len(self._space.tables.actions)
        self._named = f"Discrete({self._size}) of {game.name}"
        self.spec = gymnasium.envs.registration.EnvSpec(
            id=env_id(game.name),
            entry_point=ENTRY_POINT,
            max_episode_steps=self.max_episode_steps,
            kwargs={"name": game.name, "seat": seat, **options}
            | ({"opponent": opponent} if isinstance(opponent, str) else {}),
        )
        self._seeds = np.random.default_rng()
        self.state: Any = None
        self._position: Position | None = None
        self._agent_state = Rng.from_seed(0).state
        """The opponents' stream, as a plain generator state (split at each decision)."""
        self._runner = Rng.from_seed(1)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game, the other seats played up to the learner's first decision."""
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed, agent_seed, runner_seed = (int(x) for x in self._seeds.integers(2**63, size=3))
        self._agent_state = Rng.from_seed(agent_seed).state
        self._runner = Rng.from_seed(runner_seed)
        self._play_others(self.game.initial_state(seed=game_seed, **self.options))
        observation = self._observe()
        return observation, {"action_mask": observation["action_mask"]}

    def step(self, action: int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """Play ``action`` (an index), then the other seats up to the learner's next decision."""
        game = self.game
        position = self._position
        if position is None:
            raise ResetNeededError(f"{game.name}: step() before reset(); call reset() first")
        if position.player is None:
            raise ResetNeededError(self._ended(position.state))
        index = checked_index(action, self._size, self._named)
        try:
            _, state = position.play(index)
        except IllegalActionError as error:
            observation = self._observe()
            info = {"illegal": str(error), "action_mask": observation["action_mask"]}
            return observation, 0.0, False, False, info
        position = self._play_others(state)
        done = position.player is None
        truncated = done and game.truncated(self.state)
        reward = game.returns(self.state)[self.seat] if done else 0.0
        observation = self._observe()
        info = {"action_mask": observation["action_mask"]}
        return observation, reward, done and not truncated, truncated, info

    def action_masks(self) -> Any:
        """The learner's legal-action mask (``int8``; all zeros at the end): sb3-contrib's hook."""
        position = self._position
        mask = np.zeros(self._size, np.int8)
        if position is not None and position.player is not None:
            mask[position.legal_indices] = 1
        return mask

    def _ended(self, state: Any) -> str:
        """Why a step after the end is refused, naming the final state."""
        game = self.game
        how = "cut short by its length bound" if game.truncated(state) else "over"
        winners = sorted(game.winners(state))
        return (
            f"{game.name}: the game is {how} (winners {winners}, seat {self.seat}'s return "
            f"{game.returns(state)[self.seat]}); step() after the end: call reset() first"
        )

    def _play_others(self, state: Any) -> Position:
        """Let the other seats play from ``state`` to the learner's decision or the end.

        Each opponent's choice is checked by its `Seat`, so it is applied unchecked.
        """
        game, apply, legal_actions = self.game, self.game.apply, self.game.legal_actions
        player_of = self._space.player_of
        while (player := player_of(state)) is not None and player != self.seat:
            assert isinstance(player, int), "a Gymnasium seat resolves chance from the seed"
            rng = generator_at(self._agent_state)  # the stream itself, then its second half
            self._agent_state = split_state(self._agent_state)[1]
            action, self._runner = self._seats[player].ask(
                state, legal_actions(state), rng, self._runner
            )
            state = apply(state, action, check=False)
        self.state = state
        position = self._position = Position(game, self._space, state)
        return position

    def _observe(self) -> dict[str, Any]:
        assert self._position is not None
        return observation(self._position, self.seat, self._position.player is not None)

    def render(self) -> str | None:
        """The learner's view as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return observation_text(self.game, self.state, self.seat)


def make(name: str, **kwargs: Any) -> DinoEnv:
    """The single-agent environment of a dinorules game: ``seat``, ``opponent``, options."""
    return DinoEnv(dinorules.GAMES[name], **kwargs)


def env_id(name: str) -> str:
    """The Gymnasium id of a game, e.g. ``dinorules/jurassattack-v0``."""
    return f"dinorules/{name}-v0"


def register() -> tuple[str, ...]:
    """Register every game that has a fixed action space with Gymnasium; return the ids.

    ``gymnasium.make(id, seat=..., opponent=..., **options)`` builds one with options;
    the id's ``max_episode_steps`` is the bound of the game's default options (pass
    ``max_episode_steps=`` with options that lengthen the game, such as ``max_rounds``).
    """
    ids = []
    for name, game in dinorules.GAMES.items():
        if game.spec.interop is None:
            continue
        ids.append(env_id(name))
        if ids[-1] not in gymnasium.registry:
            gymnasium.register(
                ids[-1],
                entry_point=ENTRY_POINT,
                kwargs={"name": name},
                max_episode_steps=game.max_game_length(),
            )
    return tuple(ids)
