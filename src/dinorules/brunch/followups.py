"""Follow-up decisions: where a dinosaur lands, births, looks, Recon, Eruption, hiding.

An Action that needs a choice (where the charged dinosaur goes, BR-7.3; where a
newborn goes, BR-11.2; which tokens to look at, BR-12.2; ...) continues with a
follow-up decision instead of one composite action (BR-R21). `ask` opens a follow-up;
one with no option ends the Action (a single option is the kernel's forced decision).
Each follow-up phase has an options function here and each follow-up class an
effect function, for the decision table in `rules`.
A face-down token looked at for the first time is drawn from the pool (a chance
node) and fixed; its identity is then known to the looking team only (BR-R13).
"""

from __future__ import annotations

from itertools import compress
from typing import Any, Final

from dinorules.kernel import FrozenMap

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
    DIPLO_CODES,
    EMPTY,
    FACE_DOWN,
    ROLE_COUNT,
    SPECIES_NAMES,
    TEAMS,
    TREX,
    grass_code,
    grass_kind,
    herbivore,
    reserve_slot,
    role_species,
    role_team,
)
from .state import (
    FACE_UP,
    HIDDEN,
    STACK,
    BrunchState,
    ChanceEvent,
    Pending,
    Phase,
    Purpose,
    bump,
    forget,
    learn,
    placed,
)
from .turns import end_turn, finish_action, spend_super_yum

__all__ = [
    "ask",
    "birth_options",
    "choose_birth",
    "end",
    "end_turn_options",
    "erupt",
    "erupt_options",
    "flower_options",
    "give_flower",
    "hide",
    "hide_actions",
    "hide_options",
    "look",
    "look_options",
    "pick",
    "pick_options",
    "place",
    "place_options",
    "recon",
    "recon_options",
    "reveal_looked",
    "spend",
    "start_looks",
    "stop_hiding",
    "take_hide",
]

_GIVE: Final = tuple(GiveFlower(role) for role in range(ROLE_COUNT))
_BIRTHS: Final = (ChooseBirth("diplo"), ChooseBirth("triceratops"))
_STOP: Final = StopHiding()
_END_TURN_OPTIONS: Final = (SpendSuperYum(), EndTurn())
_NEWBORN: Final = Purpose.NEWBORN
"""Read once: an enum member read from its class costs a lookup (`place`)."""


def ask(state: BrunchState, pending: Pending, **changes: Any) -> BrunchState:
    """Open a follow-up; one with no option ends the Action (BR-R21, BR-R16).

    ``changes`` are changes to the state applied in the same copy. A follow-up with
    a single option is left to the kernel's forced-decision policy.
    """
    state = state.replace(phase=pending, **changes)
    if pending.kind in _NEVER_EMPTY or _OPTIONS[pending.kind](state):
        return state
    return finish_action(state)


def start_looks(state: BrunchState, count: int) -> BrunchState:
    """Secretly look at ``count`` grass tokens of the meadow, one at a time (BR-12.2, BR-R12)."""
    if count <= 0:
        return finish_action(state)
    return ask(state, Pending(Phase.LOOK, count=count))


def hide_actions(state: BrunchState) -> tuple[Hide, ...]:
    """`Hide` for each token kind the role on turn may still put under a Hideout."""
    tokens = state.tokens
    piles, kinds = tokens.piles, tokens.kinds
    variant = state.variant
    table = variant.tokens
    starts = variant.pile_starts[state.role]
    stack, hidden, face_up = starts[STACK], starts[HIDDEN], starts[FACE_UP]
    capacity = table.capacity
    room = 0
    for kind in table.hideouts:
        room += piles[face_up + kind] * capacity[kind]
    if room <= sum(piles[hidden : hidden + kinds]):
        return ()
    return tuple(compress(table.hides, piles[stack : stack + kinds]))


def hide(state: BrunchState, kind: int) -> BrunchState:
    """Move one token of ``kind`` from the face-down stack under the Hideout (BR-11.5)."""
    role = state.role
    return state.replace(
        tokens=state.tokens.moved((role, STACK, kind, -1), (role, HIDDEN, kind, 1))
    )


