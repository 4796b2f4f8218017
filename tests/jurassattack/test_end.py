"""End of the game (JA-8): when it ends, points, the score-pile tie-break, shared victory.

Each test sets up the last round of a standard game as a position (JA-R18).
"""

from __future__ import annotations

import pytest

import dinorules.jurassattack as ja
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    SARCO,
    SCORES,
    SPINO,
    cards,
    fight,
    play,
    seat_view,
)


def _last_round(**piles: tuple[str, ...]) -> ja.JurassAttackState:
    """The standard deck's last round: each seat's hand and score piles, both decks empty."""
    build = ja.GAME.position_builder(chance="explicit", forced="explicit").round(12).turn(FOOTPRINT)
    for seat, side in ((FOOTPRINT, "footprint"), (FOSSIL, "fossil")):
        build.hand(seat, *piles.get(f"{side}_hand", ())).deck(seat)
        build.captured(seat, *piles.get(f"{side}_captured", ()))
    return build.build()


@pytest.mark.rules("JA-8.3", "JA-8.4")
def test_more_points_wins_even_with_fewer_cards() -> None:
    state = _last_round(
        footprint_hand=(SARCO,),
        footprint_captured=(EGG, PTERA),
        fossil_hand=(COMPY,),
        fossil_captured=(SPINO,),
    )
    state = fight(state, [SARCO], [COMPY])  # 3 against 1: Footprint scores the Compsognathus
    assert ja.is_terminal(state)
    assert [seat_view(state, s).points for s in (0, 1)] == [3, 5]
    assert ja.winners(state) == frozenset({FOSSIL})


@pytest.mark.rules("JA-8.5")
def test_on_equal_points_more_cards_in_the_score_pile_wins() -> None:
    state = _last_round(
        footprint_hand=(EGG,),
        footprint_captured=(EGG, PTERA),
        fossil_hand=(EGG,),
        fossil_captured=(SARCO,),
    )
    state = fight(state, [EGG], [EGG])  # 0 against 0: each keeps their own Egg
    views = [seat_view(state, s) for s in (0, 1)]
    assert [v.points for v in views] == [3, 3]
    assert [len(v.captured) + len(v.saved) for v in views] == [3, 2]
    assert ja.winners(state) == frozenset({FOOTPRINT})


@pytest.mark.rules("JA-8.1", "JA-8.2", "JA-R15")
def test_the_game_ends_after_the_round_and_equal_piles_share_the_victory() -> None:
    state = _last_round(
        footprint_hand=(EGG,),
        footprint_captured=(EGG,),
        fossil_hand=(EGG,),
        fossil_captured=(EGG,),
    )
    state = play(state, EGG)  # Footprint plays its very last card ...
    assert not ja.is_terminal(state)  # ... but the round is not over yet
    assert ja.winners(state) == frozenset()
    assert ja.current_player(state) == FOSSIL
    state = play(state, EGG)  # 0 against 0: each keeps their own Egg
    assert ja.is_terminal(state) and ja.legal_actions(state) == ()
    assert ja.current_player(state) is None
    views = [seat_view(state, s) for s in (0, 1)]
    assert [(v.points, len(v.captured) + len(v.saved)) for v in views] == [(2, 2), (2, 2)]
    assert ja.winners(state) == frozenset({FOOTPRINT, FOSSIL})


@pytest.mark.rules("JA-8.2")
def test_the_game_ends_even_if_the_other_player_still_holds_cards() -> None:
    state = _last_round(footprint_hand=(SARCO,), fossil_hand=(COMPY, DILO))
    state = fight(state, [SARCO], [COMPY])
    # Fossil still holds its Dilophosaurus, but Footprint has nothing in hand or deck.
    assert ja.observe(state, FOSSIL).hand == cards(DILO)
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
