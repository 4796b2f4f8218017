"""The Action step of an activation: a chain of small decisions, recorded (MI-R19, MI-R20).

The acting unit performs its action or not (MI-2.5); takes one alternative of each
"or" line of its card; may pay the card's adrenaline for a reinforced alternative. The
choice is recorded with the card's whole bonus, combo included (`combo.card_bonus`);
its effect comes next (`combat.strike`). A Reacting unit acts right after the Active
unit (MI-12.8).
"""

from __future__ import annotations

from dinorules.kernel import put

from ..actions import MiniatureAction
from ..data.cards import NO_BONUS, ActionCard, InstructionKind
from ..movement import instructions
from ..state import NOBODY, MiniatureState, Phase, Played, Stage, Step, set_unit
from . import activation
from .actions import Act, Choose, NoAction, NoReinforce, Reinforce
from .combo import card_bonus

__all__ = [
    "act",
    "act_options",
    "begin_act",
    "choose",
    "choose_options",
    "no_reinforce",
    "reactor_acts",
    "reinforce",
    "reinforce_options",
]


def _acting_card(state: MiniatureState) -> ActionCard | None:
    """The acting unit's card; none for the Base Skill alternative (MI-8.11)."""
    return activation.acting_card(state, state.activation.actor_unit)


def begin_act(state: MiniatureState, number: int, *then: Stage) -> MiniatureState:
    """Unit ``number`` decides its action (MI-8.9, MI-12.8); its card may turn it first (MI-R54).

    ``then``: the stages after the decision, put on the agenda in the same update.
    """
    state = instructions.before_action(state, number)
    activation = state.activation.replace(actor_unit=number, choices=())
    return state.replace(
        phase=Phase.ACT,
        actor=state.units[number].seat,
        activation=activation,
        agenda=(*then, *state.agenda),
    )


def act_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Perform the action, or not: actions are free (MI-2.5), a Forced attack is not (MI-R54)."""
    card = activation.acting_card(state, state.activation.actor_unit)
    forced = () if card is None else card.forced
    if any(i.kind is InstructionKind.ATTACK_NEAREST_ENEMY for i in forced):
        return (Act(),)
    return (Act(), NoAction())


def act(state: MiniatureState, action: Act) -> MiniatureState:
    """An action of the card or of the base skills (MI-6.1): "or" lines, reinforcement."""
    card = _acting_card(state)
    if card is not None and card.choices:
        return state.replace(phase=Phase.CHOOSE)
    return _reinforce_or_record(state)


def choose_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each alternative of the current "or" line, in card order (MI-R19)."""
    card = _acting_card(state)
    assert card is not None
    line = card.choices[len(state.activation.choices)]
    return tuple(Choose(k) for k in range(len(line)))


def choose(state: MiniatureState, action: Choose) -> MiniatureState:
    """That alternative is taken; the next line, or the reinforcement (MI-R19)."""
    activation = state.activation
    state = state.replace(
        activation=activation.replace(choices=(*activation.choices, action.option))
    )
    card = _acting_card(state)
    assert card is not None
    if len(state.activation.choices) < len(card.choices):
        return state
    return _reinforce_or_record(state)


def _reinforce_or_record(state: MiniatureState) -> MiniatureState:
    card = _acting_card(state)
    unit = state.units[state.activation.actor_unit]
    reinforced = None if card is None else card.reinforced
    if reinforced is not None and unit.adrenaline >= reinforced.cost:
        return state.replace(phase=Phase.REINFORCE)
    return _record(state, -1)


def reinforce_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Each reinforced alternative, then keeping the adrenaline (MI-R19)."""
    card = _acting_card(state)
    assert card is not None and card.reinforced is not None
    return (*(Reinforce(k) for k in range(len(card.reinforced.choices))), NoReinforce())


def reinforce(state: MiniatureState, action: Reinforce) -> MiniatureState:
    """Pay the adrenaline; the reinforced alternative adds to the action (MI-R19)."""
    card = _acting_card(state)
    assert card is not None and card.reinforced is not None
    number = state.activation.actor_unit
    unit = state.units[number]
    state = set_unit(state, number, unit.replace(adrenaline=unit.adrenaline - card.reinforced.cost))
    return _record(state, action.option)


def no_reinforce(state: MiniatureState, action: NoReinforce) -> MiniatureState:
    """No reinforcement (MI-R19)."""
    return _record(state, -1)


def _record(state: MiniatureState, reinforced: int) -> MiniatureState:
    """Record the action with its whole bonus, combo included (MI-R19, MI-R20)."""
    activation = state.activation
    number = activation.actor_unit
    unit = state.units[number]
    card = _acting_card(state)
    if card is None:
        played = Played("", (), -1, NO_BONUS)  # base skills only (MI-8.11)
    else:
        stack = tuple(state.components.action_card[unit.deck_name][t] for t in unit.stack)
        bonus = card_bonus(card, stack, activation.choices, reinforced, knocked=unit.knocked)
        played = Played(card.title, activation.choices, reinforced, bonus)
    units = put(state.units, number, unit.replace(played=played))
    return state.replace(units=units, phase=Phase.GOING_ON)


def reactor_acts(state: MiniatureState) -> int | None:
    """The Reacting unit whose action comes right after the Active unit's (MI-12.8), or None."""
    a = state.activation
    if a.actor_unit == a.unit and a.step is Step.ACTION and a.reactor != NOBODY and not a.handed:
        return a.reactor
    return None
