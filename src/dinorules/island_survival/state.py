"""The game state: pawns, life chips, dinosaurs, piles, and where the turn stands.

Seat 0 is the dinosaur player; seats 1..n-1 are the human players (IS-R1).
Characters and dinosaurs are numbered in data order. A pile is the `Multiset` of
the cards left in it, so no hidden order is stored (IS-R23). Everything the
current step needs (the roll, the moving group, the card being followed, the
battle) sits in flat fields so that every update is one `replace`. The fields that
almost no update writes (player count, length bound, owners, the Raptor duel, the
winners) sit in one `Seldom` value, so that each update copies 32 slots, not 38;
they are read through properties, and the JSON keeps the flat layout
(`IslandState.__json_fields__`).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import Final, TypeVar

from dinorules.kernel import GameState, Multiset, PhaseEnum, Value, put, value

from .components import NOBODY, Components

__all__ = ["DINOSAUR_SEAT", "NOBODY", "IslandState", "Phase", "Seldom", "Status", "place"]

DINOSAUR_SEAT: Final = 0
"""The dinosaur player's seat (IS-R1)."""

_T = TypeVar("_T")


class Phase(PhaseEnum):
    """The step the game is at: who decides (or which die or pile is waiting)."""

    HUMAN_ROLL = "human_roll"
    """Chance: the character-movement die (IS-8.2)."""
    PICK_PAWN = "pick_pawn"
    """The human player picks the pawn to move (IS-8.1)."""
    GROUP_SPACE = "group_space"
    """Group 3: the human player picks the group's space (IS-8.4)."""
    GROUP_JOIN = "group_join"
    """Group 3: whether the next pawn on that space joins (IS-8.4)."""
    HUMAN_MOVE = "human_move"
    """The human player picks the destination of the pawn or group (IS-7.1)."""
    DRAW = "draw"
    """Chance: a card from a section's pile (IS-16.1)."""
    PULL = "pull"
    """A card: which character behind you comes to this space (IS-R16)."""
    SAFE_SPACE = "safe_space"
    """A card: which of the nearest Safe Spaces to move to (IS-19.1)."""
    SEND_RAPTOR = "send_raptor"
    """The card "Raptors Attack Spino": which Raptor to send (IS-17.2)."""
    DUEL_DINO = "duel_dino"
    """Chance: the dinosaur player's battle die against the Raptor (IS-17.2)."""
    DUEL_HUMAN = "duel_human"
    """Chance: the drawer's roll of the same die (IS-17.2)."""
    SPEND = "spend"
    """The human player may spend a life chip to roll again (IS-15.1)."""
    DINO_ROLL = "dino_roll"
    """Chance: the dinosaur-movement die (IS-9.4)."""
    PICK_DINO = "pick_dino"
    """The dinosaur player picks an active dinosaur to move, or none (IS-9.4, IS-9.6)."""
    DINO_MOVE = "dino_move"
    """The dinosaur player picks where the dinosaur goes (IS-7.1)."""
    ALL_STEP = "all_step"
    """On "1 All": where the next active dinosaur steps, if anywhere (IS-9.5)."""
    ATTACK = "attack"
    """The dinosaur player names the next attack, or attacks no more (IS-11.4, IS-R11)."""
    BATTLE_DINO = "battle_dino"
    """Chance: the dinosaur-battle die (IS-12.1)."""
    BATTLE_HUMAN = "battle_human"
    """Chance: the human-battle die (IS-12.2)."""
    ESCAPE = "escape"
    """The attacked character's player picks where it escapes to (IS-12.2)."""
    OVER = "over"
    """The game has ended."""


class Status(enum.Enum):
    """Where a character is in the game."""

    ASIDE = "aside"
    """Set aside until an "Eric appears" card (IS-3.3)."""
    IN_PLAY = "in_play"
    REMOVED = "removed"
    """Removed from the game (IS-10.1, IS-14.1)."""


@value
class Seldom(Value):
    """The state's fields that almost no update writes, out of the copy each update makes.

    A state's ``replace`` copies every slot: these 7 fields in one slot make each of
    the many copies a decision makes 6 slots shorter (docs/performance.md).
    """

    players: int
    max_turns: int
    """The length bound: human turns after which an unfinished game is cut short (IS-R20)."""
    owners: tuple[int, ...]
    """Each character's seat; `NOBODY` for Eric until he joins."""
    tries: int
    """In "Raptors Attack Spino": failed chances so far (IS-17.5)."""
    rolled: int
    """In "Raptors Attack Spino": the dinosaur player's number this chance."""
    duelist: int
    """In "Raptors Attack Spino": the Raptor sent against the Spinosaurus."""
    winners: frozenset[int]
    """Empty until the game is won; empty when over only if cut short (IS-R20)."""


