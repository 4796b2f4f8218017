"""The `value` decorator: frozen attrs values with a fast, exact ``replace``."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel import GameState, Rng, Value, speedups, value
from tests.toy.game import GAME, ToyState


@value
class Point(Value):
    x: int
    y: int
    label: str = "p"


@value
class Bag(Value):
    count: int
    name: str
    items: tuple[int, ...]
    flag: bool
    extra: Point | None = None


@value
class Scored(GameState):
    score: int
    names: tuple[str, ...] = ()


@value
class Empty(Value):
    pass


def test_replace_changes_only_the_named_fields() -> None:
    p = Point(x=1, y=2, label="a")
    q = p.replace(y=5)
    assert q == Point(x=1, y=5, label="a")
    assert q.x == 1 and q.label == "a"


def test_replace_returns_the_same_type() -> None:
    q = Point(x=1, y=2).replace(x=3)
    assert type(q) is Point


def test_replace_leaves_the_original_unchanged() -> None:
    p = Point(x=1, y=2)
    before = hash(p)
    q = p.replace(x=9, label="moved")
    assert p == Point(x=1, y=2)
    assert hash(p) == before
    assert q is not p


def test_replace_without_changes_is_an_equal_copy() -> None:
    p = Point(x=1, y=2)
    q = p.replace()
    assert q == p and q is not p
    assert Empty().replace() == Empty()


def test_replace_unknown_field_raises_type_error() -> None:
    with pytest.raises(TypeError, match="z"):
        Point(x=1, y=2).replace(z=3)


def test_replace_takes_keywords_only() -> None:
    with pytest.raises(TypeError):
        Point(x=1, y=2).replace(3)  # type: ignore[call-arg]


def test_replace_on_a_subclass_sets_base_fields() -> None:
    rng = Rng(1)
    s = Scored(rng=rng, explicit_chance=False, score=3, names=("a",))
    t = s.replace(rng=Rng(2), score=4)
    assert type(t) is Scored
    assert t == Scored(rng=Rng(2), explicit_chance=False, score=4, names=("a",))
    assert s.rng == rng and s.score == 3
    assert s.replace(explicit_chance=True).explicit_chance is True


def test_replace_on_a_game_state() -> None:
    s = GAME.initial_state(seed=3)
    assert isinstance(s, ToyState)
    t = s.replace(round=2, rng=Rng(0))
    assert type(t) is ToyState
    assert t == attrs.evolve(s, round=2, rng=Rng(0))
    assert s == GAME.initial_state(seed=3)


def test_replace_on_an_undecorated_subclass_keeps_its_type() -> None:
    class Labelled(Point):
        pass

    p = Labelled(x=1, y=2)
    q = p.replace(x=3)
    assert type(q) is Labelled
    assert q == attrs.evolve(p, x=3)


def test_values_are_frozen() -> None:
    p = Point(x=1, y=2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        p.x = 5  # type: ignore[misc]
    s = Scored(rng=Rng(0), explicit_chance=False, score=1)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        s.rng = Rng(1)  # type: ignore[misc]
    assert p.x == 1 and s.rng == Rng(0)


def test_values_are_slotted() -> None:
    p = Point(x=1, y=2)
    assert not hasattr(p, "__dict__")
    with pytest.raises((AttributeError, attrs.exceptions.FrozenInstanceError)):
        p.other = 1  # type: ignore[attr-defined]


def test_values_are_equal_and_hashed_structurally() -> None:
    a = Bag(count=1, name="n", items=(1, 2), flag=True, extra=Point(x=0, y=0))
    b = Bag(count=1, name="n", items=(1, 2), flag=True, extra=Point(x=0, y=0))
    assert a == b and a is not b
    assert hash(a) == hash(b)
    assert len({a, b}) == 1
    assert a != a.replace(items=(2, 1))
    assert Point(x=1, y=2) != (1, 2, "p")


def test_repr_is_valid_python() -> None:
    p = Point(x=1, y=-2, label="a'b")
    assert eval(repr(p)) == p


_BAG_FIELDS = {
    "count": st.integers(),
    "name": st.text(max_size=5),
    "items": st.lists(st.integers(), max_size=4).map(tuple),
    "flag": st.booleans(),
    "extra": st.none() | st.builds(Point, x=st.integers(), y=st.integers()),
}


@given(
    st.fixed_dictionaries(_BAG_FIELDS).map(lambda fields: Bag(**fields)),
    st.fixed_dictionaries({}, optional=_BAG_FIELDS),
)
def test_replace_agrees_with_evolve(bag: Bag, changes: dict[str, object]) -> None:
    before = attrs.evolve(bag)
    replaced = bag.replace(**changes)
    assert replaced == attrs.evolve(bag, **changes)
    assert type(replaced) is Bag
    assert hash(replaced) == hash(attrs.evolve(bag, **changes))
    assert bag == before
    for name, new in changes.items():
        assert getattr(replaced, name) is new


@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.booleans(),
    st.integers(),
    st.fixed_dictionaries(
        {},
        optional={
            "rng": st.integers(min_value=0, max_value=2**64 - 1).map(Rng),
            "explicit_chance": st.booleans(),
            "score": st.integers(),
            "names": st.lists(st.text(max_size=3), max_size=3).map(tuple),
        },
    ),
)
def test_replace_agrees_with_evolve_on_game_state_subclass(
    state: int, explicit: bool, score: int, changes: dict[str, object]
) -> None:
    s = Scored(rng=Rng(state), explicit_chance=explicit, score=score)
    assert s.replace(**changes) == attrs.evolve(s, **changes)


def test_a_replaced_value_is_of_its_class_and_frozen() -> None:
    """``replace`` hands back a frozen value of the class itself."""
    q = Point(x=1, y=2).replace(x=3)
    assert type(q) is Point and q == Point(x=3, y=2) and hash(q) == hash(Point(x=3, y=2))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        q.x = 5  # type: ignore[misc]
    s = Scored(rng=Rng(0), explicit_chance=False, score=1).replace(score=2)
    assert type(s) is Scored and s.score == 2 and s.cached_legal is None
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        s.score = 3  # type: ignore[misc]


def test_a_value_repr_is_the_one_attrs_writes() -> None:
    """`value` shares one ``__repr__`` instead of compiling attrs' for each class: same text."""

    @attrs.frozen
    class Twin:
        x: int
        y: tuple[str, ...]
        hidden: int = attrs.field(default=0, repr=False)

    @value
    class Shown(Value):
        x: int
        y: tuple[str, ...]
        hidden: int = attrs.field(default=0, repr=False)

    assert repr(Shown(x=1, y=("a",), hidden=2)) == "Shown(x=1, y=('a',))"
    assert repr(Shown(x=1, y=("a",))) == repr(Twin(x=1, y=("a",))).replace("Twin", "Shown")
    assert repr(Point(x=1, y=2)) == "Point(x=1, y=2, label='p')"


