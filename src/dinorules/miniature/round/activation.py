"""The action phase's activations: reveal, Groups, card or base skills, Reactions.

Rules MI-8, MI-11 and MI-12.
Active cards are revealed in descending Initiative (MI-8.1 .. MI-8.3); the units of
equal Initiative are revealed together (MI-8.4), each owner first choosing to reveal or
to skip the turn (MI-11.1, MI-R25); an Interaction window follows (MI-8.5) and the Group
takes turns (MI-8.6, MI-8.7, `turns`). An activation: use the card, the base skills
(MI-8.11) or, with a Reaction card, hold to react later (MI-12.2, MI-12.3); then the
movement (base movement plus the card's bonus) and the action, in the card's order
(MI-8.9, MI-4.4, MI-6.3). Before each step, the owners of held Reaction units may
interrupt (MI-12.4, MI-12.5, MI-12.10): a movement Reaction moves after the Active
unit's first movement decision, and the Active unit spends the rest only if the
Reacting unit moved or rotated (MI-12.6, MI-12.7); an action Reaction acts right after
the Active unit (MI-12.8). An action is a chain (perform it or not, one alternative
per "or" line, a reinforced alternative paid in adrenaline) recorded with its bonus,
card and combo included (MI-R19, MI-R20); part 3 resolves it (`resolve_action`).
"""

from __future__ import annotations

from dinorules.kernel import put

from ..actions import (
    Hold,
    MiniatureAction,
    Pass,
    React,
    Reveal,
    SkipTurn,
    UseBaseSkills,
    UseCard,
)
from ..combat import grab, scores
from ..data.cards import ActionCard, InstructionKind
from ..effects.ammunition import sedated
from ..movement import steps as movement
from ..state import (
    NOBODY,
    Activation,
    MiniatureState,
    Phase,
    Purpose,
    Resume,
    Status,
    Step,
    set_unit,
)
from . import action as action_step
from . import ending as round_end
from . import initiative
from . import tiers as turns
from .windows import open_window, window_seat

__all__ = [
    "activate",
    "activate_options",
    "advance_stage",
    "after_resolved",
    "after_revealed",
    "begin_action_phase",
    "can_skip",
    "card_of",
    "hold",
    "movement_budget",
    "movement_over",
    "next_group",
    "pass_reaction",
    "react",
    "react_options",
    "reveal",
    "reveal_options",
    "skip_turn",
    "stepped",
    "use_base_skills",
    "use_card",
]


def card_of(state: MiniatureState, number: int) -> ActionCard | None:
    """The unit's Active card, or None when its slot is empty."""
    unit = state.units[number]
    return state.components.action_card[unit.deck_name][unit.active] if unit.active else None


def _has(card: ActionCard | None, kind: InstructionKind) -> bool:
    return card is not None and any(i.kind is kind for i in (*card.instructions, *card.forced))


def _forced(card: ActionCard | None) -> bool:
    """Whether the card has Forced (red) instructions (MI-2.6)."""
    return card is not None and bool(card.forced)


# --- The action phase and its Groups --------------------------------------------------


def begin_action_phase(state: MiniatureState) -> MiniatureState:
    """A new action phase: every unit waits to be revealed (MI-8.1); not a Sedated one (MI-R62)."""
    units = tuple(
        u.replace(
            skipped_before=u.status is Status.SKIPPED,  # MI-11.3
            status=Status.DONE if sedated(state, u) else Status.WAITING,
            kept=False,
            played=None,
            extra_draw=0,  # part 4: a hero card's effects last one round (MI-R43)
            extra_move=0,
            hero_react=False,
            fresh=False,
        )
        for u in state.units
    )
    rnd = state.round.replace(number=state.round.number + 1, pending=(), unit=NOBODY)
    return next_group(state.replace(units=units, round=rnd, activation=Activation()))


def _waiting(state: MiniatureState) -> tuple[int, ...]:
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.anchor is not None and unit.status is Status.WAITING
    )


def next_group(state: MiniatureState) -> MiniatureState:
    """Reveal the highest Initiative left, ties together as a Group (MI-8.1, MI-8.3, MI-8.4).

    When every Active card is resolved, the victory check follows (MI-8.12).
    """
    waiting = _waiting(state)
    if not waiting:
        return round_end.victory_check(state)
    top = max(initiative.initiative_of(state, n) for n in waiting)
    group = tuple(n for n in waiting if initiative.initiative_of(state, n) == top)
    rnd = state.round.replace(purpose=Purpose.ACTIVATION, pending=turns.seat_order(state, group))
    return _reveal_next(state.replace(round=rnd))


def _reveal_next(state: MiniatureState) -> MiniatureState:
    while state.round.pending:
        number, *rest = state.round.pending
        rnd = state.round.replace(pending=tuple(rest), unit=number)
        unit = state.units[number]
        if unit.active:
            return state.replace(round=rnd, phase=Phase.REVEAL, actor=unit.seat)
        unit = unit.replace(revealed=True)  # no card: board initiative
        units = put(state.units, number, unit)
        state = state.replace(round=rnd, units=units)
    if any(state.units[n].revealed for n in _waiting(state)):
        return open_window(state, Resume.REVEALED)  # MI-8.5
    return next_group(state)


