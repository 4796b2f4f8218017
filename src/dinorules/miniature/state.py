"""The game state: units with their models, hexes and facing; decks and hands; the phase.

Decks are `Multiset`s of the cards left in them: no hidden order is stored, and every
card drawn is a chance node over what is left (MI-R4). Each unit carries its own
action deck, hand and discard pile; each seat its hero deck, hand and discard pile.
A unit's models share its footprint (MI-R12) and keep their own health, lost to
damage model by model (MI-14.6). Nothing reachable from a state is mutable.
"""

from __future__ import annotations

import enum
from typing import ClassVar, Final

import attrs

from dinorules.kernel import (
    ArmorZone,
    Facing,
    GameState,
    Hex,
    KeyEnum,
    Multiset,
    PhaseEnum,
    Value,
    put,
    value,
)

from .data.cards import NO_BONUS, Bonus
from .data.components import Components

__all__ = [
    "NOBODY",
    "Activation",
    "Choice",
    "Fight",
    "HeroCards",
    "MiniatureState",
    "Phase",
    "Placement",
    "Played",
    "Purpose",
    "Round",
    "Shove",
    "SkillKind",
    "SkillTest",
    "Stage",
    "Status",
    "Step",
    "UnitState",
    "Window",
    "set_unit",
]

NOBODY: Final = -1
"""No seat, no unit: the first player before it is known, no unit being placed."""


class Phase(PhaseEnum):
    """What the game waits for; ``actor`` says whose decision it is, or who draws."""

    COIN_TOSS = "coin_toss"
    """Chance: seats tied on the lowest army value toss for first player (MI-1.1, MI-R3)."""
    DRAW_ACTIONS = "draw_actions"
    """Chance: the unit ``Placement.unit`` draws its deployment action cards (MI-3.2)."""
    DRAW_HEROES = "draw_heroes"
    """Chance: ``actor`` draws the opening hero hand (MI-3.3, MI-3.4)."""
    MULLIGAN = "mulligan"
    """``actor`` discards hero cards one at a time, or keeps the hand (MI-3.3, MI-R5)."""
    REDRAW = "redraw"
    """Chance: ``actor`` draws as many hero cards as they mulliganed (MI-3.3, MI-R5)."""
    CHOOSE_DEPLOYER = "choose_deployer"
    """The first player chooses who places the first unit (MI-3.5)."""
    PLACE_UNIT = "place_unit"
    """``actor`` chooses which of their units to place (MI-3.5, MI-R6)."""
    PLACE_AT = "place_at"
    """``actor`` chooses the anchor hex of the unit being placed (MI-3.5, MI-R6)."""
    FACE = "face"
    """``actor`` chooses the facing of the unit being placed (MI-R6)."""
    LEAD = "lead"
    """The first player chooses which seat goes first in a tie or a Group (MI-2.1, MI-R17)."""
    PICK = "pick"
    """``actor`` chooses which of its units goes next in the current tier (MI-R17)."""
    PLACE_ACTIVE = "place_active"
    """``actor`` places a card of its unit's hand on the Active slot (MI-7.1)."""
    PLACE_NEXT = "place_next"
    """``actor`` places a card of its unit's hand on the Next slot (MI-7.2, MI-9.6)."""
    PLACE_IDLE = "place_idle"
    """``actor`` may spare one card as Idle (MI-7.3, MI-9.7)."""
    REVEAL = "reveal"
    """The unit about to be revealed: reveal its Active card or skip its turn (MI-8.2, MI-10.1)."""
    INTERACTION = "interaction"
    """An Interaction window: each seat in turn may play hero cards, then passes (MI-R21)."""
    ACTIVATE = "activate"
    """The revealed unit: use its card, its base skills, or hold a Reaction (MI-8.5, MI-11.2)."""
    REACT = "react"
    """A Reaction window: a seat with a held Reaction unit may interrupt (MI-11.3, MI-11.6)."""
    MOVE = "move"
    """``actor``'s moving unit spends its movement step by step (MI-4, MI-5, MI-8.4)."""
    ACT = "act"
    """The acting unit performs its action or not (MI-2.5, MI-8.4, MI-R19)."""
    CHOOSE = "choose"
    """The acting unit picks one alternative of the card's current "or" line (MI-R19)."""
    REINFORCE = "reinforce"
    """The acting unit may pay adrenaline for a reinforced alternative (MI-R19)."""
    STRIKE = "strike"
    """The acting unit: attack with a weapon, grab, break free or not (MI-13.1, MI-15.1)."""
    TARGET = "target"
    """The acting unit chooses the hex it attacks or grabs (MI-13.1 .. MI-13.4, MI-15.4)."""
    ZONE = "zone"
    """The attacker chooses between two affected zones (MI-14.1)."""
    WOUND = "wound"
    """The attacker chooses how the damage eliminates the most models (MI-14.5, MI-R33)."""
    SHOVE = "shove"
    """An attack with Stability: push, knock or no test (MI-5.7a, MI-15.2, MI-R35)."""
    FOLLOW = "follow"
    """After a push the attacker may follow, orientation kept (MI-5.7c)."""
    FLEE = "flee"
    """A unit fleeing by its card's instruction chooses its next hex (MI-R52)."""
    CLENCH = "clench"
    """After its action, a unit grabbing with "Deadly clench" may move next to its prey (MI-R53)."""
    FIRST_PLAYER_TOSS = "first_player_toss"
    """Chance: seats tied on Command points toss for the first-player token (MI-1.3, MI-8.8)."""
    KEEP_SKIPPED = "keep_skipped"
    """A unit that skipped: discard its card, or keep it and skip the initiative phase (MI-10.2)."""
    STACK = "stack"
    """The played Active card stays on the combo stack or is discarded (MI-9.1)."""
    TRIM = "trim"
    """Discard stacked cards from the bottom, never the top card (MI-9.3)."""
    KEEP_IDLE = "keep_idle"
    """Discard the Idle card, or keep it as one card drawn (MI-9.4)."""
    DRAW_ROUND = "draw_round"
    """Chance: a unit draws its initiative-phase action cards (MI-9.5, MI-9.8)."""
    DRAW_PICK = "draw_pick"
    """Chance: ``actor`` picks its hero cards (MI-9.10)."""
    DISCARD_HERO = "discard_hero"
    """``actor`` discards hero cards down to the hand size (MI-3.4, MI-R24)."""
    OVER = "over"
    """A victory condition is met, every hero deck is empty, or the round bound (MI-9.11)."""
    TEST_STEP = "test_step"
    """The Interaction step of a skill test: hero cards one at a time, or pass (MI-19.11)."""
    DRAW_FEAR = "draw_fear"
    """Chance: the Fear card a unit failing a Fear test takes from the supply (MI-17.4)."""
    RECEIVED = "received"
    """The owner of a unit that just received a condition card may play a hero card (MI-R44)."""
    MODEL_LOST = "model_lost"
    """The owner of a unit that just lost models to an attack may play a hero card (MI-R64)."""
    GOING_ON = "going_on"
    """Not a decision: the step just taken is over, and the round's procedure goes on with
    the agenda (`round.procedure`). No state the rules return is in this phase."""