_LOGICAL_FIELDS: Final = (
    "rng",
    "explicit_chance",
    "explicit_forced",
    "components",
    "players",
    "max_turns",
    "turn",
    "round",
    "human",
    "phase",
    "positions",
    "chips",
    "status",
    "owners",
    "lost",
    "dinosaurs",
    "came_from",
    "piles",
    "discards",
    "spent",
    "forced",
    "steps",
    "group",
    "asking",
    "drawer",
    "drawn_on",
    "section",
    "card",
    "tries",
    "rolled",
    "duelist",
    "dino",
    "queue",
    "attacked",
    "victim",
    "face",
    "battle_size",
    "carried",
    "winners",
)
"""The state's fields in the flat layout of its JSON (and of the golden digests)."""


@value
class IslandState(GameState):
    """A whole game of Island Survival; nothing in it is hidden (IS-R23)."""

    components: Components
    seldom: Seldom
    """Players, length bound, owners, the Raptor duel and the winners (read them below)."""
    turn: int
    """Human turns begun so far, this one included (from 1)."""
    round: int
    """The current round, from 1: a round is one turn of each human player."""
    human: int
    """The human player whose turn it is (or was, during the dinosaur turn after it)."""
    phase: Phase
    positions: tuple[str | None, ...]
    """Each character's space; None while set aside or once removed."""
    chips: tuple[int, ...]
    status: tuple[Status, ...]
    lost: int
    """Life chips lost in battles, spent or returned on removal (out of play)."""
    dinosaurs: tuple[str | None, ...]
    """Each dinosaur's space; None once removed from the board."""
    came_from: tuple[str | None, ...]
    """Each dinosaur on the cover: the space it came in from, its only way out (IS-R19)."""
    piles: tuple[Multiset[str], ...]
    discards: tuple[Multiset[str], ...]
    spent: bool
    """A life chip has been spent this turn (IS-15.2)."""
    forced: int
    """The character that must move with the second roll (IS-15.3), or `NOBODY`."""
    steps: int
    """The spaces of the move or escape being made."""
    group: tuple[int, ...]
    """The characters moving together (one for an ordinary move)."""
    asking: tuple[int, ...]
    """Group 3: the pawns on the group's space not yet asked, in order."""
    drawer: int
    """The character drawing or following a card."""
    drawn_on: frozenset[str]
    """The Draw Card spaces the drawer has drawn on in this move (IS-R15)."""
    section: int
    """The pile being drawn from, or the section of the card being followed."""
    card: str
    """The card being followed ("" if none); once the game is won, the WIN card."""
    dino: int
    """The dinosaur being moved or attacking."""
    queue: tuple[int, ...]
    """On "1 All": the active dinosaurs still to step."""
    attacked: frozenset[int]
    """Characters attacked this turn (IS-11.5)."""
    victim: int
    """The character in the current battle."""
    face: str
    """The dinosaur-battle face rolled in the current battle."""
    battle_size: int
    """A Pteranodon's battle: how many characters it has battled so far (0: none is on)."""
    carried: bool
    """A Pteranodon's battle: a character it defeated was carried to the nest (IS-13.1)."""

    @property
    def players(self) -> int:
        """The number of seats, the dinosaur player's included."""
        return self.seldom.players

    @property
    def max_turns(self) -> int:
        """The length bound: human turns after which an unfinished game is cut short (IS-R20)."""
        return self.seldom.max_turns

    @property
    def owners(self) -> tuple[int, ...]:
        """Each character's seat; `NOBODY` for Eric until he joins."""
        return self.seldom.owners

    @property
    def tries(self) -> int:
        """In "Raptors Attack Spino": failed chances so far (IS-17.5)."""
        return self.seldom.tries

    @property
    def rolled(self) -> int:
        """In "Raptors Attack Spino": the dinosaur player's number this chance."""
        return self.seldom.rolled

    @property
    def duelist(self) -> int:
        """In "Raptors Attack Spino": the Raptor sent against the Spinosaurus."""
        return self.seldom.duelist

    @property
    def winners(self) -> frozenset[int]:
        """Empty until the game is won; empty when over only if cut short (IS-R20)."""
        return self.seldom.winners

    def __json_fields__(self) -> Iterator[tuple[str, object]]:
        """The fields in their flat layout: the JSON of the state before `Seldom`."""
        for name in _LOGICAL_FIELDS:
            yield name, getattr(self, name)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={item!r}" for name, item in self.__json_fields__())
        return f"IslandState({shown})"


def place(
    state: IslandState, dinosaur: int, space: str | None, came_from: str | None = None
) -> IslandState:
    """``dinosaur`` now on ``space`` (None: off the board), entered from ``came_from``.

    ``came_from`` matters only on the cover: the one way out (IS-R19).
    """
    return state.replace(
        dinosaurs=put(state.dinosaurs, dinosaur, space),
        came_from=put(state.came_from, dinosaur, came_from),
    )
