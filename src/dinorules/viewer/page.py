"""The replay page: every step's picture for each view, embedded as JSON, and a small script.

The page needs no server and no network: the pictures are inline SVG, the script and
the style are inline, and nothing is fetched. A view is a seat (what that seat may
see, from its observation) or ``all`` (the omniscient picture of the state). A page
written for one seat holds only that seat's pictures and captions, so it can be
shared with that player without revealing anything hidden from them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, Final

from dinorules.kernel import AnyGame, Replay, to_json_value
from dinorules.kernel.registry import GAMES
from dinorules.kernel.render import escape, outcome_text, script_json
from dinorules.kernel.seen import move_caption

from .assets import SCRIPT, STYLE

__all__ = ["ALL", "SVG_NS", "Frame", "caption", "drawer", "frames", "replay_html"]

SVG_NS: Final = "http://www.w3.org/2000/svg"
"""The SVG namespace, the only URL in a page (it is a name, never fetched)."""
ALL: Final = "all"
"""The omniscient view's name."""

Frame = tuple[int, str]
"""One step in one view: the index of its picture in the page's table, and its caption."""


def drawer(game: AnyGame) -> Callable[..., str]:
    """The game's SVG picture, or its text picture in a ``<pre>`` when it has none."""
    draw = game.spec.svg
    if draw is not None:
        return draw
    text = game.spec.text

    def fallback(x: Any, *, player: int | None = None) -> str:
        if text is not None:
            body = text(x, player=player)
        else:
            seen = to_json_value(x if player is None else game.observe(x, player))
            body = json.dumps(seen, indent=1)
        return f"<pre>{escape(body)}</pre>"

    return fallback


def caption(
    game: AnyGame, states: Sequence[Any], actions: Sequence[Any], step: int, view: str
) -> str:
    """What happened to reach ``step``, as ``view`` may know it (`kernel.seen`)."""
    if step == 0:
        return "start"
    seat = None if view == ALL else int(view)
    before, after = states[step - 1], states[step]
    text = move_caption(game, before, actions[step - 1], seat, after=after)
    if game.is_terminal(after):
        text += f"; game over: {outcome_text(game, after)}"
    return text


def frames(replay: Replay, views: Sequence[str]) -> tuple[list[str], dict[str, list[Frame]]]:
    """The distinct pictures, and per view each step's picture index and caption."""
    game = GAMES[replay.game]
    states = list(replay.states())
    draw = drawer(game)
    pictures: list[str] = []
    index: dict[str, int] = {}
    table: dict[str, list[Frame]] = {}
    for view in views:
        steps: list[Frame] = []
        for step, state in enumerate(states):
            svg = draw(state) if view == ALL else draw(state, player=int(view))
            if svg not in index:
                index[svg] = len(pictures)
                pictures.append(svg)
            steps.append((index[svg], caption(game, states, replay.actions, step, view)))
        table[view] = steps
    return pictures, table


def shared_lines(pictures: Sequence[str]) -> tuple[list[str], list[list[int]]]:
    r"""The distinct lines of all pictures, and each picture as the indices of its lines.

    Consecutive pictures share most lines (a board's background, unchanged pieces),
    so a long game's page stays small.

    >>> shared_lines(["<svg>\n<a/>\n</svg>", "<svg>\n<b/>\n</svg>"])
    (['<svg>', '<a/>', '</svg>', '<b/>'], [[0, 1, 2], [0, 3, 2]])
    """
    index: dict[str, int] = {}
    drawn = [
        [index.setdefault(line, len(index)) for line in picture.split("\n")] for picture in pictures
    ]
    return list(index), drawn


def replay_html(replay: Replay, *, view: int | None = None) -> str:
    """The page for ``replay``: every seat's view and ``all``, or only seat ``view``'s.

    The replay must be valid (`Replay.states` raises `ReplayError` otherwise).
    """
    game = GAMES[replay.game]
    players = game.num_players(next(replay.states()))
    views = [str(view)] if view is not None else [ALL, *map(str, range(players))]
    pictures, table = frames(replay, views)
    lines, drawn = shared_lines(pictures)
    data = {"game": game.title, "views": views, "lines": lines, "pictures": drawn, "frames": table}
    payload = script_json(data)
    title = escape(f"{game.title}: replay (seed {replay.seed})")
    options = "".join(
        f'<option value="{escape(v)}">{"everything" if v == ALL else f"seat {escape(v)}"}</option>'
        for v in views
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>{title}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>{title}</h1>
<nav>
<button id="first" title="first step (Home)">first</button>
<button id="prev" title="previous step (left arrow)">&#x25c0; back</button>
<span id="step" aria-live="polite"></span>
<button id="next" title="next step (right arrow)">forward &#x25b6;</button>
<button id="last" title="last step (End)">last</button>
<input id="slider" type="range" min="0" value="0" aria-label="step">
<label>view as <select id="view">{options}</select></label>
</nav>
<p id="caption"></p>
<div id="board"></div>
<script id="replay-data" type="application/json">{payload}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""
