"""The island as text (`render`), section by section; `svg.render_svg` draws it.

Nothing in Island Survival is hidden (IS-R23): a seat's view and the omniscient view
differ only in their title. Both take a state or an observation; an observation does
not carry the board, so it is drawn on the ``board`` given (the standard board by
default).
"""

from __future__ import annotations

from dinorules.kernel.render import tally, titled

from .board import Board, load_board
from .observation import Observation, observe
from .state import IslandState

__all__ = ["board_of", "render", "status_line", "view_of"]


def view_of(x: IslandState | Observation, player: int | None = None) -> Observation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    if isinstance(x, Observation):
        return x
    if not isinstance(x, IslandState):
        raise TypeError(f"expected an IslandState or Observation, got {type(x).__name__}")
    return observe(x, 0 if player is None else player)


def board_of(x: IslandState | Observation, board: Board | None) -> Board:
    """The board to draw on: the one given, the state's own, or the standard board."""
    if board is not None:
        return board
    return x.components.board if isinstance(x, IslandState) else load_board("standard")


def status_line(obs: Observation) -> str:
    """Round, turn, whose turn and what is being decided, or the result."""
    if obs.winners:
        return f"game over: winners {list(obs.winners)}"
    if obs.cut_short:
        return "game over: cut short by the turn limit, no winner"
    return f"round {obs.round}, turn {obs.turn}: seat {obs.human}'s turn, phase {obs.phase}"


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
    who = f"seat {obs.player}" if player is not None or isinstance(x, Observation) else "everything"
    lines = [f"Island Survival: as {who}, {obs.players} players"]
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
        f"{c.name}: seat {c.owner}, {c.status}, {c.chips} chips"
        for c in obs.characters
        if c.owner >= 0
    ]
    lines += titled("characters", [*people, f"life chips lost: {obs.lost_chips}"])
    lines += titled("turn", [status_line(obs)])
    return "\n".join(lines)
