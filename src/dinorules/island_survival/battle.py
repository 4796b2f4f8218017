"""A battle: the dice, the hit, the escape (IS-12..14, IS-R13).

A battle is the dinosaur-battle die, then the human-battle die: "Escape N" lets the
character's player move it up to N spaces; otherwise it loses the lives shown, or
is removed outright by a Spinosaurus's "Spino 1". A Pteranodon carries a defeated
character to the nest (the Pteranodon follows when its battle ends, `attacks`).
An escape that lands on a Draw Card space draws a card there (IS-16.1, IS-R13).
"""

from __future__ import annotations

from dinorules.kernel import Rng, put

from .actions import MoveTo
from .attacks import after_battle
from .dice import DINOSAUR_BATTLE, HUMAN_BATTLE
from .lives import lose_lives, remove
from .piles import begin_draw
from .state import IslandState, Phase, Status

__all__ = ["escape", "escape_options", "on_dinosaur_roll", "on_human_roll"]


def on_dinosaur_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """The dinosaur player's roll (IS-12.1) is kept; the character rolls the human-battle die.

    ``rng`` is the generator after the roll (so for each roll below).
    """
    return state.replace(face=label, phase=Phase.BATTLE_HUMAN, rng=rng)


def on_human_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """Escape (IS-12.2), or the hit: the lives shown lost (IS-12.3, IS-14.2), or removal.

    A Spinosaurus's "Spino 1" removes the character (IS-14.1). A Pteranodon carries
    a defeated character still in play to the nest at once (IS-13.1, IS-13.4).
    """
    components = state.components
    escape_steps = components.faces[HUMAN_BATTLE][label].escape
    if escape_steps:
        return state.replace(steps=escape_steps, phase=Phase.ESCAPE, rng=rng)
    state = state.replace(rng=rng)
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
        state = state.replace(positions=put(state.positions, c, nest), carried=True)
    return after_battle(state)


def escape_options(state: IslandState) -> tuple[MoveTo, ...]:
    """Every space 1..N from the character, in board order (IS-12.2, IS-R13)."""
    here = state.positions[state.victim]
    assert here is not None
    return state.components.human_reach[here][state.steps]


def escape(state: IslandState, space: str) -> IslandState:
    """The character escapes there; on a Draw Card space it draws a card (IS-16.1, IS-R13)."""
    victim = state.victim
    state = state.replace(positions=put(state.positions, victim, space), drawn_on=frozenset())
    section = state.components.draw_pile.get(space)
    if section is None:
        return after_battle(state)
    return begin_draw(state, victim, section)
