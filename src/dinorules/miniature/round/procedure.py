"""The order of the game: every step of the round, one after the other, and what comes next.

The rules of each part of the game live in their own modules and return: a step that
waits for a decision or a chance event sets the phase; a step that is over says so
(`Phase.GOING_ON`). What comes next is the state's agenda, a stack of `Stage`s: this
module runs its first stage whenever a step is over (`go_on`), each stage by its
handler in `_STAGES`, and it is the only module that puts the parts of the game one
after the other. A round (MI-7 .. MI-10):

- the 1st initiative phase places the Active cards, then tiers place the Next cards
  (`FIRST_INITIATIVE`, `NEXT_TIER`), each tier a turn per unit (`TURN`, `NEXT_TURN`);
- the action phase reveals the highest Initiative as a Group, opens a window, and the
  Group takes turns (`NEXT_GROUP`, `REVEALED`, `GROUP_TURNS`); an activation is its
  steps in the card's order, each with its Reactions (`MOVEMENT`, `ACTION`), a
  movement step by step (`MOVED`, `MOVEMENT_OVER`), an action chosen, then its effect
  (`STRIKE`, `SHOVE`, `AFTER_STRIKE`, `ACTION_DONE`), and a window (`RESOLVED`);
- once every card is resolved: the victory check, the first-player window and token
  (`VICTORY_CHECK`, `FIRST_PLAYER_WINDOW`, `FIRST_PLAYER`);
- the initiative phase: stacks, a window, Idle cards and draws, Next cards, a window,
  hero picks (`STACKS`, `STACKED_WINDOW`, `IDLE_CARDS`, `NEXT_TIER`,
  `DISCARDED_WINDOW`, `HERO_PICKS`), and the next action phase (`ACTION_PHASE`).

Skill tests and their ends (`TEST`), an attack's struck units (`NEXT_STRUCK`) and a
hero card's Fear tests (`ACTIVATE`) come back here the same way. The effects of a few
decisions are here too, where the decision starts a sequence (an activation's steps,
a Reaction, an attack) or means different things in different phases (`Pass`, chance
outcomes shared by several draws).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from dinorules.kernel import FrozenMap, put

from ..combat import attack, push, skill_tests, strike
from ..combat.actions import Target
from ..data.cards import InstructionKind
from ..effects import fear, furious
from ..heroes import play
from ..movement import instructions, steps
from ..state import (
    NOBODY,
    Activation,
    MiniatureState,
    Phase,
    Purpose,
    SkillKind,
    Stage,
    Step,
    Window,
)
from . import action, activation, ending, initiative, setup, tiers
from .actions import CoinToss, DrawAction, DrawHero, NoAction, Pass, React, UseBaseSkills, UseCard
from .windows import close_window, open_window, window_seat

__all__ = [
    "coin_toss",
    "draw_action",
    "draw_hero",
    "draw_heroes_rest",
    "go_on",
    "no_action",
    "pass_turn",
    "react",
    "settled",
    "target",
    "use_base_skills",
    "use_card",
]

_Handler = Callable[[MiniatureState], MiniatureState]
_Effect = Callable[[MiniatureState, Any], MiniatureState]


def go_on(state: MiniatureState) -> MiniatureState:
    """Run the agenda until a decision, a chance event or the end of the game."""
    while state.phase is Phase.GOING_ON:
        agenda = state.agenda
        state = _STAGES[agenda[0]](state.replace(agenda=agenda[1:]))
    return state


def settled(effects: Mapping[type, _Effect]) -> dict[type, _Effect]:
    """Each effect followed by the agenda, for the decision table (`rules.MiniatureRules`)."""
    return {kind: _settled(effect) for kind, effect in effects.items()}


def _settled(effect: _Effect) -> _Effect:
    def apply(state: MiniatureState, action: Any) -> MiniatureState:
        state = effect(state, action)
        return go_on(state) if state.phase is Phase.GOING_ON else state

    apply.__doc__ = effect.__doc__
    apply.__name__ = apply.__qualname__ = effect.__name__
    apply.__wrapped__ = effect  # type: ignore[attr-defined]
    return apply


def _window(state: MiniatureState, window: Window, *then: Stage) -> MiniatureState:
    """Open an Interaction window (MI-R21); ``then``: the stages after it."""
    return open_window(state, window, *then, passed=_silent(state, window, 0))


def _silent(state: MiniatureState, window: Window, passed: int) -> int:
    """How many seats have passed once the silent ones, from the ``passed``-th on, pass.

    A silent seat has nothing to do in the window but pass: the kernel's forced-decision
    policy (a decision with one option is taken for the player unless every decision is
    shown), in one update, the same state as each of those seats passing in turn.
    """
    if state.explicit_forced:
        return passed
    players = state.players
    while passed < players and not play.may_play_in_window(
        state, window_seat(state, passed), window
    ):
        passed += 1
    return passed


def _push(state: MiniatureState, *stages: Stage) -> MiniatureState:
    """``stages`` come first on the agenda, in that order."""
    return state.replace(agenda=(*stages, *state.agenda))


def _then(state: MiniatureState, depth: int, stage: Stage) -> MiniatureState:
    """Go on with ``stage`` now if the step just run is over, or after what it waits for.

    ``depth`` is the agenda's length before that step: what the step put on the agenda
    comes before ``stage``.
    """
    agenda = state.agenda
    k = len(agenda) - depth
    if state.phase is Phase.GOING_ON and not k:
        return _STAGES[stage](state)
    return state.replace(agenda=(*agenda[:k], stage, *agenda[k:]))


# --- Tiers: units taking turns (MI-R17) -----------------------------------------------


def _tier(state: MiniatureState, purpose: Purpose, units: tuple[int, ...]) -> MiniatureState:
    """The tier's units take turns (`tiers`); what follows the tier is on the agenda."""
    depth = len(state.agenda)
    return _then(tiers.begin_tier(state, purpose, units), depth, Stage.TURN)


