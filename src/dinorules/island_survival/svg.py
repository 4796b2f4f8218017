"""Pictures of a board, drawn from its data (IS-R3), and of a game on it (`render_svg`).

    python -m dinorules.island_survival svg [BOARD] > board.svg
    python -m dinorules.island_survival mermaid [BOARD]

``BOARD`` is ``standard`` (the default) or the path of a board TOML file.

The island is drawn left to right in one strip that fits a 1,200 px page (a board
more than 30 columns wide is drawn wider). Every piece is a marker with a short
code of its own (``Al`` Alan, ``Am`` Amanda, ``R1`` Raptor 1), stacked above a space
on the upper trail and below one on the lower; the legend under the board names
every code, shape and colour.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from html import escape
from typing import Final

import attrs

from dinorules.kernel.render import (
    PALETTE,
    element,
    label,
    legend,
    shows_everything,
    svg_document,
    text_width,
    wrapped,
)

from .board import COVER, DRAW, HUMANS_ONLY, Board, load_board
from .observation import CharacterView, Observation
from .state import IslandState
from .view import board_of, status_line, status_words, view_of

__all__ = ["board_mermaid", "board_svg", "main", "piece_codes", "render_svg"]

_PAGE: Final = 1200.0
"""The widest picture: a page's width."""
_FONT: Final = 11
"""Every text's size but the headings' (px)."""
_MOST_X: Final = 56.0
_SCALE_Y: Final = 72.0
_RADIUS: Final = 14.0
_CELL: Final = 22.0
"""The room of one piece's marker in a stack."""
_STACK: Final = 4
"""The rows of a stack, room kept by every space: more pieces make more columns."""
_SIDE: Final = 10.0
_HEAD: Final = 30.0
_COLOURS: Final = ("#e8f4d8", "#fde7d2", "#e3ecfa", "#f5e1f0", "#fff6c9", "#e6e6e6")
_DINOSAUR: Final = PALETTE[0]
"""Dinosaurs are seat 0's pieces: the dinosaur player's colour."""
_NO_ONE: Final = "#777"
_DRAW_FILL: Final = "#fff1d6"
_DRAW_STROKE: Final = "#c60"
_HUMANS_STROKE: Final = "#080"


@attrs.frozen
class _Layout:
    """Where a board's spaces and section titles lie: the same whatever is on the board.

    Every space keeps room for a stack of `_STACK` rows of pieces, above it on the
    upper trail and below it on the lower, so a game's pictures all line up.
    """

    board: Board
    low_x: float
    mid_y: float
    left: float
    scale_x: float
    width: float
    top: float
    """Where the board's row 0 lies."""
    bottom: float

    def at(self, space: str) -> tuple[float, float]:
        """The centre of a space in the picture."""
        y = self.board.places[self.board.graph.spaces.index(space)][1]
        return self.x_of(space), self.top + y * _SCALE_Y

    def x_of(self, space: str) -> float:
        """How far right a space's centre lies in the picture."""
        x = self.board.places[self.board.graph.spaces.index(space)][0]
        return self.left + (x - self.low_x) * self.scale_x

    def upward(self, space: str) -> bool:
        """Whether a space's pieces stack above it (the upper trail) or below."""
        return self.board.places[self.board.graph.spaces.index(space)][1] < self.mid_y

    def section_box(self, section: str) -> tuple[float, float]:
        """The left and right edges of a section's tinted area."""
        return _section_box(self.board, section, self.x_of, self.scale_x)


