"""The dinosaur player's move (IS-9.4..9.6, IS-7.1, IS-R10, IS-R19).

The dinosaur-movement die shows a number or "1 All". A number: the dinosaur
player picks an active dinosaur that can move, or none (`Stay`), then its
destination within its section. "1 All": each active dinosaur in turn steps to a
neighbouring space of its section or stays. A dinosaur ending on the cover leaves
it later only by the side it came from. Then come the attacks.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Rng, put

from .actions import MoveTo, PickDinosaur, Stay
from .activity import active_dinosaurs
from .attacks import begin_attacks
from .dice import DINOSAUR_MOVEMENT
from .state import IslandState, Phase, place

__all__ = [
    "STAY",
    "move_dinosaur",
    "move_options",
    "on_roll",
    "pick",
    "pick_options",
    "stay",
    "step",
    "step_options",
]

STAY: Final = Stay()


def on_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """A number: pick a dinosaur (IS-9.4); "1 All": every active dinosaur may step (IS-9.5).

    ``rng`` is the generator after the roll (set in the same update).
    """
    face = state.components.faces[DINOSAUR_MOVEMENT][label]
    if face.all:
        queue = active_dinosaurs(state)
        return state.replace(steps=face.steps, queue=queue, phase=Phase.ALL_STEP, rng=rng)
    return state.replace(steps=face.steps, phase=Phase.PICK_DINO, rng=rng)


def _reach(state: IslandState, dinosaur: int) -> tuple[MoveTo, ...]:
    """Where it may move within its section (IS-9.3, IS-7.1); off the cover, back (IS-R19)."""
    space = state.dinosaurs[dinosaur]
    assert space is not None
    came_from = state.came_from[dinosaur]
    if came_from is not None:
        return state.components.cover_exits[(space, came_from)][state.steps]
    return state.components.dino_reach[space][state.steps]


def _entry(state: IslandState, dinosaur: int, space: str) -> str | None:
    """Moving to ``space``: if it is the cover, the side the dinosaur comes in by (IS-R19)."""
    here = state.dinosaurs[dinosaur]
    assert here is not None
    return state.components.cover_entry.get((here, space))


def _go(state: IslandState, dinosaur: int, space: str) -> IslandState:
    """The dinosaur moves there; on the cover, the side it came in by is kept (IS-R19)."""
    return place(state, dinosaur, space, _entry(state, dinosaur, space))


def pick_options(state: IslandState) -> tuple[Stay | PickDinosaur, ...]:
    """Move none (IS-9.6), or one of the active dinosaurs that can move (IS-9.1, IS-9.4)."""
    picks = state.components.pick_dinosaur
    return (STAY, *(picks[d] for d in active_dinosaurs(state) if _reach(state, d)))


def pick(state: IslandState, action: PickDinosaur) -> IslandState:
    """Move this active dinosaur with the roll (IS-9.4): choose where next."""
    dinosaur = state.components.dinosaur_index[action.dinosaur]
    return state.replace(dino=dinosaur, phase=Phase.DINO_MOVE)


def stay(state: IslandState, action: Stay) -> IslandState:
    """Leave the dinosaurs where they are to attack (IS-9.6); in a "1 All", this one (IS-9.5)."""
    if state.phase is Phase.ALL_STEP:
        return step(state, None)
    return move_dinosaur(state, None)


def move_options(state: IslandState) -> tuple[MoveTo, ...]:
    """Every space of its section 1..steps away that a dinosaur may reach (IS-9.3)."""
    return _reach(state, state.dino)


def move_dinosaur(state: IslandState, space: str | None) -> IslandState:
    """The picked dinosaur moves (or, for `Stay`, none does); then the attacks (IS-11.1).

    A dinosaur landing on a Draw Card space draws no card (IS-16.4).
    """
    if space is not None:
        state = _go(state, state.dino, space)
    return begin_attacks(state)


def step_options(state: IslandState) -> tuple[Stay | MoveTo, ...]:
    """On "1 All": stay, or each space one step away, for the next dinosaur."""
    return (STAY, *_reach(state, state.queue[0]))


def step(state: IslandState, space: str | None) -> IslandState:
    """The next dinosaur of a "1 All" steps (or stays, IS-9.5); after the last, the attacks."""
    dinosaur, rest = state.queue[0], state.queue[1:]
    if space is None:
        state = state.replace(queue=rest)
    else:  # `_go` and the queue in one update: a state copy saved
        state = state.replace(
            dinosaurs=put(state.dinosaurs, dinosaur, space),
            came_from=put(state.came_from, dinosaur, _entry(state, dinosaur, space)),
            queue=rest,
        )
    return state if rest else begin_attacks(state)
