"""Conservation laws checked by the harness, the state machine and every position read.

Life chips: every chip is held by a character, set aside with Eric, or out of
play, and nobody holds more than they started with. Cards: every card of a
section is in its pile, its discards, or being followed. Pieces: a character is on
a space of the board exactly when it is in play, and belongs to a human player
unless set aside; a dinosaur on the board stands in a section, never on the Humans
Only Shortcut, and one on the cover keeps the side it came in by. The game is over
exactly when it has winners, or when the length bound cut it short after the last
human turn allowed (IS-R20). What the current phase needs of the rest (whose
decision it is, the roll, the card, the battle) is `phase_laws`.

Each law is written with `law` (field, message, rule ID), so a position breaking
one is refused naming them. The shapes come first: when a count or a number is out
of range, the laws that would index with it are not checked.
"""

from __future__ import annotations

from collections.abc import Iterator

from dinorules.kernel.position import law

from .board import COVER, HUMANS_ONLY
from .lives import starting_chips
from .phase_laws import phase_laws
from .state import NOBODY, IslandState, Phase, Status

__all__ = ["broken_laws"]


def broken_laws(state: IslandState) -> Iterator[str]:
    """Describe each law ``state`` breaks (nothing when all hold)."""
    shape = list(_shape(state))
    if shape:
        yield from shape
        return
    yield from _seats(state)
    yield from _chips(state)
    yield from _cards(state)
    yield from _pieces(state)
    yield from _counters(state)
    if not _ending(state):
        yield from phase_laws(state)


def _shape(state: IslandState) -> Iterator[str]:
    """Every per-piece tuple has one entry a piece, and every number names one."""
    components = state.components
    characters = len(components.characters)
    dinosaurs = len(components.dinosaurs)
    sections = len(components.full_piles)
    for field, value, size in (
        ("pawns", state.positions, characters),
        ("chips", state.chips, characters),
        ("status", state.status, characters),
        ("seats", state.owners, characters),
        ("dinosaurs", state.dinosaurs, dinosaurs),
        ("came_from", state.came_from, dinosaurs),
        ("discards", state.discards, sections),
        ("discards", state.piles, sections),
    ):
        if len(value) != size:
            yield law("IS-R26", field, f"has {len(value)} entries for {size} pieces")
    for field, number, size in (
        ("forced", state.forced, characters),
        ("drawer", state.drawer, characters),
        ("victim", state.victim, characters),
        ("dinosaur", state.dino, dinosaurs),
        ("duel", state.duelist, dinosaurs),
        ("section", state.section, sections),
    ):
        if not NOBODY <= number < size:
            yield law("IS-R26", field, f"{number} names no piece (0..{size - 1})")
    for field, numbers, size in (
        ("group", state.group, characters),
        ("asking", state.asking, characters),
        ("queue", state.queue, dinosaurs),
        ("attacked", state.attacked, characters),
    ):
        if any(not 0 <= number < size for number in numbers):
            yield law("IS-R26", field, f"{sorted(numbers)} names no piece (0..{size - 1})")


def _seats(state: IslandState) -> Iterator[str]:
    """A character belongs to a human player's seat, unless set aside (IS-R1, IS-5.5).

    A removed character may have none: one removed before it ever joined.
    """
    names = state.components.characters
    for c, (owner, status) in enumerate(zip(state.owners, state.status, strict=True)):
        if status is Status.ASIDE:
            if owner != NOBODY:
                yield law("IS-5.7", "seats", f"{names[c]} is set aside but played by seat {owner}")
        elif not 1 <= owner < state.players and (status, owner) != (Status.REMOVED, NOBODY):
            who = "no seat" if owner == NOBODY else f"seat {owner}"
            yield law(
                "IS-R1",
                "seats",
                f"{names[c]} is played by {who}; human seats are 1..{state.players - 1}",
            )


