"""`ChanceNode`: exact probabilities, validation, and sampling."""

from __future__ import annotations

import collections
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import dinorules
from dinorules.kernel import CHANCE, ChanceNode, ChancePlayer, Rng


@given(st.lists(st.integers(min_value=1, max_value=10**6), min_size=1, max_size=12))
def test_probabilities_are_exact_and_sum_to_one(weights: list[int]) -> None:
    outcomes = tuple(f"o{i}" for i in range(len(weights)))
    node = ChanceNode(outcomes=outcomes, weights=tuple(weights))
    probabilities = node.probabilities()
    assert tuple(o for o, _ in probabilities) == outcomes
    assert all(isinstance(p, Fraction) for _, p in probabilities)
    assert sum(p for _, p in probabilities) == 1
    total = sum(weights)
    for (_, p), w in zip(probabilities, weights, strict=True):
        assert p == Fraction(w, total)
        assert 0 < p <= 1


@given(st.integers(min_value=1, max_value=50))
def test_uniform_node(n: int) -> None:
    node = ChanceNode(outcomes=tuple(range(n)))
    assert node.weights is None
    probabilities = node.probabilities()
    assert [o for o, _ in probabilities] == list(range(n))
    assert {p for _, p in probabilities} == {Fraction(1, n)}
    assert sum(p for _, p in probabilities) == 1


def test_known_weighted_probabilities() -> None:
    node = ChanceNode(outcomes=("a", "b", "c"), weights=(1, 1, 2))
    assert node.probabilities() == (
        ("a", Fraction(1, 4)),
        ("b", Fraction(1, 4)),
        ("c", Fraction(1, 2)),
    )


def test_from_counts() -> None:
    node = ChanceNode.from_counts([("x", 3), ("y", 1)])
    assert node.outcomes == ("x", "y")
    assert node.weights == (3, 1)
    assert dict(node.probabilities()) == {"x": Fraction(3, 4), "y": Fraction(1, 4)}


@pytest.mark.parametrize(
    ("outcomes", "weights", "message"),
    [
        ((1, 2), (1, 0), "positive"),
        ((1, 2), (1, -1), "positive"),
        ((1, 2), (1,), "2 outcomes"),
        ((1, 2), (1, 1, 1), "2 outcomes"),
        ((1,), (1.5,), "positive"),
        ((), None, "at least one"),
        ((), (), "at least one"),
    ],
)
def test_bad_nodes_raise_value_error(
    outcomes: tuple[object, ...], weights: tuple[object, ...] | None, message: str
) -> None:
    """Shape is checked on construction; weight values when probabilities are asked for."""
    with pytest.raises(ValueError, match=message):
        node = ChanceNode(outcomes=outcomes, weights=weights)  # type: ignore[arg-type]
        node.probabilities()


def test_from_counts_rejects_zero_counts() -> None:
    with pytest.raises(ValueError, match="positive"):
        ChanceNode.from_counts([("x", 0), ("y", 2)]).probabilities()


def test_sample_frequencies_follow_the_weights() -> None:
    node = ChanceNode(outcomes=("a", "b", "c"), weights=(1, 2, 7))
    rng = Rng.from_seed(31)
    draws = 20_000
    counts = collections.Counter[str]()
    for _ in range(draws):
        outcome, rng = node.sample(rng)
        counts[outcome] += 1
    for outcome, p in node.probabilities():
        assert abs(counts[outcome] / draws - p) < 0.02


def test_uniform_sample_frequencies() -> None:
    node = ChanceNode(outcomes=(1, 2, 3, 4, 5, 6))
    rng = Rng.from_seed(32)
    draws = 12_000
    counts = collections.Counter[int]()
    for _ in range(draws):
        outcome, rng = node.sample(rng)
        counts[outcome] += 1
    assert set(counts) == set(node.outcomes)
    for outcome in node.outcomes:
        assert abs(counts[outcome] / draws - 1 / 6) < 0.02


@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.lists(st.integers(min_value=1, max_value=5), min_size=1, max_size=6),
)
def test_sample_is_pure_and_returns_an_outcome(seed: int, weights: list[int]) -> None:
    node = ChanceNode(outcomes=tuple(range(len(weights))), weights=tuple(weights))
    rng = Rng.from_seed(seed)
    first = node.sample(rng)
    assert first == node.sample(rng)
    assert first[0] in node.outcomes
    assert first[1] != rng


def test_chance_sentinel() -> None:
    assert dinorules.CHANCE is CHANCE is ChancePlayer.CHANCE
    assert repr(CHANCE) == "dinorules.CHANCE"
    assert CHANCE is not None
    assert all(seat != CHANCE for seat in range(10))