def _turn(state: MiniatureState) -> MiniatureState:
    """The unit chosen in the tier takes its turn for the tier's purpose (MI-7.1, MI-8.6)."""
    number = state.round.unit
    purpose = state.round.purpose
    if purpose is Purpose.ACTIVE:
        return initiative.place_active_turn(state, number, Stage.NEXT_TURN)
    if purpose is Purpose.NEXT:
        return initiative.place_next_turn(state, number, Stage.NEXT_TURN)
    return activation.activate(state, number, Stage.NEXT_TURN)


def _next_turn(state: MiniatureState) -> MiniatureState:
    """The next seat with a unit left in the tier, or the tier's end (MI-8.8)."""
    if not state.round.pending:
        return tiers.end_tier(state)
    depth = len(state.agenda)
    return _then(tiers.next_turn(state), depth, Stage.TURN)


# --- The initiative phases (MI-7, MI-10) ----------------------------------------------


def _first_initiative(state: MiniatureState) -> MiniatureState:
    """Every unit on the board places an Active card, seats taking turns (MI-7.1, MI-7.2)."""
    units = initiative.first_placers(state)
    if not units:
        return _action_phase(state)
    return _tier(_push(state, Stage.NEXT_TIER), Purpose.ACTIVE, units)


def _next_tier(state: MiniatureState) -> MiniatureState:
    """The next tier placing cards (MI-7.3, MI-17.13); once all have placed, the rest.

    The hands are discarded (MI-10.10, MI-R18); after the 1st initiative phase the
    action phase follows, after the others a window and the hero picks (MI-10.11).
    """
    tier = initiative.next_tier(state)
    if tier is not None:
        return _tier(_push(state, Stage.NEXT_TIER), *tier)
    state = initiative.discard_hands(state)
    if state.round.number == 0:
        return _action_phase(state)
    return _push(state, Stage.DISCARDED_WINDOW, Stage.HERO_PICKS, Stage.ACTION_PHASE)


def _stacks(state: MiniatureState) -> MiniatureState:
    """Furious units rage (MI-17.11), then each unit settles its stack (MI-10.1 .. MI-10.3)."""
    return initiative.begin_initiative(furious.rage(state))


