"""`play` and `simulate`: records, seat rotation, determinism across workers and executors."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from dinorules import InvalidOptionError
from dinorules.sim import GameResult, Rate, Tally, game_seed, play, plot_report, seating, simulate
from tests.toy.game import GAME

TOY = {"toy": GAME}


def test_play_records_a_replayable_game() -> None:
    record = play(GAME, ["greedy", "random"], seed=8)
    final = record.replay.final_state(TOY)
    assert GAME.is_terminal(final)
    assert record.winners == GAME.winners(final) != frozenset()
    assert record.length == sum(1 for a in record.replay.actions) == 6  # auto chance: decisions
    assert sum(record.results) == pytest.approx(1.0)
    assert record.agents == ("greedy", "random")
    assert record == play(GAME, ["greedy", "random"], seed=8)
    assert record.replay.to_json(TOY)  # round-trips through the codec


def test_game_seeds_are_random_access_into_one_stream() -> None:
    seeds = [game_seed(5, i) for i in range(100)]
    assert len(set(seeds)) == 100
    assert game_seed(5, 37) == seeds[37]
    assert game_seed(6, 37) != seeds[37]


def test_every_agent_plays_every_seat() -> None:
    report = simulate(
        GAME,
        ["greedy", "random", "mcts:5"],
        games=30,
        workers=1,
        progress=False,
        options={"players": 3},
    )
    games = report.agent_seat_rates()
    assert sorted(games) == [(a, s) for a in ("greedy", "mcts:5", "random") for s in range(3)]
    assert {rate.games for rate in games.values()} == {10}
    assert [seating(2, 3, i) for i in range(3)] == [(0, 1, 0), (1, 0, 0), (0, 0, 1)]


def test_same_seed_same_report_whatever_the_workers_and_chunks() -> None:
    kwargs = {"games": 60, "seed": 3, "progress": False}
    one = simulate(GAME, ["greedy", "random"], workers=1, **kwargs)  # type: ignore[arg-type]
    two = simulate(GAME, ["greedy", "random"], workers=2, chunk_size=7, **kwargs)  # type: ignore[arg-type]
    with ThreadPoolExecutor(3) as pool:
        threads = simulate(GAME, ["greedy", "random"], executor=pool, chunk_size=4, **kwargs)  # type: ignore[arg-type]
    assert one == two == threads
    assert one.games == 60
    other = simulate(GAME, ["greedy", "random"], workers=1, games=60, seed=4, progress=False)
    assert other != one


def test_dask_executor_on_a_local_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=False,  # in-process workers over inproc:// (no sockets)
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert cluster.scheduler_address.startswith("inproc://")
        report = simulate(
            GAME,
            ["greedy", "random"],
            games=40,
            seed=1,
            progress=False,
            executor=client.get_executor(),
            workers=2,
        )
    local = simulate(GAME, ["greedy", "random"], games=40, seed=1, progress=False, workers=1)
    assert report == local


def test_records_only_when_asked_and_in_game_order() -> None:
    without = simulate(GAME, ["random", "random"], games=12, workers=1, progress=False)
    assert without.records == ()
    assert without.agents == ("random", "random#2")
    report = simulate(
        GAME,
        ["random", "greedy"],
        games=12,
        workers=1,
        progress=False,
        chunk_size=5,
        keep_records=True,
    )
    assert [r.replay.seed for r in report.records] == [game_seed(0, i) for i in range(12)]
    assert sum(r.length for r in report.records) == report.tally.decisions
    kept_none = simulate(GAME, ["random", "greedy"], games=12, workers=1, progress=False)
    assert kept_none.tally == report.tally  # the same games, recorded or not
    assert report.tally == Tally.of(record.result() for record in report.records)


def test_a_tally_counts_every_outcome_of_every_seat() -> None:
    results = [
        GameResult(("a", "b", "a"), frozenset({0, 2}), 7, 1, 20),
        GameResult(("b", "a", "a"), frozenset({0, 1}), 9, 0, 30),
        GameResult(("a", "b", "a"), frozenset(), 12, None, 40, truncated=True),
        GameResult(("a", "b", "a"), frozenset({0, 2}), 7, 1, 20),
    ]
    tally = Tally.of(results)
    assert (tally.games, tally.decisions, tally.branching) == (4, 35, 110)
    assert dict(tally.agent_games) == {"a": 4, "b": 4}
    assert dict(tally.agent_wins) == {"a": 3, "b": 1}
    assert dict(tally.shared_wins) == {"a": 1, "b": 1}
    assert tally.seat_games[("a", 0)] == 3 and tally.seat_games[("b", 0)] == 1
    assert dict(tally.seat_wins) == {("a", 0): 2, ("a", 2): 2, ("b", 0): 1, ("a", 1): 1}
    assert (tally.first_games, tally.first_wins) == (3, 1)
    assert (tally.shared_games, tally.no_winner_games, tally.truncated_games) == (3, 1, 1)
    assert dict(tally.lengths) == {7: 2, 9: 1, 12: 1}


def test_tally_stays_the_same_size_however_many_games() -> None:
    small = simulate(GAME, ["greedy", "random"], games=10, workers=1, progress=False)
    large = simulate(GAME, ["greedy", "random"], games=400, workers=1, progress=False)
    assert large.games == 400
    assert len(large.tally.seat_games) == len(small.tally.seat_games) == 4
    assert len(large.tally.lengths) <= GAME.max_game_length()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"games": 0}, "games must be a positive integer"),
        ({"games": 5, "options": {"players": 9}}, "players"),
        ({"games": 5, "workers": 0}, "workers must be at least 1"),
    ],
)
def test_bad_arguments_raise_invalid_option(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        simulate(GAME, ["random", "random"], progress=False, **kwargs)  # type: ignore[arg-type]


def test_unknown_game_and_too_many_agents_are_rejected() -> None:
    with pytest.raises(InvalidOptionError, match="unknown game"):
        simulate("no-such-game", ["random"], games=1)
    with pytest.raises(InvalidOptionError, match="3 agents for 2 seats"):
        simulate(GAME, ["random"] * 3, games=1, workers=1)


def test_report_json_and_plots(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    report = simulate(GAME, ["greedy", "random"], games=20, workers=1, progress=False)
    data = json.loads(report.to_json())
    assert data["games"] == 20
    assert data["agent_win_rates"]["greedy"]["games"] == 20
    assert sum(data["length_histogram"].values()) == 20
    paths = plot_report(report, tmp_path / "plots")
    for path in paths:
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert {p.name for p in paths} == {"toy-win-rates.png", "toy-lengths.png"}


def test_agent_rates_from_a_three_seat_game_count_each_game_once() -> None:
    report = simulate(
        GAME,
        ["greedy", "random"],
        games=30,
        workers=1,
        progress=False,
        options={"players": 3},
        keep_records=True,
    )
    for label, rate in report.agent_rates().items():
        played = [r for r in report.records if label in r.agents]
        won = [r for r in played if any(r.agents[s] == label for s in r.winners)]
        assert (rate.games, rate.wins) == (len(played), len(won))
    winning_seats = sum(len(r.winners) for r in report.records)
    assert report.any_seat == Rate(winning_seats, 3 * 30)


def test_a_report_is_the_same_text_for_the_same_arguments_but_its_timing() -> None:
    def run() -> tuple[str, str, dict[str, object]]:
        report = simulate(GAME, ["greedy", "random"], games=12, seed=9, workers=1, progress=False)
        data = json.loads(report.to_json())
        return report.summary(), report.to_json(timing=False), data["timing"]

    (text_a, json_a, timing_a), (text_b, json_b, _) = run(), run()
    assert json_a == json_b
    results_a, _, timing_line = text_a.rpartition("\n")
    assert results_a == text_b.rpartition("\n")[0]
    assert timing_line.startswith("  timing: ") and "games/s" in timing_line
    assert "games/s" not in results_a
    assert set(timing_a) == {"elapsed_seconds", "games_per_second", "workers"}
    assert "elapsed_seconds" not in json_a
