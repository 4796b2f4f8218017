"""Exact statistics from counts: Wilson intervals and percentiles of a histogram.

Percentiles interpolate linearly between order statistics, as ``numpy.percentile``
does by default; they are computed from a ``{value: count}`` histogram, so a run
of any length needs memory only for its distinct values.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

__all__ = ["Z95", "hist_max", "hist_mean", "order_statistic", "percentile", "wilson"]

Z95 = 1.959963984540054
"""The two-sided 95 % normal quantile."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default).

    >>> low, high = wilson(8, 10)
    >>> round(low, 4), round(high, 4)
    (0.4902, 0.9433)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    # The interval always holds p; clamping only removes rounding (0/n must give 0.0).
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def _total(histogram: Mapping[int, int]) -> int:
    total = sum(histogram.values())
    if total <= 0:
        raise ValueError("an empty histogram has no statistics")
    return total


def order_statistic(histogram: Mapping[int, int], k: int) -> int:
    """The ``k``-th smallest value (from 0) of the values counted in ``histogram``.

    >>> order_statistic({3: 2, 5: 1}, 2)
    5
    """
    seen = 0
    for value in sorted(histogram):
        seen += histogram[value]
        if k < seen:
            return value
    raise IndexError(f"order statistic {k} of {seen} values")


def percentile(histogram: Mapping[int, int], q: float) -> float:
    """The ``q``-th percentile (0..100), linear between order statistics.

    >>> percentile({1: 1, 2: 1, 3: 1, 4: 1}, 50)
    2.5
    """
    n = _total(histogram)
    position = (n - 1) * q / 100
    below = math.floor(position)
    low = order_statistic(histogram, below)
    if below + 1 >= n:
        return float(low)
    high = order_statistic(histogram, below + 1)
    return low + (position - below) * (high - low)


def hist_mean(histogram: Mapping[int, int]) -> float:
    """The mean of the counted values."""
    return sum(value * count for value, count in histogram.items()) / _total(histogram)


def hist_max(histogram: Mapping[int, int]) -> int:
    """The largest counted value."""
    _total(histogram)
    return max(value for value, count in histogram.items() if count > 0)