def can_skip(state: MiniatureState, number: int) -> bool:
    """Not twice in a row (MI-11.3); a Forced card is played at its Initiative (MI-2.6)."""
    return not state.units[number].skipped_before and not _forced(card_of(state, number))


def reveal_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Reveal, or skip the turn if allowed (MI-11.1, MI-11.3, MI-R25)."""
    if can_skip(state, state.round.unit):
        return (Reveal(), SkipTurn())
    return (Reveal(),)


def reveal(state: MiniatureState, action: Reveal) -> MiniatureState:
    """The Active card is turned face up (MI-8.2, MI-8.4)."""
    number = state.round.unit
    return _reveal_next(set_unit(state, number, state.units[number].replace(revealed=True)))


def skip_turn(state: MiniatureState, action: SkipTurn) -> MiniatureState:
    """The card stays unrevealed; the unit does not activate this phase (MI-11.1)."""
    number = state.round.unit
    return _reveal_next(set_unit(state, number, state.units[number].replace(status=Status.SKIPPED)))


def after_revealed(state: MiniatureState) -> MiniatureState:
    """The revealed Group takes turns, one unit per involved player (MI-8.6, MI-8.7)."""
    group = tuple(n for n in _waiting(state) if state.units[n].revealed)
    return turns.begin_tier(state, Purpose.ACTIVATION, turns.seat_order(state, group))


# --- One activation ---------------------------------------------------------------


def activate(state: MiniatureState, number: int) -> MiniatureState:
    """Unit ``number`` becomes the Active unit (MI-6.2, MI-6.15)."""
    return state.replace(
        phase=Phase.ACTIVATE, actor=state.units[number].seat, activation=Activation(unit=number)
    )


def activate_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """The card, the base skills unless Forced (MI-8.11), holding a Reaction (MI-12.2)."""
    card = card_of(state, state.activation.unit)
    found: list[MiniatureAction] = []
    if card is not None:
        found.append(UseCard())
    if not _forced(card):
        found.append(UseBaseSkills())
    if card is not None and card.reaction:
        found.append(Hold())
    return tuple(found)


def hold(state: MiniatureState, action: Hold) -> MiniatureState:
    """The card stays revealed and the next unit activates (MI-12.2, MI-12.3)."""
    number = state.activation.unit
    state = set_unit(state, number, state.units[number].replace(status=Status.HELD))
    return turns.next_turn(state.replace(activation=Activation()))


def use_card(state: MiniatureState, action: UseCard) -> MiniatureState:
    """Resolve the Active card (MI-8.9)."""
    return _begin(state, base=False)


def use_base_skills(state: MiniatureState, action: UseBaseSkills) -> MiniatureState:
    """One movement and one action with base skills (MI-8.11)."""
    return _begin(state, base=True)


def _begin(state: MiniatureState, *, base: bool) -> MiniatureState:
    number = state.activation.unit
    state = set_unit(state, number, state.units[number].replace(status=Status.DONE))
    return _run_stage(state.replace(activation=state.activation.replace(base=base)))


def _steps(state: MiniatureState) -> tuple[Step, ...]:
    """Movement then action, unless the card says otherwise (MI-8.9, MI-4.4, MI-R19)."""
    activation = state.activation
    card = None if activation.base else card_of(state, activation.unit)
    steps: tuple[Step, ...] = (Step.MOVEMENT, Step.ACTION)
    if _has(card, InstructionKind.ACTION_BEFORE_MOVEMENT):
        steps = (Step.ACTION, Step.MOVEMENT)
    if _has(card, InstructionKind.NO_MOVEMENT):
        steps = (Step.ACTION,)
    if _has(card, InstructionKind.NO_ACTION):  # e.g. a Fear card (MI-17.9)
        steps = tuple(s for s in steps if s is not Step.ACTION)
    return steps


def movement_budget(state: MiniatureState, number: int, *, base: bool = False) -> int:
    """Base movement plus the Active card's bonus (MI-4.3, MI-4.9, MI-8.9); base alone (MI-8.11).

    A Knocked unit's budget counts the card's bonus too: it must stand up before it
    spends any (MI-15.4, MI-R36). A Blocked unit does not move; a grabbed one moves 1
    less per grabbing unit, at least 1 (MI-15.8, MI-15.10).
    """
    unit = state.units[number]
    if unit.anchor is None or unit.nets:
        return 0  # eliminated (MI-R34); Blocked by a net (MI-16.7)
    budget = scores.skills_of(state, number).movement + unit.extra_move  # MI-R43, MI-16.3
    card = card_of(state, number)
    if not base and card is not None:
        budget += card.movement
    return grab.movement_left(state, number, budget)


def _reactors(state: MiniatureState, seat: int | None = None) -> tuple[int, ...]:
    """Held units with a revealed Reaction card, other than the Active unit (MI-12.4)."""
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.status is Status.HELD
        and n != state.activation.unit
        and (seat is None or unit.seat == seat)
    )


def _run_stage(state: MiniatureState) -> MiniatureState:
    activation = state.activation
    steps = _steps(state)
    if activation.stage >= len(steps):
        return open_window(state.replace(activation=Activation()), Resume.RESOLVED)  # MI-8.10
    step = steps[activation.stage]
    if state.units[activation.unit].anchor is None:  # eliminated meanwhile (MI-R34)
        return open_window(state.replace(activation=Activation()), Resume.RESOLVED)
    if step is Step.MOVEMENT and movement_budget(state, activation.unit, base=activation.base) <= 0:
        return advance_stage(state)
    if not activation.asked and activation.reactor == NOBODY and _reactors(state):
        state = state.replace(activation=activation.replace(asked=True))
        return _react_window(state, 0)
    return _start_step(state, step)


def advance_stage(state: MiniatureState) -> MiniatureState:
    """The activation's next step, or its end (MI-8.9)."""
    activation = state.activation
    return _run_stage(
        state.replace(activation=activation.replace(stage=activation.stage + 1, asked=False))
    )


