"""Skill tests: one Interaction step where hero cards add icons to either side (MI-R42).

A skill test compares the Initiator's skill with the targeted unit's (MI-6.13). Before
the scores are final, its Interaction step (`Phase.TEST_STEP`) lets the players add
hero cards one at a time (`heroes.bids`): the Initiator's owner first, then the others
from the First Player clockwise (MI-19.8, MI-19.11, MI-R42), until one player has passed
twice. What the cards add is recorded in the `SkillTest` and read back here.

Every test goes through this one mechanism: ``open_test(state, kind, initiator,
target)`` opens the step and puts its end on the agenda (`Stage.TEST`); when the step
ends, the procedure calls the resolver of the test's kind (`round.procedure`): Fear's
reads `hero_icons`, `card_skill` and `wins_ties`; the others keep their scores in
`Fight` and add the hero icons with `settle`. Then `finish_test` closes the test.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Value, put, value

from ..data.cards import Bonus, Symbol
from ..data.units import WeaponKind
from ..effects.loadout import weapons
from ..state import MiniatureState, Phase, SkillKind, SkillTest, Stage
from .scores import bonus_of, tie_marks

__all__ = [
    "INITIATOR",
    "TARGET",
    "Scoring",
    "card_skill",
    "changes",
    "finish_test",
    "hero_icons",
    "next_speaker",
    "open_test",
    "pass_step",
    "scoring",
    "settle",
    "sides_of",
    "speaking_order",
    "tie_edge",
    "wins_ties",
]

INITIATOR = 0
"""The Initiator's side of a test."""
TARGET = 1
"""The targeted unit's side."""


def speaking_order(state: MiniatureState, first: int) -> tuple[int, ...]:
    """Seat ``first``, then the others from the First Player clockwise (MI-19.8, MI-2.1).

    >>> from types import SimpleNamespace as S
    >>> speaking_order(S(players=4, first_player=1), first=3)
    (3, 1, 2, 0)
    """
    rest = tuple((state.first_player + k) % state.players for k in range(state.players))
    return (first, *(seat for seat in rest if seat != first))


def open_test(
    state: MiniatureState,
    kind: SkillKind,
    initiator: int,
    target: int,
    *,
    queue: tuple[tuple[int, int], ...] = (),
    answer: bool = False,
) -> MiniatureState:
    """Open the Interaction step of a test between two units (MI-6.13, MI-19.10).

    Its end comes next on the agenda: the test's final scores (`Stage.TEST`).
    """
    order = speaking_order(state, state.units[initiator].seat)
    test = SkillTest(
        kind=kind,
        initiator=initiator,
        target=target,
        passes=(0,) * state.players,
        queue=queue,
        answer=answer,
    )
    agenda = (Stage.TEST, *state.agenda)
    state = state.replace(phase=Phase.TEST_STEP, actor=order[0], test=test, agenda=agenda)
    return _speak(state, test, order, 0)


def next_speaker(state: MiniatureState) -> MiniatureState:
    """The next seat in the speaking order speaks (MI-19.11)."""
    test = state.test
    assert test is not None
    order = speaking_order(state, state.units[test.initiator].seat)
    return _speak(state, test, order, (test.speaker + 1) % len(order))


def pass_step(state: MiniatureState) -> MiniatureState:
    """A pass; a player's second pass ends the step and the test is resolved (MI-19.11)."""
    test = state.test
    assert test is not None
    seat = state.actor
    passes = put(test.passes, seat, test.passes[seat] + 1)
    state = state.replace(test=test.replace(passes=passes))
    if passes[seat] >= 2:
        return state.replace(phase=Phase.GOING_ON)  # the test's final scores come next
    return next_speaker(state)


def _speak(
    state: MiniatureState, test: SkillTest, order: tuple[int, ...], speaker: int
) -> MiniatureState:
    """Seat ``order[speaker]`` speaks; seats without a hero card pass at once.

    A seat with no hero card can only pass: the kernel's forced-decision policy takes
    that pass for it unless every decision is shown, and so does this, in one update.
    """
    passes = test.passes
    if not state.explicit_forced:
        while not state.heroes[order[speaker]].hand:
            seat = order[speaker]
            passes = put(passes, seat, passes[seat] + 1)
            if passes[seat] >= 2:  # the step is over (MI-19.11)
                test = test.replace(passes=passes, speaker=speaker)
                return state.replace(actor=seat, test=test, phase=Phase.GOING_ON)
            speaker = (speaker + 1) % len(order)
    if speaker == test.speaker and passes is test.passes and state.actor == order[speaker]:
        return state
    test = test.replace(passes=passes, speaker=speaker)
    return state.replace(actor=order[speaker], test=test)


def finish_test(state: MiniatureState) -> MiniatureState:
    """The test is over: the game goes on."""
    return state.replace(phase=Phase.GOING_ON, test=None)


def sides_of(state: MiniatureState, seat: int) -> tuple[int, ...]:
    """The sides a seat may add icons to: its own unit's, else either (MI-19.10, MI-R42).

    No card opposes a unit's test against its nets (MI-16.9).
    """
    test = state.test
    assert test is not None
    if test.kind is SkillKind.NET:
        return (INITIATOR,)
    mine = tuple(
        side
        for side, number in ((INITIATOR, test.initiator), (TARGET, test.target))
        if state.units[number].seat == seat
    )
    return mine or (INITIATOR, TARGET)


def hero_icons(state: MiniatureState, side: int, symbol: Symbol) -> int:
    """The icons of ``symbol`` hero cards added to ``side`` of the current test (MI-19.10)."""
    test = state.test
    return 0 if test is None else test.bonus[side].count(symbol)