def _stacked_window(state: MiniatureState) -> MiniatureState:
    return _window(state, Window.STACKED)  # MI-10.4


def _discarded_window(state: MiniatureState) -> MiniatureState:
    return _window(state, Window.DISCARDED)  # MI-10.11


# --- The action phase (MI-8) ---------------------------------------------------------


def _action_phase(state: MiniatureState) -> MiniatureState:
    return _next_group(activation.begin_action_phase(state))


def _next_group(state: MiniatureState) -> MiniatureState:
    """The next Group is revealed (MI-8.3), or every card is resolved (MI-8.12)."""
    depth = len(state.agenda)
    revealing = activation.next_group(state)
    if revealing is None:
        return _victory_check(state)
    return _then(revealing, depth, Stage.REVEALED)


def _revealed(state: MiniatureState) -> MiniatureState:
    """An Interaction window if a card was revealed (MI-8.5), then the Group's turns."""
    if activation.group_revealed(state):
        return _window(state, Window.REVEALED, Stage.GROUP_TURNS)
    return _next_group(state)


def _group_turns(state: MiniatureState) -> MiniatureState:
    """The revealed Group takes turns, one unit per involved player (MI-8.6, MI-8.7)."""
    group = activation.group_revealed(state)
    return _tier(_push(state, Stage.NEXT_GROUP), Purpose.ACTIVATION, group)


def _resolved(state: MiniatureState) -> MiniatureState:
    """The activation is over: an Interaction window, then the next unit (MI-8.10)."""
    return _window(state.replace(activation=Activation()), Window.RESOLVED)


def _victory_check(state: MiniatureState) -> MiniatureState:
    """Victory, empty hero decks, the round bound (MI-8.12); else the first-player window."""
    state = ending.victory_check(state)
    if state.phase is Phase.OVER:
        return state
    return _push(
        state,
        Stage.FIRST_PLAYER_WINDOW,
        Stage.FIRST_PLAYER,
        Stage.STACKS,
        Stage.STACKED_WINDOW,
        Stage.IDLE_CARDS,
        Stage.NEXT_TIER,
    )


def _first_player_window(state: MiniatureState) -> MiniatureState:
    return _window(state, Window.FIRST_PLAYER)  # MI-8.14


# --- An activation's steps and Reactions (MI-8.9, MI-12) --------------------------------

_STEP_STAGES: Final = FrozenMap({Step.MOVEMENT: Stage.MOVEMENT, Step.ACTION: Stage.ACTION})
_STARTS: Final = FrozenMap({Stage.START_MOVEMENT: Step.MOVEMENT, Stage.START_ACTION: Step.ACTION})


def _steps(state: MiniatureState) -> MiniatureState:
    """The Active unit's steps in its card's order, then the activation's end (MI-8.9)."""
    stages = tuple(_STEP_STAGES[step] for step in activation.steps(state))
    return _push(state, *stages, Stage.RESOLVED)


def use_card(state: MiniatureState, action_: UseCard) -> MiniatureState:
    """Resolve the Active card: its steps follow (MI-8.9)."""
    return _steps(activation.use_card(state, action_))


def use_base_skills(state: MiniatureState, action_: UseBaseSkills) -> MiniatureState:
    """One movement and one action with base skills (MI-8.11)."""
    return _steps(activation.use_base_skills(state, action_))


def _cut_to(state: MiniatureState, stage: Stage) -> MiniatureState:
    """The agenda from ``stage`` on: the steps before it are dropped."""
    agenda = state.agenda
    return state.replace(agenda=agenda[agenda.index(stage) :])


def _movement(state: MiniatureState) -> MiniatureState:
    """The Movement step: Reactions may interrupt it first (MI-12.4, MI-12.10)."""
    a = state.activation
    if state.units[a.unit].anchor is None:  # eliminated meanwhile (MI-R34)
        return _cut_to(state, Stage.RESOLVED)
    if steps.budget_of(state, a.unit, base=a.base) <= 0:
        return state  # nothing to move: the next step
    if a.reactor == NOBODY and activation.reactors(state):
        return _reactions(state, Stage.START_MOVEMENT)
    return _start_movement(state)


