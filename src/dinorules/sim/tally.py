"""`Tally`: the counts a simulation keeps, merged chunk by chunk; memory stays flat.

Everything is an integer count, so merging is exact and order-free: a run gives
the same tally whatever the number of workers or the order chunks finish in.
Per-game records are not kept; game lengths go into a histogram. An agent's games
and wins are counted once per game, however many seats it held (with fewer
agents than seats, one agent holds several); seats are counted apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TypeVar

import attrs
from pyrsistent import PMap, pmap

__all__ = ["GameResult", "Tally", "TallyBuilder"]

_K = TypeVar("_K")


def _add(a: PMap[_K, int], b: Mapping[_K, int]) -> PMap[_K, int]:
    evolver = a.evolver()
    for key, count in b.items():
        evolver[key] = a.get(key, 0) + count
    return evolver.persistent()


@attrs.frozen
class GameResult:
    """What the tally needs of one finished game."""

    agents: tuple[str, ...]
    """The agent label at each seat."""
    winners: frozenset[int]
    length: int
    """Decisions taken (chance outcomes not counted)."""
    first_player: int | None
    """The seat that took the first decision."""
    branching: int
    """The sum, over the decisions, of the number of legal actions."""
    truncated: bool = False
    """Whether a length bound cut the game short (it then has no winner)."""


@attrs.frozen
class Tally:
    """Counts over finished games; ``a.merge(b)`` adds two tallies."""

    games: int = 0
    agent_games: PMap[str, int] = attrs.field(factory=pmap)
    """Games played per agent label (however many seats it held)."""
    agent_wins: PMap[str, int] = attrs.field(factory=pmap)
    """Games won per agent label: games in which a seat it held won."""
    seat_games: PMap[tuple[str, int], int] = attrs.field(factory=pmap)
    """Games played per (agent label, seat)."""
    seat_wins: PMap[tuple[str, int], int] = attrs.field(factory=pmap)
    """Games won (alone or shared) per (agent label, seat)."""
    shared_wins: PMap[str, int] = attrs.field(factory=pmap)
    """Games an agent won together with another agent, per agent label."""
    first_wins: int = 0
    first_games: int = 0
    shared_games: int = 0
    no_winner_games: int = 0
    truncated_games: int = 0
    """Games cut short by a length bound (counted among the games with no winner)."""
    lengths: PMap[int, int] = attrs.field(factory=pmap)
    decisions: int = 0
    branching: int = 0

    def merge(self, other: Tally) -> Tally:
        """The tally of both runs."""
        return Tally(
            games=self.games + other.games,
            agent_games=_add(self.agent_games, other.agent_games),
            agent_wins=_add(self.agent_wins, other.agent_wins),
            seat_games=_add(self.seat_games, other.seat_games),
            seat_wins=_add(self.seat_wins, other.seat_wins),
            shared_wins=_add(self.shared_wins, other.shared_wins),
            first_wins=self.first_wins + other.first_wins,
            first_games=self.first_games + other.first_games,
            shared_games=self.shared_games + other.shared_games,
            no_winner_games=self.no_winner_games + other.no_winner_games,
            truncated_games=self.truncated_games + other.truncated_games,
            lengths=_add(self.lengths, other.lengths),
            decisions=self.decisions + other.decisions,
            branching=self.branching + other.branching,
        )

    @classmethod
    def of(cls, results: Iterable[GameResult]) -> Tally:
        """The tally of some games.

        >>> r = GameResult(("a", "b"), frozenset({1}), 10, 0, 30)
        >>> t = Tally.of([r, r])
        >>> t.games, t.seat_wins[("b", 1)], dict(t.lengths)
        (2, 2, {10: 2})
        """
        builder = TallyBuilder()
        for result in results:
            builder.add(result)
        return builder.freeze()


class TallyBuilder:
    """Adds games one at a time; `freeze` gives the `Tally`.

    A game adds to one count per distinct outcome (seating, winners, first player,
    cut short or not) and to the length histogram: a chunk's games have few distinct
    outcomes, so the per-agent and per-seat counts are made once, by `freeze`.
    """

    def __init__(self) -> None:
        self.games = 0
        self.outcomes: Counter[tuple[tuple[str, ...], frozenset[int], int | None, bool]] = Counter()
        self.lengths: Counter[int] = Counter()
        self.decisions = 0
        self.branching = 0

    def add(self, result: GameResult) -> None:
        """Count one finished game."""
        self.games += 1
        self.outcomes[result.agents, result.winners, result.first_player, result.truncated] += 1
        self.lengths[result.length] += 1
        self.decisions += result.length
        self.branching += result.branching

    def freeze(self) -> Tally:
        """The counts so far as an immutable `Tally`."""
        agent_games: Counter[str] = Counter()
        agent_wins: Counter[str] = Counter()
        seat_games: Counter[tuple[str, int]] = Counter()
        seat_wins: Counter[tuple[str, int]] = Counter()
        shared_wins: Counter[str] = Counter()
        counts: Counter[str] = Counter()
        for (agents, winners, first_player, truncated), games in self.outcomes.items():
            for seat, label in enumerate(agents):
                seat_games[label, seat] += games
                if seat in winners:
                    seat_wins[label, seat] += games
            won = {agents[seat] for seat in winners}
            for label in dict.fromkeys(agents):
                agent_games[label] += games
                if label in won:
                    agent_wins[label] += games
                    if len(won) > 1:
                        shared_wins[label] += games
            if first_player is not None:
                counts["first_games"] += games
                counts["first_wins"] += games * (first_player in winners)
            counts["shared_games"] += games * (len(winners) > 1)
            counts["no_winner_games"] += games * (not winners)
            counts["truncated_games"] += games * truncated
        return Tally(
            games=self.games,
            agent_games=pmap(agent_games),
            agent_wins=pmap(agent_wins),
            seat_games=pmap(seat_games),
            seat_wins=pmap(seat_wins),
            shared_wins=pmap(shared_wins),
            first_wins=counts["first_wins"],
            first_games=counts["first_games"],
            shared_games=counts["shared_games"],
            no_winner_games=counts["no_winner_games"],
            truncated_games=counts["truncated_games"],
            lengths=pmap(self.lengths),
            decisions=self.decisions,
            branching=self.branching,
        )
