"""The one error a request can meet: `Refused`, answered as JSON with its status."""

from __future__ import annotations

__all__ = ["Refused"]


class Refused(Exception):  # noqa: N818 - a refusal, answered to the page, not a bug
    """A request the server will not carry out, with the HTTP status and a message to show.

    >>> error = Refused("it is seat 1's turn, not seat 0's", status=409)
    >>> error.status, str(error)
    (409, "it is seat 1's turn, not seat 0's")
    """

    def __init__(self, message: str, *, status: int = 400) -> None:
        super().__init__(message)
        self.status = status
