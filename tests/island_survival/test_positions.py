"""Positions as text: exact round trips, hostile texts refused, the builder (IS-R26)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import dinorules.island_survival as isl
from dinorules import CHANCE
from dinorules.kernel import Rng
from dinorules.kernel.position import PositionError
from dinorules.testing import check_positions, fuzz_positions
from dinorules.testing.fuzz import option_sets
from dinorules.testing.positions import random_states
from tests.island_survival.helpers import DATA, Draw, MoveTo, Pick, Roll, chips, phase, play, where

GAME = isl.GAME
FRESH = (
    "island_survival players=2; seats {1: [Alan, Billy, Paul, Amanda, Udesky, Nash]}; "
    "duel -; winners {}; turn 1; round 1; human 1; phase pick_pawn; "
    "pawns {Alan: START, Amanda: START, Billy: START, Nash: START, Paul: START, Udesky: START}; "
    "chips {Alan: 3, Amanda: 3, Billy: 3, Eric: 1, Nash: 3, Paul: 3, Udesky: 3}; "
    "status {Eric: aside}; lost 0; dinosaurs {Ptera 1: NEST, Ptera 2: NEST, Ptera 3: P4, "
    "Ptera 4: P5, Ptera 5: P7, Ptera 6: P9, Raptor 1: R5, Raptor 2: R8, Raptor 3: B4, "
    "Spino A: J7, Spino B: S5, T-Rex: J5}; came_from {}; discards {}; spent no; forced -; "
    'steps 2; group []; asking []; drawer -; drawn_on {}; section -; card ""; dinosaur -; '
    'queue []; attacked {}; victim -; face ""; battle_size 0; carried no; rng 0xbc8ad8a7625ea505'
)
"""A fresh 2-player game of seed 3, as written (docs/rules/island_survival.md, "Positions")."""


def refused(text: str, **options: object) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text, **options)
    return caught.value


def built(error_at: str, rule: str, **sections: str) -> None:
    """A partial text with these sections (value text) is refused at ``error_at`` by ``rule``."""
    text = "; ".join(
        ["island_survival chance=explicit", *(f"{k} {v}" for k, v in sections.items())]
    )
    error = refused(text)
    assert (error.field, error.rule) == (error_at, rule), str(error)


# --- Round trips -----------------------------------------------------------------


@pytest.mark.rules("IS-R26")
def test_a_fresh_game_is_written_as_documented_and_read_back() -> None:
    state = isl.initial_state(seed=3, players=2)
    assert GAME.position(state) == FRESH
    assert GAME.from_position(FRESH) == state


@pytest.mark.rules("IS-R26", "IS-R20")
@pytest.mark.parametrize("options", option_sets(GAME), ids=str)
def test_every_state_of_short_games_reads_back_exactly(options: dict[str, object]) -> None:
    report = check_positions(GAME, games=1, seed=2, options={**options, "max_turns": 6})
    assert report.ok, report.problems
    assert report.checked > 100


@pytest.mark.rules("IS-R26")
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_states_of_whole_games_read_back_exactly(chance: str) -> None:
    states = list(random_states(GAME, games=2, seed=5, options={"chance": chance}))
    for state in states[::9]:
        text = GAME.position(state)
        back = GAME.from_position(text)
        assert back == state, text
        assert GAME.position(back) == text


@pytest.mark.rules("IS-R26", "IS-R24")
def test_a_position_of_a_board_file_reads_back_with_the_file(tmp_path: Path) -> None:
    board = tmp_path / "board.toml"
    text = (DATA / "board.toml").read_text(encoding="utf-8")
    board.write_text(text.replace('name = "standard"', 'name = "mine"'), encoding="utf-8")
    state = isl.initial_state(seed=1, board=str(board))
    text = GAME.position(state)
    assert text.startswith("island_survival board=file;")
    assert refused(text).field == "board"
    assert GAME.from_position(text, board=str(board)) == state


@pytest.mark.rules("IS-R26", "IS-R23")
def test_an_observation_is_written_whole_but_for_the_generator() -> None:
    state = play(isl.initial_state(seed=4, chance="explicit"), Roll("3"))
    text = GAME.position(isl.observe(state, 2))
    assert text.startswith("island_survival observation; player 2;")
    assert f"{state.rng.state:#x}" not in text and "rng" not in text
    assert "PileView(section=Race to the Rescue, pile={Exhausted, Not yet!*2" in text


# --- Hostile texts -----------------------------------------------------------------


@pytest.mark.rules("IS-R26")
def test_hostile_variants_are_refused_or_sound() -> None:
    report = fuzz_positions(GAME, texts=300, seed=3)
    assert report.ok, report.problems


@pytest.mark.rules("IS-R26")
def test_a_phase_that_cannot_follow_the_rest_is_refused_or_plays_on() -> None:
    states = list(random_states(GAME, games=1, seed=9, options={"chance": "explicit"}))
    rng = Rng.from_seed(1)
    for state in states[::25]:
        for phase_now in isl.Phase:
            text = GAME.position(state).replace(
                f"phase {state.phase.name.lower()};", f"phase {phase_now.name.lower()};"
            )
            try:
                variant = GAME.from_position(text)
            except PositionError:
                continue
            for _ in range(4):
                assert GAME.invariants(variant) == ()
                if GAME.is_terminal(variant):
                    break
                if GAME.current_player(variant) is CHANCE:
                    action = GAME.chance_outcomes(variant)[0][0]
                else:
                    action, rng = rng.choice(GAME.legal_actions(variant))
                variant = GAME.apply(variant, action)


@pytest.mark.rules("IS-R26")
def test_a_malformed_text_names_its_section() -> None:
    assert (refused("jurassattack; turn 1").field, refused("x").rule) == ("game", "IS-R26")
    error = refused("island_survival; chips {Alan: many}")
    assert (error.field, error.rule) == ("chips[Alan]", "IS-10.1")
    assert refused("island_survival; phase asleep").field == "phase"
    assert refused("island_survival; pawns {Bob: J1}").field == "pawns[Bob]"


@pytest.mark.rules("IS-R2", "IS-R1", "IS-5.7")
def test_seats_must_hold_each_character_once_and_be_human_seats() -> None:
    built("seats", "IS-R2", seats="{1: [Alan, Alan]}")
    built("seats", "IS-R1", seats="{0: [Alan, Billy], 2: [Paul, Amanda], 3: [Udesky, Nash]}")
    built("seats", "IS-R1", seats="{1: [Billy], 2: [Paul, Amanda], 3: [Udesky, Nash]}")
    seats = "{1: [Alan, Billy, Eric], 2: [Paul, Amanda], 3: [Udesky, Nash]}"
    built("seats", "IS-5.7", seats=seats)
    built("human", "IS-R1", human="4")


@pytest.mark.rules("IS-R3", "IS-9.3", "IS-R14", "IS-R19")
def test_pieces_must_stand_on_the_board_where_they_may() -> None:
    pawns = "{Alan: J99, Amanda: START, Billy: START, Nash: START, Paul: START, Udesky: START}"
    built("pawns[Alan]", "IS-R3", pawns=pawns)
    built("status", "IS-R14", pawns="{Amanda: START, Billy: START}")  # Alan off the board
    built("dinosaurs[T-Rex]", "IS-9.3", dinosaurs="{T-Rex: H1}")  # the Humans Only Shortcut
    built("dinosaurs[T-Rex]", "IS-R3", dinosaurs="{T-Rex: Moon}")
    built("dinosaurs[Rex]", "IS-R3", dinosaurs="{Rex: J5}")
    built("came_from[T-Rex]", "IS-R19", came_from="{T-Rex: J4}")  # not on the cover


@pytest.mark.rules("IS-R5", "IS-5.2", "IS-R14", "IS-16.2")
def test_cards_and_chips_cannot_exceed_the_lists() -> None:
    built("discards", "IS-R5", discards="{Jaw to Jaw: {Quiet jungle*2}}")
    built("discards", "IS-R5", discards='{"Jaw to Jaw": {WIN}}')
    built("discards[Swamp]", "IS-R3", discards="{Swamp: {WIN}}")
    built("card", "IS-R5", section="Jaw to Jaw", card="WIN")
    built("card", "IS-16.2", card="WIN")  # followed, from no section
    held = "{Alan: 9, Amanda: 5, Billy: 1, Eric: 3, Nash: 5, Paul: 5, Udesky: 5}"
    built("chips[Alan]", "IS-5.2", chips=held)  # as many chips in all, but Alan's are too many
    built("lost", "IS-R14", lost="3")


@pytest.mark.rules("IS-R20", "IS-R21", "IS-17.2", "IS-11.4", "IS-16.1", "IS-8.1")
def test_a_phase_or_counter_that_cannot_follow_the_rest_is_refused() -> None:
    built("turn", "IS-R20", turn="501")
    built("winners", "IS-R21", winners="{5}")
    built("phase", "IS-R20", winners="{1}")  # a winner, and the game goes on
    built("duel", "IS-17.2", duel="Duel(raptor=T-Rex)")
    built("victim", "IS-11.4", phase="escape")
    built("drawer", "IS-16.1", phase="draw")
    built("group", "IS-8.1", phase="human_move", steps="2")


# --- The builder -----------------------------------------------------------------


@pytest.mark.rules("IS-R26", "IS-16.1")
def test_cards_not_named_for_the_discards_are_the_pile() -> None:
    builder = GAME.position_builder(chance="explicit").place("Alan", "J3").drawing("Alan")
    state = builder.pile("Jaw to Jaw", "Crash landing", "Quiet jungle").build()
    assert dict(isl.chance_outcomes(state)) == {
        Draw("Crash landing"): Fraction(1, 2),
        Draw("Quiet jungle"): Fraction(1, 2),
    }
    seen = isl.observe(state, 0).piles[0]
    assert len(seen.discard) == 4
    discarded = GAME.position_builder().discard("Race to the Rescue", "WIN", "WIN").build()
    assert "WIN" not in isl.observe(discarded, 0).piles[4].pile


@pytest.mark.rules("IS-R26", "IS-10.1", "IS-R14", "IS-5.5")
def test_the_builder_moves_pieces_and_keeps_chips_conserved() -> None:
    builder = GAME.position_builder(players=2).place("Alan", "B6").place("T-Rex", "J2")
    state = builder.chips("Billy", 1).remove("Paul", "Spino B").join("Eric", 1, "J3").build()
    assert (where(state, "Alan"), where(state, "Eric"), chips(state, "Billy")) == ("B6", "J3", 1)
    seen = isl.observe(state, 0)
    assert (seen.lost_chips, seen.characters[2].status, seen.dinosaurs[10].space) == (
        5,
        "removed",
        None,
    )
    with pytest.raises(PositionError) as caught:
        GAME.position_builder().place("Eric", "J1")
    assert (caught.value.field, caught.value.rule) == ("pawns[Eric]", "IS-5.5")


@pytest.mark.rules("IS-R26", "IS-8.2", "IS-6.2", "IS-12.1")
def test_the_builder_sets_the_turn_in_the_games_words() -> None:
    state = GAME.position_builder(chance="explicit").turn(2, roll="3").build()
    assert (isl.current_player(state), phase(state), isl.observe(state, 0).steps) == (
        2,
        "pick_pawn",
        3,
    )
    assert isl.legal_actions(state) == (Pick("Paul"), Pick("Amanda"))
    rolling = GAME.position_builder(chance="explicit").turn(3).build()
    assert (phase(rolling), isl.observe(rolling, 0).human) == ("human_roll", 3)
    builder = GAME.position_builder(chance="explicit").place("Alan", "J1")
    dinosaurs = builder.dinosaur_turn().build()
    assert (phase(dinosaurs), isl.current_player(dinosaurs)) == ("dino_roll", CHANCE)
    fight = GAME.position_builder(chance="explicit").place("Alan", "J5").battle("Alan", "T-Rex")
    state = play(fight.build(), Roll("2"), Roll("Hit"))
    assert chips(state, "Alan") == 3
    with pytest.raises(PositionError) as caught:
        GAME.position_builder().turn(1, roll="7")
    assert (caught.value.field, caught.value.rule) == ("steps", "IS-8.2")


@pytest.mark.rules("IS-R26", "IS-7.1")
def test_a_partial_text_is_a_fresh_game_with_those_sections() -> None:
    state = GAME.from_position(
        "island_survival chance=explicit; human 2; phase pick_pawn; steps 1; "
        "pawns {Alan: START, Amanda: J9, Billy: START, Nash: START, Paul: START, Udesky: START}"
    )
    state = play(state, Pick("Amanda"))
    assert [a.space for a in isl.legal_actions(state)] == ["J8", "J10"]
    assert isinstance(isl.legal_actions(state)[0], MoveTo)
