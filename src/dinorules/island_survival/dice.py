"""The four dice as data: each a list of labelled faces with counts (IS-R4).

`load_dice` reads the bundled ``dice.toml`` or a user's file. A die's faces are
distinct labels, each on ``count`` sides, so a roll is a chance node whose outcome
probabilities are exact. Each die allows only its own fields (a movement face has
``steps``, a human-battle face ``escape``, ...); anything else raises `DataError`.
"""

from __future__ import annotations

from typing import Final

import attrs

from dinorules.kernel import DataError, FrozenMap, Value, value

from .loading import Table, check_keys, get, loader, read_toml

__all__ = [
    "CHARACTER_MOVEMENT",
    "DIE_NAMES",
    "DINOSAUR_BATTLE",
    "DINOSAUR_MOVEMENT",
    "HUMAN_BATTLE",
    "Dice",
    "Die",
    "Face",
    "load_dice",
    "parse_dice",
]

CHARACTER_MOVEMENT: Final = "character_movement"
"""The die a human player rolls to move (IS-8.2)."""
DINOSAUR_MOVEMENT: Final = "dinosaur_movement"
"""The die the dinosaur player rolls to move (IS-9.4)."""
HUMAN_BATTLE: Final = "human_battle"
"""The die an attacked character rolls to defend (IS-12.2)."""
DINOSAUR_BATTLE: Final = "dinosaur_battle"
"""The die the dinosaur player rolls to attack (IS-12.1) and in a Raptor duel (IS-17.2)."""
DIE_NAMES: Final = (CHARACTER_MOVEMENT, DINOSAUR_MOVEMENT, HUMAN_BATTLE, DINOSAUR_BATTLE)
_FIELDS: Final = FrozenMap(
    {
        CHARACTER_MOVEMENT: frozenset({"steps", "group"}),
        DINOSAUR_MOVEMENT: frozenset({"steps", "all"}),
        HUMAN_BATTLE: frozenset({"escape"}),
        DINOSAUR_BATTLE: frozenset({"lose", "spino"}),
    }
)
MAX_FACES: Final = 20
"""The most distinct faces a die may list (the standard dice have 3 to 5)."""
MAX_NUMBER: Final = 100
"""The most sides one face may cover (``count``)."""
MAX_EFFECT: Final = 20
"""The most spaces a face moves or escapes, or lives it takes (4 at most on the standard dice)."""
_REQUIRED: Final = FrozenMap(
    {
        CHARACTER_MOVEMENT: "steps",
        DINOSAUR_MOVEMENT: "steps",
        HUMAN_BATTLE: "",
        DINOSAUR_BATTLE: "lose",
    }
)


@value
class Face(Value):
    """One face of a die; fields a die does not use are 0 or False."""

    label: str
    count: int
    steps: int
    """Movement dice: move up to this many spaces."""
    group: bool
    """Character movement: "Group 3" (IS-8.4)."""
    all: bool
    """Dinosaur movement: "1 All" (IS-9.5)."""
    escape: int
    """Human battle: an Escape of this many spaces; 0 is a hit (IS-12.2)."""
    lose: int
    """Dinosaur battle: the lives lost; also its number in a Raptor duel (IS-17.4)."""
    spino: bool
    """Dinosaur battle: the "Spino 1" face (IS-14.1)."""


@value
class Die(Value):
    """A die: its faces in file order."""

    name: str
    faces: tuple[Face, ...]

    def face(self, label: str) -> Face:
        """The face with this label; `KeyError` if none."""
        for face in self.faces:
            if face.label == label:
                return face
        raise KeyError(label)


@value
class Dice(Value):
    """The character-movement, dinosaur-movement, human-battle and dinosaur-battle dice."""

    name: str
    character_movement: Die
    dinosaur_movement: Die
    human_battle: Die
    dinosaur_battle: Die
    source: str = attrs.field(default="", eq=False)
    """Where the data came from, for error messages (``cards file path/to.toml``)."""


@loader
def load_dice(source: str) -> Dice:
    """The bundled dice (``"standard"``) or the dice in the TOML file at ``source``."""
    data, where = read_toml("dice", source)
    return parse_dice(data, where)


def parse_dice(data: Table, where: str = "dice") -> Dice:
    """Check parsed dice data and build the `Dice`; `DataError` names the bad field."""
    check_keys(data, {"name", *DIE_NAMES}, where)
    dice = {
        die: _parse_die(die, get(data, die, list, where), f"{where}.{die}") for die in DIE_NAMES
    }
    return Dice(name=get(data, "name", str, where), **dice, source=where)


def _parse_die(die: str, rows: list[object], where: str) -> Die:
    if not rows:
        raise DataError(f"{where}: a die needs at least one face")
    if len(rows) > MAX_FACES:
        raise DataError(f"{where}: at most {MAX_FACES} faces, got {len(rows)}")
    faces: list[Face] = []
    for i, row in enumerate(rows):
        here = f"{where}[{i}]"
        table = check_keys(row, {"label", "count", *_FIELDS[die]}, here)
        required = _REQUIRED[die]
        if required and required not in table:
            raise DataError(f"{here}.{required}: missing field")
        face = Face(
            label=get(table, "label", str, here),
            count=get(table, "count", int, here, default=1),
            steps=get(table, "steps", int, here, default=0),
            group=get(table, "group", bool, here, default=False),
            all=get(table, "all", bool, here, default=False),
            escape=get(table, "escape", int, here, default=0),
            lose=get(table, "lose", int, here, default=0),
            spino=get(table, "spino", bool, here, default=False),
        )
        for key in ("count", "steps", "lose"):
            if key in ("count", required) and getattr(face, key) < 1:
                raise DataError(f"{here}.{key}: must be 1 or more, got {getattr(face, key)}")
        if face.escape < 0:
            raise DataError(f"{here}.escape: must be 0 or more, got {face.escape}")
        for key, most in (("count", MAX_NUMBER), ("steps", MAX_EFFECT), ("escape", MAX_EFFECT)):
            if getattr(face, key) > most:
                raise DataError(f"{here}.{key}: must be at most {most}, got {getattr(face, key)}")
        if face.lose > MAX_EFFECT:
            raise DataError(f"{here}.lose: must be at most {MAX_EFFECT}, got {face.lose}")
        if any(f.label == face.label for f in faces):
            raise DataError(f"{here}.label: duplicate face {face.label!r}; use count")
        faces.append(face)
    return Die(name=die, faces=tuple(faces))
