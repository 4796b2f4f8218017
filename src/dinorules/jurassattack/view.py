"""What a picture of JurassAttack! shows: the observation to draw and the cards it reveals.

An observation shows what its player sees: their own hand and face-down pack, every
public pile, the sizes of the rest, and nothing the rival hides (JA-R13); a blinded
player sees only the rival's ``held`` total (JA-R8). A state with ``player=`` is drawn
as that player's observation; a state alone is the omniscient view: both hands and
both packs. An observation does not name its deck: its cards' numbers are read from
the standard deck (`cards_of`). `text` and `svg` draw what this module gives them.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import observation_to_draw, shows_everything

from .cards import Card
from .components import STANDARD
from .observation import Observation, observe
from .state import JurassAttackState

__all__ = ["Secrets", "cards_of", "secrets_of", "to_play", "turn_words", "view_of"]

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


def cards_of(x: JurassAttackState | Observation) -> FrozenMap[str, Card]:
    """Each card's printed numbers by name: the state's deck, or the standard deck's."""
    return x.components.cards if isinstance(x, JurassAttackState) else STANDARD.cards


_TURNS: Final = FrozenMap(
    {
        "deal": "cards are dealt",
        "face_off": "seat {seat} plays a pack (Face Off!)",
        "return": "the winner returns a card for each Velociraptor scored (Finale!)",
        "draw": "cards are drawn (Finale!)",
        "over": "game over",
    }
)


def turn_words(obs: Observation) -> str:
    """What happens next, in words: ``seat 1 plays a pack (Face Off!)``."""
    return _TURNS.get(obs.phase, obs.phase).format(seat=to_play(obs))
