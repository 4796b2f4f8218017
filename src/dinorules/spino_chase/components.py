"""The components as data: reading the deck and board files, and `Tables`, compiled once.

Both the deck and the board are TOML files, a bundled name (``"standard"``) or a
path; anything malformed raises `DataError` naming the file and the field, e.g.
``my_deck.toml: cards[2].value: expected int, got '3'``.

`Tables` compiles a deck and a board into the lookups of the rules' hot paths. Cards
are numbered in the deck's canonical order and spaces row by row, so hands and piles
are tuples of counts and pawns are space numbers. The tables hold which cards may go
on which (SC-3.2..3.4), how far each card moves the pawn and the Spinosaurus
(SC-5.3..5.7), every step's ray across the board (built with the kernel's `Grid`), and
ready-made action values. Two tables are equal when built from equal decks and boards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, TypeVar

from dinorules.kernel import Compiled, DataError, FrozenMap, compiled, derived
from dinorules.kernel.data import DataSource, as_source, loader, read_toml, unique
from dinorules.kernel.grid import Grid

from . import hands
from .actions import (
    DealCard,
    Discard,
    EndTurn,
    KeepHand,
    MovePawn,
    MoveSpinosaurus,
    Pass,
    Play,
    StepBack,
)
from .board import BACK_DIRECTIONS, PAWN_DIRECTIONS, SPINOSAURUS_DIRECTIONS, STEPS, Board, Space
from .deck import DINOSAUR, KINDS, CardType, Deck

__all__ = [
    "BUNDLED_BOARDS",
    "BUNDLED_DECKS",
    "END_TURN",
    "FINAL_ESCAPE",
    "KEEP",
    "NO_CARD",
    "PASS_ONLY",
    "STANDARD",
    "Ray",
    "Tables",
    "load_board",
    "load_deck",
    "parse_board",
    "parse_deck",
    "tables_for",
]

BUNDLED_DECKS: Final = FrozenMap({"standard": "deck.toml"})
"""Deck names accepted by `load_deck` (and the ``deck`` option), with their files."""
BUNDLED_BOARDS: Final = FrozenMap({"standard": "board.toml"})
"""Board names accepted by `load_board` (and the ``board`` option), with their files."""
FINAL_ESCAPE: Final = -1
"""The "space" number of a pawn that has reached the Final Escape (SC-8.1)."""
NO_CARD: Final = -1
"""The top card of a round in which nothing has been played yet."""

PASS_ONLY: Final = (Pass(),)
"""The decisions of a player with no playable card (SC-3.7)."""
END_TURN: Final = EndTurn()
"""Declining the second card after an Escape (SC-3.5, SC-R6)."""
KEEP: Final = KeepHand()
"""The end of a player's discards (SC-7.1, SC-R11)."""

_A = TypeVar("_A")
_D = TypeVar("_D", bound=str)
Ray = tuple[_A, tuple[int, ...], bool]
"""A step: its action, the spaces in a straight line that way, and whether the line
leaves the board across the far edge (into the Final Escape)."""

_MIN_VALUE: Final = FrozenMap({DINOSAUR: 1, "escape": 0})
MAX_ROWS: Final = 100
"""The most rows a board may have (13 on the standard board): tables hold every space's rays."""
MAX_CARD_TYPES: Final = 30
"""The most card types a deck may list (8 in the standard deck)."""
MAX_COUNT: Final = 100
"""The most copies of one card type (6 in the standard deck)."""
MAX_VALUE: Final = 20
"""The highest value a card may have (5 in the standard deck)."""
MAX_SEATS: Final = 4
"""The most players (`spec.SPEC`): the packed hands' units are compiled for as many seats."""
TABULATED_TYPES: Final = 10
"""Decks of at most this many card types have every set of held types tabulated
(`Tables.play_sets`); a larger deck's options are listed card by card (`hands.options`)."""
if MAX_CARD_TYPES > hands.MOST_TYPES:  # pragma: no cover - a guard on the two constants
    raise AssertionError("a packed hand must be readable for every deck's card types")