def _layout(board: Board) -> _Layout:
    """The board's layout: as wide as fits `_PAGE` (at most `_MOST_X` a column), stacks' room."""
    places = list(zip(board.graph.spaces, board.places, strict=True))
    xs = [x for x, _ in board.places]
    ys = [y for _, y in board.places]
    low_x, high_x, mid_y = min(xs), max(xs), (min(ys) + max(ys)) / 2
    halves = {space: _shape_size(board, space) for space in board.graph.spaces}
    left = _SIDE + max(halves[s][0] - (x - low_x) * _MOST_X for s, (x, _) in places)
    right = max(halves[s][0] - (high_x - x) * _MOST_X for s, (x, _) in places)
    span = high_x - low_x
    room = _PAGE - left - _SIDE - right
    scale_x = _MOST_X if span == 0 else min(_MOST_X, max(room / span, 34.0))

    def x_of(space: str) -> float:
        return left + (board.places[board.graph.spaces.index(space)][0] - low_x) * scale_x

    lines = [
        len(wrapped(section, right_ - left_ - 8, 12))
        for section in board.sections
        for left_, right_ in [_section_box(board, section, x_of, scale_x)]
    ]
    stack = 3 + _CELL * _STACK
    up = [y * _SCALE_Y - halves[s][1] - (stack if y < mid_y else 0) for s, (_, y) in places]
    down = [y * _SCALE_Y + halves[s][1] + (0 if y < mid_y else stack) for s, (_, y) in places]
    top = _HEAD + 14 + 16 * max(lines, default=0) - min(up)
    return _Layout(
        board=board,
        low_x=low_x,
        mid_y=mid_y,
        left=left,
        scale_x=scale_x,
        width=left + span * scale_x + right + _SIDE,
        top=top,
        bottom=top + max(down) + 8,
    )


def _section_box(
    board: Board, section: str, x_of: Callable[[str], float], scale_x: float
) -> tuple[float, float]:
    """A section's left and right edges: halfway to the next space, or around a wide shape."""
    graph = board.graph
    spaces = [s for s in graph.spaces if graph.sections.get(s) == section]
    if not spaces:
        return _SIDE, _SIDE
    reach = {s: max(scale_x / 2 - 2, _shape_size(board, s)[0] + 5) for s in spaces}
    return min(x_of(s) - reach[s] for s in spaces), max(x_of(s) + reach[s] for s in spaces)


def _columns(pieces: int) -> int:
    return max(1, math.ceil(pieces / _STACK))


def _shape_size(board: Board, space: str) -> tuple[float, float]:
    """A space's half width and half height: wide enough for its name."""
    name = text_width(space, _FONT)
    if board.tagged(space, COVER):
        return max(18.0, (name / 2 + 2) / 0.6), 20.0
    if board.tagged(space, HUMANS_ONLY):
        return max(_RADIUS, name / 2 + 4), _RADIUS
    if name + 6 <= 2 * _RADIUS:
        return _RADIUS, _RADIUS
    return name / 2 + 5, 12.0


def board_svg(board: Board) -> str:
    """The board as an SVG picture: sections, paths, barriers, spaces, dinosaur starts.

    >>> picture = board_svg(load_board("standard"))
    >>> picture.count('class="dinosaur"'), picture.count('class="barrier"')
    (12, 14)
    """
    codes = piece_codes([dino.id for dino in board.dinosaurs])
    crowd: dict[str, list[_Piece]] = {}
    for dino in board.dinosaurs:
        piece = _dinosaur(dino.id, dino.kind, codes[dino.id])
        crowd.setdefault(dino.start, []).append(piece)
    layout = _layout(board)
    parts = [_heading(f"Island Survival: the {board.name} board, dinosaurs on their starts")]
    parts += _board_parts(layout, crowd)
    entries = _key(layout, seats=0)
    for dino in board.dinosaurs:
        piece = _dinosaur(dino.id, dino.kind, codes[dino.id])
        entries.append((_marker(piece, 8, 8), f"{dino.id}: {dino.kind}, starts on {dino.start}"))
    box, height = legend(_SIDE, layout.bottom + 10, entries, width=layout.width - 2 * _SIDE)
    parts.append(box)
    return (
        svg_document(
            layout.width,
            layout.bottom + 20 + height,
            parts,
            title=f"Island Survival: the {board.name} board",
            font_size=_FONT,
        )
        + "\n"
    )


