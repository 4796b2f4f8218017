"""Card effects: Compys (JA-9.4..9.6), Dilophosaurus blinding (JA-9.1), Velociraptor returns
(JA-9.2, JA-9.3), and a double knockout as a win for both (JA-7.3)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import dinorules.jurassattack as ja
from dinorules.jurassattack.components import STANDARD
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    REX_F,
    REX_M,
    SARCO,
    SPINO,
    assert_illegal,
    cards,
    deal,
    draw,
    fight,
    play,
    returns,
    seat_view,
)

# --- Compys (FAQ) ---------------------------------------------------------------


@pytest.mark.rules("JA-9.6", "JA-5.6")
def test_faq_three_compys_tie_a_female_t_rex() -> None:
    state = deal([COMPY, COMPY, COMPY, EGG, EGG], [REX_F, EGG, EGG, EGG, EGG])
    state = fight(state, [COMPY, COMPY, COMPY], [REX_F])
    record = ja.observe(state, FOSSIL).last_fight
    assert record.ferocity == (9, 9)
    assert record.winners == (FOOTPRINT, FOSSIL)


@pytest.mark.rules("JA-9.4", "JA-9.5", "JA-R6")
@pytest.mark.parametrize(("compys", "total"), [(1, 1), (2, 4), (4, 16), (5, 25)])
def test_faq_each_compy_is_as_fierce_as_the_compys_in_its_pack(compys: int, total: int) -> None:
    state = deal([COMPY] * 5, [EGG] * 5)
    state = fight(state, [COMPY] * compys, [EGG])
    assert ja.observe(state, FOSSIL).last_fight.ferocity == (total, 0)


@pytest.mark.rules("JA-9.5", "JA-R6")
def test_only_compys_count_for_the_compy_bonus() -> None:
    state = deal([COMPY, COMPY, PTERA, EGG, EGG], [EGG] * 5)
    # 2 Compys at 2 each, plus a Pteranodon 2 and an Egg 0; not 4 cards at 4 each.
    state = fight(state, [COMPY, COMPY, EGG, PTERA], [EGG])
    assert ja.observe(state, FOSSIL).last_fight.ferocity == (6, 0)


# --- Dilophosaurus (FAQ) --------------------------------------------------------


@pytest.mark.rules("JA-9.1", "JA-R7", "JA-R8")
def test_faq_two_dilophosaurs_blind_the_rival_for_the_next_round_only() -> None:
    state = deal([DILO, DILO, EGG, EGG, EGG], [COMPY, EGG, EGG, PTERA, SARCO])
    state = fight(state, [DILO, DILO], [COMPY])  # 6 against 1
    state = draw(state, EGG)
    assert ja.observe(state, FOSSIL).blinded == (FOSSIL,)
    state = play(state, EGG)  # round 2: the winner plays first
    blind = ja.observe(state, FOSSIL).seats[FOOTPRINT]
    assert (blind.face_down, blind.hand_size, blind.held) == (ja.UNSEEN, ja.UNSEEN, 3)
    assert ja.observe(state, FOOTPRINT).seats[FOOTPRINT].face_down == 1
    state = play(state, EGG)  # 0 against 0: double knockout, Footprint first again
    assert ja.observe(state, FOSSIL).blinded == ()
    state = play(state, EGG)  # round 3: not blinded any more
    seen = ja.observe(state, FOSSIL).seats[FOOTPRINT]
    assert (seen.face_down, seen.hand_size, seen.held) == (1, 1, 2)


@pytest.mark.rules("JA-R7")
def test_a_losing_dilophosaurus_blinds_nobody() -> None:
    state = deal([DILO, EGG, EGG, EGG, EGG], [SARCO, PTERA, EGG, EGG, EGG])
    state = fight(state, [DILO], [PTERA, SARCO])  # 3 against 5
    assert ja.observe(state, FOOTPRINT).blinded == ()


@pytest.mark.rules("JA-7.3", "JA-R7")
def test_a_double_knockout_counts_as_a_win_for_the_dilophosaurus() -> None:
    state = deal([DILO, EGG, EGG, EGG, EGG], [SARCO, EGG, EGG, EGG, DILO])
    state = fight(state, [DILO], [SARCO])  # 3 against 3
    assert ja.observe(state, FOOTPRINT).blinded == (FOSSIL,)
    state = fight(state, [EGG], [EGG])  # no Dilophosaurus this time
    assert ja.observe(state, FOOTPRINT).blinded == ()


@pytest.mark.rules("JA-7.3", "JA-R8")
def test_both_blinded_after_a_knockout_of_two_dilophosaurs() -> None:
    state = deal([DILO, EGG, EGG, EGG, EGG], [DILO, EGG, EGG, EGG, EGG])
    state = fight(state, [DILO], [DILO])
    assert ja.observe(state, FOOTPRINT).blinded == (FOOTPRINT, FOSSIL)
    # Footprint plays first: being blinded hides nothing, the rival has not played.
    assert seat_view(state, FOSSIL, FOOTPRINT).hand_size == 4
    state = play(state, EGG, EGG)
    hidden = seat_view(state, FOOTPRINT, FOSSIL)
    assert (hidden.face_down, hidden.hand_size, hidden.held) == (ja.UNSEEN, ja.UNSEEN, 4)


# --- Velociraptor (FAQ) ---------------------------------------------------------


def _two_raptors_scored_by_fossil() -> ja.JurassAttackState:
    state = deal([RAPTOR, RAPTOR, EGG, COMPY, SARCO], [REX_F, EGG, COMPY, PTERA, SARCO])
    return fight(state, [RAPTOR, RAPTOR], [REX_F])  # 4 + 4 = 8 against 9


@pytest.mark.rules("JA-9.2", "JA-R9", "JA-R17")
def test_faq_the_winner_returns_a_card_for_each_velociraptor_scored() -> None:
    state = _two_raptors_scored_by_fossil()
    assert seat_view(state, FOSSIL).captured == cards(RAPTOR, RAPTOR)
    assert ja.current_player(state) == FOSSIL
    assert ja.observe(state, FOOTPRINT).returns_owed == 2
    assert ja.legal_actions(state) == returns(COMPY, EGG, PTERA, SARCO)
    state = ja.apply(state, ja.ReturnCard(EGG))
    assert seat_view(state, FOSSIL).deck_size == 23
    assert ja.current_player(state) == FOSSIL  # one decision per Velociraptor
    state = ja.apply(state, ja.ReturnCard(COMPY))
    assert ja.observe(state, FOSSIL).hand == cards(PTERA, SARCO)
    assert seat_view(state, FOSSIL).deck_size == 24
    # Only then does the loser draw back up to five (3 in hand: 2 draws).
    assert ja.observe(state, FOSSIL).draws == (FOOTPRINT, FOOTPRINT)


@pytest.mark.rules("JA-9.3")
def test_faq_the_loser_is_never_affected_by_the_rivals_velociraptors() -> None:
    state = deal([RAPTOR, RAPTOR, EGG, COMPY, SARCO], [COMPY, EGG, EGG, PTERA, SARCO])
    state = fight(state, [RAPTOR, RAPTOR], [COMPY])  # Footprint wins with its raptors
    view = ja.observe(state, FOSSIL)
    assert view.returns_owed == 0
    assert view.seats[FOOTPRINT].discard == cards(RAPTOR, RAPTOR)
    assert view.hand == cards(EGG, EGG, PTERA, SARCO)  # nothing taken from the loser
    assert view.draws == (FOSSIL,)


@pytest.mark.rules("JA-R9")
def test_returns_stop_when_the_hand_is_empty_and_the_winner_then_draws_one() -> None:
    state = deal([RAPTOR, RAPTOR, EGG, COMPY, SARCO], [SARCO, SARCO, SARCO, PTERA, EGG])
    state = fight(state, [RAPTOR, RAPTOR], [PTERA, SARCO, SARCO, SARCO])  # 8 against 11
    assert ja.observe(state, FOOTPRINT).returns_owed == 1  # two raptors, one card in hand
    state = ja.apply(state, ja.ReturnCard(EGG))
    # The loser draws two, then the empty-handed winner draws one: maybe that Egg.
    assert ja.observe(state, FOOTPRINT).draws == (FOOTPRINT, FOOTPRINT, FOSSIL)
    state = draw(state, COMPY, COMPY, EGG)
    assert ja.observe(state, FOSSIL).hand == cards(EGG)


@pytest.mark.rules("JA-R9", "JA-7.3")
def test_no_velociraptor_is_scored_in_a_double_knockout() -> None:
    state = deal([RAPTOR, EGG, EGG, EGG, EGG], [RAPTOR, EGG, EGG, EGG, EGG])
    state = fight(state, [RAPTOR], [RAPTOR])
    view = ja.observe(state, FOOTPRINT)
    assert view.returns_owed == 0 and ja.current_player(state) == FOOTPRINT
    assert view.seats[FOOTPRINT].discard == cards(RAPTOR) == view.seats[FOSSIL].discard


@pytest.mark.rules("JA-9.2", "JA-3.2")
def test_while_returns_are_owed_no_pack_is_played() -> None:
    state = _two_raptors_scored_by_fossil()
    assert_illegal(state, ja.PlayPack.of(PTERA), "JA-9.2")
    message = assert_illegal(state, ja.ReturnCard(SPINO), "JA-9.2")
    assert "holds no 'Spinosaurus'" in message


@pytest.mark.rules("JA-R10", "JA-2.2")
def test_a_returned_card_is_simply_back_in_the_deck_for_later_draws() -> None:
    state = _two_raptors_scored_by_fossil()
    state = ja.apply(state, ja.ReturnCard(PTERA))
    # No chance node for the shuffle itself: the winner decides again at once.
    assert ja.current_player(state) == FOSSIL and ja.chance_outcomes(state) == ()
    state = ja.apply(state, ja.ReturnCard(SARCO))
    state = draw(state, EGG, EGG)  # Footprint: EGG, COMPY, SARCO + 2 Eggs
    state = fight(state, [SARCO], [COMPY])  # Fossil plays first now and loses, 1 against 3
    assert ja.observe(state, FOOTPRINT).draws == (FOSSIL,) * 4
    odds = dict(ja.chance_outcomes(state))
    # Fossil's deck: 27 less the opening hand (T-Rex female, Egg, Compy, Pteranodon,
    # Sarcosuchus) = 22, plus the returned Pteranodon and Sarcosuchus = 24 cards,
    # holding 4 Pteranodons and 4 Sarcosuchus.
    assert seat_view(state, FOSSIL).deck_size == 24
    assert odds[ja.Draw(PTERA)] == odds[ja.Draw(SARCO)] == Fraction(4, 24)
    assert odds[ja.Draw(SPINO)] == Fraction(1, 24) and ja.Draw(REX_F) not in odds


@pytest.mark.rules("JA-R11")
def test_sarcosuchus_spinosaurus_pteranodon_and_male_t_rex_have_no_effect() -> None:
    for name in (SARCO, SPINO, PTERA, REX_M):
        assert STANDARD.deck.card(name).effects == ()
    state = deal([SPINO, REX_M, EGG, EGG, EGG], [SARCO, SARCO, PTERA, EGG, EGG])
    state = fight(state, [SPINO], [PTERA, SARCO, SARCO])  # 10 against 8
    view = ja.observe(state, FOSSIL)
    assert view.blinded == () and view.returns_owed == 0
    assert view.draws == (FOSSIL, FOSSIL, FOSSIL)


@pytest.mark.rules("JA-R7", "JA-9.1")
def test_winning_again_with_a_dilophosaurus_blinds_again() -> None:
    state = deal([DILO, DILO, EGG, EGG, EGG], [COMPY, EGG, EGG, PTERA, SARCO])
    state = fight(state, [DILO], [EGG])  # 3 against 0
    state = draw(state, EGG)
    state = fight(state, [DILO], [COMPY])  # 3 against 1, Footprint first
    state = draw(state, EGG)
    assert ja.observe(state, FOSSIL).blinded == (FOSSIL,)
    state = play(state, EGG)
    assert seat_view(state, FOOTPRINT, FOSSIL).face_down == ja.UNSEEN
