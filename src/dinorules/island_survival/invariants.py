"""Conservation laws checked by the harness and the state machine.

Life chips: every chip is held by a character, set aside with Eric, or out of
play, and nobody holds more than they started with. Cards: every card of a
section is in its pile, its discards, or being followed. Pieces: a character is on
a space exactly when it is in play; a dinosaur on the board stands in a section,
never on the Humans Only Shortcut. The game is over exactly when it has winners,
or when the length bound cut it short after the last human turn allowed (IS-R20).
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import HUMANS_ONLY
from .lives import starting_chips
from .state import NOBODY, IslandState, Phase, Status

__all__ = ["broken_laws"]


def broken_laws(state: IslandState) -> Iterator[str]:
    """Describe each conservation law ``state`` breaks (nothing when all hold)."""
    yield from _chips(state)
    yield from _cards(state)
    yield from _pieces(state)
    if (state.phase is Phase.OVER) != bool(state.winners) and not _at_the_bound(state):
        yield f"phase {state.phase.value} with winners {sorted(state.winners)}"
    if not 1 <= state.turn <= state.max_turns:
        yield f"human turn {state.turn} outside the bound 1..{state.max_turns}"


def _at_the_bound(state: IslandState) -> bool:
    """Over with no winner: cut short after the last human turn allowed (IS-R20)."""
    return state.phase is Phase.OVER and state.turn == state.max_turns


def _chips(state: IslandState) -> Iterator[str]:
    starts = [starting_chips(state, c) for c in range(len(state.chips))]
    if sum(state.chips) + state.lost != sum(starts):
        yield (
            f"life chips not conserved: held {sum(state.chips)} + out {state.lost} "
            f"!= issued {sum(starts)}"
        )
    for c, (chips, start) in enumerate(zip(state.chips, starts, strict=True)):
        if not 0 <= chips <= start:
            yield f"character {c} holds {chips} life chips (started with {start})"


def _cards(state: IslandState) -> Iterator[str]:
    components = state.components
    for section, full in enumerate(components.full_piles):
        here = state.piles[section].union(state.discards[section])
        if state.card and state.section == section:
            here = here.add(state.card)
        if here != full:
            yield f"cards of {components.section_name(section)!r} not conserved: {here.counts}"


def _pieces(state: IslandState) -> Iterator[str]:
    components = state.components
    for c, (space, status, owner) in enumerate(
        zip(state.positions, state.status, state.owners, strict=True)
    ):
        if (space is not None) != (status is Status.IN_PLAY):
            yield f"character {c} is {status.value} on space {space!r}"
        if status is Status.IN_PLAY and not 1 <= owner < state.players:
            yield f"character {c} in play has no human player (owner {owner})"
        if status is Status.ASIDE and (c != components.late or owner != NOBODY):
            yield f"character {c} is set aside but is not the late joiner"
        if status is Status.REMOVED and state.chips[c]:
            yield f"removed character {c} still holds life chips"
    for d, space in enumerate(state.dinosaurs):
        if space is not None and (
            components.section_of[space] == NOBODY or components.board.tagged(space, HUMANS_ONLY)
        ):
            yield f"dinosaur {components.dinosaurs[d]} stands on {space!r}"
