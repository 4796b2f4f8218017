"""`Variant`: one game's fixed facts, compiled once: roles, seats, tokens and meadow.

The three variants share one engine (BR-R2): Brunch plays the Triceratops roles
with the Raptor, Snack the Diplo roles with the T-Rexes, the team rules all four
roles with every carnivore. A `Variant` is immutable; states hold it, so rules code
finds every table it needs (token effects, rays, ready-made actions) in one place.
Two variants are equal when built from the same data, options and layout.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, Final

from dinorules.kernel import DataError

from .actions import Hide, Reveal, Stolen
from .components import Components, TokenType
from .events import REVEAL_EAT, ChanceEvent
from .meadow import Meadow, Placements
from .pieces import (
    ASLEEP,
    DROWSY,
    FACE_DOWN,
    FACE_UP,
    RAPTOR,
    SPECIES_NAMES,
    STACK,
    TREX,
    role_team,
)

__all__ = ["ROLES", "TokenTable", "Variant"]

ROLES: Final = MappingProxyType({"brunch": (2, 3), "snack": (0, 1), "team": (0, 1, 2, 3)})
"""Each variant's roles in turn order (BR-5.1, BR-15.1): 0-1 Diplos, 2-3 Triceratops."""
_SEATS: Final = MappingProxyType(
    {
        ("brunch", 2): (-1, -1, 0, 1),
        ("snack", 2): (0, 1, -1, -1),
        ("team", 2): (0, 1, 0, 1),
        ("team", 3): (0, 1, 0, 2),
        ("team", 4): (0, 1, 2, 3),
    }
)
"""The seat playing each role, by variant and player count (BR-R2)."""
_CARNIVORE_CODES: Final = MappingProxyType({"raptor": RAPTOR, "trex": TREX})


class TokenTable:
    """The token kinds of a variant: names, points, effects and parameters (BR-11)."""

    __slots__ = (
        "_source",
        "capacity",
        "carnivore",
        "effects",
        "extra_action",
        "full",
        "grass_names",
        "hideouts",
        "hides",
        "index",
        "name_order",
        "names",
        "points",
        "remove",
        "reveals",
        "stolen",
        "titles",
        "zero",
    )
    _source: tuple[tuple[TokenType, ...], tuple[str, ...]]
    names: tuple[str, ...]
    titles: tuple[str, ...]
    index: Mapping[str, int]
    points: tuple[int, ...]
    effects: tuple[str, ...]
    capacity: tuple[int, ...]
    carnivore: tuple[int, ...]
    remove: tuple[int, ...]
    full: tuple[int, ...]
    zero: tuple[int, ...]
    extra_action: tuple[int, ...]
    hideouts: tuple[int, ...]
    reveals: tuple[Reveal, ...]
    grass_names: tuple[str, ...]
    """How an observation shows a face-down token its team knows: 'grass:Fruit'."""
    name_order: tuple[int, ...]
    """The kinds sorted by name (the order of a `Multiset` of names)."""
    stolen: tuple[Stolen, ...]
    hides: tuple[Hide, ...]

    def __init__(self, tokens: tuple[TokenType, ...], boxes: tuple[str, ...]) -> None:
        kinds: dict[str, TokenType] = {}
        counts: dict[str, int] = {}
        for token in tokens:
            if token.box in boxes:
                kinds.setdefault(token.name, token)
                counts[token.name] = counts.get(token.name, 0) + token.count
        names = tuple(kinds)
        values: dict[str, object] = {
            "_source": (tokens, boxes),
            "names": names,
            "titles": tuple(kinds[n].title for n in names),
            "index": MappingProxyType({name: i for i, name in enumerate(names)}),
            "points": tuple(kinds[n].points for n in names),
            "effects": tuple(kinds[n].effect for n in names),
            "capacity": tuple(kinds[n].capacity for n in names),
            "carnivore": tuple(_CARNIVORE_CODES.get(kinds[n].carnivore, 0) for n in names),
            "remove": tuple(kinds[n].remove for n in names),
            "full": tuple(counts[n] for n in names),
            "zero": (0,) * len(names),
            "extra_action": tuple(
                i for i, n in enumerate(names) if kinds[n].effect == "extra_action"
            ),
            "hideouts": tuple(i for i, n in enumerate(names) if kinds[n].effect == "hideout"),
            "reveals": tuple(Reveal(n) for n in names),
            "grass_names": tuple(f"grass:{n}" for n in names),
            "name_order": tuple(sorted(range(len(names)), key=lambda i: names[i])),
            "stolen": tuple(Stolen(n) for n in names),
            "hides": tuple(Hide(n) for n in names),
        }
        for name, content in values.items():
            object.__setattr__(self, name, content)

    def __setattr__(self, name: str, content: object) -> None:
        raise AttributeError(f"TokenTable is immutable; cannot set {name!r}")

    def __len__(self) -> int:
        return len(self.names)

    def __reduce__(self) -> tuple[Any, ...]:
        return (TokenTable, self._source)


