"""What each phase needs of the rest of the state: whose decision it is, and with what.

A phase is a step of a turn (`rules.DECISIONS`), and it can follow only a state
that leads there: a human phase is the turn of a human player with a character in
play; a roll's move needs the roll and a pawn of the player; a card phase needs
the card being followed, its drawer on the Draw Card space drawn on, and the
card's choice to have options; a battle needs its character and dinosaur on one
space. Each law names the field at fault and the rule; `invariants` checks these
after the shapes and the conservation laws, and not once the game is over.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dinorules.kernel import FrozenMap
from dinorules.kernel.position import law

from .activity import active_dinosaurs
from .card_effects import pull_options, safe_space_options
from .dice import DINOSAUR_BATTLE
from .dinosaurs import move_options as dinosaur_moves
from .movement import own_pawns
from .raptor_duel import CHANCES, send_options
from .state import NOBODY, IslandState, Phase, Status
from .turns import CARD_PHASES

__all__ = ["phase_laws"]

HUMAN_PHASES: Final = frozenset(
    {
        Phase.HUMAN_ROLL,
        Phase.PICK_PAWN,
        Phase.GROUP_SPACE,
        Phase.GROUP_JOIN,
        Phase.HUMAN_MOVE,
        Phase.SPEND,
    }
)
"""The steps of a human player's own move (IS-8), before any card."""
DRAWING_PHASES: Final = CARD_PHASES | {Phase.DRAW, Phase.DUEL_DINO, Phase.DUEL_HUMAN}
"""A card drawn and being followed (IS-16.1, IS-16.2)."""
BATTLE_PHASES: Final = frozenset({Phase.BATTLE_DINO, Phase.BATTLE_HUMAN, Phase.ESCAPE})
"""A battle under way (IS-12)."""
_MOVES: Final = frozenset({Phase.PICK_PAWN, Phase.GROUP_SPACE, Phase.GROUP_JOIN, Phase.HUMAN_MOVE})
_EFFECTS: Final = FrozenMap(
    {
        Phase.DRAW: "",
        Phase.PULL: "pull_behind",
        Phase.SAFE_SPACE: "safe_space",
        Phase.SEND_RAPTOR: "raptors_attack_spino",
        Phase.DUEL_DINO: "raptors_attack_spino",
        Phase.DUEL_HUMAN: "raptors_attack_spino",
    }
)
"""The effect of the card each card phase follows ("": none is drawn yet)."""


def phase_laws(state: IslandState) -> Iterator[str]:
    """Describe each way the rest of ``state`` cannot lead to its phase."""
    phase = state.phase
    if Status.IN_PLAY not in state.status:
        yield law("IS-21.2", "status", "no character is in play, but the game is not over")
        return
    yield from _duel(state, phase)
    yield from _battle(state)
    reach = state.components.human_reach[state.components.board.start]
    if not 0 <= state.steps < len(reach):
        yield law("IS-7.1", "steps", f"no die moves {state.steps} spaces")
        return
    if state.face and state.face not in state.components.faces[DINOSAUR_BATTLE]:
        yield law("IS-12.1", "face", f"the dinosaur-battle die has no face {state.face!r}")
        return
    if phase in HUMAN_PHASES:
        yield from _human(state, phase)
    elif phase in DRAWING_PHASES:
        yield from _drawing(state, phase)
    else:
        yield from _dinosaur(state, phase)


