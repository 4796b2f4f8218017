"""The boxes' components as data, read from TOML: token types, boards, figures, layouts.

``components.toml`` beside this module is the bundled ``"standard"`` data set (BR-3,
BR-19, BR-R1). `load_components` takes that name or the path of a TOML file with the
same tables; anything malformed raises `DataError` naming the file and the field,
e.g. ``tokens[3].count``. The rules never hard-code a component's numbers: token
counts, points and parameters, egg squares and figure counts all come from here;
`components.Variant` compiles them into the tables the rules read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from dinorules.kernel import DataError, FrozenMap, Value, value
from dinorules.kernel.data import DataSource, check_keys, get, loader, read_toml, strings, unique

__all__ = [
    "BOXES",
    "BUNDLED",
    "CARNIVORES",
    "EFFECTS",
    "LAYOUT_SIZES",
    "VARIANTS",
    "BoardType",
    "Components",
    "TokenType",
    "VariantData",
    "load_components",
    "parse_components",
]

BUNDLED: Final = FrozenMap({"standard": "components.toml"})
"""Data-set names accepted by `load_components` (and the ``components`` option).

The standard set holds both boxes: the Brunch boards and tokens (BR-3.1, BR-3.4)
and the Snack ones (BR-19.1, egg squares BR-19.15), each token's count and points
(BR-11.1, BR-11.4, BR-11.9, BR-11.14, BR-11.18, BR-11.21, BR-11.24).
"""
BOXES: Final = ("brunch", "snack")
"""The two boxes: Jurassic Brunch (Triceratops, Raptor) and Jurassic Snack (Diplos, T-Rexes)."""
VARIANTS: Final = ("brunch", "snack", "team")
CARNIVORES: Final = ("raptor", "trex")
LAYOUT_SIZES: Final = FrozenMap({"four": 4, "eight": 8})
"""Keys of a named layout: its placements for four boards and for eight."""
EFFECTS: Final = FrozenMap(
    {
        "birth": "place a dinosaur from your reserve on an empty square",
        "hideout": "kept face up; protects up to `capacity` of your tokens",
        "flower": "give it to an opponent and take one of their tokens at random",
        "sleep": "the eater falls asleep until woken by an Action",
        "carnivore": "the `carnivore` from the edge takes the eater's square",
        "extra_action": "discard on your turn for one more Action",
        "none": "no effect",
        "recon": "secretly look at every token of one board",
        "air_travel": "move any Diplo to any empty square",
        "air_raid": "move a T-Rex in play to any empty square",
        "eruption": "remove `remove` grass tokens unseen, back to the box",
    }
)
"""Every token effect keyword with what it does (docs/rules/brunch.md)."""

_TOKEN_KEYS: Final = FrozenMap(
    {
        "name": str,
        "title": str,
        "box": str,
        "count": int,
        "points": int,
        "effect": str,
        "capacity": int,
        "carnivore": str,
        "remove": int,
    }
)
_PARAMETERS: Final = FrozenMap(
    {"hideout": "capacity", "carnivore": "carnivore", "eruption": "remove"}
)
_PIECES: Final = ("diplo", "triceratops", "raptor", "trex")
MAX_PIECES: Final = 20
"""The most figures of one kind a data file may give (the box has 5 per colour, 2 T-Rexes)."""
MAX_NUMBER: Final = 100
"""The most a token's count, points, capacity or removals, or ``fallback_looks``, may be."""
MAX_ENTRIES: Final = 100
"""The most token types, boards or named layouts a data file may list."""
MAX_COORDINATE: Final = 99
"""A layout places each board's top-left square at a column and row in 0..99."""


@value
class TokenType(Value):
    """One type of grass token: its name, box, count, points and effect (BR-11, BR-19.7)."""

    name: str
    title: str
    box: str
    count: int
    points: int
    effect: str
    capacity: int = 0
    carnivore: str = ""
    remove: int = 0


@value
class BoardType(Value):
    """A 3x3 meadow board: its box and its two egg squares as (column, row) (BR-4.2)."""

    name: str
    box: str
    blue_egg: tuple[int, int]
    yellow_egg: tuple[int, int]


@value
class VariantData(Value):
    """The token boxes a variant mixes and the boards it lays, in layout order."""

    boxes: tuple[str, ...]
    boards: tuple[str, ...]


@value
class Components(Value):
    """A whole data set: figures, tokens, boards, variants and named layouts."""

    source: str
    pieces: tuple[tuple[str, int], ...]
    fallback_looks: int
    tokens: tuple[TokenType, ...]
    boards: tuple[BoardType, ...]
    variants: tuple[tuple[str, VariantData], ...]
    layouts: tuple[tuple[str, tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]], ...]

    def piece_count(self, piece: str) -> int:
        """How many figures of ``piece`` there are (per colour for herbivores)."""
        return dict(self.pieces)[piece]

    def variant(self, name: str) -> VariantData:
        """The boxes and boards of variant ``name``."""
        return dict(self.variants)[name]

    def board(self, name: str) -> BoardType:
        """The board called ``name``."""
        for board in self.boards:
            if board.name == name:
                return board
        raise KeyError(name)

    def layout(self, name: str, boards: int) -> tuple[tuple[int, int, int], ...] | None:
        """The named layout's placements for this many boards, or None if it has none."""
        for layout_name, sizes in self.layouts:
            if layout_name == name:
                return dict(sizes).get(boards)
        return None

    def layout_names(self, boards: int) -> tuple[str, ...]:
        """The named layouts that have placements for this many boards."""
        return tuple(name for name, sizes in self.layouts if boards in dict(sizes))


