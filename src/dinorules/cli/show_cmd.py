"""``dinorules show``: draw a position given as text, and say whose decision it is.

``dinorules show jurassattack 'jurassattack; first 1'`` draws the whole state (or a
seat's view with ``--as SEAT``) in text, or writes its SVG picture with ``--svg FILE``;
``--position`` prints the position back in its canonical form, every section written.
A position is read from a file with ``@FILE`` (``-`` reads it from the input).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from dinorules.kernel import CHANCE, AnyGame
from dinorules.kernel.position import MAX_POSITION_CHARS
from dinorules.kernel.render import outcome_text

from .common import UsageError, load_game, parse_options, plain_number, printable, read_text
from .render import render_observation, render_state

__all__ = ["add_show_arguments", "read_position_argument", "run_show"]


def add_show_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``show``."""
    parser.add_argument("game", help="the game the position is of")
    parser.add_argument("position", help="a position's text, @FILE to read it, - for stdin")
    parser.add_argument("--as", dest="view", default="all", help="a seat number, or 'all'")
    parser.add_argument("--svg", metavar="FILE", help="write the SVG picture here instead")
    parser.add_argument(
        "--position", dest="canonical", action="store_true", help="print the canonical position"
    )
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option")


def read_position_argument(text: str, stdin: TextIO) -> str:
    """A position from the command line: the text itself, ``@FILE``, or ``-`` for stdin."""
    if text == "-":
        return stdin.read(MAX_POSITION_CHARS + 1)
    if text.startswith("@"):
        return read_text(text[1:], limit=MAX_POSITION_CHARS)
    return text


def _turn(game: AnyGame, state: object) -> str:
    if game.is_terminal(state):
        return f"game over: {outcome_text(game, state)}"
    player = game.current_player(state)
    return "a chance event is next" if player is CHANCE else f"seat {player} to decide"


def run_show(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Draw the position (or write its SVG); status 2 with the reason if it is refused."""
    game = load_game(args.game)
    text = read_position_argument(args.position, stdin)
    state = game.from_position(text.strip(), **parse_options(args.option))
    players = game.num_players(state)
    seat = None if args.view == "all" else plain_number(args.view)
    if args.view != "all" and (seat is None or seat >= players):
        raise UsageError(f"--as {args.view[:40]!r}: give a seat 0..{players - 1} or 'all'")
    shown = state if seat is None else game.observe(state, seat)
    if args.canonical:
        print(printable(game.position(shown), stdout), file=stdout)
        return 0
    if args.svg:
        draw = game.spec.svg
        if draw is None:
            raise UsageError(f"{game.name} has no SVG picture")
        try:
            Path(args.svg).write_text(draw(shown, player=seat), encoding="utf-8")
        except OSError as error:
            raise UsageError(f"cannot write {args.svg}: {error.strerror or error}") from None
        print(f"wrote {args.svg}", file=stdout)
        return 0
    picture = render_state(game, state) if seat is None else render_observation(game, shown, seat)
    print(printable(picture, stdout, keep="\n"), file=stdout)
    print(_turn(game, state), file=stdout)
    return 0
