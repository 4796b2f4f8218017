"""Peak memory and time of big and hostile inputs, each read in a fresh child process.

Each case writes a file in a temporary directory, then a child process reads it the
way a user would (``Replay.from_json`` on the file's text, ``dinorules validate``, or
``initial_state`` with a data file) and reports its peak resident memory (``VmHWM``
on Linux, else maxrss) and time; the first line is the baseline of a child that
only imports the library.

    python benchmarks/hostile.py [--scale S] [--json FILE]

``--scale 1`` (the default) builds files near the limits (64 MiB replays, 1 MiB
data files); a smaller scale is quicker.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from dinorules import GAMES, Replay  # noqa: E402
from dinorules.kernel.data import MAX_DATA_BYTES, DataFile  # noqa: E402
from dinorules.kernel.playout import random_playout  # noqa: E402
from dinorules.kernel.replay import MAX_REPLAY_BYTES  # noqa: E402

CHILD = """
import resource, sys, time
sys.path.insert(0, {src!r})
import dinorules
from dinorules import GAMES, Replay, RulesError
from dinorules.cli.validate_cmd import validate_replay
from dinorules.kernel.data import read_text_file
how, path = sys.argv[1], sys.argv[2]
start = time.perf_counter()
outcome = "accepted"
try:
    if how == "replay":
        Replay.from_json(read_text_file(path, limit=1 << 27))
    elif how == "validate":
        problems, _ = validate_replay(read_text_file(path, limit=1 << 27), GAMES)
        outcome = problems[0][:70] if problems else "valid"
    elif how.startswith("data:"):
        _, game, option = how.split(":")
        GAMES[game].initial_state(seed=1, **{{option: path}})
except RulesError as error:
    outcome = str(error)[:70] + f" ({{len(str(error))}} chars)"
seconds = time.perf_counter() - start
try:  # the high-water mark of this program alone (ru_maxrss counts the parent before exec)
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM"))
except OSError:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(peak // 1024, round(seconds, 2), outcome)
"""


def _measure(how: str, path: Path) -> tuple[int, float, str]:
    script = CHILD.format(src=str(ROOT / "src"))
    done = subprocess.run(
        [sys.executable, "-c", script, how, str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    mib, seconds, outcome = done.stdout.strip().split(" ", 2)
    return int(mib), float(seconds), outcome


def _header(game: str, seed: int) -> dict[str, object]:
    return {"format": "dinorules-replay", "version": 1, "game": game, "options": {}, "seed": seed}


def _largest_replay(scale: float) -> str:
    """A real Island Survival game, its four data files embedded at the data limit, and
    spaces up to the replay limit: the largest replay that is accepted."""
    game = GAMES["island_survival"]
    files = {}
    for kind in ("board", "cards", "dice", "cast"):
        text = resources.files("dinorules.island_survival").joinpath(f"{kind}.toml")
        body = text.read_text("utf-8")
        pad = int(MAX_DATA_BYTES * scale) - len(body.encode("utf-8")) - 2
        files[kind] = DataFile(f"{kind}.toml", body + "\n#" + "x" * max(pad, 0), what=kind)
    playout = random_playout(game, seed=4, **files)
    text = Replay(game=game, seed=4, options=files, actions=playout.actions).to_json()
    room = int(MAX_REPLAY_BYTES * scale) - len(text.encode("utf-8")) - 1
    return text[:-1] + " " * max(room, 0) + "}"


def _many_illegal_actions(scale: float) -> str:
    """63 MB of actions, the first one illegal (the issue's 3.8 M actions)."""
    action = '{"type": "Move", "at": [9, 9], "direction": "N"}'
    count = int((MAX_REPLAY_BYTES - 1024) * scale) // (len(action) + 2)
    head = json.dumps(_header("brunch", 1))[:-1]
    return head + ', "actions": [' + ", ".join([action] * count) + "]}"


def _actions_before_the_header(scale: float) -> str:
    """The same, with the actions first: each is checked before the header is read."""
    action = '{"type": "Move", "at": [9, 9], "direction": "N"}'
    count = int((MAX_REPLAY_BYTES - 1024) * scale) // (len(action) + 2)
    tail = json.dumps(_header("brunch", 1))[1:]
    return '{"actions": [' + ", ".join([action] * count) + "], " + tail


def _huge_string(scale: float) -> str:
    """A 60 MB string inside an action."""
    action = {"type": "Move", "at": [1, 1], "direction": "N" * int(60_000_000 * scale)}
    return json.dumps({**_header("brunch", 1), "actions": [action]})


def _largest_deck(scale: float) -> str:
    """JurassAttack's deck with a comment up to the data limit (accepted)."""
    body = resources.files("dinorules.jurassattack").joinpath("deck.toml").read_text("utf-8")
    pad = int(MAX_DATA_BYTES * scale) - len(body.encode("utf-8")) - 2
    return body + "\n#" + "x" * max(pad, 0)


def _big_array(scale: float) -> str:
    """A TOML array of small numbers at the data limit (refused unparsed: too many values)."""
    count = int((MAX_DATA_BYTES - 16) * scale) // 3
    return "x = [" + ", ".join(["1"] * count) + "]\n"


CASES: list[tuple[str, str, Callable[[float], str], str]] = [
    ("largest accepted replay", "replay", _largest_replay, "json"),
    ("largest accepted replay, validate", "validate", _largest_replay, "json"),
    ("63 MB, action 0 illegal", "replay", _many_illegal_actions, "json"),
    ("63 MB, action 0 illegal, validate", "validate", _many_illegal_actions, "json"),
    ("63 MB, actions before the header", "replay", _actions_before_the_header, "json"),
    ("60 MB string in an action", "replay", _huge_string, "json"),
    ("largest accepted deck file", "data:jurassattack:deck", _largest_deck, "toml"),
    ("1 MiB TOML array", "data:jurassattack:deck", _big_array, "toml"),
]


def main() -> None:
    """Print one line per case: peak MiB, seconds, and how the input ended."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as folder:
        empty = Path(folder) / "empty.toml"
        empty.write_text("", encoding="utf-8")
        mib, seconds, _ = _measure("none", empty)
        print(f"{'baseline (import only)':36s} {'':>7s} {mib:5d} MiB")
        for label, how, make, suffix in CASES:
            path = Path(folder) / f"case.{suffix}"
            path.write_text(make(args.scale), encoding="utf-8")
            size = path.stat().st_size / 2**20
            mib, seconds, outcome = _measure(how, path)
            results.append({"case": label, "MiB": size, "peak MiB": mib, "seconds": seconds})
            print(f"{label:36s} {size:5.1f} MB {mib:5d} MiB {seconds:6.2f} s  {outcome}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
