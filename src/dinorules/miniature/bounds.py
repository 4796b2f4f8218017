"""The bounds of a state's values, which every other law and rule takes for granted.

Seats are ``0 .. players - 1``, a unit reference is a unit's number or `NOBODY`, a
hex a unit or a fight names lies on the board, counts are never negative, every card
named is a card of the data, and whose decision it is fits the phase: the unit placing,
activating, moving or acting belongs to the deciding seat (MI-R81). A position text
breaking one of them is refused with the field and the rule (`laws`), before the
game's conservation laws are looked at (`invariants`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from dinorules.kernel import FrozenMap, Hex
from dinorules.kernel.position import law

from .data.components import Components
from .effects.loadout import weapons
from .names import hex_name, unit_letter
from .round.draws import hand_size, pick_size
from .state import NOBODY, MiniatureState, Phase, SkillKind, Stage, UnitState

__all__ = ["MAX_COUNT", "laws"]

MAX_COUNT: Final = 1000
"""The largest count a state holds (movement left, bonuses, points): a bound for texts."""

_UNIT_PHASES: Final = frozenset(
    {
        Phase.PLACE_ACTIVE,
        Phase.PLACE_NEXT,
        Phase.PLACE_IDLE,
        Phase.REVEAL,
        Phase.KEEP_SKIPPED,
        Phase.STACK,
        Phase.TRIM,
        Phase.KEEP_IDLE,
    }
)
"""Phases where ``round.unit`` decides (MI-R17)."""
_ACTING_PHASES: Final = frozenset(
    {
        Phase.ACT,
        Phase.CHOOSE,
        Phase.REINFORCE,
        Phase.STRIKE,
        Phase.TARGET,
        Phase.ZONE,
        Phase.WOUND,
        Phase.SHOVE,
        Phase.FOLLOW,
        Phase.CLENCH,
    }
)
"""Phases where ``activation.actor_unit`` decides (MI-R19)."""
_ACTIVATION_PHASES: Final = _ACTING_PHASES | {Phase.ACTIVATE, Phase.MOVE, Phase.FLEE, Phase.REACT}
"""Phases inside an activation: its Active unit stands revealed on the board (MI-8.5)."""
_MOVING_PHASES: Final = frozenset({Phase.MOVE, Phase.FLEE})
_FIRST_PLAYER_PHASES: Final = frozenset({Phase.CHOOSE_DEPLOYER, Phase.LEAD})
_DEPLOYER_PHASES: Final = frozenset({Phase.PLACE_UNIT, Phase.PLACE_AT, Phase.FACE})
_START_PHASES: Final = frozenset(
    {
        Phase.COIN_TOSS,
        Phase.DRAW_ACTIONS,
        Phase.DRAW_HEROES,
        Phase.MULLIGAN,
        Phase.REDRAW,
        Phase.CHOOSE_DEPLOYER,
        Phase.PLACE_UNIT,
        Phase.PLACE_AT,
        Phase.FACE,
    }
)
"""The start phase's steps (MI-3): the 1st initiative phase is still to come."""
_ACTIVATION_STAGES: Final = frozenset(
    {
        Stage.MOVEMENT,
        Stage.ACTION,
        Stage.START_MOVEMENT,
        Stage.START_ACTION,
        Stage.MOVED,
        Stage.MOVEMENT_OVER,
        Stage.STRIKE,
        Stage.CHOOSE_STRIKE,
        Stage.SHOVE,
        Stage.AFTER_STRIKE,
        Stage.ACTION_DONE,
        Stage.NEXT_STRUCK,
        Stage.ACTIVATE,
    }
)
"""Stages of an activation under way (MI-8.9): its Active unit is on the board, revealed."""
_HERO_DRAWS: Final = frozenset({Phase.DRAW_HEROES, Phase.MULLIGAN, Phase.REDRAW, Phase.DRAW_PICK})
"""Phases where ``placement.left`` counts hero cards still to come to the hand (MI-R5)."""
_RULE: Final = "MI-R81"


