"""Spinosaurus Chase positions: the cards by name, the pieces by square, the round (SC-R17).

A position reads like this (``docs/rules/spino_chase.md``, "Positions")::

    spino_chase; phase play; actor 0;
    hands [{Compsognathus*2, Parasail, ...}, {...}]; pile {...}; played {}; discards {};
    table []; last_player -; passes 0;
    pieces Pieces(pawns=[b0, d0], spinosaurus=c0, pawn_steps=0, spinosaurus_steps=0);
    rounds Rounds(round=1, starter=0, winner=-, reshuffles=0); rng 0x...

Hands and piles are multisets of card names, seat 0 first; the dealer's pile has no
order (every card dealt is a chance event over its counts, SC-R12). The round's pile
``table`` lists its cards in the order played. A square is its lane's letter and its
row, as the board's picture names them (``c0``: lane c of the Start row); a pawn at
the Final Escape stands on ``escape``. ``-`` is nobody. The deck, the board and the
round limit are options of the header (``max_rounds`` is not repeated in ``rounds``).
A partial text that places cards and leaves out ``pile`` gets the cards left as its
pile. The builder (`SpinoBuilder`) sets hands, the round's pile, the pieces and whose turn
it is in the game's words.
"""

from __future__ import annotations

import re
from typing import Any, Final

import attrs

from dinorules.kernel import Multiset
from dinorules.kernel.position import USER_FILE, Notation, PositionError, View

from .components import FINAL_ESCAPE, STANDARD, Tables
from .hands import pack
from .observation import card_names
from .position_builder import SpinoBuilder
from .state import HAND_SIZE, NOBODY, Counts, Phase, SpinoState

__all__ = [
    "ESCAPED",
    "NOTATION",
    "RULE",
    "Pieces",
    "Rounds",
    "SpinoBuilder",
    "space_number",
    "square_name",
]

RULE: Final = "SC-R17"
"""The ruling that defines the notation."""
ESCAPED: Final = "escape"
"""The square written for a pawn at the Final Escape (SC-8.1)."""
_SQUARE: Final = re.compile(r"([a-z])([0-9]{1,3})")


@attrs.frozen
class Pieces:
    """The ``pieces`` section: each seat's pawn and the Spinosaurus by square, steps left."""

    pawns: tuple[str, ...]
    spinosaurus: str
    pawn_steps: int = 0
    spinosaurus_steps: int = 0


@attrs.frozen
class Rounds:
    """The ``rounds`` section: the round (0 during the set-up deal), who starts, who won last.

    ``winner`` is ``None`` (written ``-``) before the first round is won.
    """

    round: int
    starter: int = 0
    winner: int | None = None
    reshuffles: int = 0


def square_name(tables: Tables, space: int) -> str:
    """The square of space number ``space``: lane letter and row (``c0``), or ``escape``."""
    if space == FINAL_ESCAPE:
        return ESCAPED
    lane, row = tables.coords[space]
    return f"{chr(ord('a') + lane)}{row}"


def space_number(tables: Tables, square: str, field: str) -> int:
    """The space number of ``square``; `PositionError` naming ``field`` if not on the board."""
    if square == ESCAPED and not field.endswith("spinosaurus"):
        return FINAL_ESCAPE
    found = _SQUARE.fullmatch(square)
    space = None
    if found is not None:
        space = tables.space_of.get((ord(found[1]) - ord("a"), int(found[2])))
    if space is None:
        board = tables.board
        last = chr(ord("a") + board.lanes - 1)
        raise PositionError(
            f"{square!r} is not a square of the board (lanes a..{last}, rows 0..{board.rows - 1})",
            field=field,
            rule="SC-R1",
        )
    return space


def _counts(tables: Tables, cards: Multiset[str], field: str) -> Counts:
    """``cards`` as counts per card type; unknown cards and more than the deck list refused."""
    counts = [0] * tables.types
    for name, count in cards.counts:
        card = tables.index.get(name)
        if card is None:
            known = ", ".join(tables.names)
            raise PositionError(
                f"no card {name!r} in the deck list ({known})", field=field, rule="SC-R3"
            )
        if count > tables.full[card]:
            raise PositionError(
                f"{count} {name}, and the deck list holds {tables.full[card]}",
                field=field,
                rule="SC-R3",
            )
        counts[card] = count
    return tuple(counts)


# --- The views ---------------------------------------------------------------------


def _get_hands(state: SpinoState) -> tuple[Multiset[str], ...]:
    return tuple(card_names(state.tables, hand) for hand in state.hands)


def _put_hands(state: SpinoState, hands: tuple[Multiset[str], ...]) -> SpinoState:
    if len(hands) != state.players:
        raise PositionError(
            f"{len(hands)} hands for {state.players} players", field="hands", rule="SC-2.7"
        )
    counts = [_counts(state.tables, hand, f"hands[{seat}]") for seat, hand in enumerate(hands)]
    for seat, hand in enumerate(counts):
        if sum(hand) > HAND_SIZE:
            raise PositionError(
                f"{sum(hand)} cards, more than a full hand of {HAND_SIZE}",
                field=f"hands[{seat}]",
                rule="SC-2.7",
            )
    return state.replace(held=pack(counts))


