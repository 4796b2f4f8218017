"""The end of the action phase: victory check, first-player window, skipped cards.

Rules MI-8.12 .. MI-8.16, MI-11.2 and MI-10.15.
Once every Active card is resolved, the scenario's victory conditions are checked
(MI-8.12, MI-R23); the game also ends when every player's hero deck is empty (MI-10.15),
or, as a truncation with no winner, after ``max_rounds`` action phases (MI-R27). Then
the first-player window: an Interaction window, and the token goes to the seat with the
most Command points, ties by coin toss (MI-1.2, MI-1.3, MI-8.13 .. MI-8.15, MI-R22).
Last, each unit that skipped its turn discards its card or keeps it and skips the
initiative phase (MI-11.2); then the initiative phase (MI-8.16).
"""

from __future__ import annotations

from dinorules.kernel import ChanceNode, put

from ..actions import MiniatureAction
from ..data.scenarios import Victory, VictoryKind
from ..effects import resources
from ..effects.ammunition import sedated
from ..state import NOBODY, MiniatureState, Phase, Status, UnitState
from . import tiers
from .actions import CoinToss, KeepSkipped

__all__ = [
    "cut_short",
    "first_player_window",
    "keep_skipped",
    "keep_skipped_options",
    "met",
    "toss",
    "toss_node",
    "victory_check",
]


def _holds(state: MiniatureState, seat: int, hexes: frozenset[tuple[int, int]]) -> int:
    """How many of ``hexes`` a unit of ``seat`` covers (MI-R23)."""
    covered = {h for unit in state.units if unit.seat == seat for h in unit.cells}
    return len(hexes & covered)


def _in_zone(state: MiniatureState, seat: int, zone: frozenset[tuple[int, int]]) -> int:
    return sum(
        1 for unit in state.units if unit.seat == seat and any(h in zone for h in unit.cells)
    )


def _enemies(state: MiniatureState, seat: int) -> tuple[UnitState, ...]:
    """The units of seats of other teams (MI-6.6, MI-R15)."""
    armies = state.components.scenario.armies
    team = armies[seat].team
    return tuple(u for u in state.units if armies[u.seat].team != team)


def met(state: MiniatureState, index: int, victory: Victory, seat: int) -> bool:
    """Whether ``seat`` fulfils victory ``index`` at this check (MI-R23).

    Every enemy unit eliminated (MI-14.9, MI-R34), or every enemy unit of the board
    named; enough enemy models eliminated by the seat's units (MI-R80); enough
    Requisition (MI-18.8).
    """
    kind = victory.kind
    if kind in _ELIMINATION:
        return _eliminated(state, victory, seat)
    if kind is VictoryKind.HOLD_OBJECTIVES:
        return state.round.held[index * state.players + seat] >= victory.rounds
    if kind is VictoryKind.REACH_ZONE:
        return _in_zone(state, seat, victory.zone) >= victory.amount
    if kind is VictoryKind.SURVIVE:
        on_board = any(u.anchor is not None for u in state.units if u.seat == seat)
        return state.round.number >= victory.rounds and on_board
    if kind is VictoryKind.COLLECT_REQUISITION:  # MI-18.8
        requisition = state.round.requisition
        return bool(requisition) and requisition[seat] >= victory.amount
    return False


_ELIMINATION = (
    VictoryKind.ELIMINATE_ALL,
    VictoryKind.ELIMINATE_UNIT,
    VictoryKind.ELIMINATE_MODELS,
)


def _eliminated(state: MiniatureState, victory: Victory, seat: int) -> bool:
    """Every enemy unit, or every enemy unit of the board named, is eliminated (MI-14.9).

    Or the seat's units have eliminated ``amount`` enemy models (MI-R80).
    """
    if victory.kind is VictoryKind.ELIMINATE_MODELS:
        tally = state.round.eliminated
        return bool(tally) and tally[seat] >= victory.amount
    enemies = _enemies(state, seat)
    if victory.kind is VictoryKind.ELIMINATE_UNIT:
        named = [u for u in enemies if u.name == victory.unit]
        return bool(named) and all(_out(state, u) for u in named)
    return all(_out(state, u) for u in enemies)


def _out(state: MiniatureState, unit: UnitState) -> bool:
    """Eliminated, or Sedated: a Sedated unit counts as eliminated (MI-16.5, MI-R62)."""
    return not unit.health or sedated(state, unit)


