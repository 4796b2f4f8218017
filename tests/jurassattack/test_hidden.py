"""Hidden information: what each player sees (JA-R13, JA-R8) and `sample_hidden`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from dinorules import InvalidOptionError
from dinorules.jurassattack.piles import from_multiset
from dinorules.kernel import Multiset, to_json_value
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    REX_F,
    SARCO,
    SPINO,
    deal,
    draw,
    fight,
    play,
    write_deck,
)


@pytest.mark.rules("JA-R13")
def test_a_player_sees_their_hand_not_the_rivals() -> None:
    a = deal([COMPY, COMPY, EGG, PTERA, SARCO], [SPINO, DILO, EGG, EGG, RAPTOR])
    b = deal([COMPY, COMPY, EGG, PTERA, SARCO], [REX_F, SARCO, SARCO, COMPY, EGG])
    assert ja.observe(a, FOOTPRINT) == ja.observe(b, FOOTPRINT)
    assert ja.observe(a, FOSSIL) != ja.observe(b, FOSSIL)
    view = ja.observe(a, FOSSIL)
    assert view.hand == Multiset.of([SPINO, DILO, EGG, EGG, RAPTOR])
    assert view.seats[FOOTPRINT].hand_size == 5 and view.seats[FOOTPRINT].deck_size == 22


@pytest.mark.rules("JA-R13")
def test_observations_are_frozen_json_without_the_generator() -> None:
    state = ja.initial_state(seed=9)
    for seat in (FOOTPRINT, FOSSIL):
        view = ja.observe(state, seat)
        hash(view)
        text = json.dumps(to_json_value(view))
        assert "Rng" not in text and "rng" not in text
        assert json.loads(text)["player"] == seat
    with pytest.raises(InvalidOptionError):
        ja.observe(state, 2)


@pytest.mark.rules("JA-R13")
def test_sample_hidden_redraws_the_rivals_hand_and_deck_only() -> None:
    state = ja.initial_state(seed=4)
    seen = ja.observe(state, FOOTPRINT)
    unknown = state.hands[FOSSIL].union(state.decks[FOSSIL])
    rival_hands = set()
    for k in range(12):
        sample = ja.sample_hidden(state, FOOTPRINT, seed=k)
        assert ja.observe(sample, FOOTPRINT) == seen
        assert sample.hands[FOOTPRINT] == state.hands[FOOTPRINT]
        assert sample.decks[FOOTPRINT] == state.decks[FOOTPRINT]
        assert sample.hands[FOSSIL].union(sample.decks[FOSSIL]) == unknown
        rival_hands.add(sample.hands[FOSSIL])
    assert len(rival_hands) > 3


@pytest.mark.rules("JA-R13", "JA-5.2")
def test_sample_hidden_redraws_a_face_down_pack_as_a_compatible_pack_of_its_size() -> None:
    state = deal([SARCO, SARCO, PTERA, EGG, EGG], [RAPTOR, COMPY, COMPY, EGG, DILO])
    state = play(state, EGG, PTERA, SARCO, SARCO)
    seen = ja.observe(state, FOSSIL)
    packs = set()
    for k in range(20):
        sample = ja.sample_hidden(state, FOSSIL, seed=k)
        assert ja.observe(sample, FOSSIL) == seen
        pack = sample.table[FOOTPRINT]
        held = sample.hands[FOOTPRINT].union(Multiset.of(pack))
        assert len(pack) == 4
        assert ja.PlayPack(pack) in ja.GAME.spec.rules.legal_actions(
            sample.replace(
                hand_piles=(from_multiset(sample.components.index, held), sample.hand_piles[1]),
                table=((), ()),
            )
        )
        packs.add(pack)
    assert len(packs) > 3
    # The player's own face-down pack is never redrawn for them.
    assert ja.sample_hidden(state, FOOTPRINT, seed=1).table == state.table


@pytest.mark.rules("JA-R8")
def test_a_blinded_player_cannot_tell_the_size_of_the_rivals_pack() -> None:
    state = deal([DILO, DILO, EGG, EGG, EGG], [COMPY, EGG, EGG, PTERA, SARCO])
    state = fight(state, [DILO, DILO], [COMPY])
    state = draw(state, EGG)
    state = play(state, EGG)  # Fossil is blinded: 3 cards held, 1 face down
    seen = ja.observe(state, FOSSIL)
    sizes = set()
    for k in range(40):
        sample = ja.sample_hidden(state, FOSSIL, seed=k)
        assert ja.observe(sample, FOSSIL) == seen
        assert len(sample.hands[FOOTPRINT]) + len(sample.table[FOOTPRINT]) == 3
        sizes.add(len(sample.table[FOOTPRINT]))
    assert len(sizes) > 1
    # Footprint is not blinded: it knows its own pack and hand.
    assert ja.sample_hidden(state, FOOTPRINT, seed=3).table == state.table


@pytest.mark.rules("JA-R13")
def test_sample_hidden_weighs_each_physical_arrangement_equally(tmp_path: Path) -> None:
    deck = write_deck(tmp_path / "ab.toml", [{"name": "A", "count": 2}, {"name": "B"}])
    state = deal(["A", "A", "B"], ["A", "A", "B"], deck=deck)
    state = play(state, "A")
    # Fossil cannot see which of Footprint's three cards (two A, one B) lies face
    # down: an A in 2 arrangements out of 3 (not 1 pack out of 2).
    a_count = sum(
        ja.sample_hidden(state, FOSSIL, seed=k).table[FOOTPRINT] == ("A",) for k in range(300)
    )
    assert 160 <= a_count <= 240
