"""The action phase's activations: reveal, Groups, card or base skills, Reactions.

Rules MI-8, MI-11 and MI-12.
Active cards are revealed in descending Initiative (MI-8.1 .. MI-8.3); the units of
equal Initiative are revealed together (MI-8.4), each owner first choosing to reveal or
to skip the turn (MI-11.1, MI-R25); an Interaction window follows (MI-8.5) and the Group
takes turns (MI-8.6, MI-8.7, `tiers`). An activation: use the card, the base skills
(MI-8.11) or, with a Reaction card, hold to react later (MI-12.2, MI-12.3); then the
movement (base movement plus the card's bonus) and the action, in the card's order
(MI-8.9, MI-4.4, MI-6.3). Before each step, the owners of held Reaction units may
interrupt (MI-12.4, MI-12.5, MI-12.10): a movement Reaction moves after the Active
unit's first movement decision, and the Active unit spends the rest only if the
Reacting unit moved or rotated (MI-12.6, MI-12.7); an action Reaction acts right after
the Active unit (MI-12.8). The order of these steps is the procedure's
(`round.procedure`); this module states who reveals, what each unit may choose and
which step comes in which order.
"""

from __future__ import annotations

from dinorules.kernel import put

from ..actions import MiniatureAction
from ..data.cards import ActionCard, InstructionKind
from ..effects.ammunition import sedated
from ..state import (
    NOBODY,
    Activation,
    MiniatureState,
    Phase,
    Purpose,
    Stage,
    Status,
    Step,
    set_unit,
)
from . import tiers
from .actions import Hold, Pass, React, Reveal, SkipTurn, UseBaseSkills, UseCard
from .initiative import highest
from .windows import window_seat

__all__ = [
    "acting_card",
    "activate",
    "activate_options",
    "begin_action_phase",
    "can_skip",
    "card_of",
    "group_revealed",
    "has_instruction",
    "hold",
    "instruction_amount",
    "next_group",
    "pass_reaction",
    "react",
    "react_options",
    "react_window",
    "reactors",
    "reveal",
    "reveal_options",
    "skip_turn",
    "steps",
    "use_base_skills",
    "use_card",
]


def card_of(state: MiniatureState, number: int) -> ActionCard | None:
    """The unit's Active card, or None when its slot is empty."""
    unit = state.units[number]
    return state.components.action_card[unit.deck_name][unit.active] if unit.active else None


def acting_card(state: MiniatureState, number: int) -> ActionCard | None:
    """The card the unit uses this activation; none with its base skills (MI-8.11)."""
    now = state.activation
    if now.base and number == now.unit:
        return None
    return card_of(state, number)


def instruction_amount(card: ActionCard | None, kind: InstructionKind) -> int | None:
    """The amount of the card's instruction of that kind, red or black (None: not there)."""
    if card is None:
        return None
    for instruction in (*card.forced, *card.instructions):
        if instruction.kind is kind:
            return instruction.amount
    return None


def has_instruction(card: ActionCard | None, kind: InstructionKind) -> bool:
    """Whether the card has an instruction of that kind, red or black (MI-2.6)."""
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
            extra_draw=0,  # a hero card's effects last one round (MI-R43)
            extra_move=0,
            hero_react=False,
            fresh=False,
        )
        for u in state.units
    )
    rnd = state.round.replace(number=state.round.number + 1, pending=(), unit=NOBODY)
    return state.replace(units=units, round=rnd, activation=Activation())


def _waiting(state: MiniatureState) -> tuple[int, ...]:
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.anchor is not None and unit.status is Status.WAITING
    )


def next_group(state: MiniatureState) -> MiniatureState | None:
    """The highest Initiative left is revealed, ties together as a Group (MI-8.1, MI-8.3, MI-8.4).

    None when every Active card is resolved (the victory check follows, MI-8.12). Each
    owner in turn reveals or skips; a unit without a card shows its board's Initiative.
    """
    waiting = _waiting(state)
    if not waiting:
        return None
    group = tiers.seat_order(state, highest(state, waiting))
    rnd = state.round.replace(purpose=Purpose.ACTIVATION, pending=group)
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
    return state.replace(phase=Phase.GOING_ON)


