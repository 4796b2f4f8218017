"""Pictures of a board, drawn from its data (IS-R3), and of a game on it (`render_svg`).

    python -m dinorules.island_survival svg [BOARD] > board.svg
    python -m dinorules.island_survival mermaid [BOARD]

``BOARD`` is ``standard`` (the default) or the path of a board TOML file.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from html import escape
from typing import Final

from dinorules.kernel.render import PALETTE, element, label, shows_everything, svg_document

from .board import COVER, DRAW, HUMANS_ONLY, Board, load_board
from .observation import CharacterView, Observation
from .state import IslandState
from .view import board_of, status_line, view_of

__all__ = ["board_mermaid", "board_svg", "main", "render_svg"]

_SCALE_X: Final = 56
_SCALE_Y: Final = 72
_MARGIN: Final = 48
_COLOURS: Final = ("#e8f4d8", "#fde7d2", "#e3ecfa", "#f5e1f0", "#fff6c9", "#e6e6e6")


def _at(board: Board, space: str) -> tuple[float, float]:
    x, y = board.places[board.graph.spaces.index(space)]
    return _MARGIN + x * _SCALE_X, _MARGIN + y * _SCALE_Y


def board_svg(board: Board) -> str:
    """The board as an SVG picture: sections, links, barriers, spaces, dinosaur starts."""
    width, height, parts = _board_parts(board)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'font-family="sans-serif" font-size="10">',
        f"<title>{escape(board.name)} board</title>",
        *parts,
    ]
    starts: dict[str, list[str]] = {}
    for dino in board.dinosaurs:
        starts.setdefault(dino.start, []).append(dino.id)
    for space, names in starts.items():
        x, y = _at(board, space)
        out.append(
            f'<text x="{x:.0f}" y="{y + 26:.0f}" text-anchor="middle" fill="#a11">'
            f"{escape(', '.join(names))}</text>"
        )
    legend = (
        "double ring: Draw Card space; square: Humans Only; diamond: cover; "
        "brown dashes: barrier; red: dinosaur start"
    )
    out.append(f'<text x="{_MARGIN}" y="{height - 12:.0f}">{legend}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _board_parts(board: Board) -> tuple[float, float, list[str]]:
    """The board's width, height and drawing: sections, links, barriers and spaces."""
    graph = board.graph
    width = _MARGIN * 2 + max(x for x, _ in board.places) * _SCALE_X
    height = _MARGIN * 2 + max(y for _, y in board.places) * _SCALE_Y + 30
    out: list[str] = []
    for i, section in enumerate(board.sections):
        xs = [_at(board, s)[0] for s in graph.spaces if graph.sections.get(s) == section]
        left, right = min(xs) - 24, max(xs) + 24
        out.append(
            f'<rect x="{left:.0f}" y="8" width="{right - left:.0f}" height="{height - 16:.0f}" '
            f'fill="{_COLOURS[i % len(_COLOURS)]}" rx="10"/>'
            f'<text x="{(left + right) / 2:.0f}" y="24" text-anchor="middle" '
            f'font-weight="bold">{escape(section)}</text>'
        )
    for a, b in graph.links:
        (x1, y1), (x2, y2) = _at(board, a), _at(board, b)
        out.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#555"/>')
    for a, b in board.barriers:
        (x1, y1), (x2, y2) = _at(board, a), _at(board, b)
        out.append(
            f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#7a4a1d" '
            f'stroke-width="5" stroke-dasharray="3,4" opacity="0.7"/>'
        )
    for space in graph.spaces:
        out.append(_space_svg(board, space))
    return width, height, out


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
    width, height, parts = _board_parts(drawn)
    crowd: dict[str, int] = {}
    for character in obs.characters:
        if character.space is not None:
            parts.append(_piece(drawn, crowd, character.space, _character(character)))
    for dino in obs.dinosaurs:
        if dino.space is not None:
            parts.append(_piece(drawn, crowd, dino.space, _dinosaur(dino.name, dino.kind)))
    status = status_line(obs)
    parts.append(label(_MARGIN, height - 12, status))
    who = "everything" if shows_everything(x, player, IslandState) else f"seat {obs.player}"
    return svg_document(width, height, parts, title=f"Island Survival as {who}", font_size=10)


_Piece = tuple[str, str, str, str]
"""A piece's kind, colour, tooltip and name (as actions name it)."""


def _character(character: CharacterView) -> _Piece:
    colour = PALETTE[character.owner % len(PALETTE)] if character.owner >= 0 else "#777"
    return (
        "character",
        colour,
        f"{character.name} (seat {character.owner}, {character.chips} chips)",
        character.name,
    )


def _dinosaur(name: str, kind: str) -> _Piece:
    return "dinosaur", "#222", f"{name} ({kind})", name


def _piece(board: Board, crowd: dict[str, int], space: str, piece: _Piece) -> str:
    """A marker for one piece, placed around its space so that several stay visible.

    Its ``data-pick`` is the piece's name, as actions name it (``Alan``, ``Raptor 1``).
    """
    kind, colour, name, pick = piece
    n = crowd.get(space, 0)
    crowd[space] = n + 1
    x, y = _at(board, space)
    angle = 0.9 * n
    px, py = x + 20 * math.cos(angle), y - 20 * math.sin(angle)
    shape = "rect" if kind == "dinosaur" else "circle"
    mark = (
        element("rect", x=px - 6, y=py - 6, width=12, height=12, fill=colour)
        if shape == "rect"
        else element("circle", cx=px, cy=py, r=6, fill=colour, stroke="#fff")
    )
    tip = element("title", escape(name))
    initial = label(px, py + 3, name[0], anchor="middle", fill="#fff", font_size=8)
    return element("g", tip + mark + initial, class_=kind, data_pick=pick)


def _space_svg(board: Board, space: str) -> str:
    """A space's shape and name, in a group whose ``data-pick`` is the name."""
    x, y = _at(board, space)
    label = f'<text x="{x:.0f}" y="{y + 3:.0f}" text-anchor="middle">{escape(space)}</text>'
    if board.tagged(space, HUMANS_ONLY):
        shape = f'<rect x="{x - 14:.0f}" y="{y - 14:.0f}" width="28" height="28" fill="#fff" '
        shape += 'stroke="#080"/>'
    elif board.tagged(space, COVER):
        points = f"{x},{y - 18} {x + 18},{y} {x},{y + 18} {x - 18},{y}"
        shape = f'<polygon points="{points}" fill="#fff" stroke="#080"/>'
    else:
        shape = f'<circle cx="{x:.0f}" cy="{y:.0f}" r="15" fill="#fff" stroke="#333"/>'
        if board.tagged(space, DRAW):
            shape += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="11" fill="none" stroke="#c60"/>'
    return f'<g data-pick="{escape(space)}">{shape}{label}</g>'


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
