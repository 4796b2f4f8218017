"""What a seat reads of a move: a look shows its token to the looking team only (BR-R14)."""

from __future__ import annotations

import random

import pytest

from dinorules import GAMES
from dinorules.brunch import Look
from tests.seen import leaks

GAME = GAMES["brunch"]


def _first_look(seed: int) -> tuple[object, Look]:
    """A state of a random game where the player to move looks at a grass token."""
    pick = random.Random(seed)
    state = GAME.initial_state(seed=seed)
    while not GAME.is_terminal(state):
        looks = [a for a in GAME.legal_actions(state) if isinstance(a, Look)]
        if looks:
            return state, looks[0]
        state = GAME.apply(state, pick.choice(GAME.legal_actions(state)))
    raise AssertionError("no look in this game")


@pytest.mark.rules("BR-12.2", "BR-R12", "BR-R14")
def test_the_looking_team_reads_the_token_and_the_other_the_square() -> None:
    state, look = _first_look(3)
    mover = GAME.current_player(state)
    rival = next(
        seat
        for seat in range(GAME.num_players(state))
        if GAME.observe(state, seat).team != GAME.observe(state, mover).team
    )
    told = GAME.action_seen(state, look, mover)
    assert told.startswith(f"{look}: ({look.at[0]}, {look.at[1]}) is "), told
    assert GAME.action_seen(state, look, rival) == str(look)


@pytest.mark.rules("BR-R13", "BR-R14", "BR-R10", "BR-11.5")
@pytest.mark.parametrize(
    ("chance", "options"),
    [("auto", {}), ("explicit", {}), ("auto", {"variant": "team", "players": 4})],
)
def test_a_rival_reads_only_what_its_observations_show(
    chance: str, options: dict[str, object]
) -> None:
    assert leaks(GAME, seeds=range(4 if not options else 2), chance=chance, **options) == []
