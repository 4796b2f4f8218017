"""`FrozenMap`: no route short of interpreter introspection changes a compiled table.

Both implementations are checked: the compiled type (when built) and its Python twin.
"""

from __future__ import annotations

import contextlib
import copy
import pickle
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from dinorules.kernel import FrozenMap
from dinorules.kernel.frozen import _FrozenMap
from dinorules.testing import mutable_parts

KINDS = sorted({FrozenMap, _FrozenMap}, key=lambda kind: kind is _FrozenMap)


@pytest.fixture(params=KINDS, ids=lambda kind: "python" if kind is _FrozenMap else "compiled")
def kind(request: pytest.FixtureRequest) -> Any:
    return request.param


def changes(table: Any) -> list[Callable[[], object]]:
    """Every way to change a mapping in place, through its own methods and ``dict``'s."""
    return [
        lambda: table.__setitem__("b", 2),
        lambda: table.__delitem__("a"),
        lambda: table.clear(),  # noqa: PLW0108 - the method may not exist
        lambda: table.pop("a"),
        lambda: table.popitem(),  # noqa: PLW0108 - the method may not exist
        lambda: table.setdefault("b", 2),
        lambda: table.update(b=2),
        lambda: table.__ior__({"b": 2}),
        lambda: table.__init__({"b": 2}),
        lambda: type(table).__init__(table, {"b": 2}),
        lambda: dict.__setitem__(table, "b", 2),
        lambda: dict.__delitem__(table, "a"),
        lambda: dict.clear(table),
        lambda: dict.update(table, b=2),
        lambda: dict.setdefault(table, "b", 2),
        lambda: dict.pop(table, "a"),
        lambda: dict.__init__(table, {"b": 2}),
        lambda: dict.__ior__(table, {"b": 2}),
        lambda: setattr(table, "_items", {"b": 2}),
        lambda: table.__reduce__()[1][0].update(b=2),  # the pickle's items are a copy
        lambda: table.keys().mapping.update(b=2),  # type: ignore[attr-defined]
        lambda: vars(table).update(b=2),
    ]


def test_no_change_reaches_a_frozen_map_bug(kind: Any) -> None:
    table = kind({"a": 1})
    for change in changes(table):
        with contextlib.suppress(TypeError, AttributeError):
            change()
        assert table == {"a": 1}
        assert dict(table.items()) == {"a": 1}
    assert not isinstance(table, dict)
    assert isinstance(table, Mapping)


def test_reads_hashing_pickling_and_copies(kind: Any) -> None:
    table = kind({"a": 1, (1, 2): 3})
    assert table["a"] == 1 and table.get("z", 5) == 5 and table.get("z") is None
    assert (1, 2) in table and "q" not in table and len(table) == 2
    assert list(table) == ["a", (1, 2)] == list(table.keys())
    assert list(table.values()) == [1, 3]
    assert table == {(1, 2): 3, "a": 1} == kind([((1, 2), 3), ("a", 1)])
    assert table != {"a": 1}
    assert hash(table) == hash(kind({(1, 2): 3, "a": 1}))
    with pytest.raises(KeyError) as missing:
        table[(9, 9)]
    assert missing.value.args == ((9, 9),)
    restored = pickle.loads(pickle.dumps(table))
    assert type(restored) is FrozenMap and restored == dict(table.items())
    assert copy.copy(table) is table and copy.deepcopy(table) is table
    assert kind(table) is table
    assert repr(kind({"a": 1})) == "FrozenMap({'a': 1})"


def test_mutable_parts_reports_a_dict_subclass_that_claims_to_be_frozen() -> None:
    class Sealed(dict[str, int]):
        def __setitem__(self, key: str, value: int) -> None:
            raise TypeError("immutable")

    assert mutable_parts((FrozenMap({"a": 1}),)) == ()
    found = mutable_parts((Sealed(a=1),))
    assert len(found) == 1
    assert "a dict subclass" in found[0]
