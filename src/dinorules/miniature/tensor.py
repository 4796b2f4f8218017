"""The Miniature Game's observation tensor: named slots filled from `observe` alone.

One block per unit (every seated unit, in ``units`` order, owner given observer first),
one per seat (observer first), then the phase, the activation, the attack and the
skill test. Hexes are one-hot (or, for the hexes a unit covers, many-hot) over the
board; card titles count per title of the unit's deck and the condition cards;
a count the observer cannot see is ``-1`` (MI-R14). Every slot is listed in
``docs/interop.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dinorules.kernel import Facing, FrozenMap, Hex, value
from dinorules.kernel.hexfire import ARMOR_ZONES
from dinorules.kernel.indexing import Slot, one_hot, seat_order, tally

from .data.cards import MAX_CHOICES, Bonus, Symbol
from .data.equipment import AmmoEffect
from .observation import MiniatureObservation, UnitView
from .round.combo import stack_limit
from .space import Key, universe
from .state import Phase, Purpose, SkillKind, SkillTest, Status, Step

__all__ = ["Context", "UnitInfo", "context", "encode", "layout"]

_PHASES = tuple(phase for phase in Phase if phase is not Phase.GOING_ON)
"""The phases a state can be in (`Phase.GOING_ON` never leaves the rules)."""
_STATUSES = tuple(Status)
_PURPOSES = tuple(Purpose)
_STEPS = tuple(Step)
_KINDS = tuple(SkillKind)
_SYMBOLS = tuple(Symbol)
_FACINGS = tuple(Facing)
_SHOVES = ("none", "push", "knock")


def _names(members: Iterable[object]) -> str:
    return ", ".join(str(getattr(m, "value", m)) for m in members)


@value
class UnitInfo:
    """What the tensor needs of one seated unit: its cards, models and stack size."""

    cards: tuple[str, ...]
    """Its deck's titles, then the condition cards (MI-17)."""
    models: int
    stack: int
    """The cards its combo stack holds (`combo.stack_limit`)."""


@value
class Context:
    """Names and sizes of one option set, computed once (`IndexTables.context`)."""

    players: int
    units: tuple[UnitInfo, ...]
    board: tuple[Hex, ...]
    where: FrozenMap[Hex, int]
    heroes: tuple[str, ...]
    conditions: tuple[str, ...]
    items: tuple[str, ...]
    ammo: tuple[str, ...]
    """Special ammunition titles: sedatives and restraining nets (MI-16)."""
    places: tuple[str, ...]
    """Objectives, caches and crates by name (requisition claimed, MI-R41)."""
    weapons: int
    wounds: int
    models: int
    victories: int
    """The scenario's victory conditions (each has a count of checks held, MI-R23)."""


