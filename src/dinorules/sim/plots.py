"""Plots of a `Report` as PNG files (matplotlib, the ``plot`` extra, Agg backend).

- ``<game>-win-rates.png``: each agent's win rate (games won over games played)
  and each seat's, with its 95 % Wilson interval as error bars; a dashed line
  marks any seat's rate, a seat's fair share.
- ``<game>-lengths.png``: the histogram of game lengths (decisions).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .report import Rate, Report

__all__ = ["plot_report"]

_BINS = 40
"""The most bars the length histogram is drawn with."""


def _figure() -> Any:
    try:
        from matplotlib.figure import Figure  # noqa: PLC0415 - optional dependency
    except ImportError:
        raise RuntimeError("plots need matplotlib: pip install 'dinorules[plot]'") from None
    return Figure(figsize=(7, 4), layout="constrained")


def _bars(ax: Any, labels: list[str], rates: list[Rate], color: str) -> None:
    values = [r.rate for r in rates]
    errors = [[r.rate - r.low for r in rates], [r.high - r.rate for r in rates]]
    ax.bar(labels, values, yerr=errors, capsize=4, color=color)


def plot_report(report: Report, directory: str | Path) -> tuple[Path, Path]:
    """Write the two plots of ``report`` into ``directory``; return their paths."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    rates_path = out / f"{report.game}-win-rates.png"
    lengths_path = out / f"{report.game}-lengths.png"

    figure = _figure()
    agents_ax, seats_ax = figure.subplots(1, 2, sharey=True)
    agent_rates = report.agent_rates()
    _bars(agents_ax, list(agent_rates), list(agent_rates.values()), "tab:blue")
    agents_ax.set_title("win rate by agent (95 % CI)")
    agents_ax.set_ylabel("win rate")
    agents_ax.set_ylim(0, 1)
    seat_rates = report.seat_rates()
    _bars(seats_ax, [f"seat {s}" for s in range(len(seat_rates))], list(seat_rates), "tab:gray")
    seats_ax.set_title("win rate by seat")
    # A seat's fair share: 1/sides when each game has one winning side.
    seats_ax.axhline(report.any_seat.rate, color="black", linewidth=0.8, linestyle="--")
    figure.suptitle(f"{report.game}: {report.games} games, {' vs '.join(report.agents)}")
    figure.savefig(rates_path, dpi=100)

    figure = _figure()
    ax = figure.subplots()
    lengths = report.tally.lengths
    low = min(lengths, default=0)
    width = max(1, -(-(max(lengths, default=0) - low + 1) // _BINS))
    bins: dict[int, int] = {}
    for length, count in lengths.items():
        start = low + (length - low) // width * width
        bins[start] = bins.get(start, 0) + count
    ax.bar(list(bins), list(bins.values()), width=width, align="edge", color="tab:green")
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.set_xlabel("game length (decisions)" + (f", bins of {width}" if width > 1 else ""))
    ax.set_ylabel("games")
    summary = report.length
    if summary is not None:
        ax.set_title(
            f"{report.game}: mean {summary.mean:.1f}, median {summary.median:g}, "
            f"p5 {summary.p5:g}, p95 {summary.p95:g}, max {summary.max}"
        )
    figure.savefig(lengths_path, dpi=100)
    return rates_path, lengths_path
