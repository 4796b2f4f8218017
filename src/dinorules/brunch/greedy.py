"""The greedy policy of Jurassic Brunch, Jurassic Snack and the team rules.

Each Action is scored on the meadow the observation shows, one move ahead:

- a move that ends eating a token scores most, more for a token the team knows
  is valuable (its points, adjusted for its effect: a Trap or Surprise costs the
  eater, and is never eaten by a team's last herbivore), an unknown token its
  expected worth in the variant; a move that eats nothing scores the tokens it
  lines up for the next Action;
- a carnivore move that scares a rival herbivore off the meadow scores high (a
  rival's last one, higher still), one that scares an own herbivore very low,
  and a carnivore otherwise ends where it threatens fewer own herbivores;
- a move or charge ending on a square a carnivore could reach in a straight line
  (its next move scares it off) loses points, one that leaves such a square wins
  them;
- waking a sleeper scores below eating and above idle moves; a charge scores for
  the rival herbivore or the threatening carnivore it lets this team relocate.

Follow-ups: spend a Super Yum while an own herbivore can eat; hide the most valuable
tokens (never a Super Yum); place an own dinosaur where it can eat and is safe, a
rival's where it cannot and is not, a carnivore where it threatens rivals and not
own herbivores; look at tokens own herbivores can reach; erupt tokens only rivals
can reach; give the Flower to the opposing role with most tokens to take.

Token data are the standard components' (`dinorules.brunch.options`); a token they
do not know is worth 1 point.

`win_shares` estimates a position for search that cuts its rollouts short: a team's
chance grows with its tokens' points and its herbivores on the meadow
(`SCORE_SCALE`, fitted to random games).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from dinorules.agents.greedy import shares_by_score
from dinorules.kernel import AnyGame, FrozenMap

from .actions import (
    ROLE_NAMES,
    BrunchAction,
    Charge,
    ChooseBirth,
    Erupt,
    GiveFlower,
    Hide,
    Look,
    Move,
    MoveCarnivore,
    Pick,
    Place,
    SpendSuperYum,
    Wake,
)
from .box import TokenType
from .ending import team_scores
from .observation import BrunchObservation
from .options import STANDARD_COMPONENTS
from .pieces import TEAMS
from .state import BrunchState

__all__ = ["score_action", "win_shares"]

Square = tuple[int, int]
Cells = Mapping[Square, str]

EAT: Final = 3.0
"""The score of eating any token, before its worth."""
WAKE: Final = 2.5
SCARE: Final = 6.0
"""The score of scaring a rival herbivore off (minus for an own one)."""
LAST: Final = 100.0
"""Added for scaring the rival's last herbivore off (the rival loses), or minus own."""
THREAT: Final = 2.5
"""The cost of an own herbivore a carnivore can reach in a straight line."""
LINE_UP: Final = 0.3
"""Per token an idle move lines up for the next Action."""
HIDE: Final = 20.0
"""Hiding is free: it comes before any Action."""
SCORE_SCALE: Final = 0.26
"""`win_shares`: a team's odds grow by ``exp(0.26)`` a point, counting each of its
herbivores on the meadow as a point: the best fit (log-loss) to the winners of 400
random games from 1,700 positions along them."""

STEP: Final[Mapping[str, Square]] = FrozenMap(
    {
        "N": (0, -1),
        "E": (1, 0),
        "S": (0, 1),
        "W": (-1, 0),
        "NE": (1, -1),
        "SE": (1, 1),
        "SW": (-1, 1),
        "NW": (-1, -1),
    }
)
ORTHOGONAL: Final = ("N", "E", "S", "W")
CARNIVORES: Final[Mapping[str, tuple[str, ...]]] = FrozenMap(
    {"raptor": tuple(STEP), "t-rex": ORTHOGONAL}
)
"""Each carnivore's name and the directions it moves in (BR-R7)."""
_BONUS: Final[Mapping[str, float]] = FrozenMap(
    {
        "none": 0.0,
        "sleep": -1.0,
        "carnivore": -2.0,
        "birth": 1.0,
        "extra_action": 1.0,
        "flower": 0.5,
    }
)
"""What a token's effect adds to its points when eaten (others: 0.3)."""


def _worth(token: TokenType) -> float:
    return token.points + _BONUS.get(token.effect, 0.3)


_TOKENS: Final[Mapping[str, TokenType]] = FrozenMap(
    {token.name: token for token in STANDARD_COMPONENTS.tokens}
)


def _expected_worths() -> Mapping[str, float]:
    """The mean worth of an unknown token in each variant's boxes."""
    means = {}
    for name, data in STANDARD_COMPONENTS.variants:
        tokens = [t for t in STANDARD_COMPONENTS.tokens if t.box in data.boxes]
        total = sum(t.count for t in tokens)
        means[name] = sum(_worth(t) * t.count for t in tokens) / total
    return FrozenMap(means)


