"""What every game's pictures need: SVG elements and documents, text grids and tallies.

Renderers are pure functions from a state or an observation to a string; this module
holds the pieces they share, so that escaping, number formatting and layout live
once. SVG output is plain text (no library), deterministic, and safe to embed in
HTML: every text and attribute value is escaped.

>>> print(element("circle", cx=10, cy=10.5, r=4, fill="#fff"))
<circle cx="10" cy="10.5" r="4" fill="#fff"/>
>>> print(label(5, 6, "T-Rex & <co>", anchor="middle"))
<text x="5" y="6" text-anchor="middle">T-Rex &amp; &lt;co&gt;</text>
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape as _escape
from typing import TYPE_CHECKING, Any, Final, TypeGuard, TypeVar

from .printable import shown_safely
from .registry import game_of

if TYPE_CHECKING:
    from .game import AnyGame

__all__ = [
    "PALETTE",
    "Pictured",
    "element",
    "escape",
    "label",
    "legend",
    "observation_to_draw",
    "outcome_text",
    "script_json",
    "shows_everything",
    "svg_document",
    "tally",
    "text_grid",
    "text_width",
    "titled",
    "winners_text",
    "wrapped",
]

_S = TypeVar("_S")
_O = TypeVar("_O")

PALETTE: Final = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
"""Seat colours, seat 0 first (the same in every game's pictures)."""


class Pictured:
    """Base of an observation class: Jupyter shows it as its game's SVG picture.

    The picture is the ``svg`` hook of the game whose package defines the class
    (`registry.game_of`); a value of no registered game has no picture.
    """

    __slots__ = ()

    def _repr_svg_(self) -> str | None:
        """The picture Jupyter shows for this value (its game's ``svg`` hook)."""
        game = game_of(self)
        draw = None if game is None else game.spec.svg
        return None if draw is None else draw(self)

    def _repr_html_(self) -> str | None:
        """The picture in a ``<div>``, for front ends that show HTML rather than SVG."""
        svg = self._repr_svg_()
        return None if svg is None else f'<div class="dinorules-board">{svg}</div>'


def observation_to_draw(
    x: object,
    player: int | None,
    *,
    state: type[_S],
    observation: type[_O],
    observe: Callable[[_S, int], _O],
    everything: Callable[[_S], _O] | None = None,
) -> _O:
    """The observation a picture of ``x`` draws: ``x`` itself, or a view of a state.

    A state is drawn as ``player``'s observation, or with no player as
    ``everything(x)`` (seat 0's observation, for a game whose observations show all of
    a state). A picture never decides what a seat may see: ``observe`` does, and ``everything``
    gives the omniscient view; anything that is neither a state nor an observation of
    the game is a `TypeError`.
    """
    if isinstance(x, observation):
        return x
    if not isinstance(x, state):
        wanted = f"{state.__name__} or {observation.__name__}"
        article = "an" if wanted[0] in "AEIOU" else "a"
        raise TypeError(f"expected {article} {wanted}, got {type(x).__name__}")
    if player is not None:
        return observe(x, player)
    return observe(x, 0) if everything is None else everything(x)


def shows_everything(x: object, player: int | None, state: type[_S]) -> TypeGuard[_S]:
    """Whether a picture of ``x`` is the omniscient view: a state drawn for no seat."""
    return isinstance(x, state) and player is None


def escape(text: object) -> str:
    r"""``text`` made safe inside SVG/HTML text and double-quoted attributes.

    A character a terminal or a page could act on (a control, a bidi override) is
    shown as its escape: XML allows none of them.

    >>> escape('a<b & "c"')
    'a&lt;b &amp; &quot;c&quot;'
    >>> print(escape("Rex\x1b\u202e"))
    Rex\x1b\u202e
    """
    return _escape(shown_safely(str(text)), quote=True)


def script_json(data: object) -> str:
    r"""``data`` as JSON to embed in an HTML ``<script type="application/json">`` block.

    ``<``, ``>`` and ``&`` are written as ``\u003c``, ``\u003e``, ``\u0026`` (and the
    JavaScript line separators as theirs), so no name can end the block or open a
    comment or a tag in it: the page's own script reads the same data back.

    >>> print(script_json({"name": "<!--<script>&"}))
    {"name":"\u003c!--\u003cscript\u003e\u0026"}
    """
    text = json.dumps(data, separators=(",", ":"))
    for char, code in _SCRIPT_ESCAPES:
        if char in text:
            text = text.replace(char, code)
    return text


_SCRIPT_ESCAPES: Final = tuple(
    (char, f"\\u{ord(char):04x}") for char in ("<", ">", "&", "\u2028", "\u2029")
)


def _number(value: float) -> str:
    """A coordinate without trailing zeros: ``10``, ``10.5``."""
    if isinstance(value, int):
        return str(value)
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attribute(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return _number(value)
    return escape(value)


def element(tag: str, body: str | None = None, /, **attributes: object) -> str:
    """One SVG element; ``font_size=`` is written ``font-size``; ``None`` values are dropped.

    ``body`` is inserted as it is (already SVG); use `label` or `escape` for text.

    >>> element("g", "<rect/>", class_="piece", stroke_width=2)
    '<g class="piece" stroke-width="2"><rect/></g>'
    """
    parts = [tag]
    for key, value in attributes.items():
        if value is not None:
            name = key.rstrip("_").replace("_", "-")
            parts.append(f'{name}="{_attribute(value)}"')
    head = " ".join(parts)
    if body is None:
        return f"<{head}/>"
    return f"<{head}>{body}</{tag}>"


def label(
    x: float, y: float, text: object, *, anchor: str | None = None, **attributes: object
) -> str:
    """A ``<text>`` element with ``text`` escaped; ``anchor`` sets ``text-anchor``."""
    return element("text", escape(text), x=x, y=y, text_anchor=anchor, **attributes)


def svg_document(
    width: float, height: float, body: Iterable[str], *, title: str, font_size: int = 12
) -> str:
    """A standalone SVG document (with an accessible ``<title>``) around ``body``.

    >>> print(svg_document(20, 10, ['<rect width="20" height="10"/>'], title="x"))
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10" \
font-family="sans-serif" font-size="12" role="img">
    <title>x</title>
    <rect width="20" height="10"/>
    </svg>
    """
    head = element(
        "svg",
        None,
        xmlns="http://www.w3.org/2000/svg",
        width=width,
        height=height,
        viewBox=f"0 0 {_number(width)} {_number(height)}",
        font_family="sans-serif",
        font_size=font_size,
        role="img",
    )[:-2]
    return "\n".join([head + ">", f"<title>{escape(title)}</title>", *body, "</svg>"])


def text_width(text: str, font_size: float) -> float:
    """A generous estimate of ``text``'s width in px, in sans-serif at ``font_size`` px.

    0.62 em a character (Chromium's DejaVu Sans averages about 0.5): layouts sized
    with it leave room for a wider font.

    >>> text_width("Egg", 12)
    22.32
    """
    return round(0.62 * font_size * len(text), 2)


def wrapped(text: str, width: float, font_size: float) -> list[str]:
    """``text`` cut at spaces into lines that fit ``width`` px (a longer word is cut short).

    >>> wrapped("discards: Egg x2, Compsognathus", 130, 12)
    ['discards: Egg x2,', 'Compsognathus']
    >>> wrapped("Pachycephalosaurus", 60, 12)
    ['Pachyce…']
    """
    most = max(1, int(width / text_width("x", font_size)))
    lines: list[str] = []
    for whole in text.split():
        word = whole if len(whole) <= most else whole[: most - 1] + "…"
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def legend(
    x: float, y: float, entries: Sequence[tuple[str, str]], *, width: float, font_size: int = 12
) -> tuple[str, float]:
    """A framed legend at ``(x, y)``, ``width`` px wide, and its height.

    Each entry is a swatch (SVG drawn in a 16 px square at the origin) and what it
    means; entries flow in columns of equal width. Every text lies inside the frame,
    the swatches in their own groups.

    >>> box, height = legend(0, 0, [('<circle cx="8" cy="8" r="6"/>', "a pawn")], width=200)
    >>> box.count("<text"), height
    (2, 48)
    """
    line = font_size + 8
    cell = 30 + max(text_width(meaning, font_size) for _, meaning in entries)
    columns = max(1, int((width - 16) // cell))
    rows = -(-len(entries) // columns)
    height = 28 + rows * line
    parts = [
        element("rect", x=x, y=y, width=width, height=height, rx=6, fill="#fff", stroke="#999"),
        label(x + 8, y + 6 + font_size, "Legend", font_weight="bold", font_size=font_size),
    ]
    for n, (swatch, meaning) in enumerate(entries):
        ex = x + 8 + (n % columns) * cell
        ey = y + 24 + (n // columns) * line
        parts.append(element("g", swatch, transform=f"translate({_number(ex)},{_number(ey)})"))
        parts.append(label(ex + 22, ey + 4 + font_size * 0.75, meaning, font_size=font_size))
    return element("g", "".join(parts), class_="legend"), height


def tally(counts: Iterable[tuple[Any, int]] | Mapping[Any, int], *, empty: str = "-") -> str:
    """A multiset's ``(item, count)`` pairs as ``name x2, other``.

    >>> tally([("Egg", 2), ("T-Rex", 1)])
    'Egg x2, T-Rex'
    >>> tally([])
    '-'
    """
    pairs = counts.items() if isinstance(counts, Mapping) else counts
    text = ", ".join(f"{item} x{n}" if n != 1 else str(item) for item, n in pairs if n)
    return text or empty


def text_grid(
    cells: Mapping[tuple[int, int], str],
    columns: Sequence[str],
    rows: Sequence[str],
    *,
    blank: str = ".",
    width: int | None = None,
) -> list[str]:
    """Lines drawing a grid: ``cells[(column, row)]`` under column and beside row labels.

    Rows are drawn in the order given (reverse them to put row 0 at the bottom);
    a missing cell shows ``blank``. Every cell is padded to the widest.

    >>> for line in text_grid({(0, 0): "T", (1, 1): "rx"}, "ab", ["1", "2"]):
    ...     print(line)
        a  b
      1 T  .
      2 .  rx
    """
    size = width or max([len(blank), *(len(c) for c in cells.values()), *map(len, columns)])
    margin = max((len(r) for r in rows), default=0)
    head = " " * (margin + 2) + "".join(f" {c:<{size}}" for c in columns)
    lines = [head.rstrip()]
    for y, name in enumerate(rows):
        body = "".join(f" {cells.get((x, y), blank):<{size}}" for x in range(len(columns)))
        lines.append(f"{name:>{margin + 2}}{body}".rstrip())
    return lines


def titled(title: str, lines: Iterable[str]) -> list[str]:
    """``lines`` under a ``== title ==`` heading.

    >>> titled("hand", ["Egg x2"])
    ['== hand ==', 'Egg x2']
    """
    return [f"== {title} ==", *lines]


def _seats(seats: Sequence[int]) -> str:
    """``seat 1``, ``seats 0 and 2``, ``seats 0, 1 and 3``."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def winners_text(winners: Iterable[int]) -> str:
    """Who won, in words: ``seat 1 wins``, ``seats 0 and 2 win``, ``no one wins``.

    >>> winners_text([2, 0]), winners_text(frozenset())
    ('seats 0 and 2 win', 'no one wins')
    """
    seats = sorted(winners)
    if not seats:
        return "no one wins"
    return f"{_seats(seats)} {'wins' if len(seats) == 1 else 'win'}"


def outcome_text(game: AnyGame, state: Any, *, seat: int | None = None) -> str:
    """How a finished game ended, in plain words, told to ``seat`` if given.

    >>> from dinorules import GAMES
    >>> game = GAMES["jurassattack"]
    >>> state = game.initial_state(seed=3)
    >>> while not game.is_terminal(state):
    ...     state = game.apply(state, game.legal_actions(state)[0])
    >>> sorted(game.winners(state)), outcome_text(game, state), outcome_text(game, state, seat=0)
    ([1], 'seat 1 wins', 'you lose: seat 1 wins')
    """
    winners = sorted(game.winners(state))
    if game.truncated(state):
        told = "stopped by the game's length bound: no one wins"
    else:
        told = winners_text(winners)
    if seat is None or not winners:
        return told
    if seat not in winners:
        return f"you lose: {told}"
    others = [other for other in winners if other != seat]
    return f"you win, with {_seats(others)}" if others else "you win"
