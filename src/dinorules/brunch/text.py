"""The meadow and the piles as text (`render`) and as an SVG picture (`render_svg`).

Both take a state or an observation. An observation shows what its player (and so
their team, BR-R14) knows: a face-down grass token is ``~~`` unless the team has seen
it. A state with ``player=`` is drawn as that player's observation; a state alone is
the omniscient view, every drawn token face up (a token whose identity the pool has
not drawn yet is ``~~`` to everyone).
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import tally, text_grid, titled

from .observation import BrunchObservation, PileView, _pile_view, observe
from .pieces import FACE_DOWN, grass_kind
from .state import BrunchState

__all__ = ["cell_code", "omniscient", "render", "token_code", "variant_title", "view_of"]

GRASS = "grass"
"""A face-down grass token the viewer has not seen (BR-6.1)."""
_SPECIES: Final = FrozenMap({"diplo": "D", "triceratops": "T", "raptor": "RA", "t-rex": "TX"})


def view_of(x: BrunchState | BrunchObservation, player: int | None = None) -> BrunchObservation:
    """The observation to draw: ``x`` itself, ``player``'s view of a state, or all of it."""
    if isinstance(x, BrunchObservation):
        return x
    if not isinstance(x, BrunchState):
        raise TypeError(f"expected a BrunchState or BrunchObservation, got {type(x).__name__}")
    return omniscient(x) if player is None else observe(x, player)


def omniscient(state: BrunchState) -> BrunchObservation:
    """Seat 0's observation with every token revealed: the meadow, piles and the box."""
    seen = observe(state, 0)
    variant = state.variant
    pieces, grass = variant.piece_names, variant.tokens.grass_names
    board = tuple(
        pieces[code] if code >= 0 else grass[grass_kind(code)] if code != FACE_DOWN else GRASS
        for code in state.board
    )
    names = variant.tokens.names
    box = Multiset.of(names[kind] for kind, _ in state.tokens.box)
    return seen.replace(
        board=board,
        piles=tuple(_pile_view(state, role, mine=True) for role in variant.order),
        box=box,
        box_unknown=state.tokens.box_unknown,
    )


_TITLES = FrozenMap(
    {
        "brunch": "Jurassic Brunch",
        "snack": "Jurassic Snack",
        "team": "Jurassic Brunch & Snack",
    }
)


def variant_title(variant: str) -> str:
    """The title of a variant: ``Jurassic Snack``; the team rules play both games' boards."""
    return _TITLES.get(variant, f"Jurassic {variant.title()}")


def token_code(name: str) -> str:
    """A grass token's short name: its first two letters and its other capitals.

    >>> [token_code(t) for t in ("Flower", "AirTravel", "AirRaid", "SuperYum")]
    ['Fl', 'AiT', 'AiR', 'SuY']
    """
    return name[:2] + "".join(ch for ch in name[2:] if ch.isupper())


def cell_code(name: str) -> str:
    """A square's short form: ``bT`` blue triceratops, ``z`` asleep, ``~Fl`` a seen Flower.

    >>> [cell_code(n) for n in ("", "grass", "grass:Flower", "orange diplo (asleep)", "t-rex")]
    ['.', '~~', '~Fl', 'oDz', 'TX']
    """
    if not name:
        return "."
    if name == GRASS:
        return "~~"
    if name.startswith(GRASS + ":"):
        return "~" + token_code(name.partition(":")[2])
    figure, _, note = name.partition(" (")
    words = figure.split()
    species = _SPECIES.get(words[-1], words[-1][:2].upper())
    colour = words[0][0] if len(words) > 1 else ""
    return colour + species + ("z" if note else "")


def _legend(observation: BrunchObservation) -> str:
    shown = sorted({(cell_code(n), n) for n in observation.board if n and n != GRASS})
    parts = [f"{code} {name.removeprefix('grass:')}" for code, name in shown]
    return "; ".join([*parts, "~~ face-down grass", "z asleep"])


def _pile_line(pile: PileView) -> str:
    line = f"{pile.role}: {pile.usable_count} usable, {pile.hidden_count} under the Hideout"
    if pile.usable is not None and pile.hidden is not None:
        line += f" [usable: {tally(pile.usable.counts)}; hidden: {tally(pile.hidden.counts)}]"
    else:
        line += f" [tokens: {tally(pile.tokens.counts)}]"
    return line + f"; face up: {tally(pile.face_up.counts)}"


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
    who = "everything" if isinstance(x, BrunchState) and player is None else f"seat {obs.player}"
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
        return f"game over: winners {list(obs.winners)}"
    if obs.chance is not None:
        return f"chance: {obs.chance}"
    return f"{obs.turn} (seat {obs.to_play}) to {obs.decision}; actions left {obs.actions_left}"
