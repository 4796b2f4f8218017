"""The Spinosaurus Chase's greedy policy: cheap cards first, forward, the Spinosaurus on rivals.

- Cards: play the lowest legal card and keep the high ones for the end of the round;
  a card that wins the round at once (it empties the hand, or it is an Escape that
  the hand's last card, a Dinosaur, follows) comes first, an Escape that is the last
  card before all. Escapes are kept otherwise (played only when nothing else is
  legal, the smallest first). After an Escape the lowest Dinosaur held follows it
  (SC-R6 makes the second card optional; playing it sheds a card).
- The pawn steps to the space farthest forward (a jump over pawns gains rows), then
  away from the Spinosaurus; the Final Escape beats everything.
- The Spinosaurus ends its move on the leading rival pawn it can reach and never on
  one's own; otherwise it ends near rival pawns and at least three spaces from one's
  own. A caught pawn steps back as little as it can.
- Discards: Dinosaurs below value 4 (of 5) go, to be redrawn; the high cards and the
  Escapes are kept.

Card values and the board's size are the standard deck's and board's
(`dinorules.spino_chase.components.STANDARD`): the observation does not name them.
A card the standard deck does not know counts as a Dinosaur of value 0.

`win_shares` estimates a position for search that cuts its rollouts short: each
seat's chance grows with its pawn's row (`PROGRESS_SCALE`, fitted to random games).
"""

from __future__ import annotations

from typing import Final

from dinorules.agents.greedy import shares_by_score
from dinorules.kernel import AnyGame, FrozenMap

from .actions import Discard, EndTurn, MovePawn, MoveSpinosaurus, Play, SpinoAction, StepBack
from .board import STEPS, Space
from .components import FINAL_ESCAPE, STANDARD
from .observation import SpinoObservation
from .state import SpinoState

__all__ = ["score_action", "win_shares"]

WIN_ROUND: Final = 100.0
"""The score of a card that wins the round at once (plus the steps it moves the pawn)."""
KEPT_ESCAPE: Final = -10.0
"""The score of an Escape played when it does not win the round (less its bonus)."""
NO_SECOND_CARD: Final = -50.0
"""The score of ending the turn on an Escape: below every Dinosaur that could follow it."""
FINAL: Final = 1000.0
"""The score of reaching the Final Escape."""
SAFE: Final = 3
"""Spaces (king moves) from the Spinosaurus beyond which a pawn is out of its next reach."""
KEEP_FROM: Final = 4
"""Dinosaurs of lower value are discarded after a round, to be redrawn."""
PROGRESS_SCALE: Final = 0.44
"""`win_shares`: a seat's odds grow by ``exp(0.44)`` a row, the best fit (log-loss) to
the winners of 400 random games from 5,000 positions along them."""

ROWS: Final = STANDARD.board.rows
LANES: Final = STANDARD.board.lanes
_ESCAPE: Final = FrozenMap({card.name: card.is_escape for card in STANDARD.deck.cards})
_VALUE: Final = FrozenMap({card.name: card.value for card in STANDARD.deck.cards})
_PAWN_STEPS: Final = FrozenMap(
    {name: STANDARD.pawn_steps[i] for i, name in enumerate(STANDARD.names)}
)


def _play_score(observation: SpinoObservation, card: str) -> float:
    hand = observation.hand
    left = len(hand) - 1
    if _ESCAPE.get(card, False):
        if left == 0:
            return WIN_ROUND + _PAWN_STEPS.get(card, 1)
        if left == 1 and not any(_ESCAPE.get(other, False) for other in hand.remove(card)):
            return WIN_ROUND  # the Dinosaur that must follow empties the hand
        return KEPT_ESCAPE - _VALUE.get(card, 0)
    if left == 0:
        return WIN_ROUND + _PAWN_STEPS.get(card, 1)
    return -float(_VALUE.get(card, 0))


def _king(a: Space, b: Space) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _landing(observation: SpinoObservation, start: Space, step: tuple[int, int]) -> Space | None:
    """Where a pawn stepping from ``start`` lands (jumping pawns); None: the Final Escape."""
    others = {pawn for pawn in observation.pawns if pawn is not None and pawn != start}
    lane, row = start
    while True:
        lane, row = lane + step[0], row + step[1]
        if row >= ROWS:
            return None
        if (lane, row) not in others:
            return (lane, row)


def _pawn_score(observation: SpinoObservation, direction: str, back: bool) -> float:
    me = observation.pawns[observation.player]
    if me is None:
        return 0.0
    landing = _landing(observation, me, STEPS[direction])
    if landing is None:
        return FINAL
    centre = -abs(landing[0] - (LANES - 1) / 2) * 0.01
    if back:
        return landing[1] + centre
    away = min(_king(landing, observation.spinosaurus), SAFE) * 0.1
    return landing[1] * 10 + away + centre


def _reachable(distance: int, steps: int) -> bool:
    """Whether ``steps`` king moves (no standing still) can end ``distance`` away."""
    return 1 <= distance <= steps if distance else steps >= 2


def _spino_score(observation: SpinoObservation, direction: str) -> float:
    lane, row = observation.spinosaurus
    step = STEPS[direction]
    there = (lane + step[0], row + step[1])
    left = observation.spinosaurus_steps - 1
    score = 0.0
    for seat, pawn in enumerate(observation.pawns):
        if pawn is None:
            continue
        distance = _king(there, pawn)
        if seat == observation.player:
            if left == 0:
                score += -50.0 if distance == 0 else min(distance, SAFE) * 2.0
            continue
        if (left == 0 and distance == 0) or (left and _reachable(distance, left)):
            score += 20.0 + pawn[1]
        else:
            score -= 0.1 * distance * (1 + pawn[1] / ROWS)
    return score


def score_action(
    game: AnyGame, observation: SpinoObservation, player: int, action: SpinoAction
) -> float:
    """Higher is better (see the module docstring)."""
    if isinstance(action, Play):
        return _play_score(observation, action.card)
    if isinstance(action, EndTurn):
        return NO_SECOND_CARD
    if isinstance(action, MovePawn | StepBack):
        return _pawn_score(observation, action.direction, back=isinstance(action, StepBack))
    if isinstance(action, MoveSpinosaurus):
        return _spino_score(observation, action.direction)
    if isinstance(action, Discard):
        card = action.card
        return 1.0 if not _ESCAPE.get(card, False) and _VALUE.get(card, 0) < KEEP_FROM else -1.0
    return 0.0  # KeepHand: discard nothing more


def win_shares(game: AnyGame, state: SpinoState) -> tuple[float, ...]:
    """Each seat's chance to win from ``state``, by how far its pawn has come (SC-8.1)."""
    coords = state.tables.coords
    escape = 1 + max(row for _, row in coords)
    rows = [escape if pawn == FINAL_ESCAPE else coords[pawn][1] for pawn in state.pieces.pawns]
    return shares_by_score(rows, PROGRESS_SCALE)
