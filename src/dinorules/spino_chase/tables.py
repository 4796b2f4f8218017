"""`Tables`: a deck and a board compiled once into the lookups of the rules' hot paths.

Cards are numbered in the deck's canonical order and spaces row by row, so hands and
piles are tuples of counts and pawns are space numbers. The tables hold which cards
may go on which (SC-3.3, SC-3.4), how far each card moves the pawn and the
Spinosaurus (SC-5.3..5.7), every step's ray across the board (built with the kernel's
`Grid`), and ready-made action values. They are immutable; two are equal when built
from equal decks and boards, and they iterate over (so JSON-encode as) the deck's
and the board's names only, which keeps state snapshots small.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, Final, NoReturn

from dinorules.kernel.grid import Grid

from .actions import DealCard, Discard, MovePawn, MoveSpinosaurus, Play, StepBack
from .board import BACK_DIRECTIONS, PAWN_DIRECTIONS, SPINOSAURUS_DIRECTIONS, STEPS, Board, Space
from .deck import CardType, Deck

__all__ = ["FINAL_ESCAPE", "NO_CARD", "Ray", "Tables"]

FINAL_ESCAPE: Final = -1
"""The "space" number of a pawn that has reached the Final Escape (SC-8.1)."""
NO_CARD: Final = -1
"""The top card of a round in which nothing has been played yet."""

Ray = tuple[Any, tuple[int, ...], bool]
"""A step: its action, the spaces in a straight line that way, and whether the line
leaves the board across the far edge (into the Final Escape)."""


class Tables:
    """One deck and one board with everything the rules look up on every move."""

    __slots__ = (
        "_hash",
        "back_rays",
        "board",
        "coords",
        "deal_outcomes",
        "deck",
        "discard_actions",
        "full",
        "index",
        "is_dinosaur",
        "is_escape",
        "name_order",
        "names",
        "pawn_rays",
        "pawn_steps",
        "play_actions",
        "playable_on",
        "space_of",
        "spinosaurus_moves",
        "spinosaurus_start",
        "spinosaurus_steps",
        "starts",
    )
    deck: Deck
    board: Board
    names: tuple[str, ...]
    name_order: tuple[int, ...]
    index: Mapping[str, int]
    is_escape: tuple[bool, ...]
    is_dinosaur: tuple[bool, ...]
    playable_on: tuple[tuple[bool, ...], ...]
    pawn_steps: tuple[int, ...]
    spinosaurus_steps: tuple[int, ...]
    full: tuple[int, ...]
    play_actions: tuple[Play, ...]
    discard_actions: tuple[Discard, ...]
    deal_outcomes: tuple[DealCard, ...]
    coords: tuple[Space, ...]
    space_of: Mapping[Space, int]
    starts: tuple[int, ...]
    spinosaurus_start: int
    pawn_rays: tuple[tuple[Ray, ...], ...]
    back_rays: tuple[tuple[Ray, ...], ...]
    spinosaurus_moves: tuple[tuple[tuple[MoveSpinosaurus, int], ...], ...]
    _hash: int

    def __init__(self, deck: Deck, board: Board) -> None:
        cards = deck.cards
        is_escape = tuple(card.is_escape for card in cards)
        coords = board.spaces()
        space_of = {space: i for i, space in enumerate(coords)}
        grid = Grid(coords)

        def rays(directions: tuple[str, ...], action: Any) -> tuple[tuple[Ray, ...], ...]:
            return tuple(
                tuple(_ray(grid, space_of, board, space, d, action(d)) for d in directions)
                for space in coords
            )

        values: dict[str, object] = {
            "deck": deck,
            "board": board,
            "names": tuple(card.name for card in cards),
            "name_order": tuple(sorted(range(len(cards)), key=lambda i: cards[i].name)),
            "index": MappingProxyType({card.name: i for i, card in enumerate(cards)}),
            "is_escape": is_escape,
            "is_dinosaur": tuple(not escape for escape in is_escape),
            "playable_on": (
                (True,) * len(cards),  # SC-3.2: any card opens a round
                *(tuple(_may_play(card, top) for card in cards) for top in cards),
            ),
            "pawn_steps": tuple(1 + card.value if card.is_escape else 1 for card in cards),
            "spinosaurus_steps": tuple(2 if card.spinosaurus else 1 for card in cards),
            "full": tuple(card.count for card in cards),
            "play_actions": tuple(Play(card.name) for card in cards),
            "discard_actions": tuple(Discard(card.name) for card in cards),
            "deal_outcomes": tuple(DealCard(card.name) for card in cards),
            "coords": coords,
            "space_of": MappingProxyType(space_of),
            "starts": tuple(space_of[space] for space in board.start_spaces),
            "spinosaurus_start": space_of[board.spinosaurus_start],
            "pawn_rays": rays(PAWN_DIRECTIONS, MovePawn),
            "back_rays": rays(BACK_DIRECTIONS, StepBack),
            "spinosaurus_moves": tuple(
                tuple(
                    (MoveSpinosaurus(d), space_of[grid.ray(space, STEPS[d])[0]])  # type: ignore[arg-type]
                    for d in SPINOSAURUS_DIRECTIONS
                    if grid.ray(space, STEPS[d])
                )
                for space in coords
            ),
            "_hash": hash(("Tables", deck, board)),
        }
        for name, content in values.items():
            object.__setattr__(self, name, content)

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from the deck and the board when unpickled, not copied slot by slot.
        return (Tables, (self.deck, self.board))

    def __setattr__(self, name: str, content: object) -> NoReturn:
        raise AttributeError(f"Tables is immutable; cannot set {name!r}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, Tables) and (self.deck, self.board) == (other.deck, other.board)

    def __hash__(self) -> int:
        return self._hash

    def __iter__(self) -> Iterator[str]:
        return iter((self.deck.name, self.board.name))

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


def _ray(
    grid: Grid,
    space_of: Mapping[Space, int],
    board: Board,
    space: Space,
    direction: str,
    action: Any,
) -> Ray:
    """The spaces from ``space`` in a straight line, and whether it runs off the far edge."""
    line = grid.ray(space, STEPS[direction])
    row = line[-1][1] if line else space[1]
    beyond_far_edge = row + STEPS[direction][1] >= board.rows
    return (action, tuple(space_of[s] for s in line), beyond_far_edge)
