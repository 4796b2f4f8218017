"""Positions as text: exact round trips, invalid positions refused by rule, the builder (SC-R17)."""

from __future__ import annotations

import pytest

from dinorules.kernel.position import PositionError
from dinorules.spino_chase import GAME, MovePawn, Phase, Play
from dinorules.testing import check_positions, fuzz_positions
from dinorules.testing.fuzz import option_sets
from dinorules.testing.positions import random_states
from tests.spino_chase.helpers import (
    BOAT,
    COMPY,
    PARASAIL,
    PTERA,
    RAPTOR,
    SPINO,
    TREX,
    hand,
    pawn,
    spinosaurus,
    view,
)

FRESH_STATE = GAME.initial_state(seed=0)
FRESH = GAME.position(FRESH_STATE)


def changed(section: str, value: str, text: str = FRESH) -> str:
    """``text`` with one section's value replaced."""
    parts = [
        f"{section} {value}" if part.split(" ", 1)[0] == section else part
        for part in text.split("; ")
    ]
    assert parts != text.split("; "), f"no section {section}"
    return "; ".join(parts)


def refused(text: str, **options: object) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text, **options)
    return caught.value


# --- Round trips -----------------------------------------------------------------


@pytest.mark.rules("SC-R17")
@pytest.mark.parametrize("options", option_sets(GAME), ids=str)
def test_every_state_of_short_games_reads_back_exactly(options: dict[str, object]) -> None:
    # Two rounds a game, in each chance and forced mode: every phase, the round limit.
    report = check_positions(GAME, games=1, seed=3, options={**options, "max_rounds": 2})
    assert report.ok, report.problems
    assert report.checked > 100


@pytest.mark.rules("SC-R17", "SC-7.3", "SC-8.1")
def test_states_of_whole_games_read_back_exactly() -> None:
    # Every seventh state of whole games: late rounds, reshuffles, a pawn escaped.
    for state in list(random_states(GAME, games=2, seed=11, options={}))[::7]:
        text = GAME.position(state)
        assert GAME.from_position(text) == state, text
        assert GAME.position(GAME.from_position(text)) == text


@pytest.mark.rules("SC-R17")
def test_a_fresh_game_reads_as_the_notation_documents() -> None:
    assert FRESH.startswith("spino_chase; phase play; actor 0; hands [{")
    assert "; table []; last_player -; passes 0; " in FRESH
    assert (
        "pieces Pieces(pawns=[b0, d0], spinosaurus=c0, pawn_steps=0, spinosaurus_steps=0)" in FRESH
    )
    assert "rounds Rounds(round=1, starter=0, winner=-, reshuffles=0); rng 0x" in FRESH
    assert GAME.from_position(FRESH) == GAME.initial_state(seed=0)


@pytest.mark.rules("SC-R17", "SC-R13")
def test_the_options_are_written_in_the_header_and_read_back() -> None:
    state = GAME.initial_state(seed=2, players=3, max_rounds=7, chance="explicit")
    text = GAME.position(state)
    assert text.startswith("spino_chase players=3 chance=explicit max_rounds=7; phase deal;")
    assert GAME.from_position(text) == state
    assert refused(text, players=2).field == "options"


@pytest.mark.rules("SC-R17", "SC-R1", "SC-R3")
def test_a_users_deck_is_written_as_a_file_to_give_again(plenty: str) -> None:
    state = GAME.initial_state(seed=1, deck=plenty)
    text = GAME.position(state)
    assert text.startswith("spino_chase deck=file;")
    assert refused(text).field == "deck"
    assert GAME.from_position(text, deck=plenty) == state


@pytest.mark.rules("SC-R17")
def test_a_partial_position_fills_the_rest_from_a_fresh_game() -> None:
    state = GAME.from_position("spino_chase; pieces Pieces(pawns=[b4, d2], spinosaurus=c3)")
    assert (pawn(state, 0), pawn(state, 1), spinosaurus(state)) == ((1, 4), (3, 2), (2, 3))
    assert view(state).hand == view(GAME.initial_state(seed=0)).hand
    seeded = GAME.from_position("spino_chase; rng seed 5")
    assert seeded == GAME.initial_state(seed=5)


@pytest.mark.rules("SC-R17")
def test_hostile_positions_are_refused_or_sound() -> None:
    report = fuzz_positions(GAME, texts=300, seed=1)
    assert report.ok, report.problems