def layout(context: Context) -> tuple[Slot, ...]:
    """The slots, in tensor order (see ``docs/interop.md``)."""
    n, b, h = len(context.units), len(context.board), len(context.heroes)
    c, players, symbols = len(context.conditions), context.players, len(_SYMBOLS)
    slots: list[Slot] = []
    for number, unit in enumerate(context.units):
        t = len(unit.cards)
        block = (
            Slot("owner", players, "one-hot: the owning seat, observer first"),
            Slot("health", unit.models, "each model's health, highest first; 0 once gone"),
            Slot("hexes", b, "1 per board hex the unit covers (board order)"),
            Slot("facing", 6, "one-hot: " + ", ".join(f.name for f in _FACINGS)),
            Slot("sizes", 2, "cards in its deck, in its hand"),
            Slot("hand", t, "its hand, count per card title; -1 each when unseen (MI-R14)"),
            Slot("discard", t, "its discard pile, count per card title"),
            Slot("active", t, "one-hot: the Active card, when seen (MI-R16)"),
            Slot("initiatives", 2, "the Active and Next cards' Initiative, -1 with no card"),
            Slot("next", t, "one-hot: the Next card, to its owner"),
            Slot("idle", t, "one-hot: the Idle card, to its owner"),
            Slot("stack", unit.stack * t, "per stack position, bottom first: one-hot title"),
            Slot("flags", 8, _UNIT_FLAGS),
            Slot("adrenaline", 1, "adrenaline"),
            Slot("grabbing", n, "one-hot: the unit it grabs (MI-15.6)"),
            Slot("status", len(_STATUSES), "one-hot: " + _names(_STATUSES)),
            Slot("played", 3 + t + MAX_CHOICES + symbols, _PLAYED),
            Slot("top", 2 * c, "condition cards on its deck, count per title; one-hot: the top"),
            Slot("furious", c, "one-hot: its Furious card (MI-17.11)"),
            Slot("hero_effects", 4, "cards to draw, movement, Initiative, Reaction (MI-R43)"),
            Slot("gear", len(context.items), "equipment bought for it, count per card"),
            Slot("ammunition", 4 * len(context.ammo), _AMMUNITION),
        )
        slots += (Slot(f"unit{number}.{s.name}", s.size, s.meaning) for s in block)
    per_seat = (
        Slot(
            "roles",
            5,
            "1 if the seat is first player, deployer, to act, to take a turn, "
            "the last to play a hero card in the test",
        ),
        Slot("hero_sizes", 2, "hero cards in the seat's hand, in its deck"),
        Slot("hero_discard", h, "its hero discard pile, count per title"),
        Slot("points", 3 + context.victories, _POINTS),
        Slot("test_passes", 1, "its passes in the test's Interaction step (MI-R42)"),
    )
    slots += (
        Slot(f"seat+{k}.{s.name}", s.size, s.meaning) for k in range(players) for s in per_seat
    )
    slots += [
        Slot("hero_hand", h, "the observer's hero hand, count per title"),
        Slot("phase", len(_PHASES), "one-hot: " + _names(_PHASES)),
        Slot("counters", 7, _COUNTERS),
        Slot("placing", n, "one-hot: the unit being placed"),
        Slot("anchor", b, "one-hot: its chosen anchor hex"),
        Slot("units_at_hand", 5 * n, _AT_HAND),
        Slot("purpose", len(_PURPOSES), "one-hot: " + _names(_PURPOSES)),
        Slot("react_step", len(_STEPS), "one-hot: " + _names(_STEPS)),
        Slot("choices", MAX_CHOICES, 'the alternative taken per "or" line, -1 not yet'),
        Slot("claimed", len(context.places), "1 per objective, cache or crate claimed"),
        Slot("supply", c, "condition cards in the supply, count per title"),
        Slot("used_ammo", len(context.ammo), "special ammunition out of the game, per title"),
        Slot("fight_weapon", context.weapons, "one-hot: the attack's weapon (MI-13.2)"),
        Slot("fight_hexes", 2 * b, "one-hot: the hex attacked from, then the hex aimed at"),
        Slot("fight_units", 3 * n, "units still to resolve; one-hot: under test; on the target"),
        Slot("fight_scores", 5, _SCORES),
        Slot("fight_zones", len(ARMOR_ZONES), "1 per affected zone to choose from"),
        Slot("fight_options", 1 + context.wounds * context.models, _OPTIONS),
        Slot("fight_shove", 3 + 6, "one-hot: " + ", ".join(_SHOVES) + "; one-hot: push direction"),
        Slot("test", 4 + len(_KINDS), _TEST),
        Slot("test_units", 2 * n, "one-hot: the test's initiator, then its target"),
        Slot("test_bonus", 3 * symbols, "icons on the initiator's side, the target's, the last"),
        Slot("test_queue", n * n, "Fear tests still to run, per initiator and target"),
    ]
    return tuple(slots)


_UNIT_FLAGS = (
    "revealed, has an Idle card, knocked, blocked, skipped before, kept its card, "
    "fresh (MI-17.13), off the board"
)
_PLAYED = (
    "its recorded action: recorded, base skills, reinforced alternative (-1 none); "
    "one-hot card; alternative per line (-1 none); bonus per symbol"
)
_AMMUNITION = (
    "special ammunition per title: fired by it, under its Next card, locking a combo slot, "
    "nets on it (MI-16, MI-R60)"
)
_COUNTERS = (
    "cards to draw now, movement budget, passing through an ally, free turns, round, "
    "rounds left before the bound, the observer's seat is to act"
)
_AT_HAND = (
    "per unit: 1 if pending in the tier; one-hot: the unit at hand, the Active unit, "
    "the Reacting unit, the unit moving"
)
_SCORES = (
    "score, against, tie edge won, tie edge lost, bonus (damage past Armor, or a grab's "
    "score without its Grab bonus; MI-R30)"
)
_POINTS = (
    "Command points (MI-R22), Requisition (MI-18.7), enemy models its attacks eliminated "
    "(MI-R80), then per victory condition the victory checks in a row it holds "
    "objectives (MI-R23)"
)
_OPTIONS = "allocations offered: how many, then each one's healths"
_TEST = "a test is open, the speaker, the side last added to, a Fearsome answer; one-hot: its kind"


