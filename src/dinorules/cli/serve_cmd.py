"""``dinorules serve``: play in the browser (`dinorules.serve`, the ``web`` extra)."""

from __future__ import annotations

import argparse
import sys

from .common import UsageError

__all__ = ["add_serve_arguments", "run_serve"]

_WEB = ("starlette", "uvicorn", "anyio", "h11")
"""The modules of the web extra."""


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``serve``."""
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )
    parser.add_argument(
        "--port", type=int, default=8000, help="the port (default 8000; 0 for any free one)"
    )
    parser.add_argument(
        "--workers", type=int, default=2, help="processes the agents think in (default 2)"
    )


def run_serve(args: argparse.Namespace) -> int:
    """Serve until Ctrl-C."""
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be 0..65535, got {args.port}")
    if not 1 <= args.workers <= 64:
        raise UsageError(f"--workers must be 1..64, got {args.workers}")
    try:
        from dinorules.serve.server import serve  # noqa: PLC0415 - the web extra is optional
    except ModuleNotFoundError as error:
        if error.name not in _WEB:
            raise
        raise UsageError(
            f"serve needs the web extra ({error.name} is missing): pip install 'dinorules[web]'"
        ) from None

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        serve(host=args.host, port=args.port, workers=args.workers, say=say)
    except OSError as error:
        raise UsageError(
            f"cannot listen on {args.host}:{args.port}: {error.strerror or error}"
        ) from None
    print("dinorules: stopped", file=sys.stderr)
    return 0
