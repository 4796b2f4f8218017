"""Dinosaur attacks and battles (IS-11..14, IS-R11..R13).

After the dinosaur player's move, every character in play sharing a space with a
dinosaur is attacked, once this turn; the dinosaur player names the next one and
which dinosaur there attacks it (one of each kind is offered). A battle is the
dinosaur-battle die, then the human-battle die: "Escape N" lets the character's
player move it up to N spaces; otherwise it loses the lives shown, or is removed
outright by a Spinosaurus's "Spino 1".

A Pteranodon that attacks battles every character on its space not yet attacked
(its roster, named one by one). A lone character it defeats is carried to the nest
with it (it stays if the character is removed); with several, each defeated one
goes to the nest at once and, after the last battle, the Pteranodon too.
"""

from __future__ import annotations

from .actions import Attack, MoveTo
from .dice import DINOSAUR_BATTLE, HUMAN_BATTLE
from .lives import lose_lives, remove
from .state import NOBODY, IslandState, Phase, Status, put
from .turns import end_dinosaur_turn

__all__ = [
    "attack",
    "attack_options",
    "begin_attacks",
    "escape",
    "escape_options",
    "on_dinosaur_roll",
    "on_human_roll",
]


def begin_attacks(state: IslandState) -> IslandState:
    """Name the next attack, or end the dinosaur turn when none is left (IS-11.2, IS-R11).

    Every character still on a dinosaur's space is attacked, again in later turns
    for as long as it stays (IS-8.6, IS-9.7, IS-13.3).
    """
    if not attack_options(state):
        return end_dinosaur_turn(state)
    return state.replace(phase=Phase.ATTACK, victim=NOBODY, face="")


def attack_options(state: IslandState) -> tuple[Attack, ...]:
    """Each unattacked character on a dinosaur's space, with each kind there (IS-11.5, IS-11.6).

    During a Pteranodon's battle, only the rest of its roster, by that Pteranodon.
    Order: characters in character order, then dinosaurs in dinosaur order.
    """
    attacks = state.components.attacks
    if state.roster:
        return tuple(attacks[(c, state.dino)] for c in state.roster)
    dinosaurs = state.dinosaurs
    targets = [
        (c, space)
        for c, space in enumerate(state.positions)
        if space is not None and space in dinosaurs and c not in state.attacked
    ]
    if not targets:
        return ()
    kinds = state.components.kinds
    options: list[Attack] = []
    for c, space in targets:
        seen: set[str] = set()
        for d, there in enumerate(dinosaurs):
            if there == space and kinds[d] not in seen:
                seen.add(kinds[d])
                options.append(attacks[(c, d)])
    return tuple(options)


def attack(state: IslandState, action: Attack) -> IslandState:
    """The named battle begins with the dinosaur-battle die (IS-11.4, IS-12.1).

    A Pteranodon takes its roster: every other unattacked character on its space
    (IS-11.3, IS-R12).
    """
    components = state.components
    character = components.index[action.character]
    dinosaur = components.dinosaur_index[action.dinosaur]
    roster, size = state.roster, state.battle_size
    if roster:
        roster = tuple(c for c in roster if c != character)
    elif components.carrier[dinosaur]:
        here = state.dinosaurs[dinosaur]
        roster = tuple(
            c
            for c, (space, status) in enumerate(zip(state.positions, state.status, strict=True))
            if c != character
            and space == here
            and status is Status.IN_PLAY
            and c not in state.attacked
        )
        size = 1 + len(roster)
    return state.replace(
        attacked=state.attacked | {character},
        victim=character,
        dino=dinosaur,
        roster=roster,
        battle_size=size,
        phase=Phase.BATTLE_DINO,
    )


def on_dinosaur_roll(state: IslandState, label: str) -> IslandState:
    """The dinosaur player's roll (IS-12.1) is kept; the character rolls the human-battle die."""
    return state.replace(face=label, phase=Phase.BATTLE_HUMAN)


def on_human_roll(state: IslandState, label: str) -> IslandState:
    """Escape (IS-12.2), or the hit: the lives shown lost (IS-12.3, IS-14.2), or removal.

    A Spinosaurus's "Spino 1" removes the character (IS-14.1). A Pteranodon carries
    a defeated character to the nest (IS-13.1), and itself too in a lone battle;
    it stays if the lone character is removed (IS-13.2).
    """
    components = state.components
    escape_steps = components.faces[HUMAN_BATTLE][label].escape
    if escape_steps:
        return state.replace(steps=escape_steps, phase=Phase.ESCAPE)
    face = components.faces[DINOSAUR_BATTLE][state.face]
    c, d = state.victim, state.dino
    if face.spino and components.spino_one[d]:
        state = remove(state, c)
    else:
        state = lose_lives(state, c, face.lose)
    if state.phase is Phase.OVER:
        return state
    if components.carrier[d] and state.status[c] is Status.IN_PLAY:
        nest = components.board.nest
        state = state.replace(positions=put(state.positions, c, nest))
        if state.battle_size == 1:
            state = state.replace(dinosaurs=put(state.dinosaurs, d, nest))
    return _after_battle(state)


def escape_options(state: IslandState) -> tuple[MoveTo, ...]:
    """Every space 1..N from the character, in board order (IS-12.2, IS-R13)."""
    here = state.positions[state.victim]
    assert here is not None
    return state.components.human_reach[here][state.steps]


def escape(state: IslandState, space: str) -> IslandState:
    """The character escapes there (no card is drawn, IS-R13)."""
    return _after_battle(state.replace(positions=put(state.positions, state.victim, space)))


def _after_battle(state: IslandState) -> IslandState:
    """After a Pteranodon's last battle with several characters, it flies to the nest.

    Each defeated one was carried at once (IS-13.4); win or lose, the Pteranodon
    returns to the nest after the last (IS-13.5).
    """
    if state.battle_size and not state.roster:
        if state.battle_size > 1:
            nest = state.components.board.nest
            state = state.replace(dinosaurs=put(state.dinosaurs, state.dino, nest))
        state = state.replace(battle_size=0)
    return begin_attacks(state.replace(steps=0))
