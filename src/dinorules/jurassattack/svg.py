"""The table of JurassAttack! as an SVG picture: each seat's deck, hand, pack and piles.

Takes what `render` takes and shows the same: the rival's hand and face-down pack
are card backs unless the picture is of a state alone. A face-up card shows what
the printed card shows (JA-1.1): its Ferocity top left, its name, its effect, its
score value and the number of its copies in a deck; piles show each card once with
its count. A legend under the table names every mark.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import (
    PALETTE,
    element,
    escape,
    label,
    legend,
    shows_everything,
    svg_document,
    winners_text,
    wrapped,
)

from .cards import Card
from .observation import UNSEEN, Observation, SeatView
from .state import DECK_NAMES, JurassAttackState
from .view import cards_of, secrets_of, turn_words, view_of

__all__ = ["render_svg"]

WIDTH: Final = 960
"""The picture's width in px (a 1,200 px page shows it at 100 %)."""
_W: Final = 108
_H: Final = 132
_GAP: Final = 8
_CHIP_W: Final = 124
_CHIP_H: Final = 46
_FONT: Final = 12
_BACKS: Final = FrozenMap({"Footprint": "#6b4f2a", "Fossil": "#5a6b7d"})
_FEROCITY: Final = "#c0392b"
_SCORE: Final = "#e0b020"
_FACE: Final = "#fffdf5"
_ZONE: Final = "#f3efe4"
_EFFECTS: Final = FrozenMap(
    {"swarm": "swarm: x Compys", "blind": "blinds the rival", "shuffle_back": "returns a card"}
)
"""Each effect keyword as a card's face writes it (JA-R6, JA-R7, JA-R9)."""

Cards = Mapping[str, Card]


def _ferocity(cx: float, cy: float, card: Card | None, r: float = 12) -> list[str]:
    """The Ferocity disc (JA-1.1: top left), ``?`` for a card of another deck."""
    shown = "?" if card is None else card.ferocity
    return [
        element("circle", cx=cx, cy=cy, r=r, fill=_FEROCITY),
        label(cx, cy + 4.5, shown, anchor="middle", fill="#fff", font_weight="bold"),
    ]


def _score(x: float, y: float, card: Card | None, size: float = 22) -> list[str]:
    """The score value (points in a score pile at the end, JA-8.3) on a gold square."""
    shown = "?" if card is None else card.score
    return [
        element("rect", x=x, y=y, width=size, height=size, rx=3, fill=_SCORE, stroke="#8a6d10"),
        label(x + size / 2, y + size / 2 + 4.5, shown, anchor="middle", font_weight="bold"),
    ]


def _egg(cx: float, cy: float) -> str:
    """The Egg mark: an egg, in its own group (it holds no text)."""
    return element(
        "g",
        element("ellipse", cx=cx, cy=cy, rx=9, ry=12, fill="#f7ecd0", stroke="#8a6d10"),
        class_="egg-mark",
    )


def _card(x: float, y: float, name: str, card: Card | None) -> str:
    """A face-up card, with its name as its ``data-pick`` (the actions name it so)."""
    parts = [
        element("rect", x=x, y=y, width=_W, height=_H, rx=6, fill=_FACE, stroke="#555"),
        element("title", escape(name)),
    ]
    for n, line in enumerate(wrapped(name, _W - 6, _FONT, bold=True)[:2]):
        parts.append(label(x + _W / 2, y + 48 + 15 * n, line, anchor="middle", font_weight="bold"))
    if card is not None:
        effects = [_EFFECTS.get(effect, effect) for effect in card.effects]
        if card.is_egg or card.packs_with_any_dinosaur:
            effects.append("packs with any")
        for n, line in enumerate(effects[:2]):
            parts.append(label(x + _W / 2, y + 90 + 13 * n, line, anchor="middle", font_size=11))
        parts.append(label(x + 6, y + _H - 10, f"x{card.count} in deck", font_size=11))
        if card.is_egg:
            parts.append(_egg(x + _W - 18, y + 20))
    parts += _ferocity(x + 18, y + 18, card)
    parts += _score(x + _W - 28, y + _H - 28, card)
    return element("g", "".join(parts), class_="card", data_pick=name)


def _back(x: float, y: float, deck: str, lines: tuple[str, ...]) -> str:
    """A card face down, in its deck's colour, with ``lines`` written on it."""
    fill = _BACKS.get(deck, "#555")
    parts = [element("rect", x=x, y=y, width=_W, height=_H, rx=6, fill=fill, stroke="#fff")]
    for n, line in enumerate(lines):
        parts.append(label(x + _W / 2, y + _H / 2 + 15 * n - 3, line, anchor="middle", fill="#fff"))
    return element("g", "".join(parts), class_="back")