def _bonus(bonus: Bonus) -> list[float]:
    return [float(bonus.count(symbol)) for symbol in _SYMBOLS]


def _hexes(context: Context, hexes: Iterable[Hex]) -> list[float]:
    numbers = [0.0] * len(context.board)
    for h in hexes:
        numbers[context.where[h]] = 1.0
    return numbers


def _padded(values: Sequence[int], size: int, fill: float = 0.0) -> list[float]:
    return [float(v) for v in values[:size]] + [fill] * (size - len(values))


def _unit(view: UnitView, info: UnitInfo, context: Context, seats: tuple[int, ...]) -> list[float]:
    cards, t = info.cards, len(info.cards)
    numbers = [
        *one_hot(view.seat, seats),
        *_padded(view.health, info.models),
        *_hexes(context, view.hexes),
        *one_hot(view.facing, _FACINGS),
        float(view.deck_size),
        float(view.hand_size),
        *(tally(view.hand, cards) if view.hand is not None else [-1.0] * t),
        *tally(view.discard, cards),
        *one_hot(view.active, cards),
        float(-1 if view.active_initiative is None else view.active_initiative),
        float(-1 if view.next_initiative is None else view.next_initiative),
        *one_hot(view.next, cards),
        *one_hot(view.idle, cards),
    ]
    for k in range(info.stack):
        numbers += one_hot(view.stack[k] if k < len(view.stack) else None, cards)
    flags = (view.revealed, view.has_idle, view.knocked, view.blocked, view.skipped_before)
    numbers += [float(flag) for flag in flags]
    numbers += [float(view.kept), float(view.fresh), float(not view.hexes)]
    numbers += [float(view.adrenaline), *one_hot(view.grabbing, range(len(context.units)))]
    numbers += one_hot(view.status, _STATUSES)
    played = view.played
    if played is None:
        numbers += [0.0, 0.0, -1.0, *([0.0] * t), *([-1.0] * MAX_CHOICES)]
        numbers += [0.0] * len(_SYMBOLS)
    else:
        numbers += [1.0, float(not played.card), float(played.reinforced)]
        numbers += [*one_hot(played.card, cards), *_padded(played.choices, MAX_CHOICES, -1.0)]
        numbers += _bonus(played.bonus)
    numbers += tally(view.top, context.conditions)
    numbers += one_hot(view.top[0] if view.top else None, context.conditions)
    numbers += one_hot(view.furious, context.conditions)
    numbers += [float(x) for x in view.hero_effects]
    numbers += tally(view.gear, context.items)
    for pile in view.ammunition:
        numbers += tally(pile, context.ammo)
    return numbers


def _roles(observation: MiniatureObservation, seat: int, test: SkillTest | None) -> list[float]:
    """The seat's roles, then its hero hand and deck sizes."""
    roles = (
        observation.first_player,
        observation.deployer,
        observation.actor,
        observation.turn_seat,
        None if test is None else test.last,
    )
    return [
        *(float(role == seat) for role in roles),
        _at(observation.hero_hand_sizes, seat),
        _at(observation.hero_deck_sizes, seat),
    ]


