"""Compiled component data (`compiled`, `derived`) and `FrozenMap`."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel import Compiled, FrozenMap, compiled, derived, to_json_value


@compiled
class Scores(Compiled):
    """A deck list of (name, score) pairs compiled into lookups."""

    cards: tuple[tuple[str, int], ...]
    score: FrozenMap[str, int] = derived()
    best: str = derived()

    @classmethod
    def compile(cls, cards: tuple[tuple[str, int], ...]) -> Scores:
        score = FrozenMap(cards)
        return cls(cards=cards, score=score, best=max(score, key=score.__getitem__))


CARDS = (("Compy", 1), ("T-Rex", 9), ("Raptor", 4))


def test_compile_fills_the_derived_fields() -> None:
    table = Scores.build(CARDS)
    assert table.score["Raptor"] == 4
    assert table.best == "T-Rex"


def test_build_compiles_once_for_equal_sources() -> None:
    assert Scores.build(CARDS) is Scores.build(tuple(list(CARDS)))


def test_equality_hash_and_repr_come_from_the_sources_only() -> None:
    a = Scores.compile(CARDS)
    b = Scores(cards=CARDS, score=FrozenMap(), best="nothing")
    assert a == b and hash(a) == hash(b)
    assert repr(a) == f"Scores(cards={CARDS!r})"
    assert a != Scores.compile(CARDS[:2])


def test_json_encodes_the_sources_only() -> None:
    assert to_json_value(Scores.build(CARDS)) == {
        "type": "Scores",
        "cards": [["Compy", 1], ["T-Rex", 9], ["Raptor", 4]],
    }


def test_a_pickle_holds_the_sources_and_rebuilds_through_build() -> None:
    table = Scores.build(CARDS)
    data = pickle.dumps(table)
    assert b"best" not in data  # the derived fields are not in the pickle
    restored = pickle.loads(data)
    assert restored is table  # rebuilt through the memo
    assert restored.score == table.score


def test_copies_are_the_object_itself() -> None:
    table = Scores.build(CARDS)
    assert copy.copy(table) is table
    assert copy.deepcopy(table) is table


def test_compiled_values_are_frozen() -> None:
    table = Scores.build(CARDS)
    with pytest.raises(AttributeError):
        table.best = "Compy"  # type: ignore[misc]


@given(st.dictionaries(st.text(max_size=3), st.integers()))
def test_frozen_map_equals_its_dict_hashes_by_content_and_pickles(items: dict[str, int]) -> None:
    table = FrozenMap(items)
    assert table == items
    assert hash(table) == hash(FrozenMap(reversed(list(items.items()))))
    restored = pickle.loads(pickle.dumps(table))
    assert type(restored) is FrozenMap and restored == table
    assert copy.deepcopy(table) is table
