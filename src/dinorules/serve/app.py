"""The web app: pages, a JSON API, and the headers that keep a local server safe.

Routes (every API answer is JSON; an error is ``{"error": "..."}`` with its status):

====================================  ==================================================
``GET /``                             the lobby: pick a game, its options, the seats
``GET /play/{id}``                    the page of one game
``GET /api/catalogue``                games, options and agents for the lobby
``POST /api/games``                   start a game, or resume one from a replay's text
``GET /api/games/{id}/view?as=S``     the game as seat ``S`` (or ``all``) sees it; with
                                      ``&version=V``, answered once it changes from ``V``
``POST /api/games/{id}/act``          a person's move: ``seat``, ``step`` and ``index``
                                      (in the listed actions) or ``text``
``POST /api/games/{id}/undo``         back to before the last person's decision
``GET /api/games/{id}/replay``        the replay's JSON, as ``dinorules replay`` reads it
====================================  ==================================================

The server is the rules authority: a move is checked against the seat, the step the
page saw and the legal actions, and applied through the checked ``apply``. Every page
carries a Content-Security-Policy that lets it load only this server's own script and
style and fetch nothing from elsewhere; a request whose ``Host`` is not the server's
own name (DNS rebinding) or whose ``Origin`` is another site's is refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, MutableMapping
from typing import Any, Final

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from dinorules.kernel import IllegalActionError, RulesError

from .errors import Refused
from .pages import asset, lobby_page, play_page
from .requests import MAX_BODY, MAX_REPLAY_BODY, catalogue, field, new_game, read_body, read_json
from .session import Session
from .views import check_view, view
from .workers import Thinkers

__all__ = ["CSP", "Games", "create_app"]

LOG = logging.getLogger("dinorules.serve")

CSP: Final = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'"
)
"""Nothing but this server's own script, style and requests."""
MAX_GAMES: Final = 64
"""Games kept at once; starting one more forgets the one left alone longest."""
WAIT_GUARD: Final = 20.0
"""The longest a view request waits for a change before answering what is there."""

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Games:
    """The games in play, the agents' workers, and whether the server is closing."""

    def __init__(self, workers: int, closing: asyncio.Event) -> None:
        self.thinkers = Thinkers(workers)
        self.sessions: dict[str, Session] = {}
        self.closing = closing

    def add(self, session: Session) -> None:
        """Keep ``session``, forgetting the oldest-touched game beyond `MAX_GAMES`."""
        while len(self.sessions) >= MAX_GAMES:
            oldest = min(self.sessions.values(), key=lambda s: s.touched)
            oldest.stop()
            del self.sessions[oldest.id]
        self.sessions[session.id] = session
        session.start(self.thinkers)

    def get(self, session_id: str) -> Session:
        """The game with that id; `Refused` (404) if there is none."""
        session = self.sessions.get(session_id)
        if session is None:
            raise Refused("no game with this id (the server may have been restarted)", status=404)
        return session

    def close(self) -> None:
        """Stop every game's rivals and end every worker."""
        self.closing.set()
        for session in self.sessions.values():
            session.stop()
        self.thinkers.close()


def _games(request: Request) -> Games:
    games: Games = request.app.state.games
    return games


async def _json_body(request: Request, limit: int = MAX_BODY) -> dict[str, Any]:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise Refused("send JSON (Content-Type: application/json)", status=415)
    body = await read_body(request.stream(), request.headers.get("content-length"), limit)
    return read_json(body)


def _who(value: object, default: str) -> str:
    if value is None:
        return default
    if not isinstance(value, str | int) or isinstance(value, bool):
        raise Refused("view: expected a seat number or 'all'")
    return str(value)


async def lobby(request: Request) -> Response:
    """The lobby page."""
    return HTMLResponse(lobby_page())


async def play(request: Request) -> Response:
    """The page of one game (its data comes from the API)."""
    session = _games(request).sessions.get(request.path_params["id"])
    if session is None:
        return HTMLResponse(lobby_page(notice="There is no such game on this server."), 404)
    facts = {"seats": list(session.seats), "spectator": session.spectator}
    return HTMLResponse(play_page(session.game.title, facts))


async def static(request: Request) -> Response:
    """The page's script or style."""
    text, kind = asset(request.path_params["name"])
    return Response(text, media_type=kind)


async def no_icon(request: Request) -> Response:
    """The browser's request for an icon: there is none."""
    return Response(status_code=204)


async def games_catalogue(request: Request) -> Response:
    """Games, options and agents."""
    return JSONResponse(catalogue())


async def start(request: Request) -> Response:
    """Start a game (or resume a replay) and answer its id and page."""
    data = await _json_body(request, MAX_REPLAY_BODY)
    chosen = await asyncio.to_thread(new_game, data)  # a long replay is replayed off the loop
    try:
        session = Session(
            chosen.game,
            seed=chosen.seed,
            options=chosen.options,
            seats=chosen.seats,
            spectator=chosen.spectator,
            actions=chosen.actions,
        )
    except RulesError as error:
        raise Refused(f"cannot start: {error}") from None
    _games(request).add(session)
    return JSONResponse({"id": session.id, "url": f"/play/{session.id}"}, status_code=201)