def _action(state: MiniatureState) -> MiniatureState:
    """The Action step: Reactions may interrupt it first (MI-12.4, MI-12.10)."""
    a = state.activation
    if state.units[a.unit].anchor is None:  # eliminated meanwhile (MI-R34)
        return _cut_to(state, Stage.RESOLVED)
    if a.reactor == NOBODY and activation.reactors(state):
        return _reactions(state, Stage.START_ACTION)
    return _start_action(state)


def _reactions(state: MiniatureState, start: Stage) -> MiniatureState:
    depth = len(state.agenda)
    return _then(activation.react_window(state, 0), depth, start)


def react(state: MiniatureState, action_: React) -> MiniatureState:
    """The unit interrupts the step about to start (MI-12.4, MI-12.5)."""
    return activation.react(state, action_, _STARTS[state.agenda[0]])


def _start_movement(state: MiniatureState) -> MiniatureState:
    a = state.activation
    return _move(state, a.unit, steps.budget_of(state, a.unit, base=a.base))


def _start_action(state: MiniatureState) -> MiniatureState:
    return _act(state, state.activation.unit)


# --- Movement (MI-4, MI-5, MI-12.6, MI-12.7) -----------------------------------------


def _move(state: MiniatureState, number: int, budget: int) -> MiniatureState:
    """Unit ``number`` spends ``budget`` movement, step by step (MI-4.3)."""
    return steps.begin_movement(state, number, budget, Stage.MOVED)


def _moved(state: MiniatureState) -> MiniatureState:
    """After a step: the movement is over, or a Reacting unit takes over (MI-12.6)."""
    a = state.activation
    if a.budget > 0:  # the Active unit's first decision: the Reacting unit moves now
        return _hand_over(state, a.budget)
    return _movement_ended(state)


def _movement_ended(state: MiniatureState) -> MiniatureState:
    """The mover's card moves it on by itself (MI-R52), then `_movement_over`."""
    depth = len(state.agenda)
    return _then(instructions.after_movement(state), depth, Stage.MOVEMENT_OVER)


def _movement_over(state: MiniatureState) -> MiniatureState:
    """Hand over to the Reacting unit, resume the Active unit, or go on (MI-12.6, MI-12.7)."""
    a = state.activation
    if a.step is Step.MOVEMENT and a.reactor != NOBODY:
        if a.mover == a.unit and not a.handed:
            return _hand_over(state, 0)
        if a.mover == a.reactor:
            if a.moved and a.saved > 0:  # MI-12.7: only if it moved or rotated
                saved = a.saved
                return _move(state.replace(activation=a.replace(saved=0)), a.unit, saved)
            return _rest_lost(state)
    return state  # the next step


def _hand_over(state: MiniatureState, saved: int) -> MiniatureState:
    """The Reacting unit moves now; the Active unit keeps ``saved`` movement (MI-12.6)."""
    activation_ = state.activation.replace(handed=True, saved=saved)
    state = state.replace(activation=activation_)
    reactor = activation_.reactor
    budget = steps.budget_of(state, reactor)
    card = activation.card_of(state, reactor)
    no_movement = activation.has_instruction(card, InstructionKind.NO_MOVEMENT)
    if no_movement or budget <= 0:
        return _rest_lost(state)  # it cannot move: the rest is lost (MI-12.7)
    return _move(state, reactor, budget)


def _rest_lost(state: MiniatureState) -> MiniatureState:
    """The Active unit's movement left is lost (MI-12.7); its card's instructions still apply.

    (MI-R52: a charge or a flight follows the movement, even one cut short.)
    """
    a = state.activation
    if a.saved <= 0:
        return state  # it had stopped: its instructions were carried out
    state = state.replace(activation=a.replace(mover=a.unit, saved=0))
    return _movement_ended(steps.end_movement(state))