@compiled
class Tables(Compiled):
    """One deck and one board with everything the rules look up on every move.

    ``playable_on[top]`` says which cards go on the card ``top`` (SC-3.3, SC-3.4);
    its last row, ``playable_on[NO_CARD]``, is every card: any card opens a round
    (SC-3.2). ``plays_on[top]`` has the same rows as ``Play`` actions (``None`` for a
    card that may not go on ``top``), ``dinosaur_plays`` the Dinosaurs' (SC-3.6).
    """

    deck: Deck
    board: Board
    names: tuple[str, ...] = derived()
    name_order: tuple[int, ...] = derived()
    index: FrozenMap[str, int] = derived()
    is_escape: tuple[bool, ...] = derived()
    is_dinosaur: tuple[bool, ...] = derived()
    playable_on: tuple[tuple[bool, ...], ...] = derived()
    plays_on: tuple[tuple[Play | None, ...], ...] = derived()
    dinosaur_plays: tuple[Play | None, ...] = derived()
    pawn_steps: tuple[int, ...] = derived()
    spinosaurus_steps: tuple[int, ...] = derived()
    full: tuple[int, ...] = derived()
    play_actions: tuple[Play, ...] = derived()
    discard_actions: tuple[Discard, ...] = derived()
    deal_outcomes: tuple[DealCard, ...] = derived()
    coords: tuple[Space, ...] = derived()
    space_of: FrozenMap[Space, int] = derived()
    starts: tuple[int, ...] = derived()
    spinosaurus_start: int = derived()
    pawn_rays: tuple[tuple[Ray[MovePawn], ...], ...] = derived()
    back_rays: tuple[tuple[Ray[StepBack], ...], ...] = derived()
    spinosaurus_moves: tuple[tuple[tuple[MoveSpinosaurus, int], ...], ...] = derived()
    spinosaurus_actions: tuple[tuple[MoveSpinosaurus, ...], ...] = derived()
    spinosaurus_targets: tuple[FrozenMap[str, int], ...] = derived()
    types: int = derived()
    units: tuple[tuple[int, ...], ...] = derived()
    seat_shifts: tuple[int, ...] = derived()
    hand_mask: int = derived()
    playable_bits: tuple[int, ...] = derived()
    dinosaur_bits: int = derived()
    play_sets: FrozenMap[int, tuple[Play, ...]] = derived()
    second_sets: FrozenMap[int, tuple[Play | EndTurn, ...]] = derived()
    discard_sets: FrozenMap[int, tuple[Discard | KeepHand, ...]] = derived()

    @classmethod
    def compile(cls, deck: Deck, board: Board) -> Tables:
        """Number the cards and the spaces; compute every lookup."""
        cards = deck.cards
        is_escape = tuple(card.is_escape for card in cards)
        coords = board.spaces()
        plays = tuple(Play(card.name) for card in cards)
        playable_on = (
            *(tuple(_may_play(card, top) for card in cards) for top in cards),
            (True,) * len(cards),  # SC-3.2: any card opens a round (row NO_CARD)
        )
        space_of = FrozenMap((space, i) for i, space in enumerate(coords))
        grid = Grid.from_squares(coords)

        def rays(
            directions: tuple[_D, ...], action: Callable[[_D], _A]
        ) -> tuple[tuple[Ray[_A], ...], ...]:
            return tuple(
                tuple(_ray(grid, space_of, board, space, d, action(d)) for d in directions)
                for space in coords
            )

        types = len(cards)
        discards = tuple(Discard(card.name) for card in cards)
        spinosaurus_moves = tuple(
            tuple(
                (MoveSpinosaurus(d), space_of[grid.ray(space, STEPS[d])[0]])
                for d in SPINOSAURUS_DIRECTIONS
                if grid.ray(space, STEPS[d])  # SC-R2: the Spinosaurus never leaves the board
            )
            for space in coords
        )
        return cls(
            deck=deck,
            board=board,
            names=tuple(card.name for card in cards),
            name_order=tuple(sorted(range(len(cards)), key=lambda i: cards[i].name)),
            index=FrozenMap((card.name, i) for i, card in enumerate(cards)),
            is_escape=is_escape,
            is_dinosaur=tuple(not escape for escape in is_escape),
            playable_on=playable_on,
            plays_on=tuple(_sparse(row, plays) for row in playable_on),
            dinosaur_plays=_sparse(tuple(not escape for escape in is_escape), plays),
            pawn_steps=tuple(_pawn_steps(card) for card in cards),
            spinosaurus_steps=tuple(_spinosaurus_steps(card) for card in cards),
            full=tuple(card.count for card in cards),
            play_actions=plays,
            discard_actions=discards,
            deal_outcomes=tuple(DealCard(card.name) for card in cards),
            coords=coords,
            space_of=space_of,
            starts=tuple(space_of[space] for space in board.start_spaces),
            spinosaurus_start=space_of[board.spinosaurus_start],
            pawn_rays=rays(PAWN_DIRECTIONS, MovePawn),
            back_rays=rays(BACK_DIRECTIONS, StepBack),
            spinosaurus_moves=spinosaurus_moves,
            spinosaurus_actions=tuple(
                tuple(move for move, _ in moves) for moves in spinosaurus_moves
            ),
            spinosaurus_targets=tuple(
                FrozenMap((move.direction, target) for move, target in moves)
                for moves in spinosaurus_moves
            ),
            types=types,
            units=tuple(
                tuple(hands.unit(types, seat, card) for card in range(types))
                for seat in range(max(MAX_SEATS, len(board.start_spaces)))
            ),
            seat_shifts=tuple(
                hands.BITS * types * seat for seat in range(max(MAX_SEATS, len(board.start_spaces)))
            ),
            hand_mask=(1 << (hands.BITS * types)) - 1,
            playable_bits=tuple(hands.type_bits(row) for row in playable_on),
            dinosaur_bits=hands.type_bits(not escape for escape in is_escape),
            play_sets=_tabulated(plays, ()),
            second_sets=_tabulated(plays, (END_TURN,)),
            discard_sets=_tabulated(discards, (KEEP,)),
        )

    def __repr__(self) -> str:
        return f"Tables(deck={self.deck.name!r}, board={self.board.name!r})"

    @property
    def most_pawn_steps(self) -> int:
        """The most steps one card moves a pawn (SC-5.5)."""
        return max(self.pawn_steps)

    @property
    def most_spinosaurus_steps(self) -> int:
        """The most steps one card moves the Spinosaurus (SC-5.4)."""
        return max(self.spinosaurus_steps)