@loader
def load_components(source: DataSource) -> Components:
    """The bundled data set named ``source``, or the one in a user's file (`DataFile` or path)."""
    data, where = read_toml(source, what="components", package=__package__, bundled=BUNDLED)
    return parse_components(data, where)


def parse_components(data: Mapping[str, Any], where: str = "components") -> Components:
    """Check parsed TOML data and build `Components`; `DataError` names the bad field."""
    check_keys(data, {"pieces", "effects", "tokens", "boards", "variants", "layouts"}, where)
    pieces = get(data, "pieces", dict, where)
    check_keys(pieces, set(_PIECES), f"{where}: pieces")
    counts = tuple(
        (name, _count(pieces, name, f"{where}: pieces", 1, MAX_PIECES)) for name in _PIECES
    )
    effects = get(data, "effects", dict, where)
    check_keys(effects, {"fallback_looks"}, f"{where}: effects")
    looks = _count(effects, "fallback_looks", f"{where}: effects", 0, MAX_NUMBER)
    rows = get(data, "tokens", list, where)
    for key in ("tokens", "boards", "layouts"):
        found = data.get(key)
        if isinstance(found, list | dict) and len(found) > MAX_ENTRIES:
            raise DataError(f"{where}: {key}: at most {MAX_ENTRIES} entries, got {len(found)}")
    tokens = tuple(_parse_token(row, f"{where}: tokens[{i}]") for i, row in enumerate(rows))
    _check_token_names(tokens, where)
    board_table = get(data, "boards", dict, where)
    boards = tuple(
        _parse_board(name, row, f"{where}: boards.{name}") for name, row in board_table.items()
    )
    variants = _parse_variants(get(data, "variants", dict, where), boards, tokens, where)
    layouts = _parse_layouts(get(data, "layouts", dict, where), f"{where}: layouts")
    return Components(
        source=where,
        pieces=counts,
        fallback_looks=looks,
        tokens=tokens,
        boards=boards,
        variants=variants,
        layouts=layouts,
    )


def _parse_token(row: object, where: str) -> TokenType:
    if not isinstance(row, dict):
        raise DataError(f"{where}: expected a table of token fields, got {row!r}")
    check_keys(row, set(_TOKEN_KEYS), where)
    fields: dict[str, Any] = {}
    for key, kind in _TOKEN_KEYS.items():
        if key in row or key not in ("capacity", "carnivore", "remove"):
            fields[key] = get(row, key, kind, where)
    name = fields["name"]
    if not name or not name.isidentifier():
        raise DataError(f"{where}.name: {name!r} must be a word (letters, digits, _)")
    _check_choice(fields["box"], BOXES, f"{where}.box")
    _check_choice(fields["effect"], tuple(EFFECTS), f"{where}.effect", what="effect")
    if fields["count"] < 1:
        raise DataError(f"{where}.count: must be 1 or more, got {fields['count']}")
    if fields["points"] < 0:
        raise DataError(f"{where}.points: must be 0 or more, got {fields['points']}")
    _check_at_most(fields, ("count", "points", "capacity", "remove"), MAX_NUMBER, where)
    needed = _PARAMETERS.get(fields["effect"])
    for key in ("capacity", "carnivore", "remove"):
        if key in fields and key != needed:
            raise DataError(f"{where}.{key}: only a {_effect_of(key)} token has this field")
    if needed is not None and needed not in fields:
        raise DataError(f"{where}.{needed}: missing field (needed by a {fields['effect']} token)")
    if needed == "carnivore":
        _check_choice(fields["carnivore"], CARNIVORES, f"{where}.carnivore")
    elif needed is not None and fields[needed] < 1:
        raise DataError(f"{where}.{needed}: must be 1 or more, got {fields[needed]}")
    return TokenType(**fields)


def _check_at_most(fields: Mapping[str, Any], keys: tuple[str, ...], most: int, where: str) -> None:
    for key in keys:
        if fields.get(key, 0) > most:
            raise DataError(f"{where}.{key}: must be at most {most}, got {fields[key]}")


def _effect_of(key: str) -> str:
    return next(effect for effect, parameter in _PARAMETERS.items() if parameter == key)


