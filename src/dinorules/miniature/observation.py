"""What a player sees, and redrawing what they cannot see (MI-R14).

Hidden from a player: the other seats' hero hands and every unit's action hand but
their own units' (sizes are public), and the cards left in every deck (sizes are
public; no order is stored). Public: the board, every unit's place, facing and
models' health, the discard piles (the mulligan's discards are face up, MI-R5), the
first player and everything about the phase. `sample_hidden` deals the cards a
player cannot place (each other seat's hero deck and hand, each other unit's deck
and hand) at random back into those places, each keeping its size.
"""

from __future__ import annotations

from dinorules.kernel import Facing, Hex, Multiset, Rng, Value, value

from .board import cells
from .state import NOBODY, MiniatureState, Phase

__all__ = ["MiniatureObservation", "UnitView", "observe", "sample_hidden"]


@value
class UnitView(Value):
    """One unit as every player sees it; ``hand`` only for its owner (else ``None``)."""

    name: str
    seat: int
    health: tuple[int, ...]
    hexes: tuple[Hex, ...]
    """The hexes it covers, in its footprint's order (none while off the board)."""
    facing: Facing
    deck_size: int
    hand_size: int
    hand: Multiset[str] | None
    discard: Multiset[str]


@value
class MiniatureObservation(Value):
    """One player's view of the game (part 1).

    ``actor`` is the seat to decide (or to draw); ``None`` once over. ``placing`` is the
    unit being placed (an index into ``units``) and ``anchor`` its chosen hex;
    ``active`` the unit moving, ``budget`` its movement left and ``passing`` whether it
    is passing through an ally (MI-R11); ``to_draw`` the cards still to draw now (in
    ``MULLIGAN``: the cards discarded so far).
    """

    player: int
    phase: Phase
    actor: int | None
    first_player: int | None
    deployer: int | None
    units: tuple[UnitView, ...]
    hero_hand: Multiset[str]
    hero_hand_sizes: tuple[int, ...]
    hero_deck_sizes: tuple[int, ...]
    hero_discards: tuple[Multiset[str], ...]
    placing: int | None
    anchor: Hex | None
    to_draw: int
    active: int | None
    budget: int
    passing: bool
    free_turns: int


def _seat(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def observe(state: MiniatureState, player: int) -> MiniatureObservation:
    """``player``'s view: their own hands, sizes of the rest, everything on the table."""
    components = state.components
    moving = state.phase is Phase.MOVE
    activation = state.activation
    return MiniatureObservation(
        player=player,
        phase=state.phase,
        actor=None if state.phase is Phase.OVER else state.actor,
        first_player=_seat(state.first_player),
        deployer=_seat(state.deployer),
        units=tuple(
            UnitView(
                name=unit.name,
                seat=unit.seat,
                health=unit.health,
                hexes=cells(components, unit),
                facing=unit.facing,
                deck_size=len(unit.deck),
                hand_size=len(unit.hand),
                hand=unit.hand if unit.seat == player else None,
                discard=unit.discard,
            )
            for unit in state.units
        ),
        hero_hand=state.heroes[player].hand,
        hero_hand_sizes=tuple(len(h.hand) for h in state.heroes),
        hero_deck_sizes=tuple(len(h.deck) for h in state.heroes),
        hero_discards=tuple(h.discard for h in state.heroes),
        placing=_seat(state.placement.unit),
        anchor=state.placement.anchor,
        to_draw=state.placement.left,
        active=activation.order[activation.index] if moving else None,
        budget=activation.budget if moving else 0,
        passing=moving and activation.passing_from is not None,
        free_turns=activation.free_turns if moving else 0,
    )


def _redeal(
    deck: Multiset[str], hand: Multiset[str], rng: Rng
) -> tuple[Multiset[str], Multiset[str], Rng]:
    """Deck and hand dealt again from their cards together, each keeping its size."""
    (new_hand, new_deck), rng = deck.union(hand).deal((len(hand), len(deck)), rng)
    return new_deck, new_hand, rng


def sample_hidden(state: MiniatureState, player: int, rng: Rng) -> MiniatureState:
    """Other seats' hero and action cards redrawn from what ``player`` cannot see (MI-R14)."""
    heroes = list(state.heroes)
    for seat, cards in enumerate(heroes):
        if seat != player:
            deck, hand, rng = _redeal(cards.deck, cards.hand, rng)
            heroes[seat] = cards.replace(deck=deck, hand=hand)
    units = list(state.units)
    for number, unit in enumerate(units):
        if unit.seat != player:
            deck, hand, rng = _redeal(unit.deck, unit.hand, rng)
            units[number] = unit.replace(deck=deck, hand=hand)
    return state.replace(heroes=tuple(heroes), units=tuple(units))
