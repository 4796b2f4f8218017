"""The table of JurassAttack! as an SVG picture: each seat's deck, hand, pack and piles.

Takes what `render` takes and shows the same: the rival's hand and face-down pack
are card backs unless the picture is of a state alone.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import PALETTE, element, label, shows_everything, svg_document, tally

from .observation import UNSEEN, Observation, SeatView
from .state import JurassAttackState
from .view import secrets_of, to_play, view_of

__all__ = ["render_svg"]

_W: Final = 68
_H: Final = 78
_GAP: Final = 6
_ROW: Final = 150
_BACKS: Final = FrozenMap({"Footprint": "#6b4f2a", "Fossil": "#5a6b7d"})


def _card(x: float, y: float, name: str) -> str:
    """A face-up card: its name on two lines at most, and as its ``data-pick``."""
    words = name.split()
    first, second = (" ".join(words[:1]), " ".join(words[1:])) if len(words) > 1 else (name, "")
    parts = [
        element("rect", x=x, y=y, width=_W, height=_H, rx=5, fill="#fffdf5", stroke="#555"),
        label(x + _W / 2, y + _H / 2 - 2, first, anchor="middle", font_size=_size(first)),
    ]
    if second:
        parts.append(
            label(x + _W / 2, y + _H / 2 + 11, second, anchor="middle", font_size=_size(second))
        )
    return element("g", "".join(parts), class_="card", data_pick=name)


def _size(text: str) -> int:
    """A font size that fits ``text`` on a card."""
    return 10 if len(text) <= 10 else 8


def _back(x: float, y: float, deck: str, count: str = "") -> str:
    """A card face down, in its deck's colour, with a count on top when given."""
    parts = [
        element("rect", x=x, y=y, width=_W, height=_H, rx=5, fill=_BACKS.get(deck, "#555")),
        label(
            x + _W / 2, y + _H / 2 + 4, count or deck, anchor="middle", fill="#fff", font_size=10
        ),
    ]
    return element("g", "".join(parts), class_="back")


def _cards(names: Multiset[str] | tuple[str, ...]) -> list[str]:
    if isinstance(names, Multiset):
        return [name for name, n in names.counts for _ in range(n)]
    return list(names)


def _seat_row(
    seat: SeatView, y: float, secret: tuple[Multiset[str], tuple[str, ...]] | None
) -> list[str]:
    colour = PALETTE[seat.seat]
    body = [
        label(
            8, y + 12, f"seat {seat.seat}: {seat.points} points", fill=colour, font_weight="bold"
        ),
        _back(8, y + 20, seat.deck_back, f"deck {seat.deck_size}"),
    ]
    x = 8 + _W + 3 * _GAP
    if secret is None:
        shown = "?" if seat.hand_size == UNSEEN else str(seat.hand_size)
        body.append(_back(x, y + 20, seat.deck_back, f"hand {shown}"))
        x += _W + _GAP
        if seat.face_down:
            size = "?" if seat.face_down == UNSEEN else str(seat.face_down)
            body.append(_back(x, y + 20, seat.deck_back, f"pack {size}"))
            x += _W + _GAP
    else:
        hand, pack = secret
        for name in _cards(hand):
            body.append(_card(x, y + 20, name))
            x += _W + _GAP
        for name in pack:
            body.append(_card(x, y + 32, name))
            body.append(label(x + _W / 2, y + 30, "face down", anchor="middle", font_size=9))
            x += _W + _GAP
    body.append(
        label(
            8,
            y + 20 + _H + 16,
            f"discards: {tally(seat.discard.counts)}; captured: {tally(seat.captured.counts)}; "
            f"saved: {tally(seat.saved.counts)}",
            font_size=11,
        )
    )
    return body


def render_svg(x: JurassAttackState | Observation, *, player: int | None = None) -> str:
    """Both seats' cards, the seat to play underlined, the last Fight! at the bottom.

    >>> from dinorules.jurassattack import GAME
    >>> picture = render_svg(GAME.initial_state(seed=7), player=0)
    >>> picture.count('class="card"'), picture.count('class="back"')
    (5, 3)
    """
    obs = view_of(x, player)
    secrets = secrets_of(x, player)
    body: list[str] = []
    for row, seat in enumerate(obs.seats):
        body += _seat_row(seat, 8 + row * _ROW, secrets.get(seat.seat))
    fight = obs.last_fight
    y = 8 + 2 * _ROW
    text = f"round {obs.round}; " + (
        "game over" if obs.phase == "over" else f"seat {to_play(obs)} to play"
    )
    if fight.round:
        packs = " vs ".join("+".join(p) or "-" for p in fight.packs)
        text += f"; last Fight! (round {fight.round}): {packs}, won by {list(fight.winners)}"
    body.append(label(8, y + 4, text, font_size=11))
    who = "everything" if shows_everything(x, player, JurassAttackState) else f"seat {obs.player}"
    return svg_document(
        max(560, 8 + 6.2 * len(text)), y + 16, body, title=f"JurassAttack! as {who}"
    )
