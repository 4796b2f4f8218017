"""Positions as text, both ways, the builder, and positions refused by rule (BR-R29)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules.brunch import GAME, Move, MoveCarnivore
from dinorules.kernel.position import PositionError
from dinorules.testing import check_positions, fuzz_positions
from dinorules.testing.fuzz import option_sets
from dinorules.testing.positions import random_states

from .helpers import data_file

FRESH = (
    "brunch; meadow [~ ~ ~ ~ ~ ~, ~ bT ~ bT ~ oT, ~ oT ~ ~ ~ ~, oT ~ ~ ~ ~ ~, ~ ~ ~ ~ oT ~, "
    "~ ~ bT ~ bT ~]; reserve {RA, bT, oT}; usable {bT: {}, oT: {}}; hidden {bT: {}, oT: {}}; "
    "face_up {bT: {}, oT: {}}; pool {Birth*3, Flower*4, Fruit*12, Hideout*2, Indigestible*3, "
    "SuperYum*3, Trap}; box []; box_unknown 0; discard {}; turn bT; actions_left 1; "
    "raptor_moved no; progress no; idle_turns 0; drowsy no; phase main; chance -; "
    "rng 0x12ae30237b17df14"
)
"""The fresh game of seed 7, as docs/rules/brunch.md shows it."""
ROWS = (
    "~ ~ ~ ~ ~ ~",
    "~ bT ~ bT ~ oT",
    "~ oT ~ ~ ~ ~",
    "oT ~ ~ ~ ~ ~",
    "~ ~ ~ ~ oT ~",
    "~ ~ bT ~ bT ~",
)
"""The fresh meadow, row by row."""


def meadow(*changes: tuple[int, int, str]) -> str:
    """The fresh meadow's section with ``(column, row, cell)`` changed."""
    rows = [row.split() for row in ROWS]
    for column, row, cell in changes:
        rows[row][column] = cell
    return "meadow [" + ", ".join(" ".join(cells) for cells in rows) + "]"


def refused(text: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text)
    return caught.value


# --- Both ways ---------------------------------------------------------------------


@pytest.mark.rules("BR-R29")
def test_every_state_of_a_game_reads_back_exactly_in_each_mode() -> None:
    report = check_positions(GAME, games=1, seed=4, options={"variant": "snack"})
    assert report.checked > 200
    assert report.ok, report.problems


@pytest.mark.rules("BR-R29")
@pytest.mark.parametrize("options", option_sets(GAME), ids=str)
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_states_of_every_option_set_read_back_exactly(
    options: dict[str, object], chance: str
) -> None:
    for state in random_states(
        GAME, games=1, seed=5, options={**options, "chance": chance}, steps=40
    ):
        text = GAME.position(state)
        back = GAME.from_position(text)
        assert back == state, text
        assert GAME.position(back) == text


@pytest.mark.rules("BR-R29")
def test_a_fresh_game_is_written_as_the_rules_page_shows_it() -> None:
    state = GAME.initial_state(seed=7)
    assert GAME.position(state) == FRESH
    assert GAME.from_position(FRESH) == state


@pytest.mark.rules("BR-R29", "BR-R24")
def test_hostile_positions_are_refused_or_sound() -> None:
    report = fuzz_positions(GAME, texts=300, seed=3)
    assert report.ok, report.problems


@pytest.mark.rules("BR-R29", "BR-R13", "BR-R14")
def test_an_observation_names_no_token_its_seat_has_not_seen() -> None:
    state = (
        GAME.position_builder()
        .empty((0, 0), (2, 0))
        .grass((5, 5), "Trap", known_by="o")
        .face_up("oT", "Hideout")
        .hidden("oT", "SuperYum")
        .build()
    )
    blue = GAME.position(GAME.observe(state, 0))
    orange = GAME.position(GAME.observe(state, 1))
    assert "Trap" not in blue and "grass:Trap" in orange
    assert "usable=-, hidden=-" in blue  # which of orange's tokens are hidden
    assert "hidden={SuperYum}" in orange


# --- The builder -------------------------------------------------------------------


