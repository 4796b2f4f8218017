"""The lane board as an SVG picture: lanes, Start spaces, pawns, the Spinosaurus, the cards.

Takes what `render` takes and shows the same: a seat's picture names only that
seat's own hand; the other hands are card backs with their sizes. A card shows its
name and its number: a Dinosaur's value, an Escape's ``+`` bonus. A legend under
the board names every mark.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dinorules.kernel import Multiset
from dinorules.kernel.render import (
    PALETTE,
    element,
    escape,
    label,
    legend,
    shows_everything,
    svg_document,
    tally,
    wrapped,
)

from .board import Board
from .deck import CardType
from .observation import SpinoObservation
from .state import SpinoState
from .view import board_of, cards_of, hands_of, lane_name, turn_words, view_of

__all__ = ["render_svg"]

_CELL: Final = 40
_LEFT: Final = 34
_TOP: Final = 48
_PANEL: Final = 812
_CARD_W: Final = 108
_CARD_H: Final = 96
_GAP: Final = 6
_SPINO: Final = "#2e5e2e"
_DINOSAUR: Final = "#f6ead2"
_ESCAPE: Final = "#d6ecf7"
_BACK: Final = "#6b4f2a"
_START: Final = "#e2d2ae"
_SPACE: Final = "#f6f0e1"
_SKY: Final = "#bfe3f5"


def _number(card: CardType | None) -> str:
    """What a card's corner shows: a Dinosaur's value, an Escape's bonus (``+2``)."""
    if card is None:
        return "?"
    return f"+{card.value}" if card.is_escape else str(card.value)


def _card(x: float, y: float, name: str, card: CardType | None) -> str:
    """A face-up card: its number in its corner, its name; ``data-pick`` is its name."""
    escape_card = card is not None and card.is_escape
    parts = [
        element(
            "rect",
            x=x,
            y=y,
            width=_CARD_W,
            height=_CARD_H,
            rx=6,
            fill=_ESCAPE if escape_card else _DINOSAUR,
            stroke=_SPINO if card is not None and card.spinosaurus else "#666",
            stroke_width=2 if card is not None and card.spinosaurus else None,
        ),
        element("title", escape(name)),
    ]
    for n, line in enumerate(wrapped(name, _CARD_W - 6, 12, bold=True)[:2]):
        parts.append(
            label(x + _CARD_W / 2, y + 54 + 15 * n, line, anchor="middle", font_weight="bold")
        )
    kind = "Escape" if escape_card else "Dinosaur" if card is not None else ""
    if kind:
        parts.append(
            label(
                x + _CARD_W / 2, y + _CARD_H - 9, kind, anchor="middle", font_size=11, fill="#555"
            )
        )
    parts += [
        element(
            "circle",
            cx=x + 18,
            cy=y + 20,
            r=13,
            fill="#1f5f8b" if escape_card else "#8b4513",
        ),
        label(x + 18, y + 25, _number(card), anchor="middle", fill="#fff", font_weight="bold"),
    ]
    return element("g", "".join(parts), class_="card", data_pick=name)


def _back(x: float, y: float, lines: Sequence[str]) -> str:
    parts = [
        element("rect", x=x, y=y, width=_CARD_W, height=_CARD_H, rx=6, fill=_BACK, stroke="#fff")
    ]
    for n, line in enumerate(lines):
        parts.append(
            label(x + _CARD_W / 2, y + _CARD_H / 2 + 15 * n - 3, line, anchor="middle", fill="#fff")
        )
    return element("g", "".join(parts), class_="back")


def _zone(x: float, y: float, width: float, height: float, title: str, body: list[str]) -> str:
    """A tray: a frame, its title inside, then what lies in it (cards in their groups)."""
    frame = element(
        "rect", x=x, y=y, width=width, height=height, rx=6, fill="#f3efe4", stroke="#c9bfa5"
    )
    heading = label(x + 8, y + 17, title, font_weight="bold")
    return element("g", frame + heading + "".join(body), class_="zone")


