"""Conservation laws and the sound shape of a state, checked by the harness and positions.

Every token is on the meadow, in a role's pile (usable, hidden or face up), in the
box or in the discard: 28 or 56 in all, per kind (BR-R24). Every figure is on the
meadow, in a reserve, or in a charged or airlifted dinosaur's hand-over. Besides,
the turn, the decision awaited and the random event must fit the rest: counts in
range, a follow-up with an option, an event about the right squares and roles, so
that the rules play on from any state that passes (a position, BR-R29, is checked
here). Each law is written with `law`, naming the position's field and the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.position import law

from .followups import (
    birth_options,
    flower_options,
    look_options,
    pick_options,
    place_options,
    recon_options,
)
from .pieces import (
    DIPLO_CODES,
    DROWSY,
    EMPTY,
    FACE_DOWN,
    FIGURE_BITS,
    HERBIVORE_CODES,
    PILE_PARTS,
    ROLE_COUNT,
    TREX,
    grass_kind,
    reserve_slot,
    role_team,
)
from .state import (
    FACE_UP,
    HIDDEN,
    STACK,
    BrunchState,
    ChanceEvent,
    Phase,
    Purpose,
    squares_of,
)
from .turns import TURN_ACTIONS, has_super_yum

__all__ = ["invariants"]

_CHANCE_KINDS: Final = frozenset({Phase.REVEAL_EAT, Phase.REVEAL_LOOK, Phase.STEAL})
_OPTIONS: Final[FrozenMap[Phase, Callable[[BrunchState], tuple[object, ...]]]] = FrozenMap(
    {
        Phase.PLACE: place_options,
        Phase.BIRTH: birth_options,
        Phase.FLOWER: flower_options,
        Phase.LOOK: look_options,
        Phase.RECON: recon_options,
        Phase.PICK: pick_options,
    }
)
"""The follow-ups that need an option to wait for (the others always have one)."""


def invariants(state: BrunchState) -> Iterator[str]:
    """Descriptions of broken laws; nothing when the state is sound."""
    problems = [*_turn(state), *_decision(state)]
    if not problems:
        problems += _event(state)
    yield from problems
    if problems:
        return
    yield from _tokens(state)
    yield from _figures(state)
    yield from _knowledge(state)


def _turn(state: BrunchState) -> Iterator[str]:
    variant = state.variant
    over = state.phase.kind is Phase.OVER
    expected = None if over else variant.seat_of_role[state.role]
    if state.seat != expected:
        yield law("BR-R2", "turn", f"role {state.role} is played by seat {expected}")
    extra = sum(variant.tokens.full[k] for k in variant.tokens.extra_action)
    if not 0 <= state.actions_left <= TURN_ACTIONS + extra:
        yield law(
            "BR-5.4", "actions_left", f"{state.actions_left} is not 0 to {TURN_ACTIONS + extra}"
        )
    stall = variant.stall_turns
    if not 0 <= state.idle_turns <= stall or (state.idle_turns == stall and not over):
        yield law("BR-R8", "idle_turns", f"{state.idle_turns} idle turns go on past {stall}")
    if not state.drowsy and max(state.board) > DROWSY:
        yield law("BR-R15", "drowsy", "a herbivore fell asleep this turn: drowsy is yes")


def _decision(state: BrunchState) -> Iterator[str]:
    """The decision awaited: a decision phase, its fields in range, and an option."""
    phase = state.phase
    kind = phase.kind
    if kind in _CHANCE_KINDS:
        yield law("BR-R21", "phase", f"{kind.value} is a random event, not a decision")
        return
    if kind not in (Phase.PLACE, Phase.PICK, Phase.FLOWER) and phase.piece:
        yield law("BR-R21", "phase", f"a {kind.value} decision is about no figure or token")
    if kind is not Phase.PLACE and (phase.purpose, phase.origin) != (Purpose.RELOCATE, -1):
        yield law("BR-R21", "phase", "only a PLACE has a purpose and an origin")
    if kind not in (Phase.LOOK, Phase.ERUPT) and phase.count:
        yield law("BR-R21", "phase.left", f"a {kind.value} decision counts nothing")
    if kind is not Phase.OVER and phase.winners:
        yield law("BR-10.1", "phase.winners", "only a finished game has winners")
    check = _DECISION_LAWS.get(kind)
    broken = check(state) if check is not None else ""
    if broken:
        yield broken
        return
    options = _OPTIONS.get(kind)
    if options is not None and state.chance is None and not options(state):
        yield law("BR-R21", "phase", f"the {kind.value} decision awaited has no option")


def _over(state: BrunchState) -> str:
    seats = tuple(range(state.variant.players))
    winners = state.phase.winners
    if not winners or any(w not in seats for w in winners):
        return law("BR-10.1", "phase.winners", f"winners are some of the seats {seats}")
    if tuple(sorted(set(winners))) != winners:
        return law("BR-10.1", "phase.winners", "winners are listed once each, in order")
    if state.chance is not None:
        return law("BR-10.1", "chance", "a finished game awaits no random event")
    return ""


def _main(state: BrunchState) -> str:
    if state.actions_left < 1 and state.chance is None:
        return law("BR-5.4", "actions_left", "an Action is awaited: at least 1 is left")
    return ""


def _end_turn(state: BrunchState) -> str:
    if state.actions_left or not has_super_yum(state):
        return law("BR-R9", "phase", "ending the turn is asked with no Action left and a Super Yum")
    return ""


def _place(state: BrunchState) -> str:
    phase = state.phase
    code = phase.piece
    herbivore = code & FIGURE_BITS in HERBIVORE_CODES
    if code <= 0 or code > DROWSY + TREX or (code & ~FIGURE_BITS and not herbivore):
        return law("BR-R5", "phase.figure", "a PLACE places a figure")
    if phase.purpose is Purpose.NEWBORN and (
        code not in HERBIVORE_CODES or state.reserve[reserve_slot(code)] < 1
    ):
        return law("BR-11.2", "phase.figure", "a newborn is an awake herbivore from the reserve")
    if phase.purpose is Purpose.AIRLIFT and (code not in DIPLO_CODES and code != TREX):
        return law("BR-R19", "phase.figure", "only a Diplo or a T-Rex is airlifted")
    if (phase.purpose is Purpose.AIRLIFT) != (phase.origin >= 0):
        return law("BR-R19", "phase.origin", "an airlifted dinosaur, and only it, has an origin")
    return ""


def _pick(state: BrunchState) -> str:
    if state.phase.piece not in (0, TREX):
        return law("BR-R19", "phase.figure", "a PICK flies a Diplo (-) or a T-Rex (TX)")
    if EMPTY not in state.board:
        return law("BR-R19", "phase", "a dinosaur flies to an empty square: the meadow has none")
    return ""


def _flower(state: BrunchState) -> str:
    table = state.variant.tokens
    piece = state.phase.piece
    if not 0 <= piece < len(table) or table.effects[piece] != "flower":
        return law("BR-R11", "phase.token", "the token given is a Flower")
    return ""


def _look(state: BrunchState) -> str:
    most = max(state.variant.fallback_looks, 1)
    if not 1 <= state.phase.count <= most:
        return law("BR-R12", "phase.left", f"1 to {most} looks are left")
    return ""


def _erupt(state: BrunchState) -> str:
    most = max(state.variant.tokens.remove)
    if not 1 <= state.phase.count <= most:
        return law("BR-R17", "phase.left", f"1 to {most} removals are left")
    grass = sum(1 for code in state.board if code < 0)
    if state.phase.count > grass:
        return law("BR-R17", "phase.left", f"removals left past the grass on the meadow ({grass})")
    return ""


def _hide(state: BrunchState) -> str:
    tokens = state.tokens
    if not any(tokens.part(state.role, FACE_UP)[k] for k in state.variant.tokens.hideouts):
        return law("BR-R10", "phase", "hiding follows a Hideout found")
    return ""


_DECISION_LAWS: Final = FrozenMap(
    {
        Phase.OVER: _over,
        Phase.MAIN: _main,
        Phase.END_TURN: _end_turn,
        Phase.PLACE: _place,
        Phase.PICK: _pick,
        Phase.FLOWER: _flower,
        Phase.LOOK: _look,
        Phase.ERUPT: _erupt,
        Phase.HIDE: _hide,
    }
)
"""The laws of each kind of decision, in order: the first broken one is said."""


def _event(state: BrunchState) -> Iterator[str]:
    """The random event awaited: about the right squares and roles, after its decision."""
    event = state.chance
    if event is None:
        return
    check = _EVENT_LAWS.get(event.kind)
    if check is None:
        yield law("BR-R21", "chance", f"{event.kind.value} is a decision, not a random event")
        return
    broken = check(state, event)
    if broken:
        yield broken


def _reveal_eat(state: BrunchState, event: ChanceEvent) -> str:
    board = state.board
    square = event.square
    if (event.squares, event.team, event.count, event.victim, event.token) != ((), 0, 0, -1, -1):
        return law("BR-R13", "chance", "a token being eaten is about its square only")
    if not 0 <= square < len(board) or board[square] & FIGURE_BITS != state.role + 1:
        return law("BR-6.2", "chance.square", "the herbivore on turn stands on the eaten token")
    if state.phase.kind is not Phase.MAIN:
        return law("BR-6.2", "phase", "a token is eaten by an Action: the phase is main")
    return ""


def _reveal_look(state: BrunchState, event: ChanceEvent) -> str:
    board = state.board
    if (event.square, event.victim, event.token) != (-1, -1, -1):
        return law("BR-R12", "chance", "a look is about a team and its squares")
    if event.team != role_team(state.role):
        return law("BR-R12", "chance.team", "the team on turn looks")
    squares = event.squares
    if (
        not squares
        or len(set(squares)) != len(squares)
        or any(board[i] != FACE_DOWN for i in squares)
    ):
        return law("BR-R12", "chance.squares", "undrawn tokens are looked at, each once")
    if not 0 <= event.count <= max(state.variant.fallback_looks, 1):
        return law("BR-R12", "chance.left", "too many looks are left")
    if state.phase.kind not in (Phase.LOOK, Phase.RECON):
        return law("BR-R12", "phase", "a token is looked at by a Look or a Recon")
    return ""


def _steal(state: BrunchState, event: ChanceEvent) -> str:
    variant = state.variant
    table = variant.tokens
    if (event.square, event.squares, event.team, event.count) != (-1, (), 0, 0):
        return law("BR-R11", "chance", "a theft is about its victim and the Flower")
    if event.victim not in variant.opponents[state.role]:
        return law("BR-R11", "chance.victim", "the Flower robs an opposing role")
    if not 0 <= event.token < len(table) or table.effects[event.token] != "flower":
        return law("BR-R11", "chance.token", "the token handed over is a Flower")
    if state.phase.kind is not Phase.FLOWER or state.phase.piece != event.token:
        return law("BR-R11", "phase", "a theft follows the Flower given, and its token")
    if not any(state.tokens.part(event.victim, STACK)):
        return law("BR-R22", "chance.victim", "the victim has a usable token to take")
    return ""


_EVENT_LAWS: Final = FrozenMap(
    {Phase.REVEAL_EAT: _reveal_eat, Phase.REVEAL_LOOK: _reveal_look, Phase.STEAL: _steal}
)
"""The laws of each kind of random event, in order."""


def _tokens(state: BrunchState) -> Iterator[str]:
    table = state.variant.tokens
    tokens = state.tokens
    if min(tokens.piles) < 0 or min(tokens.pool) < 0:
        yield law("BR-R24", "tokens", f"negative token count in {tokens.piles} or {tokens.pool}")
    if tokens.box_unknown < 0 or min(tokens.discard) < 0:
        yield law("BR-R24", "box_unknown", "a count in the box or the discard is negative")
    if tokens.box and any(not 0 < mask < 4 for _, mask in tokens.box):
        yield law("BR-R17", "box", "a drawn token in the box is known by a team")
    counts = _token_counts(state)
    if tuple(counts) != table.full:
        described = ", ".join(
            f"{name} {n} of {full}"
            for name, n, full in zip(table.names, counts, table.full, strict=True)
            if n != full
        )
        yield law("BR-R24", "tokens", f"tokens not conserved: {described}")
    undrawn = state.board.count(FACE_DOWN) + tokens.box_unknown
    if state.chance is not None and state.chance.kind is Phase.REVEAL_EAT:
        undrawn += 1  # the token being eaten is not drawn yet
    if undrawn != sum(tokens.pool):
        yield law(
            "BR-R13",
            "pool",
            f"{undrawn} undrawn squares and box tokens but {sum(tokens.pool)} in the pool",
        )
    yield from _piles(state)


def _piles(state: BrunchState) -> Iterator[str]:
    """Face up only Hideouts, hidden tokens under them, piles of the roles playing."""
    table = state.variant.tokens
    tokens = state.tokens
    piles, kinds = tokens.piles, tokens.kinds
    order = state.variant.order
    for role in range(ROLE_COUNT):
        start = role * PILE_PARTS * kinds
        if role not in order:
            if max(piles[start : start + PILE_PARTS * kinds]):
                yield law("BR-R2", "usable", f"role {role} does not play this game")
            continue
        face_up = tokens.part(role, FACE_UP)
        room = hideouts = 0
        for kind in table.hideouts:
            hideouts += face_up[kind]
            room += face_up[kind] * table.capacity[kind]
        if sum(face_up) != hideouts:
            yield law("BR-6.3", "face_up", f"role {role} has face up only Hideouts")
        hidden = sum(tokens.part(role, HIDDEN))
        if hidden > room:
            yield law("BR-R10", "hidden", f"role {role} hides {hidden} tokens with room for {room}")


def _token_counts(state: BrunchState) -> list[int]:
    """Every token kind counted wherever it is (undrawn ones by the pool)."""
    tokens = state.tokens
    counts = [a + b for a, b in zip(tokens.pool, tokens.discard, strict=True)]
    for kind, _ in tokens.box:
        counts[kind] += 1
    for role in range(ROLE_COUNT):
        for part in (STACK, HIDDEN, FACE_UP):
            for kind, n in enumerate(tokens.part(role, part)):
                counts[kind] += n
    if state.phase.kind is Phase.FLOWER:
        counts[state.phase.piece] += 1  # a Flower on its way to its new owner
    elif state.chance is not None and state.chance.kind is Phase.STEAL:
        counts[state.chance.token] += 1
    for code in state.board:
        if code < FACE_DOWN:
            counts[grass_kind(code)] += 1
    return counts


def _figures(state: BrunchState) -> Iterator[str]:
    if any(n < 0 for n in state.reserve):
        yield law("BR-R24", "reserve", "a reserve count is negative")
    counts = list(state.reserve)
    for code in state.board:
        if code > 0:
            counts[reserve_slot(code)] += 1
    phase = state.phase
    if phase.kind is Phase.PLACE and phase.purpose is not Purpose.NEWBORN:
        counts[reserve_slot(phase.piece)] += 1
    if tuple(counts) != state.variant.piece_totals:
        yield law(
            "BR-R24",
            "reserve",
            f"figures not conserved: {tuple(counts)} on the meadow, in reserve and in hand, "
            f"for {state.variant.piece_totals}",
        )


def _knowledge(state: BrunchState) -> Iterator[str]:
    for team, mask in enumerate(state.tokens.known):
        if mask < 0:
            yield law("BR-R13", "meadow", f"team {team}'s knowledge is negative")
            continue
        for square in squares_of(mask):
            if square >= len(state.board) or state.board[square] >= FACE_DOWN:
                yield law(
                    "BR-R13", "meadow", f"team {team} knows square {square}, holding no drawn token"
                )
