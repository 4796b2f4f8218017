"""`Report`: a simulation's statistics, with 95 % Wilson intervals, as text, JSON and CSV.

Win rates count a shared victory as a win for every winner (shared wins are
also reported apart). An agent's rate counts games: a game it played (at one
seat or several) and won at any of its seats. The first player is the seat that
took the first decision; its advantage is its win rate less the win rate of any
seat in the same games (``1/sides`` when each game has one winning side: 1/2 in
the team rules, ``1/players`` when every player plays for themselves). Game length
counts decisions (not chance outcomes). Everything but the timing section
(`Report.timing`) depends only on the seed and the arguments.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from typing import Any

import attrs
from pyrsistent import PMap, pmap

from dinorules.kernel import to_json_value

from .play import GameRecord
from .stats import hist_max, hist_mean, percentile, wilson
from .tally import Tally

__all__ = ["LengthSummary", "Rate", "Report"]


@attrs.frozen
class Rate:
    """``wins`` out of ``games``, with its 95 % Wilson interval.

    >>> r = Rate(8, 10)
    >>> r.rate, round(r.low, 3), round(r.high, 3)
    (0.8, 0.49, 0.943)
    """

    wins: int
    games: int

    @property
    def rate(self) -> float:
        """The observed proportion (0 when no games)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def low(self) -> float:
        """The lower end of the 95 % Wilson interval."""
        return wilson(self.wins, self.games)[0]

    @property
    def high(self) -> float:
        """The upper end of the 95 % Wilson interval."""
        return wilson(self.wins, self.games)[1]

    def to_dict(self) -> dict[str, float | int]:
        """The counts, the rate and its interval."""
        return {
            "games": self.games,
            "wins": self.wins,
            "rate": self.rate,
            "ci_low": self.low,
            "ci_high": self.high,
        }

    def __str__(self) -> str:
        return f"{self.rate:6.1%} [{self.low:5.1%}, {self.high:5.1%}]"


@attrs.frozen
class LengthSummary:
    """Game length in decisions: exact from the length histogram."""

    mean: float
    median: float
    p5: float
    p95: float
    max: int

    @classmethod
    def of(cls, histogram: Mapping[int, int]) -> LengthSummary:
        """The summary of a ``{length: games}`` histogram."""
        return cls(
            mean=hist_mean(histogram),
            median=percentile(histogram, 50),
            p5=percentile(histogram, 5),
            p95=percentile(histogram, 95),
            max=hist_max(histogram),
        )


def _freeze(options: Mapping[str, object]) -> PMap[str, object]:
    return pmap(options)


