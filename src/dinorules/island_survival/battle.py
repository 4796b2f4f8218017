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
from .lives import lose_lives, remove
from .state import NOBODY, IslandState, Phase, Status, put
from .turns import end_dinosaur_turn

__all__ = [
    "apply_attack",
    "attack_options",
    "begin_attacks",
    "escape",
    "escape_options",
    "on_dinosaur_roll",
    "on_human_roll",
]


def begin_attacks(state: IslandState) -> IslandState:
    """Name the next attack, or end the dinosaur turn when none is left."""
    if not attack_options(state):
        return end_dinosaur_turn(state)
    return state.replace(phase=Phase.ATTACK, victim=NOBODY, face="")


def attack_options(state: IslandState) -> tuple[Attack, ...]:
    """Each unattacked character on a dinosaur's space, with each kind there (IS-11.5, 11.6).

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


def apply_attack(state: IslandState, character: int, dinosaur: int) -> IslandState:
    """The battle begins with the dinosaur-battle die; a Pteranodon takes its roster."""
    roster, size = state.roster, state.battle_size
    if roster:
        roster = tuple(c for c in roster if c != character)
    elif state.components.carrier[dinosaur]:
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
    """The dinosaur player's roll is kept; the character rolls the human-battle die."""
    return state.replace(face=label, phase=Phase.BATTLE_HUMAN)


def on_human_roll(state: IslandState, label: str) -> IslandState:
    """Escape, or the hit: lives lost, Spino 1's removal, the nest carry (IS-12..14)."""
    components = state.components
    escape_steps = components.faces["human_battle"][label].escape
    if escape_steps:
        return state.replace(steps=escape_steps, phase=Phase.ESCAPE)
    face = components.faces["dinosaur_battle"][state.face]
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
    """After a Pteranodon's last battle with several characters, it flies to the nest."""
    if state.battle_size and not state.roster:
        if state.battle_size > 1:
            nest = state.components.board.nest
            state = state.replace(dinosaurs=put(state.dinosaurs, state.dino, nest))
        state = state.replace(battle_size=0)
    return begin_attacks(state.replace(steps=0))