class Stage(KeyEnum):
    """A step of the game still to come, on the state's agenda (`round.procedure`).

    The procedure runs the first stage of the agenda whenever the step before it is
    over; a step that waits for a decision or a chance event leaves the rest for later.
    """

    FIRST_INITIATIVE = "first_initiative"
    """The 1st initiative phase: every unit on the board places an Active card (MI-7.1)."""
    NEXT_TIER = "next_tier"
    """The next tier of units placing cards, or the end of the placing (MI-7.3, MI-10.10)."""
    TURN = "turn"
    """The unit whose turn it is in the tier takes it, for the tier's purpose (MI-R17)."""
    NEXT_TURN = "next_turn"
    """The next seat clockwise with a unit left in the tier, or the tier's end (MI-8.8)."""
    ACTION_PHASE = "action_phase"
    """A new action phase: every unit waits to be revealed (MI-8.1)."""
    NEXT_GROUP = "next_group"
    """The highest Initiative left is revealed as a Group, or the victory check (MI-8.3)."""
    REVEALED = "revealed"
    """A Group's cards are revealed: its Interaction window, then its turns (MI-8.5)."""
    GROUP_TURNS = "group_turns"
    """The revealed Group takes turns, one unit per player (MI-8.6, MI-8.7)."""
    MOVEMENT = "movement"
    """The Active unit's Movement step: a Reaction may interrupt it first (MI-8.9, MI-12.4)."""
    ACTION = "action"
    """The Active unit's Action step: a Reaction may interrupt it first (MI-8.9, MI-12.4)."""
    START_MOVEMENT = "start_movement"
    """The Active unit begins its movement (MI-4.3, MI-12.6)."""
    START_ACTION = "start_action"
    """The Active unit decides its action (MI-8.9, MI-12.8)."""
    MOVED = "moved"
    """A step of a movement is over: a Reacting unit may take over (MI-12.6)."""
    MOVEMENT_OVER = "movement_over"
    """A movement is over: the Reacting unit's, the Active unit's rest, or the next step."""
    STRIKE = "strike"
    """The recorded action takes effect: a card's Fear tests, then the choice (MI-R19)."""
    CHOOSE_STRIKE = "choose_strike"
    """After a card's Fear tests, the acting unit chooses its action's effect (MI-17.1)."""
    SHOVE = "shove"
    """After an attack, its Stability test if it has Stability (MI-5.7a, MI-15.2)."""
    AFTER_STRIKE = "after_strike"
    """The action's effect is over: grabs without contact end, "Deadly clench" (MI-R53)."""
    ACTION_DONE = "action_done"
    """The action is over: a Reacting unit acts next, or the next step (MI-12.8)."""
    NEXT_STRUCK = "next_struck"
    """The next unit an attack struck is tested (MI-13.10)."""
    TEST = "test"
    """A skill test's Interaction step is over: its final scores are applied (MI-19.12)."""
    ACTIVATE = "activate"
    """A hero card's Fear tests are over: the Active unit's owner decides again (MI-19.4)."""
    RESOLVED = "resolved"
    """The activation is over: the Interaction window after a card (MI-8.10)."""
    VICTORY_CHECK = "victory_check"
    """Every Active card is resolved: the victory check (MI-8.12)."""
    FIRST_PLAYER_WINDOW = "first_player_window"
    """The first-player window (MI-8.14)."""
    FIRST_PLAYER = "first_player"
    """The first-player token, then the skipped cards (MI-8.15, MI-11.2)."""
    STACKS = "stacks"
    """The initiative phase: Furious units rage, then stacks are settled (MI-17.11, MI-10.1)."""
    STACKED_WINDOW = "stacked_window"
    """The Interaction window after the stacks (MI-10.4)."""
    IDLE_CARDS = "idle_cards"
    """Each unit's Idle card and draw (MI-10.5, MI-10.6)."""
    DISCARDED_WINDOW = "discarded_window"
    """The Interaction window after the unwanted cards are discarded (MI-10.11)."""
    HERO_PICKS = "hero_picks"
    """Every player picks hero cards (MI-10.12)."""


