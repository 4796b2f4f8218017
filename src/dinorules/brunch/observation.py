"""What each player knows: observations, and redrawing what they cannot see.

Players remember what they saw (BR-R13): eaten tokens are revealed to everyone
(BR-6.2), a Flower's theft is seen by both teams, and which squares someone looked
at is public; the identity of a token looked at is known to the looking team only,
and partners share their knowledge (BR-R14). So a team cannot see: the face-down
tokens nobody showed it (on the meadow or removed by an Eruption), and which of an
opponent's tokens lie under their Hideout (it knows how many). `sample_hidden`
redraws exactly those, keeping every count per token kind.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset, Rng, Value, value
from dinorules.kernel.render import Pictured

from .pieces import FACE_DOWN, TREX, grass_code, grass_kind, opposing_team, role_team
from .state import (
    FACE_UP,
    HIDDEN,
    STACK,
    BrunchState,
    Phase,
    Purpose,
    squares_of,
)

__all__ = ["GRASS", "BrunchObservation", "PileView", "observe", "omniscient", "sample_hidden"]

GRASS: Final = "grass"
"""A square's face-down grass token the viewer has not seen (BR-6.1)."""


@value
class PileView(Value):
    """One role's tokens as a team sees them.

    ``tokens`` (every face-down token, usable or hidden) is known to all; ``usable``
    and ``hidden`` (which lie under the Hideout) only to the role's own team.
    """

    role: str
    tokens: Multiset[str]
    usable: Multiset[str] | None
    hidden: Multiset[str] | None
    usable_count: int
    hidden_count: int
    face_up: Multiset[str]


@value
class BrunchObservation(Value, Pictured):
    """What one player knows of the game (see the module docstring)."""

    player: int
    team: str
    variant: str
    squares: tuple[tuple[int, int], ...]
    board: tuple[str, ...]
    looked_at_by_opponents: tuple[tuple[int, int], ...]
    face_down_on_meadow: int
    reserve: Multiset[str]
    piles: tuple[PileView, ...]
    box: Multiset[str]
    box_unknown: int
    discard: Multiset[str]
    turn: str
    to_play: int | None
    actions_left: int
    raptor_moved: bool
    idle_turns: int
    decision: str
    chance: str | None
    winners: tuple[int, ...]


def _names(state: BrunchState, counts: tuple[int, ...]) -> Multiset[str]:
    """The multiset of token names with these counts per kind (built already sorted)."""
    table = state.variant.tokens
    names = table.names
    return Multiset(tuple((names[k], counts[k]) for k in table.name_order if counts[k]))


def piece_name(state: BrunchState, code: int) -> str:
    """A figure's name in this variant, e.g. 'orange triceratops (asleep)'."""
    return state.variant.piece_names[code]


def _board_names(state: BrunchState, team: int) -> tuple[str, ...]:
    """Each square as the team sees it: '', a figure, 'grass' or 'grass:<token>'."""
    pieces = state.variant.piece_names
    grass = state.variant.tokens.grass_names
    known = state.tokens.known[team]
    return tuple(
        [
            pieces[code]
            if code >= 0
            else grass[grass_kind(code)]
            if code != FACE_DOWN and known >> i & 1
            else GRASS
            for i, code in enumerate(state.board)
        ]
    )


def _pile_view(state: BrunchState, role: int, mine: bool) -> PileView:
    tokens = state.tokens
    usable = _names(state, tokens.part(role, STACK))
    hidden = _names(state, tokens.part(role, HIDDEN))
    return PileView(
        role=state.variant.role_names[role],
        tokens=usable.union(hidden),
        usable=usable if mine else None,
        hidden=hidden if mine else None,
        usable_count=len(usable),
        hidden_count=len(hidden),
        face_up=_names(state, tokens.part(role, FACE_UP)),
    )


def observe(state: BrunchState, player: int) -> BrunchObservation:
    """Everything ``player`` (and so their team) knows, nothing more."""
    variant = state.variant
    team = variant.team_of_seat[player]
    squares = variant.meadow.squares
    names = variant.tokens.names
    board = state.board
    reserve = Multiset.from_counts(
        (piece_name(state, slot + 1), n) for slot, n in enumerate(state.reserve) if n
    )
    tokens = state.tokens
    box = Multiset.of(names[kind] for kind, mask in tokens.box if mask & (1 << team))
    return BrunchObservation(
        player=player,
        team=variant.colours[team],
        variant=variant.name,
        squares=squares,
        board=_board_names(state, team),
        looked_at_by_opponents=tuple(
            squares[i] for i in squares_of(tokens.known[opposing_team(team)])
        ),
        face_down_on_meadow=sum(1 for code in board if code < 0),
        reserve=reserve,
        piles=tuple(_pile_view(state, role, role_team(role) == team) for role in variant.order),
        box=box,
        box_unknown=tokens.box_unknown + len(tokens.box) - len(box),
        discard=_names(state, tokens.discard),
        turn=state.variant.role_names[state.role],
        to_play=state.seat,
        actions_left=state.actions_left,
        raptor_moved=state.raptor_moved,
        idle_turns=state.idle_turns,
        decision=_decision(state),
        chance=_chance(state),
        winners=state.phase.winners,
    )


