"""Why an action is illegal, naming the rule it breaks (called only on failure).

First the phase: each phase expects certain action types from one player (a
human action in the dinosaur player's turn breaks the turn order, IS-6.3; a
life chip cannot be spent in a battle, IS-15.4). Then the action itself: a pawn
that is not the player's, a space out of reach, a dinosaur that is not active, a
character already attacked this turn, and so on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from dinorules.kernel import FrozenMap

from .actions import (
    Attack,
    EndTurn,
    GroupAt,
    Join,
    MoveTo,
    NoAttack,
    Pick,
    PickDinosaur,
    Pull,
    SendRaptor,
    SpendChip,
    Stay,
)
from .activity import active_dinosaurs
from .state import NOBODY, IslandState, Phase, Status
from .turns import deciding_seat

__all__ = ["explain"]

_EXPECTED: Final[FrozenMap[Phase, tuple[str, str, tuple[type, ...]]]] = FrozenMap(
    {
        Phase.PICK_PAWN: ("IS-8.2", "the human player picks the pawn to move", (Pick,)),
        Phase.GROUP_SPACE: ("IS-8.3", "the human player picks the group's space", (GroupAt,)),
        Phase.GROUP_JOIN: ("IS-8.3", "the human player says who joins the group", (Join,)),
        Phase.HUMAN_MOVE: ("IS-7.1", "the human player picks the destination", (MoveTo,)),
        Phase.PULL: ("IS-R16", "the drawer picks a character behind them", (Pull,)),
        Phase.SAFE_SPACE: ("IS-19.1", "the drawer picks a nearest Safe Space", (MoveTo,)),
        Phase.SEND_RAPTOR: ("IS-17.2", "the drawer picks a Raptor to send", (SendRaptor,)),
        Phase.SPEND: (
            "IS-15.1",
            "the human player spends a life chip or ends the turn",
            (SpendChip, EndTurn),
        ),
        Phase.PICK_DINO: (
            "IS-9.4",
            "the dinosaur player picks an active dinosaur to move, or none",
            (PickDinosaur, Stay),
        ),
        Phase.DINO_MOVE: ("IS-9.4", "the dinosaur player picks the destination", (MoveTo,)),
        Phase.ALL_STEP: ("IS-9.5", "the dinosaur player steps the next dinosaur", (MoveTo, Stay)),
        Phase.ATTACK: (
            "IS-11.4",
            "the dinosaur player names the next attack, or none",
            (Attack, NoAttack),
        ),
        Phase.ESCAPE: ("IS-12.2", "the attacked character's player picks its escape", (MoveTo,)),
    }
)
_BATTLE: Final = frozenset({Phase.ATTACK, Phase.ESCAPE})


def explain(state: IslandState, action: object) -> str:
    """The rule ``action`` breaks in ``state``."""
    phase = state.phase
    if phase not in _EXPECTED:
        return f"no decision is due in phase {phase.value}"
    rule, doing, types = _EXPECTED[phase]
    if not isinstance(action, types):
        if isinstance(action, SpendChip) and phase in _BATTLE:
            return "IS-15.4: you cannot spend a life chip during a battle"
        return f"IS-6.3: not now: {doing} ({rule}, player {deciding_seat(state)} decides)"
    reason = _REASONS.get(type(action))
    return reason(state, action) if reason else f"{rule}: {doing}"


def _character(state: IslandState, name: str) -> int | None:
    return state.components.index.get(name)


def _pawn(state: IslandState, name: str) -> str:
    c = _character(state, name)
    if c is None:
        return f"there is no character {name!r}"
    if state.owners[c] != state.human:
        return f"{name} is not one of player {state.human}'s pawns"
    if state.status[c] is not Status.IN_PLAY:
        return f"{name} is not in play"
    return ""


def _why_pick(state: IslandState, action: Pick) -> str:
    return f"IS-8.1: {_pawn(state, action.character) or 'pick one of your pawns'}"


def _why_group(state: IslandState, action: GroupAt) -> str:
    if state.forced != NOBODY:
        forced = state.components.characters[state.forced]
        return f"IS-15.3: the group must move {forced}, whose life chip was spent"
    return f"IS-8.3: none of player {state.human}'s pawns is on {action.space!r}"


def _why_join(state: IslandState, action: Join) -> str:
    asked = state.components.characters[state.asking[0]]
    if action.character != asked:
        return f"IS-8.3: the pawn being asked is {asked}, not {action.character}"
    if state.asking[0] == state.forced:
        return f"IS-15.3: {asked} must move: its life chip was spent"
    return f"IS-R8: the group must include one of player {state.human}'s own pawns"


def _why_move(state: IslandState, action: MoveTo) -> str:
    phase = state.phase
    if phase is Phase.SAFE_SPACE:
        return f"IS-19.1: {action.space!r} is not one of the nearest spaces with no dinosaur"
    if phase in (Phase.DINO_MOVE, Phase.ALL_STEP):
        return (
            f"IS-9.3: {action.space!r} is not {state.steps} or fewer spaces away within the "
            f"dinosaur's section (barriers IS-7.2, Humans Only IS-20.1, cover IS-20.2)"
        )
    return (
        f"IS-7.1: {action.space!r} is not 1 to {state.steps} spaces away along the paths "
        f"(barriers block, IS-7.2)"
    )


def _why_spend(state: IslandState, action: SpendChip) -> str:
    if state.spent:
        return "IS-15.2: only one life chip may be spent per turn"
    reason = _pawn(state, action.character)
    return f"IS-15.1: {reason or action.character + ' has no life chip to spend'}"


def _why_pick_dinosaur(state: IslandState, action: PickDinosaur) -> str:
    d = state.components.dinosaur_index.get(action.dinosaur)
    if d is None or state.dinosaurs[d] is None:
        return f"IS-9.4: {action.dinosaur!r} is not a dinosaur on the board"
    if d not in active_dinosaurs(state):
        return f"IS-9.1: {action.dinosaur} is not active: no character is in its section"
    return f"IS-9.3: {action.dinosaur} cannot move {state.steps} within its section"


def _why_attack(state: IslandState, action: Attack) -> str:
    c = _character(state, action.character)
    d = state.components.dinosaur_index.get(action.dinosaur)
    if c is None or d is None:
        return f"IS-11.1: no such character or dinosaur in {action}"
    if c in state.attacked:
        return f"IS-11.5: {action.character} has already been attacked this turn"
    if state.battle_size:
        return (
            "IS-R12: a Pteranodon's battle ends before any other attack: it may battle "
            "another character on its space, or none"
        )
    if state.status[c] is not Status.IN_PLAY or state.positions[c] != state.dinosaurs[d]:
        return f"IS-11.1: {action.dinosaur} is not on {action.character}'s space"
    return f"IS-11.6: only one dinosaur of each kind is offered to attack {action.character}"


def _why_pull(state: IslandState, action: Pull) -> str:
    return f"IS-R16: {action.character} is not a character behind the drawer"


def _why_send(state: IslandState, action: SendRaptor) -> str:
    return f"IS-17.2: {action.dinosaur} is not a Raptor in the Raptor Rumble"


_Reason = Callable[[IslandState, Any], str]
_REASONS: Final[FrozenMap[type, _Reason]] = FrozenMap(
    (
        (Pick, _why_pick),
        (GroupAt, _why_group),
        (Join, _why_join),
        (MoveTo, _why_move),
        (SpendChip, _why_spend),
        (PickDinosaur, _why_pick_dinosaur),
        (Attack, _why_attack),
        (Pull, _why_pull),
        (SendRaptor, _why_send),
    )
)
"""The reason of each action class's illegality, once its phase is right."""
