"""`play`: one game between agents, recorded; the loop every simulation runs.

Agents see only `Decision` values (observation, legal actions, and a
`Determinizer` when they ask for one). Each seat's agent draws from its own
`Rng` stream, split once per decision, so a seeded game is reproducible.

The loop does nothing at a decision that the agent does not need: no observation
for an agent that does not read it (`reads_observation`), the seat's stream split
on its plain state (`split_state`), and a `Decision` made by replacing three fields
of the seat's own (docs/performance.md, *Where it stands*).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from dinorules.agents import (
    Agent,
    Decision,
    Determinizer,
    Stopped,
    make_agent,
    reads_observation,
)
from dinorules.kernel import (
    CHANCE,
    AnyGame,
    Game,
    IllegalActionError,
    InvalidOptionError,
    Replay,
    Rng,
)
from dinorules.kernel.playout import seat_reader
from dinorules.kernel.rng import generator_at, split_state

from .seeds import RUNNER_STREAM, game_seed, stream_seed, stream_states
from .tally import GameResult

__all__ = [
    "GameRecord",
    "Seat",
    "Stopped",
    "ask_agent",
    "bind_agents",
    "game_result",
    "move_at",
    "play",
    "play_game",
    "resolve_game",
]


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
    seats = [Seat(game, agent, player, stop=stop) for player, agent in enumerate(agents)]
    names = tuple(labels or (agent.name for agent in agents))
    result, actions = _playthrough(game, seats, seed, options, names, stop)
    replay = Replay(game=game.name, seed=seed, options=options, actions=actions)
    return GameRecord(replay=replay, **attrs.asdict(result, recurse=False))


def game_result(
    game: AnyGame,
    seats: Sequence[Seat],
    *,
    seed: int,
    options: Mapping[str, object],
    labels: tuple[str, ...],
    stop: Callable[[], bool] | None = None,
) -> GameResult:
    """`play_game` for a tally: only what it counts, and no `Replay` of the game.

    The seats' ``stop`` (`Seat`) is the one their agents ask during a search.
    """
    result, _ = _playthrough(game, seats, seed, options, labels, stop)
    return result


def _playthrough(
    game: AnyGame,
    seats: Sequence[Seat],
    seed: int,
    options: Mapping[str, object],
    labels: tuple[str, ...],
    stop: Callable[[], bool] | None,
) -> tuple[GameResult, list[Any]]:
    """One game: what a tally counts of it, and its actions."""
    state = game.initial_state(seed=seed, **options)
    players = game.num_players(state)
    if len(seats) != players:
        raise InvalidOptionError(f"{len(seats)} agents for a {players}-player game")
    runner_state, *streams = stream_states(seed, 1 + players)
    runner = generator_at(runner_state)
    rules = game.spec.rules
    current_player, legal_actions, apply = seat_reader(game), game.legal_actions, game.apply
    actions: list[Any] = []
    length = branching = 0
    first: int | None = None
    while (player := current_player(state)) is not None:
        if player is CHANCE:
            action, runner = rules.chance_node(state).sample(runner)
        else:
            if stop is not None and stop():
                raise Stopped
            legal = legal_actions(state)
            drawn, streams[player] = split_state(streams[player])
            action, runner = seats[player].ask(state, legal, generator_at(drawn), runner)
            if first is None:
                first = player
            length += 1
            branching += len(legal)
        actions.append(action)
        state = apply(state, action, check=False)
    result = GameResult(
        agents=labels,
        winners=game.winners(state),
        length=length,
        first_player=first,
        branching=branching,
        truncated=game.truncated(state),
    )
    return result, actions


class Seat:
    """One seat's bound agent in a game, and what it needs at each of its decisions.

    Immutable: a simulation makes the seats of each seating once and plays every
    game of a chunk with them. ``stop`` goes to the agent in each `Decision`, for a
    search to ask between its steps.
    """

    __slots__ = ("_agent", "_decision", "_determinizes", "_game", "_observes")

    def __init__(
        self, game: AnyGame, agent: Agent, player: int, *, stop: Callable[[], bool] | None = None
    ) -> None:
        self._game = game
        self._agent = agent
        self._observes = reads_observation(agent)
        self._determinizes = agent.needs_determinizer
        self._decision = Decision(game, player, None, (), stop=stop)

    def ask(self, state: Any, legal: tuple[Any, ...], rng: Rng, runner: Rng) -> tuple[Any, Rng]:
        """The agent's legal choice at ``state`` (see `ask_agent`), and ``runner`` advanced."""
        if not (self._observes or self._determinizes):  # a random agent: one field to set
            decision = self._decision.replace(legal_actions=legal)
        else:
            game, player = self._game, self._decision.player
            determinizer = None
            if self._determinizes:
                secret, runner = runner.next64()
                determinizer = Determinizer(game, state, player, secret=secret)
            decision = self._decision.replace(
                observation=game.observe(state, player) if self._observes else None,
                legal_actions=legal,
                determinizer=determinizer,
            )
        action = self._agent.act(decision, rng)
        for listed in legal:
            if listed is action:  # the usual case, without an ``__eq__`` call per action
                return action, runner
        if action not in legal:
            raise IllegalActionError(
                f"agent {self._agent.name} at seat {decision.player} chose {action!r}"
            )
        return action, runner


def ask_agent(
    game: AnyGame, agent: Agent, state: Any, legal: tuple[Any, ...], *, rng: Rng, runner: Rng
) -> tuple[Any, Rng]:
    """The action ``agent`` chooses for the player to act, seeing only their `Decision`.

    ``rng`` is the agent's own; ``runner`` seeds the `Determinizer` (if the agent
    wants one) and is returned advanced. The observation is built only for an agent
    that reads it (`reads_observation`).
    """
    player = game.current_player(state)
    assert isinstance(player, int)
    return Seat(game, agent, player).ask(state, legal, rng, runner)


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