class Status(enum.Enum):
    """Where a unit stands in the current action phase."""

    WAITING = "waiting"
    """Its Active card is not revealed yet this action phase."""
    HELD = "held"
    """Revealed with a Reaction card and holding its activation to react (MI-11.2)."""
    DONE = "done"
    """Activated (or reacted) this action phase."""
    SKIPPED = "skipped"
    """Skipped its turn: the card stays unrevealed (MI-10.1)."""


class Purpose(KeyEnum):
    """What a tier of units takes turns for (MI-R17)."""

    ACTIVE = "active"
    """Placing Active cards in the 1st initiative phase (MI-7.1)."""
    NEXT = "next"
    """Placing Next (and Idle) cards in Initiative order (MI-7.2, MI-9.6)."""
    ACTIVATION = "activation"
    """Activating a Group of equal Initiative (MI-8.2, MI-8.3)."""


class Window(KeyEnum):
    """Which Interaction window is open (MI-R21): it says which hero cards may be played."""

    REVEALED = "revealed"
    """After a Group's cards are revealed, before the Group takes turns (MI-8.5)."""
    RESOLVED = "resolved"
    """After a card is resolved, before the next unit or tier (MI-8.10)."""
    FIRST_PLAYER = "first_player"
    """The first-player window, before the token passes (MI-8.14)."""
    STACKED = "stacked"
    """After the combo stacks are settled, before the Idle cards (MI-10.4)."""
    DISCARDED = "discarded"
    """After the unwanted cards are discarded, before the hero pick (MI-10.11)."""


class Shove(enum.Enum):
    """What a Stability test of an attack tries (MI-15.2, MI-R35)."""

    NONE = "none"
    PUSH = "push"
    KNOCK = "knock"