def _check_token_names(tokens: tuple[TokenType, ...], where: str) -> None:
    """A name appears once per box; a name in both boxes means the same token (BR-R27)."""
    unique(((token.box, token.name) for token in tokens), f"{where}: tokens", what="box and name")
    first: dict[str, int] = {}
    for i, token in enumerate(tokens):
        if token.name not in first:
            first[token.name] = i
            continue
        other = tokens[first[token.name]]
        same = (other.points, other.effect, other.capacity, other.carnivore, other.remove)
        if same != (token.points, token.effect, token.capacity, token.carnivore, token.remove):
            raise DataError(
                f"{where}: tokens[{i}]: {token.name!r} differs from tokens[{first[token.name]}] "
                "(a name shared by both boxes must have the same points and effect)"
            )


def _parse_board(name: str, row: object, where: str) -> BoardType:
    if not isinstance(row, dict):
        raise DataError(f"{where}: expected a table of board fields, got {row!r}")
    check_keys(row, {"box", "eggs"}, where)
    box = get(row, "box", str, where)
    _check_choice(box, BOXES, f"{where}.box")
    eggs = get(row, "eggs", dict, where)
    check_keys(eggs, {"blue", "yellow"}, f"{where}.eggs")
    blue = _square(eggs, "blue", f"{where}.eggs")
    yellow = _square(eggs, "yellow", f"{where}.eggs")
    if blue == yellow:
        raise DataError(f"{where}.eggs: the blue and the yellow egg are both on {blue}")
    return BoardType(name=name, box=box, blue_egg=blue, yellow_egg=yellow)


def _square(table: Mapping[str, Any], key: str, where: str) -> tuple[int, int]:
    found = get(table, key, list, where)
    if len(found) != 2 or any(type(c) is not int or not 0 <= c <= 2 for c in found):
        raise DataError(f"{where}.{key}: expected [column, row] with both in 0..2, got {found!r}")
    return (found[0], found[1])


def _parse_variants(
    table: Mapping[str, Any],
    boards: tuple[BoardType, ...],
    tokens: tuple[TokenType, ...],
    where: str,
) -> tuple[tuple[str, VariantData], ...]:
    check_keys(table, set(VARIANTS), f"{where}: variants")
    known = {board.name: board for board in boards}
    result = []
    for name in VARIANTS:
        here = f"{where}: variants.{name}"
        row = get(table, name, dict, f"{where}: variants")
        check_keys(row, {"boxes", "boards"}, here)
        boxes = tuple(strings(get(row, "boxes", list, here), f"{here}.boxes"))
        for i, box in enumerate(boxes):
            _check_choice(box, BOXES, f"{here}.boxes[{i}]")
        names = tuple(strings(get(row, "boards", list, here), f"{here}.boards"))
        if len(names) not in LAYOUT_SIZES.values():
            raise DataError(f"{here}.boards: a variant lays 4 or 8 boards, got {len(names)}")
        for i, board in enumerate(names):
            if board not in known:
                raise DataError(f"{here}.boards[{i}]: unknown board {board!r}")
            if known[board].box not in boxes:
                raise DataError(f"{here}.boards[{i}]: board {board!r} is not from {boxes}")
        if not any(token.box in boxes for token in tokens):
            raise DataError(f"{here}.boxes: no token comes from {boxes}")
        result.append((name, VariantData(boxes=boxes, boards=names)))
    return tuple(result)


def _parse_layouts(
    table: Mapping[str, Any], where: str
) -> tuple[tuple[str, tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]], ...]:
    result = []
    for name, row in table.items():
        here = f"{where}.{name}"
        if not isinstance(row, dict):
            raise DataError(f"{here}: expected a table with 'four' and/or 'eight', got {row!r}")
        check_keys(row, set(LAYOUT_SIZES), here)
        sizes = []
        for key, size in LAYOUT_SIZES.items():
            if key in row:
                sizes.append((size, _placements(row[key], size, f"{here}.{key}")))
        result.append((name, tuple(sizes)))
    return tuple(result)


def _placements(found: object, size: int, where: str) -> tuple[tuple[int, int, int], ...]:
    if not isinstance(found, list) or len(found) != size:
        raise DataError(f"{where}: expected {size} [column, row, turns] triples, got {found!r}")
    for i, item in enumerate(found):
        if not isinstance(item, list) or len(item) != 3 or any(type(c) is not int for c in item):
            raise DataError(f"{where}[{i}]: expected [column, row, turns], got {item!r}")
        column, row, turns = item
        if not (0 <= column <= MAX_COORDINATE and 0 <= row <= MAX_COORDINATE and 0 <= turns <= 3):
            raise DataError(
                f"{where}[{i}]: expected column and row in 0..{MAX_COORDINATE} and turns in "
                f"0..3, got {item!r}"
            )
    return tuple((item[0], item[1], item[2]) for item in found)


def _count(table: Mapping[str, Any], key: str, where: str, least: int, most: int) -> int:
    found: int = get(table, key, int, where)
    if found < least:
        raise DataError(f"{where}.{key}: must be {least} or more, got {found}")
    if found > most:
        raise DataError(f"{where}.{key}: must be at most {most}, got {found}")
    return found


def _check_choice(found: str, allowed: tuple[str, ...], where: str, what: str = "value") -> None:
    if found not in allowed:
        choices = ", ".join(repr(a) for a in allowed)
        raise DataError(f"{where}: unknown {what} {found!r}; allowed: {choices}")
