"""Naming the dinosaur turn's attacks, each one a choice (IS-8.6, IS-9.6, IS-9.7, IS-11, IS-R11).

After the dinosaur player's move, any character in play on a dinosaur's space and
not yet attacked this turn may be attacked; the dinosaur player names the next
attack (the character, and which kind of dinosaur there attacks it) or
`NoAttack`, which ends the turn's attacks.

A Pteranodon that attacks may battle more characters on its space (IS-11.3): after
each of its battles the dinosaur player names the next one, or `NoAttack` ends its
battle. If it battled one character it goes to the nest only with that character
carried there (IS-13.1, IS-13.2); after several, it returns to the nest win or lose
(IS-13.5). Its battle ends before any other attack (IS-R12).
"""

from __future__ import annotations

from typing import Final

from .actions import Attack, NoAttack
from .state import NOBODY, IslandState, Phase, Status, place
from .turns import end_dinosaur_turn

__all__ = [
    "NO_ATTACK",
    "after_battle",
    "attack",
    "attack_options",
    "begin_attacks",
    "no_attack",
    "roster",
]

NO_ATTACK: Final = NoAttack()


def begin_attacks(state: IslandState) -> IslandState:
    """Offer the next attack, or end the dinosaur turn when none is possible (IS-11.2, IS-R11).

    A character still on a dinosaur's space may be attacked again in later turns
    for as long as it stays (IS-8.6, IS-9.7, IS-13.3).
    """
    # One update, not two (a state copy saved): the targets do not depend on the fields
    # reset here, and the next human turn resets them anyway.
    if _targets(state):
        return state.replace(victim=NOBODY, face="", steps=0, phase=Phase.ATTACK)
    if state.turn < state.max_turns:
        return end_dinosaur_turn(state)
    return end_dinosaur_turn(state.replace(victim=NOBODY, face="", steps=0))


def roster(state: IslandState) -> tuple[int, ...]:
    """In a Pteranodon's battle: the characters on its space it may still battle (IS-11.3)."""
    if not state.battle_size:
        return ()
    here = state.dinosaurs[state.dino]
    return tuple(
        c
        for c, (space, status) in enumerate(zip(state.positions, state.status, strict=True))
        if space == here and status is Status.IN_PLAY and c not in state.attacked
    )


def _targets(state: IslandState) -> tuple[Attack, ...]:
    """Each character that may be attacked now, with each kind there (IS-11.5, IS-11.6).

    In a Pteranodon's battle, the rest of its space, by that Pteranodon (IS-R12).
    Order: characters in character order, then dinosaurs in dinosaur order.
    """
    attacks = state.components.attacks
    if state.battle_size:
        return tuple(attacks[(c, state.dino)] for c in roster(state))
    dinosaurs = state.dinosaurs
    kinds = state.components.kinds
    attacked = state.attacked
    in_play = Status.IN_PLAY
    options: list[Attack] = []
    for c, (space, status) in enumerate(zip(state.positions, state.status, strict=True)):
        if status is not in_play or space not in dinosaurs or c in attacked:
            continue
        seen: set[str] = set()
        for d, there in enumerate(dinosaurs):
            if there == space and kinds[d] not in seen:
                seen.add(kinds[d])
                options.append(attacks[(c, d)])
    return tuple(options)


def attack_options(state: IslandState) -> tuple[Attack | NoAttack, ...]:
    """Each possible attack, then `NoAttack`: every attack is the dinosaur player's choice."""
    return (*_targets(state), NO_ATTACK)


def attack(state: IslandState, action: Attack) -> IslandState:
    """The named battle begins with the dinosaur-battle die (IS-11.4, IS-12.1).

    A Pteranodon's first attack begins its battle; each further one adds to it (IS-11.3).
    """
    components = state.components
    character = components.index[action.character]
    dinosaur = components.dinosaur_index[action.dinosaur]
    size = state.battle_size
    if size or components.carrier[dinosaur]:
        size += 1
    return state.replace(
        attacked=state.attacked | {character},
        victim=character,
        dino=dinosaur,
        battle_size=size,
        phase=Phase.BATTLE_DINO,
    )


def no_attack(state: IslandState, action: NoAttack) -> IslandState:
    """No more attacks this turn (IS-8.6); in a Pteranodon's battle, no more by it (IS-11.3)."""
    if state.battle_size:
        return begin_attacks(_end_pteranodon_battle(state))
    return end_dinosaur_turn(state)


def after_battle(state: IslandState) -> IslandState:
    """The next attack; a Pteranodon may battle on, or its battle ends with nobody left."""
    if state.battle_size and not roster(state):
        state = _end_pteranodon_battle(state)
    return begin_attacks(state)


def _end_pteranodon_battle(state: IslandState) -> IslandState:
    """After several battles it returns to the nest (IS-13.5); after one, only if it carried.

    A lone character defeated is carried with it (IS-13.1); one that escapes or is
    removed leaves it on the space it attacked from (IS-13.2).
    """
    if state.battle_size > 1 or state.carried:
        state = place(state, state.dino, state.components.board.nest)
    return state.replace(battle_size=0, carried=False, dino=NOBODY)
