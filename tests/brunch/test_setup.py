"""Set-up: the meadow, the eggs, the reserves, the face-down grass, who starts."""

from __future__ import annotations

import pytest

from dinorules import GAMES, InvalidOptionError
from dinorules.brunch import GAME, Move
from dinorules.kernel import Multiset

from .helpers import BLUE_TRICERATOPS, ORANGE_TRICERATOPS, picture, play, start


@pytest.mark.rules("BR-1.1", "BR-3.1", "BR-4.1")
def test_brunch_is_two_players_on_four_boards_joined_in_a_square() -> None:
    assert GAMES["brunch"] is GAME
    state = start()
    seen = GAME.observe(state, 0)
    assert GAME.num_players(state) == 2
    assert len(seen.squares) == 4 * 9
    assert {x for x, _ in seen.squares} == set(range(6))
    assert {y for _, y in seen.squares} == set(range(6))


@pytest.mark.rules("BR-3.2", "BR-4.2", "BR-R1")
def test_four_triceratops_per_colour_on_their_eggs_and_a_fifth_in_reserve() -> None:
    state = start()
    seen = GAME.observe(state, 1)
    on_board = dict(zip(seen.squares, seen.board, strict=True))
    blue = sorted(s for s, name in on_board.items() if name == "blue triceratops")
    orange = sorted(s for s, name in on_board.items() if name == "orange triceratops")
    # Eggs of boards E-H copy boards A-D (BR-R1): E (1,1)/(1,2), F (0,1)/(2,1), ...
    assert blue == sorted(BLUE_TRICERATOPS)
    assert orange == sorted(ORANGE_TRICERATOPS)
    assert seen.reserve == Multiset.of(["blue triceratops", "orange triceratops", "raptor"])


@pytest.mark.rules("BR-3.3", "BR-4.3")
def test_the_raptor_waits_in_reserve_off_the_meadow() -> None:
    seen = GAME.observe(start(), 0)
    assert "raptor" not in seen.board
    assert seen.reserve.count("raptor") == 1


@pytest.mark.rules("BR-3.4", "BR-4.4", "BR-R13")
def test_the_28_tokens_lie_face_down_on_the_28_free_squares_undrawn() -> None:
    state = start()
    for player in (0, 1):
        seen = GAME.observe(state, player)
        assert seen.board.count("grass") == 28 == seen.face_down_on_meadow
        assert len([name for name in seen.board if name]) == 36
    # Set-up draws nothing: the first reveal is a draw from all 28 tokens.
    state = GAME.apply(state, Move((1, 1), "N"))
    drawn = {outcome.token: p * 28 for outcome, p in GAME.chance_outcomes(state)}
    assert drawn == {
        "Birth": 3,
        "Hideout": 2,
        "Flower": 4,
        "Indigestible": 3,
        "Trap": 1,
        "SuperYum": 3,
        "Fruit": 12,
    }


@pytest.mark.rules("BR-5.2", "BR-5.3", "BR-5.4", "BR-R2", "BR-R28")
def test_blue_seat_zero_starts_with_a_single_action_then_two_each() -> None:
    state = start()
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 0).actions_left == 1
    state = play(state, Move((3, 1), "S"), "Fruit")
    assert GAME.current_player(state) == 1
    assert GAME.observe(state, 1).actions_left == 2
    state = play(state, Move((4, 4), "E"), "Fruit", Move((5, 4), "N"), "Fruit")
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 0).actions_left == 2


@pytest.mark.rules("BR-R1")
def test_named_layouts_and_a_user_layout_give_other_meadows() -> None:
    line = start(layout="line")
    assert len(GAME.observe(line, 0).squares) == 36
    assert max(x for x, _ in GAME.observe(line, 0).squares) == 11
    turned = start(layout=[[0, 0, 1], [3, 0, 0], [0, 3, 0], [3, 3, 0]])
    # Board E turned a quarter clockwise: its blue egg (1,1) stays, its orange egg
    # (1,2) goes to (0,1).
    assert picture(turned).splitlines()[1].split()[:2] == ["O", "B"]


@pytest.mark.rules("BR-R1")
@pytest.mark.parametrize(
    ("layout", "message"),
    [
        ([[0, 0, 0], [3, 0, 0], [0, 3, 0], [2, 3, 0]], "overlap"),
        ([[0, 0, 0], [3, 0, 0], [0, 3, 0], [9, 9, 0]], "board 3 .* detached"),
        ([[0, 0, 0], [3, 3, 0], [6, 6, 0], [9, 9, 0]], "board 0 .* shares no square"),
        ([[0, 0, 0], [3, 0, 0], [0, 4, 0], [3, 4, 0]], "board 2 .* not joined to board 0"),
        ([[0, 0, 0], [3, 0, 0], [0, 3, 0]], "lays 4 boards"),
        ([[0, 0, 0], [3, 0, 0], [0, 3, 0], [3, 3, 7]], "rotation 7"),
        ("hexagon", "not a layout for 4 boards"),
        ([[0, 0], [3, 0], [0, 3], [3, 3]], "triples"),
        (42, "layout"),
    ],
)
def test_an_invalid_layout_says_which_board_is_wrong(layout: object, message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message) as error:
        start(layout=layout)
    assert "layout" in str(error.value)


STAIRS = [[0, 0, 0], [3, 1, 0], [6, 2, 0], [9, 3, 0]]
"""Each board touches the next along two squares of their sides, not a whole side."""


@pytest.mark.rules("BR-4.1", "BR-R1")
def test_boards_sharing_a_square_side_but_not_a_whole_side_form_a_meadow() -> None:
    seen = GAME.observe(start(layout=STAIRS), 0)
    assert len(seen.squares) == 4 * 9
    assert seen.board.count("grass") == 28
    assert {(2, 1), (3, 1)} <= set(seen.squares)  # board E's east side meets board F's west


@pytest.mark.rules("BR-4.1", "BR-R1")
def test_boards_touching_only_at_a_corner_share_no_square() -> None:
    with pytest.raises(InvalidOptionError, match=r"option layout=.*shares no square"):
        start(layout=[[0, 0, 0], [3, 0, 0], [0, 3, 0], [6, 3, 0]])


@pytest.mark.rules("BR-1.2", "BR-13.1")
@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 3}, "players=3 is not allowed with variant='brunch'"),
        ({"variant": "snack", "players": 4}, "players=4"),
        ({"variant": "team", "players": 5}, "players=5"),
        ({"variant": "chess"}, "variant"),
        ({"components": "no/such/file.toml"}, "components"),
    ],
)
def test_bad_options_name_the_option(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        GAME.initial_state(seed=0, **options)


@pytest.mark.rules("BR-1.2", "BR-13.1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_team_rules_seat_two_to_four_players(players: int) -> None:
    state = GAME.initial_state(seed=0, variant="team", players=players)
    assert GAME.num_players(state) == players
