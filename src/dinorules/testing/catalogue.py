"""Rule catalogues: every rule sentence of a rulebook, with a stable ID, and test coverage.

A game's catalogue is ``docs/rules/<game>.md`` (format in ``docs/rules/README.md``).
Each catalogued rule is a markdown list item opening with its bold ID::

    - **BR-3.2** (brunch.fr.txt:41) Un tricératops peut ... / A triceratops may ...
    - **BR-R4** *ruling* — what the book says; what we chose; why.
    - **BR-1.1** (brunch.fr.txt:3) *untestable* Punch out the pawns.

Tests cite IDs with ``@pytest.mark.rules("BR-3.2")``, and the code that implements
a rule names its ID in a docstring or comment; `check_coverage` compares both with
the catalogues. This module does not import pytest.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import attrs

from dinorules.kernel.errors import DataError

__all__ = [
    "RULE_ID",
    "CoverageReport",
    "GameCoverage",
    "RuleEntry",
    "check_coverage",
    "ids_in_source",
    "is_rule_id",
    "load_catalogues",
    "parse_catalogue",
    "rule_prefix",
]

RULE_ID = re.compile(r"[A-Z]{2}-R?\d+(?:\.\d+)*[a-z]?")
"""A rule ID: game prefix, optional ``R`` (ruling), dotted number, optional letter."""

_ITEM = re.compile(r"^(?P<indent>\s*)[-*+]\s+\*\*(?P<id>[^*]+)\*\*(?P<rest>.*)$")
# Bold text that was meant as an ID (letters, maybe a separator, a digit) must be valid;
# other bold openings (``- **Note:** ...``) are prose.
_ID_ATTEMPT = re.compile(r"^\s*[A-Za-z]{1,3}[-\u2013_.]?[Rr]?\d")
_SOURCE = re.compile(r"^\((?P<source>[^\s()]+:\d+(?:\s*[-\u2013,]\s*\d+)*)\)")
_FLAG = re.compile(r"^[*_](?P<flag>ruling|untestable)(?P<reason>[:\s][^*_]*)?[*_]", re.IGNORECASE)
_LEAD = re.compile(r"^[\s\u2014\u2013:-]+")
_FENCE = re.compile(r"^\s*(```|~~~)")


def is_rule_id(text: str) -> bool:
    """Whether ``text`` is a well-formed rule ID.

    >>> is_rule_id("BR-3.2"), is_rule_id("BR-R4"), is_rule_id("SC-12.1b")
    (True, True, True)
    >>> is_rule_id("br-3"), is_rule_id("BR-3."), is_rule_id("BR3")
    (False, False, False)
    """
    return RULE_ID.fullmatch(text) is not None


def rule_prefix(rule_id: str) -> str:
    """Return the game prefix of a rule ID.

    >>> rule_prefix("BR-R4")
    'BR'
    """
    return rule_id.partition("-")[0]


def _is_ruling_id(rule_id: str) -> bool:
    return rule_id.partition("-")[2].startswith("R")


@attrs.frozen
class RuleEntry:
    """One catalogued rule (or ruling): its ID, book reference, text and where it is."""

    id: str
    source: str | None
    text: str
    ruling: bool
    untestable: bool
    file: str
    line: int

    @property
    def where(self) -> str:
        """``file:line`` of the catalogue entry."""
        return f"{self.file}:{self.line}"


def parse_catalogue(path: str | os.PathLike[str]) -> tuple[RuleEntry, ...]:
    """Parse one catalogue file into its entries, in file order.

    Raises `DataError` naming ``file:line`` for a malformed or duplicate ID, a ruling
    marker on an ID without ``-R``, an entry without text, or IDs of two prefixes.
    """
    path = Path(path)
    file = str(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise DataError(f"{file}: cannot read rule catalogue: {exc}") from exc
    entries: list[RuleEntry] = []
    seen: dict[str, int] = {}
    in_fence = False
    index = 0
    while index < len(lines):
        raw = lines[index]
        index += 1
        if _FENCE.match(raw):
            in_fence = not in_fence
            continue
        match = None if in_fence else _ITEM.match(raw)
        if match is None:
            continue
        rule_id = match["id"]
        if not _ID_ATTEMPT.match(rule_id):
            continue  # a prose list item that opens with bold text
        where = f"{file}:{index}"
        if not is_rule_id(rule_id):
            raise DataError(
                f"{where}: malformed rule ID {rule_id!r} "
                f"(expected e.g. 'BR-3.2' or 'BR-R4', pattern {RULE_ID.pattern})"
            )
        if rule_id in seen:
            raise DataError(
                f"{where}: duplicate rule ID {rule_id!r} (first at {file}:{seen[rule_id]})"
            )
        if entries and rule_prefix(rule_id) != rule_prefix(entries[0].id):
            raise DataError(
                f"{where}: rule ID {rule_id!r} has prefix {rule_prefix(rule_id)!r}, but this "
                f"catalogue's IDs use {rule_prefix(entries[0].id)!r}"
            )
        seen[rule_id] = index
        rest = [match["rest"]]
        index = _continuation(lines, index, len(match["indent"]), rest)
        entries.append(_entry(rule_id, " ".join(rest), file, seen[rule_id]))
    return tuple(entries)


def _continuation(lines: list[str], index: int, indent: int, into: list[str]) -> int:
    """Append the indented continuation lines of a list item; return the next index."""
    while index < len(lines):
        raw = lines[index]
        stripped = raw.strip()
        own_indent = len(raw) - len(raw.lstrip())
        if not stripped or own_indent <= indent or _FENCE.match(raw):
            break
        nested = _ITEM.match(raw)
        if nested is not None and _ID_ATTEMPT.match(nested["id"]):
            break
        into.append(stripped)
        index += 1
    return index


def _entry(rule_id: str, rest: str, file: str, line: int) -> RuleEntry:
    """Split what follows the ID into source, flags and text."""
    where = f"{file}:{line}"
    source: str | None = None
    marked_ruling = untestable = False
    reasons: list[str] = []
    rest = rest.strip()
    while True:
        found = _SOURCE.match(rest) if source is None else None
        if found is not None:
            source = found["source"]
        elif (found := _FLAG.match(rest)) is not None:
            if found["flag"].lower() == "ruling":
                marked_ruling = True
            else:
                untestable = True
                if reason := (found["reason"] or "").strip(" :"):
                    reasons.append(f"({reason})")  # ``*untestable: reason*``
        else:
            break
        rest = rest[found.end() :].lstrip()
    text = " ".join([*reasons, _LEAD.sub("", rest).strip()]).strip()
    if marked_ruling and not _is_ruling_id(rule_id):
        raise DataError(
            f"{where}: {rule_id!r} is marked *ruling* but a ruling's ID has '-R' "
            f"(e.g. '{rule_prefix(rule_id)}-R1')"
        )
    if not text:
        raise DataError(f"{where}: rule {rule_id!r} has no text")
    return RuleEntry(
        id=rule_id,
        source=source,
        text=text,
        ruling=marked_ruling or _is_ruling_id(rule_id),
        untestable=untestable,
        file=file,
        line=line,
    )


def load_catalogues(
    *directories: str | os.PathLike[str],
) -> dict[str, tuple[RuleEntry, ...]]:
    """Parse every ``*.md`` catalogue (but ``README.md``) in the given directories.

    Keys are game names: the file stem, or the directory name for a file named
    ``rules.md`` (so ``tests/toy/rules.md`` is game ``toy``); sorted by name. Missing
    directories are skipped. Raises `DataError` for two catalogues of one game or an
    ID catalogued in two files.
    """
    catalogues: dict[str, tuple[RuleEntry, ...]] = {}
    files: dict[str, Path] = {}
    first: dict[str, RuleEntry] = {}
    for directory in directories:
        folder = Path(directory)
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.md")):
            if path.name.lower() == "readme.md" or not path.is_file():
                continue
            game = folder.resolve().name if path.stem == "rules" else path.stem
            if game in files:
                raise DataError(f"{path}: a second catalogue of game {game!r} ({files[game]})")
            entries = parse_catalogue(path)
            for entry in entries:
                if entry.id in first:
                    raise DataError(
                        f"{entry.where}: duplicate rule ID {entry.id!r} "
                        f"(first at {first[entry.id].where})"
                    )
                first[entry.id] = entry
            files[game] = path
            catalogues[game] = entries
    return dict(sorted(catalogues.items()))


@attrs.frozen
class GameCoverage:
    """Coverage counts of one game's catalogue."""

    game: str
    catalogued: int
    rulings: int
    untestable: int
    covered: int
    uncovered: tuple[RuleEntry, ...]
    untestable_ids: tuple[str, ...]
    unimplemented: tuple[RuleEntry, ...] | None = None
    """Testable entries whose ID the code names nowhere (``None``: the code was not searched)."""

    @property
    def testable(self) -> int:
        """Entries that need a test: all but the untestable ones."""
        return self.catalogued - self.untestable

    def line(self, width: int = 12) -> str:
        """One summary line, the game name padded to ``width``."""
        line = (
            f"{self.game:<{width}} {self.catalogued:>4} rules "
            f"({self.rulings} rulings, {self.untestable} untestable)  "
            f"{self.covered}/{self.testable} covered"
        )
        if self.unimplemented is not None:
            named = self.testable - len(self.unimplemented)
            line += f", {named}/{self.testable} named in the code"
        return line