def _count_holds(state: MiniatureState) -> MiniatureState:
    """Each seat's checks in a row holding enough objectives, per victory (MI-R23)."""
    objectives = frozenset(o.hex for o in state.components.scenario.objectives)
    victories = state.components.scenario.victories
    old = state.round.held or (0,) * (len(victories) * state.players)
    held = list(old)
    for index, victory in enumerate(victories):
        if victory.kind is VictoryKind.HOLD_OBJECTIVES:
            for seat in range(state.players):
                slot = index * state.players + seat
                enough = _holds(state, seat, objectives) >= victory.amount
                held[slot] = old[slot] + 1 if enough else 0
    return state.replace(round=state.round.replace(held=tuple(held)))


def victory_check(state: MiniatureState) -> MiniatureState:
    """Check victory, empty hero decks and the round bound (MI-8.12, MI-10.15, MI-R27).

    The round's Command and Requisition come first (MI-R40, MI-R41).
    """
    state = _count_holds(resources.round_income(state))
    scenario = state.components.scenario
    teams: set[int] = set()
    for index, victory in enumerate(scenario.victories):
        for seat in victory.seats or range(state.players):
            if seat < state.players and met(state, index, victory, seat):
                teams.add(scenario.armies[seat].team)
    if teams:
        winners = frozenset(s for s in range(state.players) if scenario.armies[s].team in teams)
        return _over(state, winners, cut=False)
    if all(not cards.deck for cards in state.heroes):
        return _over(state, frozenset(), cut=False)  # MI-10.15
    if state.round.number >= state.max_rounds:
        return _over(state, frozenset(), cut=True)  # MI-R27
    return state  # the first-player window comes next (MI-8.14)


def _over(state: MiniatureState, winners: frozenset[int], *, cut: bool) -> MiniatureState:
    rnd = state.round.replace(winners=winners, cut=cut, pending=(), unit=NOBODY)
    return state.replace(phase=Phase.OVER, round=rnd)


def cut_short(state: MiniatureState) -> bool:
    """Whether the round bound, not a rule of the game, ended it (MI-R27)."""
    return state.phase is Phase.OVER and state.round.cut


def _most_command(state: MiniatureState) -> tuple[int, ...]:
    command = state.round.command
    top = max(command)
    return tuple(seat for seat, points in enumerate(command) if points == top)


def first_player_window(state: MiniatureState) -> MiniatureState:
    """The token goes to the most Command points; ties toss a coin (MI-1.2, MI-1.3, MI-8.13)."""
    tied = _most_command(state)
    if len(tied) > 1:
        return state.replace(phase=Phase.FIRST_PLAYER_TOSS)  # MI-8.15
    return _skipped_next(state.replace(first_player=tied[0]), 0)


def toss_node(state: MiniatureState) -> ChanceNode:
    """A fair toss among the seats tied on Command points (MI-1.3, MI-8.15, MI-2.9)."""
    return ChanceNode(outcomes=tuple(CoinToss(seat) for seat in _most_command(state)))


def toss(state: MiniatureState, outcome: CoinToss) -> MiniatureState:
    """The toss's winner takes the first-player token (MI-1.3)."""
    return _skipped_next(state.replace(first_player=outcome.seat), 0)


def _skipped_next(state: MiniatureState, start: int) -> MiniatureState:
    """Each unit that skipped decides about its card, by seat from the first player (MI-11.2)."""
    skipped = tiers.seat_order(
        state, tuple(n for n, u in enumerate(state.units) if u.status is Status.SKIPPED)
    )
    for number in skipped[start:]:
        rnd = state.round.replace(unit=number, passed=skipped.index(number))
        return state.replace(phase=Phase.KEEP_SKIPPED, actor=state.units[number].seat, round=rnd)
    return state.replace(round=state.round.replace(unit=NOBODY), phase=Phase.GOING_ON)


def keep_skipped_options(state: MiniatureState) -> tuple[MiniatureAction, ...]:
    """Discard the card and play the initiative phase, or keep it and skip it (MI-11.2)."""
    return (KeepSkipped(False), KeepSkipped(True))


def keep_skipped(state: MiniatureState, action: KeepSkipped) -> MiniatureState:
    """Kept: the unit skips the initiative phase; discarded: a normal one (MI-11.2)."""
    number = state.round.unit
    unit = state.units[number]
    if action.keep:
        unit = unit.replace(kept=True)
    else:
        unit = unit.replace(active="", discard=unit.discard.add(unit.active))
    state = state.replace(units=put(state.units, number, unit))
    return _skipped_next(state, state.round.passed + 1)
