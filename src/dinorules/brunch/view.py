"""What a picture of the meadow shows: the observation to draw, and the names it writes.

An observation shows what its player (and so their team, BR-R14) knows: a face-down
grass token is ``grass`` unless the team has seen it. A state with ``player=`` is
drawn as that player's observation; a state alone is the omniscient view, every
drawn token face up (`observation.omniscient`: a token whose identity the pool has
not drawn yet is face down to everyone). `text` and `svg` draw what this module
gives them and write squares and variants by the names below.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.render import observation_to_draw

from .observation import GRASS, BrunchObservation, observe, omniscient
from .state import BrunchState

__all__ = ["cell_code", "token_code", "variant_title", "view_of"]

_SPECIES: Final = FrozenMap({"diplo": "D", "triceratops": "T", "raptor": "RA", "t-rex": "TX"})


def view_of(x: BrunchState | BrunchObservation, player: int | None = None) -> BrunchObservation:
    """The observation to draw: ``x`` itself, ``player``'s view of a state, or all of it."""
    return observation_to_draw(
        x,
        player,
        state=BrunchState,
        observation=BrunchObservation,
        observe=observe,
        everything=omniscient,
    )


_TITLES = FrozenMap(
    {
        "brunch": "Jurassic Brunch",
        "snack": "Jurassic Snack",
        "team": "Jurassic Brunch & Snack",
    }
)


def variant_title(variant: str) -> str:
    """The title of a variant: ``Jurassic Snack``; the team rules play both games' boards."""
    return _TITLES.get(variant, f"Jurassic {variant.title()}")


def token_code(name: str) -> str:
    """A grass token's short name: its first two letters and its other capitals.

    >>> [token_code(t) for t in ("Flower", "AirTravel", "AirRaid", "SuperYum")]
    ['Fl', 'AiT', 'AiR', 'SuY']
    """
    return name[:2] + "".join(ch for ch in name[2:] if ch.isupper())


def cell_code(name: str) -> str:
    """A square's short form: ``bT`` blue triceratops, ``z`` asleep, ``~Fl`` a seen Flower.

    >>> [cell_code(n) for n in ("", "grass", "grass:Flower", "orange diplo (asleep)", "t-rex")]
    ['.', '~~', '~Fl', 'oDz', 'TX']
    """
    if not name:
        return "."
    if name == GRASS:
        return "~~"
    if name.startswith(GRASS + ":"):
        return "~" + token_code(name.partition(":")[2])
    figure, _, note = name.partition(" (")
    words = figure.split()
    species = _SPECIES.get(words[-1], words[-1][:2].upper())
    colour = words[0][0] if len(words) > 1 else ""
    return colour + species + ("z" if note else "")