@attrs.frozen
class CoverageReport:
    """Which catalogued rules no test cites, and which cited IDs no catalogue has."""

    games: tuple[GameCoverage, ...]
    unknown: Mapping[str, tuple[str, ...]]
    """Cited IDs found in no catalogue, each with the sorted node IDs of its tests."""
    prefixes: Mapping[str, str] = attrs.field(factory=dict)
    """Game name of each ID prefix seen in the catalogues."""

    @property
    def uncovered(self) -> tuple[str, ...]:
        """IDs of testable rules that no test cites, game by game in catalogue order."""
        return tuple(entry.id for game in self.games for entry in game.uncovered)

    @property
    def unimplemented(self) -> tuple[str, ...]:
        """IDs of testable rules that the source names nowhere."""
        return tuple(entry.id for game in self.games for entry in game.unimplemented or ())

    @property
    def ok(self) -> bool:
        """No uncovered or unimplemented rule and no unknown citation."""
        return not self.uncovered and not self.unknown and not self.unimplemented

    def format_summary(self, *, verbose: bool = False) -> str:
        """Format a small table, one line per game; ``verbose`` also lists untestable IDs.

        >>> entry = RuleEntry("TY-1", None, "Roll.", False, False, "rules.md", 3)
        >>> print(check_coverage({"toy": (entry,)}, {"TY-1": {"t::a"}}).format_summary())
        toy             1 rules (0 rulings, 0 untestable)  1/1 covered
        """
        if not self.games:
            return "no rule catalogues"
        width = max(12, *(len(game.game) for game in self.games))
        lines: list[str] = []
        for game in self.games:
            lines.append(game.line(width))
            if verbose and game.untestable_ids:
                lines.append(f"    untestable: {', '.join(game.untestable_ids)}")
        return "\n".join(lines)

    def format_problems(self, root: str | os.PathLike[str] | None = None) -> str:
        """Uncovered rules and unknown citations, grouped per game ('' when `ok`).

        ``root``, if given, shortens catalogue paths to be relative to it.
        """
        lines: list[str] = []
        if self.uncovered:
            lines.append(f"{len(self.uncovered)} catalogued rules are cited by no test:")
            for game in self.games:
                if game.uncovered:
                    lines.append(f"  {game.game}:")
                    lines.extend(
                        f"    {entry.id:<10} {_shorten(entry.text)}  "
                        f"[{_relative(entry.file, root)}:{entry.line}]"
                        for entry in game.uncovered
                    )
        if self.unimplemented:
            lines.append(
                f"{len(self.unimplemented)} catalogued rules are named nowhere in the code:"
            )
            for game in self.games:
                if game.unimplemented:
                    lines.append(f"  {game.game}: {', '.join(e.id for e in game.unimplemented)}")
        if self.unknown:
            lines.append(f"{len(self.unknown)} cited rule IDs are in no catalogue:")
            groups: dict[str, list[str]] = {}
            for rule_id in sorted(self.unknown):
                prefix = rule_prefix(rule_id)
                group = self.prefixes.get(prefix, f"{prefix} (no catalogue)")
                groups.setdefault(group, []).append(rule_id)
            for group, ids in sorted(groups.items()):
                lines.append(f"  {group}:")
                lines.extend(
                    f"    {rule_id:<10} cited by {test}"
                    for rule_id in ids
                    for test in self.unknown[rule_id]
                )
        return "\n".join(lines)


