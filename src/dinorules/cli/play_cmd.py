"""``dinorules play``: play a game in the terminal against agents.

You see what your seat may see and your legal actions, numbered. Type a number
or an action's text to play it (`Game.parse_action`: case and spaces are loose,
and a miss lists the closest actions), ``u`` to undo your last decision (states are
immutable, so undo is free), ``s FILE`` to save the replay, ``q`` to quit, ``?``
for help. An entry that plays nothing is answered in one line; the board is drawn
again only when the game moved. Every rival's move is told as your seat may see it
(`Game.action_seen`): a card played face down is "a pack of 2 cards face down" until
the reveal shows it.
"""

from __future__ import annotations

import argparse
import secrets
from pathlib import Path
from typing import Any, TextIO

from dinorules.agents import Agent, make_agent
from dinorules.kernel import AnyGame, IllegalActionError, Replay
from dinorules.kernel.render import outcome_text
from dinorules.kernel.seen import move_caption, seat_roles
from dinorules.sim.play import move_at

from .common import (
    UsageError,
    check_options,
    load_game,
    parse_options,
    plain_number,
    printable,
)
from .render import render_observation

__all__ = ["add_play_arguments", "run_play"]

HELP = (
    "commands: NUMBER or an action's text play that action, u undo, s FILE save the replay,"
    " q quit, ? help"
)


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``play``."""
    parser.add_argument("game", help="the game to play")
    parser.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    parser.add_argument("--vs", default="random", help="the agent at the other seats")
    parser.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="game option")
    parser.add_argument("--save", metavar="FILE", help="save the replay here when the game ends")
    parser.add_argument(
        "--from",
        dest="position",
        metavar="POSITION",
        help="start at this position (a game's position text, see 'dinorules show')",
    )


class _Session:
    """One game in progress: the actions so far; states are recomputed on undo."""

    def __init__(
        self,
        game: AnyGame,
        seed: int,
        options: dict[str, object],
        out: TextIO,
        position: str | None = None,
    ) -> None:
        self.game, self.seed, self.options, self.out = game, seed, options, out
        self.position = position
        self.actions: list[Any] = []
        # Every decision is shown to the session, so that a rival's only option is told
        # too; the session takes those itself and leaves them out of the replay, which
        # the kernel replays with its own forced-decision policy.
        self.takes_forced = options.get("forced", "auto") == "auto"
        shown = {**options, "forced": "explicit"}
        if position is None:
            self.state = game.initial_state(seed=seed, **shown)
        else:
            self.state = game.from_position(position, **shown)
        self.undo_stack: list[tuple[Any, int]] = []

    def say(self, text: str) -> None:
        print(printable(text, self.out, keep="\n"), file=self.out, flush=True)

    def forced(self) -> Any | None:
        """The only option of the decision at hand, when the session takes it."""
        if not self.takes_forced or not isinstance(self.game.current_player(self.state), int):
            return None
        legal = self.game.legal_actions(self.state)
        return legal[0] if len(legal) == 1 else None

    def apply(self, action: Any) -> None:
        if self.forced() is None:
            self.actions.append(action)
        self.state = self.game.apply(self.state, action)

    def save(self, path: str) -> None:
        replay = Replay(
            game=self.game.name,
            seed=self.seed,
            options=self.options,
            actions=self.actions,
            position=self.position,
        )
        try:
            Path(path).write_text(replay.to_json(indent=2) + "\n", encoding="utf-8")
        except OSError as error:
            self.say(f"cannot save to {path}: {error.strerror or error}")
            return
        self.say(f"saved the replay to {path}")

    def play(self, action: Any, seat: int) -> None:
        """A decision of yours (a point to undo to), told back with what it showed you."""
        before = self.state
        self.undo_stack.append((before, len(self.actions)))
        self.apply(action)
        self.say(move_caption(self.game, before, action, seat, after=self.state, by="you"))

    def undo(self) -> bool:
        """Back to before your last decision; whether there was one."""
        if not self.undo_stack:
            self.say("nothing to undo")
            return False
        self.state, count = self.undo_stack.pop()
        del self.actions[count:]
        self.say("undone")
        return True


def _advance(session: _Session, seat: int, agents: dict[int, Agent]) -> None:
    """Let chance and the agents move until it is your turn or the game ends."""
    game = session.game
    by: str | None
    while (player := game.current_player(session.state)) is not None:
        agent = agents.get(player) if isinstance(player, int) else None
        action = session.forced()
        if action is not None:
            by = "you, the only option" if player == seat else "the only option"
        elif player == seat:
            return
        else:
            step = len(session.actions)
            action = move_at(game, session.state, seed=session.seed, step=step, agent=agent)
            by = None if agent is None else agent.name
        before = session.state
        session.apply(action)
        session.say(move_caption(game, before, action, seat, after=session.state, by=by))


def _command(session: _Session, line: str, legal: tuple[Any, ...], seat: int) -> bool | None:
    """Carry out one typed command: ``False`` to quit, ``True`` if the game moved."""
    word, _, rest = line.strip().partition(" ")
    if word in ("q", "quit"):
        return False
    if word in ("u", "undo"):
        return True if session.undo() else None
    if word in ("s", "save"):
        if rest.strip():
            session.save(rest.strip())
        else:
            session.say("usage: s FILE")
    elif (chosen := plain_number(word)) is not None and legal and 1 <= chosen <= len(legal):
        session.play(legal[chosen - 1], seat)
        return True
    elif word in ("?", "h", "help"):
        session.say(HELP)
    elif not legal or not line.strip():
        choices = f"1..{len(legal)}" if legal else "no action: the game is over"
        session.say(f"not understood: {line.strip()!r} ({choices}; ? for help)")
    else:
        try:
            action = session.game.parse_action(session.state, line.strip())
        except IllegalActionError as error:
            session.say(f"not understood: {error} (1..{len(legal)}; ? for help)")
        else:
            session.play(action, seat)
            return True
    return None


def _show_turn(session: _Session, seat: int) -> tuple[Any, ...]:
    game, state = session.game, session.state
    if game.is_terminal(state):
        session.say(render_observation(game, game.observe(state, seat), seat))
        told = outcome_text(game, state, seat=seat)
        session.say(f"game over after {len(session.actions)} steps: {told}")
        session.say("u undo, s FILE save the replay, q quit")
        return ()
    legal = game.legal_actions(state)
    session.say(f"--- your turn (seat {seat}), step {len(session.actions)} ---")
    session.say(render_observation(game, game.observe(state, seat), seat))
    for number, action in enumerate(legal, 1):
        session.say(f"  {number:3d}. {action}")
    return legal


def run_play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Play until the game ends and you quit, or the input ends."""
    game = load_game(args.game)
    options = parse_options(args.option)
    check_options(game, options)
    resolved = game.resolve_options(**options)
    # A data file is read once, here: the game and its replay use that text (a replay
    # stores it, not the path).
    options = {key: resolved[key] for key in options}
    seed = secrets.randbits(64) if args.seed is None else args.seed
    session = _Session(game, seed, options, stdout, args.position)
    players = game.num_players(session.state)
    if not 0 <= args.seat < players:
        raise UsageError(f"--seat must be 0..{players - 1}, got {args.seat}")
    try:
        vs = make_agent(args.vs).for_game(game)
    except ValueError as error:
        raise UsageError(str(error)) from None
    session.say(f"{game.title}: seed {seed}, you are seat {args.seat}, rivals: {vs.name}")
    agents = {p: vs for p in range(players) if p != args.seat}
    for number, role in enumerate(seat_roles(game, session.state)):
        who = "you" if number == args.seat else agents[number].name
        session.say(f"  seat {number} ({who}){': ' + role if role else ''}")
    saved_at_end = False
    moved: bool | None = True
    while True:
        if moved:
            _advance(session, args.seat, agents)
            legal = _show_turn(session, args.seat)
            if not legal and args.save and not saved_at_end:
                session.save(args.save)
                saved_at_end = True
        print("> ", end="", file=stdout, flush=True)
        line = stdin.readline()
        if not line:
            session.say("")
            break
        moved = _command(session, line, legal, args.seat)
        if moved is False:
            break
    if args.save and not saved_at_end:
        session.save(args.save)
    return 0