def render_svg(
    x: IslandState | Observation, *, player: int | None = None, board: Board | None = None
) -> str:
    """The board with every character (in its owner's colour) and dinosaur on its space.

    Nothing in Island Survival is hidden, so every seat's picture is the same but for
    its title. An observation is drawn on ``board`` (the standard board by default).

    >>> from dinorules.island_survival import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=0)
    >>> picture.count('class="character"') + picture.count('class="dinosaur"')
    18
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    codes = piece_codes([c.name for c in obs.characters] + [d.name for d in obs.dinosaurs])
    crowd: dict[str, list[_Piece]] = {}
    for character in obs.characters:
        if character.space is not None:
            piece = _character(character, codes[character.name])
            crowd.setdefault(character.space, []).append(piece)
    for dino in obs.dinosaurs:
        if dino.space is not None:
            piece = _dinosaur(dino.name, dino.kind, codes[dino.name])
            crowd.setdefault(dino.space, []).append(piece)
    layout = _layout(drawn)
    who = "everything" if shows_everything(x, player, IslandState) else f"seat {obs.player}"
    humans = "seat 1" if obs.players == 2 else f"seats 1 to {obs.players - 1}"
    parts = [_heading(f"Island Survival as {who}: seat 0 plays the dinosaurs, {humans} the humans")]
    parts += _board_parts(layout, crowd)
    status = element("g", label(_SIDE, layout.bottom + 16, status_line(obs), font_size=12))
    parts.append(status)
    entries = _key(layout, seats=obs.players)
    for character in obs.characters:
        owner = f"seat {character.owner}" if character.owner >= 0 else "no player yet"
        text = f"{character.name}: {owner}, {character.chips} chips"
        if character.space is None:
            text += f", {status_words(character.status)}"
        entries.append((_marker(_character(character, codes[character.name]), 8, 8), text))
    for dino in obs.dinosaurs:
        out = "" if dino.space is not None else ", out"
        piece = _dinosaur(dino.name, dino.kind, codes[dino.name])
        entries.append((_marker(piece, 8, 8), f"{dino.name}: {dino.kind}{out}"))
    box, height = legend(_SIDE, layout.bottom + 28, entries, width=layout.width - 2 * _SIDE)
    parts.append(box)
    return svg_document(
        layout.width,
        layout.bottom + 38 + height,
        parts,
        title=f"Island Survival as {who}",
        font_size=_FONT,
    )


def piece_codes(names: Sequence[str]) -> dict[str, str]:
    """A short code for each piece, told apart from every other: what its marker shows.

    The first letter of the first word and of each other word (``R1`` for Raptor 1,
    ``SA`` for Spino A); where two names share it, more letters of the first word
    (``Al`` Alan, ``Am`` Amanda); a number where even four letters do not tell apart.

    >>> piece_codes(["Alan", "Amanda", "Paul", "T-Rex", "Raptor 1", "Ptera 1"])
    {'Paul': 'P', 'T-Rex': 'T', 'Raptor 1': 'R1', 'Ptera 1': 'P1', 'Alan': 'Al', 'Amanda': 'Am'}
    """
    codes: dict[str, str] = {}
    left = list(dict.fromkeys(names))
    for letters in range(1, 5):
        tried = {name: _code(name, letters) for name in left}
        counts = Counter(tried.values())
        taken = set(codes.values())
        for name in left:
            if counts[tried[name]] == 1 and tried[name] not in taken:
                codes[name] = tried[name]
        left = [name for name in left if name not in codes]
    for n, name in enumerate(left, start=1):
        codes[name] = f"#{n}"
    return codes


def _code(name: str, letters: int) -> str:
    words = name.split() or ["?"]
    return words[0][:letters] + "".join(word[0] for word in words[1:])


def _heading(text: str) -> str:
    return element("g", label(_SIDE, 20, text, font_size=14, font_weight="bold"))


def _board_parts(layout: _Layout, crowd: dict[str, list[_Piece]]) -> list[str]:
    """The board's drawing: sections, paths, barriers, spaces, then the pieces."""
    board = layout.board
    graph = board.graph
    out: list[str] = []
    for i, section in enumerate(board.sections):
        left, right = layout.section_box(section)
        lines = wrapped(section, right - left - 8, 12)
        titles = "".join(
            label((left + right) / 2, _HEAD + 22 + 16 * n, line, anchor="middle", font_size=12)
            for n, line in enumerate(lines)
        )
        area = element(
            "rect",
            x=round(left, 1),
            y=_HEAD + 6,
            width=round(right - left, 1),
            height=round(layout.bottom - _HEAD - 6, 1),
            fill=_COLOURS[i % len(_COLOURS)],
            rx=10,
        )
        out.append(element("g", area + titles, class_="section", font_weight="bold"))
    paths = []
    for a, b in graph.links:
        (x1, y1), (x2, y2) = layout.at(a), layout.at(b)
        paths.append(_line(x1, y1, x2, y2, stroke="#555"))
    for a, b in board.barriers:
        (x1, y1), (x2, y2) = layout.at(a), layout.at(b)
        paths.append(_barrier(x1, y1, x2, y2))
    out.append(element("g", "".join(paths)))
    out += [_space_svg(layout, space) for space in graph.spaces]
    for space, pieces in crowd.items():
        out += _stack(layout, space, pieces)
    return out