def laws(state: MiniatureState) -> Iterator[str]:
    """A `law` for each value of ``state`` out of its bounds (empty when all are in)."""
    seats = len(state.heroes)
    if seats != state.players or len(state.units) != _unit_count(state.components, seats):
        yield law(_RULE, "units", f"{len(state.units)} units for {state.players} seats")
        return
    yield from _seat_laws(state)
    for number, unit in enumerate(state.units):
        yield from _unit_laws(state, number, unit)
    yield from _reference_laws(state)
    yield from _count_laws(state)
    yield from _phase_laws(state)


def _unit_count(components: Components, seats: int) -> int:
    return sum(len(army) for army in components.army_units[:seats])


def _seat_laws(state: MiniatureState) -> Iterator[str]:
    seats = state.players
    for name, seat in (
        ("actor", state.actor),
        ("first_player", state.first_player),
        ("deployer", state.deployer),
        ("round.seat", state.round.seat),
    ):
        if not NOBODY <= seat < seats or (name == "actor" and seat == NOBODY):
            yield law("MI-1.1", name, f"no seat {seat}; the seats are 0..{seats - 1}")
    lengths = (
        ("round.command", state.round.command, "MI-R22"),
        ("round.requisition", state.round.requisition, "MI-18.7"),
        ("round.eliminated", state.round.eliminated, "MI-R80"),
    )
    for name, values, rule in lengths:
        if len(values) not in (0, seats):
            yield law(rule, name, f"{len(values)} values for {seats} seats")
    if any(not 0 <= seat < seats for seat in state.round.winners):
        yield law("MI-1.1", "round.winners", "a winner that is not a seat")


def _unit_laws(state: MiniatureState, number: int, unit: UnitState) -> Iterator[str]:
    components = state.components
    field = f"units.{unit_letter(number)}"
    board = components.unit[unit.name]
    cards = components.action_card.get(unit.deck_name, FrozenMap())
    named = [unit.active, unit.next, unit.idle, *unit.stack, *unit.top]
    named.extend(card for pile in (unit.deck, unit.hand, unit.discard) for card, _ in pile.counts)
    if any(card and card not in cards for card in named):  # condition cards are in ``cards``
        yield law("MI-R4", field, "a card that is not one of its action deck")
    if unit.furious and unit.furious not in components.condition_card:
        yield law("MI-17.11", f"{field}.furious", f"{unit.furious[:40]!r} is not a Furious card")
    if unit.top and any(card not in components.condition_card for card in unit.top):
        yield law("MI-17.4", f"{field}.top", "only condition cards lie on top of the deck")
    if not 0 <= unit.adrenaline <= MAX_COUNT:  # a scenario's start may pass the board's top
        yield law("MI-R45", f"{field}.adrenaline", f"{unit.adrenaline} of 0..{MAX_COUNT}")
    if (
        not 0 <= unit.extra_draw + unit.extra_move + unit.initiative_bonus <= MAX_COUNT
        or min(unit.extra_draw, unit.extra_move, unit.initiative_bonus) < 0
    ):
        yield law("MI-R43", field, f"a hero card's bonus out of 0..{MAX_COUNT}")
    equipment = (*unit.gear, *unit.spent, *unit.sedatives, *unit.locked, *unit.nets)
    if equipment and any(item not in components.item for item in equipment):
        yield law("MI-R48", field, "an equipment card not in the equipment list")
    if len(unit.health) > board.models:
        yield law("MI-6.14", f"{field}.health", f"{len(unit.health)} models of {board.models}")
    if any(not 1 <= h <= board.health for h in unit.health):
        yield law("MI-6.17", f"{field}.health", f"health {unit.health} out of 1..{board.health}")
    played = unit.played
    if played is not None and (
        any(not 0 <= c < MAX_COUNT for c in played.choices)
        or (played.card and played.card not in cards)
    ):
        yield law("MI-R19", f"{field}.played", "not a card of its deck, or a choice out of range")


