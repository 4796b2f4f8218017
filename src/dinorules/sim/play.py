"""`play`: one game between agents, recorded; the loop every simulation runs.

Agents see only `Decision` values (observation, legal actions, and a
`Determinizer` when they ask for one). Each seat's agent draws from its own
`Rng` stream, split once per decision, so a seeded game is reproducible.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from dinorules.agents import Agent, Decision, Determinizer, make_agent
from dinorules.kernel import (
    CHANCE,
    AnyGame,
    Game,
    IllegalActionError,
    InvalidOptionError,
    Replay,
    Rng,
)

from .seeds import RUNNER_STREAM, game_seed, stream_seed
from .tally import GameResult

__all__ = [
    "GameRecord",
    "Stopped",
    "ask_agent",
    "bind_agents",
    "move_at",
    "play",
    "play_game",
    "resolve_game",
]


class Stopped(Exception):  # noqa: N818 - a signal to stop, not an error
    """Raised by `play_game` when its ``stop`` callable asks it to abandon the game."""


@attrs.frozen
class GameRecord:
    """One finished game: its replay, winners, length and each seat's result."""

    replay: Replay
    agents: tuple[str, ...]
    """The agent label at each seat."""
    winners: frozenset[int]
    length: int
    """Decisions taken (chance outcomes not counted)."""
    first_player: int | None
    branching: int
    """The sum, over the decisions, of the number of legal actions."""
    truncated: bool = False
    """Whether a length bound cut the game short (it then has no winner)."""

    @property
    def results(self) -> tuple[float, ...]:
        """Each seat's share of the win: 1/k for each of k winners, else 0."""
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return tuple(share if seat in self.winners else 0.0 for seat in range(len(self.agents)))

    def result(self) -> GameResult:
        """What a `Tally` counts of this game."""
        return GameResult(
            agents=self.agents,
            winners=self.winners,
            length=self.length,
            first_player=self.first_player,
            branching=self.branching,
            truncated=self.truncated,
        )


def resolve_game(game: str | AnyGame, games: Mapping[str, AnyGame] | None = None) -> AnyGame:
    """A `Game` from itself or its registry name; `InvalidOptionError` if unknown."""
    if isinstance(game, Game):
        return game
    if games is None:
        from dinorules import GAMES  # noqa: PLC0415 - the registry imports every game lazily

        games = GAMES
    if game not in games:
        known = ", ".join(games) or "none"
        raise InvalidOptionError(f"unknown game {game!r}; games: {known}")
    return games[game]


def bind_agents(game: AnyGame, agents: Sequence[Agent | str]) -> tuple[Agent, ...]:
    """Agents (or specs like ``"mcts:200"``) bound to ``game``."""
    made = [make_agent(agent) if isinstance(agent, str) else agent for agent in agents]
    return tuple(agent.for_game(game) for agent in made)


def play_game(
    game: AnyGame,
    agents: Sequence[Agent],
    *,
    seed: int,
    options: Mapping[str, object],
    labels: Sequence[str] | None = None,
    stop: Callable[[], bool] | None = None,
) -> GameRecord:
    """Play one game between bound agents, one per seat (see `play`).

    ``stop`` is asked before each decision; when it answers true the game is
    abandoned with `Stopped` (a simulation interrupted by Ctrl-C).
    """
    state = game.initial_state(seed=seed, **options)
    players = game.num_players(state)
    if len(agents) != players:
        raise InvalidOptionError(f"{len(agents)} agents for a {players}-player game")
    runner = Rng.from_seed(stream_seed(seed, RUNNER_STREAM))
    seat_rngs = [Rng.from_seed(stream_seed(seed, 1 + seat)) for seat in range(players)]
    actions: list[Any] = []
    length = branching = 0
    first: int | None = None
    while (player := game.current_player(state)) is not None:
        if player is CHANCE:
            action, runner = game.spec.rules.chance_node(state).sample(runner)
        else:
            if stop is not None and stop():
                raise Stopped
            legal = game.legal_actions(state)
            rng, seat_rngs[player] = seat_rngs[player].split()
            action, runner = ask_agent(game, agents[player], state, legal, rng=rng, runner=runner)
            first = player if first is None else first
            length += 1
            branching += len(legal)
        actions.append(action)
        state = game.apply(state, action, check=False)
    return GameRecord(
        replay=Replay(game=game.name, seed=seed, options=options, actions=actions),
        agents=tuple(labels or (agent.name for agent in agents)),
        winners=game.winners(state),
        length=length,
        first_player=first,
        branching=branching,
        truncated=game.truncated(state),
    )


def ask_agent(
    game: AnyGame, agent: Agent, state: Any, legal: tuple[Any, ...], *, rng: Rng, runner: Rng
) -> tuple[Any, Rng]:
    """The action ``agent`` chooses for the player to act, seeing only their `Decision`.

    ``rng`` is the agent's own; ``runner`` seeds the `Determinizer` (if the agent
    wants one) and is returned advanced.
    """
    player = game.current_player(state)
    assert isinstance(player, int)
    determinizer = None
    if agent.needs_determinizer:
        secret, runner = runner.next64()
        determinizer = Determinizer(game, state, player, secret=secret)
    decision = Decision(game, player, game.observe(state, player), legal, determinizer)
    action = agent.act(decision, rng)
    if action not in legal:
        raise IllegalActionError(f"agent {agent.name} at seat {player} chose {action!r}")
    return action, runner


def move_at(game: AnyGame, state: Any, *, seed: int, step: int, agent: Agent | None) -> Any:
    """The move at ``step`` of a game played one decision at a time, as people play it.

    At a chance node (explicit-chance mode) an outcome drawn with its exact weight;
    otherwise ``agent``'s choice for the player to act. Each draws on streams of the
    game's ``seed`` and the ``step`` alone (the runner's and the seat's), so a move undone
    and asked for again is the same move. ``dinorules play`` and ``dinorules serve``
    take their rivals' moves from here.
    """
    runner = Rng.from_seed(game_seed(stream_seed(seed, RUNNER_STREAM), step))
    player = game.current_player(state)
    if player is CHANCE:
        outcome, _ = game.spec.rules.chance_node(state).sample(runner)
        return outcome
    if agent is None or not isinstance(player, int):
        raise InvalidOptionError(f"no agent to move for player {player!r} at step {step}")
    rng = Rng.from_seed(game_seed(stream_seed(seed, 1 + player), step))
    action, _ = ask_agent(game, agent, state, game.legal_actions(state), rng=rng, runner=runner)
    return action


def play(
    game: str | AnyGame,
    agents: Sequence[Agent | str],
    *,
    seed: int,
    options: Mapping[str, object] | None = None,
) -> GameRecord:
    """Play one game: ``agents[s]`` (an `Agent` or a spec such as ``"greedy"``) at seat ``s``.

    The game's chance comes from ``seed``; each seat's agent gets its own stream
    derived from it, so the same call gives the same game.

    >>> record = play("jurassattack", ["greedy", "random"], seed=1)
    >>> record.replay.final_state() is not None and record.length > 0
    True
    """
    resolved = resolve_game(game)
    given = dict(options or {})
    resolved.resolve_options(**given)
    return play_game(resolved, bind_agents(resolved, agents), seed=seed, options=given)