def tie_edge(state: MiniatureState) -> int:
    """The test's "win a tie" balance: the cards' marks and the hero icons of each side.

    Opposing marks cancel one for one (MI-2.3, MI-R38); the Initiator's count plus, the
    target's minus (`scores.initiator_wins`). The tests scored in `Fight` keep the
    cards' marks in `Fight.edge`; a Fear test reads them here.
    """
    test = state.test
    assert test is not None
    initiator = state.units[test.initiator]
    edge = tie_marks(state, test.initiator, acting=initiator.played is not None)
    return edge - tie_marks(state, test.target) + _hero_edge(state)


def _hero_edge(state: MiniatureState) -> int:
    return hero_icons(state, INITIATOR, Symbol.WIN_TIE) - hero_icons(state, TARGET, Symbol.WIN_TIE)


def wins_ties(state: MiniatureState, default: int = INITIATOR) -> int:
    """The side that wins a tie on hero icons alone: they cancel one for one, else ``default``.

    The Initiator wins ties unless a test says otherwise (MI-2.2, MI-2.3).
    """
    net = _hero_edge(state)
    if net:
        return INITIATOR if net > 0 else TARGET
    return default


def card_skill(state: MiniatureState, number: int, symbol: Symbol) -> int:
    """A unit's card bonus to a skill: its recorded action, else its revealed Active card.

    The Active card counts with its combo only once revealed (MI-8.2, MI-9); a knocked
    unit gets none (MI-15.4). The same reading as the tests scored in `Fight`
    (`scores.bonus_of`).
    """
    unit = state.units[number]
    if unit.played is not None and not unit.played.card:
        return 0  # base skills (MI-8.11)
    return bonus_of(state, number).count(symbol)


@value
class Scoring(Value):
    """The hero icons a test counts: the Initiator's side, the target's, and what lessens.

    ``mine`` add to the Initiator's score, ``theirs`` to the target's, ``lessen``
    (Piercing) takes from the target's; ``ties`` says whether "win a tie" icons can
    change the result (MI-2.3, MI-19.10, MI-19.12).
    """

    mine: tuple[Symbol, ...]
    theirs: tuple[Symbol, ...]
    lessen: Symbol | None = None
    ties: bool = True


_STABILITY = Scoring((Symbol.STABILITY,), (Symbol.STABILITY,))
_SCORING: Final[FrozenMap[SkillKind, Scoring]] = FrozenMap(
    {
        SkillKind.STABILITY: _STABILITY,  # MI-15.3
        SkillKind.GRAB: Scoring((Symbol.STABILITY, Symbol.GRAB), (Symbol.STABILITY,)),  # MI-15.6
        SkillKind.BREAK_FREE: _STABILITY,  # MI-15.10
        SkillKind.BARGE: _STABILITY,  # MI-5.10a
        SkillKind.ARRIVAL: _STABILITY,  # MI-5.9b
        SkillKind.NET: Scoring((Symbol.STABILITY,), ()),  # MI-16.9: nothing opposes it
        SkillKind.FEAR: Scoring((Symbol.FEAR,), (Symbol.COURAGE,)),  # MI-17.1, MI-17.2
    }
)


def scoring(state: MiniatureState) -> Scoring:
    """What the open test counts (MI-19.12): an attack's depend on its weapon.

    The Hit test: Attack (melee) or Ballistic icons against Dodge (MI-13.8, MI-13.9);
    the damage: Attack icons for melee or Damage icons for a shot, against Armor, which
    Piercing icons lessen; ties do not matter there (MI-14.4, MI-14.5, MI-14.6).
    """
    test = state.test
    assert test is not None
    kind = test.kind
    if kind is SkillKind.HIT or kind is SkillKind.DAMAGE:
        weapon = weapons(state, test.initiator)[state.fight.weapon]
        melee = weapon.kind is WeaponKind.MELEE
        if kind is SkillKind.HIT:
            return Scoring((Symbol.ATTACK if melee else Symbol.BALLISTIC,), (Symbol.DODGE,))
        mine = Symbol.ATTACK if melee else Symbol.DAMAGE
        return Scoring((mine,), (Symbol.ARMOR,), lessen=Symbol.PIERCING, ties=False)
    return _SCORING[kind]


def changes(state: MiniatureState, side: int, bonus: Bonus) -> bool:
    """Whether ``bonus`` added to ``side`` of the open test can change its result (MI-R43)."""
    counted = scoring(state)
    symbols = counted.mine if side == INITIATOR else counted.theirs
    if side == INITIATOR and counted.lessen is not None:
        symbols = (*symbols, counted.lessen)
    if counted.ties:
        symbols = (*symbols, Symbol.WIN_TIE)
    return any(bonus.count(symbol) for symbol in symbols)


def settle(state: MiniatureState) -> MiniatureState:
    """Close a test scored in `Fight`: its scores plus the hero icons of each side (MI-R50).

    The Initiator's side adds the icons its test counts (`scoring`), the target's side
    its own, the Initiator's Piercing icons take from the target's score, never below
    0, and "win a tie" icons join the cards' marks (MI-2.3, MI-R38).
    """
    counted = scoring(state)
    fight = state.fight
    score = fight.score + sum(hero_icons(state, INITIATOR, s) for s in counted.mine)
    against = fight.against + sum(hero_icons(state, TARGET, s) for s in counted.theirs)
    if counted.lessen is not None:
        against = max(0, against - hero_icons(state, INITIATOR, counted.lessen))
    fight = fight.replace(score=score, against=against, edge=fight.edge + _hero_edge(state))
    return finish_test(state.replace(fight=fight))
