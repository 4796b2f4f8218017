"""``dinorules replay``: step through a saved game from any seat's view or all of it.

Commands: ``n`` (or Enter) next, ``p`` previous, ``g K`` go to step K, ``v P``
view as seat P, ``v all`` the omniscient view, ``pos`` the position at this step
(the state's, or the seat's view), ``q`` quit. ``--position`` prints the position
at ``--step`` and exits. With ``--html FILE`` it
writes a self-contained HTML page that steps through the game with the SVG boards
instead.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from dinorules.kernel import AnyGame, Replay, ReplayError
from dinorules.kernel.render import outcome_text
from dinorules.kernel.replay import MAX_REPLAY_BYTES
from dinorules.kernel.seen import move_caption

from .common import UsageError, load_game, plain_number, printable, read_text
from .render import render_observation, render_state

__all__ = ["add_replay_arguments", "run_replay"]

HELP = (
    "commands: n next, p previous, g K go to step K, v P view as seat P, v all,"
    " pos the position, q quit"
)


def add_replay_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``replay``."""
    parser.add_argument("file", help="a replay saved by 'dinorules play' or the library")
    parser.add_argument("--as", dest="view", default="all", help="a seat number, or 'all'")
    parser.add_argument("--step", type=int, default=0, help="the step to start at")
    parser.add_argument(
        "--position",
        action="store_true",
        help="print the position at --step (as seen by --as) and exit",
    )
    parser.add_argument(
        "--html",
        metavar="FILE",
        help="write a self-contained HTML page stepping through the game (every seat and "
        "'all', or only the seat given with --as) instead of the interactive replay",
    )


def _view(text: str, players: int) -> int | None:
    if text == "all":
        return None
    seat = plain_number(text)
    if seat is not None and seat < players:
        return seat
    raise UsageError(f"view {text[:40]!r}: give a seat 0..{players - 1} or 'all'")


def _show(
    game: AnyGame, states: list[Any], actions: tuple[Any, ...], step: int, view: int | None
) -> str:
    state = states[step]
    lines = [f"--- step {step}/{len(actions)}, view: {'all' if view is None else f'seat {view}'}"]
    if step:
        before, action = states[step - 1], actions[step - 1]
        lines.append(move_caption(game, before, action, view, after=state))
    if view is None:
        lines.append(render_state(game, state))
    else:
        lines.append(render_observation(game, game.observe(state, view), view))
    if game.is_terminal(state):
        lines.append(f"game over: {outcome_text(game, state, seat=view)}")
    return "\n".join(lines)


def _position(game: AnyGame, state: Any, view: int | None) -> str:
    """The position of ``state``, or of seat ``view``'s observation of it."""
    return game.position(state if view is None else game.observe(state, view))


def _write_html(replay: Replay, view: int | None, path: str, stdout: TextIO) -> int:
    """Write the replay page (`dinorules.viewer`) for one seat, or for every view."""
    from dinorules.viewer import replay_html  # noqa: PLC0415 (only this option needs it)

    page = replay_html(replay, view=view)
    try:
        Path(path).write_text(page, encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from None
    print(f"wrote {path} ({len(replay.actions)} steps)", file=stdout)
    return 0


def run_replay(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Show the replay's states, moving as commanded, until ``q`` or the input ends."""
    text = read_text(args.file, limit=MAX_REPLAY_BYTES)
    try:
        replay = Replay.from_json(text)
        states = list(replay.states())
    except ReplayError as error:
        raise UsageError(f"{args.file}: {error}") from None
    game = load_game(replay.game)
    players = game.num_players(states[0])
    view = _view(args.view, players)
    if args.html:
        return _write_html(replay, view, args.html, stdout)
    last = len(replay.actions)
    if not 0 <= args.step <= last:
        raise UsageError(f"--step must be 0..{last}, got {args.step}")
    if args.position:
        print(printable(_position(game, states[args.step], view), stdout), file=stdout)
        return 0
    return _step_through(game, states, replay.actions, (args.step, view), stdin, stdout)


def _step_through(
    game: AnyGame,
    states: list[Any],
    actions: tuple[Any, ...],
    start: tuple[int, int | None],
    stdin: TextIO,
    stdout: TextIO,
) -> int:
    """The interactive replay: show a step, read a command, until ``q`` or the input ends."""
    step, view = start
    last, players = len(actions), game.num_players(states[0])
    while True:
        shown = _show(game, states, actions, step, view)
        print(printable(shown, stdout, keep="\n"), file=stdout)
        print("> ", end="", file=stdout, flush=True)
        line = stdin.readline()
        if not line:
            print(file=stdout)
            return 0
        word, _, rest = line.strip().partition(" ")
        if word in ("q", "quit"):
            return 0
        if word in ("", "n", "next"):
            step = min(step + 1, last)
        elif word in ("p", "prev", "previous"):
            step = max(step - 1, 0)
        elif word in ("g", "goto") and (target := plain_number(rest.strip())) is not None:
            step = min(target, last)
        elif word in ("pos", "position"):
            print(printable(_position(game, states[step], view), stdout), file=stdout)
        elif word in ("v", "view"):
            try:
                view = _view(rest.strip(), players)
            except UsageError as error:
                print(printable(str(error), stdout), file=stdout)
        else:
            print(HELP, file=stdout)
