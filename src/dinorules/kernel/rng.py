"""A pure, portable random generator: SplitMix64 as an immutable value.

Each draw returns ``(value, next_rng)``; the generator never changes. The
algorithm is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
number generators", OOPSLA 2014; the constants of Vigna's reference C code):

    state' = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state'
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 mod 2**64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB mod 2**64
    output = z ^ (z >> 31)

It uses only Python integer arithmetic, so a seed gives the same stream on every
platform, Python version and ``PYTHONHASHSEED``. Bounded integers use rejection
sampling on the 64-bit output, so they are exactly uniform.

>>> rng = Rng.from_seed(42)
>>> value, rng = rng.below(6)
>>> 0 <= value < 6
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs

from .errors import InvalidOptionError, short_repr
from .speedups import SPEEDUPS

__all__ = [
    "COMPILED",
    "MAX_SEED",
    "Rng",
    "below_state",
    "check_seed",
    "deal",
    "generator_at",
    "output_at",
    "seed_state",
    "split_state",
]

_T = TypeVar("_T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SPAN = 1 << 64
_SMALL = 1024
_LIMITS: tuple[int, ...] = (0, *(_SPAN - _SPAN % n for n in range(1, _SMALL)))
"""The rejection bound of `Rng.below` for each bound under ``_SMALL`` (decks, dice, seats)."""
MAX_SEED = _MASK
"""Seeds are integers in ``0 .. MAX_SEED`` (64 bits)."""


def check_seed(seed: object, name: str = "seed") -> int:
    """Return ``seed`` if it is a valid seed, else raise `InvalidOptionError`."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidOptionError(f"{name} must be an integer in 0..2**64-1, got {short_repr(seed)}")
    return seed


def _mix_python(z: int) -> int:
    """SplitMix64's output function of a 64-bit word; `_mix` is its compiled twin if built."""
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return z ^ (z >> 31)


_mix: Callable[[int], int] = SPEEDUPS.mix if SPEEDUPS is not None else _mix_python


def seed_state(seed: int) -> int:
    """The plain state of ``Rng.from_seed(seed)`` (the seed checked, then mixed).

    >>> seed_state(42) == Rng.from_seed(42).state
    True
    """
    return _mix(check_seed(seed))


def output_at(state: int) -> int:
    """The output ``next64`` draws from the generator at plain state ``state``.

    With `seed_state`, for code that derives many seeds at once (a simulation's
    streams) without a generator object per step.

    >>> output_at(Rng.from_seed(42).state) == Rng.from_seed(42).next64()[0]
    True
    """
    return _mix((state + _GAMMA) & _MASK)


@attrs.frozen(repr=False)
class Rng:
    """An immutable SplitMix64 generator; every draw returns the next generator."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """The generator for a 64-bit seed (mixed, so nearby seeds diverge)."""
        return cls(_mix(check_seed(seed)))

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#018x})"

    def next64(self) -> tuple[int, Rng]:
        """A uniform integer in ``0 .. 2**64-1``."""
        state = (self.state + _GAMMA) & _MASK
        return _mix(state), _make(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``0 .. n-1`` (rejection sampling, no modulo bias)."""
        value, state = below_state(self.state, n)
        rng: Rng = _new(Rng)  # _make, inlined: this is the hottest call of a game
        _set_state(rng, state)
        return value, rng

    def integer(self, low: int, high: int) -> tuple[int, Rng]:
        """A uniform integer in ``low .. high``, both included."""
        value, rng = self.below(high - low + 1)
        return low + value, rng

    def choice(self, items: Sequence[_T]) -> tuple[_T, Rng]:
        """A uniformly chosen item of a non-empty sequence."""
        index, rng = self.below(len(items))
        return items[index], rng

    def weighted_index(self, weights: Sequence[int]) -> tuple[int, Rng]:
        """An index drawn with probability ``weights[i] / sum(weights)``.

        Weights are non-negative integers with a positive sum, so the draw is exact.
        """
        if weights and min(weights) < 0:
            raise ValueError(f"weights must not be negative, got {list(weights)}")
        total = sum(weights)
        ticket, rng = self.below(total)
        for index, weight in enumerate(weights):
            if ticket < weight:
                return index, rng
            ticket -= weight
        raise AssertionError("unreachable: ticket below the total weight")  # pragma: no cover

    def weighted_choice(self, items: Sequence[_T], weights: Sequence[int]) -> tuple[_T, Rng]:
        """An item drawn with probability proportional to its integer weight."""
        index, rng = self.weighted_index(weights)
        return items[index], rng

    def draw_multiset(self, counts: Sequence[tuple[_T, int]]) -> tuple[_T, Rng]:
        """One element from a multiset given as ``(item, count)`` pairs.

        The probability of an item is its count over the total: a draw from a deck.
        """
        index, rng = self.weighted_index([count for _, count in counts])
        return counts[index][0], rng

    def shuffle(self, items: Sequence[_T]) -> tuple[tuple[_T, ...], Rng]:
        """A uniformly random permutation (Fisher-Yates), as a new tuple."""
        result = list(items)
        state = self.state
        for i in range(len(result) - 1, 0, -1):
            j, state = below_state(state, i + 1)  # `below`, on the plain state
            result[i], result[j] = result[j], result[i]
        return tuple(result), _make(state)

    def split(self) -> tuple[Rng, Rng]:
        """Two generators with independent-looking streams (for agents, sampling).

        The first starts at the next output, the second at the mix of the output
        after it (`split_state`).
        """
        left, right = split_state(self.state)
        return _make(left), _make(right)


