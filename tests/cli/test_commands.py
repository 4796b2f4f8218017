"""``list``, ``simulate``, ``play``, ``replay`` and ``validate`` through the entry point."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import dinorules
from dinorules import Replay
from tests.cli.conftest import ROOT, Run


def test_list_shows_games_players_and_options(cli: Run, game_name: str) -> None:
    result = cli("list")
    assert result.returncode in (0, 1)  # 1 only if a half-written game fails to load
    game = dinorules.GAMES[game_name]
    assert f"{game_name}  {game.title}  players {game.min_players}-{game.max_players}" in (
        result.stdout
    )
    assert "--option players=" in result.stdout
    assert "--option chance='auto'" in result.stdout


def without_timing(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("timing")
    return data


def test_simulate_writes_json_csv_plots_and_agrees_across_workers(
    cli: Run, game_name: str, tmp_path: Path
) -> None:
    common = ["simulate", game_name, "--games", "8", "--seed", "5", "--agents", "greedy,random"]
    one = cli(
        *common,
        "--workers",
        "1",
        "--json",
        str(tmp_path / "1.json"),
        "--csv",
        str(tmp_path / "r.csv"),
        "--plot",
        str(tmp_path / "plots"),
    )
    assert one.returncode == 0, one.stderr
    assert f"{game_name}: 8 games, seed 5, greedy vs random" in one.stdout
    assert "win rate [95% CI]" in one.stdout
    two = cli(*common, "--workers", "2", "--json", str(tmp_path / "2.json"))
    assert two.returncode == 0, two.stderr
    assert without_timing(tmp_path / "1.json") == without_timing(tmp_path / "2.json")
    data = without_timing(tmp_path / "1.json")
    assert data["games"] == 8
    rows = (tmp_path / "r.csv").read_text(encoding="utf-8").splitlines()
    assert rows[0].split(",")[:3] == ["game", "section", "name"]
    assert any(row.startswith(f"{game_name},agent,greedy,,8,") for row in rows)
    plots = sorted(p.name for p in (tmp_path / "plots").iterdir())
    assert plots == [f"{game_name}-lengths.png", f"{game_name}-win-rates.png"]


HANG_GUARD = 300
"""Seconds before a test gives up on a process that should already have ended: a
guard against hanging the suite, never what decides a result (the tests wait for
events: a line of output, the process's exit)."""


def group_members(group: int) -> list[str]:
    """The live processes of a process group, but multiprocessing's resource tracker.

    The tracker (started for the workers' semaphores) exits by itself once the
    command has gone; a dead process not yet reaped (a zombie) has no code left.
    """
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text(encoding="utf-8").rsplit(")", 1)[1].split()
            cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except (OSError, IndexError):
            continue  # ended meanwhile
        state, pgrp = fields[0], int(fields[2])
        if pgrp == group and state != "Z" and "resource_tracker" not in cmdline:
            members.append(f"{stat.parent.name}: {cmdline}")
    return members


def _as_in_a_terminal() -> None:
    """SIGINT as a terminal job has it, even if this suite runs with SIGINT ignored
    (a background job of a non-interactive shell), which the command would inherit."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("target", ["group", "command"])
def test_ctrl_c_prints_every_finished_game_and_leaves_no_worker(
    game_name: str, target: str
) -> None:
    """One SIGINT, sent to the process group (a terminal's Ctrl-C) or to the command."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dinorules.cli",
            "simulate",
            game_name,
            "--games",
            "1000000",
            "--agents",
            "random,random",
            "--workers",
            "2",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])},
        start_new_session=True,  # its own process group, as a terminal job has
        preexec_fn=_as_in_a_terminal,  # noqa: PLW1509 - the child runs no thread before exec
    )
    lines: queue.Queue[str] = queue.Queue()
    try:
        stderr = process.stderr
        assert stderr is not None
        reader = threading.Thread(target=lambda: lines.put(stderr.readline()))
        reader.start()
        first = lines.get(timeout=HANG_GUARD)  # the event: the first games have finished
        reader.join()
        assert first.startswith(f"{game_name}: "), first
        finished = int(first.split(": ", 1)[1].split("/")[0])
        assert finished > 0
        if target == "group":
            os.killpg(process.pid, signal.SIGINT)
        else:
            process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG_GUARD)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert process.returncode == 130, err
    assert "Traceback" not in err
    assert "(interrupted)" in out
    played = int(out.split(": ", 1)[1].split(" games")[0])
    assert finished <= played < 1_000_000
    assert group_members(process.pid) == []


