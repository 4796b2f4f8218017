"""Board graphs: boards of spaces joined by links (Island Survival, race lanes).

Spaces are string ids and their declared order is the canonical order: neighbours,
results and ties always come out in it. Links are undirected unless the graph is
``directed``. Spaces may carry tags ("draw", "safe", ...) and a section name.

Movement queries take an optional ``passable`` predicate: the spaces a walker may
enter and move on through (the start always counts). ``within`` and ``walks`` also
take ``can_end``, where a move may stop; it defaults to ``passable``, and may allow
an impassable space (say, an occupied one to attack) as the last step only.

A graph is a `Compiled` table: `BoardGraph.from_links` checks raw data and builds it;
its neighbour table is compiled once per distinct board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from pyrsistent import PMap, pmap

from .compiled import Compiled, compiled, derived
from .errors import DataError
from .frozen import FrozenMap

__all__ = ["BoardGraph", "SpacePredicate"]

SpacePredicate = Callable[[str], bool]
"""A test on a space id, such as "is this space free?"."""

_Test = SpacePredicate | None


@compiled
class BoardGraph(Compiled):
    """Spaces, the links between them, and each space's tags and section.

    >>> board = BoardGraph.from_links(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "d")])
    >>> board.neighbours("b")
    ('a', 'c')
    >>> dict(board.distances_from("a"))
    {'a': 0, 'b': 1, 'c': 2, 'd': 3}
    >>> board.within("a", 2, passable=lambda space: space != "b")
    ()
    """

    spaces: tuple[str, ...]
    links: tuple[tuple[str, str], ...]
    """The links in canonical order (each undirected link from its earlier space)."""
    directed: bool
    tags: PMap[str, frozenset[str]]
    sections: PMap[str, str]
    name: str

    position: FrozenMap[str, int] = derived()
    """Each space's place in the canonical order."""
    adjacent: FrozenMap[str, tuple[str, ...]] = derived()
    """The spaces one link away from each space (following link direction), in order."""

    @classmethod
    def compile(
        cls,
        spaces: tuple[str, ...],
        links: tuple[tuple[str, str], ...],
        directed: bool,
        tags: PMap[str, frozenset[str]],
        sections: PMap[str, str],
        name: str,
    ) -> BoardGraph:
        """Check the spaces, links, tags and sections; number the spaces; list the links."""
        position = _check_spaces(spaces, tags, sections, name)
        canonical = _check_links(links, position, directed, name)
        out: dict[str, list[str]] = {space: [] for space in position}
        for a, b in canonical:
            out[a].append(b)
            if not directed:
                out[b].append(a)
        by_position = position.__getitem__
        return cls(
            spaces=spaces,
            links=canonical,
            directed=directed,
            tags=tags,
            sections=sections,
            name=name,
            position=position,
            adjacent=FrozenMap((s, tuple(sorted(ns, key=by_position))) for s, ns in out.items()),
        )

    @classmethod
    def from_links(
        cls,
        spaces: Iterable[str],
        links: Iterable[tuple[str, str]],
        *,
        tags: Mapping[str, Iterable[str]] | None = None,
        sections: Mapping[str, str] | None = None,
        directed: bool = False,
        name: str = "board",
    ) -> BoardGraph:
        """Build and check a graph; a bad space, link or tag raises `DataError`."""
        spaces = tuple(spaces)
        frozen_tags: dict[str, frozenset[str]] = {}
        for space, space_tags in (tags or {}).items():
            if isinstance(space_tags, str) or not all(isinstance(t, str) for t in space_tags):
                raise DataError(f"board {name!r}: tags of {space!r} must be a list of strings")
            if space_tags or space not in spaces:
                frozen_tags[space] = frozenset(space_tags)
        pairs = []
        for link in links:
            if isinstance(link, str) or len(link) != 2:
                raise DataError(f"board {name!r}: link {link!r} is not a pair of spaces")
            pairs.append((link[0], link[1]))
        frozen_sections = pmap(sections or {})
        # Checked before `build`, whose memo would fail on an unhashable space first.
        position = _check_spaces(spaces, frozen_tags, frozen_sections, name)
        canonical = _check_links(pairs, position, directed, name)
        return cls.build(spaces, canonical, directed, pmap(frozen_tags), frozen_sections, name)

    def neighbours(self, space: str) -> tuple[str, ...]:
        """Return the spaces one link away (following link direction), in canonical order."""
        try:
            return self.adjacent[space]
        except KeyError:
            raise self._error(f"no space {space!r}") from None

    def tags_of(self, space: str) -> frozenset[str]:
        """Return the tags of a space (empty if it has none)."""
        self._require(space)
        return self.tags.get(space, frozenset())

    def tagged(self, tag: str) -> tuple[str, ...]:
        """Return the spaces carrying this tag, in canonical order."""
        return tuple(s for s in self.spaces if tag in self.tags.get(s, ()))

    def section_of(self, space: str) -> str | None:
        """Return the section a space belongs to, if any."""
        self._require(space)
        return self.sections.get(space)

    def distances_from(self, space: str, passable: _Test = None) -> FrozenMap[str, int]:
        """Return the fewest moves to each space reachable from ``space``, nearest first."""
        reached, blocked = self._flood(space, self.adjacent, passable)
        if not blocked:
            return FrozenMap(reached)
        return FrozenMap({s: d for s, d in reached.items() if s not in blocked})

    def reachable(self, space: str, passable: _Test = None) -> frozenset[str]:
        """Return every space reachable from ``space``, itself included."""
        return frozenset(self.distances_from(space, passable))

    def unreachable_from(self, space: str) -> tuple[str, ...]:
        """Return the spaces that no walk from ``space`` reaches, in canonical order."""
        reached = self.distances_from(space)
        return tuple(s for s in self.spaces if s not in reached)

    def nearest(
        self, space: str, predicate: SpacePredicate, passable: _Test = None
    ) -> tuple[str, ...]:
        """Return every closest space (maybe ``space`` itself) where ``predicate`` holds."""
        found = [(d, s) for s, d in self.distances_from(space, passable).items() if predicate(s)]
        best = min((d for d, _ in found), default=None)
        return self._canonical(s for d, s in found if d == best)

    def within(
        self, space: str, steps: int, passable: _Test = None, can_end: _Test = None
    ) -> tuple[str, ...]:
        """Return where a move of 1 to ``steps`` spaces from ``space`` may stop."""
        if steps < 1:
            self._require(space)
            return ()
        reached, blocked = self._flood(space, self.adjacent, passable, limit=steps)
        del reached[space]
        if can_end is None:
            return self._canonical(s for s in reached if s not in blocked)
        return self._canonical(s for s in reached if can_end(s))

    def walks(
        self, space: str, steps: int, passable: _Test = None, can_end: _Test = None
    ) -> tuple[tuple[str, ...], ...]:
        """Return every route of exactly ``steps`` moves that never revisits a space."""
        self._require(space)
        end = can_end or passable
        found: list[tuple[str, ...]] = []
        path = [space]

        def extend(left: int) -> None:
            for there in self.adjacent[path[-1]]:
                if there in path:
                    continue
                if left == 1:
                    if end is None or end(there):
                        found.append((*path, there))
                elif passable is None or passable(there):
                    path.append(there)
                    extend(left - 1)
                    path.pop()

        if steps == 0:
            return ((space,),)
        if steps > 0:
            extend(steps)
        return tuple(found)

    def _flood(
        self,
        start: str,
        table: Mapping[str, tuple[str, ...]],
        passable: _Test,
        *,
        limit: int | None = None,
    ) -> tuple[dict[str, int], set[str]]:
        """Breadth-first search: moves to each space reached, and the impassable ones."""
        self._require(start)
        reached, blocked = {start: 0}, set()
        frontier, moves = [start], 0
        while frontier and moves != limit:
            moves += 1
            following = []
            for here in frontier:
                for there in table[here]:
                    if there in reached:
                        continue
                    reached[there] = moves
                    if passable is None or passable(there):
                        following.append(there)
                    else:
                        blocked.add(there)
            frontier = following
        return reached, blocked

    def _canonical(self, spaces: Iterable[str]) -> tuple[str, ...]:
        return tuple(sorted(spaces, key=self.position.__getitem__))

    def _require(self, space: str) -> None:
        if space not in self.position:
            raise self._error(f"no space {space!r}")

    def _error(self, problem: str) -> DataError:
        return _error(self.name, problem)


