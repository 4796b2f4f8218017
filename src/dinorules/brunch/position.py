"""Jurassic Brunch positions: the meadow as a picture, the piles by token name (BR-R29).

A fresh two-player Jurassic Brunch reads like this (``docs/rules/brunch.md``,
"Positions")::

    brunch; meadow [~ ~ ~ ~ ~ ~, ~ bT ~ bT ~ oT, ~ oT ~ ~ ~ ~, oT ~ ~ ~ ~ ~,
    ~ ~ ~ ~ oT ~, ~ ~ bT ~ bT ~]; reserve {RA, bT, oT}; usable {bT: {}, oT: {}};
    hidden {bT: {}, oT: {}}; face_up {bT: {}, oT: {}}; pool {Birth*3, ...};
    box []; box_unknown 0; discard {}; turn bT; actions_left 1; ...; phase main;
    chance -; rng 0x...

The meadow is one text per row, row 0 at the top, a cell per column: ``.`` empty,
``~`` a face-down token nobody has drawn, ``~Fruit`` one drawn (``~Fruit@b``: the
blue team knows it), a figure by colour and species (``bT``, ``oT``, ``yD``, ``RA``
the Raptor, ``TX`` a T-Rex; ``z`` asleep, ``zz`` fell asleep this turn), ``_`` no
square. Roles are named by their figures (``bT`` the blue Triceratops); token piles
are multisets of token names. The builder (`BrunchBuilder`) sets the meadow, piles
and turn in the game's words and works out the reserve and the tokens left to draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import attrs

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import USER_FILE, Notation, PositionBuilder, PositionError, View

from .components import Variant
from .options import STANDARD_COMPONENTS
from .pieces import (
    ASLEEP,
    DROWSY,
    EMPTY,
    FACE_DOWN,
    FACE_UP,
    FIGURE_BITS,
    HIDDEN,
    PILE_PARTS,
    RAPTOR,
    ROLE_COUNT,
    STACK,
    TEAMS,
    TREX,
    grass_code,
    grass_kind,
    role_herbivore,
    role_species,
    role_team,
)
from .state import BrunchState, ChanceEvent, Pending, Phase, Purpose, Tokens

__all__ = ["NOTATION", "BrunchBuilder", "Decision", "Event"]

RULE = "BR-R29"
"""The ruling that defines the notation."""
Square = tuple[int, int]
_Piles = FrozenMap[str, Multiset[str]]
_NO_SQUARE = "_"
_EMPTY = "."
_GRASS = "~"
_KNOWN = "@"
_ASLEEP = "z"
_DROWSY = "zz"
_CARNIVORES: Final = FrozenMap({RAPTOR: "RA", TREX: "TX"})


# --- Names: figures, roles, teams, tokens, squares ------------------------------


def _role_code(variant: Variant, role: int) -> str:
    """A role's name in a position: its herbivores' colour letter and species (``bT``)."""
    return variant.colours[role_team(role)][0] + "DT"[role_species(role)]


def _figure_code(variant: Variant, code: int) -> str:
    """A figure's cell: ``bT``, ``RA``; ``z`` asleep, ``zz`` fell asleep this turn."""
    figure = code & FIGURE_BITS
    name = _CARNIVORES.get(figure) or _role_code(variant, figure - 1)
    if code & DROWSY:
        return name + _DROWSY
    return name + _ASLEEP if code & ASLEEP else name


def _figures(variant: Variant) -> dict[str, int]:
    """Every figure cell of the variant's colours and its square code."""
    codes = [role_herbivore(role) for role in range(ROLE_COUNT)]
    found = {_figure_code(variant, code): code for code in (*_CARNIVORES, *codes)}
    for code in codes:
        found[_figure_code(variant, code + ASLEEP)] = code + ASLEEP
        found[_figure_code(variant, code + DROWSY)] = code + DROWSY
    return found


def _role(variant: Variant, text: str, field: str) -> int:
    for role in variant.order:
        if _role_code(variant, role) == text:
            return role
    roles = ", ".join(_role_code(variant, role) for role in variant.order)
    raise PositionError(
        f"no role {text!r} in this game; its roles: {roles}", field=field, rule="BR-R2"
    )


