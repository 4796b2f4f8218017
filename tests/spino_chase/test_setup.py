"""Set-up: pawns, the Spinosaurus, the deal, hidden hands and the dealer's pile (SC-2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dinorules import CHANCE
from dinorules.spino_chase import GAME, DealCard, Phase, Play
from tests.spino_chase.helpers import (
    COMPY,
    PARASAIL,
    PHONE,
    PTERA,
    RAPTOR,
    SPINO,
    TREX,
    start,
    view,
)


@pytest.mark.rules("SC-2.3", "SC-2.4", "SC-R4")
@pytest.mark.parametrize(
    ("players", "expected"),
    [
        (2, ((1, 0), (3, 0))),
        (3, ((1, 0), (3, 0), (0, 0))),
        (4, ((1, 0), (3, 0), (0, 0), (4, 0))),
    ],
)
def test_each_seat_takes_the_boards_start_spaces_in_order(
    players: int, expected: tuple[tuple[int, int], ...]
) -> None:
    # board.toml lists the Start spaces [1,0], [3,0], [0,0], [4,0]: one pawn per player.
    state = GAME.initial_state(seed=5, players=players)
    assert view(state).pawns == expected


@pytest.mark.rules("SC-2.5")
def test_the_spinosaurus_starts_on_its_own_start_space() -> None:
    state = GAME.initial_state(seed=5, players=4)
    assert view(state).spinosaurus == (2, 0)
    assert view(state).spinosaurus not in view(state).pawns


@pytest.mark.rules("SC-2.7", "SC-R12")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seven_cards_are_dealt_to_each_player_one_chance_node_each(players: int) -> None:
    state = GAME.initial_state(seed=1, chance="explicit", players=players)
    receivers = []
    while GAME.current_player(state) is CHANCE:
        receivers.append(view(state).actor)
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    # Seat 0's hand is filled first, then seat 1's, ... (SC-R12).
    assert receivers == [seat for seat in range(players) for _ in range(7)]
    assert view(state).hand_sizes == (7,) * players
    assert view(state).pile_size == 40 - 7 * players


@pytest.mark.rules("SC-2.7")
def test_the_first_card_is_drawn_with_the_decks_frequencies() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    odds = dict(GAME.chance_outcomes(state))
    assert odds[DealCard(COMPY)] == Fraction(6, 40)
    assert odds[DealCard(PHONE)] == Fraction(4, 40)
    assert odds[DealCard(PARASAIL)] == Fraction(3, 40)
    assert sum(odds.values()) == 1


@pytest.mark.rules("SC-2.7")
def test_a_card_type_no_longer_in_the_pile_cannot_be_dealt() -> None:
    state = GAME.initial_state(seed=1, chance="explicit")
    for _ in range(3):
        state = GAME.apply(state, DealCard(PARASAIL))
    assert DealCard(PARASAIL) not in GAME.legal_actions(state)
    assert dict(GAME.chance_outcomes(state))[DealCard(COMPY)] == Fraction(6, 37)


@pytest.mark.rules("SC-2.8", "SC-R15")
def test_a_player_sees_their_own_hand_but_only_the_size_of_the_others() -> None:
    a = start([[COMPY] * 4 + [TREX] * 3, [RAPTOR] * 6 + [PTERA]])
    b = start([[COMPY] * 4 + [TREX] * 3, [PTERA] * 4 + [PHONE] * 3])
    assert view(a, 0) == view(b, 0)
    assert view(a, 1) != view(b, 1)
    assert dict(view(a, 1).hand.counts) == {RAPTOR: 6, PTERA: 1}
    assert view(a, 0).hand_sizes == (7, 7)


@pytest.mark.rules("SC-2.9", "SC-R15")
def test_the_dealers_pile_is_face_down_and_sampling_redraws_it() -> None:
    state = start([[COMPY] * 4 + [TREX] * 3, [RAPTOR] * 6 + [PTERA]])
    assert view(state).pile_size == 26
    seen_by_1 = set()
    for seed in range(8):
        sample = GAME.sample_hidden(state, 0, seed=seed)
        assert view(sample, 0) == view(state, 0)
        seen_by_1.add(view(sample, 1).hand)
        assert GAME.invariants(sample) == ()
    # Seat 1's hand and the pile are redrawn from the 33 cards seat 0 cannot see.
    assert len(seen_by_1) > 1


@pytest.mark.rules("SC-4.1", "SC-4.2", "SC-R4")
def test_the_youngest_player_seat_0_opens_the_first_round() -> None:
    state = start([[COMPY, RAPTOR, PTERA, TREX, SPINO, PHONE, PARASAIL], [TREX] * 5 + [PTERA] * 2])
    assert GAME.current_player(state) == 0
    assert view(state).phase is Phase.PLAY
    assert view(state).round == 1
    assert view(state).table == ()
    state = GAME.apply(state, Play(PHONE))
    state = GAME.apply(state, Play(COMPY))  # "a card(s)": an Escape and its Dinosaur
    assert view(state).table == (PHONE, COMPY)
    assert GAME.current_player(state) == 1