UNKNOWN: Final = _expected_worths()
"""An unknown token's expected worth, by variant."""


# --- Reading the meadow --------------------------------------------------------------


def _cells(observation: BrunchObservation) -> dict[Square, str]:
    return dict(zip(observation.squares, observation.board, strict=True))


def _step(square: Square, direction: str) -> Square:
    dx, dy = STEP[direction]
    return (square[0] + dx, square[1] + dy)


def _is_grass(name: str) -> bool:
    return name.startswith("grass")


def _is_herbivore(name: str) -> bool:
    return bool(name) and not _is_grass(name) and name not in CARNIVORES


def _mine(observation: BrunchObservation, name: str) -> bool:
    return _is_herbivore(name) and name.startswith(observation.team + " ")


def _rival(observation: BrunchObservation, name: str) -> bool:
    return _is_herbivore(name) and not name.startswith(observation.team + " ")


def _move_end(cells: Cells, start: Square, direction: str) -> Square:
    """Where a peaceful move stops: on the first grass, or before a figure or the edge."""
    here = start
    while True:
        ahead = _step(here, direction)
        found = cells.get(ahead)
        if found is None or (found and not _is_grass(found)):
            return here
        if found:
            return ahead
        here = ahead


def _line_end(cells: Cells, start: Square, direction: str) -> Square:
    """The first square along a line that is not empty (or off the meadow)."""
    here = _step(start, direction)
    while cells.get(here) == "":
        here = _step(here, direction)
    return here


def _threats(cells: Cells, square: Square) -> int:
    """How many carnivores could reach ``square`` in one straight move."""
    count = 0
    for direction in STEP:
        found = cells.get(_line_end(cells, square, direction), "")
        if found in CARNIVORES and direction in CARNIVORES[found]:
            count += 1
    return count


def _exposed(observation: BrunchObservation, cells: Cells) -> int:
    """Own herbivores on the meadow that a carnivore could reach."""
    return sum(
        1 for square, name in cells.items() if _mine(observation, name) and _threats(cells, square)
    )


def _token_worth(observation: BrunchObservation, cells: Cells, name: str) -> float:
    """What eating the grass ``name`` (``grass`` or ``grass:<token>``) is worth."""
    if ":" not in name:
        return UNKNOWN.get(observation.variant, 1.0)
    token = _TOKENS.get(name.split(":", 1)[1])
    if token is None:
        return 1.0
    if token.effect == "carnivore":
        own = sum(1 for figure in cells.values() if _mine(observation, figure))
        if own <= 1:
            return -LAST
    return _worth(token)


def _eating_moves(cells: Cells, square: Square) -> list[Square]:
    """The grass squares a herbivore on ``square`` could eat with one move."""
    ends = (_move_end(cells, square, direction) for direction in ORTHOGONAL)
    return [end for end in ends if _is_grass(cells.get(end, ""))]


def _placement(cells: Cells, square: Square) -> float:
    """How good ``square`` is for a herbivore: tokens in reach, no carnivore in line."""
    return LINE_UP * len(_eating_moves(cells, square)) - THREAT * min(_threats(cells, square), 1)


# --- Actions ---------------------------------------------------------------------------


def _move(observation: BrunchObservation, action: Move) -> float:
    cells = _cells(observation)
    figure = cells.get(action.at, "")
    end = _move_end(cells, action.at, action.direction)
    eaten = cells.get(end, "")
    exposed = _exposed(observation, cells)
    cells[action.at] = ""
    cells[end] = figure
    score = THREAT * (exposed - _exposed(observation, cells))
    score += LINE_UP * len(_eating_moves(cells, end))
    if _is_grass(eaten):
        score += EAT + _token_worth(observation, cells, eaten)
    return score


def _charge(observation: BrunchObservation, action: Charge) -> float:
    cells = _cells(observation)
    target = _line_end(cells, action.at, action.direction)
    hit = cells.get(target, "")
    figure = cells[action.at]
    exposed = _exposed(observation, cells)
    cells[action.at] = ""
    cells[target] = figure
    score = THREAT * (exposed - _exposed(observation, cells))
    if hit in CARNIVORES:
        return score + 1.0
    return score + (1.0 if _rival(observation, hit) else -1.0)


def _hunt(observation: BrunchObservation, action: MoveCarnivore) -> float:
    """A carnivore move: scare a rival herbivore off, never an own one, else end harmless."""
    cells = _cells(observation)
    carnivore = cells.get(action.at, "")
    end = action.at
    while True:
        ahead = _step(end, action.direction)
        found = cells.get(ahead)
        if found == "":
            end = ahead
            continue
        if found is not None and _is_herbivore(found):
            end = ahead
        break
    victim = cells.get(end, "") if end != action.at else ""
    exposed = _exposed(observation, cells)
    cells[action.at] = ""
    cells[end] = carnivore
    score = THREAT * (exposed - _exposed(observation, cells))
    if _rival(observation, victim):
        rivals = sum(1 for name in cells.values() if _rival(observation, name))
        return score + SCARE + (LAST if rivals == 0 else 0.0)
    if _mine(observation, victim):
        return score - SCARE
    return score


