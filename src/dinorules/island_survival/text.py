"""The island as text (`render`), section by section, then the characters and the turn.

It takes a state or an observation and shows what `view` gives it.
"""

from __future__ import annotations

from dinorules.kernel.printable import safe_picture
from dinorules.kernel.render import shows_everything, tally, titled

from .board import Board
from .observation import Observation
from .state import IslandState
from .view import board_of, status_line, status_words, view_of

__all__ = ["render"]


@safe_picture
def render(
    x: IslandState | Observation, *, player: int | None = None, board: Board | None = None
) -> str:
    """Each section with its occupied spaces and draw pile, then the characters' chips.

    >>> from dinorules.island_survival import GAME
    >>> lines = render(GAME.initial_state(seed=1), player=0).splitlines()
    >>> lines[2], lines[3]
    ('== Jaw to Jaw ==', '  J5: T-Rex')
    """
    obs = view_of(x, player)
    drawn = board_of(x, board)
    graph = drawn.graph
    here: dict[str, list[str]] = {}
    for character in obs.characters:
        if character.space is not None:
            owner = f"seat {character.owner}" if character.owner >= 0 else "no one"
            here.setdefault(character.space, []).append(f"{character.name} ({owner})")
    for dino in obs.dinosaurs:
        if dino.space is not None:
            here.setdefault(dino.space, []).append(dino.name)
    who = "everything" if shows_everything(x, player, IslandState) else f"seat {obs.player}"
    lines = [
        f"Island Survival: as {who}, {obs.players} players; seat 0 plays the dinosaurs,"
        f" seats 1 to {obs.players - 1} the humans"
    ]
    outside = [s for s in graph.spaces if s not in graph.sections and s in here]
    lines += [f"  {space}: {', '.join(here[space])}" for space in outside]
    piles = {pile.section: pile for pile in obs.piles}
    for section in drawn.sections:
        body = [
            f"  {space}: {', '.join(here[space])}"
            for space in graph.spaces
            if graph.sections.get(space) == section and space in here
        ]
        pile = piles.get(section)
        if pile is not None:
            body.append(f"  pile: {len(pile.pile)} cards; discards: {tally(pile.discard.counts)}")
        lines += titled(section, body)
    people = [
        f"{c.name}: seat {c.owner}, {status_words(c.status)}, {c.chips} chips"
        for c in obs.characters
        if c.owner >= 0
    ]
    lines += titled("characters", [*people, f"life chips lost: {obs.lost_chips}"])
    lines += titled("turn", [status_line(obs)])
    lines.append(legend(drawn))
    return "\n".join(lines)


def legend(board: Board) -> str:
    """What the names on the text picture mean: spaces by their section's letter.

    >>> from dinorules.island_survival.board import load_board
    >>> print(legend(load_board("standard")))  # doctest: +ELLIPSIS
    spaces: J1.. Jaw to Jaw, R1.. Raptor Rumble, ...; (seat N) the seat playing that character
    """
    graph = board.graph
    letters = []
    for section in board.sections:
        prefixes = sorted(
            {
                space.rstrip("0123456789")
                for space, found in graph.sections.items()
                if found == section and space[-1:].isdigit()
            }
        )
        if prefixes:
            letters.append(f"{', '.join(p + '1..' for p in prefixes)} {section}")
    named = [s for s in graph.spaces if not s[-1:].isdigit()]
    spaces = ", ".join(letters)
    extra = f"; {', '.join(named)}: named spaces" if named else ""
    return f"spaces: {spaces}{extra}; (seat N) the seat playing that character"
