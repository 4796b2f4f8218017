"""Characters, life chips per player count, and dinosaur kinds, as data (IS-5, IS-R2).

`load_cast` reads the bundled ``cast.toml`` or a user's file: the characters in
dealing order (one may be marked ``joins_later``: Eric, IS-5.5), a set-up per
player count (pawns per human player and life chips, IS-5.2..5.4), and each
dinosaur kind with its abilities. Problems raise `DataError` naming the field.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import DataError, Value, value

from .loading import Table, check_keys, get, loader, read_toml, strings

__all__ = [
    "ABILITIES",
    "CARRY_TO_NEST",
    "RAPTOR",
    "SPINO_ONE",
    "Cast",
    "DinosaurKind",
    "Setup",
    "load_cast",
    "parse_cast",
]

SPINO_ONE: Final = "spino_one"
"""A dinosaur ability: its "Spino 1" removes the character (IS-14.1)."""
CARRY_TO_NEST: Final = "carry_to_nest"
"""A dinosaur ability: it carries defeated characters to the nest (IS-13.1)."""
RAPTOR: Final = "raptor"
"""A dinosaur ability: "Raptors Attack Spino" may send it (IS-17.2)."""
ABILITIES: Final = (SPINO_ONE, CARRY_TO_NEST, RAPTOR)
"""Every dinosaur ability."""
_SETUP: Final = ("players", "pawns_each", "chips", "late_chips")
MAX_ENTRIES: Final = 20
"""The most characters, set-ups or dinosaur kinds a cast may list (7, 3 and 4 in the standard)."""
MAX_CHIPS: Final = 100
"""The most life chips a character may start with (5 at most in the standard cast)."""


@value
class Setup(Value):
    """Pawns and life chips for one player count."""

    players: int
    pawns_each: int
    chips: int
    late_chips: int


@value
class DinosaurKind(Value):
    """A kind of dinosaur and its abilities."""

    name: str
    abilities: tuple[str, ...]


@value
class Cast(Value):
    """The characters (dealing order), the late joiner, set-ups and dinosaur kinds."""

    name: str
    characters: tuple[str, ...]
    late: str | None
    """The character set aside at the start (Eric), if any."""
    setups: tuple[Setup, ...]
    kinds: tuple[DinosaurKind, ...]
    source: str = attrs.field(default="", eq=False)
    """Where the data came from, for error messages (``cards file path/to.toml``)."""

    def setup(self, players: int) -> Setup:
        """The set-up for this player count; `KeyError` if the cast has none."""
        for setup in self.setups:
            if setup.players == players:
                return setup
        raise KeyError(players)


@loader
def load_cast(source: str) -> Cast:
    """The bundled cast (``"standard"``) or the cast in the TOML file at ``source``."""
    data, where = read_toml("cast", source)
    return parse_cast(data, where)


def parse_cast(data: Table, where: str = "cast") -> Cast:
    """Check parsed cast data and build the `Cast`; `DataError` names the bad field."""
    check_keys(data, {"name", "characters", "setups", "dinosaur_kinds"}, where)
    names: list[str] = []
    late: str | None = None
    for key in ("characters", "setups", "dinosaur_kinds"):
        found = data.get(key)
        if isinstance(found, list) and len(found) > MAX_ENTRIES:
            raise DataError(f"{where}.{key}: at most {MAX_ENTRIES} entries, got {len(found)}")
    for i, row in enumerate(get(data, "characters", list, where)):
        here = f"{where}.characters[{i}]"
        table = check_keys(row, {"name", "joins_later"}, here)
        name = get(table, "name", str, here)
        if not name or name in names:
            raise DataError(f"{here}.name: expected a new, non-empty name, got {name!r}")
        if get(table, "joins_later", bool, here, default=False):
            if late is not None:
                raise DataError(f"{here}.joins_later: only one character may join later")
            late = name
        names.append(name)
    starting = len(names) - (late is not None)
    setups = tuple(
        _parse_setup(row, starting, f"{where}.setups[{i}]")
        for i, row in enumerate(get(data, "setups", list, where))
    )
    kinds = tuple(
        _parse_kind(row, f"{where}.dinosaur_kinds[{i}]")
        for i, row in enumerate(get(data, "dinosaur_kinds", list, where))
    )
    if starting < 1:
        raise DataError(f"{where}.characters: at least one character must start on START")
    return Cast(
        name=get(data, "name", str, where),
        characters=tuple(names),
        late=late,
        setups=setups,
        kinds=kinds,
        source=where,
    )


def _parse_setup(row: object, starting: int, where: str) -> Setup:
    table = check_keys(row, set(_SETUP), where)
    setup = Setup(**{key: get(table, key, int, where) for key in _SETUP})
    if setup.players < 2:
        raise DataError(f"{where}.players: a game needs 2 or more players")
    if setup.pawns_each * (setup.players - 1) != starting:
        raise DataError(
            f"{where}.pawns_each: {setup.players - 1} human players with {setup.pawns_each} "
            f"pawns each must hold the {starting} starting characters"
        )
    if setup.chips < 0 or setup.late_chips < 0:
        raise DataError(f"{where}.chips: life chips must be 0 or more")
    for key in ("chips", "late_chips"):
        if getattr(setup, key) > MAX_CHIPS:
            raise DataError(
                f"{where}.{key}: must be at most {MAX_CHIPS}, got {getattr(setup, key)}"
            )
    return setup


def _parse_kind(row: object, where: str) -> DinosaurKind:
    table = check_keys(row, {"name", "abilities"}, where)
    abilities = strings(table.get("abilities", []), f"{where}.abilities")
    for ability in abilities:
        if ability not in ABILITIES:
            raise DataError(
                f"{where}.abilities: unknown ability {ability!r}; abilities are "
                f"{', '.join(ABILITIES)}"
            )
    return DinosaurKind(name=get(table, "name", str, where), abilities=abilities)