def _error(name: str, problem: str) -> DataError:
    return DataError(f"board {name!r}: {problem}")


def _check_spaces(
    spaces: tuple[str, ...],
    tags: Mapping[str, frozenset[str]],
    sections: Mapping[str, str],
    name: str,
) -> FrozenMap[str, int]:
    """Number the spaces, checking them and the spaces that tags and sections name."""
    index: dict[str, int] = {}
    for space in spaces:
        if not isinstance(space, str):
            raise _error(name, f"space {space!r} is not a string")
        if space in index:
            raise _error(name, f"duplicate space {space!r}")
        index[space] = len(index)
    if not index:
        raise _error(name, "a board graph needs at least one space")
    for field, table in (("tags", tags), ("sections", sections)):
        for space in table:
            if space not in index:
                raise _error(name, f"{field} name unknown space {space!r}")
            if field == "sections" and not isinstance(table[space], str):
                raise _error(name, f"section of {space!r} is not a string")
    return FrozenMap(index)


def _check_links(
    links: Iterable[tuple[str, str]], index: Mapping[str, int], directed: bool, name: str
) -> tuple[tuple[str, str], ...]:
    """Check the links and put them in canonical order."""
    found: set[tuple[str, str]] = set()
    for a, b in links:
        unknown = [s for s in (a, b) if not isinstance(s, str) or s not in index]
        if unknown:
            raise _error(name, f"link {(a, b)!r} names unknown space {unknown[0]!r}")
        if a == b:
            raise _error(name, f"link {(a, b)!r} joins a space to itself")
        link = (a, b) if directed or index[a] < index[b] else (b, a)
        if link in found:
            raise _error(name, f"duplicate link {(a, b)!r}")
        found.add(link)
    return tuple(sorted(found, key=lambda link: (index[link[0]], index[link[1]])))
