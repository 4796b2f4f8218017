"""`Variant`: one game's component data compiled once: roles, seats, tokens and meadow.

The three variants share one engine (BR-R2): Brunch plays the Triceratops roles
with the Raptor, Snack the Diplo roles with the T-Rexes, the team rules all four
roles with every carnivore. `Variant.build` compiles the validated data (`box`) and
a laid `Meadow` into the tables the rules read on every move (token effects, rays,
ready-made actions); states hold it. Two variants are equal when built from the same
data, variant, players and layout, and a pickle holds only those.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from dinorules.kernel import Compiled, DataError, FrozenMap, compiled, derived

from .actions import Hide, Reveal, Stolen
from .box import Components, TokenType
from .meadow import Meadow, Placements
from .pieces import (
    ASLEEP,
    BLUE_DIPLOS,
    BLUE_TRICERATOPS,
    DROWSY,
    FACE_DOWN,
    FACE_UP,
    HERBIVORE_CODES,
    PILE_PARTS,
    RAPTOR,
    ROLE_COUNT,
    SPECIES_NAMES,
    STACK,
    TEAMS,
    TREX,
    YELLOW_DIPLOS,
    YELLOW_TRICERATOPS,
    reserve_slot,
    role_herbivore,
    role_species,
    role_team,
)
from .state import ChanceEvent, Pending, Phase, Purpose

__all__ = ["ROLES", "TokenTable", "Variant"]

ROLES: Final = FrozenMap(
    {
        "brunch": (BLUE_TRICERATOPS, YELLOW_TRICERATOPS),
        "snack": (BLUE_DIPLOS, YELLOW_DIPLOS),
        "team": (BLUE_DIPLOS, YELLOW_DIPLOS, BLUE_TRICERATOPS, YELLOW_TRICERATOPS),
    }
)
"""Each variant's roles in turn order (BR-5.1, BR-15.1): 0-1 Diplos, 2-3 Triceratops."""
_NO_SEAT: Final = -1
_SEATS: Final[FrozenMap[tuple[str, int], tuple[int, ...]]] = FrozenMap(
    {
        ("brunch", 2): (_NO_SEAT, _NO_SEAT, 0, 1),
        ("snack", 2): (0, 1, _NO_SEAT, _NO_SEAT),
        ("team", 2): (0, 1, 0, 1),
        ("team", 3): (0, 1, 0, 2),
        ("team", 4): (0, 1, 2, 3),
    }
)
"""The seat playing each role, by variant and player count (BR-R2, BR-13.1, BR-15.2)."""
_CARNIVORE_CODES: Final = FrozenMap({"raptor": RAPTOR, "trex": TREX})


@compiled
class TokenTable(Compiled):
    """The token kinds of a variant: names, points, effects and parameters (BR-11).

    Its sources are the data set's token types and the boxes the variant mixes; a
    kind number is a name's index in `names` (first appearance in the data).
    """

    tokens: tuple[TokenType, ...]
    boxes: tuple[str, ...]
    names: tuple[str, ...] = derived()
    titles: tuple[str, ...] = derived()
    index: FrozenMap[str, int] = derived()
    points: tuple[int, ...] = derived()
    effects: tuple[str, ...] = derived()
    capacity: tuple[int, ...] = derived()
    carnivore: tuple[int, ...] = derived()
    remove: tuple[int, ...] = derived()
    full: tuple[int, ...] = derived()
    zero: tuple[int, ...] = derived()
    extra_action: tuple[int, ...] = derived()
    hideouts: tuple[int, ...] = derived()
    reveals: tuple[Reveal, ...] = derived()
    grass_names: tuple[str, ...] = derived()
    """How an observation shows a face-down token its team knows: 'grass:Fruit'."""
    name_order: tuple[int, ...] = derived()
    """The kinds sorted by name (the order of a `Multiset` of names)."""
    stolen: tuple[Stolen, ...] = derived()
    hides: tuple[Hide, ...] = derived()

    @classmethod
    def compile(cls, tokens: tuple[TokenType, ...], boxes: tuple[str, ...]) -> TokenTable:
        """The kinds of the boxes mixed; a name in both boxes is one kind (BR-14.4, BR-R27)."""
        kinds: dict[str, TokenType] = {}
        counts: dict[str, int] = {}
        for token in tokens:
            if token.box in boxes:
                kinds.setdefault(token.name, token)
                counts[token.name] = counts.get(token.name, 0) + token.count
        names = tuple(kinds)
        types = [kinds[n] for n in names]
        return cls(
            tokens=tokens,
            boxes=boxes,
            names=names,
            titles=tuple(t.title for t in types),
            index=FrozenMap((name, i) for i, name in enumerate(names)),
            points=tuple(t.points for t in types),
            effects=tuple(t.effect for t in types),
            capacity=tuple(t.capacity for t in types),
            carnivore=tuple(_CARNIVORE_CODES.get(t.carnivore, 0) for t in types),
            remove=tuple(t.remove for t in types),
            full=tuple(counts[n] for n in names),
            zero=(0,) * len(names),
            extra_action=_kinds_with(types, "extra_action"),
            hideouts=_kinds_with(types, "hideout"),
            reveals=tuple(Reveal(n) for n in names),
            grass_names=tuple(f"grass:{n}" for n in names),
            name_order=tuple(sorted(range(len(names)), key=lambda i: names[i])),
            stolen=tuple(Stolen(n) for n in names),
            hides=tuple(Hide(n) for n in names),
        )

    def __len__(self) -> int:
        return len(self.names)

    def __repr__(self) -> str:
        return f"TokenTable(names={self.names!r}, boxes={self.boxes!r})"


