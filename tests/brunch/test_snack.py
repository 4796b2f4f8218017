"""Jurassic Snack: Diplos, T-Rexes and the Snack tokens (COMPONENTS.md, BR-19)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError, InvalidOptionError
from dinorules.brunch import (
    GAME,
    Charge,
    Erupt,
    Look,
    Move,
    MoveCarnivore,
    Pick,
    Place,
    Recon,
)
from dinorules.kernel import Multiset, random_playout

from .helpers import is_chance, pile, play, square, start

BLUE = "blue diplos"
YELLOW = "yellow diplos"


def snack() -> object:
    return start(variant="snack")


def hunts(state: object) -> set[MoveCarnivore]:
    return {a for a in GAME.legal_actions(state) if isinstance(a, MoveCarnivore)}


@pytest.mark.rules("BR-19.1", "BR-19.2", "BR-19.15")
def test_snack_set_up_diplos_on_their_eggs_t_rexes_and_28_tokens_aside() -> None:
    seen = GAME.observe(snack(), 0)
    board = dict(zip(seen.squares, seen.board, strict=True))
    # Board A at (0, 0): blue (1, 1), yellow (1, 2); B at (3, 0): blue (0, 1) -> (3, 1),
    # yellow (2, 1) -> (5, 1); C at (0, 3): yellow (0, 0) -> (0, 3), blue (2, 2) -> (2, 5);
    # D at (3, 3): yellow (1, 1) -> (4, 4), blue (1, 2) -> (4, 5).
    assert {s for s, n in board.items() if n == "blue diplo"} == {(1, 1), (3, 1), (2, 5), (4, 5)}
    assert {s for s, n in board.items() if n == "yellow diplo"} == {(5, 1), (1, 2), (0, 3), (4, 4)}
    assert seen.board.count("grass") == 28
    assert seen.reserve == Multiset.of(["blue diplo", "yellow diplo", "t-rex", "t-rex"])


@pytest.mark.rules("BR-19.3")
def test_blue_starts_with_one_action_then_two() -> None:
    state = snack()
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 0).actions_left == 1
    state = play(state, Move((1, 1), "N"), "Yummy")
    assert GAME.current_player(state) == 1
    assert GAME.observe(state, 1).actions_left == 2


@pytest.mark.rules("BR-19.4", "BR-R3")
def test_a_diplo_moves_orthogonally_at_least_one_square_and_never_charges() -> None:
    state = snack()
    legal = GAME.legal_actions(state)
    assert not any(isinstance(a, Charge) for a in legal)
    assert Move((4, 5), "N") not in legal  # a yellow Diplo on (4, 4) at once
    with pytest.raises(IllegalActionError, match=r"BR-19\.4"):
        GAME.apply(state, Charge((1, 1), "S"))
    state = play(state, Move((1, 1), "N"), "Yummy", Move((1, 2), "N"))
    assert square(state, (1, 1)) == "yellow diplo"  # stopped by the blue Diplo
    assert pile(state, BLUE, 1).tokens == Multiset.of(["Yummy"])


@pytest.mark.rules("BR-19.12", "BR-R6", "BR-19.4")
def test_surprise_replaces_the_eater_with_a_t_rex_from_the_edge() -> None:
    state = snack()
    assert not hunts(state)
    state = play(state, Move((3, 1), "N"), "Surprise")
    assert square(state, (3, 0)) == "t-rex"
    assert GAME.observe(state, 0).reserve.count("blue diplo") == 2
    assert GAME.observe(state, 0).reserve.count("t-rex") == 1


@pytest.mark.rules("BR-19.5", "BR-R7")
def test_a_t_rex_moves_orthogonally_and_is_stopped_by_another_t_rex() -> None:
    state = play(snack(), Move((3, 1), "N"), "Surprise", Move((5, 1), "W"), "Surprise")
    # T-Rexes on (3, 0) and (4, 1): straight lines only, no diagonal.
    assert hunts(state) == {
        MoveCarnivore((3, 0), "S"),
        MoveCarnivore((4, 1), "E"),
        MoveCarnivore((4, 1), "W"),
    }
    state = play(state, MoveCarnivore((4, 1), "W"))  # stops before the grass on (2, 1)
    assert square(state, (3, 1)) == "t-rex"
    # Blue: (3, 0) is blocked by the other T-Rex below it; (3, 1) may go east to the edge.
    assert hunts(state) == {MoveCarnivore((3, 1), "E")}
    with pytest.raises(IllegalActionError, match="BR-R7"):
        GAME.apply(state, MoveCarnivore((3, 1), "NE"))
    state = play(state, MoveCarnivore((3, 1), "E"))
    assert square(state, (5, 1)) == "t-rex"


TWO_T_REXES = (Move((3, 1), "N"), "Surprise", Move((5, 1), "W"), "Surprise")
"""Blue's Diplo eats a Surprise on (3, 0), yellow's on (4, 1): a T-Rex on each."""


@pytest.mark.rules("BR-19.3", "BR-R7")
def test_a_snack_player_may_move_t_rexes_with_both_actions() -> None:
    state = play(snack(), *TWO_T_REXES, MoveCarnivore((4, 1), "W"))  # yellow: to (3, 1)
    state = play(state, MoveCarnivore((3, 1), "E"))  # blue's first Action: to (5, 1)
    assert GAME.current_player(state) == 0
    assert hunts(state) == {MoveCarnivore((3, 0), "S"), MoveCarnivore((5, 1), "W")}
    same = play(state, MoveCarnivore((5, 1), "W"))  # the same T-Rex again...
    assert square(same, (3, 1)) == "t-rex"
    other = play(state, MoveCarnivore((3, 0), "S"))  # ...or the other one
    assert square(other, (3, 1)) == "t-rex"
    for after in (same, other):
        assert GAME.current_player(after) == 1


@pytest.mark.rules("BR-19.2", "BR-R1")
def test_snack_boards_must_share_a_whole_side() -> None:
    start(variant="snack", layout=[[0, 0, 0], [3, 0, 0], [6, 0, 0], [6, 3, 0]])
    with pytest.raises(InvalidOptionError, match=r"option layout=.*board \d.*whole side"):
        start(variant="snack", layout=[[0, 0, 0], [3, 1, 0], [6, 2, 0], [9, 3, 0]])


@pytest.mark.rules("BR-19.5")
def test_a_t_rex_reaching_a_diplo_sends_it_to_its_pool() -> None:
    state = play(snack(), Move((1, 1), "N"), "Surprise")  # T-Rex on (1, 0)
    state = play(state, MoveCarnivore((1, 0), "S"))  # (1, 1) empty, then yellow (1, 2)
    assert square(state, (1, 2)) == "t-rex"
    assert GAME.observe(state, 0).reserve.count("yellow diplo") == 2


@pytest.mark.rules("BR-19.7")
def test_birth_places_a_diplo_from_the_pool() -> None:
    state = play(snack(), Move((1, 1), "N"), "Yummy", Move((4, 4), "E"), "Birth")
    assert GAME.legal_actions(state) == (Place((1, 1)), Place((4, 4)))
    state = play(state, Place((4, 4)))
    assert square(state, (4, 4)) == "yellow diplo"
    assert GAME.observe(state, 0).reserve.count("yellow diplo") == 0


@pytest.mark.rules("BR-19.8", "BR-R18", "BR-R13")
def test_recon_shows_a_whole_board_to_the_finders_team() -> None:
    state = play(snack(), Move((1, 1), "N"), "Recon")
    assert GAME.legal_actions(state) == (Recon(0), Recon(1), Recon(2), Recon(3))
    state = play(state, Recon(0))
    board_a = [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]
    tokens = ["Yummy", "Birth", "AirRaid", "Eruption", "Yummy", "Surprise"]
    for token in tokens:
        assert is_chance(state)
        state = play(state, token)
    for at, token in zip(board_a, tokens, strict=True):
        assert square(state, at, player=0) == f"grass:{token}"
        assert square(state, at, player=1) == "grass"
    assert GAME.observe(state, 1).looked_at_by_opponents == tuple(
        sorted(board_a, key=lambda s: (s[1], s[0]))
    )
    assert GAME.current_player(state) == 1


@pytest.mark.rules("BR-19.9", "BR-R19", "BR-16.4")
def test_air_travel_flies_any_diplo_to_another_empty_square() -> None:
    state = play(snack(), Move((1, 1), "N"), "Yummy", Move((4, 4), "E"), "AirTravel")
    picks = GAME.legal_actions(state)
    assert Pick((1, 0)) in picks and Pick((5, 4)) in picks  # either colour, eater too
    assert len(picks) == 8
    state = play(state, Pick((1, 0)))
    assert GAME.legal_actions(state) == (Place((1, 1)), Place((4, 4)))  # not back to (1, 0)
    state = play(state, Place((4, 4)))
    assert square(state, (4, 4)) == "blue diplo"
    assert square(state, (1, 0)) == ""


@pytest.mark.rules("BR-19.10", "BR-19.14", "BR-R19")
def test_air_raid_flies_a_t_rex_in_play_or_becomes_a_look() -> None:
    state = play(snack(), Move((1, 1), "N"), "AirRaid")
    assert all(isinstance(a, Look) for a in GAME.legal_actions(state))  # no T-Rex in play
    state = play(state, Look((0, 0)), "Yummy", Look((2, 0)), "Yummy")
    state = play(state, Move((5, 1), "N"), "Surprise", Move((4, 4), "E"), "AirRaid")
    # The only T-Rex (on (5, 0)) is picked at once; its player chooses where it lands.
    assert square(state, (5, 0)) == ""
    assert set(GAME.legal_actions(state)) == {Place((1, 1)), Place((5, 1)), Place((4, 4))}
    state = play(state, Place((5, 1)))
    assert square(state, (5, 1)) == "t-rex"


@pytest.mark.rules("BR-19.11", "BR-R17")
def test_an_eruption_removes_two_tokens_unseen() -> None:
    state = play(snack(), Move((1, 1), "N"), "Recon", Recon(0))
    state = play(state, "Yummy", "Birth", "AirRaid", "Eruption", "Yummy", "Surprise")
    state = play(state, Move((4, 4), "E"), "Eruption")
    assert len(GAME.legal_actions(state)) == 26  # every grass square
    state = play(state, Erupt((0, 0)), Erupt((5, 5)))
    for player in (0, 1):
        assert square(state, (0, 0), player) == "" == square(state, (5, 5), player)
    # Blue had looked at (0, 0): it knows a Yummy went back to the box.
    assert GAME.observe(state, 0).box == Multiset.of(["Yummy"])
    assert GAME.observe(state, 0).box_unknown == 1
    assert GAME.observe(state, 1).box == Multiset()
    assert GAME.observe(state, 1).box_unknown == 2
    assert GAME.observe(state, 0).face_down_on_meadow == 24


SNACK_POINTS = {
    "Birth": 1,
    "Recon": 1,
    "AirTravel": 1,
    "AirRaid": 1,
    "Eruption": 1,
    "Surprise": 3,
    "Yummy": 2,
}
"""Points of the Snack tokens (COMPONENTS.md:80-86), independent of the data file."""


@pytest.mark.rules("BR-19.13")
def test_yummy_has_no_effect() -> None:
    state = play(snack(), Move((1, 1), "N"), "Yummy")
    assert GAME.current_player(state) == 1
    assert GAME.observe(state, 1).decision == "take an action"
    assert pile(state, BLUE, 0).usable == Multiset.of(["Yummy"])


@pytest.mark.rules("BR-19.6", "BR-19.7", "BR-19.8", "BR-19.9", "BR-19.10", "BR-19.11", "BR-19.12")
@pytest.mark.parametrize("seed", range(12))
def test_snack_games_end_and_score_as_brunch(seed: int) -> None:
    final = random_playout(GAME, seed=seed, variant="snack").final_state
    seen = GAME.observe(final, 0)
    scores = []
    for view in seen.piles:
        held = list(view.tokens) + list(view.face_up)
        scores.append((sum(SNACK_POINTS[t] for t in held), -len(held)))
    wiped = [c for c in ("blue", "yellow") if not any(n.startswith(c) for n in seen.board)]
    if wiped:
        assert GAME.winners(final) == ({1} if wiped == ["blue"] else {0})
    elif scores[0] == scores[1]:
        assert GAME.winners(final) == {0, 1}
    else:
        assert GAME.winners(final) == ({0} if scores[0] > scores[1] else {1})
    ended = seen.face_down_on_meadow == 0 or seen.idle_turns == 4 or wiped
    assert ended
