"""Board graphs: building, checking, distances, moves and walks."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel.errors import DataError
from dinorules.kernel.frozen import FrozenMap
from dinorules.kernel.graph import BoardGraph
from dinorules.testing import mutable_parts

#   a - b - c
#   |       |
#   d - e - f - g
SPACES = ("a", "b", "c", "d", "e", "f", "g")
LINKS = (("a", "b"), ("b", "c"), ("a", "d"), ("d", "e"), ("e", "f"), ("c", "f"), ("f", "g"))


def ring() -> BoardGraph:
    return BoardGraph.from_links(
        SPACES,
        LINKS,
        tags={"g": ["safe", "draw"], "c": ["draw"]},
        sections={"a": "beach", "b": "beach"},
        name="ring",
    )


# Building and checking


def test_links_are_stored_undirected_in_canonical_order() -> None:
    board = ring()
    assert board.links[:3] == (("a", "b"), ("a", "d"), ("b", "c"))
    assert board.neighbours("f") == ("c", "e", "g")
    reordered = [(b, a) for a, b in reversed(LINKS)]
    same = BoardGraph.from_links(
        SPACES, reordered, tags=board.tags, sections=board.sections, name="ring"
    )
    assert board == same
    assert hash(board) == hash(same)
    assert board != BoardGraph.from_links(SPACES, LINKS, name="ring")  # tags and sections differ


def test_tags_and_sections() -> None:
    board = ring()
    assert board.tags_of("g") == frozenset({"safe", "draw"})
    assert board.tags_of("a") == frozenset()
    assert board.tagged("draw") == ("c", "g")
    assert board.section_of("a") == "beach"
    assert board.section_of("g") is None


@pytest.mark.parametrize(
    ("spaces", "links", "extra", "message"),
    [
        (["a", "b", "a"], [], {}, "duplicate space 'a'"),
        (["a", "b"], [("a", "z")], {}, r"link \('a', 'z'\) names unknown space 'z'"),
        (["a", "b"], [("a", "a")], {}, "joins a space to itself"),
        (["a", "b"], [("a", "b"), ("b", "a")], {}, r"duplicate link \('b', 'a'\)"),
        (["a", "b"], [("a", "b", "c")], {}, "is not a pair"),
        (["a"], [], {"tags": {"q": ["safe"]}}, "tags name unknown space 'q'"),
        (["a"], [], {"tags": {"q": []}}, "tags name unknown space 'q'"),
        (["a"], [], {"tags": {"a": "safe"}}, "tags of 'a' must be a list"),
        (["a"], [], {"sections": {"q": "x"}}, "sections name unknown space 'q'"),
        ([], [], {}, "at least one space"),
    ],
)
def test_malformed_graphs_raise_data_error(
    spaces: list[str], links: list[Any], extra: dict[str, Any], message: str
) -> None:
    with pytest.raises(DataError, match=f"board 'isle': .*{message}"):
        BoardGraph.from_links(spaces, links, name="isle", **extra)


def test_directed_links_keep_both_directions_apart() -> None:
    board = BoardGraph.from_links("abc", [("a", "b"), ("b", "a"), ("b", "c")], directed=True)
    assert board.neighbours("b") == ("a", "c")
    assert board.neighbours("c") == ()
    assert board.unreachable_from("c") == ("a", "b")
    assert board.unreachable_from("a") == ()


def test_queries_about_an_unknown_space_raise_data_error() -> None:
    board = ring()
    with pytest.raises(DataError, match="board 'ring': no space 'z'"):
        board.neighbours("z")
    with pytest.raises(DataError, match="no space 'z'"):
        board.distances_from("z")
    with pytest.raises(DataError, match="no space 'z'"):
        board.within("z", 0)
    with pytest.raises(DataError, match="no space 'z'"):
        board.walks("z", 2)
    with pytest.raises(DataError, match="no space 'z'"):
        board.tags_of("z")


def test_graphs_pickle_and_hash() -> None:
    board = ring()
    clone = pickle.loads(pickle.dumps(board))
    assert clone == board
    assert hash(clone) == hash(board)
    assert clone.neighbours("f") == ("c", "e", "g")


def test_a_graph_is_a_compiled_table_and_holds_nothing_mutable() -> None:
    # Copies are the graph itself; a pickle holds the sources and is rebuilt by `build`.
    board = ring()
    assert ring() is board
    clone = pickle.loads(pickle.dumps(board))
    assert clone == board
    assert hash(clone) == hash(board)
    assert clone.adjacent == board.adjacent
    assert copy.copy(board) is board
    assert copy.deepcopy(board) is board
    assert copy.deepcopy([board])[0] is board
    assert mutable_parts(board) == ()
    directed = BoardGraph.from_links("abc", [("b", "a"), ("b", "c")], directed=True)
    assert pickle.loads(pickle.dumps(directed)) == directed
    assert mutable_parts(directed) == ()
    distances = board.distances_from("a", passable=lambda s: s != "b")
    assert isinstance(distances, FrozenMap)
    assert mutable_parts(distances) == ()
    assert pickle.loads(pickle.dumps(distances)) == distances


# Distances and moves on the hand-drawn ring


def test_bfs_distances_on_the_ring() -> None:
    board = ring()
    assert dict(board.distances_from("a")) == {
        "a": 0, "b": 1, "d": 1, "c": 2, "e": 2, "f": 3, "g": 4,
    }  # fmt: skip
    assert board.distances_from("g")["a"] == 4
    assert board.reachable("a") == frozenset(SPACES)


def test_impassable_spaces_are_not_entered() -> None:
    board = ring()
    distances = board.distances_from("a", passable=lambda s: s != "b")
    assert "b" not in distances
    assert distances["c"] == 4
    assert board.reachable("a", passable=lambda s: s not in "bd") == frozenset({"a"})


def test_within_lists_the_destinations_of_a_move() -> None:
    board = ring()
    assert board.within("a", 1) == ("b", "d")
    assert board.within("a", 2) == ("b", "c", "d", "e")
    assert board.within("a", 0) == ()
    assert board.within("a", 2, passable=lambda s: s != "b") == ("d", "e")
    # A move may stop on (attack) an impassable space but not pass through it.
    attack = board.within("a", 2, passable=lambda s: s != "b", can_end=lambda s: True)
    assert attack == ("b", "d", "e")
    assert board.within("a", 3, can_end=lambda s: "draw" in board.tags_of(s)) == ("c",)


def test_walks_list_every_route_of_exactly_n_moves() -> None:
    board = ring()
    assert board.walks("a", 0) == (("a",),)
    assert board.walks("a", 2) == (("a", "b", "c"), ("a", "d", "e"))
    assert board.walks("b", 3) == (("b", "a", "d", "e"), ("b", "c", "f", "e"), ("b", "c", "f", "g"))
    assert board.walks("a", 2, passable=lambda s: s != "b") == (("a", "d", "e"),)
    assert board.walks("a", 2, can_end=lambda s: s == "e") == (("a", "d", "e"),)
    assert len(board.walks("a", 7)) == 0


def test_nearest_returns_every_tie_in_canonical_order() -> None:
    board = ring()
    assert board.nearest("a", lambda s: s in "ec") == ("c", "e")
    assert board.nearest("a", lambda s: s in "ga") == ("a",)
    assert board.nearest("a", lambda s: s == "g", passable=lambda s: s != "f") == ()


def test_an_isolated_space_is_unreachable() -> None:
    board = BoardGraph.from_links((*SPACES, "h"), LINKS)
    assert board.unreachable_from("a") == ("h",)
    assert board.unreachable_from("h") == SPACES


# Properties on random connected graphs


@st.composite
def connected_graphs(draw: st.DrawFn) -> BoardGraph:
    """A connected undirected graph: a random spanning tree plus random extra links."""
    size = draw(st.integers(1, 9))
    spaces = [f"s{i}" for i in range(size)]
    links = {(spaces[draw(st.integers(0, i - 1))], spaces[i]) for i in range(1, size)}
    if size > 1:
        pair = st.tuples(st.integers(0, size - 1), st.integers(0, size - 1))
        extra = draw(st.lists(pair.filter(lambda p: p[0] < p[1]), max_size=8))
        links |= {(spaces[i], spaces[j]) for i, j in extra}
    return BoardGraph.from_links(spaces, sorted(links))


@st.composite
def graph_and_space(draw: st.DrawFn) -> tuple[BoardGraph, str]:
    board = draw(connected_graphs())
    return board, draw(st.sampled_from(board.spaces))


@given(case=graph_and_space())
def test_distances_change_by_at_most_one_along_a_link(case: tuple[BoardGraph, str]) -> None:
    board, start = case
    distances = board.distances_from(start)
    assert set(distances) == set(board.spaces)
    assert board.unreachable_from(start) == ()
    for a, b in board.links:
        assert abs(distances[a] - distances[b]) <= 1


@given(case=graph_and_space(), steps=st.integers(0, 5))
def test_within_grows_with_the_number_of_steps(case: tuple[BoardGraph, str], steps: int) -> None:
    board, start = case
    near, far = set(board.within(start, steps)), set(board.within(start, steps + 1))
    assert near <= far
    distances = board.distances_from(start)
    assert near == {s for s, d in distances.items() if 0 < d <= steps}


@given(case=graph_and_space(), steps=st.integers(1, 4), data=st.data())
def test_within_agrees_with_enumerated_walks(
    case: tuple[BoardGraph, str], steps: int, data: st.DataObject
) -> None:
    board, start = case
    blocked = data.draw(st.frozensets(st.sampled_from(board.spaces)))
    passable = lambda s: s not in blocked  # noqa: E731
    anywhere = lambda s: True  # noqa: E731
    ends = {
        walk[-1]
        for n in range(1, steps + 1)
        for walk in board.walks(start, n, passable=passable, can_end=anywhere)
    }
    assert set(board.within(start, steps, passable=passable, can_end=anywhere)) == ends
    for walk in board.walks(start, steps, passable=passable):
        assert len(walk) == steps + 1
        assert len(set(walk)) == len(walk)
        assert all(s not in blocked for s in walk[1:])