def _human(state: IslandState, phase: Phase) -> Iterator[str]:
    """A human player's own move: their pawns, the roll, the group (IS-8, IS-15, IS-R8)."""
    names = state.components.characters
    if not own_pawns(state):
        yield law("IS-6.3", "human", f"seat {state.human} has no character in play")
        return
    yield from _quiet(state, card=True, battle=True)
    if state.forced != NOBODY and (not state.spent or state.forced not in own_pawns(state)):
        yield law("IS-15.3", "forced", f"{names[state.forced]} has no spent chip of this player")
    if phase is Phase.PICK_PAWN and state.forced != NOBODY:
        yield law("IS-15.3", "forced", "the spent chip's character moves: there is no pawn to pick")
    if phase is Phase.SPEND and state.spent:
        yield law("IS-15.2", "spent", "a life chip was already spent this turn")
    if phase in _MOVES and state.steps < 1:
        yield law("IS-8.2", "steps", f"a roll of {state.steps} moves no pawn")
    if phase is Phase.GROUP_JOIN:
        if not state.asking:
            yield law("IS-R8", "asking", "no pawn is left to ask")
        else:
            yield from _group(state, (*state.group, *state.asking))
    elif phase is Phase.HUMAN_MOVE:
        if not state.group or state.asking:
            yield law("IS-8.1", "group", "no pawn is moving, or pawns are still to ask")
        else:
            yield from _group(state, state.group)
    elif state.group or state.asking:
        yield law("IS-R8", "group", "a group is forming outside Group 3")


def _group(state: IslandState, pawns: tuple[int, ...]) -> Iterator[str]:
    """The moving pawns: in play on one space, one of them the player's (IS-8.3, IS-R8)."""
    spaces = {state.positions[c] for c in pawns}
    if len(spaces) != 1 or None in spaces or len(set(pawns)) != len(pawns):
        yield law("IS-8.3", "group", "the moving pawns are not in play on one space")
    elif not any(state.owners[c] == state.human for c in pawns):
        yield law("IS-R8", "group", f"no pawn of seat {state.human} moves")
    elif state.forced != NOBODY and state.forced not in pawns:
        yield law("IS-15.3", "group", "the character whose chip was spent does not move")


def _drawing(state: IslandState, phase: Phase) -> Iterator[str]:
    """A card drawn: the drawer on the Draw Card space of its pile, the card's choice (IS-16)."""
    drawer = state.drawer
    space = None if drawer == NOBODY else state.positions[drawer]
    if space is None:
        yield law("IS-16.1", "drawer", "nobody in play is drawing")
        return
    if state.section == NOBODY or state.components.draw_pile.get(space) != state.section:
        yield law("IS-16.1", "section", f"the drawer's space {space!r} has no such pile")
        return
    if state.victim not in (NOBODY, drawer):
        yield law("IS-R13", "victim", "a battle's card is drawn by its character")
    if state.victim == NOBODY and state.owners[drawer] != state.human:
        yield law("IS-16.1", "drawer", f"in seat {state.human}'s move, another seat draws")
    yield from _quiet(state, card=False, battle=state.victim == NOBODY)
    effect = _EFFECTS[phase]
    if effect:
        yield from _card_choice(state, phase, effect)
    elif state.card:
        yield law("IS-16.2", "card", "a card is still being followed at the draw")
    elif not state.piles[state.section]:
        yield law("IS-16.1", "discards", "the pile drawn from is empty")


def _card_choice(state: IslandState, phase: Phase, effect: str) -> Iterator[str]:
    """The card being followed is the phase's, and its choice has options (IS-R16..IS-R18)."""
    card = state.components.card_of[state.section].get(state.card)
    if card is None or card.effect != effect:
        yield law("IS-16.2", "card", f"the phase {phase.value} follows no {effect} card")
    elif phase is Phase.PULL and not pull_options(state):
        yield law("IS-R16", "pawns", "nobody is behind the drawer")
    elif phase is Phase.SAFE_SPACE and not safe_space_options(state):
        yield law("IS-R17", "dinosaurs", "no Safe Space is free of dinosaurs")
    elif phase is Phase.SEND_RAPTOR and not send_options(state):
        yield law("IS-17.2", "dinosaurs", "no Raptor of the Raptor Rumble can be sent")
    elif phase in (Phase.DUEL_DINO, Phase.DUEL_HUMAN) and (
        state.duelist == NOBODY or state.dinosaurs[state.duelist] is None
    ):
        yield law("IS-17.2", "duel", "no Raptor on the board duels")