@pytest.mark.rules("SC-R17", "SC-R15")
def test_an_observations_position_names_no_hidden_card() -> None:
    state = GAME.initial_state(seed=4)
    text = GAME.position(GAME.observe(state, 0))
    assert text.startswith("spino_chase observation; player 0;")
    assert "hand_sizes [7, 7]" in text
    assert "pile_size 26" in text
    # The other hand and the dealer's pile: redrawn, the observation's text is the same.
    for seed in range(5):
        other = GAME.sample_hidden(state, 0, seed=seed)
        assert GAME.position(GAME.observe(other, 0)) == text
    assert GAME.position(state) not in text
    assert "pile {" not in text


# --- Invalid positions, refused with the rule they break ---------------------------


@pytest.mark.rules("SC-R3", "SC-2.7")
def test_cards_must_be_in_the_deck_list_and_hands_full_at_most() -> None:
    error = refused(changed("hands", "[{Stegosaurus}, {}]"))
    assert (error.field, error.rule) == ("hands[0]", "SC-R3")
    error = refused(changed("hands", f"[{{{SPINO}*7}}, {{}}]"))  # the deck list has 6
    assert (error.field, error.rule) == ("hands[0]", "SC-R3")
    error = refused(changed("hands", f"[{{{COMPY}*4, {RAPTOR}*4}}, {{}}]"))
    assert (error.field, error.rule) == ("hands[0]", "SC-2.7")
    error = refused(changed("hands", "[{}, {}, {}]"))
    assert (error.field, error.rule) == ("hands", "SC-2.7")
    error = refused(changed("table", f"[{PTERA}, Stegosaurus]"))
    assert (error.field, error.rule) == ("table[1]", "SC-R3")


@pytest.mark.rules("SC-R3")
def test_every_card_of_the_deck_list_is_in_one_place() -> None:
    error = refused(changed("played", f"{{{TREX}}}"))  # a seventh Tyrannosaurus
    assert (error.field, error.rule) == ("cards", "SC-R3")
    assert "7 Tyrannosaurus (the deck list: 6)" in str(error)


@pytest.mark.rules("SC-R1", "SC-2.3", "SC-5.10")
def test_pieces_stand_on_the_board_one_pawn_a_square() -> None:
    cases = {
        "Pieces(pawns=[b0, f0], spinosaurus=c0)": ("pieces.pawns[1]", "SC-R1"),
        "Pieces(pawns=[b0, b13], spinosaurus=c0)": ("pieces.pawns[1]", "SC-R1"),
        "Pieces(pawns=[b0, d0], spinosaurus=escape)": ("pieces.spinosaurus", "SC-R1"),
        "Pieces(pawns=[b0], spinosaurus=c0)": ("pieces.pawns", "SC-2.3"),
        "Pieces(pawns=[b3, b3], spinosaurus=c0)": ("pieces.pawns", "SC-5.10"),
        "Pieces(pawns=[escape, d0], spinosaurus=c0)": ("phase", "SC-R14"),
    }
    for pieces, (field, rule) in cases.items():
        error = refused(changed("pieces", pieces))
        assert (error.field, error.rule) == (field, rule), pieces


@pytest.mark.rules("SC-R4", "SC-7.4", "SC-4.3", "SC-9.6")
def test_the_decision_is_the_seat_whose_turn_it_is() -> None:
    error = refused(changed("actor", "2"))
    assert (error.field, error.rule) == ("actor", "SC-R4")
    error = refused(changed("actor", "1"))  # seat 0 starts round 1
    assert (error.field, error.rule) == ("actor", "SC-7.4")
    played = GAME.position(GAME.apply(FRESH_STATE, GAME.legal_actions(FRESH_STATE)[0]))
    error = refused(changed("actor", "0", played))  # seat 0 has just played
    assert (error.field, error.rule) == ("actor", "SC-4.3")
    error = refused(changed("passes", "1", played))  # one pass ends a two-player round
    assert (error.field, error.rule) == ("passes", "SC-9.6")
    error = refused(changed("last_player", "3", played))
    assert (error.field, error.rule) == ("last_player", "SC-R4")