# The compiled ``replace`` (`_speedups.c`), where built; the tests above run on it too.
_compiled = pytest.mark.skipif(not speedups.COMPILED, reason="the optional extension is not built")


@_compiled
def test_a_value_class_gets_the_compiled_replace_and_a_state_too() -> None:
    assert type(Point.replace).__name__ == "Replacer"
    assert type(ToyState.replace).__name__ == "Replacer"


def test_replace_resets_the_legal_action_cache() -> None:
    state = GAME.initial_state(seed=3)  # a settled decision: its legal actions are cached
    assert state.cached_legal is not None
    after = state.replace(round=state.round)
    assert after.cached_legal is None
    assert after == state and state.cached_legal is not None


def test_replace_refuses_a_derived_field() -> None:
    state = GAME.initial_state(seed=3)
    with pytest.raises(TypeError, match="cached_legal"):
        state.replace(cached_legal=())


@_compiled
def test_the_compiled_replace_shares_the_unchanged_fields() -> None:
    bag = Bag(count=1, name="n", items=(1, 2), flag=True, extra=Point(x=1, y=2))
    after = bag.replace(count=2, extra=None)
    assert after.items is bag.items and after.name is bag.name
    assert (after.count, after.extra) == (2, None)
    assert bag == Bag(count=1, name="n", items=(1, 2), flag=True, extra=Point(x=1, y=2))