@attrs.frozen
class Report:
    """The statistics of a simulation (a `Tally`) and what was simulated.

    Two reports of the same run are equal whatever the number of workers:
    ``elapsed`` and ``workers`` (the timing section) are not compared.
    """

    game: str
    agents: tuple[str, ...]
    players: int
    seed: int
    games_requested: int
    tally: Tally
    options: PMap[str, object] = attrs.field(factory=pmap, converter=_freeze)
    interrupted: bool = False
    records: tuple[GameRecord, ...] = ()
    elapsed: float = attrs.field(default=0.0, eq=False)
    workers: int | None = attrs.field(default=None, eq=False)

    @property
    def games(self) -> int:
        """Games finished."""
        return self.tally.games

    @property
    def games_per_second(self) -> float:
        """Games finished per second of wall time (0 if not timed)."""
        return self.games / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def timing(self) -> dict[str, float | int | None]:
        """How long the run took and on how many workers: all that varies between runs."""
        return {
            "elapsed_seconds": self.elapsed,
            "games_per_second": self.games_per_second,
            "workers": self.workers,
        }

    def agent_rates(self) -> dict[str, Rate]:
        """Each agent's games won over the games it played (at one seat or several)."""
        return {
            label: Rate(self.tally.agent_wins.get(label, 0), self.tally.agent_games.get(label, 0))
            for label in dict.fromkeys(self.agents)
        }

    def agent_seat_rates(self) -> dict[tuple[str, int], Rate]:
        """Each agent's win rate at each seat."""
        return {
            key: Rate(self.tally.seat_wins.get(key, 0), games)
            for key, games in sorted(self.tally.seat_games.items(), key=lambda kv: kv[0][::-1])
        }

    def seat_rates(self) -> tuple[Rate, ...]:
        """Each seat's win rate, whoever sat there."""
        return tuple(
            Rate(
                sum(n for (_, s), n in self.tally.seat_wins.items() if s == seat),
                sum(n for (_, s), n in self.tally.seat_games.items() if s == seat),
            )
            for seat in range(self.players)
        )

    @property
    def first_player(self) -> Rate:
        """How often the seat that took the first decision won."""
        return Rate(self.tally.first_wins, self.tally.first_games)

    @property
    def any_seat(self) -> Rate:
        """Seat wins over seat-games, all seats pooled: a seat's fair share of the wins.

        It is ``1/sides`` when every game has one winning side (1/2 in the team
        rules), less when some games have no winner.
        """
        return Rate(sum(self.tally.seat_wins.values()), sum(self.tally.seat_games.values()))

    @property
    def first_player_advantage(self) -> float | None:
        """The first player's win rate less `any_seat`'s (``None`` before any game)."""
        if not self.tally.first_games:
            return None
        return self.first_player.rate - self.any_seat.rate

    @property
    def length(self) -> LengthSummary | None:
        """Game length statistics (``None`` before any game finished)."""
        return LengthSummary.of(self.tally.lengths) if self.tally.games else None

    @property
    def mean_branching(self) -> float:
        """The mean number of legal actions at a decision."""
        return self.tally.branching / self.tally.decisions if self.tally.decisions else 0.0

    # --- Output --------------------------------------------------------------------

    def to_dict(self, *, timing: bool = True) -> dict[str, Any]:
        """Everything as JSON-ready data; the `timing` section last (if asked)."""
        length = self.length
        data = {
            "game": self.game,
            "options": {k: to_json_value(v) for k, v in sorted(self.options.items())},
            "agents": list(self.agents),
            "players": self.players,
            "seed": self.seed,
            "games_requested": self.games_requested,
            "games": self.games,
            "interrupted": self.interrupted,
            "agent_win_rates": {k: r.to_dict() for k, r in self.agent_rates().items()},
            "agent_seat_win_rates": [
                {"agent": name, "seat": seat, **r.to_dict()}
                for (name, seat), r in self.agent_seat_rates().items()
            ],
            "seat_win_rates": [r.to_dict() for r in self.seat_rates()],
            "any_seat": self.any_seat.to_dict(),
            "first_player": {
                **self.first_player.to_dict(),
                "advantage": self.first_player_advantage,
            },
            "shared_wins": {
                "games": self.tally.shared_games,
                "by_agent": dict(sorted(self.tally.shared_wins.items())),
            },
            "no_winner_games": self.tally.no_winner_games,
            "truncated_games": self.tally.truncated_games,
            "length": attrs.asdict(length) if length else None,
            "length_histogram": {str(k): v for k, v in sorted(self.tally.lengths.items())},
            "mean_branching": self.mean_branching,
        }
        if timing:
            data["timing"] = self.timing
        return data

    def to_json(self, *, indent: int | None = 2, timing: bool = True) -> str:
        """The report as JSON text (byte-identical for the same run without ``timing``)."""
        return json.dumps(self.to_dict(timing=timing), indent=indent)

    def to_csv(self) -> str:
        """The report as CSV rows: ``section,name,seat,games,wins,rate,ci_low,ci_high,value``."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            [
                "game",
                "section",
                "name",
                "seat",
                "games",
                "wins",
                "rate",
                "ci_low",
                "ci_high",
                "value",
            ]
        )

        def rate_row(section: str, name: str, seat: object, r: Rate) -> None:
            writer.writerow(
                [self.game, section, name, seat, r.games, r.wins, r.rate, r.low, r.high, ""]
            )

        for name, r in self.agent_rates().items():
            rate_row("agent", name, "", r)
        for (name, seat), r in self.agent_seat_rates().items():
            rate_row("agent_seat", name, seat, r)
        for seat, r in enumerate(self.seat_rates()):
            rate_row("seat", f"seat {seat}", seat, r)
        rate_row("any_seat", "any seat", "", self.any_seat)
        rate_row("first_player", "first player", "", self.first_player)
        values: list[tuple[str, object]] = [
            ("shared_win_games", self.tally.shared_games),
            ("no_winner_games", self.tally.no_winner_games),
            ("truncated_games", self.tally.truncated_games),
            ("mean_branching", self.mean_branching),
        ]
        if self.length is not None:
            values += [(f"length_{k}", v) for k, v in attrs.asdict(self.length).items()]
        for name, value in values:
            writer.writerow([self.game, "value", name, "", "", "", "", "", "", value])
        return out.getvalue()

    def summary(self, *, timing: bool = True) -> str:
        """A plain-text summary table; the timing on its own last line (if asked)."""
        title = f"{self.game}: {self.games} games"
        if self.interrupted:
            title += f" of {self.games_requested} (interrupted)"
        title += f", seed {self.seed}, {' vs '.join(self.agents)}"
        lines = [title, *self._result_lines()]
        if timing and self.elapsed > 0:
            n = self.workers
            workers = "" if n is None else f" on {n} worker{'' if n == 1 else 's'}"
            lines.append(
                f"  timing: {self.elapsed:.2f} s, {self.games_per_second:.1f} games/s{workers}"
            )
        return "\n".join(lines)

    def _result_lines(self) -> list[str]:
        if not self.tally.games:
            return ["  no game finished"]
        lines = [f"  {'':20} {'games':>7} {'wins':>7}  {'win rate [95% CI]':>24}"]
        for name, r in self.agent_rates().items():
            lines.append(f"  {name:20} {r.games:7d} {r.wins:7d}  {r!s:>24}")
        for seat, r in enumerate(self.seat_rates()):
            lines.append(f"  {f'seat {seat}':20} {r.games:7d} {r.wins:7d}  {r!s:>24}")
        r = self.first_player
        lines.append(f"  {'first player':20} {r.games:7d} {r.wins:7d}  {r!s:>24}")
        advantage = self.first_player_advantage
        lines.append(
            f"  first-player advantage {advantage or 0.0:+.1%} over any seat's "
            f"{self.any_seat.rate:.1%} (1/sides when one side wins)"
        )
        lines.append(
            f"  shared wins {self.tally.shared_games}, no winner {self.tally.no_winner_games} "
            f"({self.tally.truncated_games} cut short); "
            f"mean branching {self.mean_branching:.2f}"
        )
        length = self.length
        if length is not None:
            lines.append(
                f"  length: mean {length.mean:.1f}, median {length.median:g}, "
                f"p5 {length.p5:g}, p95 {length.p95:g}, max {length.max}"
            )
        return lines