def _unit_ok(state: MiniatureState, number: int) -> bool:
    return 0 <= number < len(state.units)


def _reference_laws(state: MiniatureState) -> Iterator[str]:
    """Every unit a field names is a unit (or `NOBODY`), every hex is on the board."""
    a, r, p, f = state.activation, state.round, state.placement, state.fight
    single = {
        "placement.unit": p.unit,
        "activation.unit": a.unit,
        "activation.reactor": a.reactor,
        "activation.mover": a.mover,
        "activation.actor_unit": a.actor_unit,
        "round.unit": r.unit,
        "fight.unit": f.unit,
        "fight.primary": f.primary,
    }
    for name, number in single.items():
        if number != NOBODY and not _unit_ok(state, number):
            yield law(_RULE, name, f"no unit {number}")
    several = {"round.pending": r.pending, "fight.queue": f.queue}
    if state.test is not None:
        test = state.test
        several["test"] = (test.initiator, test.target, *(u for pair in test.queue for u in pair))
        if not 0 <= test.speaker < state.players or not NOBODY <= test.last < state.players:
            yield law("MI-R42", "test", "a seat out of range")
        if test.last_side not in (0, 1):
            yield law("MI-R42", "test.last_side", f"{test.last_side} is not a side (0 or 1)")
    for name, numbers in several.items():
        if any(not _unit_ok(state, number) for number in numbers):
            yield law(_RULE, name, "a unit that is not one")
    hexes: dict[str, Hex | None] = {
        "placement.anchor": p.anchor,
        "fight.source": f.source,
        "fight.target": f.target,
        "activation.passing_from": None if a.passing_from is None else a.passing_from[0],
    }
    for name, hex_ in hexes.items():
        if hex_ is not None and hex_ not in state.components.terrain:
            yield law("MI-5.3", name, f"{hex_name(hex_)} is off the board")
    if f.weapon != NOBODY and (
        not _unit_ok(state, a.actor_unit) or not 0 <= f.weapon < len(weapons(state, a.actor_unit))
    ):
        yield law("MI-13.1", "fight.weapon", f"the acting unit has no weapon {f.weapon}")


def _count_laws(state: MiniatureState) -> Iterator[str]:
    a, r, p, f = state.activation, state.round, state.placement, state.fight
    counts = {
        "placement.left": p.left,
        "placement.done": p.done,
        "activation.budget": a.budget,
        "activation.saved": a.saved,
        "activation.free_turns": a.free_turns,
        "activation.fleeing": a.fleeing,
        "round.number": r.number,
        "round.passed": r.passed,
        "fight.bonus": f.bonus,
    }
    for name, count in counts.items():
        if not 0 <= count <= MAX_COUNT:
            yield law(_RULE, name, f"{count} is out of 0..{MAX_COUNT}")
    if p.done > state.players:
        yield law("MI-3.3", "placement.done", f"{p.done} seats of {state.players}")
    if r.number > state.max_rounds + 1:
        yield law("MI-R27", "round.number", f"round {r.number} after the bound {state.max_rounds}")
    if a.last_turn not in (-1, 0, 1):
        yield law(
            "MI-R10", "activation.last_turn", f"{a.last_turn} is not a way to turn (-1, 0, 1)"
        )
    if not -1 <= a.heading < 6 or not -1 <= f.push < 6:
        yield law("MI-R51", "activation.heading", "a direction out of -1..5")
    if any(not 0 <= c < MAX_COUNT for c in a.choices):
        yield law("MI-R19", "activation.choices", "an alternative out of range")
    if any(not 0 <= n < MAX_COUNT for option in f.options for n in option):
        yield law("MI-R33", "fight.options", "an allocation out of range")
    if len(state.agenda) > MAX_COUNT:
        yield law(_RULE, "agenda", f"{len(state.agenda)} stages")


def _placed(state: MiniatureState, number: int) -> bool:
    return _unit_ok(state, number) and state.units[number].anchor is not None


