"""The meadow as an SVG picture: squares, figures, grass tokens, piles, the turn, a legend.

Takes a state or an observation, as `render` does, and shows the same: a seat's
picture never names a token that seat's team has not seen. Figures are discs in
their team's colour (a dinosaur eater dark red) with the text picture's codes
(``bT`` a blue Triceratops), dashed while asleep; a grass square is a green tile,
with the token's name once it is seen. The legend names what the picture holds.
"""

from __future__ import annotations

import re
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.render import (
    element,
    escape,
    label,
    legend,
    shows_everything,
    svg_document,
    tally,
    text_width,
    winners_text,
    wrapped,
)

from .observation import GRASS, BrunchObservation
from .state import BrunchState
from .view import cell_code, variant_title, view_of

__all__ = ["render_svg"]

PAGE: Final = 1200
"""The widest picture, in px: a meadow of many boards gets smaller squares."""
_MARGIN: Final = 28
_PANEL: Final = 450
_GAP: Final = 12
_FILL: Final = FrozenMap({"blue": "#4a78c2", "orange": "#e08a2c", "yellow": "#c9a400"})
_CARNIVORE: Final = "#8b1a1a"
_GROUND: Final = "#f4f1de"
_GRASS: Final = "#7bb661"
_SEEN: Final = "#b9dd9f"