def _relative(file: str, root: str | os.PathLike[str] | None) -> str:
    if root is None:
        return file
    try:
        return os.path.relpath(file, root)
    except ValueError:  # another drive on Windows
        return file


def _shorten(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def ids_in_source(*directories: str | os.PathLike[str]) -> frozenset[str]:
    """Every rule ID named in the ``*.py`` files below ``directories`` (tests excluded).

    Files named ``test_*.py`` and ``conftest.py`` are skipped: a citation in a test
    is not an implementation.
    """
    found: set[str] = set()
    for directory in directories:
        for path in sorted(Path(directory).rglob("*.py")):
            if path.name.startswith("test_") or path.name == "conftest.py":
                continue
            found.update(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return frozenset(found)


def check_coverage(
    catalogues: Mapping[str, Iterable[RuleEntry]],
    cited: Mapping[str, set[str]],
    implemented: frozenset[str] | None = None,
) -> CoverageReport:
    """Compare catalogues (game -> entries) with citations (rule ID -> test node IDs).

    A testable entry is covered when some test cites it; untestable entries need no
    test. A cited ID that no catalogue has is unknown. With ``implemented`` (the IDs
    the source names, see `ids_in_source`), a testable entry it lacks is unimplemented.
    """
    cited_ids = {rule_id for rule_id, tests in cited.items() if tests}
    games: list[GameCoverage] = []
    known: set[str] = set()
    prefixes: dict[str, str] = {}
    for game, listed in sorted(catalogues.items()):
        entries = tuple(listed)
        testable = [entry for entry in entries if not entry.untestable]
        known.update(entry.id for entry in entries)
        for entry in entries:
            prefixes.setdefault(rule_prefix(entry.id), game)
        games.append(
            GameCoverage(
                game=game,
                catalogued=len(entries),
                rulings=sum(entry.ruling for entry in entries),
                untestable=len(entries) - len(testable),
                covered=sum(entry.id in cited_ids for entry in testable),
                uncovered=tuple(entry for entry in testable if entry.id not in cited_ids),
                untestable_ids=tuple(entry.id for entry in entries if entry.untestable),
                unimplemented=None
                if implemented is None
                else tuple(entry for entry in testable if entry.id not in implemented),
            )
        )
    unknown = {rule_id: tuple(sorted(cited[rule_id])) for rule_id in sorted(cited_ids - known)}
    return CoverageReport(games=tuple(games), unknown=unknown, prefixes=prefixes)