def _phase_laws(state: MiniatureState) -> Iterator[str]:  # noqa: C901, PLR0912 - a check a phase
    """Whose decision it is fits the phase, and the phase's unit is where it must be."""
    phase, actor = state.phase, state.actor
    a, r, p = state.activation, state.round, state.placement
    yield from _agenda_laws(state)

    def deciding(name: str, number: int) -> Iterator[str]:
        if not _placed(state, number):
            yield law(_RULE, name, f"the {phase.name.lower()} phase needs a unit on the board")
        elif state.units[number].seat != actor:
            yield law(_RULE, "actor", f"seat {actor} decides for unit {unit_letter(number)}")

    if phase is not Phase.COIN_TOSS and state.first_player == NOBODY:
        yield law("MI-1.1", "first_player", "the first player is known once the coin is tossed")
    if phase in _FIRST_PLAYER_PHASES and actor != state.first_player:
        yield law("MI-3.5", "actor", "the first player decides here")
    if phase in _DEPLOYER_PHASES and actor != state.deployer:
        yield law("MI-3.5", "actor", "the deployer decides here")
    if phase in (Phase.PLACE_AT, Phase.FACE):
        if not _unit_ok(state, p.unit) or state.units[p.unit].anchor is not None:
            yield law("MI-R6", "placement.unit", "no unit being placed")
        elif state.units[p.unit].seat != actor:
            yield law("MI-R6", "actor", "the unit being placed is another seat's")
    if phase is Phase.FACE and p.anchor is None:
        yield law("MI-R6", "placement.anchor", "the facing is chosen once the hex is")
    if phase is Phase.DRAW_ACTIONS and not _unit_ok(state, p.unit):
        yield law("MI-3.2", "placement.unit", "no unit drawing")
    if phase is Phase.PICK and (actor != r.seat or not r.pending):
        yield law("MI-R17", "round", "the seat picking has no unit to pick")
    if phase in _UNIT_PHASES:
        yield from deciding("round.unit", r.unit)
        if _placed(state, r.unit):
            yield from _slot_laws(phase, state.units[r.unit])
    if phase in _ACTIVATION_PHASES:
        if not _placed(state, a.unit) or not state.units[a.unit].revealed:
            yield law("MI-8.5", "activation.unit", "no revealed unit on the board activating")
        elif phase is Phase.ACTIVATE and state.units[a.unit].seat != actor:
            yield law("MI-8.5", "actor", "the activating unit is another seat's")
    if phase in _MOVING_PHASES:
        yield from deciding("activation.mover", a.mover)
    if phase in _ACTING_PHASES:
        yield from deciding("activation.actor_unit", a.actor_unit)
    yield from _fight_laws(state)
    yield from _turn_order_laws(state)
    if phase is Phase.DISCARD_HERO:
        hand = state.heroes[actor].hand
        if len(hand) <= hand_size(state.components):
            yield law("MI-R24", "actor", f"seat {actor} has no hero card to discard")


def _agenda_laws(state: MiniatureState) -> Iterator[str]:
    """The agenda fits the phase: the 1st initiative phase, an activation under way."""
    phase, a = state.phase, state.activation
    if phase is Phase.GOING_ON:
        yield law(_RULE, "phase", "going_on is a step of the procedure, never a position")
    if phase is not Phase.OVER and not state.agenda:
        yield law(_RULE, "agenda", "empty while the game goes on")
    if (Stage.FIRST_INITIATIVE in state.agenda) != (phase in _START_PHASES):
        yield law("MI-7.1", "agenda", "the 1st initiative phase comes once, after the start phase")
    for number, unit in enumerate(state.units):
        if phase not in _START_PHASES and unit.health and unit.anchor is None:
            yield law("MI-3.5", f"units.{unit_letter(number)}.at", "every unit is deployed")
    if any(stage in _ACTIVATION_STAGES for stage in state.agenda) and not (
        _placed(state, a.unit) and state.units[a.unit].revealed
    ):
        yield law("MI-8.5", "activation.unit", "the agenda's activation has no revealed unit")