def _start_step(state: MiniatureState, step: Step) -> MiniatureState:
    activation = state.activation
    if step is Step.MOVEMENT:
        budget = movement_budget(state, activation.unit, base=activation.base)
        return movement.begin_movement(state, activation.unit, budget)
    return action_step.begin_act(state, activation.unit)


def after_resolved(state: MiniatureState) -> MiniatureState:
    """After the card is resolved and the window passed, the next unit (MI-8.7, MI-8.8)."""
    return turns.next_turn(state)


# --- Reactions ----------------------------------------------------------------------


def _react_window(state: MiniatureState, k: int) -> MiniatureState:
    """Seats with held Reaction units, first player first then clockwise (MI-12.10)."""
    for index in range(k, state.players):
        seat = window_seat(state, index)
        if _reactors(state, seat):
            rnd = state.round.replace(passed=index)
            return state.replace(phase=Phase.REACT, actor=seat, round=rnd)
    return _start_step(state, _steps(state)[state.activation.stage])


def react_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each held Reaction unit of the seat, by army slot, then passing (MI-12.4, MI-R26)."""
    mine = _reactors(state, state.actor)
    slots = turns.army(state, state.actor)
    return (*(React(slot) for slot, n in enumerate(slots) if n in mine), Pass())


def react(state: MiniatureState, action: React) -> MiniatureState:
    """The unit interrupts this step: its reaction is its activation (MI-12.4, MI-12.5)."""
    number = turns.army(state, state.actor)[action.unit]
    activation = state.activation
    step = _steps(state)[activation.stage]
    state = set_unit(state, number, state.units[number].replace(status=Status.DONE))
    state = state.replace(activation=activation.replace(reactor=number, step=step))
    return _start_step(state, step)


def pass_reaction(state: MiniatureState, action: Pass) -> MiniatureState:
    """The seat lets the step go on; the next seat with a Reaction may speak (MI-12.10)."""
    return _react_window(state, state.round.passed + 1)


def stepped(state: MiniatureState) -> MiniatureState:
    """After a movement decision: the Reacting unit moves after the Active unit's first (MI-12.6).

    Not while the Active unit is inside an ally (MI-R11): it must leave first.
    """
    a = state.activation
    if a.mover == a.unit and a.step is Step.MOVEMENT and not a.handed and a.passing_from is None:
        return _hand_over(state, a.budget)
    return state


def _hand_over(state: MiniatureState, saved: int) -> MiniatureState:
    activation = state.activation.replace(handed=True, saved=saved)
    state = state.replace(activation=activation)
    budget = movement_budget(state, activation.reactor)
    if _has(card_of(state, activation.reactor), InstructionKind.NO_MOVEMENT) or budget <= 0:
        return _rest_lost(state)  # it cannot move: the rest is lost (MI-12.7)
    return movement.begin_movement(state, activation.reactor, budget)


def _rest_lost(state: MiniatureState) -> MiniatureState:
    """The Active unit's movement left is lost (MI-12.7); its card's instructions still apply.

    (MI-R52: a charge or a flight follows the movement, even one cut short.)
    """
    a = state.activation
    if a.saved <= 0:
        return advance_stage(state)  # it had stopped: its instructions were carried out
    return movement.end_movement(state.replace(activation=a.replace(mover=a.unit, saved=0)))


def movement_over(state: MiniatureState) -> MiniatureState:
    """A movement ended: hand over to the Reacting unit, resume, or go on (MI-12.6, MI-12.7)."""
    a = state.activation
    if a.step is Step.MOVEMENT and a.reactor != NOBODY:
        if a.mover == a.unit and not a.handed:
            return _hand_over(state, 0)
        if a.mover == a.reactor:
            if a.moved and a.saved > 0:  # MI-12.7: only if it moved or rotated
                state = state.replace(activation=a.replace(saved=0))
                return movement.begin_movement(state, a.unit, a.saved)
            return _rest_lost(state)
    return advance_stage(state)
