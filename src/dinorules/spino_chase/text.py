"""The lane board and the cards as text (`render`); `render_svg` draws the same picture.

Both take a state or an observation. An observation shows what its player sees: their
own hand, the sizes of the others' hands and of the dealer's pile (SC-2.8, SC-2.9).
A state with ``player=`` is drawn as that player's observation; a state alone is the
omniscient view, every hand shown. An observation does not carry the board's size:
it is drawn on the ``board`` given (the bundled ``"standard"`` board by default).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import tally, text_grid, titled

from .board import Board, Space
from .components import load_board
from .observation import SpinoObservation, _multiset, observe
from .state import Phase, SpinoState

__all__ = ["board_of", "hands_of", "lane_name", "render", "view_of"]

SPINOSAURUS: Final = "S"
"""The Spinosaurus's mark on the board; pawns are marked by their seat number."""
_DECISIONS: Final = FrozenMap(
    {
        Phase.DEAL: "is dealt a card",
        Phase.PLAY: "plays a card or passes",
        Phase.SECOND_CARD: "plays a Dinosaur on the Escape",
        Phase.MOVE_PAWN: "steps their pawn",
        Phase.MOVE_SPINOSAURUS: "steps the Spinosaurus",
        Phase.STEP_BACK: "steps their caught pawn back",
        Phase.DISCARD: "discards or keeps their hand",
    }
)


def view_of(x: SpinoState | SpinoObservation, player: int | None = None) -> SpinoObservation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    if isinstance(x, SpinoObservation):
        return x
    if not isinstance(x, SpinoState):
        raise TypeError(f"expected a SpinoState or SpinoObservation, got {type(x).__name__}")
    return observe(x, 0 if player is None else player)


def board_of(x: SpinoState | SpinoObservation, board: Board | None) -> Board:
    """The board to draw on: the one given, the state's own, or the standard board.

    The standard board is widened when an observation's pieces lie beyond it (a game
    on a board of the user's), so that every piece is drawn.
    """
    if board is not None:
        return board
    if isinstance(x, SpinoState):
        return x.tables.board
    standard = load_board("standard")
    spaces = [space for space in (*x.pawns, x.spinosaurus) if space is not None]
    lanes = max([standard.lanes, *(lane + 1 for lane, _ in spaces)])
    rows = max([standard.rows, *(row + 1 for _, row in spaces)])
    return standard.replace(lanes=lanes, rows=rows)


def hands_of(x: SpinoState | SpinoObservation, player: int | None) -> dict[int, Multiset[str]]:
    """The hands the viewer may see: every hand of a state alone, else the player's own."""
    if isinstance(x, SpinoState) and player is None:
        return {seat: _multiset(x.tables, hand) for seat, hand in enumerate(x.hands)}
    obs = view_of(x, player)
    return {obs.player: obs.hand}


def lane_name(lane: int) -> str:
    """A lane's letter, ``a`` on the left (as `Board.picture` draws it)."""
    return chr(ord("a") + lane)


def marks(obs: SpinoObservation) -> dict[Space, str]:
    """Each occupied space's mark: seat numbers of the pawns there, then ``S``."""
    cells: dict[Space, str] = {}
    for seat, space in enumerate(obs.pawns):
        if space is not None:
            cells[space] = cells.get(space, "") + str(seat)
    spino = obs.spinosaurus
    cells[spino] = cells.get(spino, "") + SPINOSAURUS
    return cells


def render(
    x: SpinoState | SpinoObservation, *, player: int | None = None, board: Board | None = None
) -> str:
    """The board (Final Escape at the top, the Start row at the bottom), then the cards.

    >>> from dinorules.spino_chase import GAME
    >>> lines = render(GAME.initial_state(seed=1), player=0).splitlines()
    >>> print(lines[3]); print(lines[16])
         a  b  c  d  e
       0 .  0  S  1  .
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    cells = marks(obs)
    grid = text_grid(
        {(lane, drawn.rows - 1 - row): mark for (lane, row), mark in cells.items()},
        [lane_name(lane) for lane in range(drawn.lanes)],
        [str(row) for row in range(drawn.rows - 1, -1, -1)],
        width=2,
    )
    escaped = [str(seat) for seat, space in enumerate(obs.pawns) if space is None]
    top = "~ Final Escape ~" + (f": {', '.join(escaped)}" if escaped else "")
    who = "everything" if isinstance(x, SpinoState) and player is None else f"seat {obs.player}"
    lines = [
        f"The Spinosaurus Chase: as {who}, round {obs.round}",
        *titled("board", [top, *grid, "pawns by seat number; S the Spinosaurus"]),
    ]
    hands = hands_of(x, player)
    lines += titled(
        "hands",
        [
            f"seat {seat}: {size} cards"
            + (f": {tally(hands[seat].counts)}" if seat in hands else "")
            for seat, size in enumerate(obs.hand_sizes)
        ],
    )
    lines += titled(
        "cards",
        [
            f"in play (in order): {', '.join(obs.table) or '-'}",
            f"played this round: {tally(obs.played.counts)}",
            f"discards: {tally(obs.discards.counts)}",
            f"dealer's pile: {obs.pile_size} cards",
        ],
    )
    lines += titled("turn", [_turn_line(obs)])
    return "\n".join(lines)


def _turn_line(obs: SpinoObservation) -> str:
    if obs.phase is Phase.OVER:
        if obs.truncated:
            return "game over: cut short by the round limit, no winner"
        escaped = [seat for seat, space in enumerate(obs.pawns) if space is None]
        return f"game over: seat {escaped} reached the Final Escape"
    steps = f"; steps left: pawn {obs.pawn_steps}, Spinosaurus {obs.spinosaurus_steps}"
    busy = obs.phase in (Phase.MOVE_PAWN, Phase.MOVE_SPINOSAURUS, Phase.STEP_BACK)
    return f"seat {obs.actor} {_DECISIONS[obs.phase]}" + (steps if busy else "")
