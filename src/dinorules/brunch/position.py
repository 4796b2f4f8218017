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
are multisets of token names. `position_cells` names the figures, roles, tokens
and squares and draws the meadow; `position_builder` holds the builder
(`BrunchBuilder`: the meadow, piles and turn in the game's words) and works out
the reserve and the tokens left to draw.
"""

from __future__ import annotations

import attrs

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import (
    USER_FILE,
    Notation,
    PositionError,
    View,
)

from .components import Variant
from .options import STANDARD_COMPONENTS
from .pieces import (
    FACE_UP,
    HIDDEN,
    PILE_PARTS,
    STACK,
    TREX,
)
from .position_builder import BrunchBuilder, builder, complete
from .position_cells import (
    KNOWN,
    RULE,
    Square,
    figure_cells,
    figure_code,
    meadow_rows,
    put_meadow,
    role_code,
    role_of,
    square_index,
    square_name,
    teams_mask,
    teams_text,
    token_counts,
    token_kind,
    token_names,
)
from .state import BrunchState, ChanceEvent, Pending, Phase, Purpose, Tokens

__all__ = ["NOTATION", "BrunchBuilder", "Decision", "Event"]

_Piles = FrozenMap[str, Multiset[str]]

# --- The reserve and the tokens ---------------------------------------------------


def _reserve(state: BrunchState) -> Multiset[str]:
    variant = state.variant
    return Multiset.from_counts(
        (figure_code(variant, slot + 1), n) for slot, n in enumerate(state.reserve) if n
    )


def _put_reserve(state: BrunchState, figures: Multiset[str]) -> BrunchState:
    variant = state.variant
    reserve = [0] * len(state.reserve)
    awake = {code: name for name, code in figure_cells(variant).items() if code <= TREX}
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
            (role_code(variant, role), token_names(variant, tokens.part(role, part)))
            for role in variant.order
        )

    def put(state: BrunchState, piles: _Piles) -> BrunchState:
        variant = state.variant
        tokens = state.tokens
        flat = list(tokens.piles)
        kinds = tokens.kinds
        for role_text, names in piles.items():
            field = f"{name}[{role_text}]"
            role = role_of(variant, role_text, field)
            start = (role * PILE_PARTS + part) * kinds
            flat[start : start + kinds] = token_counts(variant, names, field)
        return state.replace(tokens=tokens.replace(piles=tuple(flat)))

    return View(name, _Piles, get, put, ("tokens",), "BR-R24")


def _counts_view(name: str) -> View:
    def get(state: BrunchState) -> Multiset[str]:
        return token_names(state.variant, getattr(state.tokens, name))

    def put(state: BrunchState, names: Multiset[str]) -> BrunchState:
        counts = token_counts(state.variant, names, name)
        return state.replace(tokens=state.tokens.replace(**{name: counts}))

    return View(name, Multiset[str], get, put, ("tokens",), "BR-R24")


def _box(state: BrunchState) -> tuple[str, ...]:
    variant = state.variant
    names = variant.tokens.names
    return tuple(
        names[kind] + (KNOWN + teams_text(variant, mask) if mask else "")
        for kind, mask in state.tokens.box
    )


def _put_box(state: BrunchState, written: tuple[str, ...]) -> BrunchState:
    variant = state.variant
    box = []
    for at, text in enumerate(written):
        name, _, teams = text.partition(KNOWN)
        field = f"box[{at}]"
        box.append((token_kind(variant, name, field), teams_mask(variant, teams, field)))
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
    state = state.replace(role=role_of(state.variant, role_text, "turn"))
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
        figure=None if flower or not pending.piece else figure_code(variant, pending.piece),
        token=variant.tokens.names[pending.piece] if flower else None,
        purpose=pending.purpose,
        left=pending.count,
        origin=square_name(variant, pending.origin),
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
                "a Flower to give names its token, and no figure",
                field="phase",
                rule="BR-R11",
            )
        piece = token_kind(variant, written.token, "phase.token")
    elif written.token is not None:
        raise PositionError("only a Flower to give names a token", field="phase.token", rule=RULE)
    elif written.figure is not None:
        piece = figure_cells(variant).get(written.figure, -1)
        if piece < 0:
            raise PositionError(
                f"no figure {written.figure!r}", field="phase.figure", rule="BR-R24"
            )
    pending = Pending(
        written.kind,
        piece=piece,
        purpose=written.purpose,
        count=written.left,
        origin=square_index(variant, written.origin, "phase.origin"),
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
        square=square_name(variant, event.square),
        squares=tuple(variant.meadow.squares[i] for i in event.squares),
        team=event.team,
        left=event.count,
        victim=None if event.victim < 0 else role_code(variant, event.victim),
        token=None if event.token < 0 else variant.tokens.names[event.token],
    )


def _put_event(state: BrunchState, written: Event | None) -> BrunchState:
    if written is None:
        return state.replace(chance=None)
    variant = state.variant
    event = ChanceEvent(
        written.kind,
        square=square_index(variant, written.square, "chance.square"),
        squares=tuple(
            square_index(variant, square, f"chance.squares[{at}]")
            for at, square in enumerate(written.squares)
        ),
        team=written.team,
        count=written.left,
        victim=-1 if written.victim is None else role_of(variant, written.victim, "chance.victim"),
        token=-1 if written.token is None else token_kind(variant, written.token, "chance.token"),
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


NOTATION = Notation(
    BrunchState,
    RULE,
    options=_options,
    views=(
        View(
            "meadow",
            tuple[str, ...],
            meadow_rows,
            put_meadow,
            ("board", "variant"),
            "BR-R1",
        ),
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
            lambda state: role_code(state.variant, state.role),
            _put_turn,
            ("role", "seat"),
            "BR-R2",
        ),
        View("phase", Phase | Decision, _decision, _put_decision, ("phase",), RULE),
        View("chance", Event | None, _event, _put_event, ("chance",), RULE),
    ),
    names=(Variant, Tokens, Pending, ChanceEvent, Phase, Decision, Event),
    builder=builder,
    complete=complete,
)
