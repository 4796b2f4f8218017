"""The meadow as an SVG picture: squares, figures, grass tokens, piles and the turn.

Takes a state or an observation, as `render` does, and shows the same: a seat's
picture never names a token that seat's team has not seen.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.render import (
    element,
    escape,
    label,
    shows_everything,
    svg_document,
    tally,
    winners_text,
)

from .observation import GRASS, BrunchObservation
from .state import BrunchState
from .view import cell_code, variant_title, view_of

__all__ = ["render_svg"]

_CELL: Final = 44
_MARGIN: Final = 24
_FILL: Final = FrozenMap({"blue": "#4a78c2", "orange": "#e08a2c", "yellow": "#e3c21b"})
_CARNIVORE: Final = "#8b1a1a"


def _square(x: float, y: float, name: str) -> list[str]:
    """The drawing of one square: empty, grass, a seen token or a figure."""
    parts = [element("rect", x=x, y=y, width=_CELL, height=_CELL, fill="#f4f1de", stroke="#999")]
    centre_x, centre_y = x + _CELL / 2, y + _CELL / 2
    if not name:
        return parts
    if name == GRASS or name.startswith(GRASS + ":"):
        parts.append(
            element(
                "rect", x=x + 4, y=y + 4, width=_CELL - 8, height=_CELL - 8, rx=6, fill="#7bb661"
            )
        )
        token = name.partition(":")[2]
        if token:
            parts.append(label(centre_x, centre_y + 4, token[:9], anchor="middle", font_size=9))
        return parts
    colour = _FILL.get(name.split(maxsplit=1)[0], _CARNIVORE)
    asleep = "(" in name
    parts.append(
        element(
            "circle",
            element("title", escape(name)),
            cx=centre_x,
            cy=centre_y,
            r=_CELL / 2 - 5,
            fill=colour,
            stroke="#222",
            stroke_dasharray="3,3" if asleep else None,
            opacity=0.6 if asleep else None,
        )
    )
    text = cell_code(name).removesuffix("z")
    parts.append(
        label(centre_x, centre_y + 5, text, anchor="middle", fill="#fff", font_weight="bold")
    )
    return parts


def render_svg(x: BrunchState | BrunchObservation, *, player: int | None = None) -> str:
    """The meadow, each square ``(column, row)`` drawn from the layout, with the piles below.

    Each square is a group whose ``data-pick`` names it as actions do (``(2, 3)``).

    >>> from dinorules.brunch import GAME
    >>> picture = render_svg(GAME.initial_state(seed=1), player=0)
    >>> picture.startswith("<svg") and "blue triceratops" in picture
    True
    """
    obs = view_of(x, player)
    columns = 1 + max(c for c, _ in obs.squares)
    rows = 1 + max(r for _, r in obs.squares)
    body: list[str] = []
    for column in range(columns):
        body.append(label(_MARGIN + column * _CELL + _CELL / 2, 16, column, anchor="middle"))
    for row in range(rows):
        body.append(label(12, _MARGIN + row * _CELL + _CELL / 2 + 4, row, anchor="middle"))
    for (column, row), name in zip(obs.squares, obs.board, strict=True):
        drawn = "".join(_square(_MARGIN + column * _CELL, _MARGIN + row * _CELL, name))
        body.append(element("g", drawn, class_="square", data_pick=f"({column}, {row})"))
    y = _MARGIN + rows * _CELL + 20
    lines = [f"{p.role}: {p.usable_count} usable, {p.hidden_count} hidden" for p in obs.piles]
    for pile in obs.piles:
        if pile.usable is not None:
            lines.append(f"  {pile.role} usable: {tally(pile.usable.counts)}")
    lines.append(f"reserve: {tally(obs.reserve.counts)}")
    turn = winners_text(obs.winners) if obs.winners else f"{obs.turn} to {obs.decision}"
    lines.append(turn)
    for n, line in enumerate(lines):
        body.append(label(_MARGIN, y + 16 * n, line))
    width = max(_MARGIN * 2 + columns * _CELL, 360)
    who = "everything" if shows_everything(x, player, BrunchState) else f"seat {obs.player}"
    title = f"{variant_title(obs.variant)} as {who}"
    return svg_document(width, y + 16 * len(lines) + 8, body, title=title)