async def game_view(request: Request) -> Response:
    """The game as one seat (or everything) sees it; waits for a change if asked."""
    games = _games(request)
    session = games.get(request.path_params["id"])
    who = request.query_params.get("as", "all")
    check_view(session, who)
    version = request.query_params.get("version")
    if version is not None:
        if not (version.isascii() and version.isdigit()) or len(version) > 12:
            raise Refused("version: expected a whole number")
        await session.changed(int(version), closing=games.closing, guard=WAIT_GUARD)
    return JSONResponse(view(session, who))


async def act(request: Request) -> Response:
    """Apply a person's move, checked, and answer the new view."""
    session = _games(request).get(request.path_params["id"])
    data = await _json_body(request)
    seat = field(data, "seat", int)
    step = field(data, "step", int)
    session.check_turn(seat, step)
    who = _who(data.get("view"), str(seat))
    check_view(session, who)
    index = field(data, "index", (int, type(None)), None)
    text = field(data, "text", (str, type(None)), None)
    if (index is None) == (text is None):
        raise Refused("give the action's index or its text, not both")
    if text is not None and len(text) > 200:
        raise Refused("text: an action's text is at most 200 characters")

    def choose(state: Any) -> Any:
        if text is not None:
            return session.game.parse_action(state, text)
        legal = session.game.legal_actions(state)
        if index is None or not 0 <= index < len(legal):
            raise Refused(f"index: expected 0 to {len(legal) - 1}")
        return legal[index]

    try:
        session.play(seat, step, choose)
    except IllegalActionError as error:
        raise Refused(str(error), status=422) from None
    session.start(_games(request).thinkers)
    return JSONResponse(view(session, who))


async def undo(request: Request) -> Response:
    """Take back the last decision a person made, and the rivals' moves after it."""
    games = _games(request)
    session = games.get(request.path_params["id"])
    data = await _json_body(request)
    who = _who(data.get("view"), "all")
    check_view(session, who)
    session.undo()
    session.start(games.thinkers)
    return JSONResponse(view(session, who))


async def replay(request: Request) -> Response:
    """The game so far as a replay file."""
    session = _games(request).get(request.path_params["id"])
    name = f"{session.game.name}-{session.seed}-step{session.step}.json"
    return Response(
        session.replay().to_json(indent=2) + "\n",
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


async def _refused(request: Request, error: Exception) -> Response:
    status = error.status if isinstance(error, Refused) else 400
    return JSONResponse({"error": str(error)}, status_code=status)


async def _http_error(request: Request, error: Exception) -> Response:
    status = error.status_code if isinstance(error, HTTPException) else 500
    message = {404: "no such page", 405: "method not allowed"}.get(status, "bad request")
    return JSONResponse({"error": message}, status_code=status)


async def _internal(request: Request, error: Exception) -> Response:
    LOG.error("internal error on %s %s", request.method, request.url.path, exc_info=error)
    return JSONResponse({"error": "internal error (the server's log says more)"}, status_code=500)


def _guard(app: ASGIApp, hosts: frozenset[str] | None) -> ASGIApp:
    """Refuse foreign ``Host`` and ``Origin`` headers; add the security headers."""

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        origin = headers.get("origin")
        problem = None
        name = host.rpartition(":")[0] if host.rpartition(":")[2].isdigit() else host
        if hosts is not None and name.strip("[]") not in hosts:
            problem = (400, "unexpected Host header")
        elif origin is not None and origin.partition("://")[2] != host:
            problem = (403, "requests from other sites are refused")
        if problem is not None:
            response = JSONResponse({"error": problem[1]}, status_code=problem[0])
            await response(scope, receive, _with_headers(send, scope["path"]))
            return
        await app(scope, receive, _with_headers(send, scope["path"]))

    return guarded


def _with_headers(send: Send, path: str) -> Send:
    extra = [
        (b"content-security-policy", CSP.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
        (b"x-frame-options", b"DENY"),
        (b"cache-control", b"no-store"),
    ]

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", []), *extra]
        await send(message)

    return sending


def create_app(
    *,
    hosts: Iterable[str] | None = ("127.0.0.1", "localhost"),
    workers: int = 2,
    closing: asyncio.Event | None = None,
    on_ready: Callable[[], None] | None = None,
) -> ASGIApp:
    """The app: ``hosts`` are the names it answers to (``None``: any), ``workers`` the agents'.

    Setting ``closing`` answers the requests waiting for a change at once (the server
    sets it as it begins to stop); ``on_ready`` is called once the app has started.
    """

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        games = Games(workers, closing or asyncio.Event())
        app.state.games = games
        games.thinkers.warm()
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            games.close()

    routes = [
        Route("/", lobby),
        Route("/play/{id}", play),
        Route("/static/{name}", static),
        Route("/favicon.ico", no_icon),
        Route("/api/catalogue", games_catalogue),
        Route("/api/games", start, methods=["POST"]),
        Route("/api/games/{id}/view", game_view),
        Route("/api/games/{id}/act", act, methods=["POST"]),
        Route("/api/games/{id}/undo", undo, methods=["POST"]),
        Route("/api/games/{id}/replay", replay),
    ]
    handlers: dict[Any, Callable[[Request, Exception], Awaitable[Response]]] = {
        Refused: _refused,
        HTTPException: _http_error,
        Exception: _internal,
    }
    app = Starlette(routes=routes, exception_handlers=handlers, lifespan=lifespan)
    return _guard(app, None if hosts is None else frozenset(hosts))
