"""One game in play on the server: its seats, its history, undo, and the rivals' moves.

A `Session` holds the states and actions so far (states are immutable, so the whole
history costs little and undo is a cut), who sits at each seat (a person, or an
agent's spec such as ``mcts:200``), and the points a person may undo to: the steps at
which a person decided. People's actions arrive through `Session.play`, checked
against the seat and the step the page last saw; the agents' and chance's moves are
made by `Session.drive`, the agents thinking in the `Thinkers`' workers. Every change
raises `Session.version` and wakes whoever waits for one (`Session.changed`).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any, Final

import attrs

from dinorules.kernel import AnyGame, IllegalActionError, Replay
from dinorules.sim.play import move_at

from .errors import Refused
from .workers import Job, Thinkers, WorkerError

__all__ = ["HUMAN", "Session", "Thinking", "new_id"]

HUMAN: Final = "human"
"""A seat played by a person at the page."""


def new_id() -> str:
    """A session id nobody can guess: 144 random bits, URL-safe."""
    return secrets.token_urlsafe(18)


@attrs.frozen
class Thinking:
    """An agent at work: its seat, its spec, and when it began (monotonic seconds)."""

    seat: int
    agent: str
    since: float


class Session:
    """One game: seats, history, undo points, and what is happening now."""

    def __init__(
        self,
        game: AnyGame,
        *,
        seed: int,
        options: dict[str, object],
        seats: tuple[str, ...],
        spectator: bool,
        actions: tuple[Any, ...] = (),
    ) -> None:
        self.id = new_id()
        self.game, self.seed, self.options = game, seed, options
        self.seats, self.spectator = seats, spectator
        state = game.initial_state(seed=seed, **options)
        self.states: list[Any] = [state]
        self.actions: list[Any] = []
        for action in actions:
            self.actions.append(action)
            self.states.append(game.apply(self.states[-1], action))
        self.undo_points = [
            step for step, s in enumerate(self.states[:-1]) if self._seat_of(s) in self.humans
        ]
        self.version = 0
        self.thinking: Thinking | None = None
        self.problem: str | None = None
        self.touched = time.monotonic()
        self._changed = asyncio.Event()
        self._driver: asyncio.Task[None] | None = None

    # --- reading ---------------------------------------------------------------------

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play."""
        return frozenset(seat for seat, by in enumerate(self.seats) if by == HUMAN)

    @property
    def state(self) -> Any:
        """The state now."""
        return self.states[-1]

    @property
    def step(self) -> int:
        """How many moves have been made (chance outcomes included)."""
        return len(self.actions)

    def _seat_of(self, state: Any) -> int | None:
        player = self.game.current_player(state)
        return player if isinstance(player, int) else None

    def to_move(self) -> int | None:
        """The seat to decide now, ``None`` at a chance node or at the end."""
        return self._seat_of(self.state)

    def replay(self) -> Replay:
        """The game so far as a replay (the JSON ``dinorules replay`` reads)."""
        return Replay(
            game=self.game.name, seed=self.seed, options=self.options, actions=self.actions
        )

    async def changed(self, version: int, *, closing: asyncio.Event, guard: float) -> None:
        """Return once the version differs from ``version``, the server closes, or ``guard`` s."""
        if self.version != version or closing.is_set():
            return
        waits = {asyncio.ensure_future(self._changed.wait()), asyncio.ensure_future(closing.wait())}
        try:
            await asyncio.wait(waits, timeout=guard, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiting in waits:
                waiting.cancel()

    # --- changing --------------------------------------------------------------------

    def _bump(self) -> None:
        self.version += 1
        self.touched = time.monotonic()
        self._changed.set()
        self._changed = asyncio.Event()

    def _apply(self, action: Any) -> None:
        self.states.append(self.game.apply(self.state, action))  # the checked apply
        self.actions.append(action)

    def check_turn(self, seat: int, step: int) -> None:
        """`Refused` unless a person plays ``seat``, it is its turn, and the game is at ``step``."""
        if not 0 <= seat < len(self.seats):
            raise Refused(f"there is no seat {seat}: seats are 0 to {len(self.seats) - 1}")
        if seat not in self.humans:
            raise Refused(f"seat {seat} is played by the agent {self.seats[seat]}", status=403)
        if step != self.step:
            raise Refused(f"the game is at step {self.step}, not {step}: look again", status=409)
        mover = self.to_move()
        if mover != seat:
            whose = "the game is over" if mover is None else f"it is seat {mover}'s turn"
            raise Refused(f"{whose}, not seat {seat}'s", status=409)

    def play(self, seat: int, step: int, choose: Any) -> None:
        """A person's move for ``seat``, seen at ``step``: ``choose(state)`` names the action.

        `Refused` when `check_turn` refuses; `IllegalActionError` from ``choose`` or the
        checked ``apply`` if the action is not legal.
        """
        self.check_turn(seat, step)
        action = choose(self.state)
        point = self.step
        self._apply(action)
        self.undo_points.append(point)
        self.problem = None
        self._bump()

    def undo(self) -> None:
        """Go back to before the last decision a person made (and the moves after it)."""
        if not self.undo_points:
            raise Refused("nothing to undo: no one at this screen has moved yet", status=409)
        self.stop()
        point = self.undo_points.pop()
        del self.states[point + 1 :]
        del self.actions[point:]
        self.thinking = None
        self.problem = None
        self._bump()

    # --- the rivals' moves -----------------------------------------------------------

    def start(self, thinkers: Thinkers) -> None:
        """Let chance and the agents move (in the background) until a person must decide."""
        if self._driver is None or self._driver.done():
            self._driver = asyncio.get_running_loop().create_task(self.drive(thinkers))

    def stop(self) -> None:
        """Stop the rivals' moves; an agent thinking is interrupted (its worker ended)."""
        if self._driver is not None and not self._driver.done():
            self._driver.cancel()
        self._driver = None

    async def drive(self, thinkers: Thinkers) -> None:
        """Chance and agents move, one move at a time, each shown as it is made."""
        game = self.game
        while not game.is_terminal(self.state):
            seat = self.to_move()
            if seat is not None and seat in self.humans:
                return
            agent = "chance" if seat is None else self.seats[seat]
            try:
                if seat is None:  # a chance node shown (explicit-chance mode): drawn here
                    action = move_at(game, self.state, seed=self.seed, step=self.step, agent=None)
                else:
                    self.thinking = Thinking(seat, agent, time.monotonic())
                    self._bump()
                    job = Job(game.name, agent, self.state, self.seed, self.step)
                    action = await thinkers.decide(job)
                self.thinking = None
                self._apply(action)
            except (WorkerError, IllegalActionError) as error:
                self.thinking = None
                who = "chance" if seat is None else f"seat {seat} ({agent})"
                self.problem = f"{who} could not move: {error}"
                self._bump()
                return
            self._bump()