def _backs(x: float, y: float, deck: str, count: int, what: str) -> tuple[list[str], float]:
    """``count`` cards face down, fanned, the count written on the top one; their width."""
    if count == UNSEEN:
        return [_back(x, y, deck, ("?", what))], _W
    shown = max(count, 1)
    step = 22
    drawn = [_back(x + step * n, y, deck, ()) for n in range(shown - 1)]
    drawn.append(_back(x + step * (shown - 1), y, deck, (str(count), what)))
    return drawn, _W + step * (shown - 1)


def _zone(x: float, y: float, width: float, height: float, title: str, body: list[str]) -> str:
    """A tray: a frame, its title inside, then what lies in it (cards in their groups)."""
    frame = element(
        "rect", x=x, y=y, width=width, height=height, rx=6, fill=_ZONE, stroke="#c9bfa5"
    )
    heading = label(x + 8, y + 17, title, font_weight="bold")
    return element("g", frame + heading + "".join(body), class_="zone")


def _chip(x: float, y: float, name: str, count: int, card: Card | None, note: str) -> str:
    """A card in a pile, once, with its count: name, Ferocity, score value."""
    name_lines = wrapped(name, _CHIP_W - 12, _FONT, bold=True)
    parts = [
        element("rect", x=x, y=y, width=_CHIP_W, height=_CHIP_H, rx=4, fill=_FACE, stroke="#777"),
        element("title", escape(name)),
        label(x + 6, y + 16, name_lines[0], font_weight="bold"),
        label(x + _CHIP_W - 6, y + 38, f"x{count}{note}", anchor="end"),
    ]
    parts += _ferocity(x + 14, y + 33, card, r=10)
    parts += _score(x + 28, y + 24, card, size=19)
    return element("g", "".join(parts), class_="pile-card")