def _kinds_with(types: Iterable[TokenType], effect: str) -> tuple[int, ...]:
    return tuple(i for i, token in enumerate(types) if token.effect == effect)


@compiled
class Variant(Compiled):
    """Everything fixed for one game: rules variant, seats, tokens, figures and meadow.

    Its sources are the data set, the variant's name, the number of players and the
    laid meadow; `compile` derives every table the rules read.
    """

    components: Components
    name: str
    players: int
    meadow: Meadow
    tokens: TokenTable = derived()
    order: tuple[int, ...] = derived()
    next_role: tuple[int, ...] = derived()
    seat_of_role: tuple[int, ...] = derived()
    team_of_seat: tuple[int, ...] = derived()
    seats_of_team: tuple[tuple[int, ...], ...] = derived()
    team_roles: tuple[tuple[int, ...], ...] = derived()
    opponents: tuple[tuple[int, ...], ...] = derived()
    piece_totals: tuple[int, ...] = derived()
    piece_names: tuple[str, ...] = derived()
    """A figure's name by its square code (sleep flags included), for observations."""
    colours: tuple[str, str] = derived()
    role_names: tuple[str, ...] = derived()
    """Role names in this variant's colours: 'blue diplos' ... 'orange triceratops'."""
    stall_turns: int = derived()
    fallback_looks: int = derived()
    eat_events: tuple[ChanceEvent, ...] = derived()
    """Per square, the event of drawing the token being eaten there."""
    relocations: tuple[Pending, ...] = derived()
    """Per figure code, the decision where a charged figure goes (BR-7.3)."""
    hideout_slots: tuple[tuple[int, ...], ...] = derived()
    """Per role, where its face-up Hideouts are counted in `Tokens.piles`."""
    super_yum_slots: tuple[tuple[int, ...], ...] = derived()
    """Per role, where its usable Super Yums are counted in `Tokens.piles`."""
    pile_starts: tuple[tuple[int, ...], ...] = derived()
    """Per role and part, where its counts start in `Tokens.piles` (`Tokens.part`, no call)."""
    start_board: tuple[int, ...] = derived()
    start_reserve: tuple[int, ...] = derived()

    @classmethod
    def compile(cls, components: Components, name: str, players: int, meadow: Meadow) -> Variant:
        """Compile the tables of variant ``name`` for ``players`` on ``meadow``."""
        data = components.variant(name)
        order = ROLES[name]
        seats = _SEATS[name, players]
        tokens = TokenTable.build(components.tokens, data.boxes)
        totals = _piece_totals(components, order)
        board = _start_board(meadow, sum(tokens.full), components.source)
        start_reserve = tuple(
            total - sum(1 for _, code in meadow.eggs if code == role_herbivore(kind))
            for kind, total in enumerate(totals)
        )
        if any(n < 0 for n in start_reserve):
            raise DataError(f"{components.source}: more eggs than figures in variant {name!r}")
        # The orange Triceratops are the "yellow" team's in the team rules (BR-13.2).
        colours = ("blue", "orange") if name == "brunch" else ("blue", "yellow")
        roles = range(ROLE_COUNT)
        return cls(
            components=components,
            name=name,
            players=players,
            meadow=meadow,
            tokens=tokens,
            order=order,
            next_role=tuple(
                order[(order.index(r) + 1) % len(order)] if r in order else -1 for r in roles
            ),
            seat_of_role=seats,
            team_of_seat=tuple(role_team(seats.index(seat)) for seat in range(players)),
            seats_of_team=tuple(
                tuple(sorted({seats[r] for r in order if role_team(r) == team})) for team in TEAMS
            ),
            team_roles=tuple(tuple(r for r in order if role_team(r) == t) for t in TEAMS),
            opponents=tuple(tuple(o for o in order if role_team(o) != role_team(r)) for r in roles),
            piece_totals=totals,
            colours=colours,
            piece_names=_piece_names(colours),
            role_names=tuple(
                f"{colours[role_team(r)]} {('diplos', 'triceratops')[role_species(r)]}"
                for r in roles
            ),
            stall_turns=_stall_turns(order),
            fallback_looks=components.fallback_looks,
            relocations=tuple(
                Pending(Phase.PLACE, piece=code, purpose=Purpose.RELOCATE)
                for code in range(DROWSY + TREX + 1)
            ),
            eat_events=tuple(
                ChanceEvent(Phase.REVEAL_EAT, square=i) for i in range(len(meadow.squares))
            ),
            hideout_slots=_slots(tokens, FACE_UP, tokens.hideouts),
            super_yum_slots=_slots(tokens, STACK, tokens.extra_action),
            pile_starts=tuple(
                tuple((role * PILE_PARTS + part) * len(tokens) for part in range(PILE_PARTS))
                for role in roles
            ),
            start_board=board,
            start_reserve=start_reserve,
        )

    def __repr__(self) -> str:
        return f"Variant({self.name!r}, players={self.players}, layout={self.meadow.placements})"

    @property
    def placements(self) -> Placements:
        """The layout: each board's top-left square and quarter turns."""
        return self.meadow.placements