class Step(KeyEnum):
    """The step of an activation that a Reaction interrupts (MI-11.3)."""

    NONE = "none"
    MOVEMENT = "movement"
    ACTION = "action"


@value
class Choice(Value):
    """A decision or chance outcome of the game, and what the rules say of its kind.

    ``phases`` are the phases that may list it; ``domains`` name the value sets of its
    fields, in order (`interop`: the integer action space); ``refusal`` is the rule that
    refuses it where it is not listed, its fields formatted in (`legality`).
    """

    phases: ClassVar[tuple[Phase, ...]] = ()
    domains: ClassVar[tuple[str, ...]] = ()
    refusal: ClassVar[str] = ""


@value
class Played(Value):
    """The action a unit chose this round, recorded with its bonus (MI-R19, MI-R20).

    ``card`` is the Active card's title, or "" for the Base Skill alternative (MI-8.5);
    ``choices`` the alternative taken on each "or" line; ``reinforced`` the reinforced
    alternative paid for (-1: none); ``bonus`` the card's symbols with the choices, the
    reinforcement and the combo (`combo.card_bonus`).
    """

    card: str
    choices: tuple[int, ...]
    reinforced: int
    bonus: Bonus


@value
class UnitState(Value):
    """One unit: its board's name, owner, models' health, place on the board, cards.

    ``anchor`` is ``None`` until the unit is placed; its hexes (``cells``) are its
    footprint at ``anchor`` and ``facing`` (`Components.shape`, `board.place`).
    ``health`` holds each model's health points (MI-6.14, MI-6.17); an eliminated model
    is dropped (MI-14.9).
    """

    name: str
    seat: int
    deck_name: str
    health: tuple[int, ...]
    anchor: Hex | None
    facing: Facing
    deck: Multiset[str]
    hand: Multiset[str]
    discard: Multiset[str]
    active: str = ""
    """The Active card's title ("" for none); face down until ``revealed`` (MI-7.1, MI-8.1)."""
    revealed: bool = False
    next: str = ""
    """The Next card, face down (MI-7.2)."""
    idle: str = ""
    """The Idle card, face down ("" when the slot is empty, MI-7.3)."""
    stack: tuple[str, ...] = ()
    """Previously played cards under the Active card, bottom first, face up (MI-8.10)."""
    adrenaline: int = 0
    knocked: bool = False
    """Knocked units get no card or combo bonus until they stand up (MI-15.3)."""
    grabbing: int = -1
    """The unit this one is grabbing (`NOBODY`: none; MI-15.4)."""
    blocked: bool = False
    """Grabbed and Blocked: no movement, only a Stability test to break free (MI-15.5)."""
    status: Status = Status.WAITING
    skipped_before: bool = False
    """It skipped its turn in the previous action phase: not twice in a row (MI-10.3)."""
    kept: bool = False
    """It kept its skipped card: it skips this initiative phase (MI-10.2)."""
    played: Played | None = None
    top: tuple[str, ...] = ()
    """Condition cards face up on top of the action deck, first on top (MI-17.4, MI-17.6)."""
    furious: str = ""
    """The Furious card next to the board ("" for none, MI-17.11)."""
    fresh: bool = False
    """Furious: the next initiative phase is a first one for its cards (MI-17.13)."""
    extra_draw: int = 0
    """Action cards a hero card adds to this initiative phase's draw (MI-19.2)."""
    extra_move: int = 0
    """Hexes a hero card adds to this action phase's movement (MI-R43)."""
    initiative_bonus: int = 0
    """Initiative a hero card adds to the Active card until it is replaced (MI-R43)."""
    hero_react: bool = False
    """A hero card lets it hold a Reaction this action phase (MI-R43)."""
    gear: tuple[str, ...] = ()
    """Equipment cards bought for it, in the order bought (MI-18.7, MI-R48)."""
    spent: tuple[str, ...] = ()
    """Special ammunition cards of its loadout it has fired (MI-16.2, MI-16.7, MI-R60)."""
    sedatives: tuple[str, ...] = ()
    """Sedative cards face down under its Next card, first fired first (MI-16.2)."""
    locked: tuple[str, ...] = ()
    """Revealed Sedative cards locking its lowest combo slots (MI-16.4, MI-R61)."""
    nets: tuple[str, ...] = ()
    """Restraining nets next to its board: it is Blocked (MI-16.7)."""
    cells: tuple[Hex, ...] = attrs.field(default=(), eq=False, repr=False)
    """The hexes it covers, none off the board: derived from ``anchor`` and ``facing``
    (set with them by `board.place`), so left out of equality and of its JSON."""


