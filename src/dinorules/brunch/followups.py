"""Follow-up decisions: where a dinosaur lands, births, looks, Recon, Eruption, hiding.

An Action that needs a choice (where the charged dinosaur goes, BR-7.3; where a
newborn goes, BR-11.2; which tokens to look at, BR-12.2; ...) continues with a
follow-up decision instead of one composite action (BR-R21). `ask` opens a follow-up:
a follow-up with a single option is applied at once, one with none ends the Action.
A face-down token looked at for the first time is drawn from the pool (a chance
node) and fixed; its identity is then known to the looking team only (BR-R13).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Final

from .actions import (
    ChooseBirth,
    EndTurn,
    Erupt,
    GiveFlower,
    Hide,
    Look,
    Pick,
    Place,
    Recon,
    SpendSuperYum,
    StopHiding,
)
from .pieces import (
    EMPTY,
    FACE_DOWN,
    SPECIES_NAMES,
    TREX,
    base,
    grass_code,
    grass_kind,
    herbivore,
    role_team,
)
from .state import (
    AIRLIFT,
    BIRTH,
    END_TURN,
    ERUPT,
    FACE_UP,
    FLOWER,
    HIDDEN,
    HIDE,
    LOOK,
    NEWBORN,
    PICK,
    PLACE,
    RECON,
    REVEAL_LOOK,
    STACK,
    STEAL,
    BrunchState,
    ChanceEvent,
    Phase,
    bump,
    forget,
    learn,
    put,
)
from .turns import end_turn, finish_action, spend_super_yum

__all__ = [
    "apply_followup",
    "ask",
    "followup_actions",
    "hide",
    "hide_actions",
    "reveal_looked",
    "start_looks",
]

_GIVE: Final = tuple(GiveFlower(role) for role in range(4))
_BIRTHS: Final = (ChooseBirth("diplo"), ChooseBirth("triceratops"))
_STOP: Final = StopHiding()
_END_TURN_OPTIONS: Final = (SpendSuperYum(), EndTurn())


def ask(state: BrunchState, phase: Phase, **changes: Any) -> BrunchState:
    """Open a follow-up; apply it at once if it has one option, end the Action if none.

    ``changes`` are changes to the state applied in the same copy.
    """
    state = state.replace(phase=phase, **changes)
    options = followup_actions(state)
    if not options:
        return finish_action(state)
    if len(options) == 1:
        return apply_followup(state, options[0])
    return state


def start_looks(state: BrunchState, count: int) -> BrunchState:
    """Secretly look at ``count`` grass tokens of the meadow, one at a time (BR-12.2)."""
    if count <= 0:
        return finish_action(state)
    return ask(state, Phase(LOOK, count=count))


def followup_actions(state: BrunchState) -> tuple[Any, ...]:
    """The options of the follow-up decision in progress, in canonical order."""
    return _OPTIONS[state.phase.kind](state)


def apply_followup(state: BrunchState, action: Any) -> BrunchState:
    """Apply a follow-up decision (already known to be legal)."""
    return _APPLY[type(action)](state, action)


def hide_actions(state: BrunchState) -> tuple[Hide, ...]:
    """`Hide` for each token kind the role on turn may still put under a Hideout."""
    tokens = state.tokens
    table = state.variant.tokens
    capacity = table.capacity
    face_up = tokens.part(state.role, FACE_UP)
    room = sum(face_up[k] * capacity[k] for k in table.hideouts)
    if room <= sum(tokens.part(state.role, HIDDEN)):
        return ()
    return tuple([table.hides[k] for k, n in enumerate(tokens.part(state.role, STACK)) if n])


def hide(state: BrunchState, kind: int) -> BrunchState:
    """Move one token of ``kind`` from the face-down stack under the Hideout (BR-11.5)."""
    role = state.role
    return state.replace(
        tokens=state.tokens.moved((role, STACK, kind, -1), (role, HIDDEN, kind, 1))
    )


def reveal_looked(state: BrunchState, kind: int) -> BrunchState:
    """Chance outcome: the token being looked at is ``kind``; fix it, the team knows it."""
    event = state.chance
    assert event is not None
    square, rest = event.squares[0], event.squares[1:]
    tokens = state.tokens
    tokens = tokens.replace(
        pool=bump(tokens.pool, kind, -1), known=learn(tokens.known, event.team, square)
    )
    state = state.replace(
        board=put(state.board, square, grass_code(kind)),
        tokens=tokens,
        chance=event.replace(squares=rest) if rest else None,
    )
    if rest:
        return state
    return start_looks(state, event.count)


# --- Options of each follow-up --------------------------------------------------------


def _place_options(state: BrunchState) -> tuple[Place, ...]:
    places = state.variant.meadow.places
    origin = state.phase.origin
    return tuple([places[i] for i, code in enumerate(state.board) if code == EMPTY and i != origin])


def _birth_options(state: BrunchState) -> tuple[ChooseBirth, ...]:
    variant = state.variant
    team = role_team(state.role)
    return tuple(_BIRTHS[role >> 1] for role in variant.team_roles[team] if state.reserve[role] > 0)


def _flower_options(state: BrunchState) -> tuple[GiveFlower, ...]:
    tokens = state.tokens
    return tuple(
        _GIVE[r] for r in state.variant.opponents[state.role] if any(tokens.part(r, STACK))
    )


def _unknown_grass(state: BrunchState) -> list[int]:
    known = state.tokens.known[role_team(state.role)]
    return [i for i, code in enumerate(state.board) if code < 0 and not known >> i & 1]


def _look_options(state: BrunchState) -> tuple[Look, ...]:
    looks = state.variant.meadow.looks
    return tuple(looks[i] for i in _unknown_grass(state))


def _recon_options(state: BrunchState) -> tuple[Recon, ...]:
    unknown = set(_unknown_grass(state))
    meadow = state.variant.meadow
    return tuple(
        meadow.recons[b] for b, squares in enumerate(meadow.boards) if unknown & set(squares)
    )


def _erupt_options(state: BrunchState) -> tuple[Erupt, ...]:
    erupts = state.variant.meadow.erupts
    return tuple(erupts[i] for i, code in enumerate(state.board) if code < 0)


def _pick_options(state: BrunchState) -> tuple[Pick, ...]:
    picks = state.variant.meadow.picks
    if state.phase.piece == TREX:
        return tuple(picks[i] for i, code in enumerate(state.board) if code == TREX)
    return tuple(picks[i] for i, code in enumerate(state.board) if code > 0 and base(code) <= 2)


def _hide_options(state: BrunchState) -> tuple[Hide | StopHiding, ...]:
    return (*hide_actions(state), _STOP)


def _end_turn_options(state: BrunchState) -> tuple[SpendSuperYum | EndTurn, ...]:
    return _END_TURN_OPTIONS


_OPTIONS: Final[Mapping[int, Callable[[BrunchState], tuple[Any, ...]]]] = MappingProxyType(
    {
        PLACE: _place_options,
        BIRTH: _birth_options,
        FLOWER: _flower_options,
        LOOK: _look_options,
        RECON: _recon_options,
        ERUPT: _erupt_options,
        PICK: _pick_options,
        HIDE: _hide_options,
        END_TURN: _end_turn_options,
    }
)


# --- Applying each follow-up ----------------------------------------------------------


def _place(state: BrunchState, action: Place) -> BrunchState:
    square = state.variant.meadow.index[action.at]
    phase = state.phase
    reserve = state.reserve
    if phase.purpose == NEWBORN:
        reserve = bump(reserve, phase.piece - 1, -1)
    return finish_action(state, board=put(state.board, square, phase.piece), reserve=reserve)


def _choose_birth(state: BrunchState, action: ChooseBirth) -> BrunchState:
    species = SPECIES_NAMES.index(action.species)
    piece = herbivore(role_team(state.role), species)
    return ask(state, Phase(PLACE, piece=piece, purpose=NEWBORN))


def _give_flower(state: BrunchState, action: GiveFlower) -> BrunchState:
    event = ChanceEvent(STEAL, victim=action.to, token=state.phase.piece)
    return state.replace(chance=event)


def _look(state: BrunchState, action: Look) -> BrunchState:
    square = state.variant.meadow.index[action.at]
    team = role_team(state.role)
    left = state.phase.count - 1
    if state.board[square] == FACE_DOWN:
        event = ChanceEvent(REVEAL_LOOK, squares=(square,), team=team, count=left)
        return state.replace(chance=event)
    tokens = state.tokens.replace(known=learn(state.tokens.known, team, square))
    return start_looks(state.replace(tokens=tokens), left)


def _recon(state: BrunchState, action: Recon) -> BrunchState:
    team = role_team(state.role)
    board = state.board
    squares = [i for i in state.variant.meadow.boards[action.board] if board[i] < 0]
    drawn = [i for i in squares if board[i] != FACE_DOWN]
    pending = tuple(i for i in squares if board[i] == FACE_DOWN)
    state = state.replace(
        tokens=state.tokens.replace(known=learn(state.tokens.known, team, *drawn))
    )
    if not pending:
        return finish_action(state)
    return state.replace(chance=ChanceEvent(REVEAL_LOOK, squares=pending, team=team))


def _erupt(state: BrunchState, action: Erupt) -> BrunchState:
    square = state.variant.meadow.index[action.at]
    code = state.board[square]
    board = put(state.board, square, EMPTY)
    tokens = state.tokens
    if code == FACE_DOWN:
        tokens = tokens.replace(box_unknown=tokens.box_unknown + 1)
    else:
        mask = sum(1 << team for team in (0, 1) if tokens.knows(team, square))
        box = tuple(sorted((*tokens.box, (grass_kind(code), mask))))
        tokens = tokens.replace(box=box, known=forget(tokens.known, square))
    state = state.replace(board=board, tokens=tokens)
    left = state.phase.count - 1
    if left <= 0:
        return finish_action(state)
    return ask(state, Phase(ERUPT, count=left))


def _pick(state: BrunchState, action: Pick) -> BrunchState:
    square = state.variant.meadow.index[action.at]
    piece = state.board[square]
    phase = Phase(PLACE, piece=piece, purpose=AIRLIFT, origin=square)
    return ask(state, phase, board=put(state.board, square, EMPTY))


def _hide(state: BrunchState, action: Hide) -> BrunchState:
    state = hide(state, state.variant.tokens.index[action.token])
    if state.phase.kind == HIDE:
        return ask(state, state.phase)
    return state


def _stop_hiding(state: BrunchState, action: StopHiding) -> BrunchState:
    return finish_action(state)


def _spend(state: BrunchState, action: SpendSuperYum) -> BrunchState:
    return spend_super_yum(state)


def _end(state: BrunchState, action: EndTurn) -> BrunchState:
    return end_turn(state)


_APPLY: Final[Mapping[type, Callable[[BrunchState, Any], BrunchState]]] = MappingProxyType(
    {
        Place: _place,
        ChooseBirth: _choose_birth,
        GiveFlower: _give_flower,
        Look: _look,
        Recon: _recon,
        Erupt: _erupt,
        Pick: _pick,
        Hide: _hide,
        StopHiding: _stop_hiding,
        SpendSuperYum: _spend,
        EndTurn: _end,
    }
)
