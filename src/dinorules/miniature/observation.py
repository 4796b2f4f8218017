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

import attrs

from dinorules.kernel import Facing, Hex, Multiset, Rng, Value, value
from dinorules.kernel.render import Pictured

from .data.scenarios import Scenario
from .round.initiative import initiative_of
from .state import (
    NOBODY,
    Fight,
    MiniatureState,
    Phase,
    Played,
    Purpose,
    SkillTest,
    Status,
    Step,
    UnitState,
)

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
    active: str | None
    """The Active card: to its owner, or to all once revealed (MI-R16)."""
    active_initiative: int | None
    """The Active card's Initiative, shown face down too (MI-R16); None with no card."""
    revealed: bool
    next: str | None
    """The Next card, to its owner only (MI-R16)."""
    next_initiative: int | None
    idle: str | None
    """The Idle card, to its owner only."""
    has_idle: bool
    stack: tuple[str, ...]
    """The combo stack, face up, bottom first (MI-9.2)."""
    adrenaline: int
    knocked: bool
    grabbing: int | None
    """The unit it grabs (MI-15.6)."""
    blocked: bool
    """Blocked: grabbed and held (MI-15.5), or under a Restraining net (MI-16.7)."""
    status: Status
    skipped_before: bool
    kept: bool
    played: Played | None
    top: tuple[str, ...] = ()
    """Condition cards face up on top of its deck (MI-17.4)."""
    furious: str = ""
    hero_effects: tuple[int, int, int, bool] = (0, 0, 0, False)
    """What hero cards give it now: cards to draw, movement, Initiative, Reaction (MI-R43)."""
    fresh: bool = False
    gear: tuple[str, ...] = ()
    """Equipment cards bought for it (MI-R48)."""
    ammunition: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]] = (
        (),
        (),
        (),
        (),
    )
    """Special ammunition: fired, under its Next card, locking slots, nets (MI-16, MI-R60)."""


@value
class MiniatureObservation(Value, Pictured):
    """One player's view of the game.

    ``actor`` is the seat to decide (or to draw); ``None`` once over. ``placing`` is the
    unit being placed (an index into ``units``) and ``anchor`` its chosen hex;
    ``active`` the unit moving (the Active or a Reacting unit), ``budget`` its movement
    left and ``passing`` whether it is passing through an ally (MI-R11); ``to_draw``
    the cards still to draw now (in ``MULLIGAN``: the cards discarded so far).
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
    round: int
    max_rounds: int
    purpose: Purpose
    pending: tuple[int, ...]
    """The units still to go in the current tier or queue (MI-R17)."""
    turn_seat: int | None
    unit: int | None
    """The unit at hand: being placed, revealing, settling its stack, or drawing cards,
    in the deployment draws (MI-3.2) as in the initiative phase's (MI-10.6)."""
    activating: int | None
    """The Active unit (MI-6.15)."""
    reactor: int | None
    react_step: Step
    choices: tuple[int, ...]
    command: tuple[int, ...]
    held: tuple[int, ...]
    fight: Fight
    """The ongoing attack or test: public, every score shown (MI-R30)."""
    requisition: tuple[int, ...] = ()
    claimed: frozenset[str] = frozenset()
    eliminated: tuple[int, ...] = ()
    """Each seat's tally of enemy models its units' attacks eliminated (MI-R80)."""
    supply: Multiset[str] = Multiset()
    """The condition cards left in the supply (MI-17.4)."""
    test: SkillTest | None = None
    """The skill test being decided, with the hero-card icons added (MI-R42)."""
    used_ammo: Multiset[str] = Multiset()
    """Special ammunition out of the game: nets escaped (MI-R63)."""
    scenario: Scenario | None = attrs.field(default=None, eq=False, repr=False)
    """The scenario played: its map, objectives and victory conditions, public and fixed
    for the game; a table, so left out of equality and of the JSON form (MI-R70)."""


