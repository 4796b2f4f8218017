"""The ``deck`` option: a bundled deck's name or the path of a deck TOML file (JA-R2).

The standard deck is read and compiled once, when this module is imported, into the
constant `STANDARD`; any other deck is read when a game starts (and checked when
the option is given, so a bad file fails early with a `DataError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel.options import data_option

from .cards import BUNDLED_DECKS, load_deck
from .components import Components

__all__ = ["DECK_OPTION", "STANDARD", "components_for"]

STANDARD: Final = Components(load_deck("standard"))
"""The bundled standard deck, compiled."""


DECK_OPTION: Final = data_option(
    "deck",
    bundled=tuple(BUNDLED_DECKS),
    load=load_deck,
    help="the deck list both players use: a bundled deck ('standard') or a TOML file path",
)


def components_for(options: Mapping[str, object]) -> Components:
    """The compiled deck the ``deck`` option names."""
    source = str(options["deck"])
    if source == "standard":
        return STANDARD
    return Components(load_deck(source))
