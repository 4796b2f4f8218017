"""The table of JurassAttack! as text (`render`); `render_svg` draws it as cards.

Both take a state or an observation. An observation shows what its player sees:
their own hand and face-down pack, every public pile, the sizes of the rest, and
nothing the rival hides (JA-R13); a blinded player sees only the rival's ``held``
total (JA-R8). A state with ``player=`` is drawn as that player's observation; a
state alone is the omniscient view: both hands and both packs.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import tally, titled

from .observation import UNSEEN, Observation, SeatView, observe
from .state import JurassAttackState

__all__ = ["Secrets", "render", "secrets_of", "to_play", "view_of"]

Secrets = dict[int, tuple[Multiset[str], tuple[str, ...]]]
"""Per seat the viewer may see into: its hand and its face-down pack."""
_PHASES: Final = FrozenMap(
    {
        "deal": "cards are dealt",
        "face_off": "Face Off!: seat {seat} plays a pack",
        "return": "seat {seat} returns a Velociraptor's card",
        "draw": "cards are drawn",
        "over": "game over",
    }
)


def view_of(x: JurassAttackState | Observation, player: int | None = None) -> Observation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    if isinstance(x, Observation):
        return x
    if not isinstance(x, JurassAttackState):
        raise TypeError(f"expected a JurassAttackState or Observation, got {type(x).__name__}")
    return observe(x, 0 if player is None else player)


def secrets_of(x: JurassAttackState | Observation, player: int | None = None) -> Secrets:
    """The hands and packs the viewer may see: both of a state alone, else their own."""
    if isinstance(x, JurassAttackState) and player is None:
        return {seat: (x.hands[seat], x.table[seat]) for seat in (0, 1)}
    obs = view_of(x, player)
    return {obs.player: (obs.hand, obs.pack)}


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


def to_play(obs: Observation) -> int:
    """The seat to play a pack: the round's first seat, else the other once it has (JA-4.1)."""
    return obs.first if obs.seats[obs.first].face_down == 0 else 1 - obs.first


def render(x: JurassAttackState | Observation, *, player: int | None = None) -> str:
    """Each seat's piles, the last Fight! and whose turn it is.

    >>> from dinorules.jurassattack import GAME
    >>> print(render(GAME.initial_state(seed=7), player=1).splitlines()[3])
    hand: 5 cards (held with the pack: 5)
    """
    obs = view_of(x, player)
    secrets = secrets_of(x, player)
    who = (
        "everything"
        if isinstance(x, JurassAttackState) and player is None
        else f"seat {obs.player}"
    )
    lines = [f"JurassAttack!: as {who}, round {obs.round}"]
    for seat in obs.seats:
        blind = " (blinded)" if seat.seat in obs.blinded else ""
        lines += titled(f"seat {seat.seat}{blind}", seat_lines(seat, secrets))
    fight = obs.last_fight
    if fight.round:
        packs = " vs ".join("+".join(p) or "-" for p in fight.packs)
        ferocity = " vs ".join(map(str, fight.ferocity))
        lines += titled(
            "last Fight!",
            [f"round {fight.round}: {packs}, ferocity {ferocity}, won by {list(fight.winners)}"],
        )
    phase = _PHASES.get(obs.phase, obs.phase).format(seat=to_play(obs))
    lines += titled("turn", [phase])
    return "\n".join(lines)
