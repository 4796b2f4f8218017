"""The card "Raptors Attack Spino": a Raptor from the Raptor Rumble duels the Spinosaurus (IS-17).

The card names the Spinosaurus it targets and the section its Raptors come from
(IS-R18). The drawer picks a Raptor there and it is put on the Spinosaurus's
space. Each chance, the dinosaur player rolls the dinosaur-battle die, then the
drawer rolls it: the dinosaur player's "Spino 1" removes the Raptor; a higher
number for the drawer removes the Spinosaurus, and the Raptor stays to roam that
section; anything else uses up a chance, and after three the Raptor is removed.
With the Spinosaurus already gone, or no Raptor to send, the card is discarded and
the turn ends (IS-17.1).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Rng

from .actions import SendRaptor
from .dice import DINOSAUR_BATTLE
from .piles import finish_card
from .state import NOBODY, IslandState, Phase, Seldom, place

__all__ = ["CHANCES", "begin_duel", "on_dinosaur_roll", "on_drawer_roll", "send", "send_options"]

CHANCES: Final = 3
"""The drawer's chances to beat the Spinosaurus (IS-17.5)."""


def _target(state: IslandState) -> int:
    components = state.components
    card = components.card_of[state.section][state.card]
    return components.dinosaur_index[card.target]


def _raptors(state: IslandState) -> tuple[int, ...]:
    """The Raptors on the board in the card's ``raptors_from`` section, in dinosaur order."""
    components = state.components
    card = components.card_of[state.section][state.card]
    home = components.board.sections.index(card.raptors_from)
    section_of = components.section_of
    return tuple(
        d
        for d, space in enumerate(state.dinosaurs)
        if components.raptor[d] and space is not None and section_of[space] == home
    )


def begin_duel(state: IslandState) -> IslandState:
    """Pick a Raptor, or discard the card and end the turn if there is no duel (IS-17.1, IS-R18)."""
    if state.dinosaurs[_target(state)] is None or not _raptors(state):
        return finish_card(state, ends_turn=True)
    return state.replace(phase=Phase.SEND_RAPTOR)


def send_options(state: IslandState) -> tuple[SendRaptor, ...]:
    """Each Raptor that may be sent, in dinosaur order (IS-17.2)."""
    sends = state.components.sends
    return tuple(sends[d] for d in _raptors(state))


def send(state: IslandState, action: SendRaptor) -> IslandState:
    """The Raptor is put on the Spinosaurus's space; the dinosaur player rolls first (IS-17.2)."""
    raptor = state.components.dinosaur_index[action.dinosaur]
    spino_space = state.dinosaurs[_target(state)]
    state = place(state, raptor, spino_space)
    return state.replace(seldom=_duel(state, raptor, 0, 0), phase=Phase.DUEL_DINO)


def on_dinosaur_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """A "Spino 1" removes the Raptor (IS-17.3); otherwise the drawer rolls.

    ``rng`` is the generator after the roll (so for the drawer's roll below).
    """
    state = state.replace(rng=rng)
    face = state.components.faces[DINOSAUR_BATTLE][label]
    if face.spino:
        return _raptor_removed(state)
    duel = _duel(state, state.duelist, state.tries, face.lose)
    return state.replace(seldom=duel, phase=Phase.DUEL_HUMAN)


def on_drawer_roll(state: IslandState, label: str, rng: Rng) -> IslandState:
    """Higher: the Raptor replaces the Spinosaurus (IS-17.4); else a chance is used up (IS-17.5).

    The drawer's "Spino 1" counts as its number, 1 (IS-R18).
    """
    state = state.replace(rng=rng)
    face = state.components.faces[DINOSAUR_BATTLE][label]
    if face.lose > state.rolled:
        state = place(state, _target(state), None)
        return finish_card(state.replace(seldom=_duel(state, NOBODY, 0, 0)))
    tries = state.tries + 1
    if tries >= CHANCES:
        return _raptor_removed(state)
    return state.replace(seldom=_duel(state, state.duelist, tries, 0), phase=Phase.DUEL_DINO)


def _raptor_removed(state: IslandState) -> IslandState:
    """The Spinosaurus wins: the Raptor leaves the board (IS-17.3, IS-17.6)."""
    state = place(state, state.duelist, None)
    return finish_card(state.replace(seldom=_duel(state, NOBODY, 0, 0)))


def _duel(state: IslandState, duelist: int, tries: int, rolled: int) -> Seldom:
    """The state's `Seldom` fields with the duel's Raptor, failed chances and number."""
    return state.seldom.replace(duelist=duelist, tries=tries, rolled=rolled)
