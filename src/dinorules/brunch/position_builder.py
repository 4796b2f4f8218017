"""The Jurassic Brunch position builder, and what a partial position leaves to work out.

`BrunchBuilder` sets a position up in the game's words (the meadow, squares, piles,
the turn); `complete` works out, for a position text or a builder alike, the reserve
and the tokens left to draw that the sections given imply (BR-R24, BR-R29).
"""

from __future__ import annotations

from typing import Any

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import PositionBuilder, PositionError

from .pieces import DROWSY, FACE_DOWN, FIGURE_BITS, grass_kind
from .position_cells import EMPTY_CELL, GRASS_CELL, KNOWN, Square, figure_code
from .state import BrunchState, Phase, Purpose

__all__ = ["BrunchBuilder", "builder", "complete"]


class BrunchBuilder(PositionBuilder):
    """A Jurassic Brunch position in the game's words, from a fresh game.

    ``meadow(*rows)`` draws the whole meadow; ``place(figure, *squares)``,
    ``empty(*squares)`` and ``grass(square, token)`` change squares; ``usable``,
    ``hidden`` and ``face_up`` give a role's pile; ``turn(role)`` starts a role's
    turn. On ``build`` the reserve is what the meadow leaves of the figures, and the
    tokens not named anywhere are left to draw (the pool): as many as the face-down
    squares need, the rest set aside in the box unseen (as an Eruption removes them);
    naming more tokens than there are is refused (BR-R24).
    """

    def meadow(self, *rows: str) -> BrunchBuilder:
        """The meadow, one text per row as the ``meadow`` section writes it."""
        return self.set("meadow", tuple(rows))  # type: ignore[return-value]

    def place(self, figure: str, *squares: Square) -> BrunchBuilder:
        """``figure`` (a cell: ``bT``, ``oTz``, ``RA``) on each square; what was there goes."""
        for square in squares:
            self._cell(square, figure)
        return self

    def empty(self, *squares: Square) -> BrunchBuilder:
        """Nothing on these squares (BR-R23)."""
        for square in squares:
            self._cell(square, EMPTY_CELL)
        return self

    def grass(self, square: Square, token: str, *, known_by: str = "") -> BrunchBuilder:
        """A face-down ``token`` on ``square``, drawn; ``known_by`` the team letters."""
        return self._cell(square, GRASS_CELL + token + (KNOWN + known_by if known_by else ""))

    def usable(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` (``bT``) holds exactly ``tokens`` face down and usable."""
        return self._pile("usable", role, tokens)

    def hidden(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` has exactly ``tokens`` under its Hideouts (BR-11.5, BR-R10)."""
        return self._pile("hidden", role, tokens)

    def face_up(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` has exactly ``tokens`` face up (its Hideouts, BR-6.3)."""
        return self._pile("face_up", role, tokens)

    def turn(self, role: str, *, actions: int = 2) -> BrunchBuilder:
        """The start of role ``role``'s turn with ``actions`` Actions (BR-5.4)."""
        self.set("turn", role).set("actions_left", actions).set("phase", Phase.MAIN)
        return self.set("raptor_moved", False).set("chance", None)  # type: ignore[return-value]

    def _cell(self, square: Square, cell: str) -> BrunchBuilder:
        fresh = self.fresh
        column, row = square
        if fresh.variant.meadow.index.get((column, row)) is None:
            raise PositionError(
                f"{list(square)} is not a square of the meadow",
                field="meadow",
                rule="BR-R1",
            )
        rows = [text.split() for text in self.current("meadow")]
        rows[row][column] = cell
        return self.meadow(*(" ".join(cells) for cells in rows))

    def _pile(self, name: str, role: str, tokens: tuple[str, ...]) -> BrunchBuilder:
        piles = dict(self.current(name))
        piles[role] = Multiset.of(tokens)
        return self.set(name, FrozenMap(piles))  # type: ignore[return-value]


def complete(state: BrunchState, given: frozenset[str]) -> BrunchState:
    """What the sections left out follow from: the reserve and the tokens left to draw.

    A herbivore that fell asleep this turn (``zz``) means ``drowsy`` (BR-R15). A
    reserve not given is what the meadow leaves of the figures; a pool not given
    is every token named nowhere, and the surplus over the face-down squares is set
    aside in the box unseen (unless ``box_unknown`` is given).
    """
    if "drowsy" not in given and any(code > DROWSY for code in state.board):
        state = state.replace(drowsy=True)  # someone fell asleep this turn (BR-R15)
    if "reserve" not in given:
        state = _left_in_reserve(state)
    if "pool" not in given:
        pool = _left_to_draw(state)
        state = state.replace(tokens=state.tokens.replace(pool=pool))
        if "box_unknown" not in given:
            undrawn = state.board.count(FACE_DOWN)
            if state.chance is not None and state.chance.kind is Phase.REVEAL_EAT:
                undrawn += 1  # the token being eaten
            if sum(pool) < undrawn:
                raise PositionError(
                    f"{undrawn} face-down squares, but only {sum(pool)} tokens left to draw: "
                    "empty some squares",
                    field="meadow",
                    rule="BR-R24",
                )
            state = state.replace(tokens=state.tokens.replace(box_unknown=sum(pool) - undrawn))
    return state


def _left_to_draw(state: BrunchState) -> tuple[int, ...]:
    """The tokens named nowhere: on the meadow, in a pile, the box, the discard or in hand."""
    variant = state.variant
    tokens = state.tokens
    counts = [full - n for full, n in zip(variant.tokens.full, tokens.discard, strict=True)]
    for kind, _ in tokens.box:
        counts[kind] -= 1
    for at, n in enumerate(tokens.piles):
        counts[at % tokens.kinds] -= n
    for code in state.board:
        if code < FACE_DOWN:
            counts[grass_kind(code)] -= 1
    if state.phase.kind is Phase.FLOWER:
        counts[state.phase.piece] -= 1
    for kind, n in enumerate(counts):
        if n < 0:
            raise PositionError(
                f"{-n} {variant.tokens.names[kind]} more than the game has "
                f"({variant.tokens.full[kind]})",
                field="pool",
                rule="BR-R24",
            )
    return tuple(counts)


def _left_in_reserve(state: BrunchState) -> BrunchState:
    """The state with every figure not on the meadow (or being placed) in its reserve."""
    reserve = list(state.variant.piece_totals)
    for code in state.board:
        if code > 0:
            reserve[(code & FIGURE_BITS) - 1] -= 1
    phase = state.phase
    if phase.kind is Phase.PLACE and phase.purpose is not Purpose.NEWBORN and phase.piece > 0:
        reserve[(phase.piece & FIGURE_BITS) - 1] -= 1
    for slot, n in enumerate(reserve):
        if n < 0:
            raise PositionError(
                f"{-n} {figure_code(state.variant, slot + 1)} more on the meadow than the "
                f"game has ({state.variant.piece_totals[slot]})",
                field="meadow",
                rule="BR-R24",
            )
    return state.replace(reserve=tuple(reserve))


def builder(game: Any, *, seed: int = 0, **options: object) -> BrunchBuilder:
    """The builder of a fresh game (`Game.position_builder`)."""
    return BrunchBuilder(game, seed=seed, **options)
