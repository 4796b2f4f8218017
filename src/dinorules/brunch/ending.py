"""The end of the game: the three end conditions, scoring and both tie-breaks.

The game ends as soon as a side has no herbivore left on the meadow (it loses,
whatever the scores: BR-10.2, BR-18.2), no grass token is left on the meadow
(BR-10.3, BR-18.3), or two game turns go by with no token eaten and no opposing
herbivore scared off (BR-10.4, BR-18.4, BR-R8). Conditions are checked once an
Action is fully resolved (BR-R16). Scores: the most points wins; on a tie the fewest
tokens; then the victory is shared (BR-10.6, BR-10.7, BR-18.6).
"""

from __future__ import annotations

from .pieces import BLUE, FACE_DOWN, TEAMS, YELLOW
from .state import FACE_UP, HIDDEN, STACK, BrunchState, Pending, Phase

__all__ = ["check_end", "game_over", "over_by_score", "team_scores", "winners"]


def check_end(state: BrunchState) -> BrunchState | None:
    """The finished state if an immediate end condition holds now, else None.

    A side whose herbivores are all off the meadow loses (BR-2.2, BR-10.2, BR-18.2);
    a team that lost one species only has not lost yet (BR-17.1). No grass left ends
    the game by scores (BR-10.3, BR-18.3).
    """
    variant = state.variant
    totals = variant.piece_totals
    reserve = state.reserve
    blue, yellow = variant.team_roles
    blue_out = yellow_out = True
    for role in blue:
        if reserve[role] < totals[role]:
            blue_out = False
            break
    for role in yellow:
        if reserve[role] < totals[role]:
            yellow_out = False
            break
    if blue_out != yellow_out:
        return game_over(state, (YELLOW if blue_out else BLUE,))
    board = state.board
    # No grass left; an undrawn token, the usual grass, is found without scanning it all.
    if blue_out or (FACE_DOWN not in board and min(board) >= 0):
        return over_by_score(state)
    return None


def team_scores(state: BrunchState) -> tuple[tuple[int, int], tuple[int, int]]:
    """Each team's (points, number of tokens) over all its roles' tokens (BR-10.5, BR-16.1).

    A token scores the points of its data (BR-11.3, BR-11.8, BR-11.13, BR-11.17,
    BR-11.20, BR-11.23, BR-11.26), face down, hidden or face up (BR-18.5, BR-R26).
    """
    points = state.variant.tokens.points
    result = []
    for team in TEAMS:
        total = count = 0
        for role in state.variant.team_roles[team]:
            for part in (STACK, HIDDEN, FACE_UP):
                counts = state.tokens.part(role, part)
                total += sum(n * p for n, p in zip(counts, points, strict=True))
                count += sum(counts)
        result.append((total, count))
    return (result[0], result[1])


def over_by_score(state: BrunchState, **changes: object) -> BrunchState:
    """Finish by scores: most points, then fewest tokens, then a shared victory.

    BR-10.5 to BR-10.7 in Brunch, BR-18.5 to BR-18.7 with teams, and Snack alike (BR-19.6).
    """
    (points0, count0), (points1, count1) = team_scores(state)
    if points0 != points1:
        return game_over(state, (BLUE if points0 > points1 else YELLOW,), **changes)
    if count0 != count1:
        return game_over(state, (BLUE if count0 < count1 else YELLOW,), **changes)
    return game_over(state, TEAMS, **changes)


def game_over(state: BrunchState, teams: tuple[int, ...], **changes: object) -> BrunchState:
    """The finished state won by the seats of ``teams`` (other ``changes`` applied too)."""
    variant = state.variant
    seats = tuple(sorted(seat for team in teams for seat in variant.seats_of_team[team]))
    return state.replace(
        seat=None, chance=None, phase=Pending(Phase.OVER, winners=seats), **changes
    )


def winners(state: BrunchState) -> frozenset[int]:
    """The seats of the winning team, or of both teams on a shared victory (BR-10.6)."""
    return frozenset(state.phase.winners)
