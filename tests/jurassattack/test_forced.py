"""Forced decisions: ``forced="explicit"`` shows a decision with one option, and
``forced="auto"`` (the default) lets the kernel take it at once."""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from dinorules import CHANCE
from tests.jurassattack.helpers import (
    COMPY,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    SARCO,
    cards,
    deal,
    fight,
    play,
    returns,
    seat_view,
    write_deck,
)


def _one_card_to_return(forced: str) -> ja.JurassAttackState:
    """Fossil scores two Velociraptors holding a lone Egg: one return, one option."""
    state = deal(
        [RAPTOR, RAPTOR, EGG, COMPY, SARCO], [SARCO, SARCO, SARCO, PTERA, EGG], forced=forced
    )
    return fight(state, [RAPTOR, RAPTOR], [PTERA, SARCO, SARCO, SARCO])  # 8 against 11


@pytest.mark.rules("JA-9.2", "JA-R9")
def test_explicit_shows_a_lone_return_and_auto_takes_it() -> None:
    shown = _one_card_to_return("explicit")
    assert ja.current_player(shown) == FOSSIL
    assert ja.legal_actions(shown) == returns(EGG)
    assert ja.observe(shown, FOSSIL).returns_owed == 1
    taken = _one_card_to_return("auto")
    # The kernel returned the Egg: the draws of Finale! are next.
    assert ja.current_player(taken) is CHANCE
    assert ja.observe(taken, FOSSIL).returns_owed == 0
    assert ja.observe(taken, FOSSIL).hand == cards()
    assert seat_view(taken, FOSSIL).deck_size == 23
    assert taken == ja.apply(shown, ja.ReturnCard(EGG)).replace(explicit_forced=False)


def _last_eggs(tmp_path: Path, forced: str) -> ja.JurassAttackState:
    """Two rounds leave each player one Egg in hand and none in the deck."""
    deck = write_deck(
        tmp_path / "eggs.toml",
        [
            {"name": "Egg", "kind": "egg", "ferocity": 0, "score": 1, "count": 2},
            {"name": "Two", "ferocity": 5, "score": 2, "count": 1},
        ],
    )
    state = deal(["Egg", "Egg", "Two"], ["Egg", "Egg", "Two"], deck=deck, forced=forced)
    state = fight(state, ["Egg"], ["Two"])  # Fossil scores an Egg
    return fight(state, ["Two"], ["Egg"])  # Footprint scores an Egg


@pytest.mark.rules("JA-4.1", "JA-8.1")
def test_explicit_shows_a_lone_pack_and_auto_plays_it(tmp_path: Path) -> None:
    shown = _last_eggs(tmp_path, "explicit")
    assert ja.current_player(shown) == FOOTPRINT
    assert ja.legal_actions(shown) == (ja.PlayPack.of("Egg"),)
    shown = play(shown, "Egg")
    assert ja.current_player(shown) == FOSSIL
    assert ja.legal_actions(shown) == (ja.PlayPack.of("Egg"),)
    taken = _last_eggs(tmp_path, "auto")
    # The kernel played both last Eggs, one option each: the game is over.
    assert ja.is_terminal(taken) and ja.legal_actions(taken) == ()
    assert seat_view(taken, FOOTPRINT).held == seat_view(taken, FOSSIL).held == 0
    assert ja.winners(taken) == frozenset({FOOTPRINT, FOSSIL})


@pytest.mark.rules("JA-4.1")
def test_forced_decisions_are_taken_by_default_and_never_shown() -> None:
    for seed in range(10):
        state = ja.initial_state(seed=seed)
        while not ja.is_terminal(state):
            legal = ja.legal_actions(state)
            assert len(legal) > 1
            state = ja.apply(state, legal[seed % len(legal)])