def _may_play(card: CardType, top: CardType) -> bool:
    """Whether ``card`` goes on ``top`` (SC-3.3, SC-3.4).

    A Dinosaur goes on an Escape or a lower Dinosaur; an Escape on any Dinosaur.
    """
    if card.is_escape:
        return not top.is_escape
    return top.is_escape or top.value < card.value


def _sparse(chosen: tuple[bool, ...], actions: tuple[_A, ...]) -> tuple[_A | None, ...]:
    """Each card type's action if ``chosen``, else ``None``, in card order.

    The actions of the chosen cards held are then ``filter(None, compress(row, hand))``,
    all in C, with no product of the hand and the choice to build first
    (docs/performance.md).
    """
    return tuple(action if wanted else None for action, wanted in zip(actions, chosen, strict=True))


def _tabulated(actions: tuple[_A, ...], tail: tuple[_A, ...]) -> FrozenMap[int, tuple[_A, ...]]:
    """The actions of every set of card types (`hands.type_bits`), then ``tail``; none if too many.

    Each entry is what `hands.options` lists for that set, looked up in one step.
    """
    if len(actions) > TABULATED_TYPES:
        return FrozenMap()
    return FrozenMap(
        (
            hands.type_bits(bool(chosen >> card & 1) for card in range(len(actions))),
            (*(action for card, action in enumerate(actions) if chosen >> card & 1), *tail),
        )
        for chosen in range(1 << len(actions))
    )