def _pile(
    x: float, y: float, title: str, piles: list[tuple[Multiset[str], str]], cards: Cards
) -> tuple[str, float]:
    """A tray of piles' cards, each once with its count, wrapped to the width; its height."""
    per_row = int((WIDTH - 16 - 16 + _GAP) // (_CHIP_W + _GAP))
    chips = [(name, n, note) for pile, note in piles for name, n in pile.counts if n]
    body = []
    for index, (name, n, note) in enumerate(chips):
        cx = x + 8 + (index % per_row) * (_CHIP_W + _GAP)
        cy = y + 26 + (index // per_row) * (_CHIP_H + _GAP)
        body.append(_chip(cx, cy, name, n, cards.get(name), note))
    rows = -(-len(chips) // per_row)
    height = 32 + rows * (_CHIP_H + _GAP)
    if not chips:
        body.append(label(x + 8, y + 38, "none", fill="#666"))
        height = 48
    return _zone(x, y, WIDTH - 16, height, title, body), height


def _seat(
    seat: SeatView,
    y: float,
    secret: tuple[Multiset[str], tuple[str, ...]] | None,
    cards: Cards,
    obs: Observation,
    viewer: int | None,
) -> tuple[list[str], float]:
    """One seat's block: its heading, deck, hand, face-down pack, discards, score pile."""
    colour = PALETTE[seat.seat]
    notes = [f"seat {seat.seat}", f"{seat.deck_back} deck", f"{seat.points} points"]
    if seat.seat in obs.blinded:
        notes.append("blinded")
    if viewer == seat.seat:
        notes.append("you")
    heading = element("rect", x=8, y=y, width=WIDTH - 16, height=24, rx=4, fill=colour)
    heading += label(16, y + 17, " · ".join(notes), fill="#fff", font_weight="bold")
    body = [element("g", heading, class_="seat")]
    top = y + 30
    tray = 26 + _H + 8
    deck = [_back(16, top + 26, seat.deck_back, (str(seat.deck_size), "cards"))]
    body.append(_zone(8, top, _W + 16, tray, "deck", deck))
    x = 8 + _W + 16 + _GAP
    if secret is None:
        hand, hand_width = _backs(x + 8, top + 26, seat.deck_back, seat.hand_size, "in hand")
        pack: list[str] = []
        pack_width = 0.0
        if seat.face_down:
            pack, pack_width = _backs(0, 0, seat.deck_back, seat.face_down, "face down")
    else:
        names, packed = secret
        hand = [
            _card(x + 8 + n * (_W + _GAP), top + 26, name, cards.get(name))
            for n, name in enumerate(_each(names))
        ]
        hand_width = max(len(hand) * (_W + _GAP) - _GAP, 0)
        pack = [_card(n * (_W + _GAP), 0, name, cards.get(name)) for n, name in enumerate(packed)]
        pack_width = max(len(packed) * (_W + _GAP) - _GAP, 0)
    held = "?" if seat.hand_size == UNSEEN else seat.hand_size
    if not hand:
        hand = [label(x + 8, top + 46, "no cards", fill="#666")]
        hand_width = 70
    body.append(_zone(x, top, hand_width + 16, tray, f"hand ({held})", hand))
    if pack:
        px = x + hand_width + 16 + _GAP
        moved = element("g", "".join(pack), transform=f"translate({px + 8},{top + 26})")
        body.append(_zone(px, top, pack_width + 16, tray, "face-down pack", [moved]))
    y = top + tray + _GAP
    discards, height = _pile(8, y, "discards", [(seat.discard, "")], cards)
    body.append(discards)
    y += height + _GAP
    score, height = _pile(
        8,
        y,
        f"score pile: {seat.points} points",
        [(seat.captured, " won"), (seat.saved, " kept")],
        cards,
    )
    body.append(score)
    return body, y + height + _GAP


def _each(names: Multiset[str]) -> list[str]:
    return [name for name, n in names.counts for _ in range(n)]


def _fight(obs: Observation, y: float) -> tuple[str, float]:
    """The turn and the last Fight!: both packs, their Ferocity, who won (a tie: JA-5.6)."""
    lines = [f"round {obs.round}: {turn_words(obs)}"]
    fight = obs.last_fight
    if fight.round:
        won = "a tie: a double knockout" if len(fight.winners) > 1 else winners_text(fight.winners)
        lines.append(f"last Fight! (round {fight.round}): {won}")
        for seat, (pack, ferocity) in enumerate(zip(fight.packs, fight.ferocity, strict=True)):
            played = " + ".join(pack) or "no cards"
            lines += wrapped(f"seat {seat} played {played}, Ferocity {ferocity}", WIDTH - 40, 12)
    body = [label(16, y + 40 + 16 * n, line) for n, line in enumerate(lines)]
    height = 34 + 16 * len(lines)
    return _zone(8, y, WIDTH - 16, height, "the table", body), height


def _legend(y: float) -> tuple[str, float]:
    entries = [
        (element("circle", cx=8, cy=8, r=8, fill=_FEROCITY), "Ferocity (top left)"),
        (element("rect", width=16, height=16, rx=3, fill=_SCORE), "score value (points)"),
        (element("ellipse", cx=8, cy=8, rx=6, ry=8, fill="#f7ecd0", stroke="#8a6d10"), "Egg"),
        *(
            (element("rect", width=12, height=16, rx=2, fill=_BACKS[deck]), f"{deck} back")
            for deck in DECK_NAMES
        ),
        (element("rect", width=16, height=16, rx=2, fill=PALETTE[0]), "seat 0"),
        (element("rect", width=16, height=16, rx=2, fill=PALETTE[1]), "seat 1"),
        (
            element("rect", width=16, height=16, rx=2, fill=_FACE, stroke="#777"),
            "a pile's card, x2 copies",
        ),
        ("", "x5 in deck: copies in a deck"),
        ("", "won: the rival's; kept: own Eggs"),
    ]
    return legend(8, y, entries, width=WIDTH - 16)


def render_svg(x: JurassAttackState | Observation, *, player: int | None = None) -> str:
    """Both seats' trays of cards, then the table (the turn, the last Fight!), then a legend.

    >>> from dinorules.jurassattack import GAME
    >>> picture = render_svg(GAME.initial_state(seed=7), player=0)
    >>> picture.count('class="card"'), picture.count('class="back"')
    (5, 7)
    """
    obs = view_of(x, player)
    secrets = secrets_of(x, player)
    cards = cards_of(x)
    everything = shows_everything(x, player, JurassAttackState)
    viewer = None if everything else obs.player
    body: list[str] = []
    y = 8.0
    for seat in obs.seats:
        drawn, y = _seat(seat, y, secrets.get(seat.seat), cards, obs, viewer)
        body += drawn
    table, height = _fight(obs, y)
    body.append(table)
    box, legend_height = _legend(y + height + _GAP)
    body.append(box)
    who = "everything" if everything else f"seat {obs.player}"
    return svg_document(
        WIDTH, y + height + _GAP + legend_height + 8, body, title=f"JurassAttack! as {who}"
    )
