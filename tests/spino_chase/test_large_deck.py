"""A deck of many card types: the options listed card by card, as for the standard deck."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dinorules.spino_chase import GAME, Discard, EndTurn, KeepHand, Pass, Phase, Play
from dinorules.spino_chase.components import TABULATED_TYPES
from tests.spino_chase.helpers import deck_file

TYPES = TABULATED_TYPES + 2


def _expected(state: object) -> tuple[object, ...]:
    """The options the rules state, from the hands as counts (SC-3.2..3.7, SC-7.1, SC-R16)."""
    tables, hand = state.tables, state.hands[state.actor]  # type: ignore[attr-defined]
    held = [card for card in range(tables.types) if hand[card]]
    names = tables.names
    if state.phase is Phase.PLAY:  # type: ignore[attr-defined]
        top = state.table[-1] if state.table else -1  # type: ignore[attr-defined]
        plays = tuple(Play(names[c]) for c in held if tables.playable_on[top][c])
        return plays or (Pass(),)
    if state.phase is Phase.SECOND_CARD:  # type: ignore[attr-defined]
        return (*(Play(names[c]) for c in held if not tables.is_escape[c]), EndTurn())
    return (*(Discard(names[c]) for c in held), KeepHand())


@pytest.mark.rules("SC-3.2", "SC-3.3", "SC-3.4", "SC-3.6", "SC-7.1", "SC-R16")
def test_a_deck_too_large_to_tabulate_lists_the_same_options(tmp_path: Path) -> None:
    cards = [(f"Dino {v}", "dinosaur", v, 3) for v in range(1, TYPES - 2)]
    cards += [(f"Escape {v}", "escape", v, 2) for v in range(1, 4)]
    deck = deck_file(tmp_path, cards)
    chooser = random.Random(3)
    checked = 0
    for seed in range(5):
        state = GAME.initial_state(seed=seed, deck=deck)
        assert state.tables.types == TYPES and not state.tables.play_sets
        while legal := GAME.legal_actions(state):
            if state.phase in (Phase.PLAY, Phase.SECOND_CARD, Phase.DISCARD):
                assert legal == _expected(state)
                checked += 1
            state = GAME.apply(state, chooser.choice(legal))
    assert checked > 100
