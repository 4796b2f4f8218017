"""The end: a side wiped out, no grass left, or two idle game turns; then the scores."""

from __future__ import annotations

from typing import Any

import pytest

from dinorules.brunch import GAME, Charge, Move, MoveCarnivore, Place, Stolen
from dinorules.kernel import Rng, random_playout

from .helpers import idle_turn, play, settle, start, swap

# Points as printed on the tokens (brunch.fr.txt:116-158), checked independently of
# the data file: a wrong data file or a wrong scorer breaks these tests.
POINTS = {
    "Birth": 1,
    "Hideout": 1,
    "Flower": 1,
    "Indigestible": 3,
    "Trap": 3,
    "SuperYum": 1,
    "Fruit": 2,
}


def game_with(blue: tuple[str, ...], orange: tuple[str, ...]) -> Any:
    """Blue eats ``blue`` (1 or 2 tokens), orange ``orange`` (1 or 2), then all idle."""
    state = settle(play(start(), Move((3, 1), "N"), blue[0]))
    state = settle(play(state, Move((4, 4), "E"), orange[0]))
    state = settle(play(state, Move((5, 4), "N"), orange[1])) if len(orange) > 1 else swap(state)
    if len(blue) > 1:
        state = swap(settle(play(state, Move((3, 0), "E"), blue[1])))
    while not GAME.is_terminal(state):
        state = idle_turn(state)
    return state


def team_scores(state: Any) -> list[tuple[int, int]]:
    """(points, tokens) of blue and orange, from what player 0 sees at the end."""
    seen = GAME.observe(state, 0)
    result = []
    for view in seen.piles:
        held = list(view.tokens) + list(view.face_up)
        result.append((sum(POINTS[name] for name in held), len(held)))
    return result


@pytest.mark.rules("BR-10.4", "BR-R8", "BR-10.5")
def test_four_idle_player_turns_in_a_row_end_the_game() -> None:
    state = play(start(), Move((3, 1), "N"), "Fruit")
    for idle in (1, 2, 3):
        state = idle_turn(state)
        assert not GAME.is_terminal(state)
        assert GAME.observe(state, 0).idle_turns == idle
    state = idle_turn(state)
    assert GAME.is_terminal(state)
    assert GAME.winners(state) == {0}  # 2 points (a Fruit) to none


@pytest.mark.rules("BR-R8")
def test_eating_a_token_starts_the_idle_count_again() -> None:
    state = play(start(), Move((3, 1), "N"), "Fruit")
    state = idle_turn(idle_turn(state))
    state = swap(play(state, Move((4, 4), "E"), "Fruit"))  # orange eats: progress
    assert GAME.observe(state, 0).idle_turns == 0
    for _ in range(3):
        state = idle_turn(state)
    assert not GAME.is_terminal(state)


@pytest.mark.rules("BR-10.4", "BR-R8")
@pytest.mark.parametrize(
    ("direction", "victim", "in_reserve", "idle"),
    [("W", "blue", 3, 0), ("SW", "orange", 2, 1)],
)
def test_scaring_an_opposing_triceratops_is_progress_but_not_ones_own(
    direction: str, victim: str, in_reserve: int, idle: int
) -> None:
    state = play(start(), Move((3, 1), "W"), "Trap")  # the Raptor on (2, 1)
    # Orange moves it onto blue's (1, 1) or its own (1, 2); then a charge (no progress).
    state = play(state, MoveCarnivore((2, 1), direction))
    assert GAME.observe(state, 0).reserve.count(f"{victim} triceratops") == in_reserve
    state = play(state, Charge((4, 4), "S"), Place((4, 4)))
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 0).idle_turns == idle


@pytest.mark.rules("BR-10.5", "BR-10.6", "BR-10.7", "BR-19.6")
@pytest.mark.parametrize(
    ("blue", "orange", "winners"),
    [
        (("Indigestible",), ("Fruit",), {0}),  # 3 points to 2
        (("Fruit",), ("Indigestible",), {1}),
        (("Trap",), ("Fruit",), {0}),  # 3 to 2
        (("Indigestible",), ("Birth", "Fruit"), {0}),  # 3 to 3: one token beats two
        (("Fruit",), ("Birth", "Hideout"), {0}),  # 2 to 2: one token beats two
        (("SuperYum",), ("Hideout",), {0, 1}),  # 1 to 1, one each: shared
        (("Fruit",), ("Fruit",), {0, 1}),
        (("Birth", "Birth"), ("Fruit",), {1}),  # 2 to 2, two tokens to one
        (("Trap",), ("Indigestible",), {0, 1}),
    ],
)
def test_scores_then_fewest_tokens_then_a_shared_victory(
    blue: tuple[str, ...], orange: tuple[str, ...], winners: set[int]
) -> None:
    state = game_with(blue, orange)
    assert GAME.winners(state) == winners
    (blue_points, blue_tokens), (orange_points, orange_tokens) = team_scores(state)
    assert blue_points == sum(POINTS[t] for t in blue)
    assert orange_points == sum(POINTS[t] for t in orange)
    assert (blue_tokens, orange_tokens) == (len(blue), len(orange))