def reveal_looked(state: BrunchState, kind: int, **changes: Any) -> BrunchState:
    """Chance outcome: the token being looked at is ``kind``; fix it, the team knows it.

    ``changes`` (the generator that drew it) join the same copy of the state.
    """
    event = state.chance
    assert event is not None
    square, rest = event.squares[0], event.squares[1:]
    tokens = state.tokens
    tokens = tokens.replace(
        pool=bump(tokens.pool, kind, -1), known=learn(tokens.known, event.team, square)
    )
    state = state.replace(
        board=placed(state.board, square, grass_code(kind)),
        tokens=tokens,
        chance=event.replace(squares=rest) if rest else None,
        **changes,
    )
    if rest:
        return state
    return start_looks(state, event.count)


# --- Options of each follow-up --------------------------------------------------------


def place_options(state: BrunchState) -> tuple[Place, ...]:
    """Every empty square (BR-7.3, BR-11.2, BR-R23); an airlifted dinosaur must move (BR-R19)."""
    places = state.variant.meadow.places
    options = [places[i] for i, code in enumerate(state.board) if not code]  # EMPTY is 0
    origin = state.phase.origin
    if origin >= 0:
        lifted = places[origin]
        return tuple([place for place in options if place is not lifted])
    return tuple(options)


def birth_options(state: BrunchState) -> tuple[ChooseBirth, ...]:
    """Each species of the team with a figure in reserve (BR-16.2, BR-R20)."""
    variant = state.variant
    team = role_team(state.role)
    return tuple(
        _BIRTHS[role_species(role)] for role in variant.team_roles[team] if state.reserve[role] > 0
    )


def flower_options(state: BrunchState) -> tuple[GiveFlower, ...]:
    """Each opposing role with a usable token to take (BR-R11, BR-R22)."""
    tokens = state.tokens
    return tuple(
        _GIVE[r] for r in state.variant.opponents[state.role] if any(tokens.part(r, STACK))
    )


def _unknown_grass(state: BrunchState) -> list[int]:
    """The grass squares whose token the team on turn does not know (BR-R14)."""
    known = state.tokens.known[role_team(state.role)]
    return [i for i, code in enumerate(state.board) if code < 0 and not known >> i & 1]


def look_options(state: BrunchState) -> tuple[Look, ...]:
    """Each grass token the team does not know; fewer left, fewer looks (BR-R12)."""
    looks = state.variant.meadow.looks
    return tuple(looks[i] for i in _unknown_grass(state))


def recon_options(state: BrunchState) -> tuple[Recon, ...]:
    """Each board with a grass token the team does not know (BR-R18)."""
    unknown = set(_unknown_grass(state))
    meadow = state.variant.meadow
    return tuple(
        meadow.recons[b] for b, squares in enumerate(meadow.boards) if unknown & set(squares)
    )


def erupt_options(state: BrunchState) -> tuple[Erupt, ...]:
    """Every grass token of the meadow, known or not (BR-R17)."""
    erupts = state.variant.meadow.erupts
    return tuple(erupts[i] for i, code in enumerate(state.board) if code < 0)


def pick_options(state: BrunchState) -> tuple[Pick, ...]:
    """Air Raid: each T-Rex in play (BR-16.5); Air Travel: each Diplo, any colour (BR-16.4)."""
    picks = state.variant.meadow.picks
    if state.phase.piece == TREX:
        return tuple(picks[i] for i, code in enumerate(state.board) if code == TREX)
    return tuple(picks[i] for i, code in enumerate(state.board) if code in DIPLO_CODES)


def hide_options(state: BrunchState) -> tuple[Hide | StopHiding, ...]:
    """Each token kind that fits under the Hideout, then stop (BR-11.5, BR-R10)."""
    return (*hide_actions(state), _STOP)


def end_turn_options(state: BrunchState) -> tuple[SpendSuperYum | EndTurn, ...]:
    """Spend a Super Yum for one more Action, or end the turn (BR-11.22, BR-R9)."""
    return _END_TURN_OPTIONS


_OPTIONS: Final = FrozenMap(
    {Phase.PLACE: place_options, Phase.LOOK: look_options, Phase.RECON: recon_options}
)
"""The follow-ups whose options may be none when they open (`ask` checks them)."""
_NEVER_EMPTY: Final = frozenset(
    {Phase.BIRTH, Phase.FLOWER, Phase.ERUPT, Phase.PICK, Phase.HIDE, Phase.END_TURN}
)
"""Follow-ups with an option whenever they open: their effect checked it (BR-12.1)."""