@pytest.mark.rules("SC-3.3", "SC-3.4", "SC-3.5", "SC-4.5", "SC-4.6", "SC-R13")
def test_a_phase_that_cannot_follow_the_rest_is_refused() -> None:
    builder = GAME.position_builder(forced="explicit")
    played = GAME.position(builder.table(SPINO, by=0).turn(1).build())
    cases = {
        changed("phase", "second_card", played): ("phase", "SC-3.5"),
        changed("phase", "discard", played): ("table", "SC-4.5"),
        changed("phase", "move_pawn", played): ("rounds.winner", "SC-4.6"),
        changed("phase", "over"): ("phase", "SC-R13"),
        changed("rounds", "Rounds(round=101)"): ("rounds.round", "SC-R13"),
        changed("rounds", "Rounds(round=0)"): ("rounds.round", "SC-2.7"),
    }
    for text, (field, rule) in cases.items():
        error = refused(text)
        assert (error.field, error.rule) == (field, rule), text
    for cards, rule in (((SPINO, COMPY), "SC-3.3"), ((PARASAIL, BOAT), "SC-3.4")):
        with pytest.raises(PositionError) as caught:
            GAME.position_builder().table(*cards, by=0).turn(1).build()
        assert (caught.value.field, caught.value.rule) == ("table[1]", rule)


@pytest.mark.rules("SC-R17")
def test_malformed_text_names_the_section() -> None:
    error = refused(changed("phase", "flying"))
    assert (error.field, error.rule) == ("phase", "SC-R17")
    error = refused(changed("pieces", "Pieces(pawns=[b0, d0])"))
    assert error.field == "pieces"
    error = refused(FRESH + "; dinosaurs 3")
    assert (error.field, error.rule) == ("dinosaurs", "SC-R17")
    assert refused("jurassattack; phase play").field == "game"


# --- The builder -------------------------------------------------------------------


@pytest.mark.rules("SC-R17", "SC-R3")
def test_the_builders_hand_takes_cards_from_the_pile_and_keeps_the_deck() -> None:
    state = GAME.position_builder().hand(0, TREX, TREX, PARASAIL).build()
    assert hand(state, 0) == {TREX: 2, PARASAIL: 1}
    assert view(state).hand_sizes == (3, 7)
    fresh = GAME.initial_state(seed=0)
    assert hand(state, 1) == hand(fresh, 1)  # the other hand is as dealt
    assert view(state).pile_size == 40 - 10
    assert GAME.invariants(state) == ()


@pytest.mark.rules("SC-R17", "SC-R3")
def test_cards_the_pile_lacks_come_from_the_hands_not_named() -> None:
    fresh = GAME.initial_state(seed=0)
    in_pile = dict(GAME.position_builder().current("pile").counts).get(SPINO, 0)
    state = GAME.position_builder(forced="explicit").hand(0, *[SPINO] * 6).build()
    assert hand(state, 0) == {SPINO: 6}
    # Seat 1 gave up the Spinosaurus cards the pile did not have; its hand is made up
    # again in card order, Compsognathus first.
    assert sum(hand(state, 1).values()) == 7
    assert hand(state, 1).get(SPINO, 0) == 0
    assert hand(fresh, 1).get(SPINO, 0) == 6 - in_pile
    with pytest.raises(PositionError) as caught:
        GAME.position_builder().hand(0, *[SPINO] * 6).hand(1, SPINO)
    assert (caught.value.field, caught.value.rule) == ("hands[1]", "SC-R3")


@pytest.mark.rules("SC-R17", "SC-4.3", "SC-R7")
def test_the_builders_turn_follows_the_round_pile() -> None:
    state = (
        GAME.position_builder(players=3, forced="explicit")
        .hand(2, RAPTOR, TREX)
        .table(COMPY, PTERA, by=0)
        .turn(2)
        .build()
    )
    assert view(state).passes == 1  # seat 1, between the last player and seat 2, passed
    assert view(state).last_player == 0
    assert GAME.legal_actions(state) == (Play(TREX),)


@pytest.mark.rules("SC-R17", "SC-R12")
def test_the_builder_starts_round_one_when_the_deal_is_pending() -> None:
    state = GAME.position_builder(chance="explicit").hand(1, BOAT).turn(0).build()
    assert view(state).round == 1
    assert view(state).hand_sizes == (7, 1)
    assert hand(state, 0) == {COMPY: 6, RAPTOR: 1}  # dealt in card order


@pytest.mark.rules("SC-R17", "SC-5.2")
def test_the_builders_won_round_moves_by_the_last_card() -> None:
    state = GAME.position_builder().won_round(1, RAPTOR, PARASAIL).pawn(1, "d3").build()
    seen = view(state)
    assert (seen.phase, seen.round_winner, seen.pawn_steps, seen.spinosaurus_steps) == (
        Phase.MOVE_PAWN,
        1,
        3,
        1,
    )
    assert GAME.current_player(state) == 1
    assert MovePawn("forward") in GAME.legal_actions(state)