def _cell_size(columns: int) -> int:
    """The side of a square: 52 px, less for a meadow too wide for the page."""
    return max(24, min(52, (PAGE - 2 * _MARGIN) // columns))


def _colour(figure: str) -> str:
    return _FILL.get(figure.split(maxsplit=1)[0], _CARNIVORE)


def _token_lines(token: str, room: float) -> list[str]:
    """A token's name on its tile: whole, split at its capitals, or its short code."""
    if text_width(token, 11) <= room:
        return [token]
    parts = re.findall(r"[A-Z][a-z]*|[a-z]+|\W+|\d+", token) or [token]
    if len(parts) == 2 and all(text_width(part, 11) <= room for part in parts):
        return parts
    return [cell_code(f"{GRASS}:{token}")[1:]]


def _square(x: float, y: float, cell: int, name: str) -> list[str]:
    """The drawing of one square: empty, grass, a seen token or a figure."""
    parts = [element("rect", x=x, y=y, width=cell, height=cell, fill=_GROUND, stroke="#999")]
    centre_x, centre_y = x + cell / 2, y + cell / 2
    if not name:
        return parts
    if name == GRASS or name.startswith(GRASS + ":"):
        token = name.partition(":")[2]
        inner = cell - 8
        parts.append(
            element(
                "rect",
                element("title", escape(token or "grass, face down")),
                x=x + 4,
                y=y + 4,
                width=inner,
                height=inner,
                rx=6,
                fill=_SEEN if token else _GRASS,
                stroke="#4d7f38" if token else None,
            )
        )
        if token and cell >= 40:
            lines = _token_lines(token, inner - 4)
            top = centre_y + 4 - 6.5 * (len(lines) - 1)
            for n, line in enumerate(lines):
                parts.append(label(centre_x, top + 13 * n, line, anchor="middle", font_size=11))
        return parts
    asleep = "(" in name
    parts.append(
        element(
            "circle",
            element("title", escape(name)),
            cx=centre_x,
            cy=centre_y,
            r=cell / 2 - 5,
            fill=_colour(name),
            stroke="#222",
            stroke_width=2 if asleep else None,
            stroke_dasharray="4,3" if asleep else None,
            opacity=0.6 if asleep else None,
        )
    )
    text = cell_code(name).removesuffix("z")
    size = 13 if cell >= 40 else 10
    parts.append(
        label(
            centre_x,
            centre_y + size * 0.37,
            text,
            anchor="middle",
            fill="#fff",
            font_weight="bold",
            font_size=size,
        )
    )
    return parts


def _tokens(n: int) -> str:
    return f"{n} token" if n == 1 else f"{n} tokens"


def _panel(
    obs: BrunchObservation, x: float, y: float, width: float, *, you: bool
) -> tuple[str, float]:
    """The piles, the reserve and the turn, each line wrapped to the panel; its height."""
    turn = winners_text(obs.winners) if obs.winners else f"{obs.turn} to {obs.decision}"
    if obs.winners:
        turn = f"game over: {turn}"
    elif obs.actions_left:
        turn += f" ({obs.actions_left} action{'s' if obs.actions_left > 1 else ''} left)"
    lines = [(turn, True)]
    if you:
        lines.insert(0, (f"you are seat {obs.player}, the {obs.team} team", True))
    for pile in obs.piles:
        lines.append(
            (f"{pile.role}: {_tokens(pile.usable_count)} usable, {pile.hidden_count} hidden", True)
        )
        if pile.usable is not None:
            lines.append((f"usable: {tally(pile.usable.counts)}", False))
        if pile.hidden is not None and pile.hidden_count:
            lines.append((f"under the Hideout: {tally(pile.hidden.counts)}", False))
    lines.append((f"reserve: {tally(obs.reserve.counts)}", True))
    lines.append((f"face-down grass on the meadow: {obs.face_down_on_meadow}", False))
    rows = [
        (text, bold)
        for line, bold in lines
        for text in wrapped(line, width - 24 if bold else width - 36, 12)
    ]
    height = 30 + 16 * len(rows)
    parts = [
        element("rect", x=x, y=y, width=width, height=height, rx=6, fill="#faf8ef", stroke="#bbb"),
        label(x + 8, y + 18, "the turn and the piles", font_weight="bold"),
    ]
    indent = {True: 10.0, False: 22.0}
    for n, (text, bold) in enumerate(rows):
        parts.append(
            label(x + indent[bold], y + 38 + 16 * n, text, font_weight="bold" if bold else None)
        )
    return element("g", "".join(parts), class_="panel"), height


def _legend(obs: BrunchObservation, x: float, y: float, width: float) -> tuple[str, float]:
    """Every figure of the game by its code, then sleep, grass, tokens and squares."""
    figures = dict.fromkeys(
        [
            *(name.partition(" (")[0] for name in obs.board if name and GRASS not in name),
            *(name for name, _ in obs.reserve.counts),
        ]
    )
    entries = [
        (
            element("circle", cx=8, cy=8, r=8, fill=_colour(figure)),
            f"{cell_code(figure)} {figure}",
        )
        for figure in sorted(figures)
    ]
    entries += [
        (
            element("circle", cx=8, cy=8, r=7, fill="#999", stroke="#222", stroke_dasharray="3,2"),
            "asleep (dashed)",
        ),
        (element("rect", width=16, height=16, rx=3, fill=_GRASS), "grass, face down"),
        (
            element("rect", width=16, height=16, rx=3, fill=_SEEN, stroke="#4d7f38"),
            "grass token seen (its name)",
        ),
        (element("rect", width=16, height=16, fill=_GROUND, stroke="#999"), "empty square"),
        ("", "squares: (column, row)"),
    ]
    return legend(x, y, entries, width=width)


def render_svg(x: BrunchState | BrunchObservation, *, player: int | None = None) -> str:
    """The meadow, each square ``(column, row)`` drawn from the layout, the piles, a legend.

    Each square is a group whose ``data-pick`` names it as actions do (``(2, 3)``).

    >>> from dinorules.brunch import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=0)
    >>> picture.startswith("<svg") and "blue triceratops" in picture
    True
    """
    obs = view_of(x, player)
    columns = 1 + max(c for c, _ in obs.squares)
    rows = 1 + max(r for _, r in obs.squares)
    cell = _cell_size(columns)
    board_width = 2 * _MARGIN + columns * cell
    body: list[str] = []
    for column in range(columns):
        body.append(label(_MARGIN + column * cell + cell / 2, 18, column, anchor="middle"))
    for row in range(rows):
        body.append(label(14, _MARGIN + row * cell + cell / 2 + 4, row, anchor="middle"))
    for (column, row), name in zip(obs.squares, obs.board, strict=True):
        drawn = "".join(_square(_MARGIN + column * cell, _MARGIN + row * cell, cell, name))
        body.append(element("g", drawn, class_="square", data_pick=f"({column}, {row})"))
    board_bottom = _MARGIN + rows * cell
    you = not shows_everything(x, player, BrunchState)
    if board_width + _PANEL + _GAP <= PAGE:
        width = board_width + _PANEL
        panel, height = _panel(obs, board_width, _MARGIN, _PANEL - _GAP, you=you)
        bottom = max(board_bottom, _MARGIN + height)
    else:
        width = board_width
        panel, height = _panel(obs, _MARGIN, board_bottom + _GAP, width - _MARGIN - _GAP, you=you)
        bottom = board_bottom + _GAP + height
    body.append(panel)
    box, legend_height = _legend(obs, _MARGIN, bottom + _GAP, width - _MARGIN - _GAP)
    body.append(box)
    who = f"seat {obs.player}" if you else "everything"
    title = f"{variant_title(obs.variant)} as {who}"
    return svg_document(width, bottom + _GAP + legend_height + _GAP, body, title=title)
