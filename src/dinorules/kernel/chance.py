"""Chance nodes: random events declared as data with exact probabilities.

A game at a random event (a die roll, a card drawn, a random steal) reports
`CHANCE` as its current player and describes the event as a `ChanceNode`: its
outcomes and their integer weights. The kernel either resolves the node from the
state's own `Rng` (the default) or shows it to the caller (``chance="explicit"``),
who picks the outcome. Weights are integers so that sampling is exact and
probabilities are exact `Fraction` values.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Any, Final, Literal

import attrs

from .rng import Rng

__all__ = ["CHANCE", "ChanceNode", "ChancePlayer", "Player"]


class ChancePlayer(enum.Enum):
    """The type of the `CHANCE` sentinel."""

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "dinorules.CHANCE"


CHANCE: Final = ChancePlayer.CHANCE
"""What ``current_player`` returns at a chance node."""

Player = int | None | Literal[ChancePlayer.CHANCE]
"""A current player: a seat number, `CHANCE`, or ``None`` once the game is over."""


def _check_weights(node: ChanceNode, _attribute: Any, weights: tuple[int, ...] | None) -> None:
    if not node.outcomes:
        raise ValueError("a chance node needs at least one outcome")
    if weights is None:
        return
    if len(weights) != len(node.outcomes):
        raise ValueError(f"{len(weights)} weights for {len(node.outcomes)} outcomes")


@attrs.frozen
class ChanceNode:
    """A random event: distinct outcomes and positive integer weights.

    ``weights=None`` means every outcome is equally likely.

    >>> die = ChanceNode(outcomes=(1, 2, 3), weights=(1, 1, 2))
    >>> die.probabilities()
    ((1, Fraction(1, 4)), (2, Fraction(1, 4)), (3, Fraction(1, 2)))
    """

    outcomes: tuple[Hashable, ...]
    weights: tuple[int, ...] | None = attrs.field(default=None, validator=_check_weights)

    @classmethod
    def from_counts(cls, counts: Sequence[tuple[Hashable, int]]) -> ChanceNode:
        """A draw from a multiset given as ``(item, count)`` pairs with count > 0."""
        return cls(
            outcomes=tuple(item for item, _ in counts),
            weights=tuple(count for _, count in counts),
        )

    def probabilities(self) -> tuple[tuple[Any, Fraction], ...]:
        """Each outcome with its exact probability; they sum to 1.

        Weights are checked here rather than at construction, which sits on the hot
        path of automatic chance; the conformance harness calls this at every node.
        """
        if self.weights is None:
            p = Fraction(1, len(self.outcomes))
            return tuple((outcome, p) for outcome in self.outcomes)
        if any(type(w) is not int or w <= 0 for w in self.weights):
            raise ValueError(f"chance weights must be positive integers, got {self.weights}")
        total = sum(self.weights)
        return tuple(
            (outcome, Fraction(weight, total))
            for outcome, weight in zip(self.outcomes, self.weights, strict=True)
        )

    def sample(self, rng: Rng) -> tuple[Any, Rng]:
        """An outcome drawn from ``rng`` with the node's probabilities."""
        weights = self.weights
        if weights is None:
            return rng.choice(self.outcomes)
        # Rng.weighted_index, inlined: the same ticket and the same scan.
        ticket, rng = rng.below(sum(weights))
        for outcome, weight in zip(self.outcomes, weights, strict=True):
            if ticket < weight:
                return outcome, rng
            ticket -= weight
        raise AssertionError("unreachable: ticket below the total weight")  # pragma: no cover