_PLACED: Final = FrozenMap(
    {Purpose.RELOCATE: "charged", Purpose.NEWBORN: "newborn", Purpose.AIRLIFT: "airlifted"}
)
_DECISION_TEXTS: Final = FrozenMap(
    {
        Phase.MAIN: "take an action",
        Phase.END_TURN: "spend a Super Yum or end the turn",
        Phase.BIRTH: "choose the species of the newborn",
        Phase.FLOWER: "choose who receives the Flower",
        Phase.RECON: "choose a board to look at",
        Phase.HIDE: "hide tokens under the Hideout",
        Phase.OVER: "game over",
    }
)


def omniscient(state: BrunchState) -> BrunchObservation:
    """Seat 0's observation with every token revealed: the meadow, piles and the box."""
    seen = observe(state, 0)
    variant = state.variant
    pieces, grass = variant.piece_names, variant.tokens.grass_names
    board = tuple(
        pieces[code] if code >= 0 else grass[grass_kind(code)] if code != FACE_DOWN else GRASS
        for code in state.board
    )
    names = variant.tokens.names
    box = Multiset.of(names[kind] for kind, _ in state.tokens.box)
    return seen.replace(
        board=board,
        piles=tuple(_pile_view(state, role, mine=True) for role in variant.order),
        box=box,
        box_unknown=state.tokens.box_unknown,
    )


def _decision(state: BrunchState) -> str:
    phase = state.phase
    kind = phase.kind
    if kind is Phase.PLACE:
        return f"place the {_PLACED[phase.purpose]} {piece_name(state, phase.piece)}"
    if kind is Phase.PICK:
        return "pick a t-rex to fly" if phase.piece == TREX else "pick a diplo to fly"
    if kind is Phase.LOOK or kind is Phase.ERUPT:
        verb = "look at" if kind is Phase.LOOK else "remove"
        return f"{verb} up to {phase.count} grass tokens"
    return _DECISION_TEXTS[kind]


def _chance(state: BrunchState) -> str | None:
    event = state.chance
    if event is None:
        return None
    squares = state.variant.meadow.squares
    if event.kind is Phase.REVEAL_EAT:
        return f"reveal the token eaten on {squares[event.square]}"
    if event.kind is Phase.REVEAL_LOOK:
        return f"{state.variant.colours[event.team]} looks at {squares[event.squares[0]]}"
    return f"the Flower steals from the {state.variant.role_names[event.victim]}"


def sample_hidden(state: BrunchState, player: int, rng: Rng) -> BrunchState:
    """Redraw every token identity hidden from ``player``'s team, counts kept.

    A role asked to spend a Super Yum or end its turn shows it holds a usable one
    (BR-R9): one stays usable, the rest of its tokens are redrawn.
    """
    variant = state.variant
    team = variant.team_of_seat[player]
    state, rng = _redraw_tokens(state, team, rng)
    tokens = state.tokens
    for role in variant.team_roles[opposing_team(team)]:
        stack, hidden = tokens.part(role, STACK), tokens.part(role, HIDDEN)
        if sum(hidden) and sum(stack):
            total = tuple(a + b for a, b in zip(stack, hidden, strict=True))
            urn = list(_expand(total))
            if role == state.role and state.phase.kind is Phase.END_TURN:
                urn.remove(next(k for k in variant.tokens.extra_action if stack[k]))
            order, rng = rng.shuffle(tuple(urn))
            chosen = _counts(order[: sum(hidden)], len(stack))
            moves = [
                (role, HIDDEN, k, c - h)
                for k, (c, h) in enumerate(zip(chosen, hidden, strict=True))
            ]
            moves += [
                (role, STACK, k, h - c) for k, (c, h) in enumerate(zip(chosen, hidden, strict=True))
            ]
            tokens = tokens.moved(*moves)
    return state.replace(tokens=tokens)


def _redraw_tokens(state: BrunchState, team: int, rng: Rng) -> tuple[BrunchState, Rng]:
    """Redraw the drawn tokens the team has not seen, from all it cannot account for."""
    tokens = state.tokens
    known = tokens.known[team]
    board = list(state.board)
    slots = [i for i, code in enumerate(board) if code < FACE_DOWN and not known >> i & 1]
    bit = 1 << team
    unseen_box = [j for j, (_, mask) in enumerate(tokens.box) if not mask & bit]
    if not slots and not unseen_box:
        return state, rng
    urn = list(_expand(tokens.pool))
    urn += [grass_kind(board[i]) for i in slots]
    urn += [tokens.box[j][0] for j in unseen_box]
    order, rng = rng.shuffle(urn)
    for n, square in enumerate(slots):
        board[square] = grass_code(order[n])
    box = list(tokens.box)
    for n, j in enumerate(unseen_box, start=len(slots)):
        box[j] = (order[n], box[j][1])
    pool = _counts(order[len(slots) + len(unseen_box) :], len(tokens.pool))
    tokens = tokens.replace(box=tuple(sorted(box)), pool=pool)
    return state.replace(board=tuple(board), tokens=tokens), rng


def _expand(counts: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(kind for kind, n in enumerate(counts) for _ in range(n))


def _counts(kinds: tuple[int, ...], size: int) -> tuple[int, ...]:
    counts = [0] * size
    for kind in kinds:
        counts[kind] += 1
    return tuple(counts)
