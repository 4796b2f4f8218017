"""The game's options: the round limit and the four component data sets (IS-R20, IS-R24).

``board``, ``cards``, ``dice`` and ``cast`` each take ``"standard"`` (the bundled
TOML file of that name) or the path of a TOML file in the same format; a missing
file is an `InvalidOptionError`, a malformed one a `DataError` naming the field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dinorules.kernel import FrozenMap, InvalidOptionError, Option, Options
from dinorules.kernel.options import data_option

from .board import load_board
from .cards import load_cards
from .cast import load_cast
from .components import components_for
from .dice import load_dice
from .loading import BUNDLED

__all__ = [
    "DATA_OPTIONS",
    "DEFAULT_ROUNDS",
    "MAX_ROUNDS",
    "ROUNDS_OPTION",
    "check_options",
]

DEFAULT_ROUNDS: Final = 50
"""Rounds before night falls and the dinosaur player wins (IS-R20)."""
MAX_ROUNDS: Final = 1000

_LOADERS: Final[FrozenMap[str, Callable[[str], object]]] = FrozenMap(
    board=load_board, cards=load_cards, dice=load_dice, cast=load_cast
)
"""Each data option's loader."""


def _parse_rounds(rounds: object) -> object:
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
        raise InvalidOptionError(
            f"option rounds={rounds!r} is not allowed; give an integer 1..{MAX_ROUNDS}"
        )
    return rounds


def _data_option(kind: str) -> Option:
    return data_option(
        kind,
        bundled=(BUNDLED,),
        load=_LOADERS[kind],
        help=f"the {kind} data: {BUNDLED!r} or a TOML file path",
    )


ROUNDS_OPTION: Final = Option(
    "rounds",
    DEFAULT_ROUNDS,
    f"rounds (one turn of each human player) before night falls, 1..{MAX_ROUNDS}",
    parse=_parse_rounds,
)
DATA_OPTIONS: Final = tuple(_data_option(kind) for kind in _LOADERS)


def check_options(options: Options) -> None:
    """The data sets fit together and the cast has a set-up for this player count."""
    components = components_for(options)
    players = options["players"]
    try:
        components.cast.setup(players)
    except KeyError:
        raise InvalidOptionError(
            f"option players={players!r}: cast {components.cast.name!r} has no set-up for "
            f"{players} players"
        ) from None
