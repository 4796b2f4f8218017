"""Running the app: bind the socket, serve with uvicorn, and stop cleanly on Ctrl-C.

The socket is bound before the server starts, so ``--port 0`` asks the system for a
free port and the line printed once the app is ready names the port it got. Ctrl-C
(or SIGTERM) answers the requests that wait for a change at once, lets the others
finish, stops every game's rivals and ends the agents' workers; the server writes no
file, so nothing is left half-written.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from types import FrameType
from typing import Final

import uvicorn

from .app import create_app

__all__ = ["serve"]

_GRACE: Final = 5
"""Seconds a request still running at Ctrl-C is given to finish."""


class _Server(uvicorn.Server):
    """uvicorn's server, which also tells the app the moment it begins to stop."""

    def __init__(self, config: uvicorn.Config, closing: asyncio.Event) -> None:
        super().__init__(config)
        self._closing = closing
        self._loop: asyncio.AbstractEventLoop | None = None

    async def serve(self, sockets: list[socket.socket] | None = None) -> None:
        self._loop = asyncio.get_running_loop()
        await super().serve(sockets)

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        super().handle_exit(sig, frame)
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._closing.set)


def _names(host: str) -> tuple[str, ...] | None:
    """The ``Host`` names the server answers to: its address and localhost's (any, on all)."""
    if host in ("0.0.0.0", "::", ""):  # noqa: S104 - the user asked for every address
        return None
    local = ("127.0.0.1", "localhost", "::1")
    return (host, *local) if host not in local else local


def serve(*, host: str, port: int, workers: int, say: Callable[[str], None]) -> None:
    """Serve until interrupted; ``say`` is given the line with the address once ready."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.create_server((host, port), family=family)
    bound = listener.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    closing = asyncio.Event()

    def ready() -> None:
        say(f"dinorules: serving on http://{shown}:{bound}/ (Ctrl-C to stop)")

    app = create_app(hosts=_names(host), workers=workers, closing=closing, on_ready=ready)
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=_GRACE,
        server_header=False,
        limit_concurrency=100,
    )
    try:
        _Server(config, closing).run(sockets=[listener])
    finally:
        listener.close()