def _chips(state: IslandState) -> Iterator[str]:
    names = state.components.characters
    starts = [starting_chips(state, c) for c in range(len(state.chips))]
    if state.lost < 0 or sum(state.chips) + state.lost != sum(starts):
        yield law(
            "IS-R14",
            "lost",
            f"life chips not conserved: held {sum(state.chips)} + out {state.lost} "
            f"!= issued {sum(starts)}",
        )
    for c, (chips, start) in enumerate(zip(state.chips, starts, strict=True)):
        if not 0 <= chips <= start:
            yield law(
                "IS-5.2",
                f"chips[{names[c]}]",
                f"{names[c]} holds {chips} life chips (started with {start})",
            )


def _cards(state: IslandState) -> Iterator[str]:
    components = state.components
    if state.card and (
        state.section == NOBODY or state.card not in components.card_of[state.section]
    ):
        yield law("IS-16.2", "card", f"{state.card!r} is no card of the section drawn from")
        return
    for section, full in enumerate(components.full_piles):
        here = state.piles[section].union(state.discards[section])
        if state.card and state.section == section:
            here = here.add(state.card)
        if here != full:
            name = components.section_name(section)
            yield law("IS-R5", "discards", f"cards of {name!r} not conserved: {here.counts}")


def _pieces(state: IslandState) -> Iterator[str]:
    components = state.components
    names = components.characters
    section_of = components.section_of
    for c, (space, status) in enumerate(zip(state.positions, state.status, strict=True)):
        if space is not None and space not in section_of:
            yield law("IS-R3", f"pawns[{names[c]}]", f"{space!r} is no space of the board")
        elif (space is not None) != (status is Status.IN_PLAY):
            yield law("IS-R14", "status", f"{names[c]} is {status.value} on space {space!r}")
        if status is Status.ASIDE and c != components.late:
            yield law("IS-5.5", "status", f"{names[c]} is set aside but is not the late joiner")
        if status is Status.REMOVED and state.chips[c]:
            yield law("IS-R14", "chips", f"removed {names[c]} still holds life chips")
    board = components.board
    for d, (space, side) in enumerate(zip(state.dinosaurs, state.came_from, strict=True)):
        name = components.dinosaurs[d]
        if space is None:
            if side is not None:
                yield law("IS-R19", f"came_from[{name}]", f"{name} is off the board")
        elif space not in section_of:
            yield law("IS-R3", f"dinosaurs[{name}]", f"{space!r} is no space of the board")
        elif section_of[space] == NOBODY or board.tagged(space, HUMANS_ONLY):
            yield law("IS-9.3", f"dinosaurs[{name}]", f"dinosaur {name} stands on {space!r}")
        elif side is not None and (
            not board.tagged(space, COVER) or (space, side) not in components.cover_exits
        ):
            yield law("IS-R19", f"came_from[{name}]", f"{name} on {space!r} came from {side!r}")


def _counters(state: IslandState) -> Iterator[str]:
    """The turn, round, seat and winners are numbers the rest can follow (IS-R1, IS-R20)."""
    if not 1 <= state.turn <= state.max_turns:
        yield law(
            "IS-R20", "turn", f"human turn {state.turn} outside the bound 1..{state.max_turns}"
        )
    if not 1 <= state.round <= state.turn:
        yield law("IS-R1", "round", f"round {state.round} is not in 1..{state.turn} (the turn)")
    if not 1 <= state.human < state.players:
        yield law("IS-R1", "human", f"seat {state.human} is no human player's")
    winners = state.winners
    if len(winners) > 1 or any(not 0 <= seat < state.players for seat in winners):
        yield law("IS-R21", "winners", f"{sorted(winners)} is not one seat")
    if (state.phase is Phase.OVER) != bool(winners) and not _at_the_bound(state):
        yield law("IS-R20", "phase", f"phase {state.phase.value} with winners {sorted(winners)}")


def _ending(state: IslandState) -> bool:
    """The game is over: nothing is waiting, so no phase law applies."""
    return state.phase is Phase.OVER


def _at_the_bound(state: IslandState) -> bool:
    """Over with no winner: cut short after the last human turn allowed (IS-R20)."""
    return state.phase is Phase.OVER and state.turn == state.max_turns