def _teams_text(variant: Variant, mask: int) -> str:
    return "".join(variant.colours[team][0] for team in TEAMS if mask >> team & 1)


def _teams_mask(variant: Variant, text: str, field: str) -> int:
    letters = [variant.colours[team][0] for team in TEAMS]
    mask = 0
    for letter in text:
        if letter not in letters or mask >> letters.index(letter) & 1:
            raise PositionError(
                f"{text!r} is not the teams that know a token ({' and '.join(letters)})",
                field=field,
                rule=RULE,
            )
        mask |= 1 << letters.index(letter)
    return mask


def _kind(variant: Variant, name: str, field: str) -> int:
    kind = variant.tokens.index.get(name)
    if kind is None:
        known = ", ".join(variant.tokens.names)
        raise PositionError(f"no token {name!r} in this game ({known})", field=field, rule="BR-R24")
    return kind


def _counts(variant: Variant, names: Multiset[str], field: str) -> tuple[int, ...]:
    counts = [0] * len(variant.tokens)
    for name, count in names.counts:
        counts[_kind(variant, name, field)] = count
    return tuple(counts)


def _names(variant: Variant, counts: tuple[int, ...]) -> Multiset[str]:
    names = variant.tokens.names
    return Multiset.from_counts((names[kind], n) for kind, n in enumerate(counts) if n)


def _square(variant: Variant, square: Square | None, field: str) -> int:
    if square is None:
        return -1
    index = variant.meadow.index.get(square)
    if index is None:
        raise PositionError(
            f"{list(square)} is not a square of the meadow", field=field, rule="BR-R1"
        )
    return index


def _square_name(variant: Variant, index: int) -> Square | None:
    return None if index < 0 else variant.meadow.squares[index]


# --- The meadow ------------------------------------------------------------------


def _extent(variant: Variant) -> tuple[int, int]:
    squares = variant.meadow.squares
    return 1 + max(c for c, _ in squares), 1 + max(r for _, r in squares)


def _meadow(state: BrunchState) -> tuple[str, ...]:
    variant = state.variant
    names = variant.tokens.names
    known = state.tokens.known
    columns, rows = _extent(variant)
    cells = [[_NO_SQUARE] * columns for _ in range(rows)]
    for index, (column, row) in enumerate(variant.meadow.squares):
        code = state.board[index]
        if code == EMPTY:
            cell = _EMPTY
        elif code == FACE_DOWN:
            cell = _GRASS
        elif code < FACE_DOWN:
            mask = sum(1 << team for team in TEAMS if known[team] >> index & 1)
            cell = _GRASS + names[grass_kind(code)]
            cell += _KNOWN + _teams_text(variant, mask) if mask else ""
        else:
            cell = _figure_code(variant, code)
        cells[row][column] = cell
    return tuple(" ".join(row) for row in cells)


def _put_meadow(state: BrunchState, rows: tuple[str, ...]) -> BrunchState:
    variant = state.variant
    columns, height = _extent(variant)
    if len(rows) != height:
        raise PositionError(
            f"this meadow has {height} rows, not {len(rows)}", field="meadow", rule="BR-R1"
        )
    figures = _figures(variant)
    board = list(state.board)
    known = [0, 0]
    for row, text in enumerate(rows):
        cells = text.split()
        field = f"meadow[{row}]"
        if len(cells) != columns:
            raise PositionError(
                f"a row of this meadow has {columns} cells, not {len(cells)}",
                field=field,
                rule="BR-R1",
            )
        for column, cell in enumerate(cells):
            index = variant.meadow.index.get((column, row))
            if index is None:
                if cell != _NO_SQUARE:
                    raise PositionError(
                        f"({column}, {row}) is no square of this meadow: write {_NO_SQUARE}",
                        field=field,
                        rule="BR-R1",
                    )
                continue
            board[index] = _cell_code(variant, figures, cell, field, (column, row))
            if cell.startswith(_GRASS) and _KNOWN in cell:
                mask = _teams_mask(variant, cell.partition(_KNOWN)[2], field)
                known = [
                    k | (1 << index if mask >> team & 1 else 0) for team, k in enumerate(known)
                ]
    tokens = state.tokens.replace(known=(known[0], known[1]))
    return state.replace(board=tuple(board), tokens=tokens)


