"""The ``deck`` option: a bundled deck's name or the path of a deck TOML file (JA-R2).

The standard deck is read and compiled once, when this module is imported, into the
constant `STANDARD`; any other deck is read when a game starts (and checked when
the option is given, so a bad file fails early with a `DataError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Final

from dinorules.kernel import InvalidOptionError, Option

from .cards import BUNDLED_DECKS, load_deck
from .components import Components

__all__ = ["DECK_OPTION", "STANDARD", "components_for"]

STANDARD: Final = Components(load_deck("standard"))
"""The bundled standard deck, compiled."""


def _parse_deck(source: object) -> object:
    """Accept a bundled deck name or the path of a readable, valid deck file."""
    names = ", ".join(repr(name) for name in BUNDLED_DECKS)
    if not isinstance(source, str) or not source:
        raise InvalidOptionError(
            f"option deck={source!r} is not allowed; give a bundled deck ({names}) "
            f"or the path of a deck TOML file"
        )
    if source not in BUNDLED_DECKS:
        if not Path(source).is_file():
            raise InvalidOptionError(
                f"option deck={source!r}: no bundled deck has that name and no such file "
                f"exists; bundled decks: {names}"
            )
        load_deck(source)
    return source


DECK_OPTION: Final = Option(
    "deck",
    "standard",
    "the deck list both players use: a bundled deck ('standard') or a TOML file path",
    parse=_parse_deck,
)


def components_for(options: Mapping[str, object]) -> Components:
    """The compiled deck the ``deck`` option names."""
    source = str(options["deck"])
    if source == "standard":
        return STANDARD
    return Components(load_deck(source))
