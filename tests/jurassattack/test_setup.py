"""Setup (JA-2), the round's shape (JA-3) and who plays first in round 1 (JA-4.4)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from dinorules import CHANCE
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    REX_F,
    SARCO,
    SPINO,
    STANDARD_COUNTS,
    cards,
    deal,
    draw,
    seat_view,
    start,
    write_deck,
)


@pytest.mark.rules("JA-2.1", "JA-R1")
def test_seat_0_holds_the_footprint_deck_and_seat_1_the_fossil_deck() -> None:
    state = ja.initial_state(seed=3)
    for viewer in (FOOTPRINT, FOSSIL):
        seats = ja.observe(state, viewer).seats
        assert (seats[0].deck_back, seats[1].deck_back) == ("Footprint", "Fossil")
    # Identical lists: each player's 27 cards are the COMPONENTS.md list.
    for seat in (FOOTPRINT, FOSSIL):
        total = state.hands[seat].union(state.decks[seat])
        assert dict(total.counts) == STANDARD_COUNTS


@pytest.mark.rules("JA-2.2")
def test_each_draw_is_a_chance_node_over_the_drawing_players_own_deck() -> None:
    state = start()
    assert ja.current_player(state) is CHANCE
    odds = dict(ja.chance_outcomes(state))
    # A shuffled 27-card deck: each card type is drawn with probability count/27.
    assert odds == {ja.Draw(name): Fraction(n, 27) for name, n in STANDARD_COUNTS.items()}
    state = draw(state, SPINO)  # seat 0's only Spinosaurus is now in hand ...
    odds = dict(ja.chance_outcomes(state))
    assert ja.Draw(SPINO) not in odds
    assert odds[ja.Draw(COMPY)] == Fraction(5, 26)
    state = draw(state, COMPY, COMPY, EGG, DILO)
    # ... but seat 1 draws from its own, still full, deck.
    odds = dict(ja.chance_outcomes(state))
    assert odds[ja.Draw(SPINO)] == Fraction(1, 27)
    assert odds[ja.Draw(COMPY)] == Fraction(5, 27)


@pytest.mark.rules("JA-2.2")
def test_decks_are_face_down_and_keep_no_order() -> None:
    # Drawing the same cards in another order gives the very same game: a deck is
    # only the multiset of the cards left in it, no hidden order is stored.
    one = deal([COMPY, EGG, SARCO, PTERA, EGG], [DILO, RAPTOR, EGG, COMPY, SPINO])
    two = deal([EGG, EGG, PTERA, SARCO, COMPY], [SPINO, COMPY, EGG, RAPTOR, DILO])
    assert one == two
    # And no player sees what is in a deck, only how many cards it holds.
    other = deal([COMPY, EGG, SARCO, PTERA, EGG], [DILO, RAPTOR, EGG, COMPY, REX_F])
    assert other.decks[FOSSIL] != one.decks[FOSSIL]
    assert ja.observe(other, FOOTPRINT) == ja.observe(one, FOOTPRINT)
    assert ja.observe(one, FOOTPRINT).seats[FOSSIL].deck_size == 22


@pytest.mark.rules("JA-2.4", "JA-R16")
def test_each_player_draws_five_seat_0_first() -> None:
    state = start()
    assert ja.observe(state, FOSSIL).draws == (0, 0, 0, 0, 0, 1, 1, 1, 1, 1)
    state = draw(state, COMPY, COMPY, EGG, PTERA, SARCO)
    assert ja.observe(state, FOSSIL).draws == (1, 1, 1, 1, 1)
    state = draw(state, REX_F, RAPTOR, RAPTOR, DILO, EGG)
    assert ja.observe(state, FOOTPRINT).hand == cards(COMPY, COMPY, EGG, PTERA, SARCO)
    assert ja.observe(state, FOSSIL).hand == cards(REX_F, RAPTOR, RAPTOR, DILO, EGG)
    for seat in (FOOTPRINT, FOSSIL):
        assert seat_view(state, seat).hand_size == 5
        assert seat_view(state, seat).deck_size == 22


@pytest.mark.rules("JA-2.4")
def test_with_automatic_chance_the_game_starts_at_the_first_face_off() -> None:
    for seed in range(5):
        state = ja.initial_state(seed=seed)
        assert ja.current_player(state) == FOOTPRINT
        assert [len(state.hands[s]) for s in (0, 1)] == [5, 5]
        assert [len(state.decks[s]) for s in (0, 1)] == [22, 22]


@pytest.mark.rules("JA-4.4")
def test_footprint_plays_first_in_round_1_whatever_the_seed() -> None:
    for seed in range(8):
        state = ja.initial_state(seed=seed)
        view = ja.observe(state, FOSSIL)
        assert (view.round, view.first, ja.current_player(state)) == (1, FOOTPRINT, FOOTPRINT)


@pytest.mark.rules("JA-3.2", "JA-5.1")
def test_a_round_is_face_off_then_fight_then_finale() -> None:
    state = deal([SARCO, EGG, EGG, COMPY, PTERA], [DILO, EGG, COMPY, PTERA, RAPTOR])
    assert ja.observe(state, FOOTPRINT).phase == "face_off"
    state = ja.apply(state, ja.PlayPack.of(SARCO))
    # Face Off! goes on: nothing is fought until both players have played.
    assert ja.observe(state, FOSSIL).phase == "face_off"
    assert ja.observe(state, FOSSIL).last_fight.round == 0
    state = ja.apply(state, ja.PlayPack.of(COMPY))
    # Fight! (Sarcosuchus 3 beats a lone Compy 1), then Finale!: the loser draws one.
    view = ja.observe(state, FOSSIL)
    assert view.last_fight.round == 1 and view.last_fight.winners == (FOOTPRINT,)
    assert view.phase == "draw" and view.draws == (FOSSIL,)
    state = draw(state, EGG)
    assert ja.observe(state, FOSSIL).phase == "face_off"
    assert ja.observe(state, FOSSIL).round == 2


@pytest.mark.rules("JA-3.1")
def test_rounds_go_on_while_both_players_hold_cards() -> None:
    state = ja.initial_state(seed=5)
    rounds = [state.round]
    while not ja.is_terminal(state):
        state = ja.apply(state, ja.legal_actions(state)[0])
        if state.round != rounds[-1]:
            rounds.append(state.round)
        view = ja.observe(state, FOOTPRINT)
        if view.phase == "face_off" and not any(seat.face_down for seat in view.seats):
            # Every round starts with both players holding a card in hand or deck.
            assert all(seat.held + seat.deck_size for seat in view.seats)
    assert rounds == list(range(1, len(rounds) + 1))
    assert len(rounds) > 1
    assert any(not len(state.hands[s]) and not len(state.decks[s]) for s in (0, 1))


@pytest.mark.rules("JA-2.4", "JA-R14")
def test_a_deck_smaller_than_a_hand_is_drawn_whole(tmp_path: Path) -> None:
    deck = write_deck(
        tmp_path / "tiny.toml", [{"name": "Rex", "count": 2}, {"name": "Egg", "kind": "egg"}]
    )
    state = start(deck=deck)
    assert ja.observe(state, FOOTPRINT).draws == (0, 0, 0, 1, 1, 1)
    state = draw(state, "Rex", "Egg", "Rex", "Egg", "Rex", "Rex")
    assert seat_view(state, FOSSIL).deck_size == 0
    assert ja.observe(state, FOSSIL).hand == cards("Egg", "Rex", "Rex")
