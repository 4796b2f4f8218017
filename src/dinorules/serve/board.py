"""The board a page shows: the game's own SVG picture, and what on it each action names.

A picture marks what a player can point at with a ``data-pick`` attribute holding
its name as the actions write it (a square ``(2, 3)``, a card ``Egg``, a hex
``column 3 row 2``). `action_picks` says which of those names each legal action's
text contains, so the page can offer the actions for what was clicked.

>>> svg = '<svg><g data-pick="(0, 1)"/><g data-pick="(1, 1)"/><g data-pick="Egg"/></svg>'
>>> picks = picks_of(svg)
>>> picks
['(0, 1)', '(1, 1)', 'Egg']
>>> action_picks(["move (0, 1) E", "play Egg+Egg", "end turn"], picks)
[[0], [2], []]
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import Final

from dinorules.kernel import AnyGame
from dinorules.viewer import drawer

__all__ = ["action_picks", "board_renderer", "picks_of"]

_PICK: Final = re.compile(r'data-pick="([^"]*)"')


def board_renderer(game: AnyGame) -> Callable[..., str]:
    """The game's SVG picture of a state, ``player=`` a seat for what that seat may see.

    The only place the server finds a game's picture: the replay viewer's, so a seat's
    page shows exactly what that seat's replay page would.
    """
    return drawer(game)


def picks_of(svg: str) -> list[str]:
    """The distinct ``data-pick`` names in a picture, in the order they are drawn."""
    return list(dict.fromkeys(html.unescape(name) for name in _PICK.findall(svg)))


def _whole(name: str) -> re.Pattern[str]:
    """``name`` as a whole, in any case (``Egg`` in ``Egg+Egg``, not in ``Eggs``)."""
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)


def action_picks(texts: Sequence[str], picks: Sequence[str]) -> list[list[int]]:
    """For each action's text, the positions in ``picks`` of the names it contains."""
    found: list[list[int]] = [[] for _ in texts]
    for n, name in enumerate(picks):
        pattern = _whole(name)
        for index, text in enumerate(texts):
            if pattern.search(text):
                found[index].append(n)
    return found