def _dinosaur(state: IslandState, phase: Phase) -> Iterator[str]:
    """The dinosaur turn: active dinosaurs, the one moving, the battle (IS-9, IS-11, IS-12)."""
    yield from _quiet(state, card=True, battle=False)
    if state.group or state.asking or state.forced != NOBODY:
        yield law("IS-6.2", "group", "a human move is under way in the dinosaur turn")
    if phase is Phase.DINO_ROLL:
        if not active_dinosaurs(state):
            yield law("IS-R10", "dinosaurs", "no dinosaur is active to roll for")
        elif state.victim != NOBODY or state.battle_size or state.queue:
            yield law("IS-9.4", "victim", "the dinosaur turn has begun already")
    elif phase is Phase.DINO_MOVE:
        dino = state.dino
        if dino == NOBODY or state.dinosaurs[dino] is None or not dinosaur_moves(state):
            yield law("IS-9.4", "dinosaur", "no dinosaur on the board can move")
    elif phase is Phase.ALL_STEP:
        if not state.queue or any(state.dinosaurs[d] is None for d in state.queue):
            yield law("IS-9.5", "queue", "no dinosaur on the board is to step")
    elif phase in BATTLE_PHASES:
        yield from _fight(state, phase)
    if phase is not Phase.ALL_STEP and state.queue:
        yield law("IS-9.5", "queue", f"dinosaurs wait to step in {phase.value}")


def _fight(state: IslandState, phase: Phase) -> Iterator[str]:
    """A battle: its character and dinosaur on one space, the dice so far (IS-11.4, IS-12)."""
    victim, dino = state.victim, state.dino
    if NOBODY in (victim, dino):
        yield law("IS-11.4", "victim", "a battle with nobody in it")
        return
    space = state.positions[victim]
    if space is None or space != state.dinosaurs[dino]:
        yield law("IS-11.4", "victim", "the character and the dinosaur are not on one space")
    elif victim not in state.attacked:
        yield law("IS-11.5", "attacked", "the character in battle is not among those attacked")
    elif phase is Phase.BATTLE_HUMAN and not state.face:
        yield law("IS-12.1", "face", "the dinosaur-battle die is not rolled")
    elif phase is Phase.ESCAPE and state.steps < 1:
        yield law("IS-12.2", "steps", "an escape of no space")


def _quiet(state: IslandState, *, card: bool, battle: bool) -> Iterator[str]:
    """No card is being followed (``card``), no battle is under way (``battle``)."""
    if card and (state.card or state.drawer != NOBODY or state.section != NOBODY):
        yield law("IS-16.2", "card", f"a card is being followed in {state.phase.value}")
    if battle and (state.victim != NOBODY or state.battle_size or state.attacked):
        yield law("IS-11.4", "victim", f"a battle is under way in {state.phase.value}")


def _duel(state: IslandState, phase: Phase) -> Iterator[str]:
    """The Raptor duel's numbers, only while it is fought (IS-17.2, IS-17.5)."""
    in_duel = phase in (Phase.DUEL_DINO, Phase.DUEL_HUMAN)
    if not in_duel and (state.duelist, state.tries, state.rolled) != (NOBODY, 0, 0):
        yield law("IS-17.2", "duel", f"a Raptor duel outside {phase.value}'s card")
    if state.duelist != NOBODY and not state.components.raptor[state.duelist]:
        yield law("IS-17.2", "duel", f"{state.components.dinosaurs[state.duelist]} is no Raptor")
    if not 0 <= state.tries < CHANCES or not 0 <= state.rolled <= 1_000:
        yield law("IS-17.5", "duel", f"{state.tries} chances used, number {state.rolled}")


def _battle(state: IslandState) -> Iterator[str]:
    """A Pteranodon's battle: its dinosaur on the board, the count in range (IS-R12)."""
    size = state.battle_size
    if not size:
        if state.carried:
            yield law("IS-13.1", "carried", "carried to the nest outside a Pteranodon's battle")
        return
    dino = state.dino
    if (
        not 0 < size <= len(state.components.characters)
        or dino == NOBODY
        or state.dinosaurs[dino] is None
        or not state.components.carrier[dino]
    ):
        yield law("IS-R12", "battle_size", f"a Pteranodon's battle of {size} with no Pteranodon")
