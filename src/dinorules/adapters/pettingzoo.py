"""PettingZoo adapter: an AEC environment per game (extra ``pettingzoo``).

``env(name, **options)`` gives a ``pettingzoo.AECEnv``: agents ``player_0`` ..
``player_{n-1}`` (the seats), an observation ``Dict`` with the seat's tensor and its
``action_mask``, ``Discrete`` actions (`Game.action_index`), rewards only at the end
(`Game.returns`), chance resolved by the game's own seeded generator, and
``render()`` as the selected agent's view in text. A game cut short by its length
bound ends with every agent truncated (no winner); otherwise every agent is terminated.
An action is a Python or numpy integer in the space (``None`` only for a finished
agent); anything else raises `ActionSpaceError`, and a step once every agent is done
(or before the first reset) raises `EpisodeOverError`.
"""

from __future__ import annotations

from typing import Any

import dinorules
from dinorules.kernel import AnyGame

from .actions import ActionSpaceError, EpisodeOverError, checked_index
from .position import ActionSpace, Position
from .spaces import observation, observation_space
from .text import observation_text, require

np = require("numpy", "pettingzoo")
gymnasium_spaces = require("gymnasium.spaces", "pettingzoo")
_AECBase: Any = require("pettingzoo", "pettingzoo").AECEnv

__all__ = ["ActionSpaceError", "DinoAEC", "EpisodeOverError", "env"]


class DinoAEC(_AECBase):  # type: ignore[misc]
    """One dinorules game as a PettingZoo AEC environment."""

    RENDER_MODES = ("ansi", "human")

    def __init__(self, game: AnyGame, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, *self.RENDER_MODES):
            raise ValueError(f"render_mode must be one of {self.RENDER_MODES}, got {render_mode!r}")
        self.game = game
        self.options = dict(options)
        self.render_mode = render_mode
        self.metadata = {
            "render_modes": list(self.RENDER_MODES),
            "name": f"dinorules_{game.name}_v0",
            "is_parallelizable": False,
        }
        players = game.num_players_for(**options)
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        space = observation_space(game, **options)
        actions = game.num_distinct_actions(**options)
        self.observation_spaces = {agent: space for agent in self.possible_agents}
        self.action_spaces = {
            agent: gymnasium_spaces.Discrete(actions) for agent in self.possible_agents
        }
        self._seeds = np.random.default_rng()
        self._space = ActionSpace(game, game.tables_for(**options))
        self._size = actions
        self._named = f"Discrete({actions}) of {game.name}"
        self.state: Any = None
        self._position: Position | None = None

    def observation_space(self, agent: str) -> Any:
        """The observation space of ``agent`` (the same for every seat)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """``Discrete(num_distinct_actions)``."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` makes it (and every later unseeded reset) reproducible."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            for i, agent in enumerate(self.possible_agents):
                self.action_spaces[agent].seed(seed + i)
        game_seed = int(self._seeds.integers(2**63))
        self._enter(self.game.initial_state(seed=game_seed, **self.options))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent_to_act()

    def _enter(self, state: Any) -> Position:
        """Make ``state`` the current state; its `Position` answers the questions about it."""
        self.state = state
        position = self._position = Position(self.game, self._space, state)
        return position

    def _agent_to_act(self) -> str:
        assert self._position is not None
        player = self._position.player
        return self.possible_agents[player if isinstance(player, int) else 0]

    def observe(self, agent: str) -> dict[str, Any]:
        """The seat's tensor, and its action mask (all zeros unless it is to act)."""
        position = self._position
        assert position is not None, "reset() first"
        seat = self.possible_agents.index(agent)
        acting = agent == self.agent_selection and position.player is not None
        return observation(position, seat, acting)

    def step(self, action: int | None) -> None:
        """Play ``action`` (an index) for the agent to act; ``None`` for a finished agent."""
        if self._position is None or not self.agents:
            raise EpisodeOverError(
                f"{self.game.name}: step() with no agent left (the game is over, or was "
                "never reset): call reset() first"
            )
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        index = checked_index(action, self._size, self._named)
        _, state = self._position.play(index)
        position = self._enter(state)
        self._cumulative_rewards[agent] = 0.0
        if position.player is None:
            done = self.truncations if game.truncated(self.state) else self.terminations
            returns = game.returns(self.state)
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = returns[seat]
                done[name] = True
        self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The selected agent's view as text (``ansi``), or printed (``human``)."""
        if self.render_mode is None:
            return None
        seat = self.possible_agents.index(self.agent_selection)
        text = observation_text(self.game, self.state, seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def env(name: str, render_mode: str | None = None, **options: Any) -> DinoAEC:
    """The AEC environment of a dinorules game with these options."""
    return DinoAEC(dinorules.GAMES[name], render_mode=render_mode, **options)