def _seat(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def _initiative(state: MiniatureState, unit: UnitState, card: str) -> int | None:
    if not card:
        return None
    return state.components.action_card[unit.deck_name][card].initiative


def observe(state: MiniatureState, player: int) -> MiniatureObservation:
    """``player``'s view: their own hands and cards, sizes and Initiatives of the rest."""
    components = state.components
    moving = state.phase is Phase.MOVE
    activation = state.activation
    rnd = state.round
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
                hexes=unit.cells,
                facing=unit.facing,
                deck_size=len(unit.deck),
                hand_size=len(unit.hand),
                hand=unit.hand if unit.seat == player else None,
                discard=unit.discard,
                active=unit.active if unit.seat == player or unit.revealed else None,
                active_initiative=initiative_of(state, number) if unit.active else None,
                revealed=unit.revealed,
                next=unit.next if unit.seat == player else None,
                next_initiative=_initiative(state, unit, unit.next),
                idle=unit.idle if unit.seat == player else None,
                has_idle=bool(unit.idle),
                stack=unit.stack,
                adrenaline=unit.adrenaline,
                knocked=unit.knocked,
                grabbing=_seat(unit.grabbing),
                blocked=unit.blocked or bool(unit.nets),
                status=unit.status,
                skipped_before=unit.skipped_before,
                kept=unit.kept,
                played=unit.played,
                top=unit.top,
                furious=unit.furious,
                hero_effects=(
                    unit.extra_draw,
                    unit.extra_move,
                    unit.initiative_bonus,
                    unit.hero_react,
                ),
                fresh=unit.fresh,
                gear=unit.gear,
                ammunition=(unit.spent, unit.sedatives, unit.locked, unit.nets),
            )
            for number, unit in enumerate(state.units)
        ),
        hero_hand=state.heroes[player].hand,
        hero_hand_sizes=tuple(len(h.hand) for h in state.heroes),
        hero_deck_sizes=tuple(len(h.deck) for h in state.heroes),
        hero_discards=tuple(h.discard for h in state.heroes),
        placing=_seat(state.placement.unit),
        anchor=state.placement.anchor,
        to_draw=state.placement.left,
        active=activation.mover if moving else None,
        budget=activation.budget if moving else 0,
        passing=moving and activation.passing_from is not None,
        free_turns=activation.free_turns if moving else 0,
        round=rnd.number,
        max_rounds=state.max_rounds,
        purpose=rnd.purpose,
        pending=rnd.pending,
        turn_seat=_seat(rnd.seat),
        unit=_seat(rnd.unit if rnd.unit != NOBODY else state.placement.unit),
        activating=_seat(activation.unit),
        reactor=_seat(activation.reactor),
        react_step=activation.step,
        choices=activation.choices,
        command=rnd.command,
        fight=state.fight,
        held=rnd.held,
        requisition=rnd.requisition,
        claimed=rnd.claimed,
        eliminated=rnd.eliminated,
        supply=state.supply,
        test=state.test,
        used_ammo=state.used_ammo,
        scenario=components.scenario,
    )


def _redeal(
    deck: Multiset[str], hand: Multiset[str], rng: Rng
) -> tuple[Multiset[str], Multiset[str], Rng]:
    """Deck and hand dealt again from their cards together, each keeping its size."""
    (new_hand, new_deck), rng = deck.union(hand).deal((len(hand), len(deck)), rng)
    return new_deck, new_hand, rng


def _draw_like(
    state: MiniatureState, unit: UnitState, pool: Multiset[str], card: str, rng: Rng
) -> tuple[str, Multiset[str], Rng]:
    """A card of ``pool`` with the Initiative of ``card`` (any card for an Idle one)."""
    if not card:
        return "", pool, rng
    wanted = _initiative(state, unit, card)
    cards = state.components.action_card[unit.deck_name]
    fits = Multiset.from_counts((c, n) for c, n in pool.counts if cards[c].initiative == wanted)
    (drawn,), rng = fits.deal((1,), rng)
    title = next(iter(drawn))
    return title, pool.remove(title), rng


def _redeal_unit(state: MiniatureState, unit: UnitState, rng: Rng) -> tuple[UnitState, Rng]:
    """A unit's unseen cards dealt again: face-down cards keep their Initiative (MI-R16)."""
    hidden_active = unit.active if not unit.revealed else ""
    pool = unit.deck.union(unit.hand)
    for card in (hidden_active, unit.next, unit.idle):
        if card:
            pool = pool.add(card)
    active, pool, rng = _draw_like(state, unit, pool, hidden_active, rng)
    nxt, pool, rng = _draw_like(state, unit, pool, unit.next, rng)
    idle = ""
    if unit.idle:
        (drawn,), rng = pool.deal((1,), rng)
        idle = next(iter(drawn))
        pool = pool.remove(idle)
    (hand, deck), rng = pool.deal((len(unit.hand), len(unit.deck)), rng)
    unit = unit.replace(deck=deck, hand=hand, next=nxt, idle=idle)
    if hidden_active:
        unit = unit.replace(active=active)
    return unit, rng


def sample_hidden(state: MiniatureState, player: int, rng: Rng) -> MiniatureState:
    """Other seats' hero and action cards redrawn from what ``player`` cannot see (MI-R14).

    Face-down Active and Next cards are redrawn among the cards of their Initiative, which
    every player sees (MI-R16).
    """
    heroes = list(state.heroes)
    for seat, cards in enumerate(heroes):
        if seat != player:
            deck, hand, rng = _redeal(cards.deck, cards.hand, rng)
            heroes[seat] = cards.replace(deck=deck, hand=hand)
    units = list(state.units)
    for number, unit in enumerate(units):
        if unit.seat != player:
            units[number], rng = _redeal_unit(state, unit, rng)
    return state.replace(heroes=tuple(heroes), units=tuple(units))
