"""One seat's perfect-recall information state: what it has seen and done since the start.

A seat's observation (`Game.observe`) is what it sees *now*; a game-theoretic
information state must also remember what it saw before and what it chose. A
`Recall` is that record, built step by step from observations alone: each step of
the game (a decision or a chance outcome) adds the seat's own action if the seat
took it, and the seat's new observation if it differs from the last one it had. A
step the seat neither takes nor sees change anything adds nothing: the seat cannot
tell that it happened. Two histories therefore give the same `Recall` exactly when
the seat saw the same sequence of observations and took the same actions between
them, which is what the seat can distinguish.

The record is compact: the count of entries, of own actions, the last observation,
and a BLAKE2b-128 digest chained over the entries (an observation entry is its
canonical JSON, `to_json_value`), so its size does not grow with the game; two
different sequences share a digest with probability about 2**-128.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import attrs

from dinorules.kernel import AnyGame
from dinorules.kernel.codec import to_json_value

__all__ = ["DIGEST_BITS", "Recall", "Recorder"]

DIGEST_BITS = 128
"""The bits of a `Recall` digest (and of its run in an information-state tensor)."""


def _chained(digest: bytes, tag: bytes, entry: bytes) -> bytes:
    return hashlib.blake2b(digest + tag + entry, digest_size=DIGEST_BITS // 8).digest()


class Recorder:
    """A game's observers' shared memo: each observation's canonical bytes, made once.

    An observation's bytes are its JSON (`to_json_value`, keys and sets in a fixed
    order), the same in every process; a search meets the same observations again
    and again, so they are remembered by value (observations are hashable), up to
    `LIMIT` of them before the memo starts over.
    """

    LIMIT = 1 << 12

    __slots__ = ("_bytes", "game")

    def __init__(self, game: AnyGame) -> None:
        self.game = game
        self._bytes: dict[Any, bytes] = {}

    def observed(self, observation: Any) -> bytes:
        """``observation``'s canonical bytes."""
        found = self._bytes.get(observation)
        if found is None:
            data = to_json_value(observation)
            found = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
            if len(self._bytes) >= self.LIMIT:
                self._bytes.clear()
            self._bytes[observation] = found
        return found


@attrs.frozen
class Recall:
    """One seat's record of the game so far (see the module): a value, never changed."""

    seat: int
    observation: Any
    """The seat's latest observation."""
    entries: int
    """Observations seen (the first one included) and own actions, so far."""
    actions: int
    """The seat's own actions so far."""
    digest: bytes
    """BLAKE2b-128 chained over the entries, in order."""

    @classmethod
    def start(cls, recorder: Recorder, state: Any, seat: int, origin: bytes = b"") -> Recall:
        """The record at ``state`` as the first thing the seat sees (``origin``: a prefix)."""
        observation = recorder.game.observe(state, seat)
        start = hashlib.blake2b(b"seat %d" % seat + origin, digest_size=DIGEST_BITS // 8)
        seen = recorder.observed(observation)
        return cls(seat, observation, 1, 0, _chained(start.digest(), b"o", seen))

    def after(self, recorder: Recorder, actor: object, index: int, state: Any) -> Recall:
        """The record once ``actor`` played ``index`` and the game reached ``state``."""
        digest, entries, actions = self.digest, self.entries, self.actions
        if actor == self.seat:
            digest = _chained(digest, b"a", b"%d" % index)
            entries, actions = entries + 1, actions + 1
        observation = recorder.game.observe(state, self.seat)
        if observation != self.observation:
            digest = _chained(digest, b"o", recorder.observed(observation))
            entries += 1
        elif actions == self.actions:
            return self  # nothing the seat can tell happened
        return Recall(self.seat, observation, entries, actions, digest)

    def text(self) -> str:
        """The record as an information-state string: the seat, the counts, the digest."""
        return (
            f"seat {self.seat}; {self.entries} entries, {self.actions} own actions; "
            f"history {self.digest.hex()}"
        )

    def bits(self) -> list[float]:
        """The digest as `DIGEST_BITS` numbers, 0 or 1, most significant bit first."""
        value = int.from_bytes(self.digest, "big")
        return [float((value >> shift) & 1) for shift in range(DIGEST_BITS - 1, -1, -1)]