@pytest.mark.rules("BR-11.3", "BR-11.8", "BR-11.17", "BR-11.20", "BR-11.23", "BR-11.26", "BR-R26")
@pytest.mark.parametrize(
    ("blue", "orange", "winners"),
    [
        # A 1-point token plus a Fruit beats a Fruit (so it is worth at least 1), two
        # of them do not beat a Fruit (so at most 1).
        (("Birth", "Fruit"), ("Fruit",), {0}),
        (("Birth", "Birth"), ("Fruit",), {1}),
        (("Hideout", "Fruit"), ("Fruit",), {0}),
        (("Hideout", "Hideout"), ("Fruit",), {1}),
        (("SuperYum", "Fruit"), ("Fruit",), {0}),
        (("SuperYum", "SuperYum"), ("Fruit",), {1}),
        # A 3-point token beats a Fruit but not two.
        (("Indigestible",), ("Fruit",), {0}),
        (("Indigestible",), ("Fruit", "Fruit"), {1}),
        (("Trap",), ("Fruit",), {0}),
        (("Trap",), ("Fruit", "Fruit"), {1}),
        # Two Fruits are worth a Birth and an Indigestible Grass: 4 to 4, 2 tokens each.
        (("Fruit", "Fruit"), ("Birth", "Indigestible"), {0, 1}),
    ],
)
def test_each_token_scores_its_printed_points(
    blue: tuple[str, ...], orange: tuple[str, ...], winners: set[int]
) -> None:
    assert GAME.winners(game_with(blue, orange)) == winners


def _first_game(predicate: Any, **options: Any) -> Any:
    for seed in range(400):
        final = random_playout(GAME, seed=seed, **options).final_state
        if predicate(final):
            return final
    raise AssertionError("no such game in 400 seeds")


def _herbivores_on_board(state: Any, colour: str) -> int:
    return sum(1 for name in GAME.observe(state, 0).board if name.startswith(colour))


@pytest.mark.rules("BR-10.1", "BR-10.2", "BR-2.2")
def test_a_player_without_triceratops_loses_whatever_the_grass() -> None:
    def wiped_richer(state: Any) -> bool:
        blue, orange = team_scores(state)
        for colour, mine, theirs in (("blue", blue, orange), ("orange", orange, blue)):
            if _herbivores_on_board(state, colour) == 0 and mine[0] > theirs[0]:
                return True
        return False

    final = _first_game(wiped_richer)
    loser = 0 if _herbivores_on_board(final, "blue") == 0 else 1
    assert GAME.winners(final) == {1 - loser}
    assert GAME.observe(final, 0).face_down_on_meadow > 0


@pytest.mark.rules("BR-10.1", "BR-10.3", "BR-10.5", "BR-2.2")
def test_the_game_ends_when_no_grass_is_left() -> None:
    final = _first_game(lambda s: GAME.observe(s, 0).face_down_on_meadow == 0)
    (blue, blue_n), (orange, orange_n) = team_scores(final)
    expected = {0} if (blue, -blue_n) > (orange, -orange_n) else {1}
    if (blue, blue_n) == (orange, orange_n):
        expected = {0, 1}
    assert GAME.winners(final) == expected
    assert GAME.observe(final, 0).idle_turns < 4


@pytest.mark.rules("BR-R16")
def test_the_end_waits_until_the_action_is_fully_resolved() -> None:
    state = GAME.initial_state(seed=11)
    chooser = Rng.from_seed(11)
    while GAME.observe(state, 0).face_down_on_meadow:
        action, chooser = chooser.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
    # The last token eaten was a Birth: the newborn is placed before the game ends.
    assert not GAME.is_terminal(state)
    assert GAME.observe(state, 0).decision == "place the newborn orange triceratops"
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.is_terminal(state)


@pytest.mark.rules("BR-11.13", "BR-11.10")
@pytest.mark.parametrize(
    ("first", "second", "winners"),
    [("Fruit", "Fruit", {0}), ("Fruit", "Birth", {1})],
)
def test_a_flower_given_away_scores_one_for_its_new_owner(
    first: str, second: str, winners: set[int]
) -> None:
    # Blue eats ``first``; orange's Flower takes it and leaves blue the Flower; blue then
    # eats ``second``. Blue: Flower + second; orange: first.
    state = play(start(), Move((3, 1), "N"), first, Move((4, 4), "E"), "Flower")
    state = swap(play(state, Stolen(first)))
    state = swap(settle(play(state, Move((3, 0), "E"), second)))
    while not GAME.is_terminal(state):
        state = idle_turn(state)
    assert GAME.winners(state) == winners