# --- Applying each follow-up ----------------------------------------------------------


def place(state: BrunchState, action: Place) -> BrunchState:
    """The dinosaur in hand lands; a newborn comes from the reserve (BR-7.3, BR-11.2)."""
    square = state.variant.meadow.index[action.at]
    phase = state.phase
    reserve = state.reserve
    if phase.purpose is _NEWBORN:
        reserve = bump(reserve, reserve_slot(phase.piece), -1)
    return finish_action(state, board=placed(state.board, square, phase.piece), reserve=reserve)


def choose_birth(state: BrunchState, action: ChooseBirth) -> BrunchState:
    """The newborn's species (BR-16.2); it is born awake (BR-R20)."""
    species = SPECIES_NAMES.index(action.species)
    piece = herbivore(role_team(state.role), species)
    return ask(state, Pending(Phase.PLACE, piece=piece, purpose=Purpose.NEWBORN))


def give_flower(state: BrunchState, action: GiveFlower) -> BrunchState:
    """The Flower goes to this role, who is robbed at random (BR-11.10, BR-R11)."""
    event = ChanceEvent(Phase.STEAL, victim=action.to, token=state.phase.piece)
    return state.replace(chance=event)


def look(state: BrunchState, action: Look) -> BrunchState:
    """Look at a token secretly; a face-down one is drawn first (BR-12.2, BR-R12, BR-R13)."""
    square = state.variant.meadow.index[action.at]
    team = role_team(state.role)
    left = state.phase.count - 1
    if state.board[square] == FACE_DOWN:
        event = ChanceEvent(Phase.REVEAL_LOOK, squares=(square,), team=team, count=left)
        return state.replace(chance=event)
    tokens = state.tokens.replace(known=learn(state.tokens.known, team, square))
    return start_looks(state.replace(tokens=tokens), left)


def recon(state: BrunchState, action: Recon) -> BrunchState:
    """Look at every grass token of the board, secretly (BR-19.8, BR-R18)."""
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
    return state.replace(chance=ChanceEvent(Phase.REVEAL_LOOK, squares=pending, team=team))


def erupt(state: BrunchState, action: Erupt) -> BrunchState:
    """Remove the token unseen, to the box; who knew it still does (BR-19.11, BR-R17)."""
    square = state.variant.meadow.index[action.at]
    code = state.board[square]
    board = placed(state.board, square, EMPTY)
    tokens = state.tokens
    if code == FACE_DOWN:
        tokens = tokens.replace(box_unknown=tokens.box_unknown + 1)
    else:
        mask = sum(1 << team for team in TEAMS if tokens.knows(team, square))
        box = tuple(sorted((*tokens.box, (grass_kind(code), mask))))
        tokens = tokens.replace(box=box, known=forget(tokens.known, square))
    state = state.replace(board=board, tokens=tokens)
    left = state.phase.count - 1
    if left <= 0:
        return finish_action(state)
    return ask(state, Pending(Phase.ERUPT, count=left))


def pick(state: BrunchState, action: Pick) -> BrunchState:
    """Lift the dinosaur to fly; it lands on another empty square (BR-19.9, BR-R19)."""
    square = state.variant.meadow.index[action.at]
    piece = state.board[square]
    pending = Pending(Phase.PLACE, piece=piece, purpose=Purpose.AIRLIFT, origin=square)
    return ask(state, pending, board=placed(state.board, square, EMPTY))


def take_hide(state: BrunchState, action: Hide) -> BrunchState:
    """Hide a token: a free decision, or the next one right after a Hideout (BR-11.7, BR-R10).

    A hidden token can no longer be used (BR-11.6) but still scores (BR-R26).
    """
    return hide(state, state.variant.tokens.index[action.token])


def stop_hiding(state: BrunchState, action: StopHiding) -> BrunchState:
    """Hide nothing more now; the Action is resolved (BR-R10)."""
    return finish_action(state)


def spend(state: BrunchState, action: SpendSuperYum) -> BrunchState:
    """Spend a Super Yum for one more Action (BR-11.22, BR-R9)."""
    return spend_super_yum(state)


def end(state: BrunchState, action: EndTurn) -> BrunchState:
    """End the turn, keeping the Super Yums (BR-R9, BR-11.23)."""
    return end_turn(state)
