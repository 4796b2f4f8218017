"""Indigestible Grass and waking up (BR-8, BR-11.14-11.17, BR-R15)."""

from __future__ import annotations

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import GAME, Charge, Move, Wake

from .helpers import play, setup, square, start

ORANGE_IDLES = (Move((4, 4), "E"), "Fruit", Move((5, 4), "N"), "Fruit")


@pytest.mark.rules("BR-11.15", "BR-8.1", "BR-11.16")
def test_an_indigestible_eater_sleeps_until_an_action_wakes_it() -> None:
    state = play(start(), Move((1, 1), "N"), "Indigestible", *ORANGE_IDLES)
    assert square(state, (1, 0)) == "blue triceratops (asleep)"
    legal = GAME.legal_actions(state)
    assert Wake((1, 0)) in legal
    assert not any(getattr(a, "at", None) == (1, 0) for a in legal if not isinstance(a, Wake))
    state = play(state, Wake((1, 0)))
    assert square(state, (1, 0)) == "blue triceratops"
    assert GAME.observe(state, 0).actions_left == 1  # waking spent an Action
    assert Move((1, 0), "S") in GAME.legal_actions(state)


@pytest.mark.rules("BR-11.16")
def test_a_sleeping_triceratops_neither_moves_nor_charges() -> None:
    state = play(start(), Move((1, 1), "N"), "Indigestible", *ORANGE_IDLES)
    with pytest.raises(IllegalActionError, match="asleep"):
        GAME.apply(state, Move((1, 0), "S"))
    with pytest.raises(IllegalActionError, match="asleep"):
        GAME.apply(state, Charge((1, 0), "S"))


@pytest.mark.rules("BR-R15")
def test_it_cannot_be_woken_on_the_turn_it_fell_asleep() -> None:
    state = play(start(), Move((1, 1), "N"), "Fruit", Move((4, 4), "E"), "Indigestible")
    assert GAME.current_player(state) == 1
    assert Wake((5, 4)) not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match="BR-R15"):
        GAME.apply(state, Wake((5, 4)))
    state = play(state, Move((5, 1), "N"), "Fruit", Move((1, 0), "E"), "Fruit")
    state = play(state, Move((2, 0), "E"), "Fruit")
    assert Wake((5, 4)) in GAME.legal_actions(state)  # orange's next turn


@pytest.mark.rules("BR-8.2")
def test_two_sleepers_are_woken_with_both_actions() -> None:
    state = setup().place("bTz", (1, 0), (4, 0)).empty((1, 1), (3, 1)).turn("bT").build()
    state = play(state, Wake((1, 0)), Wake((4, 0)))
    assert square(state, (1, 0)) == "blue triceratops"
    assert square(state, (4, 0)) == "blue triceratops"
    assert GAME.current_player(state) == 1