def test_play_against_an_agent_from_stdin_then_replay_and_validate(
    cli: Run, game_name: str, tmp_path: Path
) -> None:
    saved = tmp_path / "game.json"
    moves = "?\nu\n1\nu\n" + "1\n" * 400
    result = cli(
        "play", game_name, "--seed", "3", "--vs", "random", "--save", str(saved), stdin=moves
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "you are seat 0" in out
    assert "commands: NUMBER or an action's text play that action" in out
    assert "nothing to undo" in out
    assert "undone" in out
    assert "  1. " in out
    assert "game over after" in out
    assert f"saved the replay to {saved}" in out
    replay = Replay.from_json(saved.read_text(encoding="utf-8"))
    game = dinorules.GAMES[game_name]
    assert game.is_terminal(replay.final_state())
    assert replay.seed == 3

    steps = cli("replay", str(saved), "--as", "0", stdin="n\nn\np\nv all\ng 4\nv 9\nq\n")
    assert steps.returncode == 0, steps.stderr
    assert "--- step 0/" in steps.stdout
    assert "--- step 1/" in steps.stdout
    assert "view: all" in steps.stdout
    assert "--- step 4/" in steps.stdout
    assert "give a seat" in steps.stdout
    if game_name == "jurassattack":  # a rival's move, seen from seat 0
        assert "seat 1: play a pack " in steps.stdout

    valid = cli("validate", str(saved))
    assert valid.returncode == 0, valid.stdout + valid.stderr
    assert f"valid replay of {game_name}" in valid.stdout


def test_play_takes_an_action_by_its_text_and_answers_a_miss_in_one_line(cli: Run) -> None:
    game = dinorules.GAMES["spino_chase"]
    state = game.initial_state(seed=3)
    assert game.current_player(state) == 0
    wanted = str(game.legal_actions(state)[1])
    typed = wanted.upper().replace(" ", "  ")  # case and spaces are loose
    result = cli(
        "play", "spino_chase", "--seed", "3", stdin=f"xyzzy\nplay Velociraptr\n{typed}\nq\n"
    )
    assert result.returncode == 0, result.stderr
    answers = result.stdout.split("> ")  # what came after each prompt
    assert answers[0].count("--- your turn") == 1
    assert answers[1].startswith("not understood: 'xyzzy'")  # one line, no board drawn again
    assert answers[1].count("\n") == 1
    assert answers[2].startswith("not understood: 'play Velociraptr'")
    assert "close: 'play Velociraptor'" in answers[2]
    assert answers[2].count("\n") == 1
    assert "--- your turn (seat 0), step" in answers[3]  # the typed action was played


def test_play_says_who_won_in_words(cli: Run, game_name: str) -> None:
    result = cli("play", game_name, "--seed", "4", stdin="1\n" * 400)
    assert result.returncode == 0, result.stderr
    end = result.stdout.split("game over after", 1)[1].splitlines()[0]
    assert "[" not in end and "winners" not in end
    assert any(words in end for words in ("you win", "you lose: seat", "no one wins")), end


def test_validate_reports_every_problem_of_a_replay(
    cli: Run, game_name: str, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "format": "dinorules-replay",
                "version": 1,
                "game": game_name,
                "options": {},
                "seed": "seven",
                "actions": [{"type": "Nope"}, 3],
                "extra": True,
            }
        ),
        encoding="utf-8",
    )
    result = cli("validate", str(bad))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert f"{bad}: seed: expected int, got 'seven'" in lines
    assert f"{bad}: extra: unexpected field" in lines
    assert any(line.startswith(f"{bad}: actions[0]: unknown action type 'Nope'") for line in lines)
    assert any(line.startswith(f"{bad}: actions[1]: expected an object") for line in lines)
    assert lines[-1] == f"{bad}: 4 problems"


def test_validate_reports_an_illegal_step_with_its_index(
    cli: Run, game_name: str, tmp_path: Path
) -> None:
    game = dinorules.GAMES[game_name]
    state = game.initial_state(seed=1)
    first = game.legal_actions(state)[0]
    replay = Replay(game=game_name, seed=1, actions=[first, first, first, first])
    path = tmp_path / "illegal.json"
    path.write_text(replay.to_json(), encoding="utf-8")
    result = cli("validate", str(path))
    if result.returncode == 0:
        pytest.skip("the same action four times happens to be legal in this game")
    assert result.returncode == 1
    assert "illegal at step" in result.stdout


def test_validate_data_files(cli: Run, tmp_path: Path) -> None:
    if "jurassattack" not in dinorules.GAMES:
        pytest.skip("needs a game with a data-file option")
    deck = ROOT / "src" / "dinorules" / "jurassattack" / "deck.toml"
    good = cli("validate", str(deck))
    assert good.returncode == 0, good.stdout
    assert "valid jurassattack data file (--option deck=" in good.stdout
    broken = tmp_path / "deck.toml"
    broken.write_text(
        deck.read_text(encoding="utf-8").replace("ferocity = 1", 'ferocity = "x"', 1),
        encoding="utf-8",
    )
    bad = cli("validate", str(broken), "--game", "jurassattack")
    assert bad.returncode == 1
    assert "ferocity" in bad.stdout
    syntax = tmp_path / "syntax.toml"
    syntax.write_text("name = \n", encoding="utf-8")
    wrong = cli("validate", str(syntax))
    assert wrong.returncode == 1
    assert "not valid TOML" in wrong.stdout
    assert "line 1" in wrong.stdout
