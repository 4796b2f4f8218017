"""Hidden information: what each player sees, and redrawing what they cannot (BR-R13)."""

from __future__ import annotations

import json
import random

import pytest

from dinorules import InvalidOptionError
from dinorules.brunch import GAME, Hide, Look, Move, SpendSuperYum, StopHiding
from dinorules.brunch.state import Phase
from dinorules.kernel import Multiset, to_json_value

from .helpers import pile, play, setup, square, start

ORANGE_IDLES = (Move((4, 4), "E"), "Fruit", Move((5, 4), "N"), "Fruit")


def blue_looks(first: str, second: str) -> object:
    """Blue's second Birth cannot apply: blue looks at (0, 0) and (5, 5)."""
    state = play(start(), Move((1, 1), "N"), "Birth", *ORANGE_IDLES)
    return play(state, Move((3, 1), "N"), "Birth", Look((0, 0)), first, Look((5, 5)), second)


@pytest.mark.rules("BR-12.2", "BR-R13")
def test_a_secret_look_changes_only_the_lookers_observation() -> None:
    a = blue_looks("Trap", "Fruit")
    b = blue_looks("Hideout", "Fruit")
    assert GAME.observe(a, 1) == GAME.observe(b, 1)
    assert GAME.observe(a, 0) != GAME.observe(b, 0)


@pytest.mark.rules("BR-R13")
def test_what_was_looked_at_stays_known_in_later_observations() -> None:
    state = play(blue_looks("Trap", "Fruit"), Move((2, 5), "E"), "Fruit")
    state = play(state, Move((5, 3), "W"), "Fruit", Move((4, 3), "W"), "Fruit")
    assert square(state, (0, 0), player=0) == "grass:Trap"
    assert square(state, (5, 5), player=0) == "grass:Fruit"


@pytest.mark.rules("BR-R13")
def test_sample_hidden_redraws_the_opponents_secrets_and_keeps_ones_own() -> None:
    state = blue_looks("Trap", "Fruit")
    seen_by_orange = GAME.observe(state, 1)
    drawn = set()
    for seed in range(20):
        sample = GAME.sample_hidden(state, 1, seed=seed)
        assert GAME.observe(sample, 1) == seen_by_orange
        assert GAME.invariants(sample) == ()
        drawn.add((square(sample, (0, 0), player=0), square(sample, (5, 5), player=0)))
        # Blue's own sample keeps what blue saw.
        mine = GAME.sample_hidden(state, 0, seed=seed)
        assert square(mine, (0, 0), player=0) == "grass:Trap"
    assert len(drawn) > 1  # orange cannot tell what blue saw: it is redrawn


@pytest.mark.rules("BR-11.5", "BR-R13")
def test_a_hideouts_contents_are_hidden_but_not_its_size() -> None:
    state = play(start(), Move((1, 1), "N"), "Fruit", *ORANGE_IDLES)
    state = play(state, Move((3, 1), "N"), "Indigestible", Move((4, 5), "W"), "Hideout")
    state = play(state, Hide("Indigestible"), StopHiding())
    theirs = pile(state, "blue triceratops", 1)
    assert theirs.tokens == Multiset.of(["Fruit", "Indigestible"])  # all were revealed
    assert (theirs.usable, theirs.hidden, theirs.hidden_count) == (None, None, 1)
    splits = set()
    for seed in range(20):
        sample = GAME.sample_hidden(state, 1, seed=seed)
        assert GAME.observe(sample, 1) == GAME.observe(state, 1)
        splits.add(pile(sample, "blue triceratops", 0).hidden)
    assert splits == {Multiset.of(["Fruit"]), Multiset.of(["Indigestible"])}


@pytest.mark.rules("BR-R13")
def test_observations_are_frozen_json_without_the_generator() -> None:
    state = blue_looks("Trap", "Fruit")
    for player in (0, 1):
        seen = GAME.observe(state, player)
        hash(seen)
        text = json.dumps(to_json_value(seen))
        assert "Rng" not in text and "rng" not in text
    with pytest.raises(InvalidOptionError):
        GAME.observe(state, 2)


@pytest.mark.rules("BR-4.4", "BR-R13")
def test_explicit_outcomes_fix_the_game_whatever_the_seed() -> None:
    a = GAME.initial_state(seed=1, chance="explicit")
    b = GAME.initial_state(seed=2, chance="explicit")
    for step in (Move((1, 1), "N"), "Trap", Move((1, 2), "N")):
        a, b = play(a, step), play(b, step)
    assert GAME.observe(a, 0) == GAME.observe(b, 0)
    assert GAME.observe(a, 1) == GAME.observe(b, 1)


@pytest.mark.rules("BR-11.22", "BR-R13")
def test_a_redrawn_hideout_leaves_the_super_yum_being_offered_usable_bug() -> None:
    # Asked whether to spend a Super Yum, a role holds a usable one: a redraw of what
    # lies under its Hideout must keep it, or spending it fails in the sampled state.
    found = 0
    for seed in range(6):
        pick = random.Random(seed)
        state = GAME.initial_state(seed=seed)
        while not GAME.is_terminal(state):
            legal = GAME.legal_actions(state)
            if SpendSuperYum() in legal:
                rival = 1 - GAME.current_player(state)
                for k in range(8):
                    sampled = GAME.sample_hidden(state, rival, seed=k)
                    GAME.apply(sampled, SpendSuperYum())
                found += 1
            state = GAME.apply(state, pick.choice(legal))
    assert found


@pytest.mark.rules("BR-R9", "BR-R10", "BR-R13")
def test_a_redraw_keeps_a_super_yum_usable_for_a_player_asked_to_spend_one_bug() -> None:
    state = (
        setup()
        .empty((0, 0), (1, 0), (2, 0), (3, 0))
        .usable("oT", "SuperYum")
        .hidden("oT", "Fruit", "Fruit")
        .face_up("oT", "Hideout")
        .turn("oT", actions=0)
        .set("phase", Phase.END_TURN)
        .build()
    )
    for seed in range(12):
        sample = GAME.sample_hidden(state, 0, seed=seed)
        assert GAME.invariants(sample) == ()
        assert GAME.observe(sample, 0) == GAME.observe(state, 0)
        GAME.apply(sample, SpendSuperYum())  # once redrawn under the Hideout, it crashed