def _stall_turns(order: tuple[int, ...]) -> int:
    """Two game turns of every role's turn without progress end the game (BR-10.4, BR-R8)."""
    return 2 * len(order)


def _slots(tokens: TokenTable, part: int, kinds: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per role, the indices in `Tokens.piles` of ``kinds`` in ``part`` of its pile."""
    return tuple(
        tuple((role * PILE_PARTS + part) * len(tokens) + k for k in kinds)
        for role in range(ROLE_COUNT)
    )


def _piece_totals(components: Components, order: tuple[int, ...]) -> tuple[int, ...]:
    """Figures of each code (herbivores per colour, Raptor, T-Rex) the variant uses.

    The data's counts: 5 Triceratops per colour and 1 Raptor (BR-3.2, BR-3.3), 5 Diplos
    per colour and 2 T-Rexes (BR-19.1); a box's figures come with its roles.
    """
    diplos = components.piece_count("diplo") if BLUE_DIPLOS in order else 0
    triceratops = components.piece_count("triceratops") if BLUE_TRICERATOPS in order else 0
    raptor = components.piece_count("raptor") if BLUE_TRICERATOPS in order else 0
    trex = components.piece_count("trex") if BLUE_DIPLOS in order else 0
    return (diplos, diplos, triceratops, triceratops, raptor, trex)


def _piece_names(colours: tuple[str, str]) -> tuple[str, ...]:
    """Names by square code: 1-4 herbivores, 5 Raptor, 6 T-Rex; +8 asleep, +16 drowsy."""
    names = [""] * (DROWSY + TREX + 1)
    for code in HERBIVORE_CODES:
        role = reserve_slot(code)
        name = f"{colours[role_team(role)]} {SPECIES_NAMES[role_species(role)]}"
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
