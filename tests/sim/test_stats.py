"""Report statistics against values computed by hand."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.sim import Rate, percentile, wilson
from dinorules.sim.report import LengthSummary, Report
from dinorules.sim.tally import GameResult, Tally


def wilson_by_hand(k: int, n: int) -> tuple[float, float]:
    """Wilson (1927): (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)."""
    z = 1.959963984540054
    p = k / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n)


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [  # published values (e.g. Newcombe 1998, Table I; epitools)
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (50, 100, 0.4038, 0.5962),
        (81, 263, 0.2553, 0.3662),
    ],
)
def test_wilson_interval_matches_known_values(k: int, n: int, low: float, high: float) -> None:
    assert wilson(k, n) == pytest.approx(wilson_by_hand(k, n), abs=1e-12)
    assert wilson(k, n) == pytest.approx((low, high), abs=5e-5)


def test_wilson_interval_of_no_games_is_everything() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    assert Rate(0, 0).rate == 0.0


def test_percentiles_of_a_small_histogram() -> None:
    # the values 1, 2, 2, 3, 10
    histogram = {1: 1, 2: 2, 3: 1, 10: 1}
    assert percentile(histogram, 50) == 2
    assert percentile(histogram, 0) == 1
    assert percentile(histogram, 100) == 10
    # position (5-1)*0.95 = 3.8: 3 + 0.8 * (10 - 3)
    assert percentile(histogram, 95) == pytest.approx(8.6)
    # position 4 * 0.05 = 0.2: 1 + 0.2 * (2 - 1)
    assert percentile(histogram, 5) == pytest.approx(1.2)
    summary = LengthSummary.of(histogram)
    assert summary == LengthSummary(mean=3.6, median=2.0, p5=summary.p5, p95=summary.p95, max=10)
    assert percentile({4: 1, 6: 1}, 50) == 5.0  # even count: midway


def test_percentiles_agree_with_numpy_on_a_large_histogram() -> None:
    numpy = pytest.importorskip("numpy")
    histogram = {length: (length * 7919) % 13 + 1 for length in range(20, 90)}
    values = [length for length, count in histogram.items() for _ in range(count)]
    for q in (5, 25, 50, 95, 99):
        assert percentile(histogram, q) == pytest.approx(float(numpy.percentile(values, q)))


def result(agents: tuple[str, ...], winners: set[int], length: int, first: int) -> GameResult:
    return GameResult(agents, frozenset(winners), length, first, branching=3 * length)


def test_report_counts_wins_seats_shared_wins_and_the_first_player() -> None:
    games = [
        result(("a", "b"), {0}, 10, 0),
        result(("b", "a"), {0}, 20, 0),
        result(("a", "b"), {0, 1}, 30, 1),  # shared
        result(("b", "a"), {1}, 40, 0),
    ]
    tally = Tally.of(games[:2]).merge(Tally.of(games[2:]))
    report = Report("toy", ("a", "b"), 2, 0, 4, tally)
    rates = report.agent_rates()
    assert rates == {"a": Rate(3, 4), "b": Rate(2, 4)}
    assert report.seat_rates() == (Rate(3, 4), Rate(2, 4))
    assert report.agent_seat_rates()[("a", 1)] == Rate(1, 2)
    assert report.first_player == Rate(3, 4)  # the first player won games 1, 2 and 3 (shared)
    assert report.any_seat == Rate(5, 8)  # the shared win counts for both seats
    assert report.first_player_advantage == pytest.approx(0.75 - 0.625)
    assert (tally.shared_games, dict(tally.shared_wins)) == (1, {"a": 1, "b": 1})
    assert report.mean_branching == 3.0
    assert report.length == LengthSummary(25.0, 25.0, 11.5, 38.5, 40)
    data = report.to_dict()
    assert data["agent_win_rates"]["a"]["ci_low"] == pytest.approx(wilson_by_hand(3, 4)[0])
    assert data["length_histogram"] == {"10": 1, "20": 1, "30": 1, "40": 1}
    rows = report.to_csv().splitlines()
    assert rows[0].startswith("game,section,name,seat,games,wins,rate")
    assert "toy,agent,a,,4,3,0.75," in rows[1]


@given(
    st.integers(min_value=1, max_value=10**6).flatmap(
        lambda n: st.tuples(st.integers(min_value=0, max_value=n), st.just(n))
    )
)
def test_wilson_interval_holds_the_estimate_bug(counts: tuple[int, int]) -> None:
    successes, trials = counts
    low, high = wilson(successes, trials)
    assert 0.0 <= low <= successes / trials <= high <= 1.0


def test_wilson_at_the_ends_is_exact_bug() -> None:
    assert wilson(0, 300)[0] == 0.0
    assert wilson(300, 300)[1] == 1.0


def test_games_cut_short_are_counted_apart_and_have_no_winner() -> None:
    cut = GameResult(("a", "b"), frozenset(), 50, 0, branching=150, truncated=True)
    won = result(("a", "b"), {0}, 10, 0)
    tally = Tally.of([cut, won]).merge(Tally.of([cut]))
    assert (tally.games, tally.truncated_games, tally.no_winner_games) == (3, 2, 2)
    assert tally.seat_wins.get(("a", 0), 0) == 1


def test_agent_win_rates_count_games_not_seats() -> None:
    # Island Survival with two agents at four seats: greedy holds seats 0 and 2.
    seats = ("greedy", "random", "greedy", "random")
    games = [result(seats, {0}, 10, 0), result(seats, {2}, 12, 1), result(seats, {1}, 9, 0)]
    report = Report("island", ("greedy", "random"), 4, 0, 3, Tally.of(games))
    assert report.agent_rates() == {"greedy": Rate(2, 3), "random": Rate(1, 3)}
    assert report.to_dict()["agent_win_rates"]["greedy"]["rate"] == pytest.approx(2 / 3)
    assert "toy" not in report.to_csv()
    assert "island,agent,greedy,,3,2," in report.to_csv()


def test_the_first_player_advantage_is_measured_against_a_side() -> None:
    # Team rules: seats 0 and 2 against 1 and 3, each side wins half the games.
    seats = ("a", "b", "a", "b")
    fair = [result(seats, {0, 2}, 10, 0), result(seats, {1, 3}, 10, 0)] * 5
    report = Report("team", ("a", "b"), 4, 0, 10, Tally.of(fair))
    assert report.first_player == Rate(5, 10)
    assert report.any_seat == Rate(20, 40)
    assert report.first_player_advantage == pytest.approx(0.0)
    assert report.agent_rates() == {"a": Rate(5, 10), "b": Rate(5, 10)}
    always = [result(seats, {0, 2}, 10, 0)] * 4
    assert Report("team", ("a", "b"), 4, 0, 4, Tally.of(always)).first_player_advantage == 0.5


def test_games_without_a_winner_lower_the_baseline() -> None:
    games = [result(("a", "b"), {0}, 10, 0), result(("a", "b"), set(), 10, 0)]
    report = Report("toy", ("a", "b"), 2, 0, 2, Tally.of(games))
    assert report.any_seat == Rate(1, 4)
    assert report.first_player_advantage == pytest.approx(0.5 - 0.25)
