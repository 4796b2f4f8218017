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
    """Adds games one at a time into local counters; `freeze` gives the `Tally`."""

    def __init__(self) -> None:
        self.games = 0
        self.agent_games: Counter[str] = Counter()
        self.agent_wins: Counter[str] = Counter()
        self.seat_games: Counter[tuple[str, int]] = Counter()
        self.seat_wins: Counter[tuple[str, int]] = Counter()
        self.shared_wins: Counter[str] = Counter()
        self.counts: Counter[str] = Counter()
        self.lengths: Counter[int] = Counter()

    def add(self, result: GameResult) -> None:
        """Count one finished game."""
        self.games += 1
        winners = result.winners
        for seat, label in enumerate(result.agents):
            self.seat_games[label, seat] += 1
            if seat in winners:
                self.seat_wins[label, seat] += 1
        won = {result.agents[seat] for seat in winners}
        for label in dict.fromkeys(result.agents):
            self.agent_games[label] += 1
            if label in won:
                self.agent_wins[label] += 1
                if len(won) > 1:
                    self.shared_wins[label] += 1
        if result.first_player is not None:
            self.counts["first_games"] += 1
            self.counts["first_wins"] += result.first_player in winners
        self.counts["shared_games"] += len(winners) > 1
        self.counts["no_winner_games"] += not winners
        self.counts["truncated_games"] += result.truncated
        self.counts["decisions"] += result.length
        self.counts["branching"] += result.branching
        self.lengths[result.length] += 1

    def freeze(self) -> Tally:
        """The counts so far as an immutable `Tally`."""
        return Tally(
            games=self.games,
            agent_games=pmap(self.agent_games),
            agent_wins=pmap(self.agent_wins),
            seat_games=pmap(self.seat_games),
            seat_wins=pmap(self.seat_wins),
            shared_wins=pmap(self.shared_wins),
            first_wins=self.counts["first_wins"],
            first_games=self.counts["first_games"],
            shared_games=self.counts["shared_games"],
            no_winner_games=self.counts["no_winner_games"],
            truncated_games=self.counts["truncated_games"],
            lengths=pmap(self.lengths),
            decisions=self.counts["decisions"],
            branching=self.counts["branching"],
        )