def _turn_order_laws(state: MiniatureState) -> Iterator[str]:
    """Hero draws, mulligans and picks go clockwise from the first player (MI-3.3, MI-10.12)."""
    phase, done = state.phase, state.placement.done
    if phase in (Phase.MULLIGAN, Phase.REDRAW):
        done -= 1  # counted when the seat's mulligan begins
    elif phase not in (Phase.DRAW_HEROES, Phase.DRAW_PICK, Phase.DISCARD_HERO):
        return
    if state.first_player < 0 or not 0 <= done < state.players:
        yield law("MI-3.3", "placement.done", f"{state.placement.done} seats have gone")
    elif state.actor != (state.first_player + done) % state.players:
        yield law("MI-3.3", "actor", f"seat {state.actor} goes out of turn")
    else:
        cards = state.heroes[state.actor]
        room = hand_size(state.components)
        if phase in (Phase.DRAW_PICK, Phase.DISCARD_HERO):
            room += pick_size(state.components)  # MI-R24: picked, then discarded down
        left = state.placement.left if phase in _HERO_DRAWS else 0
        if left > len(cards.deck) or len(cards.hand) + left > room:
            yield law(
                "MI-3.4", "placement.left", f"{left} hero cards to draw into {len(cards.hand)}"
            )


def _fight_laws(state: MiniatureState) -> Iterator[str]:
    """A fight's decision or test has the fight it needs (MI-13.1, MI-14.1, MI-R42)."""
    phase = state.phase
    if phase is Phase.ZONE and not state.fight.zones:
        yield law("MI-14.1", "fight.zones", "no zones to choose from")
    if phase is Phase.WOUND and not state.fight.options:
        yield law("MI-14.5", "fight.options", "no allocations to choose from")
    if phase in (Phase.ZONE, Phase.WOUND) and not _unit_ok(state, state.fight.unit):
        yield law("MI-14.1", "fight.unit", "no unit struck")
    if phase is Phase.TEST_STEP and state.test is None:
        yield law("MI-R42", "test", "a test step with no test")
    fight = state.fight
    kind = None if state.test is None else state.test.kind
    if kind in (SkillKind.HIT, SkillKind.DAMAGE) and (
        fight.weapon < 0 or fight.source is None or fight.target is None
    ):
        yield law("MI-13.1", "fight", "an attack's test with no attack under way")
    if kind is SkillKind.STABILITY and (fight.source is None or fight.target is None):
        yield law("MI-15.2", "fight", "a Stability test with no attack under way")
    if kind is SkillKind.BARGE and fight.push == NOBODY:
        yield law("MI-5.10a", "fight.push", "a barging test with no direction of the step")
    if kind is SkillKind.GRAB and (fight.target is None or fight.unit == NOBODY):
        yield law("MI-15.4", "fight", "a Grab test with no grab under way")


_SLOTS: Final[FrozenMap[Phase, tuple[str, str, Callable[[UnitState], object]]]] = FrozenMap(
    {
        Phase.PLACE_ACTIVE: ("MI-7.1", "has an Active card already", lambda u: not u.active),
        Phase.PLACE_NEXT: ("MI-7.2", "has a Next card already", lambda u: not u.next),
        Phase.PLACE_IDLE: ("MI-7.3", "needs a Next card, no Idle", lambda u: u.next and not u.idle),
        Phase.KEEP_IDLE: ("MI-9.4", "needs an Idle card", lambda u: u.idle),
        Phase.KEEP_SKIPPED: ("MI-10.2", "needs its skipped Active card", lambda u: u.active),
    }
)
"""What the unit at hand holds in each phase of its cards: the rule, the law, the test."""


def _slot_laws(phase: Phase, unit: UnitState) -> Iterator[str]:
    found = _SLOTS.get(phase)
    if found is not None and not found[2](unit):
        yield law(found[0], "round.unit", f"{unit.name} {found[1]}")