def _cell_code(
    variant: Variant, figures: Mapping[str, int], cell: str, field: str, square: Square
) -> int:
    if cell == _EMPTY:
        return EMPTY
    if cell == _GRASS:
        return FACE_DOWN
    if cell.startswith(_GRASS):
        return grass_code(_kind(variant, cell[1:].partition(_KNOWN)[0], field))
    code = figures.get(cell)
    if code is None:
        raise PositionError(
            f"{cell!r} on ({square[0]}, {square[1]}) is not a cell: . ~ ~Token ~Token@team, "
            f"a figure ({', '.join(sorted(f for f in figures if not f.endswith(_ASLEEP)))}) "
            f"with z (asleep) or zz (fell asleep this turn), or {_NO_SQUARE}",
            field=field,
            rule=RULE,
        )
    return code


# --- The reserve and the tokens ---------------------------------------------------


def _reserve(state: BrunchState) -> Multiset[str]:
    variant = state.variant
    return Multiset.from_counts(
        (_figure_code(variant, slot + 1), n) for slot, n in enumerate(state.reserve) if n
    )


def _put_reserve(state: BrunchState, figures: Multiset[str]) -> BrunchState:
    variant = state.variant
    reserve = [0] * len(state.reserve)
    awake = {code: name for name, code in _figures(variant).items() if code <= TREX}
    for name, count in figures.counts:
        code = next((c for c, n in awake.items() if n == name), None)
        if code is None:
            allowed = ", ".join(sorted(awake.values()))
            raise PositionError(
                f"no figure {name!r} ({allowed}; a figure in reserve is awake)",
                field="reserve",
                rule="BR-R24",
            )
        reserve[code - 1] = count
    return state.replace(reserve=tuple(reserve))


def _part_view(name: str, part: int) -> View:
    def get(state: BrunchState) -> _Piles:
        variant = state.variant
        tokens = state.tokens
        return FrozenMap(
            (_role_code(variant, role), _names(variant, tokens.part(role, part)))
            for role in variant.order
        )

    def put(state: BrunchState, piles: _Piles) -> BrunchState:
        variant = state.variant
        tokens = state.tokens
        flat = list(tokens.piles)
        kinds = tokens.kinds
        for role_text, names in piles.items():
            field = f"{name}[{role_text}]"
            role = _role(variant, role_text, field)
            start = (role * PILE_PARTS + part) * kinds
            flat[start : start + kinds] = _counts(variant, names, field)
        return state.replace(tokens=tokens.replace(piles=tuple(flat)))

    return View(name, _Piles, get, put, ("tokens",), "BR-R24")


def _counts_view(name: str) -> View:
    def get(state: BrunchState) -> Multiset[str]:
        return _names(state.variant, getattr(state.tokens, name))

    def put(state: BrunchState, names: Multiset[str]) -> BrunchState:
        counts = _counts(state.variant, names, name)
        return state.replace(tokens=state.tokens.replace(**{name: counts}))

    return View(name, Multiset[str], get, put, ("tokens",), "BR-R24")


def _box(state: BrunchState) -> tuple[str, ...]:
    variant = state.variant
    names = variant.tokens.names
    return tuple(
        names[kind] + (_KNOWN + _teams_text(variant, mask) if mask else "")
        for kind, mask in state.tokens.box
    )


def _put_box(state: BrunchState, written: tuple[str, ...]) -> BrunchState:
    variant = state.variant
    box = []
    for at, text in enumerate(written):
        name, _, teams = text.partition(_KNOWN)
        field = f"box[{at}]"
        box.append((_kind(variant, name, field), _teams_mask(variant, teams, field)))
    return state.replace(tokens=state.tokens.replace(box=tuple(sorted(box))))


def _put_box_unknown(state: BrunchState, count: int) -> BrunchState:
    return state.replace(tokens=state.tokens.replace(box_unknown=count))


# --- The turn, the decision and the chance event ---------------------------------


def _seat(state: BrunchState) -> int | None:
    """The seat to decide: the role's player, nobody once the game is over."""
    if state.phase.kind is Phase.OVER:
        return None
    return state.variant.seat_of_role[state.role]