def group_revealed(state: MiniatureState) -> tuple[int, ...]:
    """The Group's units revealed and waiting to take turns (MI-8.6), by seat (MI-8.7)."""
    group = tuple(n for n in _waiting(state) if state.units[n].revealed)
    return tiers.seat_order(state, group)


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


# --- One activation ---------------------------------------------------------------


def activate(state: MiniatureState, number: int, *then: Stage) -> MiniatureState:
    """Unit ``number`` becomes the Active unit (MI-6.2, MI-6.15); ``then`` follows it."""
    return state.replace(
        phase=Phase.ACTIVATE,
        actor=state.units[number].seat,
        activation=Activation(unit=number),
        agenda=(*then, *state.agenda),
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
    unit = state.units[number].replace(status=Status.HELD)
    return state.replace(
        units=put(state.units, number, unit), activation=Activation(), phase=Phase.GOING_ON
    )


def use_card(state: MiniatureState, action: UseCard) -> MiniatureState:
    """Resolve the Active card (MI-8.9)."""
    return _begin(state, base=False)


def use_base_skills(state: MiniatureState, action: UseBaseSkills) -> MiniatureState:
    """One movement and one action with base skills (MI-8.11)."""
    return _begin(state, base=True)


def _begin(state: MiniatureState, *, base: bool) -> MiniatureState:
    number = state.activation.unit
    unit = state.units[number].replace(status=Status.DONE)
    return state.replace(
        units=put(state.units, number, unit),
        activation=state.activation.replace(base=base),
        phase=Phase.GOING_ON,
    )


def steps(state: MiniatureState) -> tuple[Step, ...]:
    """Movement then action, unless the card says otherwise (MI-8.9, MI-4.4, MI-R19)."""
    activation = state.activation
    card = None if activation.base else card_of(state, activation.unit)
    found: tuple[Step, ...] = (Step.MOVEMENT, Step.ACTION)
    if has_instruction(card, InstructionKind.ACTION_BEFORE_MOVEMENT):
        found = (Step.ACTION, Step.MOVEMENT)
    if has_instruction(card, InstructionKind.NO_MOVEMENT):
        found = (Step.ACTION,)
    if has_instruction(card, InstructionKind.NO_ACTION):  # e.g. a Fear card (MI-17.9)
        found = tuple(s for s in found if s is not Step.ACTION)
    return found


# --- Reactions ----------------------------------------------------------------------


def reactors(state: MiniatureState, seat: int | None = None) -> tuple[int, ...]:
    """Held units with a revealed Reaction card, other than the Active unit (MI-12.4)."""
    return tuple(
        n
        for n, unit in enumerate(state.units)
        if unit.status is Status.HELD
        and n != state.activation.unit
        and (seat is None or unit.seat == seat)
    )


def react_window(state: MiniatureState, k: int) -> MiniatureState:
    """Seats with held Reaction units, first player first then clockwise (MI-12.10)."""
    for index in range(k, state.players):
        seat = window_seat(state, index)
        if reactors(state, seat):
            rnd = state.round.replace(passed=index)
            return state.replace(phase=Phase.REACT, actor=seat, round=rnd)
    return state.replace(phase=Phase.GOING_ON)


def react_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each held Reaction unit of the seat, in army order, then passing (MI-12.4, MI-R26)."""
    return (*(React(n) for n in reactors(state, state.actor)), Pass())


def react(state: MiniatureState, action: React, step: Step) -> MiniatureState:
    """The unit interrupts ``step``: its reaction is its activation (MI-12.4, MI-12.5)."""
    number = action.unit
    unit = state.units[number].replace(status=Status.DONE)
    return state.replace(
        units=put(state.units, number, unit),
        activation=state.activation.replace(reactor=number, step=step),
        phase=Phase.GOING_ON,
    )


def pass_reaction(state: MiniatureState, action: Pass) -> MiniatureState:
    """The seat lets the step go on; the next seat with a Reaction may speak (MI-12.10)."""
    return react_window(state, state.round.passed + 1)