def encode(observation: MiniatureObservation, context: Context) -> list[float]:
    """The tensor of one observation (`layout` names its slots)."""
    seats = seat_order(observation.player, context.players)
    units = range(len(context.units))
    numbers: list[float] = []
    for view, info in zip(observation.units, context.units, strict=True):
        numbers += _unit(view, info, context, seats)
    test = observation.test
    for seat in seats:
        numbers += _roles(observation, seat, test)
        numbers += tally(observation.hero_discards[seat], context.heroes)
        numbers += [
            _at(observation.command, seat),
            _at(observation.requisition, seat),
            _at(observation.eliminated, seat),
            *(_at(observation.held, v * context.players + seat) for v in range(context.victories)),
            0.0 if test is None else _at(test.passes, seat),
        ]
    numbers += tally(observation.hero_hand, context.heroes)
    numbers += one_hot(observation.phase, _PHASES)
    numbers += [
        float(observation.to_draw),
        float(observation.budget),
        float(observation.passing),
        float(observation.free_turns),
        float(observation.round),
        float(observation.max_rounds - observation.round),
        float(observation.actor == observation.player),
    ]
    numbers += one_hot(observation.placing, units)
    numbers += one_hot(observation.anchor, context.board)
    numbers += tally(observation.pending, units)
    for unit in (observation.unit, observation.activating, observation.reactor, observation.active):
        numbers += one_hot(unit, units)
    numbers += one_hot(observation.purpose, _PURPOSES)
    numbers += one_hot(observation.react_step, _STEPS)
    numbers += _padded(observation.choices, MAX_CHOICES, -1.0)
    numbers += [float(place in observation.claimed) for place in context.places]
    numbers += tally(observation.supply, context.conditions)
    numbers += tally(observation.used_ammo, context.ammo)
    numbers += _fight(observation, context)
    numbers += _test(test, context)
    return numbers


def _at(values: tuple[int, ...], index: int) -> float:
    """``values[index]``, 0 before the values exist (the game's start)."""
    return float(values[index]) if index < len(values) else 0.0


def _fight(observation: MiniatureObservation, context: Context) -> list[float]:
    fight = observation.fight
    units = range(len(context.units))
    numbers = [
        *one_hot(fight.weapon, range(context.weapons)),
        *one_hot(fight.source, context.board),
        *one_hot(fight.target, context.board),
        *tally(fight.queue, units),
        *one_hot(fight.unit, units),
        *one_hot(fight.primary, units),
        float(fight.score),
        float(fight.against),
        float(max(fight.edge, 0)),
        float(max(-fight.edge, 0)),
        float(fight.bonus),
        *(float(zone in fight.zones) for zone in ARMOR_ZONES),
        float(len(fight.options)),
    ]
    for k in range(context.wounds):
        option = fight.options[k] if k < len(fight.options) else ()
        numbers += _padded(option, context.models)
    numbers += one_hot(fight.shove.value, _SHOVES)
    numbers += one_hot(fight.push, range(6))
    return numbers


def _test(test: SkillTest | None, context: Context) -> list[float]:
    n = len(context.units)
    if test is None:
        zeros = 4 + len(_KINDS) + 2 * n + 3 * len(_SYMBOLS) + n * n
        return [0.0] * zeros
    numbers = [1.0, float(test.speaker), float(test.last_side), float(test.answer)]
    numbers += one_hot(test.kind, _KINDS)
    numbers += one_hot(test.initiator, range(n))
    numbers += one_hot(test.target, range(n))
    numbers += [*_bonus(test.bonus[0]), *_bonus(test.bonus[1]), *_bonus(test.last_bonus)]
    queue = [0.0] * (n * n)
    for initiator, target in test.queue:
        queue[initiator * n + target] += 1.0
    return numbers + queue


def context(key: Key) -> Context:
    """The tensor's names and sizes for this option set (`Context`)."""
    components, players = key
    u = universe(key)
    boards = [
        (components.unit[entry.unit], entry.deck)
        for army in components.armies[:players]
        for entry in army
    ]
    units = tuple(
        UnitInfo(
            cards=(
                *(t for t in components.deck_cards[deck].distinct() if t not in u.conditions),
                *u.conditions,
            ),
            models=board.models,
            stack=stack_limit(board.combo),
        )
        for board, deck in boards
    )
    scenario = components.scenario
    return Context(
        players=players,
        units=units,
        board=u.board,
        where=FrozenMap((h, i) for i, h in enumerate(u.board)),
        heroes=u.heroes,
        conditions=u.conditions,
        items=u.items,
        ammo=tuple(
            sorted(
                e.name
                for e in components.equipment.items
                if e.ammunition is not None and e.ammunition.effect is not AmmoEffect.STANDARD
            )
        ),
        places=(
            *(o.name for o in scenario.objectives),
            *(s.name for s in (*scenario.caches, *scenario.crates)),
        ),
        weapons=u.weapons,
        wounds=u.wounds,
        models=max(board.models for board, _ in boards),
        victories=len(scenario.victories),
    )
