"""The ``dinorules`` command: list, simulate, play, show, replay, validate and serve games.

Every user error (unknown game, bad option, unreadable file, N <= 0, an
unreachable Dask scheduler) prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from dinorules.kernel import RulesError

from .common import UsageError, printable
from .play_cmd import add_play_arguments, run_play
from .replay_cmd import add_replay_arguments, run_replay
from .serve_cmd import add_serve_arguments, run_serve
from .show_cmd import add_show_arguments, run_show
from .simulate_cmd import add_simulate_arguments, run_simulate
from .validate_cmd import add_validate_arguments, run_validate

__all__ = ["main"]

USAGE_ERROR = 2


class _Parser(argparse.ArgumentParser):
    """Argument errors become one line, not a usage dump."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="dinorules", description="Dinosaur board and card games.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    commands.add_parser("list", help="games, player counts, options and defaults")
    add_simulate_arguments(commands.add_parser("simulate", help="simulate games between agents"))
    add_play_arguments(commands.add_parser("play", help="play against agents in the terminal"))
    add_show_arguments(commands.add_parser("show", help="draw a position given as text"))
    add_replay_arguments(commands.add_parser("replay", help="step through a saved game"))
    add_validate_arguments(commands.add_parser("validate", help="check a replay or data file"))
    add_serve_arguments(commands.add_parser("serve", help="play in the browser (the web extra)"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status (2 for a user error)."""
    try:
        args = _parser().parse_args(argv)
        if args.command == "list":
            from .list_cmd import run_list  # noqa: PLC0415

            return run_list()
        commands = {
            "simulate": lambda: run_simulate(args),
            "play": lambda: run_play(args, sys.stdin, sys.stdout),
            "show": lambda: run_show(args, sys.stdin, sys.stdout),
            "replay": lambda: run_replay(args, sys.stdin, sys.stdout),
            "validate": lambda: run_validate(args),
            "serve": lambda: run_serve(args),
        }
        return commands[args.command]()
    except (UsageError, RulesError) as error:
        print(printable(f"dinorules: error: {error}", sys.stderr), file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        print("dinorules: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `dinorules list | head`
        sys.stdout = None  # nothing more can be written
        return 1