# --- The action and its effect (MI-R19, MI-13 .. MI-15) ----------------------------------


def _act(state: MiniatureState, number: int) -> MiniatureState:
    """Unit ``number`` decides its action; its effect and the action's end follow."""
    return action.begin_act(state, number, Stage.STRIKE, Stage.AFTER_STRIKE, Stage.ACTION_DONE)


def no_action(state: MiniatureState, action_: NoAction) -> MiniatureState:
    """No action, or none of its effects (MI-2.5): the action is over."""
    return _cut_to(state.replace(phase=Phase.GOING_ON), Stage.ACTION_DONE)


def _strike(state: MiniatureState) -> MiniatureState:
    """The recorded action takes effect: a card's Fear tests first (MI-17.1, MI-R46)."""
    number = state.activation.actor_unit
    state = strike.begin(state, number)
    targets = strike.fear_targets(state, number)
    if targets:
        return fear.fear_tests(_push(state, Stage.CHOOSE_STRIKE), number, targets)
    return strike.choice(state)


def _choose_strike(state: MiniatureState) -> MiniatureState:
    number = state.activation.actor_unit
    return state.replace(phase=Phase.STRIKE, actor=state.units[number].seat)


def target(state: MiniatureState, action_: Target) -> MiniatureState:
    """Grab the unit there, or attack the hex: each struck unit, then a Stability test."""
    if strike.grabbing(state):
        return strike.grab_at(state, action_)
    number = state.activation.actor_unit
    state = _push(state, Stage.SHOVE)
    return attack.begin_attack(state, number, state.fight.weapon, (action_.q, action_.r))


def _after_strike(state: MiniatureState) -> MiniatureState:
    """Units out of contact let go (MI-15.6); "Deadly clench" (MI-R53)."""
    return instructions.after_action(strike.finish(state))


def _action_done(state: MiniatureState) -> MiniatureState:
    """A Reacting unit acts right after the Active unit (MI-12.8, MI-6.16, MI-12.9)."""
    reactor = action.reactor_acts(state)
    if reactor is None:
        return state
    state = state.replace(activation=state.activation.replace(handed=True))
    if state.units[reactor].health:  # not one eliminated meanwhile (MI-R34)
        return _act(state, reactor)
    return state


# --- Skill tests (MI-6.13, MI-19.12) -----------------------------------------------------

_RESOLVERS: Final[FrozenMap[SkillKind, _Handler]] = FrozenMap(
    {
        SkillKind.FEAR: fear.resolve,
        SkillKind.HIT: attack.resolve_hit,
        SkillKind.DAMAGE: attack.resolve_damage,
        SkillKind.STABILITY: push.resolve_stability,
        SkillKind.GRAB: strike.resolve_grab,
        SkillKind.BREAK_FREE: strike.resolve_break,
        SkillKind.BARGE: steps.barged,
        SkillKind.ARRIVAL: steps.arrived,
        SkillKind.NET: strike.resolve_net,
    }
)
"""What each kind of test does once its step is over: its final scores (MI-19.12)."""


def _test(state: MiniatureState) -> MiniatureState:
    test = state.test
    assert test is not None
    return _RESOLVERS[test.kind](state)


def _activate(state: MiniatureState) -> MiniatureState:
    number = state.activation.unit
    return state.replace(phase=Phase.ACTIVATE, actor=state.units[number].seat)


# --- Decisions that mean different things in different phases --------------------------


def pass_turn(state: MiniatureState, action_: Pass) -> MiniatureState:
    """A seat passes: a Reaction window, a test's step, or an answer window (MI-R21, MI-R26)."""
    phase = state.phase
    if phase is Phase.REACT:
        state = activation.pass_reaction(state, action_)
    elif phase is Phase.TEST_STEP:
        state = skill_tests.pass_step(state)  # MI-19.11
    elif phase is Phase.RECEIVED:
        state = fear.after_received(state)  # MI-R44
    elif phase is Phase.MODEL_LOST:
        state = state.replace(phase=Phase.GOING_ON)  # MI-R64: the next struck unit
    else:
        window = state.round.window
        state = close_window(state, _silent(state, window, state.round.passed + 1))
    return state