@value
class HeroCards(Value):
    """One seat's hero cards: the deck left, the hand and the face-up discard pile."""

    deck: Multiset[str]
    hand: Multiset[str]
    discard: Multiset[str]


@value
class Placement(Value):
    """Progress through the start phase.

    ``unit`` is the unit drawing cards or being placed (`NOBODY` when none), ``anchor``
    its chosen hex while its facing is chosen; ``left`` counts cards still to draw (or,
    in ``MULLIGAN``, the cards discarded so far); ``done`` counts the seats that have
    drawn their hero hand (in ``DRAW_HEROES``) or had their mulligan (from ``MULLIGAN``).
    """

    unit: int
    anchor: Hex | None
    left: int
    done: int


@value
class Activation(Value):
    """The ongoing activation: the Active unit, a Reacting unit, the unit moving or acting.

    ``unit`` is the Active unit (`NOBODY` between activations), ``base`` whether it
    uses its base skills (MI-8.11); ``reactor`` a unit reacting and ``step`` the step it
    interrupts (MI-12.5), ``handed`` that the Reacting unit has had its turn (MI-R26);
    ``mover`` the unit moving now and ``budget`` its movement left (MI-4.3), 0 once its
    movement is over; ``saved`` the Active unit's movement left while the Reacting unit
    moves, ``moved`` whether that unit moved or rotated (MI-12.7); ``free_turns`` and
    ``last_turn`` bound free rotations of units without orientation (MI-R10);
    ``passing_from`` is where the mover stood before it entered an ally's hexes
    (MI-R11) and ``heading`` the direction of its last hex step (-1: none yet, MI-R51);
    ``fleeing`` the hexes a unit fleeing by its card's instruction has still to go (MI-R52);
    ``actor_unit`` the unit choosing its action, ``choices`` the alternatives
    taken so far (MI-R19).
    """

    unit: int = -1
    base: bool = False
    reactor: int = -1
    step: Step = Step.NONE
    mover: int = -1
    budget: int = 0
    handed: bool = False
    saved: int = 0
    moved: bool = False
    free_turns: int = 0
    last_turn: int = 0
    passing_from: tuple[Hex, Facing] | None = None
    heading: int = -1
    fleeing: int = 0
    actor_unit: int = -1
    choices: tuple[int, ...] = ()

    def hands_over(self) -> bool:
        """Whether a unit reacting to the movement takes over after this step (MI-12.6).

        It moves after the Active unit's first movement decision, unless the Active unit
        is inside an ally it must leave first (MI-R11).
        """
        return (
            self.mover == self.unit
            and self.step is Step.MOVEMENT
            and not self.handed
            and self.passing_from is None
        )


@value
class Fight(Value):
    """The ongoing attack, grab or break-free test of the acting unit (MI-13 .. MI-15).

    ``weapon`` indexes the attacker's weapons (-1 for a grab or a break-free test);
    ``source`` is the attacker's hex the attack comes from and ``target`` the hex
    aimed at (MI-R29); ``queue`` the affected units still to resolve and ``unit`` the
    one under test; ``score`` and ``against`` the two sides of the test, ``edge`` the
    initiator's win-a-tie balance (MI-2.2, MI-2.3); ``zones`` the affected zones to
    choose from and ``options`` the damage allocations to choose from; ``primary``
    the unit on the target hex; ``shove`` the Stability test chosen; ``push`` the
    direction of a successful push (-1: none).
    """

    weapon: int = -1
    source: Hex | None = None
    target: Hex | None = None
    queue: tuple[int, ...] = ()
    unit: int = -1
    score: int = 0
    against: int = 0
    edge: int = 0
    zones: tuple[ArmorZone, ...] = ()
    options: tuple[tuple[int, ...], ...] = ()
    primary: int = -1
    shove: Shove = Shove.NONE
    push: int = -1
    bonus: int = 0
    """A grab: the score without the Grab bonus, to tell Blocked (MI-15.5)."""