def _line(x1: float, y1: float, x2: float, y2: float, **attributes: object) -> str:
    return element(
        "line", x1=round(x1, 1), y1=round(y1, 1), x2=round(x2, 1), y2=round(y2, 1), **attributes
    )


def _barrier(x1: float, y1: float, x2: float, y2: float) -> str:
    return _line(
        x1,
        y1,
        x2,
        y2,
        stroke="#7a4a1d",
        stroke_width=5,
        stroke_dasharray="3,4",
        opacity=0.7,
        class_="barrier",
    )


_Piece = tuple[str, str, str, str, str]
"""A piece's kind, colour, description, name (as actions name it) and code."""


def _character(character: CharacterView, code: str) -> _Piece:
    owner = character.owner
    colour = PALETTE[owner % len(PALETTE)] if owner >= 0 else _NO_ONE
    seat = f"seat {owner}" if owner >= 0 else "no player yet"
    return "character", colour, f"{seat}, {character.chips} chips", character.name, code


def _dinosaur(name: str, kind: str, code: str) -> _Piece:
    return "dinosaur", _DINOSAUR, kind, name, code


def _marker(piece: _Piece, x: float, y: float) -> str:
    """A piece's marker centred on ``(x, y)``: a circle (character) or a square (dinosaur)."""
    kind, colour, _, _, code = piece
    if kind == "dinosaur":
        half = max(11.0, text_width(code, _FONT) / 2 + 1)
        mark = element(
            "rect", x=x - half, y=y - 9, width=2 * half, height=18, rx=3, fill=colour, stroke="#fff"
        )
    else:
        radius = max(10.0, text_width(code, _FONT) / 2 + 1)
        mark = element("circle", cx=x, cy=y, r=radius, fill=colour, stroke="#fff")
    return mark + label(x, y + 4, code, anchor="middle", fill="#fff", font_size=_FONT)


def _stack(layout: _Layout, space: str, pieces: list[_Piece]) -> list[str]:
    """The markers of a space's pieces, in columns above or below it.

    Each marker's ``data-pick`` is its piece's name, as actions name it (``Alan``,
    ``Raptor 1``).
    """
    x, y = layout.at(space)
    half = _shape_size(layout.board, space)[1]
    columns = _columns(len(pieces))
    sign = -1 if layout.upward(space) else 1
    out = []
    for n, piece in enumerate(pieces):
        row, column = divmod(n, columns)
        px = x + (column - (columns - 1) / 2) * _CELL
        py = y + sign * (half + 3 + _CELL * (row + 0.5))
        kind, _, about, name, _ = piece
        tip = element("title", escape(f"{name} ({about})"))
        out.append(element("g", tip + _marker(piece, px, py), class_=kind, data_pick=name))
    return out


def _space_svg(layout: _Layout, space: str) -> str:
    """A space's shape and name, in a group whose ``data-pick`` is the name."""
    board = layout.board
    x, y = layout.at(space)
    half_w, half_h = _shape_size(board, space)
    draw = board.tagged(space, DRAW)
    paint: dict[str, object] = {
        "fill": _DRAW_FILL if draw else "#fff",
        "stroke": _DRAW_STROKE if draw else "#333",
        "stroke_width": 3 if draw else 1.2,
    }
    if board.tagged(space, HUMANS_ONLY):
        paint["stroke"] = _HUMANS_STROKE
        paint["stroke_width"] = 2.5
        shape = element(
            "rect", x=x - half_w, y=y - half_h, width=2 * half_w, height=2 * half_h, **paint
        )
    elif board.tagged(space, COVER):
        paint["stroke"] = _HUMANS_STROKE
        points = (
            f"{x:g},{y - half_h:g} {x + half_w:g},{y:g} {x:g},{y + half_h:g} {x - half_w:g},{y:g}"
        )
        shape = element("polygon", points=points, **paint)
    elif half_w > _RADIUS:
        shape = element(
            "rect",
            x=round(x - half_w, 1),
            y=y - half_h,
            width=round(2 * half_w, 1),
            height=2 * half_h,
            rx=half_h,
            **paint,
        )
    else:
        shape = element("circle", cx=round(x, 1), cy=y, r=half_w, **paint)
    name = label(round(x, 1), y + 4, space, anchor="middle", font_size=_FONT)
    return element("g", shape + name, data_pick=space)


