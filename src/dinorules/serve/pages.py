"""The two HTML pages (the lobby and a game's page) and their one script and style.

The pages are small fixed shells: everything that changes comes as JSON from the API
and is written into the page with ``textContent`` (never as HTML), but for the
board, the game's own SVG picture, whose every text and attribute the renderers
escape (`dinorules.kernel.render`). The script and the style are files of this
package, served from this server; the pages run no inline script.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from importlib import resources
from typing import Any, Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.render import escape, script_json

from .errors import Refused

__all__ = ["asset", "lobby_page", "play_page"]

_ASSETS: Final = FrozenMap({"app.js": "text/javascript", "app.css": "text/css"})


@functools.cache
def _read(name: str) -> str:
    return resources.files(__package__).joinpath("static", name).read_text(encoding="utf-8")


def asset(name: str) -> tuple[str, str]:
    """A static file's text and media type; `Refused` (404) for any other name."""
    if name not in _ASSETS:
        raise Refused("no such file", status=404)
    return _read(name), _ASSETS[name]


def _page(kind: str, title: str, body: str) -> str:
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<link rel="stylesheet" href="/static/app.css">
<script src="/static/app.js" defer></script>
</head>
<body data-page="{kind}">
{body}
</body>
</html>
"""


def lobby_page(*, notice: str = "") -> str:
    """The lobby: a game, its options, who plays each seat; or resume a saved replay."""
    shown = f'<p class="notice">{escape(notice)}</p>' if notice else ""
    return _page(
        "lobby",
        "dinorules: play",
        f"""<h1>dinorules: play a game</h1>
{shown}
<form id="new-game" autocomplete="off">
<fieldset><legend>Game</legend>
<label>game <select id="game" name="game"></select></label>
<div id="options"></div>
<label>seed <input id="seed" type="number" min="0" placeholder="random"></label>
</fieldset>
<fieldset><legend>Seats</legend>
<div id="seats"></div>
<label><input id="spectator" type="checkbox"> spectator view: the page may show every
seat's cards (for teaching; a game of agents alone always has it)</label>
</fieldset>
<button id="start" type="submit">Start the game</button>
</form>
<form id="resume-game" autocomplete="off">
<fieldset><legend>Resume a saved game</legend>
<label>replay file <input id="replay-file" type="file" accept=".json,application/json"></label>
<button id="resume" type="submit">Resume with these seats</button>
</fieldset>
</form>
<p id="error" class="error" role="alert"></p>""",
    )


def play_page(title: str, facts: Mapping[str, Any]) -> str:
    """A game's page: board, actions, the moves so far, undo, save.

    ``facts`` (who plays each seat, whether there is a spectator view) are embedded as
    JSON data, which the script reads and nothing runs.
    """
    data = script_json(facts)
    return _page(
        "play",
        f"{title}: dinorules",
        f"""<header>
<h1>{escape(title)}</h1>
<nav>
<button id="undo" type="button" disabled>undo</button>
<a id="save" href="#" download>save replay</a>
<a href="/">new game</a>
<label id="view-choice" hidden>view <select id="view"></select></label>
</nav>
</header>
<p id="seats-line"></p>
<p id="status" role="status" aria-live="polite"></p>
<p id="thinking" hidden><span class="spinner" aria-hidden="true"></span>
<span id="thinking-text"></span></p>
<p id="error" class="error" role="alert"></p>
<div id="curtain" hidden>
<p id="curtain-text"></p>
<button id="reveal" type="button">show my view</button>
</div>
<main id="table">
<div id="board"></div>
<section id="side">
<div id="picked" hidden><span id="picked-text"></span>
<button id="show-all" type="button">all actions</button></div>
<div id="actions"></div>
<form id="typed" autocomplete="off" hidden>
<input id="action-text" type="text" maxlength="200" placeholder="or type an action">
<button type="submit">play</button>
</form>
<h2>moves</h2>
<ol id="log"></ol>
</section>
</main>
<script id="game-facts" type="application/json">{data}</script>""",
    )
