"""End of the game (JA-8): when it ends, points, the score-pile tie-break, shared victory.

Small decks (written as TOML files) make whole games short enough to force by hand.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from tests.jurassattack.helpers import (
    FOOTPRINT,
    FOSSIL,
    SCORES,
    cards,
    deal,
    fight,
    play,
    seat_view,
    write_deck,
)


def _ones_and_a_two(tmp_path: Path, two_scores: int) -> ja.JurassAttackState:
    """Fossil scores the Two (1 card); Footprint then scores two Ones (2 cards)."""
    deck = write_deck(
        tmp_path / "ones.toml",
        [
            {"name": "One", "ferocity": 3, "score": 1, "count": 4},
            {"name": "Two", "ferocity": 5, "score": two_scores, "count": 1},
        ],
    )
    state = deal(["One"] * 4 + ["Two"], ["One"] * 4 + ["Two"], deck=deck)
    state = fight(state, ["Two"], ["One", "One"])  # 5 against 6: Fossil scores the Two
    assert not ja.is_terminal(state)
    return fight(state, ["One"] * 4, ["One", "One"])  # 12 against 6: Footprint scores 2 Ones


@pytest.mark.rules("JA-8.3", "JA-8.4")
def test_more_points_wins_even_with_fewer_cards(tmp_path: Path) -> None:
    state = _ones_and_a_two(tmp_path, two_scores=3)
    assert ja.is_terminal(state)
    assert [seat_view(state, s).points for s in (0, 1)] == [2, 3]
    assert ja.winners(state) == frozenset({FOSSIL})


@pytest.mark.rules("JA-8.5")
def test_on_equal_points_more_cards_in_the_score_pile_wins(tmp_path: Path) -> None:
    state = _ones_and_a_two(tmp_path, two_scores=2)
    views = [seat_view(state, s) for s in (0, 1)]
    assert [v.points for v in views] == [2, 2]
    assert [len(v.captured) + len(v.saved) for v in views] == [2, 1]
    assert ja.winners(state) == frozenset({FOOTPRINT})


def _eggs_and_a_two(tmp_path: Path) -> ja.JurassAttackState:
    deck = write_deck(
        tmp_path / "eggs.toml",
        [
            {"name": "Egg", "kind": "egg", "ferocity": 0, "score": 1, "count": 2},
            {"name": "Two", "ferocity": 5, "score": 2, "count": 1},
        ],
    )
    state = deal(["Egg", "Egg", "Two"], ["Egg", "Egg", "Two"], deck=deck)
    state = fight(state, ["Egg"], ["Two"])  # Fossil scores an Egg
    return fight(state, ["Two"], ["Egg"])  # Footprint scores an Egg


@pytest.mark.rules("JA-8.1", "JA-8.2", "JA-R15")
def test_the_game_ends_after_the_round_and_equal_piles_share_the_victory(
    tmp_path: Path,
) -> None:
    state = _eggs_and_a_two(tmp_path)
    assert ja.current_player(state) == FOOTPRINT
    state = play(state, "Egg")  # Footprint plays its very last card ...
    assert not ja.is_terminal(state)  # ... but the round is not over yet
    assert ja.winners(state) == frozenset()
    assert ja.current_player(state) == FOSSIL
    state = play(state, "Egg")  # 0 against 0: each keeps their own Egg
    assert ja.is_terminal(state) and ja.legal_actions(state) == ()
    assert ja.current_player(state) is None
    views = [seat_view(state, s) for s in (0, 1)]
    assert [(v.points, len(v.captured) + len(v.saved)) for v in views] == [(2, 2), (2, 2)]
    assert ja.winners(state) == frozenset({FOOTPRINT, FOSSIL})


@pytest.mark.rules("JA-8.2")
def test_the_game_ends_even_if_the_other_player_still_holds_cards(tmp_path: Path) -> None:
    state = _ones_and_a_two(tmp_path, two_scores=2)
    # Fossil still holds its Two, but Footprint has nothing in hand or deck.
    assert ja.observe(state, FOSSIL).hand == cards("Two")
    assert seat_view(state, FOOTPRINT).held + seat_view(state, FOOTPRINT).deck_size == 0
    assert ja.is_terminal(state) and ja.observe(state, FOSSIL).phase == "over"


@pytest.mark.rules("JA-8.3")
def test_points_are_the_score_values_of_the_score_pile() -> None:
    for seed in range(6):
        state = ja.initial_state(seed=seed)
        while not ja.is_terminal(state):
            state = ja.apply(state, ja.legal_actions(state)[-1])
        for seat in (FOOTPRINT, FOSSIL):
            view = seat_view(state, seat)
            pile = view.captured.union(view.saved)
            assert view.points == sum(SCORES[name] for name in pile)
        points = [seat_view(state, s).points for s in (0, 1)]
        if points[0] != points[1]:
            assert ja.winners(state) == frozenset({points.index(max(points))})
