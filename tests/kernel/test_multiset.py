"""`Multiset`: canonical form, arithmetic laws, dealing and drawing."""

from __future__ import annotations

import collections
import enum

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel import Multiset, Rng
from dinorules.kernel.multiset import trusted_multiset

items = st.lists(st.integers(min_value=0, max_value=6), max_size=12)
multisets = items.map(Multiset.of)
seeds = st.integers(min_value=0, max_value=2**64 - 1)


def _counter(m: Multiset[int]) -> collections.Counter[int]:
    return collections.Counter(m)


@given(st.data(), items)
def test_of_is_canonical(data: st.DataObject, xs: list[int]) -> None:
    shuffled = data.draw(st.permutations(xs))
    assert Multiset.of(shuffled) == Multiset.of(xs)
    assert hash(Multiset.of(shuffled)) == hash(Multiset.of(xs))
    m = Multiset.of(xs)
    assert list(m) == sorted(xs)
    assert m.counts == tuple(sorted(collections.Counter(xs).items()))


@given(st.data(), st.lists(st.tuples(st.integers(0, 6), st.integers(0, 4)), max_size=10))
def test_from_counts_is_canonical(data: st.DataObject, pairs: list[tuple[int, int]]) -> None:
    shuffled = data.draw(st.permutations(pairs))
    m = Multiset.from_counts(pairs)
    assert Multiset.from_counts(shuffled) == m
    expected = collections.Counter[int]()
    for item, count in pairs:
        expected[item] += count
    assert _counter(m) == +expected
    assert all(count > 0 for _, count in m.counts)
    assert m == Multiset.of(expected.elements())


def test_from_counts_merges_and_drops_zeros() -> None:
    m = Multiset.from_counts([("b", 1), ("a", 0), ("b", 2), ("c", 1)])
    assert m.counts == (("b", 3), ("c", 1))
    assert "a" not in m and m.count("a") == 0
    assert m.distinct() == ("b", "c")


def test_from_counts_rejects_negative_counts() -> None:
    with pytest.raises(ValueError, match="negative"):
        Multiset.from_counts([("a", -1)])


def test_empty_multiset() -> None:
    empty: Multiset[int] = Multiset()
    assert len(empty) == 0
    assert list(empty) == []
    assert empty == Multiset.of([]) == Multiset.from_counts([])


@given(multisets, st.integers(0, 6), st.integers(1, 3))
def test_add_then_remove_is_identity(m: Multiset[int], item: int, count: int) -> None:
    added = m.add(item, count)
    assert added.count(item) == m.count(item) + count
    assert len(added) == len(m) + count
    assert item in added
    assert added.remove(item, count) == m


@given(multisets, st.integers(0, 6))
def test_remove_too_many_raises(m: Multiset[int], item: int) -> None:
    with pytest.raises(ValueError, match="cannot remove"):
        m.remove(item, m.count(item) + 1)
    assert m == Multiset.of(list(m))


@given(multisets)
def test_remove_all_of_an_item(m: Multiset[int]) -> None:
    for item in m.distinct():
        gone = m.remove(item, m.count(item))
        assert item not in gone
        assert gone.count(item) == 0
        assert all(count > 0 for _, count in gone.counts)


@given(multisets, multisets)
def test_union_then_difference_is_identity(a: Multiset[int], b: Multiset[int]) -> None:
    both = a.union(b)
    assert both.difference(b) == a
    assert both.difference(a) == b
    assert len(both) == len(a) + len(b)
    assert _counter(both) == _counter(a) + _counter(b)


@given(multisets, multisets, multisets)
def test_union_is_commutative_and_associative(
    a: Multiset[int], b: Multiset[int], c: Multiset[int]
) -> None:
    assert a.union(b) == b.union(a)
    assert a.union(b).union(c) == a.union(b.union(c))
    assert a.union(Multiset()) == a


@given(multisets, multisets)
def test_difference_of_a_non_subset_raises(a: Multiset[int], b: Multiset[int]) -> None:
    extra = b.add(99)
    with pytest.raises(ValueError):
        a.difference(extra)


@given(multisets, seeds, st.lists(st.integers(min_value=0, max_value=4), max_size=4))
def test_deal_splits_exactly(m: Multiset[int], seed: int, sizes: list[int]) -> None:
    if sum(sizes) > len(m):
        with pytest.raises(ValueError, match="cannot deal"):
            m.deal(sizes, Rng.from_seed(seed))
        return
    hands, rng = m.deal(sizes, Rng.from_seed(seed))
    assert [len(hand) for hand in hands] == sizes
    dealt: Multiset[int] = Multiset()
    for hand in hands:
        dealt = dealt.union(hand)
    rest = m.difference(dealt)  # raises if the hands are not inside m
    assert len(rest) == len(m) - sum(sizes)
    assert isinstance(rng, Rng)


def test_deal_varies_with_the_seed() -> None:
    deck = Multiset.of(range(10))
    deals = {deck.deal([3, 3], Rng.from_seed(seed))[0] for seed in range(20)}
    assert len(deals) > 1


@given(multisets, seeds, st.integers(min_value=0, max_value=14))
def test_sample_without_replacement(m: Multiset[int], seed: int, size: int) -> None:
    if size > len(m):
        with pytest.raises(ValueError):
            m.sample(size, Rng.from_seed(seed))
        return
    drawn, _ = m.sample(size, Rng.from_seed(seed))
    assert len(drawn) == size
    m.difference(drawn)


@given(multisets.filter(len))
def test_draw_node_weights_equal_counts(m: Multiset[int]) -> None:
    node = m.draw_node()
    assert node.outcomes == m.distinct()
    assert node.weights == tuple(count for _, count in m.counts)
    assert sum(p for _, p in node.probabilities()) == 1


def test_mixed_types_are_ordered_canonically() -> None:
    a = Multiset.of([1, "a", 2, "b", 1])
    b = Multiset.of(["b", 1, "a", 1, 2])
    assert a == b
    assert a.count(1) == 2


def test_items_sort_by_type_name_then_value() -> None:
    """Strings (card names) sort among other types by their type name: number < str < tuple."""

    class Tag(str):
        pass

    mixed = Multiset.of(["b", ("x",), 2, "a", Tag("c"), "b"])
    assert mixed.distinct() == (Tag("c"), 2, "a", "b", ("x",))  # "Tag" < "number"
    assert mixed.count("b") == 2


class Species(enum.Enum):
    TREX = "t-rex"
    RAPTOR = "raptor"


def test_multiset_of_unorderable_hashable_items() -> None:
    a = Multiset.of([Species.RAPTOR, Species.TREX, Species.RAPTOR])
    b = Multiset.of([Species.TREX, Species.RAPTOR, Species.RAPTOR])
    assert a == b
    assert a.count(Species.RAPTOR) == 2


def test_a_trusted_multiset_equals_and_hashes_as_the_checked_one() -> None:
    made = trusted_multiset((("a", 2), ("b", 1)))
    assert made == Multiset.of("aba") and hash(made) == hash(Multiset.of("baa"))
    assert made.remove("a").counts == (("a", 1), ("b", 1))