def _pawn_steps(card: CardType) -> int:
    """How far ``card``, last played, moves the winner's pawn.

    A Dinosaur one space (SC-5.3, SC-5.4); an Escape one space plus its value, e.g.
    three for the Parasail (+2) (SC-5.5, SC-5.6).
    """
    return 1 + card.value if card.is_escape else 1


def _spinosaurus_steps(card: CardType) -> int:
    """How far ``card``, last played, moves the Spinosaurus.

    Two spaces for the Spinosaurus card (SC-5.4), else one, after a Dinosaur (SC-5.3)
    as after an Escape (SC-5.7).
    """
    return 2 if card.spinosaurus else 1


def _ray(
    grid: Grid,
    space_of: Mapping[Space, int],
    board: Board,
    space: Space,
    direction: str,
    action: _A,
) -> Ray[_A]:
    """The spaces from ``space`` in a straight line, and whether it runs off the far edge."""
    line = grid.ray(space, STEPS[direction])
    row = line[-1][1] if line else space[1]
    beyond_far_edge = row + STEPS[direction][1] >= board.rows
    return (action, tuple(space_of[s] for s in line), beyond_far_edge)


# --- Reading the files -------------------------------------------------------------


@loader
def load_deck(source: DataSource) -> Deck:
    """The bundled deck named ``source``, or the deck in a user's file (a `DataFile` or path)."""
    data, where = read_toml(source, what="deck", package=__package__, bundled=BUNDLED_DECKS)
    return parse_deck(data, where)


@loader
def load_board(source: DataSource) -> Board:
    """The bundled board named ``source``, or the board in a user's file (a `DataFile` or path)."""
    data, where = read_toml(source, what="board", package=__package__, bundled=BUNDLED_BOARDS)
    return parse_board(data, where)


def parse_deck(data: Mapping[str, Any], where: str = "deck") -> Deck:
    """Check parsed TOML data and build the `Deck` (SC-R3); `DataError` names the bad field."""
    _check_keys(data, {"name", "cards"}, where)
    name = _field(data, "name", str, where)
    rows = _field(data, "cards", list, where)
    if not rows:
        raise DataError(f"{where}: cards: a deck needs at least one card type")
    if len(rows) > MAX_CARD_TYPES:
        raise DataError(f"{where}: cards: at most {MAX_CARD_TYPES} card types, got {len(rows)}")
    cards = tuple(_parse_card(row, where, f"cards[{i}].") for i, row in enumerate(rows))
    unique((card.name for card in cards), f"{where}: cards", what="card name")
    return Deck(name=name, cards=tuple(sorted(cards, key=CardType.canonical_key)))


def parse_board(data: Mapping[str, Any], where: str = "board") -> Board:
    """Check parsed TOML data and build the `Board` (SC-R1, SC-R2); `DataError` if bad."""
    _check_keys(data, {"name", "lanes", "rows", "start_spaces", "spinosaurus_start"}, where)
    name = _field(data, "name", str, where)
    lanes = _field(data, "lanes", int, where)
    rows = _field(data, "rows", int, where)
    if not 1 <= lanes <= 26:
        raise DataError(f"{where}: lanes: must be 1 to 26, got {lanes}")
    if rows < 2:
        raise DataError(f"{where}: rows: must be 2 or more, got {rows}")
    if rows > MAX_ROWS:
        raise DataError(f"{where}: rows: must be at most {MAX_ROWS}, got {rows}")
    listed = _field(data, "start_spaces", list, where)
    if len(listed) < 2:
        raise DataError(f"{where}: start_spaces: at least 2 are needed, got {len(listed)}")
    starts = tuple(
        _space(item, lanes, rows, where, f"start_spaces[{i}]") for i, item in enumerate(listed)
    )
    for i, space in enumerate(starts):
        if space in starts[:i]:
            raise DataError(f"{where}: start_spaces[{i}]: {list(space)} is listed twice")
    spino = _space(data.get("spinosaurus_start"), lanes, rows, where, "spinosaurus_start")
    if spino in starts:
        raise DataError(f"{where}: spinosaurus_start: {list(spino)} is also a player's Start space")
    return Board(name=name, lanes=lanes, rows=rows, start_spaces=starts, spinosaurus_start=spino)