@value
class Round(Value):
    """The game round: its number, the tier taking turns, an open Interaction window.

    ``number`` counts action phases begun; ``purpose`` says what the tier's units take
    turns for, ``pending`` the units still to go (MI-R17), ``seat`` whose turn it is and
    ``unit`` the unit at hand; ``window`` the Interaction window open and ``passed``
    the seats that passed in it (MI-R21); ``command`` each seat's Command
    points (MI-R22); ``held`` each seat's victory checks in a row holding objectives
    (MI-R23); ``winners`` the seats that won; ``cut`` whether the round bound ended it.
    """

    number: int = 0
    purpose: Purpose = Purpose.ACTIVE
    pending: tuple[int, ...] = ()
    seat: int = -1
    unit: int = -1
    window: Window = Window.REVEALED
    passed: int = 0
    command: tuple[int, ...] = ()
    held: tuple[int, ...] = ()
    winners: frozenset[int] = frozenset()
    cut: bool = False
    requisition: tuple[int, ...] = ()
    """Each seat's Requisition points (MI-18.7, MI-18.8)."""
    claimed: frozenset[str] = frozenset()
    """Objectives, caches and crates that have given their requisition (MI-R41)."""
    eliminated: tuple[int, ...] = ()
    """Each seat's tally of enemy models its units' attacks eliminated (MI-R80)."""


class SkillKind(KeyEnum):
    """A skill test: the Initiator's skill against the targeted unit's (MI-6.13)."""

    HIT = "hit"
    """Attack (hit) against Dodge."""
    DAMAGE = "damage"
    """Damage against Armor."""
    STABILITY = "stability"
    """An attack's Stability test: push or knock against Stability (MI-15.2)."""
    GRAB = "grab"
    """Stability and Grab against Stability (MI-15.4)."""
    BREAK_FREE = "break_free"
    """A Blocked unit's Stability against its grabbers' (MI-15.10)."""
    BARGE = "barge"
    """A moving unit's Stability against the units it steps into (MI-5.10a)."""
    ARRIVAL = "arrival"
    """A unit ending its movement inside allies: its Stability against theirs (MI-5.9b)."""
    NET = "net"
    """A netted unit's Stability against its restraining nets (MI-16.8, MI-16.9)."""
    FEAR = "fear"
    """Fear against Courage."""


@value
class SkillTest(Value):
    """A skill test's Interaction step and the hero-card icons added to each side (MI-R42).

    ``initiator`` and ``target`` are unit numbers; ``bonus`` the icons added to the
    Initiator's side and to the target's; ``passes`` each seat's passes in the step;
    ``last`` the seat whose hero card was played last (`NOBODY` when none) and ``last_bonus``
    what it added, for a cancelling card; ``queue`` more Fear tests (initiator, target) to
    run after this one;
    ``answer`` whether this is a Fearsome unit's answering test (MI-17.3).
    """

    kind: SkillKind
    initiator: int
    target: int
    bonus: tuple[Bonus, Bonus] = (NO_BONUS, NO_BONUS)
    passes: tuple[int, ...] = ()
    speaker: int = 0
    last: int = -1
    last_side: int = 0
    last_bonus: Bonus = NO_BONUS
    queue: tuple[tuple[int, int], ...] = ()
    answer: bool = False


@value
class MiniatureState(GameState):
    """A whole game of the Miniature Game, hidden parts included.

    ``units`` lists every unit, seat by seat in army order; ``first_player`` is
    `NOBODY` until known; ``deployer`` is the seat to place the next unit; ``agenda``
    the steps still to come, first the next (`round.procedure`).
    """

    components: Components
    """The game's component tables, fixed by the options."""
    players: int
    phase: Phase
    actor: int
    first_player: int
    units: tuple[UnitState, ...]
    heroes: tuple[HeroCards, ...]
    placement: Placement
    deployer: int
    activation: Activation
    round: Round
    max_rounds: int
    fight: Fight = Fight()
    """The ongoing attack or test (MI-13 .. MI-16)."""
    supply: Multiset[str] = Multiset()
    """The condition cards not in any unit's cards (MI-17.4, MI-17.12)."""
    test: SkillTest | None = None
    """The skill test being decided (MI-R42), or None."""
    used_ammo: Multiset[str] = Multiset()
    """Special ammunition cards out of the game: nets a unit escaped (MI-R63)."""
    agenda: tuple[Stage, ...] = ()
    """The steps of the game still to come, first the next (`round.procedure`)."""


def set_unit(state: MiniatureState, number: int, unit: UnitState) -> MiniatureState:
    """``state`` with unit ``number`` replaced by ``unit``."""
    return state.replace(units=put(state.units, number, unit))
