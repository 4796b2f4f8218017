"""What a picture of JurassAttack! shows: the observation to draw and the cards it reveals.

An observation shows what its player sees: their own hand and face-down pack, every
public pile, the sizes of the rest, and nothing the rival hides (JA-R13); a blinded
player sees only the rival's ``held`` total (JA-R8). A state with ``player=`` is drawn
as that player's observation; a state alone is the omniscient view: both hands and
both packs. `text` and `svg` draw what this module gives them.
"""

from __future__ import annotations

from dinorules.kernel import Multiset
from dinorules.kernel.render import observation_to_draw, shows_everything

from .observation import Observation, observe
from .state import JurassAttackState

__all__ = ["Secrets", "secrets_of", "to_play", "view_of"]

Secrets = dict[int, tuple[Multiset[str], tuple[str, ...]]]
"""Per seat the viewer may see into: its hand and its face-down pack."""


def view_of(x: JurassAttackState | Observation, player: int | None = None) -> Observation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    return observation_to_draw(
        x, player, state=JurassAttackState, observation=Observation, observe=observe
    )


def secrets_of(x: JurassAttackState | Observation, player: int | None = None) -> Secrets:
    """The hands and packs the viewer may see: both of a state alone, else their own."""
    if shows_everything(x, player, JurassAttackState):
        return {seat: (x.hands[seat], x.table[seat]) for seat in (0, 1)}
    obs = view_of(x, player)
    return {obs.player: (obs.hand, obs.pack)}


def to_play(obs: Observation) -> int:
    """The seat to play a pack: the round's first seat, else the other once it has (JA-4.1)."""
    return obs.first if obs.seats[obs.first].face_down == 0 else 1 - obs.first
