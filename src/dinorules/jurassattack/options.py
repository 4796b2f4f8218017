"""The game's option: ``deck``, the deck list both players use (JA-R2)."""

from __future__ import annotations

from typing import Final

from dinorules.kernel.options import data_option

from .cards import BUNDLED_DECKS, load_deck

__all__ = ["DECK_OPTION"]

DECK_OPTION: Final = data_option(
    "deck",
    bundled=tuple(BUNDLED_DECKS),
    load=load_deck,
    help=(
        "the deck list both players use: a bundled deck ('standard', 'tiny', 'tiny_egg') "
        "or a TOML file path"
    ),
)
