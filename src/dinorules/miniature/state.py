"""The game state: units with their models, hexes and facing; decks and hands; the phase.

Decks are `Multiset`s of the cards left in them: no hidden order is stored, and every
card drawn is a chance node over what is left (MI-R4). Each unit carries its own
action deck, hand and discard pile; each seat its hero deck, hand and discard pile.
A unit's models share its footprint (MI-R12) and keep their own health, so that
part 3 can wound and split them. Nothing reachable from a state is mutable.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import Facing, GameState, Hex, Multiset, PhaseEnum, Value, value

from .components import Components

__all__ = [
    "NOBODY",
    "Activation",
    "HeroCards",
    "MiniatureState",
    "Phase",
    "Placement",
    "UnitState",
]

NOBODY: Final = -1
"""No seat, no unit: the first player before it is known, no unit being placed."""


class Phase(PhaseEnum):
    """What the game waits for; ``actor`` says whose decision it is, or who draws."""

    COIN_TOSS = "coin_toss"
    """Chance: seats tied on the lowest army value toss for first player (MI-1.1, MI-R3)."""
    DRAW_ACTIONS = "draw_actions"
    """Chance: the unit ``Placement.unit`` draws its deployment action cards (MI-3.2)."""
    DRAW_HEROES = "draw_heroes"
    """Chance: ``actor`` draws the opening hero hand (MI-3.3, MI-3.4)."""
    MULLIGAN = "mulligan"
    """``actor`` discards hero cards one at a time, or keeps the hand (MI-3.3, MI-R5)."""
    REDRAW = "redraw"
    """Chance: ``actor`` draws as many hero cards as they mulliganed (MI-3.3, MI-R5)."""
    CHOOSE_DEPLOYER = "choose_deployer"
    """The first player chooses who places the first unit (MI-3.5)."""
    PLACE_UNIT = "place_unit"
    """``actor`` chooses which of their units to place (MI-3.5, MI-R6)."""
    PLACE_AT = "place_at"
    """``actor`` chooses the anchor hex of the unit being placed (MI-3.5, MI-R6)."""
    FACE = "face"
    """``actor`` chooses the facing of the unit being placed (MI-R6)."""
    MOVE = "move"
    """``actor``'s active unit spends its movement step by step (MI-4, MI-5, MI-R7)."""
    OVER = "over"
    """Part 1 ends after deployment and one movement-only round (MI-R7)."""


@value
class UnitState(Value):
    """One unit: its board's name, owner, models' health, place on the board, cards.

    ``anchor`` is ``None`` until the unit is placed; its hexes are its footprint at
    ``anchor`` and ``facing`` (`Components.shape`). ``health`` holds each model's
    health points (MI-6.14, MI-6.17); an eliminated model (part 3) is dropped.
    """

    name: str
    seat: int
    deck_name: str
    health: tuple[int, ...]
    anchor: Hex | None
    facing: Facing
    deck: Multiset[str]
    hand: Multiset[str]
    discard: Multiset[str]


@value
class HeroCards(Value):
    """One seat's hero cards: the deck left, the hand and the face-up discard pile."""

    deck: Multiset[str]
    hand: Multiset[str]
    discard: Multiset[str]


@value
class Placement(Value):
    """Progress through the start phase.

    ``unit`` is the unit drawing cards or being placed (`NOBODY` when none), ``anchor``
    its chosen hex while its facing is chosen; ``left`` counts cards still to draw (or,
    in ``MULLIGAN``, the cards discarded so far); ``done`` counts the seats that have
    drawn their hero hand (in ``DRAW_HEROES``) or had their mulligan (from ``MULLIGAN``).
    """

    unit: int
    anchor: Hex | None
    left: int
    done: int


@value
class Activation(Value):
    """The movement-only round: whose activation it is and what is left of it (MI-R7).

    ``index`` points into the round's ``order`` of unit numbers; ``budget`` is the
    movement left (MI-4.3); ``free_turns`` and ``last_turn`` bound free rotations of
    units without orientation (MI-R10: +1 clockwise, -1 anticlockwise, 0 none since the
    last hex); ``passing_from`` is where the unit stood before it entered an ally's
    hexes, while it passes through them (MI-R11).
    """

    order: tuple[int, ...]
    index: int
    budget: int
    free_turns: int
    last_turn: int
    passing_from: tuple[Hex, Facing] | None


@value
class MiniatureState(GameState):
    """A whole game of the Miniature Game (part 1), hidden parts included.

    ``units`` lists every unit, seat by seat in army order; ``first_player`` is
    `NOBODY` until known; ``deployer`` is the seat to place the next unit.
    """

    components: Components
    """The game's component tables, fixed by the options."""
    players: int
    phase: Phase
    actor: int
    first_player: int
    units: tuple[UnitState, ...]
    heroes: tuple[HeroCards, ...]
    placement: Placement
    deployer: int
    activation: Activation
