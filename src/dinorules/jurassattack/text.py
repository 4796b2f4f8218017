"""The table of JurassAttack! as text (`render`): each seat's piles, the Fight!, the turn.

It takes a state or an observation and shows what `view` gives it: the observation
to draw and the hands and packs its viewer may see.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.printable import safe_picture
from dinorules.kernel.render import shows_everything, tally, titled, winners_text

from .fight import FightRecord
from .observation import UNSEEN, Observation, SeatView
from .state import JurassAttackState
from .view import Secrets, secrets_of, to_play, view_of

__all__ = ["fight_line", "render"]
_PHASES: Final = FrozenMap(
    {
        "deal": "cards are dealt",
        "face_off": "Face Off!: seat {seat} plays a pack",
        "return": "seat {seat} returns a Velociraptor's card",
        "draw": "cards are drawn",
        "over": "game over",
    }
)


LEGEND: Final = (
    "cards by name, x2 for two alike; a pack is its cards joined by +; ? a count the"
    " blinded seat cannot see"
)
"""What the picture's marks mean."""


def fight_line(fight: FightRecord) -> str:
    """A Fight! in words: both packs, their Ferocity and who won (JA-5.2..JA-5.5).

    >>> fight_line(FightRecord(round=1, packs=(("Egg",), ("Compsognathus",)),
    ...     ferocity=(0, 1), winners=(1,)))
    'round 1: Egg vs Compsognathus, ferocity 0 vs 1, seat 1 wins'
    """
    packs = " vs ".join("+".join(p) or "-" for p in fight.packs)
    ferocity = " vs ".join(map(str, fight.ferocity))
    tie = len(fight.winners) == 2
    winners = "a double knockout" if tie else winners_text(fight.winners)
    return f"round {fight.round}: {packs}, ferocity {ferocity}, {winners}"


def _count(n: int) -> str:
    return "?" if n == UNSEEN else str(n)


def seat_lines(seat: SeatView, secrets: Secrets) -> list[str]:
    """One seat's piles: deck, hand, face-down pack, discards and score pile."""
    lines = [
        f"deck ({seat.deck_back}): {seat.deck_size} cards",
        f"hand: {_count(seat.hand_size)} cards (held with the pack: {seat.held})",
    ]
    if seat.seat in secrets:
        hand, pack = secrets[seat.seat]
        lines[-1] += f": {tally(hand.counts)}"
        lines.append(f"face-down pack: {' + '.join(pack) or '-'}")
    else:
        lines.append(f"face-down pack: {_count(seat.face_down)} cards")
    lines += [
        f"discards: {tally(seat.discard.counts)}",
        f"score pile: captured {tally(seat.captured.counts)}; saved {tally(seat.saved.counts)}",
        f"points: {seat.points}",
    ]
    return lines


@safe_picture
def render(x: JurassAttackState | Observation, *, player: int | None = None) -> str:
    """Each seat's piles, the last Fight! and whose turn it is.

    >>> from dinorules.jurassattack import GAME
    >>> print(render(GAME.initial_state(seed=7), player=1).splitlines()[3])
    hand: 5 cards (held with the pack: 5)
    """
    obs = view_of(x, player)
    secrets = secrets_of(x, player)
    who = "everything" if shows_everything(x, player, JurassAttackState) else f"seat {obs.player}"
    lines = [f"JurassAttack!: as {who}, round {obs.round}"]
    for seat in obs.seats:
        blind = " (blinded)" if seat.seat in obs.blinded else ""
        lines += titled(f"seat {seat.seat}{blind}", seat_lines(seat, secrets))
    fight = obs.last_fight
    if fight.round:
        lines += titled("last Fight!", [fight_line(fight)])
    phase = _PHASES.get(obs.phase, obs.phase).format(seat=to_play(obs))
    lines += titled("turn", [phase])
    lines.append(LEGEND)
    return "\n".join(lines)
