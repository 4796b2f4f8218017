"""The meadow and the piles as text (`render`): a grid of squares, the piles, the turn.

It takes a state or an observation and shows what `view` gives it; a face-down grass
token the viewer has not seen is ``~~``.
"""

from __future__ import annotations

from dinorules.kernel.printable import safe_picture
from dinorules.kernel.render import shows_everything, tally, text_grid, titled, winners_text

from .observation import GRASS, BrunchObservation, PileView
from .state import BrunchState
from .view import cell_code, variant_title, view_of

__all__ = ["render"]


def _legend(observation: BrunchObservation) -> str:
    shown = sorted({(cell_code(n), n) for n in observation.board if n and n != GRASS})
    parts = [f"{code} {name.removeprefix('grass:')}" for code, name in shown]
    return "; ".join([*parts, ". empty", "~~ face-down grass", "z asleep"])


def _pile_line(pile: PileView) -> str:
    line = f"{pile.role}: {pile.usable_count} usable, {pile.hidden_count} under the Hideout"
    if pile.usable is not None and pile.hidden is not None:
        line += f" [usable: {tally(pile.usable.counts)}; hidden: {tally(pile.hidden.counts)}]"
    else:
        line += f" [tokens: {tally(pile.tokens.counts)}]"
    return line + f"; face up: {tally(pile.face_up.counts)}"


@safe_picture
def render(x: BrunchState | BrunchObservation, *, player: int | None = None) -> str:
    """The meadow as a grid of squares ``(column, row)``, then piles, reserve and the turn.

    >>> from dinorules.brunch import GAME
    >>> lines = render(GAME.initial_state(seed=1), player=0).splitlines()
    >>> print(lines[2]); print(lines[4])
        0   1   2   3   4   5
      1 ~~  bT  ~~  bT  ~~  oT
    """
    obs = view_of(x, player)
    columns = 1 + max(c for c, _ in obs.squares)
    rows = 1 + max(r for _, r in obs.squares)
    cells = {square: cell_code(name) for square, name in zip(obs.squares, obs.board, strict=True)}
    for square in set(obs.squares) - set(cells):
        cells[square] = "."
    grid = text_grid(
        cells,
        [str(c) for c in range(columns)],
        [str(r) for r in range(rows)],
        blank=" ",
        width=3,
    )
    who = "everything" if shows_everything(x, player, BrunchState) else f"seat {obs.player}"
    lines = [
        f"{variant_title(obs.variant)}: as {who} ({obs.team} team)",
        *titled("meadow", [*grid, _legend(obs)]),
    ]
    lines += titled("tokens", [_pile_line(p) for p in obs.piles])
    lines.append(f"reserve: {tally(obs.reserve.counts)}")
    lines.append(f"box: {tally(obs.box.counts)} (+{obs.box_unknown} unseen)")
    lines.append(f"discard: {tally(obs.discard.counts)}")
    lines.append(f"face-down tokens on the meadow: {obs.face_down_on_meadow}")
    lines += titled("turn", [_turn_line(obs)])
    return "\n".join(lines)


def _turn_line(obs: BrunchObservation) -> str:
    if obs.winners:
        return f"game over: {winners_text(obs.winners)}"
    if obs.chance is not None:
        return f"chance: {obs.chance}"
    return f"{obs.turn} (seat {obs.to_play}) to {obs.decision}; actions left {obs.actions_left}"
