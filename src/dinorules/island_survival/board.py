"""The board as data: spaces in sections, links, barriers, and Figure 1 (IS-3.2, IS-R3).

`load_board` reads the bundled ``board.toml`` or a user's file into a `Board`, a
`BoardGraph` of the spaces plus what the rules need to know about them: START,
the beach's Draw Card space, the Pteranodon nest, the section names in crossing
order, the barriers (facing spaces with no link, IS-7.2) and each dinosaur's
start space. A malformed board, or one whose beach cannot be reached from START,
raises `DataError` naming the file and field.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import DataError, Value, value
from dinorules.kernel.graph import BoardGraph

from .loading import Table, check_keys, get, loader, read_toml, strings

__all__ = ["COVER", "DRAW", "HUMANS_ONLY", "TAGS", "Board", "DinosaurStart", "load_board"]

DRAW: Final = "draw"
"""Tag of a Draw Card space (IS-16.1)."""
HUMANS_ONLY: Final = "humans_only"
"""Tag of a Humans Only Shortcut space: dinosaurs never enter it (IS-20.1)."""
COVER: Final = "cover"
"""Tag of the cover between the trees: dinosaurs may stop there, never pass (IS-20.2)."""
TAGS: Final = (DRAW, HUMANS_ONLY, COVER)

_TOP: Final = frozenset(
    {
        "name",
        "start",
        "beach",
        "nest",
        "sections",
        "spaces",
        "links",
        "barriers",
        "dinosaurs",
    }
)
_SPACE: Final = frozenset({"id", "section", "x", "y", "tags"})
MAX_SPACES: Final = 1000
"""The most spaces a board may have (about 60 on the standard board)."""
MAX_ENTRIES: Final = 10_000
"""The most links, barriers, sections or dinosaurs a board may list."""
_DINOSAUR: Final = frozenset({"id", "kind", "start"})


@value
class DinosaurStart(Value):
    """One dinosaur of Figure 1: its name, its kind and its start space."""

    id: str
    kind: str
    start: str


@value
class Board(Value):
    """A checked board: the graph, its special spaces, barriers and dinosaur starts."""

    name: str
    graph: BoardGraph
    start: str
    beach: str
    nest: str | None
    sections: tuple[str, ...]
    places: tuple[tuple[float, float], ...] = attrs.field(eq=False)
    """Where each space is drawn (x, y), in the graph's space order (pictures only).

    Not compared: two boards that differ only in their drawing are the same board
    for the rules (and a state's JSON, which holds no float, leaves it out).
    """
    barriers: tuple[tuple[str, str], ...]
    dinosaurs: tuple[DinosaurStart, ...]
    source: str = attrs.field(default="", eq=False)
    """Where the data came from, for error messages (``cards file path/to.toml``)."""

    def tagged(self, space: str, tag: str) -> bool:
        """Whether ``space`` carries ``tag``."""
        return tag in self.graph.tags.get(space, ())


@loader
def load_board(source: str) -> Board:
    """The bundled board (``"standard"``) or the board in the TOML file at ``source``."""
    data, where = read_toml("board", source)
    return parse_board(data, where)


def parse_board(data: Table, where: str = "board") -> Board:
    """Check parsed board data and build the `Board`; `DataError` names the bad field."""
    check_keys(data, set(_TOP), where)
    name = get(data, "name", str, where)
    sections = strings(get(data, "sections", list, where), f"{where}.sections")
    if not sections or len(set(sections)) != len(sections):
        raise DataError(f"{where}.sections: expected distinct section names, got {sections!r}")
    rows = get(data, "spaces", list, where)
    if len(rows) > MAX_SPACES:
        raise DataError(f"{where}.spaces: at most {MAX_SPACES} spaces, got {len(rows)}")
    for key in ("links", "barriers", "sections", "dinosaurs"):
        found = data.get(key)
        if isinstance(found, list) and len(found) > MAX_ENTRIES:
            raise DataError(f"{where}.{key}: at most {MAX_ENTRIES} entries, got {len(found)}")
    ids, section_of, tags, places = _parse_spaces(rows, sections, where)
    known = set(ids)
    links = _parse_pairs(data.get("links", []), known, f"{where}.links")
    graph = BoardGraph.from_links(ids, links, tags=tags, sections=section_of, name=name)
    barriers = _parse_pairs(data.get("barriers", []), known, f"{where}.barriers")
    linked = set(graph.links) | {(b, a) for a, b in graph.links}
    for i, pair in enumerate(barriers):
        if pair in linked:
            raise DataError(f"{where}.barriers[{i}]: {pair!r} are also linked; a barrier blocks")
    start = _space(data, "start", known, where)
    beach = _space(data, "beach", known, where)
    nest = _space(data, "nest", known, where) if "nest" in data else None
    if DRAW not in tags.get(beach, ()) or beach not in section_of:
        raise DataError(f"{where}.beach: {beach!r} must be a Draw Card space of a section")
    if nest is not None and nest not in section_of:
        raise DataError(f"{where}.nest: {nest!r} must be in a section")
    if beach not in graph.reachable(start):
        raise DataError(f"{where}.beach: the beach {beach!r} is unreachable from {start!r}")
    for section in sections:
        if section not in section_of.values():
            raise DataError(f"{where}.sections: section {section!r} has no space")
    dinosaurs = _parse_dinosaurs(data.get("dinosaurs", []), section_of, tags, where)
    return Board(
        name=name,
        graph=graph,
        start=start,
        beach=beach,
        nest=nest,
        sections=sections,
        places=tuple(places[space] for space in ids),
        barriers=tuple(barriers),
        dinosaurs=dinosaurs,
        source=where,
    )


def _parse_spaces(
    rows: list[object], sections: tuple[str, ...], where: str
) -> tuple[list[str], dict[str, str], dict[str, tuple[str, ...]], dict[str, tuple[float, float]]]:
    ids: list[str] = []
    section_of: dict[str, str] = {}
    tags: dict[str, tuple[str, ...]] = {}
    places: dict[str, tuple[float, float]] = {}
    for i, row in enumerate(rows):
        here = f"{where}.spaces[{i}]"
        table = check_keys(row, set(_SPACE), here)
        space = get(table, "id", str, here)
        if not space or space in places:
            raise DataError(f"{here}.id: expected a new, non-empty space id, got {space!r}")
        section = get(table, "section", str, here, default=None)
        if section is not None:
            if section not in sections:
                raise DataError(f"{here}.section: unknown section {section!r}")
            section_of[space] = section
        space_tags = strings(table.get("tags", []), f"{here}.tags")
        for tag in space_tags:
            if tag not in TAGS:
                raise DataError(f"{here}.tags: unknown tag {tag!r}; tags are {', '.join(TAGS)}")
        tags[space] = space_tags
        x = get(table, "x", (int, float), here)
        y = get(table, "y", (int, float), here)
        ids.append(space)
        places[space] = (float(x), float(y))
    if not ids:
        raise DataError(f"{where}.spaces: a board needs spaces")
    return ids, section_of, tags, places


def _parse_pairs(rows: object, known: set[str], where: str) -> list[tuple[str, str]]:
    if not isinstance(rows, list):
        raise DataError(f"{where}: expected a list of [space, space] pairs")
    pairs: list[tuple[str, str]] = []
    seen: set[frozenset[str]] = set()
    for i, row in enumerate(rows):
        pair = strings(row, f"{where}[{i}]")
        if len(pair) != 2 or pair[0] == pair[1]:
            raise DataError(f"{where}[{i}]: expected two different spaces, got {row!r}")
        for space in pair:
            if space not in known:
                raise DataError(f"{where}[{i}]: unknown space {space!r}")
        if frozenset(pair) in seen:
            raise DataError(f"{where}[{i}]: duplicate pair {row!r}")
        seen.add(frozenset(pair))
        pairs.append((pair[0], pair[1]))
    return pairs


def _space(data: Table, key: str, known: set[str], where: str) -> str:
    space: str = get(data, key, str, where)
    if space not in known:
        raise DataError(f"{where}.{key}: unknown space {space!r}")
    return space


def _parse_dinosaurs(
    rows: object,
    section_of: dict[str, str],
    tags: dict[str, tuple[str, ...]],
    where: str,
) -> tuple[DinosaurStart, ...]:
    if not isinstance(rows, list):
        raise DataError(f"{where}.dinosaurs: expected a list of tables")
    found: list[DinosaurStart] = []
    for i, row in enumerate(rows):
        here = f"{where}.dinosaurs[{i}]"
        table = check_keys(row, set(_DINOSAUR), here)
        name = get(table, "id", str, here)
        if not name or any(d.id == name for d in found):
            raise DataError(f"{here}.id: expected a new, non-empty dinosaur id, got {name!r}")
        start = get(table, "start", str, here)
        if start not in section_of:
            raise DataError(f"{here}.start: {start!r} is not a space of a section")
        if HUMANS_ONLY in tags[start]:
            raise DataError(f"{here}.start: {start!r} is for humans only")
        found.append(DinosaurStart(id=name, kind=get(table, "kind", str, here), start=start))
    return tuple(found)
