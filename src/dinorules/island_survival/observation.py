"""What a player sees: everything but the random generator (IS-R23).

The game has no hidden information: pawns, chips, dinosaurs and the face-up
discards are on the table, and a pile's contents follow from its section's card
list less its discards (no order is stored, so there is none to hide). Every
observation is the whole public state, names instead of numbers, and the
observer's seat.
"""

from __future__ import annotations

from dinorules.kernel import Multiset, Value, value
from dinorules.kernel.render import Pictured

from .attacks import roster
from .ending import cut_short
from .state import NOBODY, IslandState

__all__ = ["CharacterView", "DinosaurView", "Observation", "PileView", "observe"]


@value
class CharacterView(Value):
    """A character: its player (-1 before Eric joins), status, space and life chips."""

    name: str
    owner: int
    status: str
    space: str | None
    chips: int


@value
class DinosaurView(Value):
    """A dinosaur: its kind, space (None once removed) and, on the cover, its way out."""

    name: str
    kind: str
    space: str | None
    came_from: str | None
    """On the cover: the side it came in by, its only way out (IS-R19)."""


@value
class PileView(Value):
    """A section's draw pile (as a multiset: no order) and its face-up discards."""

    section: str
    pile: Multiset[str]
    discard: Multiset[str]


@value
class Observation(Value, Pictured):
    """The whole public game, as seen from ``player``'s seat."""

    player: int
    players: int
    round: int
    turn: int
    """Human turns begun so far, this one included."""
    max_turns: int
    """The length bound in human turns (IS-R20)."""
    cut_short: bool
    """The game ended at the length bound, with no winner (IS-R20)."""
    human: int
    phase: str
    characters: tuple[CharacterView, ...]
    dinosaurs: tuple[DinosaurView, ...]
    piles: tuple[PileView, ...]
    lost_chips: int
    spent: bool
    forced: str | None
    steps: int
    group: tuple[str, ...]
    asking: tuple[str, ...]
    drawer: str | None
    drawn_on: tuple[str, ...]
    """The Draw Card spaces the drawer has drawn on in this move (IS-R15)."""
    section: str | None
    card: str
    duel_tries: int
    duel_roll: int
    duel_raptor: str | None
    dinosaur: str | None
    queue: tuple[str, ...]
    attacked: tuple[str, ...]
    victim: str | None
    battle_face: str
    roster: tuple[str, ...]
    battle_size: int
    winners: tuple[int, ...]


def observe(state: IslandState, player: int) -> Observation:
    """The view of ``player`` (a seat, checked by the kernel)."""
    components = state.components
    names = components.characters
    dinos = components.dinosaurs

    def who(c: int) -> str | None:
        return None if c == NOBODY else names[c]

    return Observation(
        player=player,
        players=state.players,
        round=state.round,
        turn=state.turn,
        max_turns=state.max_turns,
        cut_short=cut_short(state),
        human=state.human,
        phase=state.phase.value,
        characters=tuple(
            CharacterView(
                name=names[c],
                owner=state.owners[c],
                status=state.status[c].value,
                space=state.positions[c],
                chips=state.chips[c],
            )
            for c in range(len(names))
        ),
        dinosaurs=tuple(
            DinosaurView(
                name=dinos[d],
                kind=components.kinds[d],
                space=state.dinosaurs[d],
                came_from=state.came_from[d],
            )
            for d in range(len(dinos))
        ),
        piles=tuple(
            PileView(section=section, pile=state.piles[i], discard=state.discards[i])
            for i, section in enumerate(components.board.sections)
        ),
        lost_chips=state.lost,
        spent=state.spent,
        forced=who(state.forced),
        steps=state.steps,
        group=tuple(names[c] for c in state.group),
        asking=tuple(names[c] for c in state.asking),
        drawer=who(state.drawer),
        drawn_on=tuple(sorted(state.drawn_on, key=components.space_order.__getitem__)),
        section=None if state.section == NOBODY else components.section_name(state.section),
        card=state.card,
        duel_tries=state.tries,
        duel_roll=state.rolled,
        duel_raptor=None if state.duelist == NOBODY else dinos[state.duelist],
        dinosaur=None if state.dino == NOBODY else dinos[state.dino],
        queue=tuple(dinos[d] for d in state.queue),
        attacked=tuple(names[c] for c in sorted(state.attacked)),
        victim=who(state.victim),
        battle_face=state.face,
        roster=tuple(names[c] for c in roster(state)),
        battle_size=state.battle_size,
        winners=tuple(sorted(state.winners)),
    )