def _key(layout: _Layout, *, seats: int) -> list[tuple[str, str]]:
    """The legend's entries for the board's symbols and colours: a swatch and its meaning."""
    board = layout.board
    entries = []
    if seats:
        for seat in range(1, seats):
            colour = PALETTE[seat % len(PALETTE)]
            swatch = element("circle", cx=8, cy=8, r=7, fill=colour, stroke="#fff")
            entries.append((swatch, f"circle: a character of seat {seat}"))
        swatch = element("circle", cx=8, cy=8, r=7, fill=_NO_ONE, stroke="#fff")
        entries.append((swatch, "grey circle: a character of no player yet"))
    square = element("rect", x=0, y=2, width=16, height=12, rx=3, fill=_DINOSAUR)
    entries.append((square, "red square: a dinosaur (seat 0's)"))
    entries.append((element("circle", cx=8, cy=8, r=7, fill="#fff", stroke="#333"), "a space"))
    ring = element("circle", cx=8, cy=8, r=6, fill=_DRAW_FILL, stroke=_DRAW_STROKE, stroke_width=3)
    entries.append((ring, "orange ring: a Draw Card space"))
    if any(board.tagged(s, HUMANS_ONLY) for s in board.graph.spaces):
        humans = element(
            "rect",
            x=1,
            y=1,
            width=14,
            height=14,
            fill="#fff",
            stroke=_HUMANS_STROKE,
            stroke_width=2.5,
        )
        entries.append((humans, "green square: Humans Only (no dinosaurs)"))
    if any(board.tagged(s, COVER) for s in board.graph.spaces):
        diamond = element("polygon", points="8,0 16,8 8,16 0,8", fill="#fff", stroke=_HUMANS_STROKE)
        entries.append((diamond, "diamond: cover (dinosaurs never pass)"))
    entries.append((_line(0, 8, 16, 8, stroke="#555"), "line: a path between spaces"))
    if board.barriers:
        dashes = element(
            "line",
            x1=0,
            y1=8,
            x2=16,
            y2=8,
            stroke="#7a4a1d",
            stroke_width=5,
            stroke_dasharray="3,4",
        )
        entries.append((dashes, "brown dashes: trees, no path across"))
    tint = element("rect", x=0, y=0, width=16, height=16, rx=3, fill=_COLOURS[0])
    entries.append((tint, "tinted area: a section, named at its top"))
    return entries


def board_mermaid(board: Board) -> str:
    """The board as a Mermaid flowchart: one subgraph per section, barriers dotted."""
    graph = board.graph
    lines = ["flowchart LR"]

    def node(space: str) -> str:
        if board.tagged(space, DRAW):
            return f'{_id(space)}[["{space} draw"]]'
        if board.tagged(space, HUMANS_ONLY):
            return f'{_id(space)}(["{space} humans only"])'
        if board.tagged(space, COVER):
            return f'{_id(space)}{{"{space}"}}'
        return f'{_id(space)}("{space}")'

    for space in graph.spaces:
        if space not in graph.sections:
            lines.append(f"  {node(space)}")
    for section in board.sections:
        lines.append(f'  subgraph {_id(section)}["{section}"]')
        lines.extend(f"    {node(s)}" for s in graph.spaces if graph.sections.get(s) == section)
        lines.append("  end")
    lines.extend(f"  {_id(a)} --- {_id(b)}" for a, b in graph.links)
    lines.extend(f"  {_id(a)} -. barrier .- {_id(b)}" for a, b in board.barriers)
    return "\n".join(lines) + "\n"


def _id(name: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in name)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the picture asked for; exit status 2 on a bad argument."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in ("svg", "mermaid") or len(args) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    board = load_board(args[1] if len(args) > 1 else "standard")
    print(board_svg(board) if args[0] == "svg" else board_mermaid(board), end="")
    return 0