def _put_turn(state: BrunchState, role_text: str) -> BrunchState:
    state = state.replace(role=_role(state.variant, role_text, "turn"))
    return state.replace(seat=_seat(state))


@attrs.frozen
class Decision:
    """The decision awaited, in the game's words (a bare phase when nothing more).

    ``figure`` is the dinosaur being placed (PLACE) or the kind a PICK flies (``TX``,
    ``-`` any Diplo); ``token`` the Flower being given (FLOWER); ``left`` the looks or
    removals left (LOOK, ERUPT); ``origin`` the square an airlifted dinosaur left;
    ``winners`` the winning seats once the game is OVER.
    """

    kind: Phase
    figure: str | None = None
    token: str | None = None
    purpose: Purpose = Purpose.RELOCATE
    left: int = 0
    origin: Square | None = None
    winners: tuple[int, ...] = ()


def _decision(state: BrunchState) -> Phase | Decision:
    pending = state.phase
    if pending == Pending(pending.kind):
        return pending.kind
    variant = state.variant
    flower = pending.kind is Phase.FLOWER
    return Decision(
        kind=pending.kind,
        figure=None if flower or not pending.piece else _figure_code(variant, pending.piece),
        token=variant.tokens.names[pending.piece] if flower else None,
        purpose=pending.purpose,
        left=pending.count,
        origin=_square_name(variant, pending.origin),
        winners=pending.winners,
    )


def _put_decision(state: BrunchState, written: Phase | Decision) -> BrunchState:
    if isinstance(written, Phase):
        written = Decision(written)
    variant = state.variant
    piece = 0
    if written.kind is Phase.FLOWER:
        if written.token is None or written.figure is not None:
            raise PositionError(
                "a Flower to give names its token, and no figure", field="phase", rule="BR-R11"
            )
        piece = _kind(variant, written.token, "phase.token")
    elif written.token is not None:
        raise PositionError("only a Flower to give names a token", field="phase.token", rule=RULE)
    elif written.figure is not None:
        piece = _figures(variant).get(written.figure, -1)
        if piece < 0:
            raise PositionError(
                f"no figure {written.figure!r}", field="phase.figure", rule="BR-R24"
            )
    pending = Pending(
        written.kind,
        piece=piece,
        purpose=written.purpose,
        count=written.left,
        origin=_square(variant, written.origin, "phase.origin"),
        winners=written.winners,
    )
    state = state.replace(phase=pending)
    return state.replace(seat=_seat(state))


@attrs.frozen
class Event:
    """The random event awaiting its outcome, in the game's words.

    REVEAL_EAT: the token eaten on ``square``; REVEAL_LOOK: team ``team`` (0 blue,
    1 the other) looks at ``squares`` in turn, then ``left`` looks are left; STEAL:
    the Flower ``token`` robs role ``victim``.
    """

    kind: Phase
    square: Square | None = None
    squares: tuple[Square, ...] = ()
    team: int = 0
    left: int = 0
    victim: str | None = None
    token: str | None = None


def _event(state: BrunchState) -> Event | None:
    event = state.chance
    if event is None:
        return None
    variant = state.variant
    return Event(
        kind=event.kind,
        square=_square_name(variant, event.square),
        squares=tuple(variant.meadow.squares[i] for i in event.squares),
        team=event.team,
        left=event.count,
        victim=None if event.victim < 0 else _role_code(variant, event.victim),
        token=None if event.token < 0 else variant.tokens.names[event.token],
    )


def _put_event(state: BrunchState, written: Event | None) -> BrunchState:
    if written is None:
        return state.replace(chance=None)
    variant = state.variant
    event = ChanceEvent(
        written.kind,
        square=_square(variant, written.square, "chance.square"),
        squares=tuple(
            _square(variant, square, f"chance.squares[{at}]")
            for at, square in enumerate(written.squares)
        ),
        team=written.team,
        count=written.left,
        victim=-1 if written.victim is None else _role(variant, written.victim, "chance.victim"),
        token=-1 if written.token is None else _kind(variant, written.token, "chance.token"),
    )
    return state.replace(chance=event)


# --- Options ---------------------------------------------------------------------