def _parse_card(row: object, where: str, path: str) -> CardType:
    if not isinstance(row, dict):
        raise DataError(f"{where}: {path[:-1]}: expected a table of card fields, got {row!r}")
    _check_keys(row, {"name", "kind", "value", "count", "spinosaurus"}, where, path)
    name = _field(row, "name", str, where, path)
    kind = _field(row, "kind", str, where, path)
    number = _field(row, "value", int, where, path)
    count = _field(row, "count", int, where, path)
    spinosaurus = _field(row, "spinosaurus", bool, where, path) if "spinosaurus" in row else False
    if not name.strip():
        raise DataError(f"{where}: {path}name: must not be empty")
    if kind not in KINDS:
        raise DataError(
            f"{where}: {path}kind: unknown kind {kind!r}; allowed: 'dinosaur', 'escape'"
        )
    if number < _MIN_VALUE[kind]:
        raise DataError(
            f"{where}: {path}value: a {kind}'s value must be {_MIN_VALUE[kind]} or more, "
            f"got {number}"
        )
    if count < 1:
        raise DataError(f"{where}: {path}count: must be 1 or more, got {count}")
    if count > MAX_COUNT:
        raise DataError(f"{where}: {path}count: must be at most {MAX_COUNT}, got {count}")
    if number > MAX_VALUE:
        raise DataError(f"{where}: {path}value: must be at most {MAX_VALUE}, got {number}")
    if spinosaurus and kind != DINOSAUR:
        raise DataError(f"{where}: {path}spinosaurus: only a dinosaur card can be the Spinosaurus")
    return CardType(name=name, kind=kind, value=number, count=count, spinosaurus=spinosaurus)


def _space(item: Any, lanes: int, rows: int, where: str, path: str) -> Space:
    if item is None:
        raise DataError(f"{where}: {path}: missing field")
    ok = isinstance(item, list) and len(item) == 2
    if not ok or any(isinstance(c, bool) or not isinstance(c, int) for c in item):
        raise DataError(f"{where}: {path}: expected [lane, row], got {item!r}")
    lane, row = item
    if not (0 <= lane < lanes and 0 <= row < rows):
        raise DataError(
            f"{where}: {path}: {item!r} is off the board (lanes 0..{lanes - 1}, rows 0..{rows - 1})"
        )
    return (lane, row)


def _check_keys(table: Mapping[str, Any], allowed: set[str], where: str, path: str = "") -> None:
    """Refuse unknown fields (a typo must not be silently ignored)."""
    extra = sorted(set(table) - allowed)
    if extra:
        raise DataError(
            f"{where}: {path}{extra[0]}: unknown field; fields are {', '.join(sorted(allowed))}"
        )


def _field(table: Mapping[str, Any], key: str, kind: type, where: str, path: str = "") -> Any:
    """A required field, checked to be of type ``kind`` (bools are not ints).

    ``where`` is the file, ``path`` the position of ``table`` in it (``"cards[2]."``).
    """
    if key not in table:
        raise DataError(f"{where}: {path}{key}: missing field")
    found = table[key]
    if not isinstance(found, kind) or (kind is int and isinstance(found, bool)):
        raise DataError(f"{where}: {path}{key}: expected {kind.__name__}, got {found!r}")
    return found


# --- The components a game's options name ----------------------------------------------

STANDARD: Final = Tables.build(load_deck("standard"), load_board("standard"))
"""The bundled standard deck and board, compiled."""


def tables_for(options: Mapping[str, object]) -> Tables:
    """The compiled deck and board the ``deck`` and ``board`` options name (SC-R1, SC-R3)."""
    deck, board = as_source(options["deck"]), as_source(options["board"])
    if deck == "standard" and board == "standard":
        return STANDARD
    return Tables.build(load_deck(deck), load_board(board))
