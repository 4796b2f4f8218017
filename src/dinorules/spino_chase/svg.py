"""The lane board as an SVG picture: lanes, Start spaces, pawns, the Spinosaurus, the cards.

Takes what `render` takes and shows the same: a seat's picture names only that
seat's own hand.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel.render import (
    PALETTE,
    element,
    escape,
    label,
    shows_everything,
    svg_document,
    tally,
)

from .board import Board
from .observation import SpinoObservation
from .state import SpinoState
from .view import board_of, hands_of, lane_name, view_of

__all__ = ["render_svg"]

_CELL: Final = 34
_LEFT: Final = 30
_TOP: Final = 40
_SPINO: Final = "#2e5e2e"


def render_svg(
    x: SpinoState | SpinoObservation, *, player: int | None = None, board: Board | None = None
) -> str:
    """The board with the Final Escape at the top, then hand sizes and the cards in play.

    The pawns and the Spinosaurus have a ``data-pick`` (``pawn``, ``spinosaurus``) as
    the moves name them.

    >>> from dinorules.spino_chase import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=1)
    >>> picture.count("<circle"), "Final Escape" in picture
    (2, True)
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    width = _LEFT + drawn.lanes * _CELL + 20
    body = [
        element("rect", x=_LEFT, y=8, width=drawn.lanes * _CELL, height=24, fill="#bfe3f5"),
        label(_LEFT + drawn.lanes * _CELL / 2, 25, "Final Escape", anchor="middle"),
    ]

    def centre(lane: int, row: int) -> tuple[float, float]:
        return (
            _LEFT + lane * _CELL + _CELL / 2,
            _TOP + (drawn.rows - 1 - row) * _CELL + _CELL / 2,
        )

    starts = set(drawn.start_spaces) | {drawn.spinosaurus_start}
    for lane, row in drawn.spaces():
        cx, cy = centre(lane, row)
        fill = "#e9dcc0" if (lane, row) in starts else "#f6f0e1"
        body.append(
            element(
                "rect",
                x=cx - _CELL / 2,
                y=cy - _CELL / 2,
                width=_CELL,
                height=_CELL,
                fill=fill,
                stroke="#b9a77f",
            )
        )
    for row in range(drawn.rows):
        body.append(label(_LEFT - 8, centre(0, row)[1] + 4, row, anchor="end", font_size=10))
    bottom = _TOP + drawn.rows * _CELL
    for lane in range(drawn.lanes):
        body.append(label(centre(lane, 0)[0], bottom + 14, lane_name(lane), anchor="middle"))
    for seat, space in enumerate(obs.pawns):
        if space is None:
            cx, cy = _LEFT + 10 + 14 * seat, 20.0
        else:
            cx, cy = centre(*space)
            cx += 6 * seat - 3 * (len(obs.pawns) - 1) + (8 if space == obs.spinosaurus else 0)
        body.append(_pawn(cx, cy, seat))
    sx, sy = centre(*obs.spinosaurus)
    sx -= 8 if obs.spinosaurus in obs.pawns else 0
    body.append(
        element(
            "polygon",
            element("title", "Spinosaurus"),
            points=f"{sx - 10:.1f},{sy + 9:.1f} {sx:.1f},{sy - 11:.1f} {sx + 10:.1f},{sy + 9:.1f}",
            fill=_SPINO,
            opacity=0.85,
            data_pick="spinosaurus",
        )
    )
    body.append(label(sx, sy + 7, "S", anchor="middle", fill="#fff", font_weight="bold"))
    hands = hands_of(x, player)
    lines = [
        f"seat {seat}: {size} cards" + (f": {tally(hands[seat].counts)}" if seat in hands else "")
        for seat, size in enumerate(obs.hand_sizes)
    ]
    lines += [f"in play: {', '.join(obs.table) or '-'}", f"dealer's pile: {obs.pile_size}"]
    y = bottom + 36
    for n, line in enumerate(lines):
        body.append(label(8, y + 16 * n, line, font_size=11))
    who = "everything" if shows_everything(x, player, SpinoState) else f"seat {obs.player}"
    wide = max(width, 8 + 6.2 * max(len(line) for line in lines))
    return svg_document(wide, y + 16 * len(lines), body, title=f"The Spinosaurus Chase as {who}")


def _pawn(cx: float, cy: float, seat: int) -> str:
    colour = PALETTE[seat % len(PALETTE)]
    circle = element(
        "circle",
        element("title", escape(f"seat {seat}")),
        cx=cx,
        cy=cy,
        r=9,
        fill=colour,
        stroke="#fff",
        data_pick="pawn",
    )
    return circle + label(cx, cy + 4, seat, anchor="middle", fill="#fff", font_size=10)