_new = object.__new__
_set_state = Rng.__dict__["state"].__set__


def _make(state: int) -> Rng:
    """A generator at ``state``, without re-running ``__init__`` (hot path)."""
    rng: Rng = _new(Rng)
    _set_state(rng, state)
    return rng


def _below_state_python(state: int, n: int) -> tuple[int, int]:
    """`below_state` in Python: the reference for the compiled one, and its fallback.

    >>> rng = Rng.from_seed(7)
    >>> value, state = _below_state_python(rng.state, 6)
    >>> (value, generator_at(state)) == rng.below(6)
    True
    """
    if 0 < n < _SMALL:
        limit = _LIMITS[n]
    elif 0 < n <= _SPAN:
        limit = _SPAN - _SPAN % n
    else:
        raise ValueError(f"below() needs a bound in 1..2**64, got {n}")
    while True:
        state = (state + _GAMMA) & _MASK
        z = ((state ^ (state >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        z ^= z >> 31
        if z < limit:
            return z % n, state


def _split_state_python(state: int) -> tuple[int, int]:
    """`split_state` in Python: the reference for the compiled one, and its fallback.

    >>> rng = Rng.from_seed(7)
    >>> first, after = rng.next64()
    >>> second, _ = after.next64()
    >>> _split_state_python(rng.state) == (first, _mix(second ^ _GAMMA))
    True
    """
    first = (state + _GAMMA) & _MASK
    second = (first + _GAMMA) & _MASK
    return _mix_python(first), _mix_python(_mix_python(second) ^ _GAMMA)


below_state: Callable[[int, int], tuple[int, int]] = (
    SPEEDUPS.below_state if SPEEDUPS is not None else _below_state_python
)
"""`Rng.below` on a generator's plain state: ``(value, next state)``.

The kernel's own loops that draw many tickets in a row (`deal`, `Rng.shuffle`,
`playout.play_out`) keep the state as an integer and make one generator at the end
(`generator_at`) rather than a generator per draw; games and agents call those. It
is compiled when the optional extension is built, else the Python function; both
give the same draws.
"""
split_state: Callable[[int], tuple[int, int]] = (
    SPEEDUPS.split_state if SPEEDUPS is not None else _split_state_python
)
"""`Rng.split` on a generator's plain state: the plain states of the two generators.

For a stream split at every step (a simulation's seat at each of its decisions):
no generator object is made until one is needed (`generator_at`). Compiled with
`below_state`; both give the same states.
"""
COMPILED = below_state is not _below_state_python
"""Whether draws use the compiled SplitMix64 (`_speedups.c`, see `speedups`)."""


generator_at = _make
"""The generator whose plain state is ``state`` (after `below_state` draws)."""


def _deal_state_python(
    counts: Sequence[int],
    sizes: Sequence[int],
    state: int,
    into: Sequence[Sequence[int]] | None,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]:
    """`deal` on a generator's plain state: the reference for the compiled one, and its fallback."""
    left = list(counts)
    total = sum(left)
    if min(left, default=0) < 0:
        raise ValueError("counts must not be negative")
    if min(sizes, default=0) < 0:
        raise ValueError("sizes must not be negative")
    if sum(sizes) > total:
        raise ValueError(f"cannot deal hands of {list(sizes)} cards from a deck of {total}")
    if into is not None and len(into) != len(sizes):
        raise ValueError("into: one hand per size")
    hands = []
    for at, size in enumerate(sizes):
        hand = [0] * len(left) if into is None else list(into[at])
        if len(hand) != len(left):
            raise ValueError("into: a hand has a count per type")
        for _ in range(size):
            ticket, state = below_state(state, total)
            card = 0
            while ticket >= left[card]:
                ticket -= left[card]
                card += 1
            left[card] -= 1
            hand[card] += 1
            total -= 1
        hands.append(tuple(hand))
    return tuple(hands), tuple(left), state


_deal_state: Callable[
    [Sequence[int], Sequence[int], int, Sequence[Sequence[int]] | None],
    tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int],
] = SPEEDUPS.deal_state if SPEEDUPS is not None else _deal_state_python
"""`deal` on a generator's plain state, compiled when the optional extension is built."""


def deal(
    counts: Sequence[int],
    sizes: Sequence[int],
    rng: Rng,
    *,
    into: Sequence[Sequence[int]] | None = None,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], Rng]:
    """Hands of ``sizes[i]`` cards dealt from a deck holding ``counts[t]`` cards of type ``t``.

    The cards are dealt one at a time, hand after hand, into the hands ``into`` holds
    (counts per type, one hand per size; empty hands by default). Returns each hand's
    counts, the deck's counts left and the generator after the draws. Each card is
    drawn as `Rng.weighted_index` over the counts left draws it (a ticket below the
    deck's size, then the types in order), so dealing the cards one chance node at a
    time, or with this, gives the same hands from the same generator.

    >>> hands, left, _ = deal((2, 0, 1), (1, 1), Rng.from_seed(1))
    >>> sum(map(sum, hands)), sum(left), left[1]
    (2, 1, 0)
    """
    hands, left, state = _deal_state(counts, sizes, rng.state, into)
    return hands, left, generator_at(state)