@pytest.mark.rules("BR-R29", "BR-R24", "BR-R23")
def test_the_builder_works_out_the_reserve_and_the_tokens_left_to_draw() -> None:
    state = (
        GAME.position_builder()
        .place("RA", (1, 2))
        .empty((1, 0), (0, 0))
        .usable("bT", "Fruit", "SuperYum")
        .turn("oT")
        .build()
    )
    seen = GAME.observe(state, 0)
    assert seen.reserve.count("orange triceratops") == 2  # the one the Raptor replaced
    assert seen.reserve.count("raptor") == 0
    assert seen.face_down_on_meadow == 26  # two squares fewer, no token aside
    assert seen.box_unknown == 0
    assert GAME.current_player(state) == 1
    assert MoveCarnivore((1, 2), "SW") in GAME.legal_actions(state)


@pytest.mark.rules("BR-R29", "BR-6.2")
def test_a_token_the_builder_names_on_a_square_is_the_one_eaten_there() -> None:
    state = GAME.position_builder(chance="explicit").grass((1, 0), "Indigestible").build()
    state = GAME.apply(state, Move((1, 1), "N"))  # no chance event: the token is known
    assert GAME.observe(state, 1).board[1] == "blue triceratops (asleep)"


@pytest.mark.rules("BR-R29", "BR-R24")
def test_the_builder_refuses_tokens_the_meadow_still_holds() -> None:
    with pytest.raises(PositionError, match="face-down squares") as caught:
        GAME.position_builder().usable("bT", "Fruit").build()
    assert (caught.value.field, caught.value.rule) == ("meadow", "BR-R24")
    with pytest.raises(PositionError, match="more than the game has") as caught:
        GAME.position_builder().empty((0, 0), (1, 0)).usable("bT", "Trap", "Trap").build()
    assert (caught.value.field, caught.value.rule) == ("pool", "BR-R24")


@pytest.mark.rules("BR-R29", "BR-R1")
def test_the_builder_names_squares_of_the_meadow_only() -> None:
    with pytest.raises(PositionError) as caught:
        GAME.position_builder().place("bT", (6, 0))
    assert (caught.value.field, caught.value.rule) == ("meadow", "BR-R1")


@pytest.mark.rules("BR-R29")
def test_a_partial_text_and_the_builder_give_the_same_state() -> None:
    text = f"brunch; {meadow((1, 2, 'RA'))}; turn oT; actions_left 2"
    built = GAME.position_builder().place("RA", (1, 2)).turn("oT").build()
    assert GAME.from_position(text) == built


# --- Refused with the rule they break ----------------------------------------------


@pytest.mark.rules("BR-R29", "BR-R1", "BR-R24", "BR-R15", "BR-R13")
@pytest.mark.parametrize(
    ("section", "field", "rule"),
    [
        ("meadow [~ ~ ~ ~ ~ ~]", "meadow", "BR-R1"),  # a row count of another layout
        (meadow((0, 0, "~ ~")), "meadow[0]", "BR-R1"),  # a row of seven cells
        (meadow((0, 0, "XX")), "meadow[0]", "BR-R29"),  # no such cell
        (meadow((0, 0, "bD")), "meadow", "BR-R24"),  # a Diplo in Jurassic Brunch
        (meadow((0, 0, "bT"), (2, 0, "bT")), "meadow", "BR-R24"),  # six blue Triceratops
        (meadow((0, 0, "~Fig")), "meadow[0]", "BR-R24"),  # no such token
        (meadow((0, 0, "~Trap@x")), "meadow[0]", "BR-R29"),  # no such team
        (meadow((0, 0, "~Trap"), (2, 0, "~Trap")), "pool", "BR-R24"),  # one Trap only
        (meadow((1, 1, "bTzz")) + "; drowsy no", "drowsy", "BR-R15"),  # yet nobody did
        ("reserve {RA*2}", "reserve", "BR-R24"),
        ("pool {Fruit}", "tokens", "BR-R24"),  # 27 tokens gone
        ("box_unknown 1", "pool", "BR-R13"),  # 28 face-down squares and 1 aside: 29 to draw
    ],
)
def test_a_board_or_reserve_that_breaks_a_rule_is_refused(
    section: str, field: str, rule: str
) -> None:
    error = refused(f"brunch; {section}")
    assert (error.field, error.rule) == (field, rule)