def _pile_view(name: str) -> View:
    def get(state: SpinoState) -> Multiset[str]:
        counts: Counts = getattr(state, name)
        return card_names(state.tables, counts)

    def put(state: SpinoState, cards: Multiset[str]) -> SpinoState:
        return state.replace(**{name: _counts(state.tables, cards, name)})

    return View(name, Multiset[str], get, put, (name,))


def _get_table(state: SpinoState) -> tuple[str, ...]:
    names = state.tables.names
    return tuple(names[card] for card in state.table)


def _put_table(state: SpinoState, cards: tuple[str, ...]) -> SpinoState:
    tables = state.tables
    for at, name in enumerate(cards):
        if name not in tables.index:
            known = ", ".join(tables.names)
            raise PositionError(
                f"no card {name!r} in the deck list ({known})", field=f"table[{at}]", rule="SC-R3"
            )
    return state.replace(table=tuple(tables.index[name] for name in cards))


def _get_last_player(state: SpinoState) -> int | None:
    return None if state.last_player == NOBODY else state.last_player


def _put_last_player(state: SpinoState, seat: int | None) -> SpinoState:
    return state.replace(last_player=NOBODY if seat is None else seat)


def _get_pieces(state: SpinoState) -> Pieces:
    tables, pieces = state.tables, state.pieces
    return Pieces(
        pawns=tuple(square_name(tables, pawn) for pawn in pieces.pawns),
        spinosaurus=square_name(tables, pieces.spinosaurus),
        pawn_steps=pieces.pawn_steps,
        spinosaurus_steps=pieces.spinosaurus_steps,
    )


def _put_pieces(state: SpinoState, pieces: Pieces) -> SpinoState:
    tables = state.tables
    if len(pieces.pawns) != state.players:
        raise PositionError(
            f"{len(pieces.pawns)} pawns for {state.players} players",
            field="pieces.pawns",
            rule="SC-2.3",
        )
    pawns = tuple(
        space_number(tables, square, f"pieces.pawns[{seat}]")
        for seat, square in enumerate(pieces.pawns)
    )
    return state.replace(
        pieces=state.pieces.replace(
            pawns=pawns,
            spinosaurus=space_number(tables, pieces.spinosaurus, "pieces.spinosaurus"),
            pawn_steps=pieces.pawn_steps,
            spinosaurus_steps=pieces.spinosaurus_steps,
        )
    )


def _get_rounds(state: SpinoState) -> Rounds:
    rounds = state.rounds
    return Rounds(
        round=rounds.round,
        starter=rounds.starter,
        winner=None if rounds.winner == NOBODY else rounds.winner,
        reshuffles=rounds.reshuffles,
    )


def _put_rounds(state: SpinoState, rounds: Rounds) -> SpinoState:
    return state.replace(
        rounds=state.rounds.replace(
            round=rounds.round,
            starter=rounds.starter,
            winner=NOBODY if rounds.winner is None else rounds.winner,
            reshuffles=rounds.reshuffles,
        )
    )


def _options(state: SpinoState) -> dict[str, object]:
    """The deck, the board (bundled, else a user's file) and the round limit of ``state``."""
    tables = state.tables
    return {
        "deck": "standard" if tables.deck == STANDARD.deck else USER_FILE,
        "board": "standard" if tables.board == STANDARD.board else USER_FILE,
        "max_rounds": state.rounds.max_rounds,
    }


_CARD_SECTIONS: Final = frozenset({"hands", "played", "discards", "table"})


def _complete(state: SpinoState, written: frozenset[str]) -> SpinoState:
    """A partial text that places cards but leaves out the pile: the pile is the rest.

    The dealer's pile then holds every card of the deck list that no hand, pile or
    the round's pile holds (if some card is placed more often than the deck list has
    it, the pile stays the fresh game's and the laws name the excess, SC-R3).
    """
    if "pile" in written or not written & _CARD_SECTIONS:
        return state
    placed = [
        sum(counts) for counts in zip(state.played, state.discards, *state.hands, strict=True)
    ]
    for card in state.table:
        placed[card] += 1
    rest = tuple(full - count for full, count in zip(state.tables.full, placed, strict=True))
    if min(rest) < 0:
        return state
    return state.replace(pile=rest)


def _builder(game: Any, *, seed: int = 0, **options: object) -> SpinoBuilder:
    return SpinoBuilder(game, seed=seed, **options)


NOTATION: Final = Notation(
    SpinoState,
    RULE,
    options=_options,
    views=(
        # The hands stand for the packed hands, read with the deck's card types (the
        # ``tables`` the options build) and the number of players (an option too).
        View(
            "hands",
            tuple[Multiset[str], ...],
            _get_hands,
            _put_hands,
            ("held", "tables", "players"),
        ),
        _pile_view("pile"),
        _pile_view("played"),
        _pile_view("discards"),
        View("table", tuple[str, ...], _get_table, _put_table, ("table",)),
        View("last_player", int | None, _get_last_player, _put_last_player, ("last_player",)),
        View("pieces", Pieces, _get_pieces, _put_pieces, ("pieces",)),
        View("rounds", Rounds, _get_rounds, _put_rounds, ("rounds",)),
    ),
    names=(Phase, Pieces, Rounds),
    builder=_builder,
    complete=_complete,
)
"""How a Spinosaurus Chase state is written and read (SC-R17)."""
