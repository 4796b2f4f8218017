"""The Miniature Game's data options: a bundled data set or a TOML path for each kind.

The kinds are the scenario, units, action decks, hero decks and equipment.
A missing file is an `InvalidOptionError`; a malformed one a `DataError` naming the
file, the entry and the field. `check_options` makes the cross-file checks and the
player count fit the scenario; the game's `spec.py` declares these.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dinorules.kernel import FrozenMap, InvalidOptionError, Option, Options
from dinorules.kernel.options import data_option

from .data.cards import load_actions
from .data.components import DATA_KINDS, components_for
from .data.equipment import load_equipment
from .data.hero_cards import load_heroes
from .data.loading import BUNDLED
from .data.scenario_file import load_scenario
from .data.units import load_units

__all__ = ["DATA_OPTIONS", "DEFAULT_MAX_ROUNDS", "MAX_ROUNDS_OPTION", "check_options"]

DEFAULT_MAX_ROUNDS: Final = 30
"""Action phases after which an unfinished game is cut short with no winner (MI-R27).

Every hero deck holds at most 30 cards and at least one is picked a round, so until part
4 plays hero cards every game ends by empty hero decks first; random games of the
starter scenarios end after 3 to 4 rounds (measured: see ``docs/rules/miniature.md``).
"""
_ROUNDS_LIMIT: Final = 1000


def _parse_rounds(rounds: object) -> object:
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= _ROUNDS_LIMIT:
        raise InvalidOptionError(
            f"option max_rounds={rounds!r} is not allowed; give an integer 1..{_ROUNDS_LIMIT}"
        )
    return rounds


MAX_ROUNDS_OPTION: Final = Option(
    "max_rounds",
    DEFAULT_MAX_ROUNDS,
    f"action phases after which an unfinished game is cut short with no winner, "
    f"1..{_ROUNDS_LIMIT} (MI-R27)",
    parse=_parse_rounds,
)

_LOADERS: Final[FrozenMap[str, Callable[[str], object]]] = FrozenMap(
    scenario=load_scenario,
    units=load_units,
    actions=load_actions,
    heroes=load_heroes,
    equipment=load_equipment,
)

DATA_OPTIONS: Final = tuple(
    data_option(
        kind,
        bundled=tuple(BUNDLED[kind]),
        load=_LOADERS[kind],
        help=f"the {kind} data: one of {', '.join(map(repr, BUNDLED[kind]))} or a TOML path",
    )
    for kind in DATA_KINDS
)
"""One option per kind of data file, defaulting to the first bundled set."""


def check_options(options: Options) -> None:
    """The data sets fit together, and the scenario seats this many players."""
    scenario = components_for(options).scenario
    players = options["players"]
    if not scenario.min_players <= players <= scenario.max_players:
        raise InvalidOptionError(
            f"option players={players!r}: scenario {scenario.name!r} seats "
            f"{scenario.min_players}..{scenario.max_players} players"
        )