@pytest.mark.rules("BR-R29", "BR-R2", "BR-R24", "BR-6.3", "BR-R10")
@pytest.mark.parametrize(
    ("section", "field", "rule"),
    [
        ("usable {bD: {}}", "usable[bD]", "BR-R2"),  # no such role in Jurassic Brunch
        ("usable {bT: {Fig}}", "usable[bT]", "BR-R24"),
        ("face_up {bT: {Fruit}}", "face_up", "BR-6.3"),  # only Hideouts are face up
        ("hidden {bT: {Fruit}}", "hidden", "BR-R10"),  # no Hideout to hide it under
        ("box [Fruit]", "box", "BR-R17"),  # a drawn token in the box is known
    ],
)
def test_piles_that_break_a_rule_are_refused(section: str, field: str, rule: str) -> None:
    error = refused(f"brunch; {meadow((0, 0, '.'))}; {section}")
    assert (error.field, error.rule) == (field, rule)


@pytest.mark.rules("BR-R29", "BR-R2", "BR-5.4", "BR-R8", "BR-R21", "BR-R9", "BR-10.1", "BR-R1")
@pytest.mark.parametrize(
    ("section", "field", "rule"),
    [
        ("turn bD", "turn", "BR-R2"),
        ("actions_left 9", "actions_left", "BR-5.4"),
        ("actions_left 0", "actions_left", "BR-5.4"),  # an Action awaited, none left
        ("idle_turns 99", "idle_turns", "BR-R8"),
        ("phase reveal_eat", "phase", "BR-R21"),  # a random event is not a decision
        ("phase end_turn", "phase", "BR-R9"),  # no Super Yum to spend
        ("phase Decision(kind=place, figure=bT, purpose=newborn)", "phase", "BR-R21"),
        ("phase Decision(kind=place, figure=XX)", "phase.figure", "BR-R24"),
        ("phase Decision(kind=place, figure=bT, origin=[9, 9])", "phase.origin", "BR-R1"),
        ("phase Decision(kind=look, left=7)", "phase.left", "BR-R12"),
        ("phase Decision(kind=over, winners=[5])", "phase.winners", "BR-10.1"),
        ("phase Decision(kind=main, token=Fruit)", "phase.token", "BR-R29"),
    ],
)
def test_a_turn_or_decision_that_cannot_follow_the_rest_is_refused(
    section: str, field: str, rule: str
) -> None:
    error = refused(f"brunch; {section}")
    assert (error.field, error.rule) == (field, rule)


@pytest.mark.rules("BR-R29", "BR-6.2", "BR-R12", "BR-R11")
@pytest.mark.parametrize(
    ("section", "field", "rule"),
    [
        ("chance Event(kind=reveal_eat, square=[3, 0])", "chance.square", "BR-6.2"),
        ("chance Event(kind=reveal_look, squares=[[0, 0]], team=1)", "chance.team", "BR-R12"),
        ("chance Event(kind=reveal_look, squares=[[1, 1]])", "chance.squares", "BR-R12"),
        ("chance Event(kind=steal, victim=bT, token=Flower)", "chance.victim", "BR-R11"),
        ("chance Event(kind=main)", "chance", "BR-R21"),
    ],
)
def test_a_random_event_about_the_wrong_things_is_refused(
    section: str, field: str, rule: str
) -> None:
    error = refused(f"brunch chance=explicit; {meadow((3, 0, '.'))}; {section}")
    assert (error.field, error.rule) == (field, rule)


@pytest.mark.rules("BR-R29", "BR-13.1")
def test_options_that_clash_are_refused() -> None:
    error = refused("brunch players=3")
    assert (error.field, error.rule) == ("options", "BR-R29")


@pytest.mark.rules("BR-R29", "BR-R1")
def test_a_layout_without_a_name_is_written_board_by_board() -> None:
    state = GAME.initial_state(seed=2, layout=[[0, 0, 0], [3, 1, 0], [6, 2, 0], [9, 3, 0]])
    text = GAME.position(state)
    assert text.startswith("brunch layout=0.0.0/3.1.0/6.2.0/9.3.0; meadow [~ ~ ~ _ _ _")
    assert GAME.from_position(text) == state


@pytest.mark.rules("BR-R29", "BR-R1")
def test_a_position_of_a_users_components_file_needs_the_file(tmp_path: Path) -> None:
    path = data_file(tmp_path, Trap=2, brunch_Fruit=11)
    state = GAME.initial_state(seed=2, components=path)
    text = GAME.position(state)
    assert text.startswith("brunch components=file;")
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text)
    assert caught.value.field == "components"
    assert GAME.from_position(text, components=path) == state