def _options(state: BrunchState) -> dict[str, object]:
    variant = state.variant
    standard = variant.components == STANDARD_COMPONENTS
    return {
        "variant": variant.name,
        "layout": _layout(variant),
        "components": "standard" if standard else USER_FILE,
    }


def _layout(variant: Variant) -> str:
    """The layout's name if the data set names it, else ``column.row.turns/...``."""
    placements = variant.placements
    components = variant.components
    for name in components.layout_names(len(placements)):
        if components.layout(name, len(placements)) == placements:
            return name
    return "/".join(".".join(str(n) for n in triple) for triple in placements)


# --- The builder -----------------------------------------------------------------


class BrunchBuilder(PositionBuilder):
    """A Jurassic Brunch position in the game's words, from a fresh game.

    ``meadow(*rows)`` draws the whole meadow; ``place(figure, *squares)``,
    ``empty(*squares)`` and ``grass(square, token)`` change squares; ``usable``,
    ``hidden`` and ``face_up`` give a role's pile; ``turn(role)`` starts a role's
    turn. On ``build`` the reserve is what the meadow leaves of the figures, and the
    tokens not named anywhere are left to draw (the pool): as many as the face-down
    squares need, the rest set aside in the box unseen (as an Eruption removes them);
    naming more tokens than there are is refused (BR-R24).
    """

    def meadow(self, *rows: str) -> BrunchBuilder:
        """The meadow, one text per row as the ``meadow`` section writes it."""
        return self.set("meadow", tuple(rows))  # type: ignore[return-value]

    def place(self, figure: str, *squares: Square) -> BrunchBuilder:
        """``figure`` (a cell: ``bT``, ``oTz``, ``RA``) on each square; what was there goes."""
        for square in squares:
            self._cell(square, figure)
        return self

    def empty(self, *squares: Square) -> BrunchBuilder:
        """Nothing on these squares (BR-R23)."""
        for square in squares:
            self._cell(square, _EMPTY)
        return self

    def grass(self, square: Square, token: str, *, known_by: str = "") -> BrunchBuilder:
        """A face-down ``token`` on ``square``, drawn; ``known_by`` the team letters."""
        return self._cell(square, _GRASS + token + (_KNOWN + known_by if known_by else ""))

    def usable(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` (``bT``) holds exactly ``tokens`` face down and usable."""
        return self._pile("usable", role, tokens)

    def hidden(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` has exactly ``tokens`` under its Hideouts (BR-11.5, BR-R10)."""
        return self._pile("hidden", role, tokens)

    def face_up(self, role: str, *tokens: str) -> BrunchBuilder:
        """Role ``role`` has exactly ``tokens`` face up (its Hideouts, BR-6.3)."""
        return self._pile("face_up", role, tokens)

    def turn(self, role: str, *, actions: int = 2) -> BrunchBuilder:
        """The start of role ``role``'s turn with ``actions`` Actions (BR-5.4)."""
        self.set("turn", role).set("actions_left", actions).set("phase", Phase.MAIN)
        return self.set("raptor_moved", False).set("chance", None)  # type: ignore[return-value]

    def _cell(self, square: Square, cell: str) -> BrunchBuilder:
        fresh = self.fresh
        column, row = square
        if fresh.variant.meadow.index.get((column, row)) is None:
            raise PositionError(
                f"{list(square)} is not a square of the meadow", field="meadow", rule="BR-R1"
            )
        rows = [text.split() for text in self.current("meadow")]
        rows[row][column] = cell
        return self.meadow(*(" ".join(cells) for cells in rows))

    def _pile(self, name: str, role: str, tokens: tuple[str, ...]) -> BrunchBuilder:
        piles = dict(self.current(name))
        piles[role] = Multiset.of(tokens)
        return self.set(name, FrozenMap(piles))  # type: ignore[return-value]


def _complete(state: BrunchState, given: frozenset[str]) -> BrunchState:
    """What the sections left out follow from: the reserve and the tokens left to draw.

    A herbivore that fell asleep this turn (``zz``) means ``drowsy`` (BR-R15). A
    reserve not given is what the meadow leaves of the figures; a pool not given
    is every token named nowhere, and the surplus over the face-down squares is set
    aside in the box unseen (unless ``box_unknown`` is given).
    """
    if "drowsy" not in given and any(code > DROWSY for code in state.board):
        state = state.replace(drowsy=True)  # someone fell asleep this turn (BR-R15)
    if "reserve" not in given:
        state = _left_in_reserve(state)
    if "pool" not in given:
        pool = _left_to_draw(state)
        state = state.replace(tokens=state.tokens.replace(pool=pool))
        if "box_unknown" not in given:
            undrawn = state.board.count(FACE_DOWN)
            if state.chance is not None and state.chance.kind is Phase.REVEAL_EAT:
                undrawn += 1  # the token being eaten
            if sum(pool) < undrawn:
                raise PositionError(
                    f"{undrawn} face-down squares, but only {sum(pool)} tokens left to draw: "
                    "empty some squares",
                    field="meadow",
                    rule="BR-R24",
                )
            state = state.replace(tokens=state.tokens.replace(box_unknown=sum(pool) - undrawn))
    return state


def _left_to_draw(state: BrunchState) -> tuple[int, ...]:
    """The tokens named nowhere: on the meadow, in a pile, the box, the discard or in hand."""
    variant = state.variant
    tokens = state.tokens
    counts = [full - n for full, n in zip(variant.tokens.full, tokens.discard, strict=True)]
    for kind, _ in tokens.box:
        counts[kind] -= 1
    for at, n in enumerate(tokens.piles):
        counts[at % tokens.kinds] -= n
    for code in state.board:
        if code < FACE_DOWN:
            counts[grass_kind(code)] -= 1
    if state.phase.kind is Phase.FLOWER:
        counts[state.phase.piece] -= 1
    for kind, n in enumerate(counts):
        if n < 0:
            raise PositionError(
                f"{-n} {variant.tokens.names[kind]} more than the game has "
                f"({variant.tokens.full[kind]})",
                field="pool",
                rule="BR-R24",
            )
    return tuple(counts)


def _left_in_reserve(state: BrunchState) -> BrunchState:
    """The state with every figure not on the meadow (or being placed) in its reserve."""
    reserve = list(state.variant.piece_totals)
    for code in state.board:
        if code > 0:
            reserve[(code & FIGURE_BITS) - 1] -= 1
    phase = state.phase
    if phase.kind is Phase.PLACE and phase.purpose is not Purpose.NEWBORN and phase.piece > 0:
        reserve[(phase.piece & FIGURE_BITS) - 1] -= 1
    for slot, n in enumerate(reserve):
        if n < 0:
            raise PositionError(
                f"{-n} {_figure_code(state.variant, slot + 1)} more on the meadow than the "
                f"game has ({state.variant.piece_totals[slot]})",
                field="meadow",
                rule="BR-R24",
            )
    return state.replace(reserve=tuple(reserve))


def _build(game: Any, *, seed: int = 0, **options: object) -> BrunchBuilder:
    return BrunchBuilder(game, seed=seed, **options)


NOTATION = Notation(
    BrunchState,
    RULE,
    options=_options,
    views=(
        View("meadow", tuple[str, ...], _meadow, _put_meadow, ("board", "variant"), "BR-R1"),
        View("reserve", Multiset[str], _reserve, _put_reserve, ("reserve",), "BR-R24"),
        _part_view("usable", STACK),
        _part_view("hidden", HIDDEN),
        _part_view("face_up", FACE_UP),
        _counts_view("pool"),
        View("box", tuple[str, ...], _box, _put_box, ("tokens",), "BR-R24"),
        View(
            "box_unknown",
            int,
            lambda state: state.tokens.box_unknown,
            _put_box_unknown,
            ("tokens",),
            "BR-R24",
        ),
        _counts_view("discard"),
        View(
            "turn",
            str,
            lambda state: _role_code(state.variant, state.role),
            _put_turn,
            ("role", "seat"),
            "BR-R2",
        ),
        View("phase", Phase | Decision, _decision, _put_decision, ("phase",), RULE),
        View("chance", Event | None, _event, _put_event, ("chance",), RULE),
    ),
    names=(Variant, Tokens, Pending, ChanceEvent, Phase, Decision, Event),
    builder=_build,
    complete=_complete,
)
