"""Simulations: games between agents, aggregated into reports with confidence intervals.

- `play`: one game, as a `GameRecord` (replay, winners, length, seat results).
- `simulate`: many games with seat rotation, on worker processes or any
  `concurrent.futures.Executor` (Dask included), into a `Report`.
- `Report`: win rates with 95 % Wilson intervals, length statistics, JSON, CSV;
  `plot_report` draws it (the ``plot`` extra).
"""

from .play import GameRecord, play
from .plots import plot_report
from .report import LengthSummary, Rate, Report
from .runner import simulate
from .seeds import game_seed, seating
from .stats import percentile, wilson
from .tally import GameResult, Tally

__all__ = [
    "GameRecord",
    "GameResult",
    "LengthSummary",
    "Rate",
    "Report",
    "Tally",
    "game_seed",
    "percentile",
    "play",
    "plot_report",
    "seating",
    "simulate",
    "wilson",
]
