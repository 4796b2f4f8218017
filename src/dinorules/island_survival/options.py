"""The game's options: the length bound and the four component data sets (IS-R20, IS-R24).

``board``, ``cards``, ``dice`` and ``cast`` each take ``"standard"`` (the bundled
TOML file of that name) or the path of a TOML file in the same format; a missing
file is an `InvalidOptionError`, a malformed one a `DataError` naming the field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dinorules.kernel import FrozenMap, InvalidOptionError, Option, Options
from dinorules.kernel.data import DataFile
from dinorules.kernel.options import data_option

from .board import load_board
from .cards import load_cards
from .cast import load_cast
from .components import components_for
from .dice import load_dice
from .loading import BUNDLED

__all__ = [
    "DATA_OPTIONS",
    "DEFAULT_MAX_TURNS",
    "MAX_TURNS_LIMIT",
    "MAX_TURNS_OPTION",
    "check_options",
]

DEFAULT_MAX_TURNS: Final = 500
"""Human turns after which an unfinished game is cut short, with no winner (IS-R20).

Well-played games end long before: see the game lengths in the rules document.
"""
MAX_TURNS_LIMIT: Final = 100_000

_LOADERS: Final[FrozenMap[str, Callable[[str], object]]] = FrozenMap(
    board=load_board, cards=load_cards, dice=load_dice, cast=load_cast
)
"""Each data option's loader."""


def _parse_max_turns(turns: object) -> object:
    if isinstance(turns, bool) or not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS_LIMIT:
        raise InvalidOptionError(
            f"option max_turns={turns!r} is not allowed; give an integer 1..{MAX_TURNS_LIMIT}"
        )
    return turns


def _data_option(kind: str) -> Option:
    return data_option(
        kind,
        bundled=(BUNDLED,),
        load=_LOADERS[kind],
        help=f"the {kind} data: {BUNDLED!r} or a TOML file path",
    )


MAX_TURNS_OPTION: Final = Option(
    "max_turns",
    DEFAULT_MAX_TURNS,
    f"human turns after which an unfinished game is cut short (no winner), "
    f"1..{MAX_TURNS_LIMIT} (IS-R20)",
    parse=_parse_max_turns,
)
DATA_OPTIONS: Final = tuple(_data_option(kind) for kind in _LOADERS)


def check_options(options: Options) -> None:
    """The data sets fit together and the cast has a set-up for this player count."""
    components = components_for(options)
    players = options["players"]
    try:
        components.cast.setup(players)
    except KeyError:
        cast = options["cast"]
        named = f" (cast file {cast.name})" if isinstance(cast, DataFile) else ""
        raise InvalidOptionError(
            f"option players={players!r}: cast {components.cast.name!r}{named} has no set-up "
            f"for {players} players"
        ) from None
