"""The game's options: ``deck``, ``board`` (SC-R1, SC-R3) and ``max_rounds`` (SC-R13).

``deck`` and ``board`` each take a bundled data set's name (``"standard"``) or the
path of a TOML file in the same format (see ``deck.toml`` and ``board.toml``). The
standard pair is compiled once, when `components` is imported; any other pair is read
when a game starts, and checked when the option is given, so a bad file fails early
with a `DataError` naming the file and field.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import InvalidOptionError, Option, Options
from dinorules.kernel.options import data_option

from .components import BUNDLED_BOARDS, BUNDLED_DECKS, load_board, load_deck, tables_for
from .state import HAND_SIZE

__all__ = [
    "BOARD_OPTION",
    "DECK_OPTION",
    "DEFAULT_MAX_ROUNDS",
    "MAX_ROUNDS_OPTION",
    "check_options",
]

DEFAULT_MAX_ROUNDS: Final = 100
"""Rounds after which an unfinished game is cut short, no one winning (SC-R13).

Twice the longest of 36,000 random and greedy games (48 rounds): well-played games
never reach it.
"""
_ROUNDS_LIMIT: Final = 10_000


def _parse_rounds(rounds: object) -> object:
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= _ROUNDS_LIMIT:
        raise InvalidOptionError(
            f"option max_rounds={rounds!r} is not allowed; give an integer 1..{_ROUNDS_LIMIT}"
        )
    return rounds


DECK_OPTION: Final = data_option(
    "deck",
    bundled=tuple(BUNDLED_DECKS),
    load=load_deck,
    help="the deck list: a bundled deck ('standard') or a deck TOML file path",
)
BOARD_OPTION: Final = data_option(
    "board",
    bundled=tuple(BUNDLED_BOARDS),
    load=load_board,
    help="the board: a bundled board ('standard') or a board TOML file path",
)
MAX_ROUNDS_OPTION: Final = Option(
    "max_rounds",
    DEFAULT_MAX_ROUNDS,
    f"rounds after which an unfinished game is cut short with no winner, "
    f"1..{_ROUNDS_LIMIT} (SC-R13)",
    parse=_parse_rounds,
)


def check_options(options: Options) -> None:
    """Enough Start spaces and cards for the players (SC-2.3, SC-2.7, SC-R1, SC-R3)."""
    players = int(options["players"])
    tables = tables_for(options)
    if len(tables.starts) < players:
        raise InvalidOptionError(
            f"option board={options['board']!r} has {len(tables.starts)} Start spaces, "
            f"too few for players={players}"
        )
    if tables.deck.size < HAND_SIZE * players:
        raise InvalidOptionError(
            f"option deck={options['deck']!r} has {tables.deck.size} cards, too few to deal "
            f"{HAND_SIZE} to each of players={players}"
        )
