"""Seeds and seating: every game of a simulation is fixed by the master seed and its index.

Game ``i`` of a run gets `game_seed` ``(master, i)``, the ``i``-th output of the
SplitMix64 stream that ``master`` seeds, computed directly (random access), so a
game's outcome does not depend on which worker plays it or in what order. Inside
one game, `stream_seed` gives the independent streams of the game itself, each
seat's agent and the runner's own draws (determinizer secrets, shown chance).
"""

from __future__ import annotations

from dinorules.kernel.rng import output_at, seed_state

__all__ = ["RUNNER_STREAM", "game_seed", "seating", "stream_seed", "stream_states"]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15  # SplitMix64's increment, as in dinorules.kernel.rng
_STREAMS = 0x5EED5EED5EED5EED
"""Mixed into a game's seed for its streams, so that they differ from the run's games."""
RUNNER_STREAM = 0
"""The stream of the runner's own draws; seat ``s``'s agent uses stream ``s + 1``."""


def game_seed(master: int, index: int) -> int:
    """The ``index``-th output of the generator seeded with ``master``.

    >>> from dinorules.kernel import Rng
    >>> rng = Rng.from_seed(7)
    >>> first, rng = rng.next64()
    >>> second, _ = rng.next64()
    >>> (game_seed(7, 0), game_seed(7, 1)) == (first, second)
    True
    """
    return output_at((seed_state(master) + index * _GAMMA) & _MASK)


def stream_seed(seed: int, stream: int) -> int:
    """The seed of stream ``stream`` (runner, then one per seat) of the game ``seed``."""
    return game_seed(seed ^ _STREAMS, stream)


def stream_states(seed: int, streams: int) -> tuple[int, ...]:
    """The plain generator state of each of the first ``streams`` streams of game ``seed``.

    ``Rng.from_seed(stream_seed(seed, k)).state`` for each ``k``, all at once: the
    game's part of the derivation is done once, and no generator object is made.

    >>> from dinorules.kernel import Rng
    >>> stream_states(9, 3) == tuple(Rng.from_seed(stream_seed(9, k)).state for k in range(3))
    True
    """
    base = seed_state(seed ^ _STREAMS)
    return tuple(seed_state(output_at((base + k * _GAMMA) & _MASK)) for k in range(streams))


def seating(agents: int, players: int, index: int) -> tuple[int, ...]:
    """Which agent (by position in the agent list) sits at each seat in game ``index``.

    Seat ``s`` of game ``i`` holds agent ``(s + i) % players`` of the agent list
    repeated to fill the table, so over ``players`` consecutive games every agent
    plays every seat.

    >>> [seating(2, 2, i) for i in range(2)]
    [(0, 1), (1, 0)]
    >>> [seating(2, 3, i) for i in range(3)]
    [(0, 1, 0), (1, 0, 0), (0, 0, 1)]
    """
    if not 1 <= agents <= players:
        raise ValueError(f"{agents} agents for {players} seats: give 1 to {players} agents")
    rotation = index % players
    return tuple(((seat + rotation) % players) % agents for seat in range(players))