def _can_eat(observation: BrunchObservation) -> bool:
    """Whether an awake herbivore of the role on turn has a move that eats."""
    cells = _cells(observation)
    turn = observation.turn
    role = turn.removesuffix("s") if turn.endswith("diplos") else turn
    return any(name == role and _eating_moves(cells, square) for square, name in cells.items())


def _place(observation: BrunchObservation, action: Place) -> float:
    cells = _cells(observation)
    piece = observation.decision.split(" ", 3)[-1]
    cells[action.at] = piece
    if piece in CARNIVORES:
        mine = rivals = 0
        for square, name in cells.items():
            if _is_herbivore(name) and _threats(cells, square):
                mine += _mine(observation, name)
                rivals += _rival(observation, name)
        return rivals - THREAT * mine
    value = _placement(cells, action.at)
    return value if _mine(observation, piece) else -value


def _reach(observation: BrunchObservation, cells: Cells, mine: bool) -> set[Square]:
    """The grass squares one side's herbivores could eat with one move."""
    found: set[Square] = set()
    for square, name in cells.items():
        if _is_herbivore(name) and _mine(observation, name) == mine:
            found.update(_eating_moves(cells, square))
    return found


def _look(observation: BrunchObservation, at: Square) -> float:
    return 1.0 if at in _reach(observation, _cells(observation), mine=True) else 0.0


def _erupt(observation: BrunchObservation, at: Square) -> float:
    cells = _cells(observation)
    rivals = at in _reach(observation, cells, mine=False)
    mine = at in _reach(observation, cells, mine=True)
    worth = _token_worth(observation, cells, cells.get(at, "grass"))
    return float(rivals) - float(mine) * worth


def _pick(observation: BrunchObservation, at: Square) -> float:
    cells = _cells(observation)
    name = cells.get(at, "")
    if _mine(observation, name):
        return 0.5 if _eating_moves(cells, at) else 1.0
    return 0.7 if _rival(observation, name) else 0.0


def _birth(observation: BrunchObservation, species: str) -> float:
    """The species the team has fewer of on the meadow (a missing one loses its turns)."""
    return -float(
        sum(
            1
            for name in observation.board
            if _mine(observation, name) and name.split(" ")[1] == species
        )
    )


def _flower(observation: BrunchObservation, to: int) -> float:
    name = ROLE_NAMES[to] if 0 <= to < len(ROLE_NAMES) else ""
    for pile in observation.piles:
        if pile.role == name:
            return float(pile.usable_count)
    return 0.0


def _hide(token: str) -> float:
    found = _TOKENS.get(token)
    if found is None or found.effect == "extra_action":
        return -LAST
    return HIDE + found.points


def score_action(
    game: AnyGame, observation: BrunchObservation, player: int, action: BrunchAction
) -> float:
    """Higher is better (see the module docstring)."""
    scorer = _SCORERS.get(type(action))
    return 0.0 if scorer is None else scorer(observation, action)


_SCORERS: Final[Mapping[type, Any]] = FrozenMap(
    {
        Move: _move,
        Charge: _charge,
        Wake: lambda observation, action: WAKE,
        MoveCarnivore: _hunt,
        SpendSuperYum: lambda observation, action: 1.0 if _can_eat(observation) else -1.0,
        Hide: lambda observation, action: _hide(action.token),
        Place: _place,
        Look: lambda observation, action: _look(observation, action.at),
        Erupt: lambda observation, action: _erupt(observation, action.at),
        Pick: lambda observation, action: _pick(observation, action.at),
        ChooseBirth: lambda observation, action: _birth(observation, action.species),
        GiveFlower: lambda observation, action: _flower(observation, action.to),
    }
)
"""The scorer of each kind of decision; any other (Pass, EndTurn, StopHiding, ...) is 0."""


def win_shares(game: AnyGame, state: BrunchState) -> tuple[float, ...]:
    """Each seat's share of its team's chance to win from ``state`` (BR-10.5, BR-10.2).

    A team scores its tokens' points (BR-10.5) and one per herbivore still on the
    meadow (a team with none left loses, BR-10.2).
    """
    variant = state.variant
    totals, reserve = variant.piece_totals, state.reserve
    points = [team[0] for team in team_scores(state)]
    scores = [
        points[team] + sum(totals[role] - reserve[role] for role in variant.team_roles[team])
        for team in TEAMS
    ]
    return shares_by_score([scores[team] for team in variant.team_of_seat], SCORE_SCALE)
