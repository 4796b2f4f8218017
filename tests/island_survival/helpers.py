"""Readable Island Survival scenarios, played through the public API with explicit chance.

Seat 0 is the dinosaur player; with 4 players, seat 1 holds Alan and Billy, seat 2
Paul and Amanda, seat 3 Udesky and Nash (IS-R1, IS-R2). `arrange` sets the table
like a rulebook figure (pawns, dinosaurs, chips) between turns; `setup` starts a
position builder (IS-R26) that also sets whose turn it is, a draw or a battle;
everything after that is decisions and chosen chance outcomes.

The standard components, typed from the rulings (docs/rules/island_survival.md),
not read from the data files:

    character-movement die  1, 2, 2, 3, 4, Group 3          (IS-R4)
    dinosaur-movement die   1, 2, 2, 3, 3, 1 All
    human-battle die        Escape 2 x2, Escape 3, Hit x3
    dinosaur-battle die     1 x2, 2 x2, 3, Spino 1

    START - J1 - J2 - J3* - J4 - J5 - J10 - R1 ...   (* Draw Card space)
                 J1 - J6 - J7 - J8* - J9 - J10; J4 - J8; barriers J2|J6 J3|J7 J5|J9
    Race to the Rescue: B1 - B2 - B3 - B4 - B5 - B6 - BEACH*;
                        B1 - H1 - COVER - H2 - BEACH (H1, H2 humans only);
                        COVER - B2, COVER - B5
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import dinorules.island_survival as isl
from dinorules import CHANCE, IllegalActionError
from dinorules.island_survival import (
    Attack,
    Draw,
    EndTurn,
    MoveTo,
    Pick,
    Roll,
    Stay,
)
from dinorules.island_survival.builder import IslandBuilder
from dinorules.island_survival.state import IslandState, Phase, Status
from dinorules.kernel import to_json_value

DINO = 0
CHARACTERS = ("Alan", "Billy", "Paul", "Amanda", "Udesky", "Nash", "Eric")
DINOSAURS = (
    "T-Rex",
    "Spino A",
    "Raptor 1",
    "Raptor 2",
    "Ptera 1",
    "Ptera 2",
    "Ptera 3",
    "Ptera 4",
    "Ptera 5",
    "Ptera 6",
    "Spino B",
    "Raptor 3",
)
DATA = Path(isl.__file__).parent
"""Where the bundled TOML files are (to copy and spoil in data tests)."""

__all__ = [
    "CHARACTERS",
    "DATA",
    "DINO",
    "DINOSAURS",
    "Attack",
    "Draw",
    "EndTurn",
    "MoveTo",
    "Phase",
    "Pick",
    "Roll",
    "Stay",
    "arrange",
    "assert_illegal",
    "chips",
    "destinations",
    "dinosaur_at",
    "legal",
    "phase",
    "play",
    "setup",
    "start",
    "status",
    "where",
]


def start(players: int = 4, **options: Any) -> IslandState:
    """A new game with explicit chance, before seat 1's first roll."""
    state = isl.initial_state(seed=0, chance="explicit", players=players, **options)
    assert isl.current_player(state) is CHANCE
    return state


def setup(players: int = 4, **options: Any) -> IslandBuilder:
    """A position builder over a new game with explicit chance (`position.IslandBuilder`)."""
    builder = isl.GAME.position_builder(chance="explicit", players=players, **options)
    assert isinstance(builder, IslandBuilder)
    return builder


def arrange(
    state: IslandState,
    *,
    pawns: Mapping[str, str] | None = None,
    dinosaurs: Mapping[str, str | None] | None = None,
    chips: Mapping[str, int] | None = None,
    removed: tuple[str, ...] = (),
    discarded: Mapping[str, tuple[str, ...]] | None = None,
) -> IslandState:
    """Set pawns (``{"Alan": "J3"}``), dinosaurs (None: off the board) and life chips.

    Chips taken away go out of play, so chips stay conserved; a removed character
    leaves the board; ``discarded`` moves cards of a section from its pile to its
    discards. Use it between turns, at a roll.
    """
    components = state.components
    piles, discards = list(state.piles), list(state.discards)
    for section, names in (discarded or {}).items():
        i = components.board.sections.index(section)
        for name in names:
            piles[i], discards[i] = piles[i].remove(name), discards[i].add(name)
    positions = list(state.positions)
    held = list(state.chips)
    status = list(state.status)
    for name, space in (pawns or {}).items():
        positions[components.index[name]] = space
    for name, count in (chips or {}).items():
        held[components.index[name]] = count
    for name in removed:
        c = components.index[name]
        positions[c], held[c], status[c] = None, 0, Status.REMOVED
    spots = list(state.dinosaurs)
    for name, space in (dinosaurs or {}).items():
        spots[components.dinosaur_index[name]] = space
    state = state.replace(
        positions=tuple(positions),
        chips=tuple(held),
        status=tuple(status),
        lost=state.lost + sum(state.chips) - sum(held),
        dinosaurs=tuple(spots),
        piles=tuple(piles),
        discards=tuple(discards),
    )
    assert isl.GAME.invariants(state) == (), isl.GAME.invariants(state)
    return state


def play(state: IslandState, *steps: object) -> IslandState:
    """Apply decisions and chance outcomes in order (each checked for legality)."""
    for step in steps:
        state = isl.apply(state, step)
    return state


def legal(state: IslandState) -> tuple[object, ...]:
    """The legal actions (or outcomes, at a chance node)."""
    return isl.legal_actions(state)


def phase(state: IslandState) -> str:
    """The phase's name, as every player observes it."""
    return isl.observe(state, 0).phase


def where(state: IslandState, name: str) -> str | None:
    """The space of a character, as observed."""
    (view,) = [c for c in isl.observe(state, 0).characters if c.name == name]
    return view.space


def chips(state: IslandState, name: str) -> int:
    """A character's life chips, as observed."""
    (view,) = [c for c in isl.observe(state, 0).characters if c.name == name]
    return view.chips


def status(state: IslandState, name: str) -> str:
    """A character's status (aside, in_play, removed), as observed."""
    (view,) = [c for c in isl.observe(state, 0).characters if c.name == name]
    return view.status


def dinosaur_at(state: IslandState, name: str) -> str | None:
    """A dinosaur's space (None once removed), as observed."""
    (view,) = [d for d in isl.observe(state, 0).dinosaurs if d.name == name]
    return view.space


def assert_illegal(state: IslandState, action: object, rule: str) -> str:
    """``action`` is rejected naming ``rule``, and ``state`` is unchanged."""
    before = to_json_value(state)
    with pytest.raises(IllegalActionError, match=rule.replace(".", r"\.")) as caught:
        isl.apply(state, action)
    assert to_json_value(state) == before
    return str(caught.value)


def destinations(state: IslandState) -> list[str]:
    """The spaces of the `MoveTo` actions on offer, in their order."""
    return [a.space for a in legal(state) if isinstance(a, MoveTo)]