class Variant:
    """Everything fixed for one game: rules variant, seats, tokens, figures and meadow."""

    __slots__ = (
        "_hash",
        "colours",
        "components",
        "eat_events",
        "fallback_looks",
        "hideout_slots",
        "key",
        "meadow",
        "name",
        "next_role",
        "opponents",
        "order",
        "piece_names",
        "piece_totals",
        "players",
        "role_names",
        "seat_of_role",
        "seats_of_team",
        "stall_turns",
        "start_board",
        "start_reserve",
        "super_yum_slots",
        "team_of_seat",
        "team_roles",
        "tokens",
    )
    name: str
    players: int
    components: Components
    meadow: Meadow
    tokens: TokenTable
    order: tuple[int, ...]
    next_role: tuple[int, ...]
    seat_of_role: tuple[int, ...]
    team_of_seat: tuple[int, ...]
    seats_of_team: tuple[tuple[int, ...], tuple[int, ...]]
    team_roles: tuple[tuple[int, ...], tuple[int, ...]]
    opponents: tuple[tuple[int, ...], ...]
    piece_totals: tuple[int, ...]
    piece_names: tuple[str, ...]
    """A figure's name by its square code (sleep flags included), for observations."""
    colours: tuple[str, str]
    role_names: tuple[str, ...]
    """Role names in this variant's colours: 'blue diplos' ... 'orange triceratops'."""
    stall_turns: int
    fallback_looks: int
    eat_events: tuple[ChanceEvent, ...]
    """Per square, the event of drawing the token being eaten there."""
    hideout_slots: tuple[tuple[int, ...], ...]
    """Per role, where its face-up Hideouts are counted in `Tokens.piles`."""
    super_yum_slots: tuple[tuple[int, ...], ...]
    """Per role, where its usable Super Yums are counted in `Tokens.piles`."""
    start_board: tuple[int, ...]
    start_reserve: tuple[int, ...]
    key: tuple[object, ...]
    _hash: int

    def __init__(self, components: Components, name: str, players: int, meadow: Meadow) -> None:
        data = components.variant(name)
        order = ROLES[name]
        seats = _SEATS[name, players]
        tokens = TokenTable(components.tokens, data.boxes)
        totals = _piece_totals(components, order)
        board = _start_board(meadow, sum(tokens.full), components.source)
        start_reserve = tuple(
            total - sum(1 for _, code in meadow.eggs if code == kind + 1)
            for kind, total in enumerate(totals)
        )
        key = (components, name, players, meadow.placements)
        colours = ("blue", "orange") if name == "brunch" else ("blue", "yellow")
        values: dict[str, object] = {
            "name": name,
            "players": players,
            "components": components,
            "meadow": meadow,
            "tokens": tokens,
            "order": order,
            "next_role": tuple(
                order[(order.index(r) + 1) % len(order)] if r in order else -1 for r in range(4)
            ),
            "seat_of_role": seats,
            "team_of_seat": tuple(role_team(seats.index(seat)) for seat in range(players)),
            "seats_of_team": tuple(
                tuple(sorted({seats[r] for r in order if role_team(r) == team})) for team in (0, 1)
            ),
            "team_roles": tuple(tuple(r for r in order if role_team(r) == t) for t in (0, 1)),
            "opponents": tuple(
                tuple(o for o in order if role_team(o) != role_team(r)) for r in range(4)
            ),
            "piece_totals": totals,
            "colours": colours,
            "piece_names": _piece_names(colours),
            "role_names": tuple(
                f"{colours[r & 1]} {('diplos', 'triceratops')[r >> 1]}" for r in range(4)
            ),
            "stall_turns": 2 * len(order),
            "fallback_looks": components.fallback_looks,
            "eat_events": tuple(
                ChanceEvent(REVEAL_EAT, square=i) for i in range(len(meadow.squares))
            ),
            "hideout_slots": tuple(
                tuple((role * 3 + FACE_UP) * len(tokens) + k for k in tokens.hideouts)
                for role in range(4)
            ),
            "super_yum_slots": tuple(
                tuple((role * 3 + STACK) * len(tokens) + k for k in tokens.extra_action)
                for role in range(4)
            ),
            "start_board": board,
            "start_reserve": start_reserve,
            "key": key,
            "_hash": hash(key),
        }
        for slot, content in values.items():
            object.__setattr__(self, slot, content)
        if any(n < 0 for n in start_reserve):
            raise DataError(f"{components.source}: more eggs than figures in variant {name!r}")

    def __setattr__(self, name: str, content: object) -> None:
        raise AttributeError(f"Variant is immutable; cannot set {name!r}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, Variant) and self.key == other.key

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from what defines it on unpickling; the tables are not pickled.
        return (Variant, (self.components, self.name, self.players, self.meadow))

    def __iter__(self) -> Iterator[str]:
        """What a JSON snapshot of a state shows of its variant (it never changes)."""
        yield f"{self.name}/{self.players}/{self.meadow.placements}/{self.components.source}"

    def __repr__(self) -> str:
        return f"Variant({self.name!r}, players={self.players}, layout={self.meadow.placements})"

    @property
    def placements(self) -> Placements:
        """The layout: each board's top-left square and quarter turns."""
        return self.meadow.placements


def _piece_totals(components: Components, order: tuple[int, ...]) -> tuple[int, ...]:
    """Figures of each code (herbivores per colour, Raptor, T-Rex) the variant uses."""
    diplos = components.piece_count("diplo") if 0 in order else 0
    triceratops = components.piece_count("triceratops") if 2 in order else 0
    raptor = components.piece_count("raptor") if 2 in order else 0
    trex = components.piece_count("trex") if 0 in order else 0
    return (diplos, diplos, triceratops, triceratops, raptor, trex)


def _piece_names(colours: tuple[str, str]) -> tuple[str, ...]:
    """Names by square code: 1-4 herbivores, 5 Raptor, 6 T-Rex; +8 asleep, +16 drowsy."""
    names = [""] * (DROWSY + TREX + 1)
    for code in range(1, 5):
        role = code - 1
        name = f"{colours[role & 1]} {SPECIES_NAMES[role >> 1]}"
        names[code] = name
        names[code + ASLEEP] = f"{name} (asleep)"
        names[code + DROWSY] = f"{name} (fell asleep this turn)"
    names[RAPTOR] = "raptor"
    names[TREX] = "t-rex"
    return tuple(names)


def _start_board(meadow: Meadow, tokens: int, source: str) -> tuple[int, ...]:
    """Herbivores on their eggs, a face-down token on every other square (BR-4.4)."""
    board = [FACE_DOWN] * len(meadow.squares)
    for square, code in meadow.eggs:
        board[square] = code
    free = board.count(FACE_DOWN)
    if free != tokens:
        raise DataError(
            f"{source}: tokens: the variant has {tokens} grass tokens for {free} free squares"
        )
    return tuple(board)