def coin_toss(state: MiniatureState, outcome: CoinToss) -> MiniatureState:
    """The first player at the start (MI-R3) or at the first-player window (MI-8.15)."""
    if state.phase is Phase.COIN_TOSS:
        return setup.coin_toss(state, outcome)
    return ending.toss(state, outcome)


def draw_action(state: MiniatureState, outcome: DrawAction) -> MiniatureState:
    """A deployment draw (MI-3.2) or an initiative-phase draw (MI-10.6)."""
    if state.phase is Phase.DRAW_ACTIONS:
        return setup.draw_action(state, outcome)
    return initiative.draw_round(state, outcome)


def draw_hero(state: MiniatureState, outcome: DrawHero) -> MiniatureState:
    """A hero hand, a mulligan's redraw (MI-3.3) or a hero pick (MI-10.12)."""
    if state.phase is Phase.DRAW_PICK:
        return initiative.draw_pick(state, outcome)
    return setup.draw_hero(state, outcome)


def draw_heroes_rest(state: MiniatureState) -> MiniatureState:
    """A seat's hero cards left to draw: all but the last in one update, then `draw_hero`.

    Draw for draw as the chance nodes would go (`setup.draw_hero_node`, sampled by
    `Rng.draw_multiset`: the same ticket and scan as `ChanceNode.sample`); automatic
    chance only (`MiniatureRules.resolve_chance`, MI-3.3, MI-R5, MI-10.12).
    """
    seat = state.actor
    cards = state.heroes[seat]
    placement = state.placement
    deck, hand, rng = cards.deck, cards.hand, state.rng
    for _ in range(placement.left - 1):
        card, rng = rng.draw_multiset(deck.counts)
        deck, hand = deck.remove(card), hand.add(card)
    card, rng = rng.draw_multiset(deck.counts)
    if placement.left > 1:
        cards = cards.replace(deck=deck, hand=hand)
        state = state.replace(
            heroes=put(state.heroes, seat, cards),
            placement=placement.replace(left=1),
            rng=rng,
        )
    else:
        state = state.replace(rng=rng)
    return draw_hero(state, DrawHero(card))


_STAGES: Final[FrozenMap[Stage, _Handler]] = FrozenMap(
    {
        Stage.FIRST_INITIATIVE: _first_initiative,
        Stage.NEXT_TIER: _next_tier,
        Stage.TURN: _turn,
        Stage.NEXT_TURN: _next_turn,
        Stage.ACTION_PHASE: _action_phase,
        Stage.NEXT_GROUP: _next_group,
        Stage.REVEALED: _revealed,
        Stage.GROUP_TURNS: _group_turns,
        Stage.MOVEMENT: _movement,
        Stage.ACTION: _action,
        Stage.START_MOVEMENT: _start_movement,
        Stage.START_ACTION: _start_action,
        Stage.MOVED: _moved,
        Stage.MOVEMENT_OVER: _movement_over,
        Stage.STRIKE: _strike,
        Stage.CHOOSE_STRIKE: _choose_strike,
        Stage.SHOVE: push.after_attack,
        Stage.AFTER_STRIKE: _after_strike,
        Stage.ACTION_DONE: _action_done,
        Stage.NEXT_STRUCK: attack.next_struck,
        Stage.TEST: _test,
        Stage.ACTIVATE: _activate,
        Stage.RESOLVED: _resolved,
        Stage.VICTORY_CHECK: _victory_check,
        Stage.FIRST_PLAYER_WINDOW: _first_player_window,
        Stage.FIRST_PLAYER: ending.first_player_window,
        Stage.STACKS: _stacks,
        Stage.STACKED_WINDOW: _stacked_window,
        Stage.IDLE_CARDS: initiative.begin_idle_cards,
        Stage.DISCARDED_WINDOW: _discarded_window,
        Stage.HERO_PICKS: initiative.begin_picks,
    }
)
"""Each stage of the agenda and its handler."""
