"""The agent protocol: a `Decision` (what a player may see) in, an action out.

An agent never receives a game state. The runner hands it a `Decision`: the
game, the seat, that seat's observation and its legal actions, plus, for search
agents only, a `Determinizer` that draws states consistent with the observation.
With it comes an `Rng` of the agent's own, seeded by the runner, so that a
seeded game is reproducible whatever the agents do. An agent that never reads the
observation says so (``reads_observation = False``), and the runner does not build
it: in a random game that was most of a decision's cost. A search that takes long
asks the decision's ``stop`` between its steps and raises `Stopped` when it answers
true (Ctrl-C in a simulation): the game is then dropped, never finished differently.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from dinorules.kernel import CHANCE, AnyGame, Rng, Value, value

__all__ = [
    "Agent",
    "Decision",
    "Determinizer",
    "Stopped",
    "reads_observation",
    "rewards",
    "settle_chance",
]


class Stopped(Exception):  # noqa: N818 - a signal to stop, not an error
    """The game in progress is abandoned: its runner's ``stop`` answered true (Ctrl-C)."""


class Determinizer:
    """Draws full states that the player cannot tell from the real one.

    It is built from the true state but keeps only ``game.sample_hidden(state,
    player, seed=secret)``: one state consistent with the player's observation,
    every hidden part (the generator included) redrawn. `sample` redraws that
    state's hidden parts again, which has the same distribution as redrawing the
    true state's (``sample_hidden`` depends only on what the player sees), so the
    true hidden information is not reachable from this object at all.
    """

    __slots__ = ("_base", "_game", "_player")

    def __init__(self, game: AnyGame, state: Any, player: int, *, secret: int) -> None:
        self._game = game
        self._player = player
        self._base = game.sample_hidden(state, player, seed=secret)

    @property
    def player(self) -> int:
        """The seat whose point of view the samples keep."""
        return self._player

    def sample(self, seed: int) -> Any:
        """A state with the player's observation, every hidden part redrawn from ``seed``."""
        return self._game.sample_hidden(self._base, self._player, seed=seed)

    def __repr__(self) -> str:
        return f"<Determinizer for {self._game.name} seat {self._player}>"


@value
class Decision(Value):
    """Everything an agent may use to choose: never the true state.

    ``observation`` is ``None`` for an agent that declares ``reads_observation =
    False`` (see `reads_observation`). A runner makes one per seat and game and
    `replace` s the rest at each decision. ``stop``, when given, says whether the
    runner wants the game abandoned: an agent that searches for long asks it between
    steps and raises `Stopped` if it answers true.
    """

    game: AnyGame
    player: int
    observation: Any
    legal_actions: tuple[Any, ...]
    determinizer: Determinizer | None = None
    stop: Callable[[], bool] | None = None


@runtime_checkable
class Agent(Protocol):
    """Chooses actions from decisions; agents are small, picklable, immutable values.

    ``for_game`` binds anything the agent needs per game (e.g. a game's greedy
    policy) and returns the agent to use; ``needs_determinizer`` says whether
    its decisions should carry a `Determinizer` (it costs one ``sample_hidden``).
    An agent may also declare ``reads_observation = False`` (`reads_observation`):
    its decisions then carry no observation, which costs as much as the engine's
    own work in a random game.
    """

    @property
    def name(self) -> str:
        """A short label for reports, e.g. ``"greedy"``."""
        ...

    @property
    def needs_determinizer(self) -> bool:
        """Whether `act` uses ``decision.determinizer``."""
        ...

    def for_game(self, game: AnyGame) -> Agent:
        """The agent to use for ``game`` (usually ``self``)."""
        ...

    def act(self, decision: Decision, rng: Rng) -> Any:
        """One of ``decision.legal_actions``."""
        ...


def reads_observation(agent: Agent) -> bool:
    """Whether ``agent`` reads ``decision.observation``: true unless it declares otherwise.

    An optional attribute, so that an agent written before it existed keeps getting
    its observation.

    >>> from dinorules.agents import MCTSAgent, RandomAgent
    >>> reads_observation(RandomAgent()), reads_observation(MCTSAgent())
    (False, False)
    """
    return bool(getattr(agent, "reads_observation", True))


def rewards(game: AnyGame, state: Any, players: int) -> Sequence[float]:
    """Each seat's share of the win in a finished game: 1/k for each of k winners."""
    winners = game.winners(state)
    if not winners:
        return [0.0] * players
    share = 1.0 / len(winners)
    return [share if seat in winners else 0.0 for seat in range(players)]


def settle_chance(game: AnyGame, state: Any, rng: Rng) -> tuple[Any, Rng]:
    """Resolve shown chance nodes (explicit-chance mode) by sampling their exact weights."""
    while game.current_player(state) is CHANCE:
        outcome, rng = game.spec.rules.chance_node(state).sample(rng)
        state = game.apply(state, outcome, check=False)
    return state, rng
