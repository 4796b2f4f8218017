"""The Brunch tokens: Birth, Hideout, Flower, Super Yum, Fruit, and the fallback look."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import (
    GAME,
    Charge,
    EndTurn,
    Hide,
    Look,
    Move,
    Place,
    SpendSuperYum,
    Stolen,
    StopHiding,
)
from dinorules.kernel import Multiset

from .helpers import is_chance, pile, play, setup, square, start

ORANGE_IDLES = (Move((4, 4), "E"), "Fruit", Move((5, 4), "N"), "Fruit")
BLUE = "blue triceratops"
ORANGE = "orange triceratops"


def looks(state: object) -> list[Look]:
    return [a for a in GAME.legal_actions(state) if isinstance(a, Look)]


# --- Birth ---------------------------------------------------------------------------


@pytest.mark.rules("BR-11.2", "BR-R21")
def test_birth_brings_the_reserve_triceratops_onto_an_empty_square() -> None:
    state = play(start(), Move((1, 1), "N"), "Birth")
    # One empty square, (1, 1): the newborn goes there without a decision.
    assert square(state, (1, 1)) == BLUE
    assert GAME.observe(state, 1).reserve.count(BLUE) == 0
    assert pile(state, BLUE, 1).tokens == Multiset.of(["Birth"])


@pytest.mark.rules("BR-11.2", "BR-R20")
def test_the_finder_chooses_the_newborns_square() -> None:
    state = play(start(), Move((1, 1), "N"), "Fruit", Move((4, 4), "E"), "Birth")
    assert GAME.legal_actions(state) == (Place((1, 1)), Place((4, 4)))
    state = play(state, Place((1, 1)))
    assert square(state, (1, 1)) == ORANGE
    assert square(state, (4, 4)) == ""


@pytest.mark.rules("BR-12.1", "BR-12.2", "BR-R20")
def test_a_birth_with_every_triceratops_on_the_meadow_becomes_a_look() -> None:
    state = setup().place("bT", (0, 0)).grass((1, 0), "Birth").turn("bT").build()
    assert GAME.observe(state, 0).reserve.count(BLUE) == 0
    state = play(state, Move((1, 1), "N"))
    assert looks(state) and len(looks(state)) == len(GAME.legal_actions(state))
    assert GAME.observe(state, 0).decision == "look at up to 2 grass tokens"


# --- Looking at tokens ----------------------------------------------------------------


@pytest.mark.rules("BR-12.2", "BR-R12", "BR-R13")
def test_a_look_shows_two_tokens_to_the_looker_only_without_moving_them() -> None:
    state = play(start(), Move((1, 1), "N"), "Birth", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Birth", Look((0, 0)))
    assert is_chance(state)  # the token is drawn when first looked at
    state = play(state, "Trap")
    assert Look((0, 0)) not in looks(state)  # known now: not offered again
    state = play(state, Look((5, 5)), "Flower")
    assert square(state, (0, 0), player=0) == "grass:Trap"
    assert square(state, (5, 5), player=0) == "grass:Flower"
    assert square(state, (0, 0), player=1) == "grass"
    assert GAME.observe(state, 1).looked_at_by_opponents == ((0, 0), (5, 5))
    assert GAME.observe(state, 0).face_down_on_meadow == GAME.observe(state, 1).face_down_on_meadow
    assert GAME.current_player(state) == 0  # blue's second Action now


@pytest.mark.rules("BR-R13")
def test_a_token_looked_at_is_fixed_and_eaten_without_a_new_draw() -> None:
    state = play(start(), Move((1, 1), "N"), "Birth", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Birth", Look((0, 0)), "Trap", Look((2, 0)), "Hideout")
    state = play(state, Move((3, 0), "W"))  # eats the known Hideout on (2, 0)
    assert not is_chance(state)
    assert pile(state, BLUE, 1).face_up == Multiset.of(["Hideout"])


@pytest.mark.rules("BR-R12")
def test_only_tokens_the_team_does_not_know_are_offered_for_a_look() -> None:
    state = play(start(), Move((1, 1), "N"), "Birth", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Birth")
    offered = {a.at for a in looks(state)}
    seen = GAME.observe(state, 0)
    grass = {s for s, name in zip(seen.squares, seen.board, strict=True) if name == "grass"}
    assert offered == grass


# --- Hideout ---------------------------------------------------------------------------


@pytest.mark.rules("BR-6.3", "BR-11.5", "BR-R10")
def test_a_hideout_lies_face_up_and_takes_tokens_one_at_a_time() -> None:
    position = setup().empty((1, 0), (3, 0)).usable("bT", "Fruit", "Indigestible")
    state = position.grass((3, 5), "Hideout").turn("bT", actions=1).build()
    state = play(state, Move((4, 5), "W"))
    assert pile(state, BLUE, 1).face_up == Multiset.of(["Hideout"])
    assert GAME.legal_actions(state) == (Hide("Indigestible"), Hide("Fruit"), StopHiding())
    state = play(state, Hide("Fruit"))
    assert GAME.legal_actions(state) == (Hide("Indigestible"), StopHiding())
    state = play(state, Hide("Indigestible"))  # nothing left to hide: the Action ends
    mine, theirs = pile(state, BLUE, 0), pile(state, BLUE, 1)
    assert mine.hidden == Multiset.of(["Fruit", "Indigestible"])
    assert theirs.hidden is None and theirs.hidden_count == 2
    assert GAME.current_player(state) == 1


@pytest.mark.rules("BR-11.7", "BR-R10")
def test_tokens_may_be_hidden_later_on_the_owners_turns() -> None:
    state = play(start(), Move((1, 1), "N"), "Hideout", *ORANGE_IDLES)
    assert pile(state, BLUE).hidden == Multiset()  # nothing to hide when found
    assert not any(isinstance(a, Hide) for a in GAME.legal_actions(state))
    state = play(state, Move((3, 1), "N"), "Fruit")
    assert Hide("Fruit") in GAME.legal_actions(state)
    state = play(state, Hide("Fruit"))  # a free decision: still two... one Action left
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 0).actions_left == 1
    assert pile(state, BLUE).hidden == Multiset.of(["Fruit"])


@pytest.mark.rules("BR-11.5", "BR-11.7")
def test_a_hideout_holds_at_most_three_tokens() -> None:
    state = play(start(), Move((1, 1), "N"), "Fruit", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Fruit", Move((3, 0), "E"), "Fruit")
    state = play(state, Move((5, 3), "W"), "Fruit", Move((4, 3), "W"), "Fruit")
    state = play(state, Move((2, 5), "W"), "Fruit", Move((1, 5), "W"), "Hideout")
    state = play(state, Hide("Fruit"), Hide("Fruit"), Hide("Fruit"))
    assert pile(state, BLUE).hidden == Multiset.of(["Fruit"] * 3)
    assert pile(state, BLUE).usable == Multiset.of(["Fruit"])
    assert GAME.current_player(state) == 1  # the Hideout is full: hiding ended
    state = play(state, Move((3, 3), "W"), "Fruit", Move((2, 3), "W"), "Fruit")
    assert not any(isinstance(a, Hide) for a in GAME.legal_actions(state))
    with pytest.raises(IllegalActionError, match=r"BR-11\.5"):
        GAME.apply(state, Hide("Fruit"))


@pytest.mark.rules("BR-11.6", "BR-11.10")
def test_hidden_tokens_cannot_be_stolen_or_used() -> None:
    state = play(start(), Move((1, 1), "N"), "SuperYum", EndTurn(), *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Hideout", Hide("SuperYum"))
    state = play(state, Charge((1, 0), "S"), Place((1, 0)))
    # Blue's Actions are over, and its only Super Yum is hidden: no spending it.
    assert GAME.current_player(state) == 1
    state = play(state, Move((5, 3), "W"), "Flower")  # nothing blue can lose
    assert not is_chance(state)
    assert pile(state, ORANGE, 1).usable == Multiset.of(["Fruit", "Fruit", "Flower"])
    assert all(isinstance(a, Look) for a in GAME.legal_actions(state))


# --- Flower ----------------------------------------------------------------------------


@pytest.mark.rules("BR-11.10", "BR-R11")
def test_a_flower_is_given_for_a_token_taken_at_random() -> None:
    state = play(start(), Move((1, 1), "N"), "Fruit", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Fruit", Move((3, 0), "E"), "Birth")
    state = play(state, Place((3, 1)), Move((5, 3), "W"), "Flower")
    # Drawn from blue's face-down tokens as they were, before the Flower arrives.
    assert dict(GAME.chance_outcomes(state)) == {
        Stolen("Birth"): Fraction(1, 3),
        Stolen("Fruit"): Fraction(2, 3),
    }
    state = play(state, Stolen("Birth"))
    assert pile(state, BLUE, 1).tokens == Multiset.of(["Fruit", "Fruit", "Flower"])
    assert pile(state, ORANGE, 0).tokens == Multiset.of(["Fruit", "Fruit", "Birth"])


@pytest.mark.rules("BR-11.11")
def test_the_stolen_tokens_effect_is_not_applied() -> None:
    state = play(start(), Move((1, 1), "N"), "Indigestible", Move((4, 4), "E"), "Flower")
    state = play(state, Stolen("Indigestible"))
    assert square(state, (5, 4)) == ORANGE  # awake: no indigestion for the thief
    assert pile(state, ORANGE, 1).usable == Multiset.of(["Indigestible"])


@pytest.mark.rules("BR-11.12", "BR-12.1", "BR-R22")
def test_with_nothing_to_take_the_finder_keeps_the_flower_and_looks() -> None:
    state = play(start(), Charge((1, 1), "S"), Move((4, 4), "E"), "Flower")
    assert not is_chance(state)
    assert pile(state, ORANGE, 1).usable == Multiset.of(["Flower"])
    assert pile(state, BLUE).tokens == Multiset()
    assert len(looks(state)) == 27 == len(GAME.legal_actions(state))


# --- Super Yum -------------------------------------------------------------------------


@pytest.mark.rules("BR-11.22", "BR-R9")
def test_a_super_yum_may_be_spent_for_one_more_action() -> None:
    state = play(start(), Move((1, 1), "N"), "SuperYum")
    assert GAME.legal_actions(state) == (SpendSuperYum(), EndTurn())
    state = play(state, SpendSuperYum())
    assert GAME.current_player(state) == 0
    assert GAME.observe(state, 1).discard == Multiset.of(["SuperYum"])
    assert pile(state, BLUE, 1).tokens == Multiset()
    state = play(state, Move((3, 1), "N"), "Fruit")
    assert GAME.current_player(state) == 1


@pytest.mark.rules("BR-11.22", "BR-R9")
def test_super_yums_may_be_kept_and_several_spent_in_one_turn() -> None:
    state = play(start(), Move((1, 1), "N"), "SuperYum", EndTurn())
    assert GAME.current_player(state) == 1
    state = play(state, *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "SuperYum", Move((3, 0), "E"), "Fruit")
    state = play(state, SpendSuperYum(), Move((2, 5), "N"), "Fruit", SpendSuperYum())
    state = play(state, Move((4, 5), "W"), "Fruit")
    assert GAME.current_player(state) == 1
    assert GAME.observe(state, 1).discard == Multiset.of(["SuperYum"] * 2)


@pytest.mark.rules("BR-R10", "BR-R22")
def test_a_face_up_hideout_is_never_stolen() -> None:
    state = play(start(), Move((1, 1), "N"), "Hideout", Move((4, 4), "E"), "Flower")
    assert not is_chance(state)  # blue holds only its face-up Hideout: nothing to take
    assert pile(state, BLUE, 1).face_up == Multiset.of(["Hideout"])
    assert pile(state, ORANGE, 1).usable == Multiset.of(["Flower"])