def _row(
    x: float, y: float, names: Sequence[str], cards: dict[str, CardType]
) -> tuple[list[str], int]:
    """Cards face up in rows that fit the panel; how many rows."""
    per_row = max(1, int((_PANEL - 16 + _GAP) // (_CARD_W + _GAP)))
    drawn = [
        _card(
            x + (n % per_row) * (_CARD_W + _GAP),
            y + (n // per_row) * (_CARD_H + _GAP),
            name,
            cards.get(name),
        )
        for n, name in enumerate(names)
    ]
    return drawn, max(1, -(-len(names) // per_row))


def _each(names: Multiset[str]) -> list[str]:
    return [name for name, n in names.counts for _ in range(n)]


def _hand(
    seat: int,
    size: int,
    hand: Multiset[str] | None,
    x: float,
    y: float,
    cards: dict[str, CardType],
    you: bool,
) -> tuple[str, float]:
    """A seat's tray: its hand face up if the viewer may see it, else backs; its height."""
    if hand is not None:
        body, rows = _row(x + 8, y + 26, _each(hand), cards)
    else:
        step = 18
        body = [_back(x + 8 + step * n, y + 26, ()) for n in range(max(size - 1, 0))]
        body.append(_back(x + 8 + step * max(size - 1, 0), y + 26, (str(size), "cards")))
        rows = 1
    height = 32 + rows * (_CARD_H + _GAP)
    title = f"seat {seat}{' (you)' if you else ''}: {size} cards"
    zone = _zone(x, y, _PANEL, height, title, body)
    mark = element(
        "g",
        element("circle", cx=x + _PANEL - 16, cy=y + 13, r=8, fill=PALETTE[seat % len(PALETTE)]),
    )
    return zone + mark, height


def _board(obs: SpinoObservation, drawn: Board) -> tuple[list[str], float]:
    """The Final Escape, the lanes with their letters and rows, the pawns and the Spinosaurus."""
    width = drawn.lanes * _CELL
    escaped = [seat for seat, space in enumerate(obs.pawns) if space is None]
    top = [
        element("rect", x=_LEFT, y=8, width=width, height=32, rx=4, fill=_SKY, stroke="#7fb8d6"),
        label(_LEFT + 8, 29, "Final Escape"),
    ]
    body = [element("g", "".join(top), class_="final-escape")]

    def centre(lane: int, row: int) -> tuple[float, float]:
        return (
            _LEFT + lane * _CELL + _CELL / 2,
            _TOP + (drawn.rows - 1 - row) * _CELL + _CELL / 2,
        )

    starts = set(drawn.start_spaces) | {drawn.spinosaurus_start}
    spaces = []
    for lane, row in drawn.spaces():
        cx, cy = centre(lane, row)
        spaces.append(
            element(
                "rect",
                x=cx - _CELL / 2,
                y=cy - _CELL / 2,
                width=_CELL,
                height=_CELL,
                fill=_START if (lane, row) in starts else _SPACE,
                stroke="#b9a77f",
            )
        )
    body.append(element("g", "".join(spaces), class_="spaces"))
    for row in range(drawn.rows):
        body.append(label(_LEFT - 8, centre(0, row)[1] + 4, row, anchor="end"))
    bottom = _TOP + drawn.rows * _CELL
    for lane in range(drawn.lanes):
        body.append(label(centre(lane, 0)[0], bottom + 16, lane_name(lane), anchor="middle"))
    for seat, space in enumerate(obs.pawns):
        if space is None:
            cx, cy = _LEFT + width - 12 - 22 * escaped[::-1].index(seat), 24.0
        else:
            cx, cy = centre(*space)
            cx += 7 * seat - 3.5 * (len(obs.pawns) - 1) + (8 if space == obs.spinosaurus else 0)
        body.append(_pawn(cx, cy, seat))
    sx, sy = centre(*obs.spinosaurus)
    sx -= 8 if obs.spinosaurus in obs.pawns else 0
    spino = element(
        "polygon",
        element("title", "Spinosaurus"),
        points=f"{sx - 13:.1f},{sy + 12:.1f} {sx:.1f},{sy - 14:.1f} {sx + 13:.1f},{sy + 12:.1f}",
        fill=_SPINO,
        opacity=0.9,
        data_pick="spinosaurus",
    )
    spino += label(sx, sy + 9, "S", anchor="middle", fill="#fff", font_weight="bold")
    body.append(element("g", spino, class_="spinosaurus"))
    return body, bottom + 24


def _pawn(cx: float, cy: float, seat: int) -> str:
    colour = PALETTE[seat % len(PALETTE)]
    circle = element(
        "circle",
        element("title", escape(f"seat {seat}")),
        cx=cx,
        cy=cy,
        r=10,
        fill=colour,
        stroke="#fff",
        data_pick="pawn",
    )
    text = label(cx, cy + 4.5, seat, anchor="middle", fill="#fff", font_weight="bold")
    return element("g", circle + text, class_="pawn")


def _legend(obs: SpinoObservation, y: float, width: float) -> tuple[str, float]:
    seats = len(obs.pawns)
    entries = [
        (element("circle", cx=8, cy=8, r=8, fill=PALETTE[seat % len(PALETTE)]), f"seat {seat}")
        for seat in range(seats)
    ]
    entries += [
        (element("polygon", points="0,16 8,0 16,16", fill=_SPINO), "S the Spinosaurus"),
        (element("rect", width=16, height=16, fill=_START, stroke="#b9a77f"), "Start space"),
        (element("rect", width=16, height=16, fill=_SKY), "Final Escape (goal)"),
        (
            element("rect", width=12, height=16, rx=2, fill=_DINOSAUR, stroke="#666"),
            "Dinosaur card: its value",
        ),
        (
            element("rect", width=12, height=16, rx=2, fill=_ESCAPE, stroke="#666"),
            "Escape card: +bonus",
        ),
        (element("rect", width=12, height=16, rx=2, fill=_BACK), "card face down"),
        ("", "lanes a-e, rows from the Start"),
    ]
    return legend(8, y, entries, width=width)


def render_svg(
    x: SpinoState | SpinoObservation, *, player: int | None = None, board: Board | None = None
) -> str:
    """The board with the Final Escape at the top; beside it the turn, the hands and the cards.

    The pawns and the Spinosaurus have a ``data-pick`` (``pawn``, ``spinosaurus``) as
    the moves name them, and so have the cards by name.

    >>> from dinorules.spino_chase import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=1)
    >>> picture.count('class="pawn"'), "Final Escape" in picture
    (2, True)
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    cards = cards_of(x)
    body, board_bottom = _board(obs, drawn)
    left = _LEFT + drawn.lanes * _CELL + 16
    turn = f"round {obs.round}: {turn_words(obs)}"
    lines = wrapped(turn, _PANEL - 16, 12)
    y = 8.0
    turn_height = 28 + 16 * len(lines)
    body.append(
        _zone(
            left,
            y,
            _PANEL,
            turn_height,
            "the turn",
            [label(left + 8, y + 38 + 16 * n, line) for n, line in enumerate(lines)],
        )
    )
    y += turn_height + _GAP
    hands = hands_of(x, player)
    you = None if shows_everything(x, player, SpinoState) else obs.player
    for seat, size in enumerate(obs.hand_sizes):
        zone, height = _hand(seat, size, hands.get(seat), left, y, cards, seat == you)
        body.append(zone)
        y += height + _GAP
    table, rows = _row(left + 8, y + 26, obs.table, cards)
    height = 32 + rows * (_CARD_H + _GAP)
    if not obs.table:
        table = [label(left + 8, y + 40, "no cards", fill="#666")]
        height = 50
    body.append(_zone(left, y, _PANEL, height, "in play (in order)", table))
    y += height + _GAP
    notes = [
        f"played this round: {tally(obs.played.counts)}",
        f"discards: {tally(obs.discards.counts)}",
        f"dealer's pile: {obs.pile_size} cards face down",
    ]
    lines = [line for note in notes for line in wrapped(note, _PANEL - 16, 12)]
    height = 28 + 16 * len(lines)
    body.append(
        _zone(
            left,
            y,
            _PANEL,
            height,
            "the piles",
            [label(left + 8, y + 38 + 16 * n, line) for n, line in enumerate(lines)],
        )
    )
    y += height + _GAP
    width = left + _PANEL + 8
    box, legend_height = _legend(obs, max(y, board_bottom + _GAP), width - 16)
    body.append(box)
    who = "everything" if you is None else f"seat {obs.player}"
    height = max(y, board_bottom + _GAP) + legend_height + 8
    return svg_document(width, height, body, title=f"The Spinosaurus Chase as {who}")
